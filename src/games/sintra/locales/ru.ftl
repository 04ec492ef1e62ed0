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

sintra-learn-goal = Наберите больше всех очков за 6 раундов. Завершённая полоса отдаёт одно стекло в окно под ней и приносит очки этого окна, каждого окна правее со стеклом и её стёкол цвета раунда. Разбитое стекло отнимает очки.
sintra-learn-turn-title = Взять стекло
sintra-learn-turn = Выберите **Фабрику** или **Центр**, затем цвет: вы берёте там все стёкла этого цвета, а остальное с фабрики уходит в центр. Затем все стёкла идут на одну полосу: под вашим стекольщиком или любую правее (стекольщик переходит туда).
sintra-learn-colour-title = Выбор стекла
sintra-learn-colour = Каждая кнопка забирает отсюда все стёкла этого цвета («Синий ×3») и говорит, во что обойдётся бой, если ни на одной доступной полосе нет места. Берите цвет, который поместится на полосу под стекольщиком или правее: каждому стеклу нужна пустая клетка его цвета или серая клетка-джокер.
sintra-learn-start-marker-title = Маркер первого игрока
sintra-learn-start-marker = Вы первым в этом раунде берёте из центра: вы забираете и маркер первого игрока («+ маркер первого») и начинаете следующий раунд, но ваш маркер разбитого стекла опускается на одно деление, а это стоит очков.
sintra-learn-strip-title = Выбор полосы
sintra-learn-strip = Каждая кнопка **Полоса** — доступная полоса: под вашим стекольщиком или правее; стекольщик переходит туда. На ней указано, сколько стёкол ляжет и сколько разобьётся. Каждое стекло занимает пустую клетку своего цвета или серую клетку-джокер; если место есть хоть на одной полосе, выбрать нужно такую.
sintra-learn-complete-title = Завершение полосы
sintra-learn-complete = Кнопка со словом «завершит» заполняет полосу: вы получаете 1 очко за каждое стекло цвета раунда на ней, одно стекло уходит в окно под ней (сначала вверх, потом вниз), и вы получаете очки этого окна и каждого окна правее со стеклом. Кнопка показывает сумму.
sintra-learn-broken-title = Разбитое стекло
sintra-learn-broken = Ни на одной доступной полосе нет места для всех этих стёкол: лишние разбиваются. Каждое разбитое стекло опускает ваш маркер разбитого стекла на деление и уходит в башню; значение маркера теряется в конце, а дошедший до низа маркер сразу стоит 18 очков.
sintra-learn-window-title = Стекло в окно
sintra-learn-window = Сторона B: на вашей завершённой полосе несколько цветов; выберите, какое стекло пойдёт в окно под ней. Остальные уходят в башню. В конце сторона B даёт число ваших собранных окон, умноженное на число стёкол вашего лучшего цвета в окнах.
sintra-learn-reset-title = Вернуть стекольщика
sintra-learn-reset = При выкладке стекольщик движется только вправо. **Вернуть стекольщика** занимает весь ход: он встаёт над вашей крайней левой полосой и снова достаёт до всех полос. Или возьмите стекло как обычно.
