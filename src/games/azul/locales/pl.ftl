# azul: the registry's words (names, start command, options) in pl.

game-azul = Azul
    .choice = Azul (oryginał)

command-azul = azul
    .description = Zagraj w Azul, Azul: Letni Pawilon lub Azul: Witraże Sintry

option-side-grey = szara (Azul: dowolne pole rzędu)

azul-options = Strona planszetki: { $side ->
        [grey] szara ściana (płytka może trafić na dowolne pole swojego rzędu, jeden kolor w kolumnie)
       *[coloured] kolorowa ściana
    }
