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
