# uzory: the registry's words (names, start command, options) in uk.

game-uzory = Узори
    .choice = Узори

command-uzory = uzory
    .description = Зіграти в «Узори» — вітраж із жетонів

uzory-options = Звичайні правила

# The presentation: menus, log, counts, alt texts and picture labels.

uzory-score-victory-points = Переможні очки
uzory-colour-white = білий
uzory-colour-red = червоний
uzory-colour-blue = синій
uzory-colour-green = зелений
uzory-colour-yellow = жовтий
uzory-end-field-full = поле заповнено
uzory-end-all-passed = усі спасували
uzory-choose-tile-or-pass = Оберіть жетон з руки або пас
uzory-tile = Плитка
uzory-turn-clockwise-by = Повернути за годинниковою стрілкою на…
uzory-where-does-it-go = Куди покласти?
uzory-pass-swap-hand = Пас (замінити всю руку)
uzory-who-scores-tied-frame = У рамці нічия: хто отримує очко?
uzory-keep-my-tiles = Залишити жетони
uzory-discard-tile = Скинути жетон
uzory-discard-before-drawing = Скинути жетони перед добором до трьох?
uzory-turn = Хід
uzory-tie = нічия
uzory-frame = рамка
uzory-frames-count = { $frames } { $frames ->
        [one] рамка
        [few] рамки
        [many] рамок
       *[other] рамок
    }
uzory-nobody = ніхто
uzory-title = Узори
uzory-place-a-tile-or-pass = викласти жетон або спасувати
uzory-choose-who-scores-tie = обрати, хто отримає очко за рамку (?)
uzory-discard-tiles-or-keep = скинути жетони або залишити
uzory-passes-in-a-row = пасів поспіль
uzory-scored-frame = рамка з очком
uzory-frame-nobody-scored = очко нікому
uzory-won = Перемога:
uzory-hand = у руці
uzory-your-turn-pick = Ваш хід: оберіть жетон, поворот і клітинку
uzory-hand-rotations-clockwise = Ваші жетони · повороти за годинниковою стрілкою
uzory-marker-top-before-turning = вказує на верх жетона до повороту
uzory-no-tiles-in-hand = У руці немає жетонів
uzory-hand-hidden = Жетони приховано
uzory-tiles = жетонів
uzory-pile = Колода
uzory-frame-closed = рамку закрито
uzory-tile-placed-at = жетон на
uzory-nobody-scores = ніхто не отримує очко
uzory-tie-label = нічия:
uzory-or = чи
uzory-tied-frame-awarded = нічию в рамці вирішено
uzory-discards-shuffled = скинуте перемішано в нову стопку
uzory-keeps-the-hand = залишає руку
uzory-discards = Скид
uzory-frames = Рамки
uzory-alt-pile = стос
uzory-alt-discards = скинуто
uzory-alt-tiles-in-hand = жетонів у руці
uzory-alt-frames-closed = рамок закрито
uzory-discarded = скинуто жетонів: { $tiles }

# Підказки: чим добрий хід (після «💡 <хід> — »).

uzory-why-frames-mine = замикає { $frames } { $frames ->
        [one] рамку
        [few] рамки
       *[other] рамок
    } вашого кольору: +{ $frames }
uzory-why-frames-tied = замикає { $frames ->
        [one] рамку з нічиєю, яку можна присудити собі
       *[other] рамки з нічиєю ({ $frames }), які можна присудити собі
    }
uzory-why-frames-theirs = хоча віддає { $frames } { $frames ->
        [one] рамку
        [few] рамки
       *[other] рамок
    } іншому кольору
uzory-why-lines-join = його свинцеві лінії продовжують { $lines } лінії сусідів
uzory-why-own-colour = вашого кольору на ньому більше, ніж чужого
uzory-why-hands-nothing = не замикає рамок для інших
uzory-why-pass = нова рука корисніша за будь-яке викладання зараз
uzory-why-award-self = очко ваше
uzory-why-award-behind = очко отримує гравець, що відстає найбільше
uzory-why-discard = { $tiles ->
        [0] обидва жетони варто залишити
       *[other] { $weak ->
            [yes] { $tiles ->
                [one] у скинутого жетона
               *[other] у скинутих жетонів
            } мало ліній або мало вашого кольору
           *[no] нові жетони, найімовірніше, корисніші
        }
    }

uzory-learn-goal = Наберіть найбільше переможних очок, замикаючи рамки: ділянки, які лінії контуру й свинцевий край вікна відтинають від усіх порожніх клітинок. Рамка приносить очко гравцеві, чийого кольору в ній найбільше чвертей. Гра закінчується, коли вікно 6×6 заповнене або всі гравці спасували поспіль.
uzory-learn-tile-title = Ваш хід
uzory-learn-tile = Оберіть жетон із руки, щоб викласти його (кнопки **Плитка 1**, **Плитка 2**, **Плитка 3**, за номерами на зображенні руки), або **Пас (замінити всю руку)**: скиньте всі три жетони й візьміть три нові.
uzory-learn-rotate-title = Поворот жетона
uzory-learn-rotate = Оберіть, на скільки повернути жетон за годинниковою стрілкою (**0°**, **90°**, **180°**, **270°**): його лінії контуру й кольори чвертей повертаються разом із ним. Лінії сусідніх жетонів сходяться там, де жетони торкаються, і так тягнуться через усе поле.
uzory-learn-cell-title = Вибір клітинки
uzory-learn-cell = Кожна кнопка — клітинка вікна 6×6 (ряди A–F, стовпці 1–6) поруч із викладеним жетоном. Кладіть чверті свого кольору туди, де навколо них можуть замкнутися лінії: замкнена ділянка приносить очко кольору, якого в ній найбільше чвертей.
uzory-learn-frame-title = Замкнути рамку
uzory-learn-frame = Клітинка з позначкою «рамка» замикає її: лінії й край вікна відтинають ділянку від усіх порожніх клітинок. Кнопка каже, хто отримає очко: гравець, чийого кольору найбільше чвертей, або ніхто, якщо білих більше чи кольору гравців там немає. Переможне очко дістається йому, хоч би хто замкнув рамку.
uzory-learn-discard-title = Скидання
uzory-learn-discard = Ваш жетон викладено. **Залишити жетони** зберігає решту; кнопка **Скинути жетон** скидає один чи обидва. Потім ви добираєте зі стосу до трьох. Скидайте жетони, які не допоможуть вашому кольору.
uzory-learn-tie-title = Нічия в рамці
uzory-learn-tie = У замкненій вами рамці кілька кольорів гравців мають порівну найбільше чвертей: ви обираєте, хто отримає очко. Кожна кнопка — колір гравця; цей гравець отримує переможне очко.
uzory-learn-pass-title = Після пасу
uzory-learn-pass = Інший гравець щойно спасував. Якщо ви теж спасуєте, усі спасують поспіль і гра одразу закінчиться: перемагає той, хто має більше переможних очок. Щоб грати далі, викладіть жетон.
