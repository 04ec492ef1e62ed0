# summer_pavilion: the registry's words (names, start command, options) in fr.

game-summer-pavilion = Azul : Pavillon d'été
    .choice = Pavillon d'été

option-side = face
    .description = Face du plateau (par défaut : colorée / A)

option-wilds = jokers
    .description = Ordre des couleurs joker du Pavillon d'été (par défaut : normal)

option-side-coloured = colorée (Pavillon d'été, Azul)

option-side-beige = beige (Pavillon d'été, variante 1)

option-wilds-normal = normal

option-wilds-alternative = alternatif (variante 2, un ordre de remplacement)

summer-pavilion-options = Face du plateau : { $side ->
        [beige] beige (variante 1 ; coûts du plateau du jeu complet)
       *[coloured] colorée
    }
    Ordre des jokers : { $wilds ->
        [alternative] alternatif (variante 2) : un remplaçant, l'ordre de l'extension Glazed Pavilion ; l'ordre inversé du MINI nous est inconnu
       *[normal] normal
    }
