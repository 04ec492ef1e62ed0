# azul: the registry's words (names, start command, options) in es.

game-azul = Azul
    .choice = Azul (el original)

command-azul = azul
    .description = Juega a Azul, Azul: Pabellón de Verano o Azul: Vitrales de Sintra

option-side-grey = gris (Azul: cualquier casilla de la fila)

azul-options = Lado del tablero: { $side ->
        [grey] muro gris (un azulejo puede ir en cualquier casilla de su fila, un color por columna)
       *[coloured] muro de colores
    }
