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

summer-pavilion-learn-goal = Zdobądź najwięcej punktów (każdy zaczyna z 5). Płytki położone na gwiazdach punktują od razu; pełne gwiazdy i każda 1, 2, 3 lub 4 zakryta na wszystkich gwiazdach dają premie po rundzie 6. Każda płytka, która wtedy zostanie, kosztuje 1 punkt.
summer-pavilion-learn-take-title = Branie płytek
summer-pavilion-learn-take = Wybierz, skąd bierzesz: **Warsztat** albo **Środek**. Bierzesz tam wszystkie płytki jednego koloru i jeden atut, jeśli jest; reszta warsztatu idzie na środek. Bierze się, aż warsztaty i środek opustoszeją; potem wszyscy układają.
summer-pavilion-learn-colour-title = Wybór koloru
summer-pavilion-learn-colour = Każdy przycisk bierze stąd wszystkie płytki tego koloru („◆ Niebieska ×3”). Bierz kolory, które chcesz położyć: pole kosztuje tyle płytek jego koloru, ile wynosi wydrukowana liczba; jedna idzie na pole, reszta do wieży.
summer-pavilion-learn-wild-title = Kolor atutowy
summer-pavilion-learn-wild = Atut tej rundy widać w linii stanu; zmienia się co rundę. Biorąc inny kolor z miejsca z atutami, dostajesz też dokładnie jeden atut („+ atut”); jeśli zostały same atuty, bierzesz jeden. Przy układaniu atuty zastępują dowolny kolor, ale potrzebna jest co najmniej jedna prawdziwa płytka danego koloru.
summer-pavilion-learn-start-title = Znacznik pierwszego gracza
summer-pavilion-learn-start = Jako pierwszy w tej rundzie bierzesz ze środka: bierzesz też znacznik pierwszego gracza i tracisz 1 punkt za każdą wziętą płytkę, z atutem włącznie (przycisk pokazuje „1. gracz −N”). W zamian układasz pierwszy i zaczynasz następną rundę. Wynik nie spada poniżej 0.
summer-pavilion-learn-place-title = Układanie płytek
summer-pavilion-learn-place = Teraz w każdej turze kładziesz jedną płytkę albo pasujesz. Przycisk koloru („◆ Niebieska ×5”) kładzie ten kolor; liczba na polu to jego koszt w płytkach: jedna idzie na pole, reszta do wieży. **Pas (koniec rundy, zachowuję do 4)** kończy twoje układanie w tej rundzie.
summer-pavilion-learn-star-title = Wybór gwiazdy
summer-pavilion-learn-star = Beżowa strona: każda gwiazda przyjmuje każdy kolor. Zapełniając się, gwiazda staje się jednokolorowa (sześć takich samych, warta tyle co jej kolor) albo wielokolorowa (sześć różnych, 12 punktów); decydują pierwsze płytki. Każdy przycisk wskazuje gwiazdę.
summer-pavilion-learn-space-title = Wybór pola
summer-pavilion-learn-space = Każdy przycisk to pole, z punktami i płytkami premiowymi („+2 pkt, +1 płytka”). Położona płytka daje 1 punkt plus 1 za każdą płytkę ciągłego łańcucha, do którego dołącza w gwieździe. Zamknięcie pól wokół kolumny, posągu lub okna daje płytki z magazynu. Gwiazda środkowa przyjmuje sześć różnych kolorów.
summer-pavilion-learn-wilds-title = Wydawanie atutów
summer-pavilion-learn-wilds = Wybierz, jak płacisz: każdy przycisk mówi, ile płytek koloru i ile atutów wydajesz. Potrzebna jest co najmniej jedna prawdziwa płytka koloru. Pozostałe atuty przydadzą się później; zachowane na następną rundę są tam zwykłymi płytkami.
summer-pavilion-learn-bonus-title = Płytki premiowe
summer-pavilion-learn-bonus = Twoja płytka zamknęła pola wokół kolumny (1 płytka), posągu (2) lub okna (3): weź tyle płytek z magazynu, po jednej na przycisk. Można wybrać też atuty. Magazyn uzupełnia się z worka przed następną turą.
summer-pavilion-learn-keep-title = Zachowywanie płytek
summer-pavilion-learn-keep = Po pasie do 4 twoich płytek zostaje w rogach planszy na następną rundę; każda inna idzie do wieży za −1 punkt. Wybierz proponowany zestaw, **Nic nie zachowuj** albo **Inne płytki…**, by wybrać kolor po kolorze. Następny atut widać w linii stanu.
summer-pavilion-learn-last-round-title = Ostatnia runda
summer-pavilion-learn-last-round = Runda 6 jest ostatnia. Połóż, co się da: pas teraz wysyła każdą trzymaną płytkę do wieży za −1 punkt, nic się nie zachowuje. Potem pełne gwiazdy dają swoją wartość (od 12 do 20), a każda 1, 2, 3 lub 4 zakryta na wszystkich gwiazdach daje 4, 8, 12 lub 16.
