# sintra: the registry's words (names, start command, options) in fr.

game-sintra = Azul : Les Vitraux de Sintra
    .choice = Les Vitraux de Sintra

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Face du plateau : { $side ->
        [b] B
       *[a] A (ornements)
    }

# The presentation: menus, log, counts, alt texts and picture labels.

# A line of the final score sheet; .in-line within a log line.
sintra-score-round-colour = Bonus de couleur de la manche
    .in-line = bonus de couleur de la manche
sintra-score-windows = Points des fenêtres
    .in-line = points des fenêtres
sintra-score-broken-reset = Verre brisé remis à zéro
    .in-line = verre brisé remis à zéro
sintra-score-leftover = Verre resté sur les bandes
    .in-line = verre resté sur les bandes
sintra-score-broken-track = Verre brisé
    .in-line = verre brisé
sintra-score-ornaments = Ornements
    .in-line = ornements
sintra-score-colour-windows = Meilleure couleur
    .in-line = meilleure couleur

# A glass colour in lower case.
sintra-pink = rose
sintra-orange = orange
sintra-yellow = jaune
sintra-green = vert
sintra-blue = bleu
sintra-red = rouge
sintra-purple = violet

sintra-round-colour = couleur de la manche

# Menus: prompts and button labels.
sintra-take-glass-or-move-the-glazier = Prenez du verre d'une fabrique ou du centre, ou ramenez le vitrier
sintra-move-the-glazier-back = Ramener le vitrier
sintra-which-strip-for = Quelle bande pour { $count } × { $colour } ?
sintra-which-strip = Quelle bande ?
sintra-which-piece-into-the-window = Quelle vitre va dans la fenêtre ?
sintra-plus-start-marker = {" "}+ marqueur 1er joueur
sintra-all-break = , tout se brise
sintra-strip-label = Bande
sintra-pieces-in = posées
sintra-completes = achève
sintra-broken = brisées

# Pictures.
sintra-no-such-player = Joueur inconnu
sintra-place-on-a-green-strip = Posez sur une bande verte :
sintra-choose-the-piece-for-window = Choisissez la vitre de la fenêtre
sintra-your-turn-take-glass = À vous : verre ou vitrier ramené
sintra-done = fini
sintra-complete-windows = Fenêtres achevées
sintra-broken-glass = Verre brisé
sintra-drawn-to-start = Tiré au sort pour commencer
sintra-places = pose
sintra-fills-the-window-under-strip = remplit la fenêtre sous la bande
sintra-empty = vide

# The log.
sintra-strip = bande
sintra-start-marker = marqueur premier joueur
sintra-glazier-back = vitrier ramené
sintra-broken-label = brisées :
sintra-broken-glass-in-line = verre brisé
sintra-completed = achevée
sintra-moves-the-glazier-back = ramène le vitrier

# Alt texts.
sintra-factories-with-glass = fabriques avec du verre
sintra-windows-complete = fenêtres achevées
sintra-glass-in-windows = vitres dans les fenêtres

# Indices : pourquoi un coup est bon (après « 💡 <coup> — »).

sintra-why-completes = achève la bande { $strip } : +{ $points } { $points ->
        [one] pt
       *[other] pts
    } tout de suite
sintra-why-take-completes = de quoi achever la bande { $strip }
sintra-why-fills = la bande { $strip } a alors { $filled } sur { $size }
sintra-why-breaks = { $count ->
        [0] aucun verre ne se brise
        [one] { $count } vitre se brise
       *[other] { $count } vitres se brisent
    }
sintra-why-start-marker = vous commencez la manche suivante
sintra-why-reset = le vitrier revient à votre première bande, où { $pieces ->
        [one] attend { $pieces } vitre
       *[other] attendent { $pieces } vitres
    }
sintra-why-window-colour = { $count } { $count ->
        [one] vitre
       *[other] vitres
    } de cette couleur dans vos fenêtres{ $best ->
        [yes] , votre meilleure couleur
       *[no] {""}
    }

sintra-learn-goal = Marquez le plus de points en 6 manches. Achever une bande met une de ses vitres dans la fenêtre dessous et marque cette fenêtre, chaque fenêtre à sa droite qui a du verre, et les vitres de la bande de la couleur de la manche. Le verre brisé coûte des points.
sintra-learn-turn-title = Prendre du verre
sintra-learn-turn = Choisissez une **Fabrique** ou le **Centre**, puis une couleur : vous y prenez toutes ses vitres, et le reste d'une fabrique va au centre. Toutes vont ensuite sur une bande : celle sous votre vitrier ou une à sa droite (le vitrier s'y déplace).
sintra-learn-colour-title = Choisir le verre
sintra-learn-colour = Chaque bouton prend ici toutes les vitres de cette couleur (« Bleu ×3 ») et dit ce que coûterait la casse si aucune bande à portée n'a de place. Prenez une couleur qui va sur une bande sous votre vitrier ou à sa droite : chaque vitre veut une case vide de sa couleur ou une case grise joker.
sintra-learn-start-marker-title = Le marqueur premier joueur
sintra-learn-start-marker = Vous êtes le premier à prendre au centre cette manche : vous prenez aussi le marqueur premier joueur (« + marqueur 1er joueur ») et commencez la manche suivante, mais votre marqueur de verre brisé descend d'une case, ce qui coûte des points.
sintra-learn-strip-title = Choisir une bande
sintra-learn-strip = Chaque bouton **Bande** est une bande à portée : sous votre vitrier ou à sa droite ; le vitrier s'y déplace. Il dit combien de vitres sont posées et combien se brisent. Chaque vitre remplit une case vide de sa couleur ou une case grise joker ; si une bande a de la place, vous devez en choisir une.
sintra-learn-complete-title = Achever une bande
sintra-learn-complete = Un bouton qui dit « achève » remplit sa bande : vous marquez 1 par vitre de la couleur de la manche dessus, une vitre va dans la fenêtre dessous (en haut, puis en bas), et vous marquez cette fenêtre plus chaque fenêtre à sa droite qui a du verre. Le bouton montre le total.
sintra-learn-broken-title = Verre brisé
sintra-learn-broken = Aucune bande à portée n'a de place pour toutes ces vitres : celles sans place se brisent. Chaque vitre brisée descend votre marqueur de verre brisé d'une case et va dans la tour ; la valeur du marqueur est perdue à la fin, et atteindre le bas coûte 18 points aussitôt.
sintra-learn-window-title = Dans la fenêtre
sintra-learn-window = Face B : votre bande achevée a plusieurs couleurs ; choisissez la vitre qui va dans la fenêtre dessous. Les autres vont dans la tour. À la fin, la face B compte vos fenêtres achevées fois les vitres de votre meilleure couleur dans vos fenêtres.
sintra-learn-reset-title = Ramener le vitrier
sintra-learn-reset = Votre vitrier n'avance que vers la droite quand vous posez. **Ramener le vitrier** prend tout votre tour : il revient au-dessus de votre bande la plus à gauche, d'où il atteint de nouveau toutes les bandes. Ou prenez du verre comme d'habitude.
