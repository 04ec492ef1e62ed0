# A game's afterlife (src/i18n/records.rs): skill ratings, a person's last games, replays, the
# coach's review, and lobbies and games closed for want of players.

record-decimal-point = {","}

## /stats and the leaderboard.

record-stats-rating = Rating { $rating } ({ $played ->
        [one] { $played } gewertete Partie
       *[other] { $played } gewertete Partien
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    })
record-leaderboard-row = **{ $place }.** { $who } — { $rating } · { $played ->
        [one] { $played } Partie
       *[other] { $played } Partien
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
record-leaderboard-unrated = Noch ohne Rating:
record-leaderboard-note = Rating ± Unsicherheit (Weng-Lin, wie in OpenSkill), sortiert nach Rating − 3 × Unsicherheit. Es zählen Partien von zwei oder mehr Menschen; auch Computerspieler haben ein Rating.

## A person's last games.

record-recent-heading = Letzte Partien
record-recent-place = Platz { $rank } von { $seats }
record-recent-left = ausgestiegen
record-recent-score = { $score } P.

## Replays.

record-game-id = Partie `{ $id }` — `/game replay id:{ $id }` spielt sie noch einmal ab.
record-button-replay = Wiederholung
record-replay-title = 📼 Wiederholung: { $game }, Partie `{ $id }`
record-replay-deal = Aufbau · { $total ->
        [one] { $total } Zug
       *[other] { $total } Züge
    }
record-replay-at = Zug { $position } von { $total }
record-replay-bad-id = Das ist keine Partienummer. /stats, die Schlussnachricht und /game log zeigen sie.
record-replay-unknown = Auf diesem Server gibt es keine Partie `{ $id }`.
record-replay-unfinished = Partie `{ $id }` ist noch nicht beendet: Die Wiederholung gibt es erst nach dem Ende.
record-replay-broken = Die Züge dieser Partie lassen sich nach den heutigen Regeln nicht mehr abspielen.

## Closed for want of players.

record-lobby-expired = ⌛ Diese Lobby ist geschlossen: Niemand hat die Partie innerhalb von { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } gestartet.
record-game-abandoned = ⌛ Diese Partie wurde abgebrochen: Seit { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } hat niemand gezogen.

## The coach's review of a finished game.

record-button-review = Meine Partie analysieren
record-review-not-player = Nur wer diese Partie gespielt hat, kann ihre Analyse anfordern.
record-review-busy = Der Coach analysiert gerade eine andere Partie; versuch es in einer Minute noch einmal.
record-review-nothing = Alle Entscheidungen deines Platzes hat ein Computer getroffen: Es gibt nichts von dir zu analysieren.
record-review-started = 🎓 Ich analysiere deine { $decisions } Entscheidungen mit dem, was du damals wusstest — etwa { $seconds } s. Die Antwort erscheint hier.
record-review-title = 🎓 Partie `{ $id }`: Von deinen { $decisions } Entscheidungen die, die mir am wenigsten gefallen (Schätzungen aus Simulationen dessen, was du sehen konntest; ± ist ihre Unsicherheit)
record-review-clean = Ich habe keine Entscheidung gefunden, die ich ändern würde.
record-review-finding = **{ $place }.** Zug { $number }: Du hast *{ $played }* gespielt; ich ziehe *{ $preferred }* vor — etwa { $gain } ± { $spread } Punkte mehr Vorsprung am Ende.
record-review-moment = Zug { $number }
