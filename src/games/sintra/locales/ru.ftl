# sintra: the registry's words (names, start command, options) in ru.

game-sintra = Азул: Витражи Синтры
    .choice = Витражи Синтры

option-side-a = A (Синтра)

option-side-b = B (Синтра)

sintra-options = Сторона планшета: { $side ->
        [b] B
       *[a] A (орнаменты)
    }
