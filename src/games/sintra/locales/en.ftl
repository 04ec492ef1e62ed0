# sintra: the registry's words (names, start command, options) in en.

game-sintra = Azul: Stained Glass of Sintra
    .choice = Stained Glass of Sintra

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Board side: { $side ->
        [b] B
       *[a] A (ornaments)
    }
