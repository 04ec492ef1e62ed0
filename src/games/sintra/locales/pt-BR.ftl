# sintra: the registry's words (names, start command, options) in pt-BR.

game-sintra = Azul: Vitrais de Sintra
    .choice = Vitrais de Sintra

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Lado do tabuleiro: { $side ->
        [b] B
       *[a] A (ornamentos)
    }
