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
