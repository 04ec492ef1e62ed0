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

azul-learn-goal = Sammle die meisten Punkte. Fliesen punkten, sobald sie an deine Wand kommen; volle Reihen, Spalten und Farben bringen am Ende Boni. Das Spiel endet nach der Runde, in der jemand eine waagerechte Reihe seiner Wand vollendet.
azul-learn-take-title = Fliesen nehmen
azul-learn-take = Jeder Knopf nimmt alle Fliesen einer Farbe aus einer Manufaktur oder der Tischmitte („◆ Blau ×2 · Manufaktur 3“); der Rest dieser Manufaktur kommt in die Tischmitte. Nimm, was in eine Musterreihe passt, die du füllst: was nicht passt, fällt auf deine Bodenreihe und kostet Punkte.
azul-learn-line-title = Eine Musterreihe wählen
azul-learn-line = Lege die Fliesen in eine Musterreihe (Reihe 1 fasst 1 Fliese, Reihe 5 fasst 5) oder auf die **Bodenreihe**. Eine Reihe hält nur eine Farbe, nie eine, die schon in ihrer Wandreihe liegt. Jeder Knopf zeigt den Inhalt, die Punkte wenn voll und was auf den Boden fällt. Am Rundenende wandert aus jeder vollen Reihe eine Fliese an die Wand.
azul-learn-marker-title = Der Startspielermarker
azul-learn-marker = Du nimmst in dieser Runde als Erste oder Erster aus der Tischmitte, also kommt der Startspielermarker mit: Er belegt das linke freie Feld deiner Bodenreihe und kostet Punkte wie eine Fliese, dafür beginnst du die nächste Runde. Die Bodenkosten auf den Knöpfen zählen ihn schon mit.
azul-learn-floor-title = Nur die Bodenreihe
azul-learn-floor = Keine Musterreihe nimmt diese Farbe: Jede Reihe mit Platz hält eine andere Farbe, oder ihre Wandreihe hat diese schon. Nur die **Bodenreihe** bleibt: Alle Fliesen fallen auf den Boden, dessen Felder −1, −1, −2, −2, −2, −3, −3 kosten. Was über eine volle Bodenreihe hinausgeht, kommt in den Deckel.
azul-learn-wall-title = Ein Wandfeld wählen
azul-learn-wall = Graue Seite: Aus deiner vollen Musterreihe wandert eine Fliese in ihre Wandreihe, auf ein Feld, dessen Spalte diese Farbe noch nicht hat. Jeder Knopf **Spalte** zeigt die Punkte dort: 1 allein, sonst die waagerechte plus die senkrechte Kette. Die übrigen Fliesen der Reihe kommen in den Deckel.
