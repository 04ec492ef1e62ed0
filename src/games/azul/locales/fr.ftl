# azul: the registry's words (names, start command, options) in fr.

game-azul = Azul
    .choice = Azul (l'original)

command-azul = azul
    .description = Jouez à Azul, Azul : Pavillon d'été ou Azul : Les Vitraux de Sintra

option-side-grey = grise (Azul : n'importe quelle case de la ligne)

azul-options = Face du plateau : { $side ->
        [grey] mur gris (une tuile peut aller sur n'importe quelle case de sa ligne, une couleur par colonne)
       *[coloured] mur coloré
    }
