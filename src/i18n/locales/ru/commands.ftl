# Slash commands and their options, for Discord's command localisation, in ru.

cmd-start = старт
    .description = Открыть сбор игроков для новой игры в этом канале
cmd-variant = вариант
    .description = Какая игра
cmd-players = игроки
    .description = Мест за столом (по умолчанию 4)
cmd-game = игра
    .description = Игра в этом канале
cmd-log = журнал
    .description = Последние ходы игры в этом канале
cmd-leave = выйти
    .description = Покинуть игру в этом канале (ваше место займёт компьютер)
cmd-cancel = отменить
    .description = Отменить игру в этом канале (ведущий или модераторы)
cmd-stats = статистика
    .description = Игры, победы и очки на этом сервере
cmd-leaderboard = лидеры
    .description = Лучшие игроки в игру на этом сервере
cmd-help = помощь
    .description = Как работает бот и правила каждой игры
cmd-timer = таймер
    .description = Время на ход (по умолчанию — настройка сервера)
cmd-on-timeout = по_истечении
    .description = Если игрок так и не сходил после напоминания (по умолчанию ходит компьютер)
cmd-thread = ветка
    .description = Играть в новой ветке этого канала
cmd-hints = подсказки
    .description = Разрешить 💡 подсказки (обычно: только когда человек играет с компьютерами)
cmd-user = игрок
    .description = Чья статистика (по умолчанию ваша)
cmd-which-game = игра
    .description = Какая игра
cmd-replay = запись
    .description = Запись оконченной игры этого сервера, ход за ходом
cmd-id = номер
    .description = Номер игры, как его показывают /stats, итоги и журнал
cmd-settings = настройки
    .description = Ваши настройки: цвета ваших картинок
cmd-palette = палитра
    .description = Цвета ваших картинок (не указывайте, чтобы увидеть свои)
cmd-show = показать
    .description = Заново выложить текущий стол игры в этом канале

## Choices

cmd-choice-timeout-computer = за игрока ходит компьютер
cmd-choice-timeout-cancel = отменить игру
cmd-choice-palette-standard = обычные цвета
cmd-choice-palette-high-contrast = высокий контраст
cmd-learn = обучение
    .description = Первая партия против лёгкого компьютера, каждый шаг с объяснением
