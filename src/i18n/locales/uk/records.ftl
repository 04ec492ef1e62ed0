# A game's afterlife (src/i18n/records.rs): skill ratings, a person's last games, replays, the
# coach's review, and lobbies and games closed for want of players.

record-decimal-point = {"."}

## /stats and the leaderboard.

record-stats-rating = Рейтинг { $rating } ({ $played ->
        [one] { $played } гра в рейтингу
        [few] { $played } гри в рейтингу
       *[other] { $played } ігор у рейтингу
    }, { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
       *[other] { $wins } перемог
    })
record-leaderboard-row = **{ $place }.** { $who } — { $rating } · { $played ->
        [one] { $played } гра
        [few] { $played } гри
       *[other] { $played } ігор
    }, { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
       *[other] { $wins } перемог
    }
record-leaderboard-unrated = Поки без рейтингу:
record-leaderboard-note = Рейтинг ± невизначеність (Венг–Лін, як в OpenSkill); порядок — за рейтингом − 3 × невизначеність. Рахуються ігри двох і більше людей; комп'ютери теж мають рейтинг.

## A person's last games.

record-recent-heading = Останні ігри
record-recent-place = { $rank }-ге місце з { $seats }
record-recent-left = вийшов(ла)
record-recent-score = { $score } оч.

## Replays.

record-game-id = Гра `{ $id }` — `/game replay id:{ $id }` покаже її запис.
record-button-replay = Запис гри
record-replay-title = 📼 Запис: { $game }, гра `{ $id }`
record-replay-deal = Роздача · { $total ->
        [one] { $total } хід
        [few] { $total } ходи
       *[other] { $total } ходів
    }
record-replay-at = Хід { $position } з { $total }
record-replay-bad-id = Це не номер гри. Номери є в /stats, у підсумках гри та в /game log.
record-replay-unknown = На цьому сервері немає гри `{ $id }`.
record-replay-unfinished = Гра `{ $id }` ще не скінчилася: запис відкривається після кінця гри.
record-replay-broken = Ходи цієї гри більше не відтворюються за нинішніми правилами.

## Closed for want of players.

record-lobby-expired = ⌛ Лобі закрито: за { $hours ->
        [one] { $hours } годину
        [few] { $hours } години
       *[other] { $hours } годин
    } ніхто не почав гру.
record-game-abandoned = ⌛ Гру скасовано: ніхто не ходив { $days ->
        [one] { $days } день
        [few] { $days } дні
       *[other] { $days } днів
    }.

## The coach's review of a finished game.

record-button-review = Розбір моєї гри
record-review-not-player = Розбір гри можуть попросити лише ті, хто в неї грав.
record-review-busy = Тренер зайнятий іншим розбором; спробуйте за хвилину.
record-review-nothing = Усі рішення за ваше місце ухвалив комп'ютер: розбирати нічого.
record-review-started = 🎓 Розбираю ваші рішення ({ $decisions }) з тим, що ви тоді знали, — близько { $seconds } с. Відповідь з'явиться тут.
record-review-title = 🎓 Гра `{ $id }`: з ваших рішень ({ $decisions }) — ті, що подобаються мені найменше (оцінки за дограваннями того, що ви бачили; ± — їхня невизначеність)
record-review-clean = Я не знайшов рішення, яке змінив би.
record-review-finding = **{ $place }.** Хід { $number }: ви зіграли *{ $played }*; я б обрав *{ $preferred }* — приблизно на { $gain } ± { $spread } очка різниці в підсумку краще.
record-review-moment = Хід { $number }
