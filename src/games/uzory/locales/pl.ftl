# uzory: the registry's words (names, start command, options) in pl.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Zagraj w Uzory, grę w witraż z żetonów

uzory-options = Standardowe zasady

# The presentation: menus, log, counts, alt texts and picture labels.

uzory-score-victory-points = Punkty zwycięstwa
uzory-colour-white = biały
uzory-colour-red = czerwony
uzory-colour-blue = niebieski
uzory-colour-green = zielony
uzory-colour-yellow = żółty
uzory-end-field-full = pole gry jest pełne
uzory-end-all-passed = wszyscy spasowali
uzory-choose-tile-or-pass = Wybierz płytkę z ręki albo spasuj
uzory-tile = Płytka
uzory-turn-clockwise-by = Obróć zgodnie z zegarem o…
uzory-where-does-it-go = Gdzie ją położyć?
uzory-pass-swap-hand = Pas (wymień całą rękę)
uzory-who-scores-tied-frame = Remis w ramie: kto punktuje?
uzory-keep-my-tiles = Zachowaj płytki
uzory-discard-tile = Odrzuć płytkę
uzory-discard-before-drawing = Odrzucić płytki przed dobraniem do trzech?
uzory-turn = Tura
uzory-tie = remis
uzory-frame = rama
uzory-frames-count = { $frames } { $frames ->
        [one] rama
        [few] ramy
        [many] ram
       *[other] ram
    }
uzory-nobody = nikt
uzory-title = Uzory
uzory-place-a-tile-or-pass = położyć płytkę albo spasować
uzory-choose-who-scores-tie = wybrać, kto punktuje remisową ramę (?)
uzory-discard-tiles-or-keep = odrzucić płytki albo je zachować
uzory-passes-in-a-row = pasy z rzędu
uzory-scored-frame = rama z punktem
uzory-frame-nobody-scored = bez punktu
uzory-won = Wygrana:
uzory-hand = ręka
uzory-your-turn-pick = Twoja tura: wybierz płytkę, obrót i pole
uzory-hand-rotations-clockwise = Twoja ręka · obroty zgodnie z zegarem
uzory-marker-top-before-turning = wskazuje górną krawędź przed obrotem
uzory-no-tiles-in-hand = Brak płytek w ręce
uzory-hand-hidden = Ręka ukryta
uzory-tiles = płytki
uzory-pile = Stos
uzory-frame-closed = rama zamknięta
uzory-tile-placed-at = płytka na
uzory-nobody-scores = nikt nie punktuje
uzory-tie-label = remis:
uzory-or = lub
uzory-tied-frame-awarded = remis w ramie rozstrzygnięty
uzory-discards-shuffled = odrzucone przetasowane w nowy stos
uzory-keeps-the-hand = zachowuje rękę
uzory-discards = Odrzucone
uzory-frames = Ramy
uzory-alt-pile = stos
uzory-alt-discards = odrzucone
uzory-alt-tiles-in-hand = płytki w ręce
uzory-alt-frames-closed = zamknięte ramy
uzory-discarded = odrzucone płytki: { $tiles }
