# A game's afterlife (src/i18n/records.rs): skill ratings, a person's last games, replays, the
# coach's review, and lobbies and games closed for want of players.

record-decimal-point = {"."}

## /stats and the leaderboard.

record-stats-rating = Рейтинг { $rating } ({ $played ->
        [one] { $played } игра в рейтинге
        [few] { $played } игры в рейтинге
       *[other] { $played } игр в рейтинге
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[other] { $wins } побед
    })
record-leaderboard-row = **{ $place }.** { $who } — { $rating } · { $played ->
        [one] { $played } игра
        [few] { $played } игры
       *[other] { $played } игр
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[other] { $wins } побед
    }
record-leaderboard-unrated = Пока без рейтинга:
record-leaderboard-note = Рейтинг ± неопределённость (Венг–Лин, как в OpenSkill); порядок — по рейтингу − 3 × неопределённость. Считаются игры двух и более людей; у компьютеров тоже есть рейтинг.

## A person's last games.

record-recent-heading = Последние игры
record-recent-place = { $rank }-е место из { $seats }
record-recent-left = вышел(а)
record-recent-score = { $score } оч.

## Replays.

record-game-id = Игра `{ $id }` — `/game replay id:{ $id }` покажет её запись.
record-button-replay = Запись игры
record-replay-title = 📼 Запись: { $game }, игра `{ $id }`
record-replay-deal = Раздача · { $total ->
        [one] { $total } ход
        [few] { $total } хода
       *[other] { $total } ходов
    }
record-replay-at = Ход { $position } из { $total }
record-replay-bad-id = Это не номер игры. Номера есть в /stats, в итогах игры и в /game log.
record-replay-unknown = На этом сервере нет игры `{ $id }`.
record-replay-unfinished = Игра `{ $id }` ещё не окончена: запись открывается после конца игры.
record-replay-broken = Ходы этой игры больше не воспроизводятся по нынешним правилам.

## Closed for want of players.

record-lobby-expired = ⌛ Лобби закрыто: за { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
       *[other] { $hours } часов
    } никто не начал игру.
record-game-abandoned = ⌛ Игра отменена: никто не ходил { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[other] { $days } дней
    }.

## The coach's review of a finished game.

record-button-review = Разбор моей игры
record-review-not-player = Разбор игры могут попросить только те, кто в неё играл.
record-review-busy = Тренер занят другим разбором; попробуйте через минуту.
record-review-nothing = Все решения за ваше место принял компьютер: разбирать нечего.
record-review-started = 🎓 Разбираю ваши решения ({ $decisions }) с тем, что вы тогда знали, — около { $seconds } с. Ответ появится здесь.
record-review-title = 🎓 Игра `{ $id }`: из ваших решений ({ $decisions }) — те, что нравятся мне меньше всего (оценки по доигровкам того, что вы видели; ± — их неопределённость)
record-review-clean = Я не нашёл решения, которое изменил бы.
record-review-finding = **{ $place }.** Ход { $number }: вы сыграли *{ $played }*; я бы выбрал *{ $preferred }* — примерно на { $gain } ± { $spread } очка разницы в итоге лучше.
record-review-moment = Ход { $number }
