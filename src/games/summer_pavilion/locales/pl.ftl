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

# The presentation: menus, log, counts, alt texts and picture labels.

summer-pavilion-score-start = Punkty startowe
summer-pavilion-score-placement = Położone płytki
summer-pavilion-score-start-token = Znacznik pierwszego gracza
summer-pavilion-score-discard = Odrzucone płytki
summer-pavilion-score-leftover = Pozostałe płytki
summer-pavilion-score-star = { $colour ->
        [purple] Fioletowa gwiazda
        [green] Zielona gwiazda
        [orange] Pomarańczowa gwiazda
        [yellow] Żółta gwiazda
        [blue] Niebieska gwiazda
        [red] Czerwona gwiazda
        [multicoloured] Wielobarwna gwiazda
       *[other] Gwiazda { $colour }
    }
summer-pavilion-score-all = Wszystkie pola { $number } zajęte

# A colour: lower case, then agreeing with a star (gwiazda), with one tile (płytkę), with several.
summer-pavilion-purple = fioletowy
    .star = fioletowa
    .object = fioletową
    .plural = fioletowe
summer-pavilion-green = zielony
    .star = zielona
    .object = zieloną
    .plural = zielone
summer-pavilion-orange = pomarańczowy
    .star = pomarańczowa
    .object = pomarańczową
    .plural = pomarańczowe
summer-pavilion-yellow = żółty
    .star = żółta
    .object = żółtą
    .plural = żółte
summer-pavilion-blue = niebieski
    .star = niebieska
    .object = niebieską
    .plural = niebieskie
summer-pavilion-red = czerwony
    .star = czerwona
    .object = czerwoną
    .plural = czerwone

summer-pavilion-factory = Warsztat { $number }
summer-pavilion-star-centre = Gwiazda środkowa
summer-pavilion-star-coloured = { $colour ->
        [purple] Fioletowa gwiazda
        [green] Zielona gwiazda
        [orange] Pomarańczowa gwiazda
        [yellow] Żółta gwiazda
        [blue] Niebieska gwiazda
       *[red] Czerwona gwiazda
    }
summer-pavilion-star-numbered = Gwiazda { $number }
summer-pavilion-star-left = Lewa gwiazda
summer-pavilion-star-top-left = Górna lewa gwiazda
summer-pavilion-star-top-right = Górna prawa gwiazda
summer-pavilion-star-right = Prawa gwiazda
summer-pavilion-star-bottom-right = Dolna prawa gwiazda
summer-pavilion-star-bottom-left = Dolna lewa gwiazda

# Where a space sits in its star.
summer-pavilion-at-top = u góry
summer-pavilion-at-top-right = u góry po prawej
summer-pavilion-at-bottom-right = na dole po prawej
summer-pavilion-at-bottom = na dole
summer-pavilion-at-bottom-left = na dole po lewej
summer-pavilion-at-top-left = u góry po lewej

# Menus: prompts and button labels.
summer-pavilion-take-tiles-from = Weź płytki z…
summer-pavilion-take-a-bonus-tile = Weź płytkę premiową z magazynu
summer-pavilion-taking-tiles = branie płytek
summer-pavilion-placing-tiles = układanie płytek
summer-pavilion-bonus-tiles-in-line = płytki premiowe
summer-pavilion-keeping-tiles = zachowywanie płytek
summer-pavilion-wild-in-line = atut:
summer-pavilion-discard-count = odrzuć { $count }
summer-pavilion-place-which-colour-or-pass = Jaki kolor położyć? Albo pas
summer-pavilion-start = 1. gracz
summer-pavilion-wild-in-brackets = {" "}(atut)
summer-pavilion-where = Gdzie? (liczba na polu to jego koszt)
summer-pavilion-spend = {""}
summer-pavilion-wild = atut
summer-pavilion-which-tiles-to-spend = Którymi płytkami zapłacić?
summer-pavilion-keep-up-to-4 = Zachowaj do 4 płytek na następną rundę (każda inna: −1)
summer-pavilion-keep-none = Nic nie zachowuj
summer-pavilion-keep = Zachowaj
summer-pavilion-keep-colour = Zachowaj { $colour }
summer-pavilion-other-tiles = Inne płytki…
summer-pavilion-how-many-to-keep = Ile zachować (łącznie najwyżej 4):
summer-pavilion-pass-end-my-round = Pas (koniec rundy, zachowuję do 4)
summer-pavilion-pass = Pas
summer-pavilion-which-star = Która gwiazda?
summer-pavilion-plus-wild = {" "}+ atut
summer-pavilion-points = { $count } pkt

# Pictures.
summer-pavilion-passed = spasował
summer-pavilion-kept = zachowane
summer-pavilion-tiles-held = Płytki w ręce
summer-pavilion-bonus-tiles = Płytki premiowe
summer-pavilion-beige-bonus-tiles = Strona beżowa · premia
summer-pavilion-bag = Worek
summer-pavilion-supply = Magazyn
summer-pavilion-winner = ★ zwycięzca
summer-pavilion-held-label = W ręce:
summer-pavilion-kept-label = Zachowane:
summer-pavilion-takes-tiles = bierze płytki
summer-pavilion-places-a-tile = kładzie płytkę
summer-pavilion-takes-bonus-tiles = bierze płytki premiowe:
summer-pavilion-keeps-tiles = zachowuje płytki
summer-pavilion-next-wild = potem
summer-pavilion-wild-label = Atut:

# The log.
summer-pavilion-start-token = znacznik pierwszego gracza
summer-pavilion-pillar = kolumna
summer-pavilion-statue = posąg
summer-pavilion-bonus = premia
summer-pavilion-bonus-tile = płytka premiowa
summer-pavilion-keeps = zachowuje
summer-pavilion-placing-begins = początek układania
summer-pavilion-keeps-nothing = nic nie zachowuje
summer-pavilion-wilds = { $count ->
        [one] { $count } atut
        [few] { $count } atuty
        [many] { $count } atutów
       *[other] { $count } atutu
    }
summer-pavilion-discarded = odrzucono { $tiles }

# Alt texts.
summer-pavilion-factories-with-tiles = warsztaty z płytkami
summer-pavilion-supply-in-line = magazyn
summer-pavilion-tiles-placed = położone płytki
summer-pavilion-holds = w ręce
summer-pavilion-starts-by-lot = zaczyna { $name } (losowanie)

# Podpowiedzi: dlaczego ruch jest dobry (po „💡 <ruch> — ”).

summer-pavilion-why-place = daje teraz { $gain }
summer-pavilion-why-star = kończy swoją gwiazdę: { $gain } na koniec
summer-pavilion-why-structure = otacza { $kind ->
        [pillar] kolumnę
        [statue] posąg
       *[window] okno
    }: { $tiles } { $tiles ->
        [one] płytka premiowa
        [few] płytki premiowe
       *[other] płytek premiowych
    }
summer-pavilion-why-take = { $most ->
        [yes] najwięcej płytek w ofercie
       *[no] płytki do ułożenia
    }: { $tiles }{ $wild ->
        [yes] , w tym atut
       *[no] {""}
    }
summer-pavilion-why-start-token = zaczynasz następną rundę, kosztem { $cost }
summer-pavilion-why-pass = { $stuck ->
        [yes] niczego, co masz, nie da się już ułożyć
       *[no] twoje płytki są warte więcej w następnej rundzie
    }
summer-pavilion-why-keep = zachowuje { $kept } { $kept ->
        [one] płytkę
        [few] płytki
       *[other] płytek
    } na następną rundę{ $thrown ->
        [0] {""}
       *[other] , odrzuca { $thrown } (−{ $thrown })
    }
summer-pavilion-why-next-wild = w następnej rundzie atutem jest kolor: { $colour }
summer-pavilion-why-bonus-wild = kolor atutowy tej rundy: zastępuje każdy kolor
summer-pavilion-why-bonus-next-wild = kolor atutowy następnej rundy, warto go zachować
summer-pavilion-why-bonus-group = masz wtedy { $held } { $held ->
        [one] płytkę
        [few] płytki
       *[other] płytek
    } tego koloru
