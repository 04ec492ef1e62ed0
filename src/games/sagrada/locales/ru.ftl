# sagrada: the registry's words (names, start command, options) in ru.

game-sagrada = Саграда
    .choice = Саграда

command-sagrada = sagrada
    .description = Сыграть в «Саграду» — витражи из кубиков

option-difficulty = сложность
    .description = Сложность одиночной игры: 1 (самая трудная) – 5 (самая лёгкая)

sagrada-options = Сложность одиночной игры: { $difficulty } (если играет один человек)

# Sagrada's presentation: colours, tool cards, objectives, menus, pictures, the log.

sagrada-colour-red = красный
    .shades = Оттенки красного

sagrada-colour-yellow = жёлтый
    .shades = Оттенки жёлтого

sagrada-colour-green = зелёный
    .shades = Оттенки зелёного

sagrada-colour-blue = синий
    .shades = Оттенки синего

sagrada-colour-purple = фиолетовый
    .shades = Оттенки фиолетового

sagrada-score-favor = Фишки привилегий

sagrada-round-track = Счётчик раундов

sagrada-choosing-patterns = Выбирают витраж

sagrada-tool-grozing-pliers = Щипцы
    .reminder = взятый кубик +1 или −1
    .rules = Взяв кубик, увеличьте или уменьшите его значение на 1. 1 нельзя превратить в 6, а 6 — в 1.

sagrada-tool-eglomise-brush = Кисть для эгломизе
    .reminder = переместить кубик без учёта цвета
    .rules = Переместите любой кубик в своём витраже, не учитывая цвет клеток. Все остальные правила размещения действуют.

sagrada-tool-copper-foil-burnisher = Полировщик фольги
    .reminder = переместить кубик без учёта значения
    .rules = Переместите любой кубик в своём витраже, не учитывая числа в ячейках. Все остальные правила размещения действуют.

sagrada-tool-lathekin = Латекин
    .reminder = переместить ровно два кубика
    .rules = Переместите ровно два кубика в своём витраже, соблюдая все правила размещения.

sagrada-tool-lens-cutter = Стеклорез
    .reminder = обменять взятый кубик со счётчиком
    .rules = Взяв кубик, поменяйте его на кубик со счётчика раундов.

sagrada-tool-flux-brush = Флюсовая кисть
    .reminder = перебросить взятый кубик
    .rules = Взяв кубик, перебросьте его. Если его теперь нельзя разместить, он возвращается в резерв.

sagrada-tool-glazing-hammer = Молоток
    .reminder = перебросить резерв (2-й ход)
    .rules = Перебросьте все кубики резерва. Только во втором ходу раунда, до того как взять кубик.

sagrada-tool-running-pliers = Кусачки
    .reminder = 2-й кубик сейчас, без 2-го хода
    .rules = В первом ходу раунда сразу возьмите и разместите второй кубик. Свой второй ход в этом раунде вы пропускаете.

sagrada-tool-cork-backed-straightedge = Линейка на пробке
    .reminder = положить вдали от кубиков
    .rules = Взяв кубик, положите его в ячейку, рядом с которой нет ни одного кубика, и по диагонали тоже. Все остальные правила размещения действуют.

sagrada-tool-grinding-stone = Точильный камень
    .reminder = перевернуть взятый кубик
    .rules = Взяв кубик, переверните его противоположной гранью вверх: 6 станет 1, 5 — 2, 4 — 3.

sagrada-tool-flux-remover = Растворитель флюса
    .reminder = обменять с мешком, выбрать значение
    .rules = Взяв кубик, верните его в мешок и вытяните другой. Выберите его значение и разместите его или верните в резерв.

sagrada-tool-tap-wheel = Стеклорез-колесо
    .reminder = переместить ≤2 кубика цвета со счётчика
    .rules = Переместите до двух кубиков одного цвета, такого же, как у кубика на счётчике раундов, соблюдая все правила размещения.

sagrada-public-row-color-variety = Разноцветные ряды
    .how = за ряд без повтора цвета

sagrada-public-column-color-variety = Разноцветные колонки
    .how = за колонку без повтора цвета

sagrada-public-row-shade-variety = Ряды разной яркости
    .how = за ряд без повтора значения

sagrada-public-column-shade-variety = Колонки разной яркости
    .how = за колонку без повтора значения

sagrada-public-light-shades = Светлые стёкла
    .how = за набор 1 + 2

sagrada-public-medium-shades = Средние стёкла
    .how = за набор 3 + 4

sagrada-public-deep-shades = Тёмные стёкла
    .how = за набор 5 + 6

sagrada-public-shade-variety = Многообразие яркостей
    .how = за набор 1–6

sagrada-public-color-variety = Многообразие красок
    .how = за набор из 5 цветов

sagrada-public-color-diagonals = Цветные диагонали
    .how = за кубик в диагонали своего цвета

sagrada-prompt-turn = Возьмите кубик, примените инструмент или закончите ход

sagrada-prompt-place = Куда положить кубик?

sagrada-die-numbered = Кубик

sagrada-place-the-die = Положить кубик

sagrada-prompt-place-or-tool = Положите кубик или примените к нему инструмент

sagrada-prompt-pay = Каким кубиком цвета инструмента заплатить?

sagrada-prompt-adjust = Увеличить или уменьшить кубик?

sagrada-prompt-swap-round = Обменять на кубик какого раунда?

sagrada-prompt-which-die = Какой кубик?

sagrada-prompt-drawn-value = Выберите значение вытянутого кубика

sagrada-prompt-which-moves = Какой кубик переложить?

sagrada-stop-moving = Больше не двигать

sagrada-end-turn = Закончить ход

sagrada-your-private-shades-of = Ваша личная цель: оттенки цвета

sagrada-or = {" "}или{" "}

sagrada-choose-pattern = Выберите витраж

sagrada-pattern-chosen-later = Узор выбран — откроется, когда выберут все

sagrada-choosing-a-pattern = Выбирает витраж…

sagrada-favor-tokens = Фишки привилегий

sagrada-in-hand-place = В руке — положите

sagrada-in-hand-adjust = В руке — +1 или −1

sagrada-in-hand-swap = В руке — обмен со счётчиком

sagrada-choose-value = Выберите значение

sagrada-moving-dice = Перемещение кубиков

sagrada-your-move = Ваш ход

sagrada-draft-tool-or-pass = возьмите кубик, инструмент или пас

sagrada-privates-best = Личные цели (лучшая)

sagrada-private-objective = Личная цель

sagrada-solo-target = Нейтральный результат

sagrada-draft-pool = Резерв

sagrada-in-hand = В руке:

sagrada-tool-cards = Инструменты

sagrada-target-beaten = Нейтральный результат { $target }: { $won ->
        [yes] превзойдён
       *[no] не превзойдён
    }

sagrada-public-objectives = Общие цели

sagrada-pattern-chosen = Витраж выбран ✓

sagrada-log-chooses-pattern = выбирает витраж

sagrada-log-patterns-revealed = витражи открыты

sagrada-log-drafts = берёт

sagrada-log-die = кубик

sagrada-log-public-objectives = общие цели

sagrada-log-paid-with = оплата:

sagrada-log-pool-rerolled = резерв переброшен

sagrada-log-drawn = вытянут:

sagrada-log-value-chosen = выбрано значение:

sagrada-log-back-to-pool = обратно в резерв

sagrada-log-drafts-again = берёт ещё кубик сейчас

sagrada-log-ends-turn = заканчивает ход

sagrada-log-picks-die = выбирает кубик для перемещения:

sagrada-log-stops-moving = больше не перемещает кубики

sagrada-log-favor-paid = { $count ->
        [one] { $count } фишка привилегий
        [few] { $count } фишки привилегий
        [many] { $count } фишек привилегий
       *[other] { $count } фишки привилегий
    }

sagrada-favor-token-count = { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
        [many] { $count } фишек
       *[other] { $count } фишки
    }

sagrada-tool-cards-heading = Карты инструментов

sagrada-used = использован

sagrada-costs-pool-die = стоит кубик из резерва:

sagrada-next-use = следующее применение:

sagrada-one-tool-a-turn = Не больше одного инструмента за ход. Перемещаемый кубик не считается соседом самому себе.

sagrada-alt-draft-pool = пул кубиков

sagrada-alt-dice-in-bag = кубиков в мешке

sagrada-alt-dice-placed = кубиков выложено

sagrada-alt-favor-tokens = фишки привилегий

sagrada-alt-private-objective = личная цель

sagrada-round-order = Порядок ходов

sagrada-tool-cards-caption = Инструменты · цена в фишках привилегий

sagrada-tool-cards-solo-caption = Инструменты · плата: кубик этого цвета из резерва

sagrada-tool-price-rule = Инструмент стоит 1 фишку привилегий, 2 — если на его карте уже есть фишки; не больше одного за ход.

# Подсказки: чем хорош ход (после «💡 <ход> — »).

sagrada-why-pattern = { $tokens } { $tokens ->
        [one] фишка привилегий
        [few] фишки привилегий
       *[other] фишек привилегий
    }{ $mine ->
        [0] {""}
        [one] , { $mine } клетка вашего личного цвета
        [few] , { $mine } клетки вашего личного цвета
       *[other] , { $mine } клеток вашего личного цвета
    }
sagrada-why-pattern-solo = мало ограничений{ $mine ->
        [0] {""}
        [one] , { $mine } клетка ваших личных цветов
        [few] , { $mine } клетки ваших личных цветов
       *[other] , { $mine } клеток ваших личных цветов
    }
sagrada-why-goes-to = { $die } на { $cell }
sagrada-why-blocks = { $spaces ->
        [0] все свободные клетки ещё можно заполнить
        [one] { $spaces } клетку уже не заполнить
        [few] { $spaces } клетки уже не заполнить
       *[other] { $spaces } клеток уже не заполнить
    }
sagrada-why-public = +{ $points } за «{ $name }»
sagrada-why-private = +{ $points } за личную цель ({ $shades })
sagrada-why-moves-to = переносит кубик на { $cell }
sagrada-why-tool = { $tool }: место для кубика лучше, чем без инструмента
sagrada-why-end-turn = больше ничего в этот ход не выгодно
sagrada-why-pass = любой оставшийся кубик испортил бы клетку вашего витража

sagrada-learn-goal = За 10 раундов соберите из кубиков самый ценный витраж. Общие цели приносят очки всем, ваша тайная личная цель — сумму точек на кубиках её цвета, каждая неизрасходованная фишка привилегий — 1 очко; каждая пустая клетка отнимает 1.
sagrada-learn-pattern-title = Выбор витража
sagrada-learn-pattern = Каждая кнопка — один из четырёх ваших витражей, со сложностью (●). Цветная клетка принимает только этот цвет, клетка с числом — только это значение. Фишек привилегий вы получаете столько, какова сложность: сложный витраж оплатит больше инструментов.
sagrada-learn-turn-title = Ваш ход
sagrada-learn-turn = В каждый ход можно взять один кубик из резерва (кнопки **Кубик**, например «Кубик 3: 5 красный») и положить его, а также применить одну карту инструмента, в любом порядке; оба действия по желанию. **Закончить ход** без кубика — это пас. В каждом раунде у всех по два хода: по часовой стрелке, затем обратно.
sagrada-learn-first-die-title = Первый кубик
sagrada-learn-first-die = Первый кубик кладётся на крайнюю или угловую клетку витража. Каждая кнопка — клетка, куда он подходит: цветная клетка принимает только этот цвет, клетка с числом — только это значение. Число после клетки («B1 +2») — то, что он добавит по общим целям.
sagrada-learn-place-title = Куда положить кубик
sagrada-learn-place = Каждая кнопка — клетка, куда можно положить кубик: он должен касаться лежащего кубика стороной или углом, подходить к цвету или числу клетки и никогда не лежать бок о бок с кубиком того же цвета или того же значения. Число после клетки — то, что он добавит по общим целям.
sagrada-learn-hold-title = Кубик в руке
sagrada-learn-hold = Вы держите взятый кубик, и его нужно положить в этот ход. **Положить кубик** выбирает клетку; кнопка карты инструмента сначала применяет этот инструмент к кубику (изменить значение, обменять или перебросить), если хватает фишек привилегий.
sagrada-learn-tools-title = Карты инструментов
sagrada-learn-tools = Кроме взятия кубика, за ход можно применить одну карту инструмента: её кнопка называет карту и цену в фишках привилегий (●): 1, пока её никто не применял, потом 2. **Инструменты** показывает, что делает каждая карта. **Закончить ход** без кубика — это пас.
sagrada-learn-end-turn-title = Конец хода
sagrada-learn-end-turn = Ваш кубик лежит. Можно ещё применить карту инструмента, которая действует сейчас, если хватает фишек; **Закончить ход** передаёт ход дальше. В конце раунда кубики, оставшиеся в резерве, уходят на счётчик раундов.
sagrada-learn-adjust-title = Щипцы
sagrada-learn-adjust = Щипцы: **+1** увеличивает кубик в руке на единицу, **−1** уменьшает на единицу; 6 не превращается в 1, а 1 — в 6. Затем вы кладёте его как обычно.
sagrada-learn-swap-title = Стеклорез
sagrada-learn-swap = Стеклорез: выберите раунд на счётчике раундов, затем один из его кубиков; он меняется местами с кубиком в вашей руке, который вы затем кладёте как обычно.
sagrada-learn-value-title = Растворитель флюса
sagrada-learn-value = Растворитель флюса: ваш кубик вернулся в мешок, и вытянут новый кубик указанного цвета. Каждая кнопка задаёт его значение (от 1 до 6); затем вы кладёте его, или он возвращается в резерв, если никуда не подходит.
sagrada-learn-move-title = Перемещение кубиков
sagrada-learn-move = Инструмент перемещения: выберите лежащий кубик (клетку), затем клетку, куда он переходит. Кисть для эгломизе не учитывает цвет клеток, Полировщик фольги — числа; Латекин перемещает ровно два кубика, Стеклорез-колесо — до двух одного цвета со счётчика раундов. **Больше не двигать** завершает. Остальные правила действуют.
