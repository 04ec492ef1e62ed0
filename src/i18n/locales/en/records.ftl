# A game's afterlife (src/i18n/records.rs): skill ratings, a person's last games, replays, the
# coach's review, and lobbies and games closed for want of players.

# The decimal separator of ratings and the coach's estimates: "27.4".
record-decimal-point = {"."}

## /stats and the leaderboard. $rating is shown as "**27.4** ± 3.1".

record-stats-rating = Rating { $rating } ({ $played ->
        [one] { $played } rated game
       *[other] { $played } rated games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    })
# A leaderboard row: $who is a mention or a computer's name.
record-leaderboard-row = **{ $place }.** { $who } — { $rating } · { $played ->
        [one] { $played } game
       *[other] { $played } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
record-leaderboard-unrated = Not rated yet:
record-leaderboard-note = Rating ± uncertainty (Weng-Lin, as in OpenSkill), ranked by rating − 3 × uncertainty. Games of two or more people count; computers are rated too.

## A person's last games: "`id` · Azul · place 2 of 3 · 41 pts · date".

record-recent-heading = Last games
record-recent-place = place { $rank } of { $seats }
# The person left the game before its end.
record-recent-left = left
record-recent-score = { $score } pts

## Replays.

record-game-id = Game `{ $id }` — `/game replay id:{ $id }` replays it.
record-button-replay = Replay
record-replay-title = 📼 Replay of { $game }, game `{ $id }`
# Position 0 of a replay: the deal, before the first of $total moves.
record-replay-deal = The deal · { $total } moves
record-replay-at = Move { $position } of { $total }
record-replay-bad-id = That is not a game id. /stats, the final message and /game log show them.
record-replay-unknown = There is no game `{ $id }` in this server.
record-replay-unfinished = Game `{ $id }` has not finished: a replay opens once a game ends.
record-replay-broken = This game's moves no longer replay under the current rules.

## Closed for want of players.

record-lobby-expired = ⌛ This lobby closed: nobody started the game within { $hours } hours.
record-game-abandoned = ⌛ This game was cancelled: nobody has played for { $days } days.

## The coach's review of a finished game.

record-button-review = Review my game
record-review-not-player = Only the people who played this game can ask for its review.
record-review-busy = The coach is busy with another review; try again in a minute.
record-review-nothing = A computer made every decision of your seat: there is nothing of yours to review.
record-review-started = 🎓 Reviewing your { $decisions } decisions with what you knew then — about { $seconds } s. The answer will appear here.
record-review-title = 🎓 Game `{ $id }`: of your { $decisions } decisions, those I like least (estimates from playouts of what you could see; ± is their uncertainty)
record-review-clean = I found no decision I would change.
# $gain and $spread are points, shown with one decimal ("2.5").
record-review-finding = **{ $place }.** Move { $number }: you played *{ $played }*; I prefer *{ $preferred }* — about { $gain } ± { $spread } points of final margin better.
# The replay button at a reviewed decision.
record-review-moment = Move { $number }
