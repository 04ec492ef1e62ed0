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

sintra-learn-goal = Score the most points in 6 rounds. Completing a strip puts one of its pieces into the window below and scores that window, every window to its right holding glass, and the strip's pieces of the round colour. Broken glass costs points.
sintra-learn-turn-title = Taking glass
sintra-learn-turn = Choose a **Factory** or the **Centre**, then a colour: you take all its pieces there, and the rest of a factory goes to the centre. The pieces then all go on one strip: the one under your glazier or any strip to its right (the glazier moves there).
sintra-learn-colour-title = Choosing glass
sintra-learn-colour = Each button takes every piece of that colour here ("Blue ×3"), and says what breaking would cost when nothing you can reach has room. Take a colour that fits a strip under or right of your glazier: each piece needs an empty cell of its colour, or a grey wild cell.
sintra-learn-start-marker-title = The start marker
sintra-learn-start-marker = You are the first to take from the centre this round: you also take the start marker ("+ start marker") and start the next round, but your broken-glass marker moves down one space, which costs points.
sintra-learn-strip-title = Choosing a strip
sintra-learn-strip = Each **Strip** button is a strip you can reach: under your glazier or to its right; the glazier moves there. It says how many pieces go in and how many break. Each piece fills an empty cell of its colour or a grey wild cell; if any strip has room, you must choose one that has.
sintra-learn-complete-title = Completing a strip
sintra-learn-complete = A button saying "completes" fills its strip: you score 1 per piece of the round colour on it, one piece goes into the window below (top cell, then bottom), and you score that window's points plus those of every window to its right holding glass. The button shows the total.
sintra-learn-broken-title = Broken glass
sintra-learn-broken = No strip you can reach has room for all these pieces: those without room break. Each broken piece moves your broken-glass marker down one space and goes to the tower; the marker's value is lost at the end, and reaching the bottom costs 18 points at once.
sintra-learn-window-title = Into the window
sintra-learn-window = Side B: your complete strip holds several colours; choose which piece goes into the window below. The other pieces go to the tower. At the end, side B scores your complete windows times the pieces of your best colour in your windows.
sintra-learn-reset-title = Moving the glazier back
sintra-learn-reset = Your glazier only moves right as you place. **Move the glazier back** takes your whole turn: the glazier returns above your leftmost strip, from where it can reach every strip again. Or take glass as usual.
