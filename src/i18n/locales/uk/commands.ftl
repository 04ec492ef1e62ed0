# Slash commands and their options, for Discord's command localisation, in uk.

cmd-start = старт
    .description = Відкрити збір гравців для нової гри в цьому каналі
cmd-variant = варіант
    .description = Яка гра
cmd-players = гравці
    .description = Місць за столом (типово 4)
cmd-game = гра
    .description = Гра в цьому каналі
cmd-log = журнал
    .description = Останні ходи гри в цьому каналі
cmd-leave = вийти
    .description = Вийти з гри в цьому каналі (ваше місце займе компʼютер)
cmd-cancel = скасувати
    .description = Скасувати гру в цьому каналі (ведучий або модератори)
cmd-stats = статистика
    .description = Ігри, перемоги й очки на цьому сервері
cmd-leaderboard = лідери
    .description = Найкращі гравці гри на цьому сервері
cmd-help = довідка
    .description = Як працює бот і правила кожної гри
cmd-timer = таймер
    .description = Час на хід (типово — налаштування сервера)
cmd-on-timeout = після_часу
    .description = Якщо гравець так і не зробив хід після нагадування (типово ходить компʼютер)
cmd-thread = гілка
    .description = Грати в новій гілці цього каналу
cmd-hints = підказки
    .description = Дозволити 💡 підказки (зазвичай: лише коли людина грає з комп’ютерами)
cmd-user = гравець
    .description = Чия статистика (типово ваша)
cmd-which-game = гра
    .description = Яка гра
cmd-replay = запис
    .description = Запис закінченої гри цього сервера, хід за ходом
cmd-id = номер
    .description = Номер гри, як його показують /stats, підсумки й журнал
cmd-settings = налаштування
    .description = Ваші налаштування: кольори ваших зображень
cmd-palette = палітра
    .description = Кольори ваших зображень (не вказуйте, щоб побачити свої)
cmd-show = показати
    .description = Знову викласти поточний стіл гри в цьому каналі

## Choices

cmd-choice-timeout-computer = за гравця ходить компʼютер
cmd-choice-timeout-cancel = скасувати гру
cmd-choice-palette-standard = звичайні кольори
cmd-choice-palette-high-contrast = високий контраст
cmd-learn = навчання
    .description = Перша партія проти легкого комп’ютера, кожен крок з поясненням
