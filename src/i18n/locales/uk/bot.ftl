# The bot's own words (lobby, table, refusals, hosting) in uk.

## The lobby

lobby-title = { $game } — збір гравців
lobby-host = Ведучий: { $user }
lobby-players-heading = Гравці
lobby-seat-computer = 🤖 Компʼютер ({ $level })
lobby-needs-exactly = Грають рівно { $count }.
lobby-needs = Грають від { $min } до { $max }.
lobby-options-heading = Налаштування
lobby-how-to = Натисніть «Приєднатися», щоб зайняти місце. Ведучий може додати компʼютерних гравців і почати гру.
lobby-cancelled = Гру скасовано: { $user }.
button-join = Приєднатися
button-leave = Вийти
button-start = Почати
button-cancel = Скасувати гру
computer-menu-placeholder = Компʼютерні гравці…
computer-add = Додати компʼютер ({ $level })
computer-remove = Прибрати компʼютерного гравця
computer-name = Компʼютер ({ $level })
ai-level-easy = легкий
ai-level-normal = середній
ai-level-hard = сильний
ai-hint-easy = Обирає найочевидніший хід, але часто помиляється
ai-hint-normal = Обирає найочевидніший хід
ai-hint-hard = Думає наперед, до секунди на хід

## Refusals and notices

already-joined = Ви вже сидите за цим столом.
joined-in-another-lobby = Ви вже чекаєте на початок іншої гри в цьому каналі.
not-in-lobby = Ви не сидите за цим столом.
lobby-full = Усі місця зайняті ({ $max }).
only-host-starts = Почати гру може лише ведучий.
only-host-manages-computers = Додавати й прибирати компʼютерних гравців може лише ведучий.
no-computer-to-remove = За столом немає компʼютерних гравців.
cannot-cancel = Скасувати гру може лише ведучий або учасник із правом «Керувати повідомленнями».
wrong-player-count = У цю гру грають від { $min } до { $max }; зараз за столом { $have }.
channel-busy = У цьому каналі вже триває «{ $game }». Спершу завершіть або скасуйте цю гру.
out-of-date = Це повідомлення застаріло — ось актуальне.
garbled = Не впізнаю цю кнопку. Будь ласка, скористайтеся останнім повідомленням.
game-not-found = Цієї гри більше немає.
wrong-channel = Ця кнопка стосується гри в іншому каналі.
game-ended = Ця гра вже закінчилася.
corrupt-record = Збережений запис цієї гри ({ $game }) не вдається прочитати. Його залишено як є; повідомте адміністратора сервера.
storage-failed = Не вдалося зберегти гру, тож нічого не змінилося. Спробуйте ще раз.
something-went-wrong = Щось пішло не так; нічого не змінилося.
guild-only = Грати можна лише в каналі сервера.
stand-ins = Частина надрукованих значень цієї гри нам недоступна; замість них — наші власні: { $keys }.

## A running game

game-started = Гра почалася — успіхів!
your-turn = { $users }, ваш хід: { $prompt }
your-turn-privately = { $users }, ваш хід: натисніть **Зробити хід**, щоб обрати таємно.
solo-target = Ціль: { $target } — { $won ->
        [yes] перевершено! 🎉
       *[no] цього разу не перевершено
    }
computer-thinking = 🤖 { $name } думає…
carry-on-by-click = -# Мене немає серед учасників цього чату, і я говорю, лише коли хтось натискає кнопку: якщо стіл завмер, натисніть будь-яку його кнопку.
board-above = 🖼 Поле гравця { $name } не змінилося: воно вище.
your-choice = Ваш хід: { $prompt }
chosen-so-far = Обрано: { $chosen }
button-my-board = Моє поле
button-take-turn = Зробити хід
button-counts = Підрахунок
button-tools = Інструменти
button-reference = Карти
reference-at-start = Карти цієї гри. Кнопка **📜 Карти** під столом покаже їх знову будь-коли.
reference-alt = Карти цієї гри.
button-back = Назад
menu-placeholder = Оберіть…
menu-placeholder-part = Оберіть… ({ $part } з { $parts })
player-fallback-name = Гравець { $seat }
not-your-turn = Зараз не ваш хід.
move-not-allowed = Правила не дозволяють цей хід зараз. Нічого не змінилося.
not-playing = Ви не берете участі в цій грі.
turn-done = Готово — стіл нижче оновлено.
game-over = 🏁 **{ $game }** — гру завершено

## Hosting: timers, leaving, undo, rematch

hosting-timer-off = Таймер ходу: вимкнено
hosting-timer = Таймер ходу: { $timer } на хід, потім { $then ->
        [cancel] гру буде скасовано
       *[computer] за гравця ходить компʼютер, доки він не повернеться
    }
timer-off = вимкнено
timer-2m = 2 хвилини
timer-10m = 10 хвилин
timer-1h = 1 година
timer-24h = 24 години
# Genitive: "протягом 5 хвилин".
duration-minutes = { $minutes ->
        [one] { $minutes } хвилини
       *[other] { $minutes } хвилин
    }
duration-hours = { $hours ->
        [one] { $hours } години
       *[other] { $hours } годин
    }
time-reminder = ⏰ { $users }, час ходу минув! Зробіть хід протягом { $time }, інакше { $then ->
        [cancel] гру буде скасовано
       *[computer] за вас ходитиме компʼютер, доки ви не повернетеся
    }.
ran-out-of-time = ⌛ У { $names } скінчився час: за них ходить компʼютер, доки вони не натиснуть будь-яку кнопку цієї гри.
cancelled-by-timer = ⌛ Гру скасовано: у { $names } скінчився час.
player-left = 🚪 **{ $name }** виходить із гри: за нього ходить компʼютер.
player-back = ↩️ **{ $name }** повернувся до гри.
took-back = ↩️ **{ $name }** скасовує свій хід.
button-undo = Скасувати хід
undo-not-yours = Лише **{ $name }** може скасувати свій хід.
undo-stale = Цей хід уже не можна скасувати: гра пішла далі.
undo-unavailable = Цей хід не можна скасувати (історія гри не відтворюється).
welcome-back = З поверненням: ваше місце знову ваше.
you-left = Ви вийшли з цієї гри; за вас ходить компʼютер.
game-cancelled = ⏹️ Гру скасував(-ла) { $user }.
table-closed = Цей стіл закрито.
no-game-here = У цьому каналі немає гри, до якої це можна застосувати.
button-rematch = Реванш
rematch-started = Реванш почався — новий стіл нижче.
rematch-exists = Реванш цієї гри вже почався.

## Log, statistics, help

log-title = 📜 { $game } — останні ходи
log-empty = Ходів ще не було.
log-earlier = … і ще { $count } раніше
stats-title = 📊 { $name } на цьому сервері
stats-none = { $name } ще не дограв(-ла) жодної гри на цьому сервері.
stats-played = { $played ->
        [one] { $played } гра
        [few] { $played } гри
       *[other] { $played } ігор
    }
stats-wins = { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
       *[other] { $wins } перемог
    }
stats-average = у середньому { $average }
stats-best = найкращий результат { $best }
leaderboard-title = 🏆 { $game } — таблиця лідерів
leaderboard-empty = На цьому сервері ще ніхто не дограв партію в { $game }.
leaderboard-line = **{ $place }.** { $user } — { $line }
turn-ends = ⏰ Час ходу спливає { $when }
help-title = Як грати
help-learning-title = Вчитися за столом
help-anywhere-title = Групові чати, особисті повідомлення та інші сервери
thread-failed = Не вдалося створити тут гілку (чи маю я на це право?). Спробуйте без параметра гілки.
use-lobby-buttons = Гра ще не почалася: користуйтеся кнопками повідомлення лобі.
thread-opened = 🧵 Партія в { $game } починається в { $thread } — приєднуйтеся там!
settings-palette = { $changed ->
        [yes] 🎨 Відтепер ваші зображення малюються в { $palette }.
       *[no] 🎨 Ваші зображення малюються в { $palette }.
    } Це ваші планшети й панелі; спільний стіл малюється контрастно, коли так обрали всі, хто сидить за ним. Кожен колір має й свою фігуру — на зображеннях і на кнопках.
settings-palette-high-contrast = висококонтрастній палітрі
settings-palette-usual = звичайних кольорах

## What Discord refused or lost

permission-view-channel = Переглядати канали
permission-send-messages = Надсилати повідомлення
permission-send-messages-in-threads = Надсилати повідомлення в гілках
permission-embed-links = Вбудовувати посилання
permission-attach-files = Прикріплювати файли
permission-create-public-threads = Створювати публічні гілки
trouble-missing-permissions = ⚠️ Мені бракує дозволів { $place ->
        [thread] у цій гілці
       *[channel] у цьому каналі
    }: { $names }. Без них я не можу викласти стіл, і гра чекає. Щоб їх надати, адміністратор сервера відкриває ⚙️ Редагувати канал → Дозволи (або Налаштування сервера → Ролі), обирає мою роль і дозволяє їх. Гра продовжиться сама, щойно вони з'являться.
trouble-table-waits = ⏳ Ваш хід збережено, але Discord не прийняв нове повідомлення зі столом. Гра чекає, і стіл з'явиться, щойно Discord знову відповість; `/game show` викладе його зараз.
trouble-channel-gone = ⏸️ Каналу чи гілки цієї гри більше немає, тож гру призупинено. Якщо канал не повернеться, її буде скасовано.
trouble-table-reposted = 🔁 Поточний стіл викладено нижче.
trouble-waits-for-click = ⏳ Збережено. Тут я можу говорити, лише коли хтось натискає кнопку: натисніть будь-яку кнопку цієї гри, щоб продовжити.
trouble-cancelled-channel-gone = ⏹️ Вашу партію в { $game } скасовано: її канал або гілку видалили.

## Підказки (💡)

hosting-hints = Підказки: { $hints ->
        [on] дозволені
        [off] вимкнені
       *[auto] дозволені, коли людина грає тільки проти комп’ютерів
    }
button-hint = Підказка
button-play-hint = Зіграти
hint-answer = 💡 **Підказка:** { $steps } — { $reason }
hint-reason-search = цей хід зробив би найсильніший комп’ютерний гравець, бачачи те саме, що й ви.
hint-counted = Підказок у цій партії: { $used }. Партія з підказками не змінює ваш рейтинг.
hints-off = У цій партії підказки вимкнені: так вирішив господар столу (зазвичай вони є, лише коли людина грає проти комп’ютерів).
hint-busy = Усі тренери зараз зайняті: спробуйте трохи згодом.
learn-opened = 📘 **Перша партія в { $game }** для { $user } проти легкого комп’ютера: кожен новий крок пояснюється особисто, коли трапляється вперше.
learn-welcome = 📘 **Ваша перша партія.** { $goal }
    Кожен новий вид кроку пояснюється тут, лише вам, коли трапляється вперше. При кожному рішенні **💡 Підказка** показує хід, який зробив би найсильніший комп’ютер, і чому. Ця партія не йде в рейтинг; `/гра скасувати` завершує її. Коли вона скінчиться, тренер розбере ваші рішення.
learn-over = 📘 **Вашу першу партію закінчено.** Тренер розбирає ваші рішення; те, що він знайде, прийде сюди, з кнопками, які показують кожен момент.
hints-used = 💡 Підказки: { $list } (їхній рейтинг не змінюється).
