# A game's afterlife (src/i18n/records.rs): skill ratings, a person's last games, replays, the
# coach's review, and lobbies and games closed for want of players.

record-decimal-point = {","}

## /stats and the leaderboard.

record-stats-rating = Ranking { $rating } ({ $played ->
        [one] { $played } gra rankingowa
        [few] { $played } gry rankingowe
       *[other] { $played } gier rankingowych
    }, { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[other] { $wins } wygranych
    })
record-leaderboard-row = **{ $place }.** { $who } — { $rating } · { $played ->
        [one] { $played } gra
        [few] { $played } gry
       *[other] { $played } gier
    }, { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[other] { $wins } wygranych
    }
record-leaderboard-unrated = Jeszcze bez rankingu:
record-leaderboard-note = Ranking ± niepewność (Weng-Lin, jak w OpenSkill), kolejność według rankingu − 3 × niepewność. Liczą się gry co najmniej dwóch osób; gracze komputerowi też mają ranking.

## A person's last games.

record-recent-heading = Ostatnie gry
record-recent-place = miejsce { $rank } z { $seats }
record-recent-left = opuścił(a) grę
record-recent-score = { $score } pkt

## Replays.

record-game-id = Gra `{ $id }` — `/game replay id:{ $id }` ją odtwarza.
record-button-replay = Powtórka
record-replay-title = 📼 Powtórka: { $game }, gra `{ $id }`
record-replay-deal = Rozdanie · { $total ->
        [one] { $total } ruch
        [few] { $total } ruchy
       *[other] { $total } ruchów
    }
record-replay-at = Ruch { $position } z { $total }
record-replay-bad-id = To nie jest numer gry. Pokazują je /stats, wiadomość końcowa i /game log.
record-replay-unknown = Na tym serwerze nie ma gry `{ $id }`.
record-replay-unfinished = Gra `{ $id }` jeszcze się nie skończyła: powtórka będzie dostępna po końcu gry.
record-replay-broken = Ruchów tej gry nie da się już odtworzyć według obecnych zasad.

## Closed for want of players.

record-lobby-expired = ⌛ Poczekalnia zamknięta: nikt nie rozpoczął gry w ciągu { $hours ->
        [one] { $hours } godziny
       *[other] { $hours } godzin
    }.
record-game-abandoned = ⌛ Gra anulowana: nikt nie wykonał ruchu od { $days ->
        [one] { $days } dnia
       *[other] { $days } dni
    }.

## The coach's review of a finished game.

record-button-review = Analiza mojej gry
record-review-not-player = O analizę gry mogą poprosić tylko osoby, które w nią grały.
record-review-busy = Trener jest zajęty inną analizą; spróbuj ponownie za minutę.
record-review-nothing = Wszystkie decyzje za twoje miejsce podjął komputer: nie ma czego analizować.
record-review-started = 🎓 Analizuję twoje decyzje ({ $decisions }) na podstawie tego, co wtedy wiedziałeś(-aś) — około { $seconds } s. Odpowiedź pojawi się tutaj.
record-review-title = 🎓 Gra `{ $id }`: spośród twoich decyzji ({ $decisions }) te, które podobają mi się najmniej (oceny z symulacji tego, co mogłeś(-aś) widzieć; ± to ich niepewność)
record-review-clean = Nie znalazłem decyzji, którą bym zmienił.
record-review-finding = **{ $place }.** Ruch { $number }: zagrałeś(-aś) *{ $played }*; wolę *{ $preferred }* — o około { $gain } ± { $spread } pkt lepszy wynik względem rywali na koniec.
record-review-moment = Ruch { $number }
