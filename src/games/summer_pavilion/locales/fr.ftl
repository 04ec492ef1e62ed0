# summer_pavilion: the registry's words (names, start command, options) in fr.

game-summer-pavilion = Azul : Pavillon d'été
    .choice = Pavillon d'été

option-side = face
    .description = Face du plateau (par défaut : colorée / A)

option-wilds = jokers
    .description = Ordre des couleurs joker du Pavillon d'été (par défaut : normal)

option-side-coloured = colorée (Pavillon d'été, Azul)

option-side-beige = beige (Pavillon d'été, variante 1)

option-wilds-normal = normal

option-wilds-alternative = alternatif (variante 2, un ordre de remplacement)

summer-pavilion-options = Face du plateau : { $side ->
        [beige] beige (variante 1 ; coûts du plateau du jeu complet)
       *[coloured] colorée
    }
    Ordre des jokers : { $wilds ->
        [alternative] alternatif (variante 2) : un remplaçant, l'ordre de l'extension Glazed Pavilion ; l'ordre inversé du MINI nous est inconnu
       *[normal] normal
    }

# The presentation: menus, log, counts, alt texts and picture labels.

summer-pavilion-score-start = Points de départ
summer-pavilion-score-placement = Tuiles posées
summer-pavilion-score-start-token = Marqueur premier joueur
summer-pavilion-score-discard = Tuiles défaussées
summer-pavilion-score-leftover = Tuiles restantes
summer-pavilion-score-star = { $colour ->
        [purple] Étoile violette
        [green] Étoile verte
        [orange] Étoile orange
        [yellow] Étoile jaune
        [blue] Étoile bleue
        [red] Étoile rouge
        [multicoloured] Étoile multicolore
       *[other] Étoile { $colour }
    }
summer-pavilion-score-all = Toutes les cases { $number } couvertes

# A colour: lower case, then agreeing with a star, with one tile (tuile), with several tiles.
summer-pavilion-purple = violet
    .star = violette
    .object = violette
    .plural = violettes
summer-pavilion-green = vert
    .star = verte
    .object = verte
    .plural = vertes
summer-pavilion-orange = orange
    .star = orange
    .object = orange
    .plural = orange
summer-pavilion-yellow = jaune
    .star = jaune
    .object = jaune
    .plural = jaunes
summer-pavilion-blue = bleu
    .star = bleue
    .object = bleue
    .plural = bleues
summer-pavilion-red = rouge
    .star = rouge
    .object = rouge
    .plural = rouges

summer-pavilion-factory = Fabrique { $number }
summer-pavilion-star-centre = Étoile centrale
summer-pavilion-star-coloured = { $colour ->
        [purple] Étoile violette
        [green] Étoile verte
        [orange] Étoile orange
        [yellow] Étoile jaune
        [blue] Étoile bleue
       *[red] Étoile rouge
    }
summer-pavilion-star-numbered = Étoile { $number }
summer-pavilion-star-left = Étoile de gauche
summer-pavilion-star-top-left = Étoile en haut à gauche
summer-pavilion-star-top-right = Étoile en haut à droite
summer-pavilion-star-right = Étoile de droite
summer-pavilion-star-bottom-right = Étoile en bas à droite
summer-pavilion-star-bottom-left = Étoile en bas à gauche

# Where a space sits in its star.
summer-pavilion-at-top = en haut
summer-pavilion-at-top-right = en haut à droite
summer-pavilion-at-bottom-right = en bas à droite
summer-pavilion-at-bottom = en bas
summer-pavilion-at-bottom-left = en bas à gauche
summer-pavilion-at-top-left = en haut à gauche

# Menus: prompts and button labels.
summer-pavilion-take-tiles-from = Prendre des tuiles de…
summer-pavilion-take-a-bonus-tile = Prenez une tuile bonus dans la réserve
summer-pavilion-taking-tiles = prise de tuiles
summer-pavilion-placing-tiles = pose de tuiles
summer-pavilion-bonus-tiles-in-line = tuiles bonus
summer-pavilion-keeping-tiles = tuiles à garder
summer-pavilion-wild-in-line = joker :
summer-pavilion-discard-count = défausser { $count }
summer-pavilion-place-which-colour-or-pass = Poser quelle couleur ? Ou passer
summer-pavilion-start = départ
summer-pavilion-wild-in-brackets = {" "}(joker)
summer-pavilion-where = Où ? (le nombre imprimé sur une case est son coût)
summer-pavilion-spend = {""}
summer-pavilion-wild = joker
summer-pavilion-which-tiles-to-spend = Payer avec quelles tuiles ?
summer-pavilion-keep-up-to-4 = Gardez jusqu'à 4 tuiles pour la manche suivante (chaque autre tuile : −1)
summer-pavilion-keep-none = Ne rien garder
summer-pavilion-keep = Garder
summer-pavilion-keep-colour = Garder { $colour }
summer-pavilion-other-tiles = Autres tuiles…
summer-pavilion-how-many-to-keep = Combien garder (4 au plus en tout) :
summer-pavilion-pass-end-my-round = Passer (fin de manche, garder 4 max)
summer-pavilion-pass = Passer
summer-pavilion-which-star = Quelle étoile ?
summer-pavilion-plus-wild = {" "}+ joker
summer-pavilion-points = { $count ->
        [one] { $count } pt
       *[other] { $count } pts
    }

# Pictures.
summer-pavilion-passed = a passé
summer-pavilion-kept = gardées
summer-pavilion-tiles-held = Tuiles en main
summer-pavilion-bonus-tiles = Tuiles bonus
summer-pavilion-beige-bonus-tiles = Face beige · bonus
summer-pavilion-bag = Sac
summer-pavilion-supply = Réserve
summer-pavilion-winner = ★ gagnant
summer-pavilion-held-label = En main :
summer-pavilion-kept-label = Gardées :
summer-pavilion-takes-tiles = prend des tuiles
summer-pavilion-places-a-tile = pose une tuile
summer-pavilion-takes-bonus-tiles = prend des tuiles bonus :
summer-pavilion-keeps-tiles = garde des tuiles
summer-pavilion-next-wild = ensuite
summer-pavilion-wild-label = Joker :

# The log.
summer-pavilion-start-token = marqueur premier joueur
summer-pavilion-pillar = pilier
summer-pavilion-statue = statue
summer-pavilion-bonus = bonus
summer-pavilion-bonus-tile = tuile bonus
summer-pavilion-keeps = garde
summer-pavilion-placing-begins = début de la pose
summer-pavilion-keeps-nothing = ne garde rien
summer-pavilion-wilds = { $count ->
        [one] { $count } joker
       *[other] { $count } jokers
    }
summer-pavilion-discarded = { $count ->
        [one] { $tiles } défaussée
       *[other] { $tiles } défaussées
    }

# Alt texts.
summer-pavilion-factories-with-tiles = fabriques avec des tuiles
summer-pavilion-supply-in-line = réserve
summer-pavilion-tiles-placed = tuiles posées
summer-pavilion-holds = en main
summer-pavilion-starts-by-lot = { $name } commence (tiré au sort)

# Indices : pourquoi un coup est bon (après « 💡 <coup> — »).

summer-pavilion-why-place = rapporte { $gain } tout de suite
summer-pavilion-why-star = achève son étoile : { $gain } à la fin
summer-pavilion-why-structure = entoure { $kind ->
        [pillar] un pilier
        [statue] une statue
       *[window] une fenêtre
    } : { $tiles } { $tiles ->
        [one] tuile bonus
       *[other] tuiles bonus
    }
summer-pavilion-why-take = { $most ->
        [yes] la plus grosse prise possible
       *[no] des tuiles à poser
    } : { $tiles }{ $wild ->
        [yes] , dont un joker
       *[no] {""}
    }
summer-pavilion-why-start-token = vous commencez la manche suivante, pour { $cost }
summer-pavilion-why-pass = { $stuck ->
        [yes] plus rien de ce que vous avez ne peut être posé
       *[no] vos tuiles valent plus gardées pour la manche suivante
    }
summer-pavilion-why-keep = garde { $kept } { $kept ->
        [one] tuile
       *[other] tuiles
    } pour la manche suivante{ $thrown ->
        [0] {""}
       *[other] , en défausse { $thrown } (−{ $thrown })
    }
summer-pavilion-why-next-wild = le { $colour } sera joker à la manche suivante
summer-pavilion-why-bonus-wild = la couleur joker de cette manche : elle remplace n'importe quelle couleur
summer-pavilion-why-bonus-next-wild = la couleur joker de la manche suivante, à garder
summer-pavilion-why-bonus-group = vous aurez alors { $held } { $held ->
        [one] tuile
       *[other] tuiles
    } de cette couleur

summer-pavilion-learn-goal = Marquez le plus de points (chacun commence à 5). Les tuiles posées sur les étoiles marquent aussitôt ; les étoiles complètes et chaque 1, 2, 3 ou 4 couvert sur toutes les étoiles rapportent des bonus après la manche 6. Chaque tuile encore en main coûte alors 1 point.
summer-pavilion-learn-take-title = Prendre des tuiles
summer-pavilion-learn-take = Choisissez où prendre : une **Fabrique** ou le **Centre**. Vous y prenez toutes les tuiles d'une couleur, plus un joker s'il y en a ; le reste d'une fabrique va au centre. On prend jusqu'à ce que fabriques et centre soient vides ; puis chacun pose.
summer-pavilion-learn-colour-title = Choisir une couleur
summer-pavilion-learn-colour = Chaque bouton prend toutes les tuiles de cette couleur ici (« ◆ Bleu ×3 »). Prenez des couleurs que vous comptez poser : une case coûte autant de tuiles de sa couleur que le nombre imprimé ; une va sur la case, le reste dans la tour.
summer-pavilion-learn-wild-title = La couleur joker
summer-pavilion-learn-wild = Le joker de la manche est sur la ligne d'état ; il change à chaque manche. Prendre une autre couleur là où il y a des jokers apporte aussi exactement un joker (« + joker ») ; s'il ne reste que des jokers, vous en prenez un. À la pose, les jokers remplacent n'importe quelle couleur, mais il faut au moins une vraie tuile de la couleur.
summer-pavilion-learn-start-title = Le marqueur premier joueur
summer-pavilion-learn-start = Vous êtes le premier à prendre au centre cette manche : vous prenez aussi le marqueur premier joueur et perdez 1 point par tuile prise, joker compris (le bouton affiche « départ −N »). En échange, vous posez en premier et commencez la manche suivante. Un score ne descend pas sous 0.
summer-pavilion-learn-place-title = Poser des tuiles
summer-pavilion-learn-place = Désormais, à chaque tour, vous posez une tuile ou passez. Un bouton de couleur (« ◆ Bleu ×5 ») pose cette couleur ; le nombre imprimé sur une case est son coût en tuiles : une va sur la case, le reste dans la tour. **Passer (fin de manche, garder 4 max)** arrête vos poses pour cette manche.
summer-pavilion-learn-star-title = Choisir une étoile
summer-pavilion-learn-star = Face beige : chaque étoile accepte toutes les couleurs. En se remplissant, elle devient unicolore (six tuiles identiques, elle vaut la valeur de sa couleur) ou multicolore (six couleurs différentes, 12 points) ; les premières tuiles décident. Chaque bouton nomme une étoile.
summer-pavilion-learn-space-title = Choisir une case
summer-pavilion-learn-space = Chaque bouton est une case, avec ses points et ses tuiles bonus (« +2 pts, +1 tuile »). Une tuile posée marque 1, plus 1 par tuile de la suite continue qu'elle rejoint dans l'étoile. Fermer les cases autour d'un pilier, d'une statue ou d'une fenêtre rapporte des tuiles de la réserve. L'étoile centrale prend six couleurs différentes.
summer-pavilion-learn-wilds-title = Dépenser des jokers
summer-pavilion-learn-wilds = Choisissez comment payer : chaque bouton dit combien de tuiles de la couleur et combien de jokers vous dépensez. Il faut au moins une vraie tuile de la couleur. Les jokers restants servent plus tard ; gardés pour la manche suivante, ils y sont des tuiles ordinaires.
summer-pavilion-learn-bonus-title = Tuiles bonus
summer-pavilion-learn-bonus = Votre tuile a fermé les cases autour d'un pilier (1 tuile), d'une statue (2) ou d'une fenêtre (3) : prenez autant de tuiles dans la réserve, une par bouton. Les jokers sont permis aussi. La réserve est complétée depuis le sac avant le tour suivant.
summer-pavilion-learn-keep-title = Garder des tuiles
summer-pavilion-learn-keep = Vous avez passé : jusqu'à 4 de vos tuiles restent dans les coins de votre plateau pour la manche suivante ; chaque autre tuile va dans la tour pour −1 point. Choisissez le lot suggéré, **Ne rien garder** ou **Autres tuiles…** pour choisir couleur par couleur. Le prochain joker est sur la ligne d'état.
summer-pavilion-learn-last-round-title = La dernière manche
summer-pavilion-learn-last-round = La manche 6 est la dernière. Posez ce que vous pouvez : passer maintenant envoie chaque tuile encore en main dans la tour pour −1 point, rien n'est gardé. Ensuite les étoiles complètes valent leur valeur (12 à 20), et chaque 1, 2, 3 ou 4 couvert sur toutes les étoiles rapporte 4, 8, 12 ou 16.
