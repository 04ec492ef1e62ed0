# sintra: the registry's words (names, start command, options) in uk.

game-sintra = Азул: Вітражі Сінтри
    .choice = Вітражі Сінтри

option-side-a = A (Сінтра)

option-side-b = B (Сінтра)

sintra-options = Сторона планшета: { $side ->
        [b] B
       *[a] A (орнаменти)
    }

# The presentation: menus, log, counts, alt texts and picture labels.

# A line of the final score sheet; .in-line within a log line.
sintra-score-round-colour = Бонус кольору раунду
    .in-line = бонус кольору раунду
sintra-score-windows = Очки вікон
    .in-line = очки вікон
sintra-score-broken-reset = Скидання розбитого скла
    .in-line = скидання розбитого скла
sintra-score-leftover = Скло на смугах
    .in-line = скло на смугах
sintra-score-broken-track = Розбите скло
    .in-line = розбите скло
sintra-score-ornaments = Орнаменти
    .in-line = орнаменти
sintra-score-colour-windows = Найкращий колір
    .in-line = найкращий колір

# A glass colour in lower case.
sintra-pink = рожевий
sintra-orange = помаранчевий
sintra-yellow = жовтий
sintra-green = зелений
sintra-blue = синій
sintra-red = червоний
sintra-purple = фіолетовий

sintra-round-colour = колір раунду

# Menus: prompts and button labels.
sintra-take-glass-or-move-the-glazier = Візьміть скло з фабрики чи з центру або поверніть скляра
sintra-move-the-glazier-back = Повернути скляра
sintra-which-strip-for = На яку смугу покласти { $count } × { $colour }
sintra-which-strip = Яка смуга?
sintra-which-piece-into-the-window = Яке скло йде у вікно?
sintra-plus-start-marker = {" "}+ маркер першого
sintra-all-break = , усі розіб'ються
sintra-strip-label = Смуга
sintra-pieces-in = шт.
sintra-completes = завершить
sintra-broken = розбито

# Pictures.
sintra-no-such-player = Немає такого гравця
sintra-place-on-a-green-strip = Викладіть на зелену смугу:
sintra-choose-the-piece-for-window = Оберіть скло для вікна
sintra-your-turn-take-glass = Ваш хід: скло або скляр назад
sintra-done = готово
sintra-complete-windows = Готових вікон
sintra-broken-glass = Розбите скло
sintra-drawn-to-start = За жеребом починає
sintra-places = викладає
sintra-fills-the-window-under-strip = заповнює вікно під смугою
sintra-empty = порожньо

# The log.
sintra-strip = смуга
sintra-start-marker = маркер першого гравця
sintra-glazier-back = скляр назад
sintra-broken-label = розбито:
sintra-broken-glass-in-line = розбите скло
sintra-completed = завершена
sintra-moves-the-glazier-back = повертає скляра

# Alt texts.
sintra-factories-with-glass = фабрики зі склом
sintra-windows-complete = вікон зібрано
sintra-glass-in-windows = скла у вікнах

# Підказки: чим добрий хід (після «💡 <хід> — »).

sintra-why-completes = завершує смугу { $strip }: +{ $points } { $points ->
        [one] очко
        [few] очки
       *[other] очок
    } одразу
sintra-why-take-completes = вистачить, щоб завершити смугу { $strip }
sintra-why-fills = на смузі { $strip } буде { $filled } з { $size }
sintra-why-breaks = { $count ->
        [0] нічого не б'ється
        [one] б'ється { $count } скло
        [few] б'ються { $count } скла
       *[other] б'ються { $count } скел
    }
sintra-why-start-marker = ви починаєте наступний раунд
sintra-why-reset = скляр повертається до першої смуги, де { $pieces ->
        [one] чекає { $pieces } скло
        [few] чекають { $pieces } скла
       *[other] чекають { $pieces } скел
    }
sintra-why-window-colour = { $count } { $count ->
        [one] скло
        [few] скла
       *[other] скел
    } цього кольору у ваших вікнах{ $best ->
        [yes] , ваш найкращий колір
       *[no] {""}
    }
