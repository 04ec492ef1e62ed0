# sintra: the registry's words (names, start command, options) in de.

game-sintra = Azul: Die Buntglasfenster von Sintra
    .choice = Die Buntglasfenster von Sintra

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Spielplanseite: { $side ->
        [b] B
       *[a] A (Ornamente)
    }
