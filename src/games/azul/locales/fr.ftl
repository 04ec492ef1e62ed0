# azul: the registry's words (names, start command, options) in fr.

game-azul = Azul
    .choice = Azul (l'original)

command-azul = azul
    .description = Jouez à Azul, Azul : Pavillon d'été ou Azul : Les Vitraux de Sintra

option-side-grey = grise (Azul : n'importe quelle case de la ligne)

azul-options = Face du plateau : { $side ->
        [grey] mur gris (une tuile peut aller sur n'importe quelle case de sa ligne, une couleur par colonne)
       *[coloured] mur coloré
    }

# The presentation: menus, log, counts, alt texts and picture labels.

azul-gain = +{ $points } { $points ->
        [one] pt
        [many] pts
       *[other] pts
    }
azul-colour-blue = bleu
azul-colour-yellow = jaune
azul-colour-red = rouge
azul-colour-black = noir
azul-colour-white = blanc
azul-lid = Couvercle
azul-floor = Plancher
azul-complete-rows = { $rows } { $rows ->
        [one] rangée complète
        [many] rangées complètes
       *[other] rangées complètes
    }
azul-take-prompt = Quelles tuiles prendre ?
azul-plus-marker = + marqueur
azul-destination-prompt = Sur quelle ligne ? (ce qui ne rentre pas tombe au plancher)
azul-line = Ligne
azul-floor-short = plancher
azul-floor-line = Ligne plancher
azul-space-prompt = Quelle case de la rangée { $row } du mur ?
azul-column = Colonne
azul-wall-tiling = décoration du mur
azul-taking-tiles = prise de tuiles
azul-drawn-to-start = { $name } commence (tiré au sort)
azul-to-line = → ligne { $line }
azul-to-floor-line = → ligne plancher
azul-fell-to-floor = { $tiles } au plancher
azul-to-lid = { $tiles } au couvercle
azul-marker-taken = marqueur premier joueur
azul-marker-taken-floor-full = marqueur premier joueur (plancher plein)
azul-tiled = { $colour } → rangée { $row }
azul-tiled-column = { $colour } → rangée { $row }, colonne { $column }
azul-line-dropped = la ligne { $line } ({ $colour }) tombe au plancher
azul-row-completed = rangée { $row } complète : dernière manche
azul-bag-refilled = sac rempli depuis le couvercle ({ $tiles } { $tiles ->
        [one] tuile
        [many] tuiles
       *[other] tuiles
    })
azul-rows-dead = plus aucune rangée d'aucun mur ne peut être complétée
azul-stalled = aucune tuile n'a atteint un mur depuis cinq manches
azul-tiles-ran-out = plus de tuiles à distribuer
azul-starts = { $name } commence
azul-moves = joue
azul-alt-factories = fabriques avec des tuiles
azul-alt-centre = centre
azul-alt-marker-in-centre = marqueur premier joueur au centre
azul-alt-wall = mur
azul-alt-lines = lignes de motif
azul-yes = oui
azul-no = non
azul-with-marker = avec le marqueur premier joueur
azul-score-wall = Tuiles du mur
azul-score-rows = Rangées complètes (+2)
azul-score-columns = Colonnes complètes (+7)
azul-score-colours = Les cinq d'une couleur (+10)

# Indices : pourquoi un coup est bon (après « 💡 <coup> — »).

azul-why-line-full = la ligne { $line } est alors pleine : au moins { $gain } en fin de manche
azul-why-line-builds = la ligne { $line } a alors { $have } sur { $size }, { $gain } une fois pleine
azul-why-completes-colour = les cinq d'une couleur au mur, { $colour } (+10 à la fin)
azul-why-completes-column = complète la colonne { $column } du mur (+7 à la fin)
azul-why-completes-row = complète la rangée { $row } du mur (+2 à la fin)
azul-why-denies = la ligne { $line } d'un adversaire ne peut plus être remplie cette manche
azul-why-to-floor = garde vos lignes motif libres pour de meilleures tuiles, pour { $cost } au plancher
azul-why-floor-worth = vaut le { $cost } au plancher
azul-why-no-floor = rien ne tombe au plancher
azul-why-marker = vous commencez la manche suivante
azul-why-tile = { $gain } au mur
azul-why-tile-best = { $gain } au mur, le mieux de cette rangée

azul-learn-goal = Marquez le plus de points. Les tuiles marquent en arrivant sur votre mur ; rangées, colonnes et couleurs complètes rapportent des bonus à la fin. La partie s'arrête après la manche où quelqu'un complète une rangée horizontale de son mur.
azul-learn-take-title = Prendre des tuiles
azul-learn-take = Chaque bouton prend toutes les tuiles d'une couleur d'une fabrique ou du centre (« ◆ Bleu ×2 · Fabrique 3 ») ; le reste de cette fabrique va au centre. Prenez ce qui rentre dans une ligne de motif que vous remplissez : ce qui ne rentre pas tombe sur votre ligne plancher et coûte des points.
azul-learn-line-title = Choisir une ligne de motif
azul-learn-line = Posez les tuiles sur une ligne de motif (la Ligne 1 en tient 1, la Ligne 5 en tient 5) ou sur la **Ligne plancher**. Une ligne ne tient qu'une couleur, jamais une déjà présente sur sa rangée du mur. Chaque bouton montre son contenu, ses points si elle est pleine et ce qui tombe au plancher. En fin de manche, chaque ligne pleine pose une tuile sur votre mur.
azul-learn-marker-title = Le marqueur premier joueur
azul-learn-marker = Vous êtes le premier à prendre au centre cette manche : le marqueur premier joueur vient avec vos tuiles. Il occupe la case libre la plus à gauche de votre ligne plancher et coûte des points comme une tuile, mais vous commencerez la manche suivante. Le coût au plancher de chaque bouton le compte déjà.
azul-learn-floor-title = Seulement la ligne plancher
azul-learn-floor = Aucune ligne de motif n'accepte cette couleur : chaque ligne avec de la place tient une autre couleur, ou sa rangée du mur a déjà celle-ci. Reste la **Ligne plancher** : toutes les tuiles tombent au plancher, dont les cases coûtent −1, −1, −2, −2, −2, −3, −3. Au-delà d'une ligne plancher pleine, elles vont au couvercle.
azul-learn-wall-title = Choisir une case du mur
azul-learn-wall = Face grise : votre ligne de motif pleine pose une tuile sur sa rangée du mur, sur une case dont la colonne n'a pas encore cette couleur. Chaque bouton **Colonne** montre ce qu'elle y marque : 1 seule, sinon sa suite horizontale plus sa suite verticale. Les autres tuiles de la ligne vont au couvercle.
