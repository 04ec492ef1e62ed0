# uzory: the registry's words (names, start command, options) in fr.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Jouez à Uzory, le jeu de vitrail en tuiles

uzory-options = Règles standard

# The presentation: menus, log, counts, alt texts and picture labels.

uzory-score-victory-points = Points de victoire
uzory-colour-white = blanc
uzory-colour-red = rouge
uzory-colour-blue = bleu
uzory-colour-green = vert
uzory-colour-yellow = jaune
uzory-end-field-full = le champ est plein
uzory-end-all-passed = tout le monde a passé
uzory-choose-tile-or-pass = Choisissez une tuile de votre main, ou passez
uzory-tile = Tuile
uzory-turn-clockwise-by = La tourner dans le sens horaire de…
uzory-where-does-it-go = Où la poser ?
uzory-pass-swap-hand = Passer (échanger toute ma main)
uzory-who-scores-tied-frame = Égalité dans le cadre : qui marque ?
uzory-keep-my-tiles = Garder mes tuiles
uzory-discard-tile = Défausser la tuile
uzory-discard-before-drawing = Défausser des tuiles avant de repiocher jusqu'à trois ?
uzory-turn = Tour
uzory-tie = égalité
uzory-frame = cadre
uzory-frames-count = { $frames } { $frames ->
        [one] cadre
        [many] cadres
       *[other] cadres
    }
uzory-nobody = personne
uzory-title = Uzory
uzory-place-a-tile-or-pass = poser une tuile ou passer
uzory-choose-who-scores-tie = choisir qui marque le cadre à égalité (?)
uzory-discard-tiles-or-keep = défausser des tuiles ou les garder
uzory-passes-in-a-row = passes d'affilée
uzory-scored-frame = cadre marqué
uzory-frame-nobody-scored = personne n'a marqué
uzory-won = Victoire :
uzory-hand = main
uzory-your-turn-pick = À vous : choisissez tuile, rotation et case
uzory-hand-rotations-clockwise = Votre main · rotations en sens horaire
uzory-marker-top-before-turning = montre le bord du haut avant rotation
uzory-no-tiles-in-hand = Aucune tuile en main
uzory-hand-hidden = Main cachée
uzory-tiles = tuiles
uzory-pile = Pioche
uzory-frame-closed = cadre fermé
uzory-tile-placed-at = tuile en
uzory-nobody-scores = personne ne marque
uzory-tie-label = égalité :
uzory-or = ou
uzory-tied-frame-awarded = égalité du cadre tranchée
uzory-discards-shuffled = défausse mélangée en une nouvelle pioche
uzory-keeps-the-hand = garde sa main
uzory-discards = Défausse
uzory-frames = Cadres
uzory-alt-pile = pioche
uzory-alt-discards = défausse
uzory-alt-tiles-in-hand = tuiles en main
uzory-alt-frames-closed = cadres fermés
uzory-discarded = { $tiles } { $tiles ->
        [one] tuile défaussée
        [many] tuiles défaussées
       *[other] tuiles défaussées
    }

# Indices : pourquoi un coup est bon (après « 💡 <coup> — »).

uzory-why-frames-mine = ferme { $frames } { $frames ->
        [one] cadre
       *[other] cadres
    } de votre couleur : +{ $frames }
uzory-why-frames-tied = ferme { $frames ->
        [one] un cadre à égalité que vous pouvez vous attribuer
       *[other] { $frames } cadres à égalité que vous pouvez vous attribuer
    }
uzory-why-frames-theirs = même s'il donne { $frames } { $frames ->
        [one] cadre
       *[other] cadres
    } à une autre couleur
uzory-why-lines-join = ses plombs rejoignent { $lines } lignes des voisines
uzory-why-own-colour = plus de votre couleur que de toute autre
uzory-why-hands-nothing = ne ferme aucun cadre pour les autres
uzory-why-pass = une nouvelle main vous sert mieux que toute pose maintenant
uzory-why-award-self = le point est pour vous
uzory-why-award-behind = le point va au joueur le plus en retard
uzory-why-discard = { $tiles ->
        [0] les deux tuiles valent d'être gardées
       *[other] { $weak ->
            [yes] { $tiles ->
                [one] la tuile défaussée a
               *[other] les tuiles défaussées ont
            } peu de lignes ou peu de votre couleur
           *[no] de nouvelles tuiles vous serviront sans doute mieux
        }
    }

uzory-learn-goal = Récoltez le plus de points de victoire en fermant des cadres : des zones que les lignes de plomb et le bord en plomb de la fenêtre coupent de toute case vide. Un cadre marque pour le joueur dont la couleur y a le plus de quarts. La partie s'arrête quand la fenêtre 6×6 est pleine ou quand tous ont passé d'affilée.
uzory-learn-tile-title = Votre tour
uzory-learn-tile = Choisissez une tuile de votre main à poser (**Tuile 1**, **Tuile 2**, **Tuile 3**, numérotées comme sur l'image de votre main), ou **Passer (échanger toute ma main)** : défaussez les trois tuiles et piochez-en trois nouvelles.
uzory-learn-rotate-title = Tourner la tuile
uzory-learn-rotate = Choisissez de combien la tuile tourne dans le sens horaire (**0°**, **90°**, **180°**, **270°**) : ses lignes de plomb et les couleurs de ses quarts tournent avec elle. Les lignes des tuiles voisines se rejoignent là où les tuiles se touchent, et continuent ainsi à travers le champ.
uzory-learn-cell-title = Choisir une case
uzory-learn-cell = Chaque bouton est une case de la fenêtre 6×6 (rangées A–F, colonnes 1–6) à côté d'une tuile posée. Placez les quarts de votre couleur là où des lignes de plomb peuvent se fermer autour d'eux : une zone fermée marque pour la couleur qui y a le plus de quarts.
uzory-learn-frame-title = Fermer un cadre
uzory-learn-frame = Une case marquée « cadre » en ferme un : les lignes et le bord de la fenêtre coupent une zone de toute case vide. Le bouton dit qui marque : le joueur dont la couleur a le plus de quarts, ou personne si le blanc en a plus ou si aucune couleur de joueur n'y est. Celui qui marque gagne un point de victoire, quel que soit celui qui a fermé.
uzory-learn-discard-title = Défausser
uzory-learn-discard = Votre tuile est posée. **Garder mes tuiles** garde les autres ; un bouton **Défausser la tuile** en jette une ou les deux. Ensuite vous repiochez jusqu'à trois. Défaussez les tuiles qui n'aident pas votre couleur.
uzory-learn-tie-title = Cadre à égalité
uzory-learn-tie = Dans le cadre que vous avez fermé, plusieurs couleurs de joueurs sont à égalité avec le plus de quarts : vous choisissez qui marque. Chaque bouton est la couleur d'un joueur ; ce joueur gagne le point de victoire.
uzory-learn-pass-title = Quand l'autre passe
uzory-learn-pass = L'autre joueur vient de passer. Si vous passez aussi, tous auront passé d'affilée et la partie s'arrête aussitôt : le plus de points de victoire l'emporte. Pour continuer, posez une tuile.
