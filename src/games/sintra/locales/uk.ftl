# sintra: the registry's words (names, start command, options) in uk.

game-sintra = Азул: Вітражі Сінтри
    .choice = Вітражі Сінтри

option-side-a = A (Сінтра)

option-side-b = B (Сінтра)

sintra-options = Сторона планшета: { $side ->
        [b] B
       *[a] A (орнаменти)
    }
