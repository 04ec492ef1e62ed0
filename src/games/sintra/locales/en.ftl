# sintra: the registry's words (names, start command, options) in en.

game-sintra = Azul: Stained Glass of Sintra
    .choice = Stained Glass of Sintra

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Board side: { $side ->
        [b] B
       *[a] A (ornaments)
    }

# The presentation: menus, log, counts, alt texts and picture labels.

# A line of the final score sheet; .in-line within a log line.
sintra-score-round-colour = Round colour bonus
    .in-line = round colour bonus
sintra-score-windows = Window points
    .in-line = window points
sintra-score-broken-reset = Broken glass reset
    .in-line = broken glass reset
sintra-score-leftover = Pieces left on strips
    .in-line = pieces left on strips
sintra-score-broken-track = Broken glass
    .in-line = broken glass
sintra-score-ornaments = Ornaments
    .in-line = ornaments
sintra-score-colour-windows = Best colour
    .in-line = best colour

# A glass colour in lower case.
sintra-pink = pink
sintra-orange = orange
sintra-yellow = yellow
sintra-green = green
sintra-blue = blue
sintra-red = red
sintra-purple = purple

sintra-round-colour = round colour

# Menus: prompts and button labels.
sintra-take-glass-or-move-the-glazier = Take glass from a factory or the centre, or move the glazier back
sintra-move-the-glazier-back = Move the glazier back
sintra-which-strip-for = Which strip for { $count } × { $colour }
sintra-which-strip = Which strip?
sintra-which-piece-into-the-window = Which piece goes into the window?
sintra-plus-start-marker = {" "}+ start marker
sintra-all-break = , all break
sintra-strip-label = Strip
sintra-pieces-in = in
sintra-completes = completes
sintra-broken = broken

# Pictures.
sintra-no-such-player = No such player
sintra-place-on-a-green-strip = Place on a green strip:
sintra-choose-the-piece-for-window = Choose the piece for window
sintra-your-turn-take-glass = Your turn: take glass or reset the glazier
sintra-done = done
sintra-complete-windows = Complete windows
sintra-broken-glass = Broken glass
sintra-drawn-to-start = Drawn to start
sintra-places = places
sintra-fills-the-window-under-strip = fills the window under strip
sintra-empty = empty

# The log.
sintra-strip = strip
sintra-start-marker = start marker
sintra-glazier-back = glazier back
sintra-broken-label = broken:
sintra-broken-glass-in-line = broken glass
sintra-completed = completed
sintra-moves-the-glazier-back = moves the glazier back

# Alt texts.
sintra-factories-with-glass = factories with glass
sintra-windows-complete = windows complete
sintra-glass-in-windows = glass in windows

# Hints: why a move is good (after "💡 <move> — ").

sintra-why-completes = completes strip { $strip }: +{ $points } { $points ->
        [one] pt
       *[other] pts
    } now
sintra-why-take-completes = enough to complete strip { $strip }
sintra-why-fills = strip { $strip } then holds { $filled } of { $size }
sintra-why-breaks = { $count ->
        [0] no glass breaks
        [one] { $count } piece breaks
       *[other] { $count } pieces break
    }
sintra-why-start-marker = you start the next round
sintra-why-reset = the glazier goes back to your first strip, where { $pieces } { $pieces ->
        [one] piece waits
       *[other] pieces wait
    }
sintra-why-window-colour = { $count } { $count ->
        [one] piece
       *[other] pieces
    } of this colour in your windows{ $best ->
        [yes] , your best colour
       *[no] {""}
    }
