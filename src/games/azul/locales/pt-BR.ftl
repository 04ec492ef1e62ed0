# azul: the registry's words (names, start command, options) in pt-BR.

game-azul = Azul
    .choice = Azul (o original)

command-azul = azul
    .description = Jogue Azul, Azul: Pavilhão de Verão ou Azul: Vitrais de Sintra

option-side-grey = cinza (Azul: qualquer espaço da linha)

azul-options = Lado do tabuleiro: { $side ->
        [grey] parede cinza (um azulejo pode ir em qualquer espaço da sua linha, uma cor por coluna)
       *[coloured] parede colorida
    }
