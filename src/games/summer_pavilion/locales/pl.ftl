# summer_pavilion: the registry's words (names, start command, options) in pl.

game-summer-pavilion = Azul: Letni Pawilon
    .choice = Letni Pawilon

option-side = strona
    .description = Strona planszetki (domyślnie: kolorowa / A)

option-wilds = jokery
    .description = Kolejność kolorów jokerów w Letnim Pawilonie (domyślnie: zwykła)

option-side-coloured = kolorowa (Letni Pawilon, Azul)

option-side-beige = beżowa (Letni Pawilon, wariant 1)

option-wilds-normal = zwykła

option-wilds-alternative = alternatywna (wariant 2, kolejność zastępcza)

summer-pavilion-options = Strona planszetki: { $side ->
        [beige] beżowa (wariant 1; koszty z planszetki pełnej gry)
       *[coloured] kolorowa
    }
    Kolejność jokerów: { $wilds ->
        [alternative] alternatywna (wariant 2): zastępcza, kolejność z dodatku Glazed Pavilion; odwróconej kolejności z MINI nie znamy
       *[normal] zwykła
    }
