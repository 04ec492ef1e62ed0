# sintra: the registry's words (names, start command, options) in pl.

game-sintra = Azul: Witraże Sintry
    .choice = Witraże Sintry

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Strona planszetki: { $side ->
        [b] B
       *[a] A (ornamenty)
    }

# The presentation: menus, log, counts, alt texts and picture labels.

# A line of the final score sheet; .in-line within a log line.
sintra-score-round-colour = Premia za kolor rundy
    .in-line = premia za kolor rundy
sintra-score-windows = Punkty za okna
    .in-line = punkty za okna
sintra-score-broken-reset = Wyzerowanie stłuczki
    .in-line = wyzerowanie stłuczki
sintra-score-leftover = Szkło na kwaterach
    .in-line = szkło na kwaterach
sintra-score-broken-track = Stłuczka
    .in-line = stłuczka
sintra-score-ornaments = Ornamenty
    .in-line = ornamenty
sintra-score-colour-windows = Najlepszy kolor
    .in-line = najlepszy kolor

# A glass colour in lower case.
sintra-pink = różowy
sintra-orange = pomarańczowy
sintra-yellow = żółty
sintra-green = zielony
sintra-blue = niebieski
sintra-red = czerwony
sintra-purple = fioletowy

sintra-round-colour = kolor rundy

# Menus: prompts and button labels.
sintra-take-glass-or-move-the-glazier = Weź szkło z warsztatu lub ze środka stołu albo cofnij witrażystę
sintra-move-the-glazier-back = Cofnij witrażystę
sintra-which-strip-for = Na którą kwaterę { $count } × { $colour }?
sintra-which-strip = Która kwatera?
sintra-which-piece-into-the-window = Które szkło idzie do okna?
sintra-plus-start-marker = {" "}+ znacznik 1. gracza
sintra-all-break = , wszystkie się stłuką
sintra-strip-label = Kwatera
sintra-pieces-in = szt.
sintra-completes = kończy
sintra-broken = stłuczone

# Pictures.
sintra-no-such-player = Nie ma takiego gracza
sintra-place-on-a-green-strip = Połóż na zielonej kwaterze:
sintra-choose-the-piece-for-window = Wybierz szkło do okna
sintra-your-turn-take-glass = Twój ruch: szkło lub witrażysta wstecz
sintra-done = gotowe
sintra-complete-windows = Gotowe okna
sintra-broken-glass = Stłuczka
sintra-drawn-to-start = Zaczyna (losowanie)
sintra-places = kładzie
sintra-fills-the-window-under-strip = wypełnia okno pod kwaterą
sintra-empty = pusto

# The log.
sintra-strip = kwatera
sintra-start-marker = znacznik pierwszego gracza
sintra-glazier-back = witrażysta wstecz
sintra-broken-label = stłuczone:
sintra-broken-glass-in-line = stłuczka
sintra-completed = gotowa
sintra-moves-the-glazier-back = cofa witrażystę

# Alt texts.
sintra-factories-with-glass = warsztaty ze szkłem
sintra-windows-complete = gotowe okna
sintra-glass-in-windows = szkło w oknach

# Podpowiedzi: dlaczego ruch jest dobry (po „💡 <ruch> — ”).

sintra-why-completes = kończy kwaterę { $strip }: teraz +{ $points } pkt
sintra-why-take-completes = wystarczy, by skończyć kwaterę { $strip }
sintra-why-fills = kwatera { $strip } będzie mieć { $filled } z { $size }
sintra-why-breaks = { $count ->
        [0] nic się nie tłucze
        [one] tłucze się { $count } szkło
        [few] tłuką się { $count } szkła
       *[other] tłucze się { $count } szkieł
    }
sintra-why-start-marker = zaczynasz następną rundę
sintra-why-reset = witrażysta wraca do pierwszej kwatery, gdzie { $pieces ->
        [one] czeka { $pieces } szkło
        [few] czekają { $pieces } szkła
       *[other] czeka { $pieces } szkieł
    }
sintra-why-window-colour = { $count } { $count ->
        [one] szkło
        [few] szkła
       *[other] szkieł
    } tego koloru w twoich oknach{ $best ->
        [yes] , twój najlepszy kolor
       *[no] {""}
    }

sintra-learn-goal = Zdobądź najwięcej punktów w 6 rundach. Ukończenie kwatery wkłada jedno jej szkło do okna poniżej i punktuje to okno, każde okno na prawo od niego ze szkłem oraz szkła kwatery w kolorze rundy. Stłuczka kosztuje punkty.
sintra-learn-turn-title = Branie szkła
sintra-learn-turn = Wybierz **Warsztat** albo **Środek**, potem kolor: bierzesz tam wszystkie szkła tego koloru, a reszta warsztatu idzie na środek. Wszystkie trafiają potem na jedną kwaterę: tę pod twoim witrażystą lub dowolną na prawo (witrażysta tam przechodzi).
sintra-learn-colour-title = Wybór szkła
sintra-learn-colour = Każdy przycisk bierze stąd wszystkie szkła tego koloru („Niebieski ×3”) i mówi, ile kosztowałaby stłuczka, gdy żadna osiągalna kwatera nie ma miejsca. Bierz kolor, który zmieści się na kwaterze pod witrażystą lub na prawo: każde szkło potrzebuje pustego pola swojego koloru albo szarego pola atutowego.
sintra-learn-start-marker-title = Znacznik pierwszego gracza
sintra-learn-start-marker = Jako pierwszy w tej rundzie bierzesz ze środka: bierzesz też znacznik pierwszego gracza („+ znacznik 1. gracza”) i zaczynasz następną rundę, ale twój znacznik stłuczki schodzi o jedno pole w dół, co kosztuje punkty.
sintra-learn-strip-title = Wybór kwatery
sintra-learn-strip = Każdy przycisk **Kwatera** to kwatera w twoim zasięgu: pod witrażystą lub na prawo; witrażysta tam przechodzi. Podaje, ile szkieł trafi na nią, a ile się stłucze. Każde szkło wypełnia puste pole swojego koloru lub szare pole atutowe; jeśli jakaś kwatera ma miejsce, musisz wybrać taką.
sintra-learn-complete-title = Ukończenie kwatery
sintra-learn-complete = Przycisk z napisem „kończy” zapełnia kwaterę: dostajesz 1 punkt za każde szkło w kolorze rundy na niej, jedno szkło idzie do okna poniżej (najpierw góra, potem dół) i punktujesz to okno oraz każde okno na prawo od niego ze szkłem. Przycisk pokazuje sumę.
sintra-learn-broken-title = Stłuczka
sintra-learn-broken = Żadna osiągalna kwatera nie ma miejsca na wszystkie te szkła: te bez miejsca się tłuką. Każde stłuczone szkło przesuwa twój znacznik stłuczki o pole w dół i trafia do wieży; wartość znacznika tracisz na końcu, a dojście na sam dół kosztuje od razu 18 punktów.
sintra-learn-window-title = Do okna
sintra-learn-window = Strona B: twoja ukończona kwatera ma kilka kolorów; wybierz, które szkło idzie do okna poniżej. Pozostałe trafiają do wieży. Na końcu strona B liczy twoje ukończone okna razy szkła twojego najlepszego koloru w oknach.
sintra-learn-reset-title = Cofnięcie witrażysty
sintra-learn-reset = Twój witrażysta przy układaniu idzie tylko w prawo. **Cofnij witrażystę** zajmuje całą turę: wraca nad twoją skrajną lewą kwaterę, skąd znów sięga wszystkich kwater. Albo weź szkło jak zwykle.
