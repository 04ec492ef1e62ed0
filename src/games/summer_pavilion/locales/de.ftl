# summer_pavilion: the registry's words (names, start command, options) in de.

game-summer-pavilion = Azul: Der Sommerpavillon
    .choice = Der Sommerpavillon

option-side = seite
    .description = Spielplanseite (Standard: farbig / A)

option-wilds = joker
    .description = Reihenfolge der Jokerfarben im Sommerpavillon (Standard: normal)

option-side-coloured = farbig (Sommerpavillon, Azul)

option-side-beige = beige (Sommerpavillon, Variante 1)

option-wilds-normal = normal

option-wilds-alternative = alternativ (Variante 2, eine Ersatzreihenfolge)

summer-pavilion-options = Spielplanseite: { $side ->
        [beige] beige (Variante 1; Kosten vom Plan des vollen Spiels)
       *[coloured] farbig
    }
    Reihenfolge der Jokerfarben: { $wilds ->
        [alternative] alternativ (Variante 2): ein Ersatz, die Reihenfolge der Erweiterung Glazed Pavilion; die umgedrehte Reihenfolge des MINI kennen wir nicht
       *[normal] normal
    }
