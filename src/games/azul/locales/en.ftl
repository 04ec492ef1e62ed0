# azul: the registry's words (names, start command, options) in en.

game-azul = Azul
    .choice = Azul (the original)

command-azul = azul
    .description = Play Azul, Azul: Summer Pavilion or Azul: Stained Glass of Sintra

option-side-grey = grey (Azul: any space of a row)

azul-options = Board side: { $side ->
        [grey] grey wall (a tile may go on any space of its row, one colour per column)
       *[coloured] coloured wall
    }
