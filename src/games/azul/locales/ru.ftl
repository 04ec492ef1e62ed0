# azul: the registry's words (names, start command, options) in ru.

game-azul = Азул
    .choice = Азул (оригинал)

command-azul = azul
    .description = Сыграть в «Азул», «Азул: Летний павильон» или «Азул: Витражи Синтры»

option-side-grey = серая (Азул: любая клетка ряда)

azul-options = Сторона планшета: { $side ->
        [grey] серая стена (плитка — на любую клетку своего ряда, один цвет в столбце)
       *[coloured] цветная стена
    }

# The presentation: menus, log, counts, alt texts and picture labels.

azul-gain = +{ $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очков
    }
azul-colour-blue = синий
azul-colour-yellow = жёлтый
azul-colour-red = красный
azul-colour-black = чёрный
azul-colour-white = белый
azul-lid = Крышка
azul-floor = Пол
azul-complete-rows = { $rows } { $rows ->
        [one] полный ряд
        [few] полных ряда
        [many] полных рядов
       *[other] полных рядов
    }
azul-take-prompt = Какие плитки взять?
azul-plus-marker = + маркер
azul-destination-prompt = На какую линию? (что не поместится, упадёт на пол)
azul-line = Линия
azul-floor-short = пол
azul-floor-line = Линия пола
azul-space-prompt = Какая клетка { $row }-го ряда стены?
azul-column = Столбец
azul-wall-tiling = выкладка на стену
azul-taking-tiles = набор плиток
azul-drawn-to-start = начинает { $name } (по жребию)
azul-to-line = → линия { $line }
azul-to-floor-line = → линия пола
azul-fell-to-floor = { $tiles } на пол
azul-to-lid = { $tiles } в крышку
azul-marker-taken = маркер первого игрока
azul-marker-taken-floor-full = маркер первого игрока (пол полон)
azul-tiled = { $colour } → ряд { $row }
azul-tiled-column = { $colour } → ряд { $row }, столбец { $column }
azul-line-dropped = линия { $line } ({ $colour }) падает на пол
azul-row-completed = ряд { $row } собран: последний раунд
azul-bag-refilled = мешок пополнен из крышки ({ $tiles } { $tiles ->
        [one] плитка
        [few] плитки
        [many] плиток
       *[other] плиток
    })
azul-rows-dead = ни один ряд ни одной стены уже не заполнить
azul-stalled = уже пять раундов ни одна плитка не попала на стену
azul-tiles-ran-out = плиток для раздачи не осталось
azul-starts = начинает { $name }
azul-moves = ходит
azul-alt-factories = фабрики с плитками
azul-alt-centre = центр
azul-alt-marker-in-centre = маркер первого игрока в центре
azul-alt-wall = стена
azul-alt-lines = линии узора
azul-yes = да
azul-no = нет
azul-with-marker = с маркером первого игрока
azul-score-wall = Плитки на стене
azul-score-rows = Полные ряды (+2)
azul-score-columns = Полные столбцы (+7)
azul-score-colours = Все пять одного цвета (+10)

# Подсказки: чем хорош ход (после «💡 <ход> — »).

azul-why-line-full = линия { $line } заполнится: не меньше { $gain } в конце раунда
azul-why-line-builds = в линии { $line } будет { $have } из { $size }, { $gain } когда заполнится
azul-why-completes-colour = все пять плиток одного цвета на стене: { $colour } (+10 в конце)
azul-why-completes-column = собирает столбец { $column } стены (+7 в конце)
azul-why-completes-row = собирает ряд { $row } стены (+2 в конце)
azul-why-denies = линию { $line } соперника уже не заполнить в этом раунде
azul-why-to-floor = оставляет ваши линии узора для лучших плиток, ценой { $cost } на полу
azul-why-floor-worth = стоит { $cost } на полу
azul-why-no-floor = на пол ничего не падает
azul-why-marker = вы начинаете следующий раунд
azul-why-tile = { $gain } на стене
azul-why-tile-best = { $gain } на стене, больше всего в этом ряду

azul-learn-goal = Наберите больше всех очков. Плитки приносят очки, попадая на стену; полные ряды, столбцы и цвета дают бонусы в конце. Игра заканчивается после раунда, в котором кто-то заполнил горизонтальный ряд своей стены.
azul-learn-take-title = Взять плитки
azul-learn-take = Каждая кнопка забирает все плитки одного цвета с одной фабрики или из центра («◆ Синий ×2 · Фабрика 3»); остальные плитки этой фабрики уходят в центр. Берите то, что поместится в линию узора, которую вы собираете: что не поместится, упадёт на линию пола и отнимет очки.
azul-learn-line-title = Выбор линии узора
azul-learn-line = Положите плитки на одну линию узора (линия 1 вмещает 1 плитку, линия 5 — 5) или на **Линию пола**. В линии только один цвет, и не тот, что уже есть в её ряду стены. Каждая кнопка показывает, что будет в линии, очки за её заполнение и что упадёт на пол. В конце раунда из каждой полной линии одна плитка переходит на стену.
azul-learn-marker-title = Маркер первого игрока
azul-learn-marker = Вы первым в этом раунде берёте из центра, поэтому маркер первого игрока идёт вместе с плитками: он занимает крайнюю левую свободную клетку линии пола и отнимает очки, как плитка, зато следующий раунд начинаете вы. Штраф пола на кнопках уже его учитывает.
azul-learn-floor-title = Только линия пола
azul-learn-floor = Ни одна линия узора не примет этот цвет: в каждой линии с местом другой цвет или её ряд стены уже содержит этот. Остаётся только **Линия пола**: все плитки падают на пол, клетки которого стоят −1, −1, −2, −2, −2, −3, −3. То, что не влезло на полный пол, уходит в крышку.
azul-learn-wall-title = Выбор клетки стены
azul-learn-wall = Серая сторона: из полной линии узора одна плитка переходит в её ряд стены, на любую клетку, в столбце которой ещё нет этого цвета. Каждая кнопка **Столбец** показывает очки за клетку: 1, если плитка одна, иначе её горизонтальная цепочка плюс вертикальная. Остальные плитки линии уходят в крышку.
