# Words every game's presentation shares (src/present: words.rs, log.rs, alt.rs, counts.rs,
# kit/label.rs): table words, the log's shared phrases, points and tiles counted.

## Table words, on pictures and status lines.

table-round = Runde
table-game-over = Partie beendet
table-factory = Manufaktur
table-centre = Tischmitte
table-bag = Beutel
table-tower = Turm
table-player-numbered = Spieler { $number }
table-score = Punkte
table-final-score = Endstand
table-total = Summe
table-empty-spaces = Leere Felder
table-last-move = Letzter Zug
table-to-play = { $name } ist am Zug
table-points = { $points } P.
table-solo-target = Zielwert

## The "📊 Counts" reply.

table-counts = Zählung
table-scores-so-far = Bisheriger Punktestand

## Words inside a line: the log, status lines, alt texts.

table-game-over-in-line = Partie beendet
table-final-scoring = Schlusswertung
table-window = Fenster
table-passes = passt
table-moves = zieht
table-round-in-line = Runde
table-turn-in-line = Zug
table-bag-in-line = Beutel
table-centre-in-line = Tischmitte
table-score-in-line = Punkte
table-scores-label = Punkte:
table-none = keine
table-which-colour = Welche Farbe?
table-after-round = nach Runde { $round }
table-round-begins = Runde { $round } beginnt
table-round-ends = Runde { $round } endet
table-tiles = { $count ->
        [one] { $count } Fliese
       *[other] { $count } Fliesen
    }

## The game's result, the last part of its last log line.

table-result = { table-game-over-in-line }: { $result }
table-final-scoring-line = { table-final-scoring }: { $scores }
table-result-other = { $name } { $score }
table-names-and = { $rest } und { $last }
table-result-wins = { $who } gewinnt mit { $count ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }
table-result-loses = { $who } verliert mit { $count ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }
table-result-win-each = { $who } gewinnen mit je { $count ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }
table-result-target = ({ table-solo-target } { $target })
