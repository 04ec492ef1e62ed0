# sintra: the registry's words (names, start command, options) in fr.

game-sintra = Azul : Les Vitraux de Sintra
    .choice = Les Vitraux de Sintra

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Face du plateau : { $side ->
        [b] B
       *[a] A (ornements)
    }
