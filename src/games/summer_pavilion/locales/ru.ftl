# summer_pavilion: the registry's words (names, start command, options) in ru.

game-summer-pavilion = Азул: Летний павильон
    .choice = Летний павильон

option-side = сторона
    .description = Сторона планшета (по умолчанию: цветная / A)

option-wilds = джокеры
    .description = Порядок джокеров в «Летнем павильоне» (по умолчанию обычный)

option-side-coloured = цветная (Летний павильон, Азул)

option-side-beige = бежевая (Летний павильон, вариант 1)

option-wilds-normal = обычный

option-wilds-alternative = альтернативный (вариант 2, порядок-замена)

summer-pavilion-options = Сторона планшета: { $side ->
        [beige] бежевая (вариант 1; стоимости с планшета полной игры)
       *[coloured] цветная
    }
    Порядок джокеров: { $wilds ->
        [alternative] альтернативный (вариант 2): замена, порядок дополнения Glazed Pavilion; перевёрнутый порядок MINI нам неизвестен
       *[normal] обычный
    }

# The presentation: menus, log, counts, alt texts and picture labels.

summer-pavilion-score-start = Начальные очки
summer-pavilion-score-placement = Выложенные плитки
summer-pavilion-score-start-token = Жетон первого игрока
summer-pavilion-score-discard = Сброшенные плитки
summer-pavilion-score-leftover = Оставшиеся плитки
summer-pavilion-score-star = Звезда: { $colour ->
        [purple] фиолетовая
        [green] зелёная
        [orange] оранжевая
        [yellow] жёлтая
        [blue] синяя
        [red] красная
        [multicoloured] разноцветная
       *[other] { $colour }
    }
summer-pavilion-score-all = Все места «{ $number }» заняты

# A colour: lower case, then agreeing with a star, with one tile as an object, with several tiles.
summer-pavilion-purple = фиолетовый
    .star = фиолетовая
    .object = фиолетовую
    .plural = фиолетовые
summer-pavilion-green = зелёный
    .star = зелёная
    .object = зелёную
    .plural = зелёные
summer-pavilion-orange = оранжевый
    .star = оранжевая
    .object = оранжевую
    .plural = оранжевые
summer-pavilion-yellow = жёлтый
    .star = жёлтая
    .object = жёлтую
    .plural = жёлтые
summer-pavilion-blue = синий
    .star = синяя
    .object = синюю
    .plural = синие
summer-pavilion-red = красный
    .star = красная
    .object = красную
    .plural = красные

# The Russian MINI box calls a factory display «склад».
summer-pavilion-factory = Склад { $number }
summer-pavilion-star-centre = Центральная звезда
summer-pavilion-star-coloured = { $colour ->
        [purple] Фиолетовая звезда
        [green] Зелёная звезда
        [orange] Оранжевая звезда
        [yellow] Жёлтая звезда
        [blue] Синяя звезда
       *[red] Красная звезда
    }
summer-pavilion-star-numbered = Звезда { $number }
summer-pavilion-star-left = Левая звезда
summer-pavilion-star-top-left = Верхняя левая звезда
summer-pavilion-star-top-right = Верхняя правая звезда
summer-pavilion-star-right = Правая звезда
summer-pavilion-star-bottom-right = Нижняя правая звезда
summer-pavilion-star-bottom-left = Нижняя левая звезда

# Where a space sits in its star.
summer-pavilion-at-top = сверху
summer-pavilion-at-top-right = справа сверху
summer-pavilion-at-bottom-right = справа снизу
summer-pavilion-at-bottom = снизу
summer-pavilion-at-bottom-left = слева снизу
summer-pavilion-at-top-left = слева сверху

# Menus: prompts and button labels.
summer-pavilion-take-tiles-from = Взять плитки из…
summer-pavilion-take-a-bonus-tile = Возьмите бонусную плитку из хранилища
summer-pavilion-taking-tiles = набор плиток
summer-pavilion-placing-tiles = выкладка плиток
summer-pavilion-bonus-tiles-in-line = бонусные плитки
summer-pavilion-keeping-tiles = выбор плиток на потом
summer-pavilion-wild-in-line = джокер:
summer-pavilion-discard-count = сбросить { $count }
summer-pavilion-place-which-colour-or-pass = Какой цвет выложить? Или пас
summer-pavilion-start = старт
summer-pavilion-wild-in-brackets = {" "}(джокер)
summer-pavilion-where = Куда? (число на клетке — её стоимость)
# Without the verb, to stay within a phone's 38 characters.
summer-pavilion-spend = {""}
summer-pavilion-wild = джокер
summer-pavilion-which-tiles-to-spend = Какие плитки потратить?
summer-pavilion-keep-up-to-4 = Оставьте до 4 плиток на следующий раунд (остальные: −1 за каждую)
summer-pavilion-keep-none = Ничего не оставлять
summer-pavilion-keep = Оставить
summer-pavilion-keep-colour = Оставить { $colour }
summer-pavilion-other-tiles = Другие плитки…
summer-pavilion-how-many-to-keep = Сколько оставить (всего не больше 4):
summer-pavilion-pass-end-my-round = Пас (закончить раунд, оставить до 4)
summer-pavilion-pass = Пас
summer-pavilion-which-star = Какая звезда?
summer-pavilion-plus-wild = {" "}+ джокер
summer-pavilion-points = { $count ->
        [one] { $count } очко
        [few] { $count } очка
       *[other] { $count } очков
    }

# Pictures.
summer-pavilion-passed = пасует
summer-pavilion-kept = отложено
summer-pavilion-tiles-held = Плитки в руке
summer-pavilion-bonus-tiles = Бонусные плитки
summer-pavilion-beige-bonus-tiles = Бежевая сторона · бонус
summer-pavilion-bag = Мешочек
summer-pavilion-supply = Хранилище
summer-pavilion-winner = ★ победитель
summer-pavilion-held-label = В руке:
summer-pavilion-kept-label = Отложено:
summer-pavilion-takes-tiles = берёт плитки
summer-pavilion-places-a-tile = выкладывает плитку
summer-pavilion-takes-bonus-tiles = берёт бонусные плитки:
summer-pavilion-keeps-tiles = оставляет плитки
summer-pavilion-next-wild = далее
summer-pavilion-wild-label = Джокер:

# The log.
summer-pavilion-start-token = маркер первого игрока
summer-pavilion-pillar = колонна
summer-pavilion-statue = статуя
summer-pavilion-bonus = бонус
summer-pavilion-bonus-tile = бонусная плитка
summer-pavilion-keeps = оставляет
summer-pavilion-placing-begins = выкладка плиток
summer-pavilion-keeps-nothing = ничего не оставляет
summer-pavilion-wilds = { $count ->
        [one] { $count } джокер
        [few] { $count } джокера
       *[other] { $count } джокеров
    }
summer-pavilion-discarded = { $count ->
        [one] сброшена
        [few] сброшены
       *[other] сброшено
    } { $tiles }

# Alt texts.
summer-pavilion-factories-with-tiles = фабрики с плитками
summer-pavilion-supply-in-line = запас
summer-pavilion-tiles-placed = выложено плиток
summer-pavilion-holds = в запасе
summer-pavilion-starts-by-lot = начинает { $name } (по жребию)

# Подсказки: чем хорош ход (после «💡 <ход> — »).

summer-pavilion-why-place = приносит { $gain } сразу
summer-pavilion-why-star = завершает звезду: { $gain } в конце
summer-pavilion-why-structure = окружает { $kind ->
        [pillar] колонну
        [statue] статую
       *[window] окно
    }: { $tiles } { $tiles ->
        [one] бонусная плитка
        [few] бонусные плитки
       *[other] бонусных плиток
    }
summer-pavilion-why-take = { $most ->
        [yes] больше всего плиток из предложенного
       *[no] плитки для выкладки
    }: { $tiles }{ $wild ->
        [yes] , среди них джокер
       *[no] {""}
    }
summer-pavilion-why-start-token = вы начинаете следующий раунд, ценой { $cost }
summer-pavilion-why-pass = { $stuck ->
        [yes] ничего из ваших плиток уже нельзя выложить
       *[no] ваши плитки ценнее в следующем раунде
    }
summer-pavilion-why-keep = оставляет { $kept } { $kept ->
        [one] плитку
        [few] плитки
       *[other] плиток
    } на следующий раунд{ $thrown ->
        [0] {""}
       *[other] , сбрасывает { $thrown } (−{ $thrown })
    }
summer-pavilion-why-next-wild = в следующем раунде джокер — цвет: { $colour }
summer-pavilion-why-bonus-wild = цвет джокера этого раунда: заменяет любой цвет
summer-pavilion-why-bonus-next-wild = цвет джокера следующего раунда, стоит оставить
summer-pavilion-why-bonus-group = у вас будет { $held } { $held ->
        [one] плитка
        [few] плитки
       *[other] плиток
    } этого цвета

summer-pavilion-learn-goal = Наберите больше всех очков (у всех на старте 5). Плитки на звёздах приносят очки сразу; полные звёзды и каждое число 1, 2, 3 или 4, закрытое на всех звёздах, дают бонусы после 6-го раунда. Каждая оставшаяся на руках плитка тогда отнимает 1 очко.
summer-pavilion-learn-take-title = Взять плитки
summer-pavilion-learn-take = Выберите, откуда брать: **Склад** или **Центр**. Вы берёте там все плитки одного цвета и один джокер, если он есть; остальное со склада уходит в центр. Плитки берут, пока склады и центр не опустеют; затем все выкладывают.
summer-pavilion-learn-colour-title = Выбор цвета
summer-pavilion-learn-colour = Каждая кнопка забирает отсюда все плитки этого цвета («◆ Синий ×3»). Берите цвета, которые собираетесь выложить: клетка стоит столько плиток её цвета, сколько напечатано на ней; одна ложится на клетку, остальные уходят в башню.
summer-pavilion-learn-wild-title = Цвет-джокер
summer-pavilion-learn-wild = Джокер этого раунда указан в строке состояния; он меняется каждый раунд. Беря другой цвет оттуда, где есть джокеры, вы получаете ровно один джокер («+ джокер»); если остались только джокеры, берёте один. При выкладке джокеры заменяют любой цвет, но нужна хотя бы одна настоящая плитка этого цвета.
summer-pavilion-learn-start-title = Маркер первого игрока
summer-pavilion-learn-start = Вы первым в этом раунде берёте из центра: вы забираете и маркер первого игрока и теряете 1 очко за каждую взятую плитку, включая джокер (на кнопке «старт −N»). Зато вы выкладываете первым и начинаете следующий раунд. Ниже 0 счёт не опускается.
summer-pavilion-learn-place-title = Выкладка плиток
summer-pavilion-learn-place = Теперь каждый ход вы выкладываете одну плитку или пасуете. Кнопка цвета («◆ Синий ×5») выкладывает этот цвет; число на клетке — её стоимость в плитках: одна ложится на клетку, остальные в башню. **Пас (закончить раунд, оставить до 4)** завершает вашу выкладку в этом раунде.
summer-pavilion-learn-star-title = Выбор звезды
summer-pavilion-learn-star = Бежевая сторона: любая звезда принимает любой цвет. Заполняясь, звезда становится одноцветной (шесть одинаковых, стоит как её цвет) или разноцветной (шесть разных, 12 очков); решают первые плитки. Каждая кнопка называет звезду.
summer-pavilion-learn-space-title = Выбор клетки
summer-pavilion-learn-space = Каждая кнопка — клетка, с очками и бонусными плитками («+2 очка, +1 плитка»). Выложенная плитка приносит 1 очко плюс 1 за каждую плитку непрерывной цепочки, к которой она примыкает в звезде. Закрыв клетки вокруг колонны, статуи или окна, вы берёте плитки из хранилища. Центральная звезда принимает шесть разных цветов.
summer-pavilion-learn-wilds-title = Трата джокеров
summer-pavilion-learn-wilds = Выберите, чем платить: каждая кнопка говорит, сколько плиток цвета и сколько джокеров вы тратите. Нужна хотя бы одна настоящая плитка цвета. Оставшиеся джокеры пригодятся позже; оставленные на следующий раунд, там они обычные плитки.
summer-pavilion-learn-bonus-title = Бонусные плитки
summer-pavilion-learn-bonus = Ваша плитка закрыла клетки вокруг колонны (1 плитка), статуи (2) или окна (3): возьмите столько плиток из хранилища, по одной на кнопку. Джокеры тоже можно брать. Хранилище пополняется из мешка перед следующим ходом.
summer-pavilion-learn-keep-title = Плитки на потом
summer-pavilion-learn-keep = Вы спасовали: до 4 ваших плиток остаются на углах планшета на следующий раунд; каждая другая уходит в башню за −1 очко. Выберите предложенный набор, **Ничего не оставлять** или **Другие плитки…**, чтобы выбрать по цветам. Джокер следующего раунда указан в строке состояния.
summer-pavilion-learn-last-round-title = Последний раунд
summer-pavilion-learn-last-round = Раунд 6 — последний. Выкладывайте, что можете: пас сейчас отправляет каждую плитку на руках в башню за −1 очко, ничего не остаётся. Затем полные звёзды приносят свою ценность (от 12 до 20), а каждое число 1, 2, 3 или 4, закрытое на всех звёздах, — 4, 8, 12 или 16.
