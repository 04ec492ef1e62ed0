# sintra: the registry's words (names, start command, options) in ru.

game-sintra = Азул: Витражи Синтры
    .choice = Витражи Синтры

option-side-a = A (Синтра)

option-side-b = B (Синтра)

sintra-options = Сторона планшета: { $side ->
        [b] B
       *[a] A (орнаменты)
    }

# The presentation: menus, log, counts, alt texts and picture labels.

# A line of the final score sheet; .in-line within a log line.
sintra-score-round-colour = Бонус цвета раунда
    .in-line = бонус цвета раунда
sintra-score-windows = Очки окон
    .in-line = очки окон
sintra-score-broken-reset = Сброс разбитого стекла
    .in-line = сброс разбитого стекла
sintra-score-leftover = Стёкла на полосах
    .in-line = стёкла на полосах
sintra-score-broken-track = Разбитое стекло
    .in-line = разбитое стекло
sintra-score-ornaments = Орнаменты
    .in-line = орнаменты
sintra-score-colour-windows = Лучший цвет
    .in-line = лучший цвет

# A glass colour in lower case.
sintra-pink = розовый
sintra-orange = оранжевый
sintra-yellow = жёлтый
sintra-green = зелёный
sintra-blue = синий
sintra-red = красный
sintra-purple = фиолетовый

sintra-round-colour = цвет раунда

# Menus: prompts and button labels.
sintra-take-glass-or-move-the-glazier = Возьмите стекло с фабрики или из центра, или верните стекольщика
sintra-move-the-glazier-back = Вернуть стекольщика
sintra-which-strip-for = На какую полосу положить { $count } × { $colour }
sintra-which-strip = Какая полоса?
sintra-which-piece-into-the-window = Какое стекло идёт в окно?
sintra-plus-start-marker = {" "}+ маркер первого
sintra-all-break = , все разобьются
sintra-strip-label = Полоса
sintra-pieces-in = шт.
sintra-completes = завершит
sintra-broken = разбито

# Pictures.
sintra-no-such-player = Нет такого игрока
sintra-place-on-a-green-strip = Выложите на зелёную полосу:
sintra-choose-the-piece-for-window = Выберите стекло для окна
sintra-your-turn-take-glass = Ваш ход: стекло или стекольщик назад
sintra-done = готово
sintra-complete-windows = Готовых окон
sintra-broken-glass = Разбитое стекло
sintra-drawn-to-start = По жребию начинает
sintra-places = выкладывает
sintra-fills-the-window-under-strip = заполняет окно под полосой
sintra-empty = пусто

# The log.
sintra-strip = полоса
sintra-start-marker = маркер первого игрока
sintra-glazier-back = стекольщик назад
sintra-broken-label = разбито:
sintra-broken-glass-in-line = разбитое стекло
sintra-completed = завершена
sintra-moves-the-glazier-back = возвращает стекольщика

# Alt texts.
sintra-factories-with-glass = фабрики со стеклом
sintra-windows-complete = окон собрано
sintra-glass-in-windows = стекла в окнах

# Подсказки: чем хорош ход (после «💡 <ход> — »).

sintra-why-completes = завершает полосу { $strip }: +{ $points } { $points ->
        [one] очко
        [few] очка
       *[other] очков
    } сразу
sintra-why-take-completes = хватит, чтобы завершить полосу { $strip }
sintra-why-fills = на полосе { $strip } будет { $filled } из { $size }
sintra-why-breaks = { $count ->
        [0] ничего не бьётся
        [one] бьётся { $count } стекло
        [few] бьются { $count } стекла
       *[other] бьются { $count } стёкол
    }
sintra-why-start-marker = вы начинаете следующий раунд
sintra-why-reset = стекольщик возвращается к первой полосе, где { $pieces ->
        [one] ждёт { $pieces } стекло
        [few] ждут { $pieces } стекла
       *[other] ждут { $pieces } стёкол
    }
sintra-why-window-colour = { $count } { $count ->
        [one] стекло
        [few] стекла
       *[other] стёкол
    } этого цвета в ваших окнах{ $best ->
        [yes] , ваш лучший цвет
       *[no] {""}
    }
