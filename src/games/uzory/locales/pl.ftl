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

# Podpowiedzi: dlaczego ruch jest dobry (po „💡 <ruch> — ”).

uzory-why-frames-mine = zamyka { $frames } { $frames ->
        [one] ramę
        [few] ramy
       *[other] ram
    } twojego koloru: +{ $frames }
uzory-why-frames-tied = zamyka { $frames ->
        [one] remisową ramę, którą możesz przyznać sobie
       *[other] remisowe ramy ({ $frames }), które możesz przyznać sobie
    }
uzory-why-frames-theirs = choć daje { $frames } { $frames ->
        [one] ramę
        [few] ramy
       *[other] ram
    } innemu kolorowi
uzory-why-lines-join = jej linie ołowiu łączą się z { $lines } liniami sąsiadów
uzory-why-own-colour = więcej na niej twojego koloru niż czyjegokolwiek innego
uzory-why-hands-nothing = nie zamyka żadnej ramy dla innych
uzory-why-pass = nowa ręka przyda ci się bardziej niż jakiekolwiek położenie teraz
uzory-why-award-self = punkt jest twój
uzory-why-award-behind = punkt dostaje gracz najbardziej w tyle
uzory-why-discard = { $tiles ->
        [0] obie płytki warto zachować
       *[other] { $weak ->
            [yes] { $tiles ->
                [one] odrzucona płytka ma
               *[other] odrzucone płytki mają
            } mało linii lub mało twojego koloru
           *[no] nowe płytki pewnie przydadzą się bardziej
        }
    }

uzory-learn-goal = Zbierz najwięcej punktów zwycięstwa, zamykając ramy: obszary, które linie ołowiu i ołowiany brzeg okna odcinają od każdego pustego pola. Rama punktuje dla gracza, którego kolor ma w niej najwięcej ćwiartek. Gra kończy się, gdy okno 6×6 jest pełne albo wszyscy spasują z rzędu.
uzory-learn-tile-title = Twoja tura
uzory-learn-tile = Wybierz płytkę z ręki do położenia (**Płytka 1**, **Płytka 2**, **Płytka 3**, numerowane jak na obrazku twojej ręki) albo **Pas (wymień całą rękę)**: odrzuć wszystkie trzy płytki i dobierz trzy nowe.
uzory-learn-rotate-title = Obrót płytki
uzory-learn-rotate = Wybierz, o ile płytka obraca się zgodnie z ruchem wskazówek zegara (**0°**, **90°**, **180°**, **270°**): jej linie ołowiu i kolory ćwiartek obracają się razem z nią. Linie sąsiednich płytek łączą się tam, gdzie płytki się stykają, i biegną dalej przez pole.
uzory-learn-cell-title = Wybór pola
uzory-learn-cell = Każdy przycisk to pole okna 6×6 (rzędy A–F, kolumny 1–6) obok położonej płytki. Kładź ćwiartki swojego koloru tam, gdzie linie ołowiu mogą się wokół nich zamknąć: zamknięty obszar punktuje dla koloru z największą liczbą ćwiartek.
uzory-learn-frame-title = Zamknięcie ramy
uzory-learn-frame = Pole oznaczone „rama” zamyka ją: linie i brzeg okna odcinają obszar od każdego pustego pola. Przycisk mówi, kto punktuje: gracz, którego kolor ma najwięcej ćwiartek, albo nikt, gdy biały ma więcej lub nie ma w niej koloru gracza. Punktujący zdobywa punkt zwycięstwa, niezależnie od tego, kto zamknął ramę.
uzory-learn-discard-title = Odrzucanie
uzory-learn-discard = Twoja płytka leży. **Zachowaj płytki** zatrzymuje pozostałe; przycisk **Odrzuć płytkę** wyrzuca jedną lub obie. Potem dobierasz ze stosu do trzech. Odrzucaj płytki, które nie pomogą twojemu kolorowi.
uzory-learn-tie-title = Remis w ramie
uzory-learn-tie = W zamkniętej przez ciebie ramie kilka kolorów graczy ma tyle samo, najwięcej ćwiartek: ty wybierasz, kto punktuje. Każdy przycisk to kolor gracza; ten gracz zdobywa punkt zwycięstwa.
uzory-learn-pass-title = Po pasie
uzory-learn-pass = Drugi gracz właśnie spasował. Jeśli też spasujesz, wszyscy spasują z rzędu i gra od razu się skończy: wygrywa najwięcej punktów zwycięstwa. Aby grać dalej, połóż płytkę.
