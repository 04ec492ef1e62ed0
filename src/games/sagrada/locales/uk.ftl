# sagrada: the registry's words (names, start command, options) in uk.

game-sagrada = Саграда
    .choice = Саграда

command-sagrada = sagrada
    .description = Зіграти в «Саграду» — вітражі з кубиків

option-difficulty = складність
    .description = Складність одиночної гри: 1 (найважча) – 5 (найлегша)

sagrada-options = Складність одиночної гри: { $difficulty } (якщо грає одна людина)

# Sagrada's presentation: colours, tool cards, objectives, menus, pictures, the log.

sagrada-colour-red = червоний
    .shades = Відтінки червоного

sagrada-colour-yellow = жовтий
    .shades = Відтінки жовтого

sagrada-colour-green = зелений
    .shades = Відтінки зеленого

sagrada-colour-blue = синій
    .shades = Відтінки синього

sagrada-colour-purple = фіолетовий
    .shades = Відтінки фіолетового

sagrada-score-favor = Жетони прихильності

sagrada-round-track = Трек раундів

sagrada-choosing-patterns = Обирають візерунок вікна

sagrada-tool-grozing-pliers = Щипці
    .reminder = взятий кубик +1 або −1
    .rules = Узявши кубик, збільште або зменште його значення на 1. 1 не можна перетворити на 6, а 6 — на 1.

sagrada-tool-eglomise-brush = Пензель для еґломізе
    .reminder = пересунути кубик, ігноруючи колір
    .rules = Пересуньте будь-який кубик у своєму вітражі, не зважаючи на колір клітинок. Усі інші правила розміщення діють.

sagrada-tool-copper-foil-burnisher = Полірувальник фольги
    .reminder = пересунути кубик, ігноруючи значення
    .rules = Пересуньте будь-який кубик у своєму вітражі, не зважаючи на числа на клітинках. Усі інші правила розміщення діють.

sagrada-tool-lathekin = Латекін
    .reminder = пересунути рівно два кубики
    .rules = Пересуньте рівно два кубики у своєму вітражі, дотримуючись усіх правил розміщення.

sagrada-tool-lens-cutter = Склоріз
    .reminder = обміняти взятий кубик із треком
    .rules = Узявши кубик, обміняйте його на кубик із треку раундів.

sagrada-tool-flux-brush = Флюсовий пензель
    .reminder = перекинути взятий кубик
    .rules = Узявши кубик, перекиньте його. Якщо його тепер не можна розмістити, він повертається в запас.

sagrada-tool-glazing-hammer = Молоток
    .reminder = перекинути запас (2-й хід)
    .rules = Перекиньте всі кубики запасу. Лише у другому ході раунду, перш ніж узяти кубик.

sagrada-tool-running-pliers = Кусачки
    .reminder = 2-й кубик зараз, без 2-го ходу
    .rules = У першому ході раунду одразу візьміть і розмістіть другий кубик. Свій другий хід у цьому раунді ви пропускаєте.

sagrada-tool-cork-backed-straightedge = Лінійка на корку
    .reminder = покласти далеко від кубиків
    .rules = Узявши кубик, покладіть його в клітинку, поруч із якою немає жодного кубика, і по діагоналі теж. Усі інші правила розміщення діють.

sagrada-tool-grinding-stone = Точильний камінь
    .reminder = перевернути взятий кубик
    .rules = Узявши кубик, переверніть його протилежною гранню догори: 6 стане 1, 5 — 2, 4 — 3.

sagrada-tool-flux-remover = Розчинник флюсу
    .reminder = обміняти з мішком, вибрати значення
    .rules = Узявши кубик, поверніть його в мішок і витягніть інший. Оберіть його значення й розмістіть його або поверніть у запас.

sagrada-tool-tap-wheel = Склоріз-коліщатко
    .reminder = пересунути ≤2 кубики кольору з треку
    .rules = Пересуньте до двох кубиків одного кольору, такого самого, як у кубика на треку раундів, дотримуючись усіх правил розміщення.

sagrada-public-row-color-variety = Кольори в рядах
    .how = за ряд без повтору кольору

sagrada-public-column-color-variety = Кольори в стовпцях
    .how = за стовпець без повтору кольору

sagrada-public-row-shade-variety = Значення в рядах
    .how = за ряд без повтору значення

sagrada-public-column-shade-variety = Значення в стовпцях
    .how = за стовпець без повтору значення

sagrada-public-light-shades = Світлі відтінки
    .how = за набір 1 + 2

sagrada-public-medium-shades = Середні відтінки
    .how = за набір 3 + 4

sagrada-public-deep-shades = Темні відтінки
    .how = за набір 5 + 6

sagrada-public-shade-variety = Усі значення
    .how = за набір 1–6

sagrada-public-color-variety = Усі кольори
    .how = за набір з 5 кольорів

sagrada-public-color-diagonals = Кольорові діагоналі
    .how = за кубик у діагоналі свого кольору

sagrada-prompt-turn = Візьміть кубик, застосуйте інструмент або завершіть хід

sagrada-prompt-place = Куди покласти кубик?

sagrada-die-numbered = Кубик

sagrada-place-the-die = Покласти кубик

sagrada-prompt-place-or-tool = Покладіть кубик або застосуйте до нього інструмент

sagrada-prompt-pay = Яким кубиком кольору інструмента заплатити?

sagrada-prompt-adjust = Збільшити чи зменшити кубик?

sagrada-prompt-swap-round = Обміняти на кубик якого раунду?

sagrada-prompt-which-die = Який кубик?

sagrada-prompt-drawn-value = Оберіть значення витягнутого кубика

sagrada-prompt-which-moves = Який кубик перекласти?

sagrada-stop-moving = Більше не переміщувати

sagrada-end-turn = Завершити хід

sagrada-your-private-shades-of = Ваша особиста ціль: відтінки кольору

sagrada-or = {" "}або{" "}

sagrada-choose-pattern = Оберіть візерунок вікна

sagrada-pattern-chosen-later = Візерунок обрано — відкриється, коли оберуть усі

sagrada-choosing-a-pattern = Обирає візерунок…

sagrada-favor-tokens = Жетони прихильності

sagrada-in-hand-place = У руці — покладіть

sagrada-in-hand-adjust = У руці — +1 або −1

sagrada-in-hand-swap = У руці — обмін із треком

sagrada-choose-value = Оберіть значення

sagrada-moving-dice = Переміщення кубиків

sagrada-your-move = Ваш хід

sagrada-draft-tool-or-pass = візьміть кубик, інструмент або пас

sagrada-privates-best = Особисті цілі (найкраща)

sagrada-private-objective = Особиста ціль

sagrada-solo-target = Ціль соло

sagrada-draft-pool = Запас кубиків

sagrada-in-hand = У руці:

sagrada-tool-cards = Інструменти

sagrada-target-beaten = Ціль { $target }: { $won ->
        [yes] перевершено
       *[no] не перевершено
    }

sagrada-public-objectives = Спільні цілі

sagrada-pattern-chosen = Вітраж обрано ✓

sagrada-log-chooses-pattern = обирає візерунок вікна

sagrada-log-patterns-revealed = візерунки відкрито

sagrada-log-drafts = бере

sagrada-log-die = кубик

sagrada-log-public-objectives = спільні цілі

sagrada-log-paid-with = оплата:

sagrada-log-pool-rerolled = запас перекинуто

sagrada-log-drawn = витягнуто:

sagrada-log-value-chosen = обрано значення:

sagrada-log-back-to-pool = назад у запас

sagrada-log-drafts-again = бере ще кубик зараз

sagrada-log-ends-turn = завершує хід

sagrada-log-picks-die = обирає кубик для переміщення:

sagrada-log-stops-moving = більше не переміщує кубики

sagrada-log-favor-paid = { $count ->
        [one] { $count } жетон прихильності
        [few] { $count } жетони прихильності
        [many] { $count } жетонів прихильності
       *[other] { $count } жетона прихильності
    }

sagrada-favor-token-count = { $count ->
        [one] { $count } жетон
        [few] { $count } жетони
        [many] { $count } жетонів
       *[other] { $count } жетона
    }

sagrada-tool-cards-heading = Карти інструментів

sagrada-used = використано

sagrada-costs-pool-die = коштує кубик із запасу:

sagrada-next-use = наступне використання:

sagrada-one-tool-a-turn = Не більше одного інструмента за хід. Кубик, що пересувається, не вважається сусідом самому собі.

sagrada-alt-draft-pool = пул кубиків

sagrada-alt-dice-in-bag = кубиків у мішку

sagrada-alt-dice-placed = кубиків викладено

sagrada-alt-favor-tokens = жетони прихильності

sagrada-alt-private-objective = особиста ціль

sagrada-round-order = Порядок ходів

sagrada-tool-cards-caption = Інструменти · ціна в жетонах прихильності

sagrada-tool-cards-solo-caption = Інструменти · плата: кубик цього кольору із запасу

sagrada-tool-price-rule = Інструмент коштує 1 жетон прихильності, 2 — якщо на його карті вже є жетони; не більше одного за хід.

# Підказки: чим добрий хід (після «💡 <хід> — »).

sagrada-why-pattern = { $tokens } { $tokens ->
        [one] жетон прихильності
        [few] жетони прихильності
       *[other] жетонів прихильності
    }{ $mine ->
        [0] {""}
        [one] , { $mine } клітинка вашого особистого кольору
        [few] , { $mine } клітинки вашого особистого кольору
       *[other] , { $mine } клітинок вашого особистого кольору
    }
sagrada-why-pattern-solo = мало обмежень{ $mine ->
        [0] {""}
        [one] , { $mine } клітинка ваших особистих кольорів
        [few] , { $mine } клітинки ваших особистих кольорів
       *[other] , { $mine } клітинок ваших особистих кольорів
    }
sagrada-why-goes-to = { $die } на { $cell }
sagrada-why-blocks = { $spaces ->
        [0] усі вільні клітинки ще можна заповнити
        [one] { $spaces } клітинку вже не заповнити
        [few] { $spaces } клітинки вже не заповнити
       *[other] { $spaces } клітинок уже не заповнити
    }
sagrada-why-public = +{ $points } за «{ $name }»
sagrada-why-private = +{ $points } за особисту ціль ({ $shades })
sagrada-why-moves-to = переносить кубик на { $cell }
sagrada-why-tool = { $tool }: місце для кубика краще, ніж без інструмента
sagrada-why-end-turn = більше нічого цього ходу не вигідно
sagrada-why-pass = будь-який кубик, що лишився, зіпсував би клітинку вашого вітража

sagrada-learn-goal = За 10 раундів складіть із кубиків найцінніший вітраж. Спільні цілі приносять очки всім, ваша таємна особиста ціль — суму крапок на кубиках її кольору, кожен невитрачений жетон прихильності — 1 очко; кожна порожня клітинка забирає 1.
sagrada-learn-pattern-title = Вибір вітража
sagrada-learn-pattern = Кожна кнопка — один із чотирьох ваших вітражів, зі складністю (●). Кольорова клітинка приймає лише цей колір, клітинка з числом — лише це значення. Жетонів прихильності ви отримуєте стільки, яка складність: складніший вітраж оплатить більше інструментів.
sagrada-learn-turn-title = Ваш хід
sagrada-learn-turn = Щоходу можна взяти один кубик із запасу (кнопки **Кубик**, наприклад «Кубик 3: 5 червоний») і покласти його, а також застосувати одну карту інструмента, у будь-якому порядку; обидві дії за бажанням. **Завершити хід** без кубика — це пас. У кожному раунді всі мають по два ходи: за годинниковою стрілкою, потім назад.
sagrada-learn-first-die-title = Перший кубик
sagrada-learn-first-die = Перший кубик кладуть на крайню або кутову клітинку вітража. Кожна кнопка — клітинка, куди він підходить: кольорова клітинка приймає лише цей колір, клітинка з числом — лише це значення. Число після клітинки («B1 +2») — те, що він додасть за спільними цілями.
sagrada-learn-place-title = Куди покласти кубик
sagrada-learn-place = Кожна кнопка — клітинка, куди можна покласти кубик: він має торкатися покладеного кубика стороною або кутом, відповідати кольору чи числу клітинки й ніколи не лежати поруч по стороні з кубиком того самого кольору чи значення. Число після клітинки — те, що він додасть за спільними цілями.
sagrada-learn-hold-title = Кубик у руці
sagrada-learn-hold = Ви тримаєте взятий кубик, і його треба покласти цього ходу. **Покласти кубик** обирає клітинку; кнопка карти інструмента спершу застосовує цей інструмент до кубика (змінити значення, обміняти чи перекинути), якщо вистачає жетонів прихильності.
sagrada-learn-tools-title = Карти інструментів
sagrada-learn-tools = Окрім узяття кубика, за хід можна застосувати одну карту інструмента: її кнопка називає карту й ціну в жетонах прихильності (●): 1, доки її ніхто не застосовував, потім 2. **Інструменти** показує, що робить кожна карта. **Завершити хід** без кубика — це пас.
sagrada-learn-end-turn-title = Кінець ходу
sagrada-learn-end-turn = Ваш кубик лежить. Можна ще застосувати карту інструмента, яка діє зараз, якщо вистачає жетонів; **Завершити хід** передає хід далі. Наприкінці раунду кубики, що лишилися в запасі, ідуть на трек раундів.
sagrada-learn-adjust-title = Щипці
sagrada-learn-adjust = Щипці: **+1** збільшує кубик у руці на одиницю, **−1** зменшує на одиницю; 6 не стає 1, а 1 — 6. Потім ви кладете його як зазвичай.
sagrada-learn-swap-title = Склоріз
sagrada-learn-swap = Склоріз: оберіть раунд на треку раундів, потім один із його кубиків; він міняється місцями з кубиком у вашій руці, який ви потім кладете як зазвичай.
sagrada-learn-value-title = Розчинник флюсу
sagrada-learn-value = Розчинник флюсу: ваш кубик повернувся в мішок, і витягнуто новий кубик указаного кольору. Кожна кнопка задає його значення (від 1 до 6); потім ви кладете його, або він повертається в запас, якщо нікуди не підходить.
sagrada-learn-move-title = Переміщення кубиків
sagrada-learn-move = Інструмент переміщення: оберіть покладений кубик (клітинку), потім клітинку, куди він іде. Пензель для еґломізе не зважає на колір клітинок, Полірувальник фольги — на числа; Латекін переміщує рівно два кубики, Склоріз-коліщатко — до двох одного кольору з треку раундів. **Більше не переміщувати** завершує. Інші правила діють.
