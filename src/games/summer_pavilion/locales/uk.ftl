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
