# summer_pavilion: the registry's words (names, start command, options) in pt-BR.

game-summer-pavilion = Azul: Pavilhão de Verão
    .choice = Pavilhão de Verão

option-side = lado
    .description = Lado do tabuleiro (padrão: colorido / A)

option-wilds = curingas
    .description = Ordem das cores curinga no Pavilhão de Verão (padrão: normal)

option-side-coloured = colorido (Pavilhão de Verão, Azul)

option-side-beige = bege (Pavilhão de Verão, variante 1)

option-wilds-normal = normal

option-wilds-alternative = alternativa (variante 2, uma ordem substituta)

summer-pavilion-options = Lado do tabuleiro: { $side ->
        [beige] bege (variante 1; custos do tabuleiro do jogo completo)
       *[coloured] colorido
    }
    Ordem dos curingas: { $wilds ->
        [alternative] alternativa (variante 2): um substituto, a ordem da expansão Glazed Pavilion; não conhecemos a ordem invertida do MINI
       *[normal] normal
    }
