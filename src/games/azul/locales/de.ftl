# azul: the registry's words (names, start command, options) in de.

game-azul = Azul
    .choice = Azul (das Original)

command-azul = azul
    .description = Spiele Azul, Azul: Der Sommerpavillon oder Azul: Die Buntglasfenster von Sintra

option-side-grey = grau (Azul: jedes Feld der Reihe)

azul-options = Spielplanseite: { $side ->
        [grey] graue Wand (eine Fliese darf auf jedes Feld ihrer Reihe, eine Farbe je Spalte)
       *[coloured] farbige Wand
    }
