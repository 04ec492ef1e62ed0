# azul: the registry's words (names, start command, options) in de.

game-azul = Azul
    .choice = Azul (das Original)

command-azul = azul
    .description = Spiele Azul, Azul: Der Sommerpavillon oder Azul: Die Buntglasfenster von Sintra

option-side-grey = grau (Azul: jedes Feld der Reihe)

azul-options = Spielplanseite: { $side ->
        [grey] graue Wand (eine Fliese darf auf jedes Feld ihrer Reihe, eine Farbe je Spalte)
       *[coloured] farbige Wand
    }

# The presentation: menus, log, counts, alt texts and picture labels.

azul-gain = +{ $points } P.
azul-colour-blue = Blau
azul-colour-yellow = Gelb
azul-colour-red = Rot
azul-colour-black = Schwarz
azul-colour-white = Weiß
azul-lid = Deckel
azul-floor = Boden
azul-complete-rows = { $rows } { $rows ->
        [one] volle Reihe
       *[other] volle Reihen
    }
azul-take-prompt = Welche Fliesen nimmst du?
azul-plus-marker = + Marker
azul-destination-prompt = Auf welche Musterreihe? (was nicht passt, fällt auf den Boden)
azul-line = Reihe
azul-floor-short = Boden
azul-floor-line = Bodenreihe
azul-space-prompt = Welches Feld in Reihe { $row } der Wand?
azul-column = Spalte
azul-wall-tiling = Fliesungsphase
azul-taking-tiles = Fliesen nehmen
azul-drawn-to-start = { $name } beginnt (ausgelost)
azul-to-line = → Reihe { $line }
azul-to-floor-line = → Bodenreihe
azul-fell-to-floor = { $tiles } auf den Boden
azul-to-lid = { $tiles } in den Deckel
azul-marker-taken = Startspielermarker
azul-marker-taken-floor-full = Startspielermarker (Boden voll)
azul-tiled = { $colour } → Reihe { $row }
azul-tiled-column = { $colour } → Reihe { $row }, Spalte { $column }
azul-line-dropped = Reihe { $line } ({ $colour }) fällt auf den Boden
azul-row-completed = Reihe { $row } voll: letzte Runde
azul-bag-refilled = Beutel aus dem Deckel aufgefüllt ({ $tiles } { $tiles ->
        [one] Fliese
       *[other] Fliesen
    })
azul-rows-dead = keine Reihe einer Wand lässt sich noch füllen
azul-stalled = seit fünf Runden hat keine Fliese eine Wand erreicht
azul-tiles-ran-out = keine Fliesen mehr zum Auslegen
azul-starts = { $name } beginnt
azul-moves = zieht
azul-alt-factories = Manufakturen mit Fliesen
azul-alt-centre = Tischmitte
azul-alt-marker-in-centre = Startspielermarker in der Tischmitte
azul-alt-wall = Wand
azul-alt-lines = Musterreihen
azul-yes = ja
azul-no = nein
azul-with-marker = mit dem Startspielermarker
azul-score-wall = Fliesen an der Wand
azul-score-rows = Volle Reihen (+2)
azul-score-columns = Volle Spalten (+7)
azul-score-colours = Alle fünf einer Farbe (+10)

# Tipps: warum ein Zug gut ist (nach „💡 <Zug> — “).

azul-why-line-full = Reihe { $line } ist dann voll: mindestens { $gain } am Rundenende
azul-why-line-builds = Reihe { $line } hat dann { $have } von { $size }, voll { $gain }
azul-why-completes-colour = alle fünf einer Farbe an der Wand, { $colour } (+10 am Ende)
azul-why-completes-column = vervollständigt Spalte { $column } der Wand (+7 am Ende)
azul-why-completes-row = vervollständigt Reihe { $row } der Wand (+2 am Ende)
azul-why-denies = die Reihe { $line } eines Gegners lässt sich in dieser Runde nicht mehr füllen
azul-why-to-floor = hält deine Musterreihen frei für bessere Fliesen, für { $cost } am Boden
azul-why-floor-worth = die { $cost } am Boden wert
azul-why-no-floor = nichts fällt auf den Boden
azul-why-marker = du beginnst die nächste Runde
azul-why-tile = { $gain } an der Wand
azul-why-tile-best = { $gain } an der Wand, das Beste in dieser Reihe
