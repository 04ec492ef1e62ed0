# sintra: the registry's words (names, start command, options) in es.

game-sintra = Azul: Vitrales de Sintra
    .choice = Vitrales de Sintra

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Lado del tablero: { $side ->
        [b] B
       *[a] A (ornamentos)
    }
