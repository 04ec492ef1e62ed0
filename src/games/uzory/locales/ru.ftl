# uzory: the registry's words (names, start command, options) in ru.

game-uzory = Узоры
    .choice = Узоры

command-uzory = uzory
    .description = Сыграть в «Узоры» — витраж из жетонов

uzory-options = Обычные правила

# The presentation: menus, log, counts, alt texts and picture labels.

uzory-score-victory-points = Победные очки
uzory-colour-white = белый
uzory-colour-red = красный
uzory-colour-blue = синий
uzory-colour-green = зелёный
uzory-colour-yellow = жёлтый
uzory-end-field-full = поле заполнено
uzory-end-all-passed = все спасовали
uzory-choose-tile-or-pass = Выберите жетон из руки или пас
uzory-tile = Плитка
uzory-turn-clockwise-by = Повернуть по часовой стрелке на…
uzory-where-does-it-go = Куда положить?
uzory-pass-swap-hand = Пас (сменить всю руку)
uzory-who-scores-tied-frame = В рамке ничья: кто получает очко?
uzory-keep-my-tiles = Оставить жетоны
uzory-discard-tile = Сбросить жетон
uzory-discard-before-drawing = Сбросить жетоны перед добором до трёх?
uzory-turn = Ход
uzory-tie = ничья
uzory-frame = рамка
uzory-frames-count = { $frames } { $frames ->
        [one] рамка
        [few] рамки
        [many] рамок
       *[other] рамок
    }
uzory-nobody = никто
uzory-title = Узоры
uzory-place-a-tile-or-pass = выложить жетон или спасовать
uzory-choose-who-scores-tie = выбрать, кто получит очко за рамку (?)
uzory-discard-tiles-or-keep = сбросить жетоны или оставить
uzory-passes-in-a-row = пасов подряд
uzory-scored-frame = рамка с очком
uzory-frame-nobody-scored = очко никому
uzory-won = Победа:
uzory-hand = в руке
uzory-your-turn-pick = Ваш ход: выберите жетон, поворот и клетку
uzory-hand-rotations-clockwise = Ваши жетоны · повороты по часовой стрелке
uzory-marker-top-before-turning = указывает на верх жетона до поворота
uzory-no-tiles-in-hand = В руке нет жетонов
uzory-hand-hidden = Жетоны скрыты
uzory-tiles = жетонов
uzory-pile = Колода
uzory-frame-closed = рамка закрыта
uzory-tile-placed-at = жетон на
uzory-nobody-scores = никто не получает очко
uzory-tie-label = ничья:
uzory-or = или
uzory-tied-frame-awarded = ничья в рамке решена
uzory-discards-shuffled = сброс перемешан в новую стопку
uzory-keeps-the-hand = оставляет руку
uzory-discards = Сброс
uzory-frames = Рамки
uzory-alt-pile = стопка
uzory-alt-discards = сброс
uzory-alt-tiles-in-hand = жетонов в руке
uzory-alt-frames-closed = рамок закрыто
uzory-discarded = сброшено жетонов: { $tiles }

# Подсказки: чем хорош ход (после «💡 <ход> — »).

uzory-why-frames-mine = замыкает { $frames } { $frames ->
        [one] рамку
        [few] рамки
       *[other] рамок
    } вашего цвета: +{ $frames }
uzory-why-frames-tied = замыкает { $frames ->
        [one] рамку с ничьей, которую можно присудить себе
       *[other] рамки с ничьей ({ $frames }), которые можно присудить себе
    }
uzory-why-frames-theirs = хотя отдаёт { $frames } { $frames ->
        [one] рамку
        [few] рамки
       *[other] рамок
    } другому цвету
uzory-why-lines-join = его свинцовые линии продолжают { $lines } линии соседей
uzory-why-own-colour = вашего цвета на нём больше, чем чужого
uzory-why-hands-nothing = не замыкает рамок для других
uzory-why-pass = новая рука полезнее любой выкладки сейчас
uzory-why-award-self = очко ваше
uzory-why-award-behind = очко получает отстающий игрок
uzory-why-discard = { $tiles ->
        [0] оба жетона стоит оставить
       *[other] { $weak ->
            [yes] { $tiles ->
                [one] у сброшенного жетона
               *[other] у сброшенных жетонов
            } мало линий или мало вашего цвета
           *[no] новые жетоны, скорее всего, полезнее
        }
    }

uzory-learn-goal = Наберите больше всех победных очков, замыкая рамки: участки, которые линии контура и свинцовый край окна отрезают от всех пустых клеток. Рамка приносит очко игроку, чьего цвета в ней больше всего четвертей. Игра кончается, когда окно 6×6 заполнено или все игроки спасовали подряд.
uzory-learn-tile-title = Ваш ход
uzory-learn-tile = Выберите жетон из руки, чтобы выложить его (кнопки **Плитка 1**, **Плитка 2**, **Плитка 3**, по номерам на картинке руки), или **Пас (сменить всю руку)**: сбросьте все три жетона и возьмите три новых.
uzory-learn-rotate-title = Поворот жетона
uzory-learn-rotate = Выберите, на сколько повернуть жетон по часовой стрелке (**0°**, **90°**, **180°**, **270°**): его линии контура и цвета четвертей поворачиваются вместе с ним. Линии соседних жетонов сходятся там, где жетоны соприкасаются, и так тянутся через всё поле.
uzory-learn-cell-title = Выбор клетки
uzory-learn-cell = Каждая кнопка — клетка окна 6×6 (ряды A–F, столбцы 1–6) рядом с выложенным жетоном. Кладите четверти своего цвета туда, где вокруг них могут замкнуться линии: замкнутый участок приносит очко цвету, у которого в нём больше всего четвертей.
uzory-learn-frame-title = Замкнуть рамку
uzory-learn-frame = Клетка с пометкой «рамка» замыкает её: линии и край окна отрезают участок от всех пустых клеток. Кнопка говорит, кто получит очко: игрок, чьего цвета больше всего четвертей, или никто, если белых больше или цвета игроков там нет. Победное очко достаётся ему, кто бы ни замкнул рамку.
uzory-learn-discard-title = Сброс
uzory-learn-discard = Ваш жетон выложен. **Оставить жетоны** сохраняет остальные; кнопка **Сбросить жетон** сбрасывает один или оба. Затем вы добираете из стопки до трёх. Сбрасывайте жетоны, которые не помогут вашему цвету.
uzory-learn-tie-title = Ничья в рамке
uzory-learn-tie = В замкнутой вами рамке у нескольких цветов игроков поровну наибольшее число четвертей: вы выбираете, кто получит очко. Каждая кнопка — цвет игрока; этот игрок получает победное очко.
uzory-learn-pass-title = После паса
uzory-learn-pass = Другой игрок только что спасовал. Если вы тоже спасуете, все спасуют подряд и игра сразу закончится: побеждает тот, у кого больше победных очков. Чтобы играть дальше, выложите жетон.
