# summer_pavilion: the registry's words (names, start command, options) in uk.

game-summer-pavilion = Азул: Літній павільйон
    .choice = Літній павільйон

option-side = сторона
    .description = Сторона планшета (типово: кольорова / A)

option-wilds = джокери
    .description = Порядок джокерів у «Літньому павільйоні» (типово звичайний)

option-side-coloured = кольорова (Літній павільйон, Азул)

option-side-beige = бежева (Літній павільйон, варіант 1)

option-wilds-normal = звичайний

option-wilds-alternative = альтернативний (варіант 2, порядок-заміна)

summer-pavilion-options = Сторона планшета: { $side ->
        [beige] бежева (варіант 1; вартості з планшета повної гри)
       *[coloured] кольорова
    }
    Порядок джокерів: { $wilds ->
        [alternative] альтернативний (варіант 2): заміна, порядок доповнення Glazed Pavilion; перевернутий порядок MINI нам невідомий
       *[normal] звичайний
    }

# The presentation: menus, log, counts, alt texts and picture labels.

summer-pavilion-score-start = Початкові очки
summer-pavilion-score-placement = Викладені плитки
summer-pavilion-score-start-token = Жетон першого гравця
summer-pavilion-score-discard = Скинуті плитки
summer-pavilion-score-leftover = Залишок плиток
summer-pavilion-score-star = Зірка: { $colour ->
        [purple] фіолетова
        [green] зелена
        [orange] помаранчева
        [yellow] жовта
        [blue] синя
        [red] червона
        [multicoloured] різнокольорова
       *[other] { $colour }
    }
summer-pavilion-score-all = Усі місця «{ $number }» зайняті

# A colour: lower case, then agreeing with a star, with one tile as an object, with several tiles.
summer-pavilion-purple = фіолетовий
    .star = фіолетова
    .object = фіолетову
    .plural = фіолетові
summer-pavilion-green = зелений
    .star = зелена
    .object = зелену
    .plural = зелені
summer-pavilion-orange = помаранчевий
    .star = помаранчева
    .object = помаранчеву
    .plural = помаранчеві
summer-pavilion-yellow = жовтий
    .star = жовта
    .object = жовту
    .plural = жовті
summer-pavilion-blue = синій
    .star = синя
    .object = синю
    .plural = сині
summer-pavilion-red = червоний
    .star = червона
    .object = червону
    .plural = червоні

summer-pavilion-factory = Фабрика { $number }
summer-pavilion-star-centre = Центральна зірка
summer-pavilion-star-coloured = { $colour ->
        [purple] Фіолетова зірка
        [green] Зелена зірка
        [orange] Помаранчева зірка
        [yellow] Жовта зірка
        [blue] Синя зірка
       *[red] Червона зірка
    }
summer-pavilion-star-numbered = Зірка { $number }
summer-pavilion-star-left = Ліва зірка
summer-pavilion-star-top-left = Верхня ліва зірка
summer-pavilion-star-top-right = Верхня права зірка
summer-pavilion-star-right = Права зірка
summer-pavilion-star-bottom-right = Нижня права зірка
summer-pavilion-star-bottom-left = Нижня ліва зірка

# Where a space sits in its star.
summer-pavilion-at-top = вгорі
summer-pavilion-at-top-right = праворуч угорі
summer-pavilion-at-bottom-right = праворуч унизу
summer-pavilion-at-bottom = внизу
summer-pavilion-at-bottom-left = ліворуч унизу
summer-pavilion-at-top-left = ліворуч угорі

# Menus: prompts and button labels.
summer-pavilion-take-tiles-from = Взяти плитки з…
summer-pavilion-take-a-bonus-tile = Візьміть бонусну плитку із запасу
summer-pavilion-taking-tiles = набір плиток
summer-pavilion-placing-tiles = викладання плиток
summer-pavilion-bonus-tiles-in-line = бонусні плитки
summer-pavilion-keeping-tiles = вибір плиток на потім
summer-pavilion-wild-in-line = джокер:
summer-pavilion-discard-count = скинути { $count }
summer-pavilion-place-which-colour-or-pass = Який колір викласти? Або пас
summer-pavilion-start = старт
summer-pavilion-wild-in-brackets = {" "}(джокер)
summer-pavilion-where = Куди? (число на клітинці — її вартість)
# Without the verb, to stay within a phone's 38 characters.
summer-pavilion-spend = {""}
summer-pavilion-wild = джокер
summer-pavilion-which-tiles-to-spend = Які плитки витратити?
summer-pavilion-keep-up-to-4 = Залиште до 4 плиток на наступний раунд (решта: −1 за кожну)
summer-pavilion-keep-none = Нічого не залишати
summer-pavilion-keep = Залишити
summer-pavilion-keep-colour = Залишити { $colour }
summer-pavilion-other-tiles = Інші плитки…
summer-pavilion-how-many-to-keep = Скільки залишити (усього не більше 4):
summer-pavilion-pass-end-my-round = Пас (завершити раунд, залишити до 4)
summer-pavilion-pass = Пас
summer-pavilion-which-star = Яка зірка?
summer-pavilion-plus-wild = {" "}+ джокер
summer-pavilion-points = { $count ->
        [one] { $count } очко
        [few] { $count } очки
       *[other] { $count } очок
    }

# Pictures.
summer-pavilion-passed = пасує
summer-pavilion-kept = відкладено
summer-pavilion-tiles-held = Плитки в руці
summer-pavilion-bonus-tiles = Бонусні плитки
summer-pavilion-beige-bonus-tiles = Бежева сторона · бонус
summer-pavilion-bag = Мішечок
summer-pavilion-supply = Запас
summer-pavilion-winner = ★ переможець
summer-pavilion-held-label = У руці:
summer-pavilion-kept-label = Відкладено:
summer-pavilion-takes-tiles = бере плитки
summer-pavilion-places-a-tile = викладає плитку
summer-pavilion-takes-bonus-tiles = бере бонусні плитки:
summer-pavilion-keeps-tiles = залишає плитки
summer-pavilion-next-wild = далі
summer-pavilion-wild-label = Джокер:

# The log.
summer-pavilion-start-token = маркер першого гравця
summer-pavilion-pillar = колона
summer-pavilion-statue = статуя
summer-pavilion-bonus = бонус
summer-pavilion-bonus-tile = бонусна плитка
summer-pavilion-keeps = залишає
summer-pavilion-placing-begins = викладання плиток
summer-pavilion-keeps-nothing = нічого не залишає
summer-pavilion-wilds = { $count ->
        [one] { $count } джокер
        [few] { $count } джокери
       *[other] { $count } джокерів
    }
summer-pavilion-discarded = скинуто { $tiles }

# Alt texts.
summer-pavilion-factories-with-tiles = фабрики з плитками
summer-pavilion-supply-in-line = запас
summer-pavilion-tiles-placed = викладено плиток
summer-pavilion-holds = у запасі
summer-pavilion-starts-by-lot = починає { $name } (за жеребом)

# Підказки: чим добрий хід (після «💡 <хід> — »).

summer-pavilion-why-place = приносить { $gain } одразу
summer-pavilion-why-star = завершує зірку: { $gain } наприкінці
summer-pavilion-why-structure = оточує { $kind ->
        [pillar] колону
        [statue] статую
       *[window] вікно
    }: { $tiles } { $tiles ->
        [one] бонусна плитка
        [few] бонусні плитки
       *[other] бонусних плиток
    }
summer-pavilion-why-take = { $most ->
        [yes] найбільше плиток із запропонованих
       *[no] плитки для викладання
    }: { $tiles }{ $wild ->
        [yes] , серед них джокер
       *[no] {""}
    }
summer-pavilion-why-start-token = ви починаєте наступний раунд, ціною { $cost }
summer-pavilion-why-pass = { $stuck ->
        [yes] жодну з ваших плиток уже не можна викласти
       *[no] ваші плитки цінніші в наступному раунді
    }
summer-pavilion-why-keep = залишає { $kept } { $kept ->
        [one] плитку
        [few] плитки
       *[other] плиток
    } на наступний раунд{ $thrown ->
        [0] {""}
       *[other] , скидає { $thrown } (−{ $thrown })
    }
summer-pavilion-why-next-wild = у наступному раунді джокер — колір: { $colour }
summer-pavilion-why-bonus-wild = колір джокера цього раунду: замінює будь-який колір
summer-pavilion-why-bonus-next-wild = колір джокера наступного раунду, варто залишити
summer-pavilion-why-bonus-group = у вас буде { $held } { $held ->
        [one] плитка
        [few] плитки
       *[other] плиток
    } цього кольору

summer-pavilion-learn-goal = Наберіть найбільше очок (усі починають із 5). Плитки на зірках приносять очки одразу; повні зірки й кожне число 1, 2, 3 або 4, закрите на всіх зірках, дають бонуси після 6-го раунду. Кожна плитка, що лишилася на руках, тоді забирає 1 очко.
summer-pavilion-learn-take-title = Взяти плитки
summer-pavilion-learn-take = Оберіть, звідки брати: **Фабрика** або **Центр**. Ви берете там усі плитки одного кольору й один джокер, якщо він є; решта з фабрики йде в центр. Плитки беруть, доки фабрики й центр не спорожніють; потім усі викладають.
summer-pavilion-learn-colour-title = Вибір кольору
summer-pavilion-learn-colour = Кожна кнопка забирає звідси всі плитки цього кольору («◆ Синій ×3»). Беріть кольори, які збираєтеся викласти: клітинка коштує стільки плиток її кольору, скільки надруковано на ній; одна лягає на клітинку, решта йде у вежу.
summer-pavilion-learn-wild-title = Колір-джокер
summer-pavilion-learn-wild = Джокер цього раунду вказано в рядку стану; він змінюється щораунду. Беручи інший колір звідти, де є джокери, ви отримуєте рівно один джокер («+ джокер»); якщо лишилися самі джокери, берете один. Під час викладання джокери замінюють будь-який колір, але потрібна хоча б одна справжня плитка цього кольору.
summer-pavilion-learn-start-title = Жетон першого гравця
summer-pavilion-learn-start = Ви першим у цьому раунді берете з центру: ви забираєте й жетон першого гравця та втрачаєте 1 очко за кожну взяту плитку, разом із джокером (на кнопці «старт −N»). Зате ви викладаєте першим і починаєте наступний раунд. Нижче 0 рахунок не падає.
summer-pavilion-learn-place-title = Викладання плиток
summer-pavilion-learn-place = Тепер щоходу ви викладаєте одну плитку або пасуєте. Кнопка кольору («◆ Синій ×5») викладає цей колір; число на клітинці — її вартість у плитках: одна лягає на клітинку, решта у вежу. **Пас (завершити раунд, залишити до 4)** завершує ваше викладання в цьому раунді.
summer-pavilion-learn-star-title = Вибір зірки
summer-pavilion-learn-star = Бежевий бік: будь-яка зірка приймає будь-який колір. Заповнюючись, зірка стає одноколірною (шість однакових, коштує як її колір) або різнобарвною (шість різних, 12 очок); вирішують перші плитки. Кожна кнопка називає зірку.
summer-pavilion-learn-space-title = Вибір клітинки
summer-pavilion-learn-space = Кожна кнопка — клітинка, з очками й бонусними плитками («+2 очки, +1 плитка»). Викладена плитка приносить 1 очко плюс 1 за кожну плитку безперервного ланцюжка, до якого вона прилягає в зірці. Закривши клітинки навколо колони, статуї чи вікна, ви берете плитки із запасу. Центральна зірка приймає шість різних кольорів.
summer-pavilion-learn-wilds-title = Витрата джокерів
summer-pavilion-learn-wilds = Оберіть, чим платити: кожна кнопка каже, скільки плиток кольору та скільки джокерів ви витрачаєте. Потрібна хоча б одна справжня плитка кольору. Решта джокерів знадобиться пізніше; залишені на наступний раунд, там вони звичайні плитки.
summer-pavilion-learn-bonus-title = Бонусні плитки
summer-pavilion-learn-bonus = Ваша плитка закрила клітинки навколо колони (1 плитка), статуї (2) або вікна (3): візьміть стільки плиток із запасу, по одній на кнопку. Джокери теж можна брати. Запас поповнюється з мішка перед наступним ходом.
summer-pavilion-learn-keep-title = Плитки на потім
summer-pavilion-learn-keep = Ви спасували: до 4 ваших плиток лишаються на кутах планшета на наступний раунд; кожна інша йде у вежу за −1 очко. Оберіть запропонований набір, **Нічого не залишати** або **Інші плитки…**, щоб обрати за кольорами. Джокер наступного раунду вказано в рядку стану.
summer-pavilion-learn-last-round-title = Останній раунд
summer-pavilion-learn-last-round = Раунд 6 — останній. Викладайте, що можете: пас зараз відправляє кожну плитку на руках у вежу за −1 очко, нічого не лишається. Потім повні зірки приносять свою цінність (від 12 до 20), а кожне число 1, 2, 3 або 4, закрите на всіх зірках, — 4, 8, 12 або 16.
