# summer_pavilion: the registry's words (names, start command, options) in es.

game-summer-pavilion = Azul: Pabellón de Verano
    .choice = Pabellón de Verano

option-side = lado
    .description = Lado del tablero (por defecto: de colores / A)

option-wilds = comodines
    .description = Orden de los colores comodín en Pabellón de Verano (por defecto: normal)

option-side-coloured = de colores (Pabellón de Verano, Azul)

option-side-beige = beige (Pabellón de Verano, variante 1)

option-wilds-normal = normal

option-wilds-alternative = alternativo (variante 2, un orden sustituto)

summer-pavilion-options = Lado del tablero: { $side ->
        [beige] beige (variante 1; costes del tablero del juego completo)
       *[coloured] de colores
    }
    Orden de los comodines: { $wilds ->
        [alternative] alternativo (variante 2): un sustituto, el orden de la expansión Glazed Pavilion; no conocemos el orden invertido del MINI
       *[normal] normal
    }
