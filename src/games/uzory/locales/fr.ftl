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
