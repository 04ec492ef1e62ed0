# azul: the registry's words (names, start command, options) in pl.

game-azul = Azul
    .choice = Azul (oryginał)

command-azul = azul
    .description = Zagraj w Azul, Azul: Letni Pawilon lub Azul: Witraże Sintry

option-side-grey = szara (Azul: dowolne pole rzędu)

azul-options = Strona planszetki: { $side ->
        [grey] szara ściana (płytka może trafić na dowolne pole swojego rzędu, jeden kolor w kolumnie)
       *[coloured] kolorowa ściana
    }

# The presentation: menus, log, counts, alt texts and picture labels.

azul-gain = +{ $points } pkt
azul-colour-blue = niebieska
azul-colour-yellow = żółta
azul-colour-red = czerwona
azul-colour-black = czarna
azul-colour-white = biała
azul-lid = Wieczko
azul-floor = Podłoga
azul-complete-rows = { $rows } { $rows ->
        [one] pełny rząd
        [few] pełne rzędy
        [many] pełnych rzędów
       *[other] pełnych rzędów
    }
azul-take-prompt = Które płytki bierzesz?
azul-plus-marker = + znacznik
azul-destination-prompt = Na którą linię? (co się nie zmieści, spada na podłogę)
azul-line = Linia
azul-floor-short = podłoga
azul-floor-line = Linia podłogi
azul-space-prompt = Które pole w rzędzie { $row } ściany?
azul-column = Kolumna
azul-wall-tiling = układanie na ścianie
azul-taking-tiles = branie płytek
azul-drawn-to-start = zaczyna { $name } (losowanie)
azul-to-line = → linia { $line }
azul-to-floor-line = → linia podłogi
azul-fell-to-floor = { $tiles } na podłogę
azul-to-lid = { $tiles } do wieczka
azul-marker-taken = znacznik pierwszego gracza
azul-marker-taken-floor-full = znacznik pierwszego gracza (podłoga pełna)
azul-tiled = { $colour } → rząd { $row }
azul-tiled-column = { $colour } → rząd { $row }, kolumna { $column }
azul-line-dropped = linia { $line } ({ $colour }) spada na podłogę
azul-row-completed = rząd { $row } pełny: ostatnia runda
azul-bag-refilled = worek uzupełniony z wieczka ({ $tiles } { $tiles ->
        [one] płytka
        [few] płytki
        [many] płytek
       *[other] płytek
    })
azul-rows-dead = żadnego rzędu żadnej ściany nie da się już ukończyć
azul-stalled = od pięciu rund żadna płytka nie trafiła na ścianę
azul-tiles-ran-out = brak płytek do rozłożenia
azul-starts = zaczyna { $name }
azul-moves = wykonuje ruch
azul-alt-factories = warsztaty z płytkami
azul-alt-centre = środek
azul-alt-marker-in-centre = znacznik pierwszego gracza na środku
azul-alt-wall = ściana
azul-alt-lines = linie wzoru
azul-yes = tak
azul-no = nie
azul-with-marker = ze znacznikiem pierwszego gracza
azul-score-wall = Płytki na ścianie
azul-score-rows = Pełne rzędy (+2)
azul-score-columns = Pełne kolumny (+7)
azul-score-colours = Wszystkie pięć jednego koloru (+10)

# Podpowiedzi: dlaczego ruch jest dobry (po „💡 <ruch> — ”).

azul-why-line-full = linia { $line } będzie pełna: co najmniej { $gain } na koniec rundy
azul-why-line-builds = linia { $line } będzie mieć { $have } z { $size }, { $gain } po zapełnieniu
azul-why-completes-colour = wszystkie pięć jednego koloru na ścianie: { $colour } (+10 na koniec)
azul-why-completes-column = kończy kolumnę { $column } ściany (+7 na koniec)
azul-why-completes-row = kończy rząd { $row } ściany (+2 na koniec)
azul-why-denies = linii { $line } przeciwnika nie da się już zapełnić w tej rundzie
azul-why-to-floor = zostawia twoje linie wzoru na lepsze płytki, kosztem { $cost } na podłodze
azul-why-floor-worth = warte { $cost } na podłodze
azul-why-no-floor = nic nie spada na podłogę
azul-why-marker = zaczynasz następną rundę
azul-why-tile = { $gain } na ścianie
azul-why-tile-best = { $gain } na ścianie, najwięcej w tym rzędzie

azul-learn-goal = Zdobądź najwięcej punktów. Płytki punktują, gdy trafiają na twoją ścianę; pełne rzędy, kolumny i kolory dają premie na końcu. Gra kończy się po rundzie, w której ktoś ukończy poziomy rząd swojej ściany.
azul-learn-take-title = Branie płytek
azul-learn-take = Każdy przycisk bierze wszystkie płytki jednego koloru z jednego warsztatu lub ze środka („◆ Niebieska ×2 · Warsztat 3”); reszta tego warsztatu trafia na środek. Bierz to, co zmieści się w linii wzoru, którą budujesz: co się nie zmieści, spada na twoją linię podłogi i kosztuje punkty.
azul-learn-line-title = Wybór linii wzoru
azul-learn-line = Połóż płytki na jednej linii wzoru (Linia 1 mieści 1 płytkę, Linia 5 mieści 5) albo na **Linii podłogi**. Linia ma jeden kolor, nigdy taki, który już jest w jej rzędzie ściany. Każdy przycisk pokazuje zawartość, punkty po zapełnieniu i to, co spadnie na podłogę. Na koniec rundy z każdej pełnej linii jedna płytka idzie na ścianę.
azul-learn-marker-title = Znacznik pierwszego gracza
azul-learn-marker = Jako pierwszy w tej rundzie bierzesz ze środka, więc znacznik pierwszego gracza idzie z twoimi płytkami: zajmuje skrajne lewe wolne pole twojej linii podłogi i kosztuje punkty jak płytka, ale zaczynasz następną rundę. Koszt podłogi na każdym przycisku już go uwzględnia.
azul-learn-floor-title = Tylko linia podłogi
azul-learn-floor = Żadna linia wzoru nie przyjmie tego koloru: każda linia z miejscem ma inny kolor albo jej rząd ściany już ma ten. Zostaje tylko **Linia podłogi**: wszystkie płytki spadają na podłogę, której pola kosztują −1, −1, −2, −2, −2, −3, −3. Co nie zmieści się na pełnej podłodze, trafia do wieczka.
azul-learn-wall-title = Wybór pola na ścianie
azul-learn-wall = Szara strona: z pełnej linii wzoru jedna płytka idzie do jej rzędu ściany, na pole, którego kolumna nie ma jeszcze tego koloru. Każdy przycisk **Kolumna** pokazuje punkty za to pole: 1 samotnie, inaczej ciąg poziomy plus ciąg pionowy. Pozostałe płytki linii trafiają do wieczka.
