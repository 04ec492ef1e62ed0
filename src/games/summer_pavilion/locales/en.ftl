# summer_pavilion: the registry's words (names, start command, options) in en.

game-summer-pavilion = Azul: Summer Pavilion
    .choice = Summer Pavilion

option-side = side
    .description = Board side (default: coloured / A)

option-wilds = wilds
    .description = Summer Pavilion wild colour order (default: normal)

option-side-coloured = coloured (Summer Pavilion, Azul)

option-side-beige = beige (Summer Pavilion variant 1)

option-wilds-normal = normal

option-wilds-alternative = alternative (variant 2, a stand-in order)

summer-pavilion-options = Board side: { $side ->
        [beige] beige (variant 1; costs from the full game's board)
       *[coloured] coloured
    }
    Wild colour order: { $wilds ->
        [alternative] alternative (variant 2): a stand-in, the Glazed Pavilion expansion's order; the MINI's flipped order is not known to us
       *[normal] normal
    }
