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
