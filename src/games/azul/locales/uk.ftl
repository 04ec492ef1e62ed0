# azul: the registry's words (names, start command, options) in uk.

game-azul = Азул
    .choice = Азул (оригінал)

command-azul = azul
    .description = Зіграти в «Азул», «Азул: Літній павільйон» або «Азул: Вітражі Сінтри»

option-side-grey = сіра (Азул: будь-яка клітинка ряду)

azul-options = Сторона планшета: { $side ->
        [grey] сіра стіна (плитка — на будь-яку клітинку свого ряду, один колір у стовпці)
       *[coloured] кольорова стіна
    }

# The presentation: menus, log, counts, alt texts and picture labels.

azul-gain = +{ $points } { $points ->
        [one] очко
        [few] очки
        [many] очок
       *[other] очок
    }
azul-colour-blue = синій
azul-colour-yellow = жовтий
azul-colour-red = червоний
azul-colour-black = чорний
azul-colour-white = білий
azul-lid = Кришка
azul-floor = Підлога
azul-complete-rows = { $rows } { $rows ->
        [one] повний ряд
        [few] повних ряди
        [many] повних рядів
       *[other] повних рядів
    }
azul-take-prompt = Які плитки взяти?
azul-plus-marker = + маркер
azul-destination-prompt = На яку лінію? (що не поміститься, впаде на підлогу)
azul-line = Лінія
azul-floor-short = підлога
azul-floor-line = Лінія підлоги
azul-space-prompt = Яка клітинка { $row }-го ряду стіни?
azul-column = Стовпець
azul-wall-tiling = викладання на стіну
azul-taking-tiles = набір плиток
azul-drawn-to-start = починає { $name } (за жеребом)
azul-to-line = → лінія { $line }
azul-to-floor-line = → лінія підлоги
azul-fell-to-floor = { $tiles } на підлогу
azul-to-lid = { $tiles } у кришку
azul-marker-taken = маркер першого гравця
azul-marker-taken-floor-full = маркер першого гравця (підлога повна)
azul-tiled = { $colour } → ряд { $row }
azul-tiled-column = { $colour } → ряд { $row }, стовпець { $column }
azul-line-dropped = лінія { $line } ({ $colour }) падає на підлогу
azul-row-completed = ряд { $row } зібрано: останній раунд
azul-bag-refilled = мішок поповнено з кришки ({ $tiles } { $tiles ->
        [one] плитка
        [few] плитки
        [many] плиток
       *[other] плиток
    })
azul-rows-dead = жоден ряд жодної стіни вже не заповнити
azul-stalled = уже п'ять раундів жодна плитка не потрапила на стіну
azul-tiles-ran-out = плиток для роздачі не залишилося
azul-starts = починає { $name }
azul-moves = ходить
azul-alt-factories = фабрики з плитками
azul-alt-centre = центр
azul-alt-marker-in-centre = маркер першого гравця в центрі
azul-alt-wall = стіна
azul-alt-lines = лінії візерунка
azul-yes = так
azul-no = ні
azul-with-marker = з маркером першого гравця
azul-score-wall = Плитки на стіні
azul-score-rows = Повні ряди (+2)
azul-score-columns = Повні стовпці (+7)
azul-score-colours = Усі п'ять одного кольору (+10)

# Підказки: чим добрий хід (після «💡 <хід> — »).

azul-why-line-full = лінія { $line } заповниться: щонайменше { $gain } наприкінці раунду
azul-why-line-builds = у лінії { $line } буде { $have } з { $size }, { $gain } коли заповниться
azul-why-completes-colour = усі п'ять плиток одного кольору на стіні: { $colour } (+10 наприкінці)
azul-why-completes-column = збирає стовпець { $column } стіни (+7 наприкінці)
azul-why-completes-row = збирає ряд { $row } стіни (+2 наприкінці)
azul-why-denies = лінію { $line } суперника вже не заповнити в цьому раунді
azul-why-to-floor = залишає ваші лінії візерунка для кращих плиток, ціною { $cost } на підлозі
azul-why-floor-worth = варте { $cost } на підлозі
azul-why-no-floor = на підлогу нічого не падає
azul-why-marker = ви починаєте наступний раунд
azul-why-tile = { $gain } на стіні
azul-why-tile-best = { $gain } на стіні, найбільше в цьому ряду

azul-learn-goal = Наберіть найбільше очок. Плитки приносять очки, потрапляючи на стіну; повні ряди, стовпці та кольори дають бонуси наприкінці. Гра закінчується після раунду, у якому хтось заповнив горизонтальний ряд своєї стіни.
azul-learn-take-title = Взяти плитки
azul-learn-take = Кожна кнопка забирає всі плитки одного кольору з однієї фабрики або з центру («◆ Синій ×2 · Фабрика 3»); решта плиток цієї фабрики йде в центр. Беріть те, що поміститься в лінію візерунка, яку ви збираєте: що не поміститься, впаде на лінію підлоги й відніме очки.
azul-learn-line-title = Вибір лінії візерунка
azul-learn-line = Покладіть плитки на одну лінію візерунка (лінія 1 вміщує 1 плитку, лінія 5 — 5) або на **Лінію підлоги**. У лінії лише один колір, і не той, що вже є в її ряду стіни. Кожна кнопка показує, що буде в лінії, очки за її заповнення і що впаде на підлогу. Наприкінці раунду з кожної повної лінії одна плитка переходить на стіну.
azul-learn-marker-title = Маркер першого гравця
azul-learn-marker = Ви першим у цьому раунді берете з центру, тож маркер першого гравця йде разом із плитками: він займає крайню ліву вільну клітинку лінії підлоги й віднімає очки, як плитка, зате наступний раунд починаєте ви. Штраф підлоги на кнопках уже його враховує.
azul-learn-floor-title = Лише лінія підлоги
azul-learn-floor = Жодна лінія візерунка не прийме цей колір: у кожній лінії з місцем інший колір або її ряд стіни вже має цей. Лишається тільки **Лінія підлоги**: усі плитки падають на підлогу, клітинки якої коштують −1, −1, −2, −2, −2, −3, −3. Те, що не вмістилося на повну підлогу, іде в кришку.
azul-learn-wall-title = Вибір клітинки стіни
azul-learn-wall = Сірий бік: з повної лінії візерунка одна плитка переходить у її ряд стіни, на будь-яку клітинку, у стовпці якої ще немає цього кольору. Кожна кнопка **Стовпець** показує очки за клітинку: 1, якщо плитка сама, інакше її горизонтальний ланцюжок плюс вертикальний. Решта плиток лінії йде в кришку.
