# Words every game's presentation shares (src/present: words.rs, log.rs, alt.rs, counts.rs,
# kit/label.rs): table words, the log's shared phrases, points and tiles counted.

## Table words, on pictures and status lines.

table-round = Round
table-game-over = Game over
table-factory = Factory
table-centre = Centre
table-bag = Bag
table-tower = Tower
# A seat with no name: "Player 2".
table-player-numbered = Player { $number }
table-score = Score
table-final-score = Final score
table-total = Total
table-empty-spaces = Empty spaces
table-last-move = Last move
# Whose turn: "Alice to play".
table-to-play = { $name } to play
# A score with its unit, "23 pts"; $points is the number as shown ("−3"), $count its size.
table-points = { $count ->
        [one] { $points } pt
       *[other] { $points } pts
    }
# The solo player's score to beat (Sagrada).
table-solo-target = target

## The "📊 Counts" reply.

table-counts = Counts
table-scores-so-far = Scores so far

## Words inside a line: the log, status lines, alt texts.

table-game-over-in-line = game over
table-final-scoring = final scoring
table-window = window
table-passes = passes
table-moves = moves
table-round-in-line = round
table-turn-in-line = turn
table-bag-in-line = bag
table-centre-in-line = centre
table-score-in-line = score
# Before every seat's score in an alt text: "scores: Alice 12, Bob 8".
table-scores-label = scores:
# No pieces to count.
table-none = none
table-which-colour = Which colour?
# Before the scores at the end of a round: "after round 3: **Ann** 23".
table-after-round = after round { $round }
table-round-begins = round { $round } begins
table-round-ends = round { $round } ends
# Tiles counted (Summer Pavilion, Uzory, Azul).
table-tiles = { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    }

## The game's result, the last part of its last log line.

# "game over: **Ann** wins with 50 points; Ben 17".
table-result = { table-game-over-in-line }: { $result }
# The points the final scoring gave: "final scoring: **Ann** (+12), **Ben** (−2)".
table-final-scoring-line = { table-final-scoring }: { $scores }
# A seat that did not win, and its final score.
table-result-other = { $name } { $score }
# The last two of several names: "**Ann**, **Ben** and **Cid**".
table-names-and = { $rest } and { $last }
# $score is the score as shown ("−3"), $count its size, for the plural.
table-result-wins = { $who } wins with { $count ->
        [one] { $score } point
       *[other] { $score } points
    }
table-result-loses = { $who } loses with { $count ->
        [one] { $score } point
       *[other] { $score } points
    }
table-result-win-each = { $who } win with { $count ->
        [one] { $score } point each
       *[other] { $score } points each
    }
# After a solo result: "(target 40)".
table-result-target = ({ table-solo-target } { $target })
