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
