# The bot's own words (lobby, table, refusals, hosting) in ru.

## The lobby

lobby-title = { $game } — сбор игроков
lobby-host = Ведущий: { $user }
lobby-players-heading = Игроки
lobby-seat-computer = 🤖 Компьютер ({ $level })
lobby-needs-exactly = Играют ровно { $count }.
lobby-needs = Играют от { $min } до { $max }.
lobby-options-heading = Настройки
lobby-how-to = Нажмите «Присоединиться», чтобы занять место. Ведущий может добавить компьютерных игроков и начать игру.
lobby-cancelled = Игра отменена: { $user }.
button-join = Присоединиться
button-leave = Выйти
button-start = Начать
button-cancel = Отменить игру
computer-menu-placeholder = Компьютерные игроки…
computer-add = Добавить компьютер ({ $level })
computer-remove = Убрать компьютерного игрока
computer-name = Компьютер ({ $level })
ai-level-easy = лёгкий
ai-level-normal = средний
ai-level-hard = сильный
ai-hint-easy = Выбирает самый очевидный ход, но часто ошибается
ai-hint-normal = Выбирает самый очевидный ход
ai-hint-hard = Думает наперёд, до секунды на ход

## Refusals and notices

already-joined = Вы уже сидите за этим столом.
joined-in-another-lobby = Вы уже ждёте начала другой игры в этом канале.
not-in-lobby = Вы не сидите за этим столом.
lobby-full = Все места заняты ({ $max }).
only-host-starts = Начать игру может только ведущий.
only-host-manages-computers = Добавлять и убирать компьютерных игроков может только ведущий.
no-computer-to-remove = За столом нет компьютерных игроков.
cannot-cancel = Отменить игру может только ведущий или участник с правом «Управлять сообщениями».
wrong-player-count = В эту игру играют от { $min } до { $max }; сейчас за столом { $have }.
channel-busy = В этом канале уже идёт «{ $game }». Сначала закончите или отмените её.
out-of-date = Это сообщение устарело — вот актуальное.
garbled = Не узнаю эту кнопку. Пожалуйста, воспользуйтесь последним сообщением.
game-not-found = Этой игры больше нет.
wrong-channel = Эта кнопка относится к игре в другом канале.
game-ended = Эта игра уже закончилась.
corrupt-record = Сохранённую запись этой игры ({ $game }) не удаётся прочитать. Она оставлена как есть; сообщите администратору сервера.
storage-failed = Не удалось сохранить игру, поэтому ничего не изменилось. Попробуйте ещё раз.
something-went-wrong = Что-то пошло не так; ничего не изменилось.
guild-only = Играть можно только в канале сервера.
stand-ins = Часть напечатанных значений этой игры нам недоступна; вместо них — наши значения: { $keys }.

## A running game

game-started = Игра началась — удачи!
your-turn = { $users }, ваш ход: { $prompt }
your-turn-privately = { $users }, ваш ход: нажмите **Сделать ход**, чтобы выбрать втайне.
solo-target = Нейтральный результат: { $target } — { $won ->
        [yes] превзойдён! 🎉
       *[no] на этот раз не превзойдён
    }
computer-thinking = 🤖 { $name } думает…
carry-on-by-click = -# Меня нет среди участников этого чата, и я говорю, только когда кто-то нажимает кнопку: если стол замер, нажмите любую его кнопку.
board-above = 🖼 Поле игрока { $name } не изменилось: оно выше.
your-choice = Ваш ход: { $prompt }
chosen-so-far = Выбрано: { $chosen }
button-my-board = Моё поле
button-take-turn = Сделать ход
button-counts = Подсчёт
button-tools = Инструменты
button-reference = Карты
reference-at-start = Карты этой игры. Кнопка **📜 Карты** под столом покажет их снова в любой момент.
reference-alt = Карты этой игры.
button-back = Назад
menu-placeholder = Выберите…
menu-placeholder-part = Выберите… ({ $part } из { $parts })
player-fallback-name = Игрок { $seat }
not-your-turn = Сейчас не ваш ход.
move-not-allowed = Правила не разрешают этот ход сейчас. Ничего не изменилось.
not-playing = Вы не участвуете в этой игре.
turn-done = Готово — стол ниже обновлён.
game-over = 🏁 **{ $game }** — игра окончена

## Hosting: timers, leaving, undo, rematch

hosting-timer-off = Таймер хода: выключен
hosting-timer = Таймер хода: { $timer } на ход, затем { $then ->
        [cancel] игра отменяется
       *[computer] за игрока ходит компьютер, пока он не вернётся
    }
timer-off = выключен
timer-2m = 2 минуты
timer-10m = 10 минут
timer-1h = 1 час
timer-24h = 24 часа
# Genitive: "в течение 5 минут".
duration-minutes = { $minutes ->
        [one] { $minutes } минуты
       *[other] { $minutes } минут
    }
duration-hours = { $hours ->
        [one] { $hours } часа
       *[other] { $hours } часов
    }
time-reminder = ⏰ { $users }, время хода вышло! Сделайте ход в течение { $time }, иначе { $then ->
        [cancel] игра будет отменена
       *[computer] за вас будет ходить компьютер, пока вы не вернётесь
    }.
ran-out-of-time = ⌛ У { $names } вышло время: за них ходит компьютер, пока они не нажмут любую кнопку этой игры.
cancelled-by-timer = ⌛ Игра отменена: у { $names } вышло время.
player-left = 🚪 **{ $name }** покидает игру: за него ходит компьютер.
player-back = ↩️ **{ $name }** вернулся в игру.
took-back = ↩️ **{ $name }** отменяет свой ход.
button-undo = Отменить ход
undo-not-yours = Только **{ $name }** может отменить свой ход.
undo-stale = Этот ход уже нельзя отменить: игра ушла дальше.
undo-unavailable = Этот ход нельзя отменить (история игры не воспроизводится).
welcome-back = С возвращением: ваше место снова ваше.
you-left = Вы покинули эту игру; за вас ходит компьютер.
game-cancelled = ⏹️ Игру отменил(а) { $user }.
table-closed = Этот стол закрыт.
no-game-here = В этом канале нет игры, к которой это применимо.
button-rematch = Реванш
rematch-started = Реванш начался — новый стол ниже.
rematch-exists = Реванш этой игры уже начался.

## Log, statistics, help

log-title = 📜 { $game } — последние ходы
log-empty = Ходов ещё не было.
log-earlier = … и ещё { $count } раньше
stats-title = 📊 { $name } на этом сервере
stats-none = { $name } ещё не доиграл(а) ни одной игры на этом сервере.
stats-played = { $played ->
        [one] { $played } игра
        [few] { $played } игры
       *[other] { $played } игр
    }
stats-wins = { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[other] { $wins } побед
    }
stats-average = в среднем { $average }
stats-best = лучший результат { $best }
leaderboard-title = 🏆 { $game } — таблица лидеров
leaderboard-empty = На этом сервере ещё никто не доиграл партию в { $game }.
leaderboard-line = **{ $place }.** { $user } — { $line }
turn-ends = ⏰ Время хода истекает { $when }
help-title = Как играть
help-learning-title = Учиться за столом
help-anywhere-title = Групповые чаты, личные сообщения и другие серверы
thread-failed = Не удалось создать здесь ветку (есть ли у меня право?). Попробуйте без параметра ветки.
use-lobby-buttons = Игра ещё не началась: пользуйтесь кнопками сообщения лобби.
thread-opened = 🧵 Партия в { $game } начинается в { $thread } — присоединяйтесь там!
settings-palette = { $changed ->
        [yes] 🎨 Теперь ваши картинки рисуются в { $palette }.
       *[no] 🎨 Ваши картинки рисуются в { $palette }.
    } Это ваши планшеты и панели; общий стол рисуется контрастно, когда так выбрали все сидящие за ним. У каждого цвета есть и своя фигура — на картинках и на кнопках.
settings-palette-high-contrast = высококонтрастной палитре
settings-palette-usual = обычных цветах

## What Discord refused or lost

permission-view-channel = Просматривать каналы
permission-send-messages = Отправлять сообщения
permission-send-messages-in-threads = Отправлять сообщения в ветках
permission-embed-links = Встраивать ссылки
permission-attach-files = Прикреплять файлы
permission-create-public-threads = Создавать публичные ветки
trouble-missing-permissions = ⚠️ Мне не хватает разрешений { $place ->
        [thread] в этой ветке
       *[channel] в этом канале
    }: { $names }. Без них я не могу выложить стол, и игра ждёт. Чтобы их выдать, администратор сервера открывает ⚙️ Настроить канал → Права доступа (или Настройки сервера → Роли), выбирает мою роль и разрешает их. Игра продолжится сама, как только они появятся.
trouble-table-waits = ⏳ Ваш ход сохранён, но Discord не принял новое сообщение со столом. Игра ждёт, и стол появится, как только Discord снова ответит; `/game show` выложит его сейчас.
trouble-channel-gone = ⏸️ Канала или ветки этой игры больше нет, и игра приостановлена. Если канал не вернётся, она будет отменена.
trouble-table-reposted = 🔁 Текущий стол выложен ниже.
trouble-waits-for-click = ⏳ Сохранено. Здесь я могу говорить, только когда кто-то нажимает кнопку: нажмите любую кнопку этой игры, чтобы продолжить.
trouble-cancelled-channel-gone = ⏹️ Ваша партия в { $game } отменена: её канал или ветку удалили.

## Подсказки (💡)

hosting-hints = Подсказки: { $hints ->
        [on] разрешены
        [off] выключены
       *[auto] разрешены, когда человек играет только против компьютеров
    }
button-hint = Подсказка
button-play-hint = Сыграть
hint-answer = 💡 **Подсказка:** { $steps } — { $reason }
hint-reason-search = этот ход сделал бы сильнейший компьютерный игрок, видя то же, что и вы.
hint-counted = Подсказок в этой партии: { $used }. Партия с подсказками не меняет ваш рейтинг.
hints-off = В этой партии подсказки выключены: так решил хозяин стола (обычно они есть, только когда человек играет против компьютеров).
hint-busy = Все тренеры сейчас заняты: попробуйте чуть позже.
learn-opened = 📘 **Первая партия в { $game }** для { $user } против лёгкого компьютера: каждый новый шаг объясняется лично, когда встречается впервые.
learn-welcome = 📘 **Ваша первая партия.** { $goal }
    Каждый новый вид шага объясняется здесь, только вам, когда встречается впервые. При каждом решении **💡 Подсказка** показывает ход, который сделал бы сильнейший компьютер, и почему. Эта партия не идёт в рейтинг; `/игра отменить` завершает её. Когда она закончится, тренер разберёт ваши решения.
learn-over = 📘 **Ваша первая партия окончена.** Тренер разбирает ваши решения; то, что он найдёт, придёт сюда, с кнопками, которые показывают каждый момент.
hints-used = 💡 Подсказки: { $list } (их рейтинг не меняется).
