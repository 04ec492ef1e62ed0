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
