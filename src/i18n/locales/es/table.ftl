# Words every game's presentation shares (src/present: words.rs, log.rs, alt.rs, counts.rs,
# kit/label.rs): table words, the log's shared phrases, points and tiles counted.

## Table words, on pictures and status lines.

table-round = Ronda
table-game-over = Fin de la partida
table-factory = Expositor
table-centre = Centro
table-bag = Bolsa
table-tower = Torre
table-player-numbered = Jugador { $number }
table-score = Puntos
table-final-score = Puntuación final
table-total = Total
table-empty-spaces = Casillas vacías
table-last-move = Último movimiento
table-to-play = Turno de { $name }
table-points = { $count ->
        [one] { $points } pt
       *[other] { $points } pts
    }
table-solo-target = objetivo

## The "📊 Counts" reply.

table-counts = Recuentos
table-scores-so-far = Puntuación actual

## Words inside a line: the log, status lines, alt texts.

table-game-over-in-line = fin de la partida
table-final-scoring = puntuación final
table-window = ventana
table-passes = pasa
table-moves = juega
table-round-in-line = ronda
table-turn-in-line = turno
table-bag-in-line = bolsa
table-centre-in-line = centro
table-score-in-line = puntos
table-scores-label = puntos:
table-none = ninguna
table-which-colour = ¿Qué color?
table-after-round = tras la ronda { $round }
table-round-begins = empieza la ronda { $round }
table-round-ends = termina la ronda { $round }
table-tiles = { $count ->
        [one] { $count } loseta
       *[other] { $count } losetas
    }

## The game's result, the last part of its last log line.

table-result = { table-game-over-in-line }: { $result }
table-final-scoring-line = { table-final-scoring }: { $scores }
table-result-other = { $name } { $score }
table-names-and = { $rest } y { $last }
table-result-wins = gana { $who } con { $count ->
        [one] { $score } punto
       *[other] { $score } puntos
    }
table-result-loses = { $who } pierde con { $count ->
        [one] { $score } punto
       *[other] { $score } puntos
    }
table-result-win-each = ganan { $who } con { $count ->
        [one] { $score } punto cada uno
       *[other] { $score } puntos cada uno
    }
table-result-target = ({ table-solo-target } { $target })
