# Words every game's presentation shares (src/present: words.rs, log.rs, alt.rs, counts.rs,
# kit/label.rs): table words, the log's shared phrases, points and tiles counted.

## Table words, on pictures and status lines.

table-round = Manche
table-game-over = Partie terminée
table-factory = Fabrique
table-centre = Centre
table-bag = Sac
table-tower = Tour
table-player-numbered = Joueur { $number }
table-score = Score
table-final-score = Score final
table-total = Total
table-empty-spaces = Cases vides
table-last-move = Dernier coup
table-to-play = Au tour de { $name }
table-points = { $count ->
        [one] { $points } pt
       *[other] { $points } pts
    }
table-solo-target = score à battre

## The "📊 Counts" reply.

table-counts = Décomptes
table-scores-so-far = Scores actuels

## Words inside a line: the log, status lines, alt texts.

table-game-over-in-line = partie terminée
table-final-scoring = décompte final
table-window = fenêtre
table-passes = passe
table-moves = joue
table-round-in-line = manche
table-turn-in-line = tour
table-bag-in-line = sac
table-centre-in-line = centre
table-score-in-line = score
table-scores-label = scores :
table-none = aucune
table-which-colour = Quelle couleur ?
table-after-round = après la manche { $round }
table-round-begins = début de la manche { $round }
table-round-ends = fin de la manche { $round }
table-tiles = { $count ->
        [one] { $count } tuile
       *[other] { $count } tuiles
    }

## The game's result, the last part of its last log line.

table-result = { table-game-over-in-line }: { $result }
table-final-scoring-line = { table-final-scoring }: { $scores }
table-result-other = { $name } { $score }
table-names-and = { $rest } et { $last }
table-result-wins = { $who } gagne avec { $count ->
        [one] { $score } point
       *[other] { $score } points
    }
table-result-loses = { $who } perd avec { $count ->
        [one] { $score } point
       *[other] { $score } points
    }
table-result-win-each = { $who } gagnent avec { $count ->
        [one] { $score } point chacun
       *[other] { $score } points chacun
    }
table-result-target = ({ table-solo-target } : { $target })
