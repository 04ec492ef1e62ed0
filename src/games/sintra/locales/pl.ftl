# sintra: the registry's words (names, start command, options) in pl.

game-sintra = Azul: Witraże Sintry
    .choice = Witraże Sintry

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Strona planszetki: { $side ->
        [b] B
       *[a] A (ornamenty)
    }
