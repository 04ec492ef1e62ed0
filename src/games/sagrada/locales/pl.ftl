# sagrada: the registry's words (names, start command, options) in pl.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Zagraj w Sagradę, witraże z kości

option-difficulty = trudność
    .description = Trudność gry solo, od 1 (najtrudniejsza) do 5 (najłatwiejsza)

sagrada-options = Trudność gry solo: { $difficulty } (gdy gra jedna osoba)

# Sagrada's presentation: colours, tool cards, objectives, menus, pictures, the log.

sagrada-colour-red = czerwony
    .shades = Odcienie czerwieni

sagrada-colour-yellow = żółty
    .shades = Odcienie żółci

sagrada-colour-green = zielony
    .shades = Odcienie zieleni

sagrada-colour-blue = niebieski
    .shades = Odcienie błękitu

sagrada-colour-purple = fioletowy
    .shades = Odcienie fioletu

sagrada-score-favor = Pozostałe znaczniki uznania

sagrada-round-track = Tor rund

sagrada-choosing-patterns = Wybierają wzory

sagrada-tool-grozing-pliers = Szczypce kruszące
    .reminder = dobrana kość +1 lub −1
    .rules = Po dobraniu kości zwiększ lub zmniejsz jej wartość o 1. 1 nie może stać się 6, a 6 nie może stać się 1.

sagrada-tool-eglomise-brush = Pędzel do églomisé
    .reminder = przesuń kość, pomiń kolor
    .rules = Przesuń dowolną kość w swoim witrażu, ignorując pola koloru. Wszystkie pozostałe zasady umieszczania obowiązują.

sagrada-tool-copper-foil-burnisher = Gładzik do folii
    .reminder = przesuń kość, pomiń wartość
    .rules = Przesuń dowolną kość w swoim witrażu, ignorując pola wartości. Wszystkie pozostałe zasady umieszczania obowiązują.

sagrada-tool-lathekin = Rozwieracz ołowiu
    .reminder = przesuń dokładnie dwie kości
    .rules = Przesuń dokładnie dwie kości w swoim witrażu, przestrzegając wszystkich zasad umieszczania.

sagrada-tool-lens-cutter = Nóż do kół
    .reminder = zamień kość z torem rund
    .rules = Po dobraniu kości zamień ją na kość z toru rund.

sagrada-tool-flux-brush = Pędzel do topnika
    .reminder = przerzuć dobraną kość
    .rules = Po dobraniu kości przerzuć ją. Jeśli nie można jej wtedy umieścić, wraca do puli.

sagrada-tool-glazing-hammer = Młotek szklarski
    .reminder = przerzuć pulę (2. tura)
    .rules = Przerzuć wszystkie kości w puli. Tylko w swojej drugiej turze rundy, przed dobraniem kości.

sagrada-tool-running-pliers = Szczypce do łamania
    .reminder = 2. kość teraz, bez 2. tury
    .rules = W swojej pierwszej turze rundy od razu dobierz i umieść drugą kość. Swoją drugą turę w tej rundzie pomijasz.

sagrada-tool-cork-backed-straightedge = Liniał z korkiem
    .reminder = połóż z dala od innych kości
    .rules = Po dobraniu kości umieść ją na polu, obok którego nie ma żadnej kości, także po przekątnej. Wszystkie pozostałe zasady umieszczania obowiązują.

sagrada-tool-grinding-stone = Kamień szlifierski
    .reminder = obróć dobraną kość
    .rules = Po dobraniu kości obróć ją na przeciwną ściankę: 6 staje się 1, 5 — 2, 4 — 3.

sagrada-tool-flux-remover = Zmywacz topnika
    .reminder = zamień z workiem, wybierz wartość
    .rules = Po dobraniu kości włóż ją z powrotem do worka i wylosuj inną. Wybierz jej wartość i umieść ją albo odłóż do puli.

sagrada-tool-tap-wheel = Kółko do stukania
    .reminder = przesuń ≤2 kości koloru z toru
    .rules = Przesuń do dwóch kości jednego koloru, takiego jak kolor kości na torze rund, przestrzegając wszystkich zasad umieszczania.

sagrada-public-row-color-variety = Kolory – rząd
    .how = za rząd bez powtórzonego koloru

sagrada-public-column-color-variety = Kolory – kolumna
    .how = za kolumnę bez powtórzonego koloru

sagrada-public-row-shade-variety = Odcienie – rząd
    .how = za rząd bez powtórzonej wartości

sagrada-public-column-shade-variety = Odcienie – kolumna
    .how = za kolumnę bez powtórzonej wartości

sagrada-public-light-shades = Jasne odcienie
    .how = za zestaw 1 + 2

sagrada-public-medium-shades = Średnie odcienie
    .how = za zestaw 3 + 4

sagrada-public-deep-shades = Ciemne odcienie
    .how = za zestaw 5 + 6

sagrada-public-shade-variety = Różnorodność odcieni
    .how = za zestaw 1–6

sagrada-public-color-variety = Różnorodność kolorów
    .how = za zestaw 5 kolorów

sagrada-public-color-diagonals = Kolorowe przekątne
    .how = za kość na przekątnej swojego koloru

sagrada-prompt-turn = Dobierz kość, użyj narzędzia lub zakończ turę

sagrada-prompt-place = Gdzie położyć kość?

sagrada-die-numbered = Kość

sagrada-place-the-die = Połóż kość

sagrada-prompt-place-or-tool = Połóż kość lub użyj na niej narzędzia

sagrada-prompt-pay = Którą kością w kolorze narzędzia płacisz?

sagrada-prompt-adjust = Zwiększyć czy zmniejszyć kość?

sagrada-prompt-swap-round = Zamienić na kość z której rundy?

sagrada-prompt-which-die = Która kość?

sagrada-prompt-drawn-value = Wybierz wartość wylosowanej kości

sagrada-prompt-which-moves = Którą położoną kość przesunąć?

sagrada-stop-moving = Koniec przesuwania

sagrada-end-turn = Zakończ turę

sagrada-your-private-shades-of = Twój cel indywidualny – kolor:

sagrada-or = {" "}lub{" "}

sagrada-choose-pattern = Wybierz kartę wzoru

sagrada-pattern-chosen-later = Wzór wybrany — pokaże się, gdy wybiorą wszyscy

sagrada-choosing-a-pattern = Wybiera wzór…

sagrada-favor-tokens = Znaczniki uznania

sagrada-in-hand-place = W ręce — połóż ją

sagrada-in-hand-adjust = W ręce — +1 lub −1

sagrada-in-hand-swap = W ręce — zamiana z torem

sagrada-choose-value = Wybierz wartość

sagrada-moving-dice = Przesuwanie kości

sagrada-your-move = Twój ruch

sagrada-draft-tool-or-pass = dobierz kość, użyj narzędzia lub spasuj

sagrada-privates-best = Cele indywidualne (liczy się najlepszy)

sagrada-private-objective = Cel indywidualny

sagrada-solo-target = Próg solo

sagrada-draft-pool = Pula

sagrada-in-hand = W ręce:

sagrada-tool-cards = Narzędzia

sagrada-target-beaten = Próg { $target }: { $won ->
        [yes] pobity
       *[no] niepobity
    }

sagrada-public-objectives = Cele grupowe

sagrada-pattern-chosen = Wzór wybrany ✓

sagrada-log-chooses-pattern = wybiera wzór witraża

sagrada-log-patterns-revealed = wzory odkryte

sagrada-log-drafts = dobiera

sagrada-log-die = kość

sagrada-log-public-objectives = cele grupowe

sagrada-log-paid-with = zapłata:

sagrada-log-pool-rerolled = pula przerzucona

sagrada-log-drawn = wylosowano:

sagrada-log-value-chosen = wybrana wartość:

sagrada-log-back-to-pool = z powrotem do puli

sagrada-log-drafts-again = dobiera od razu kolejną

sagrada-log-ends-turn = kończy turę

sagrada-log-picks-die = wybiera kość do przesunięcia:

sagrada-log-stops-moving = kończy przesuwanie kości

sagrada-log-favor-paid = { $count ->
        [one] { $count } znacznik uznania
        [few] { $count } znaczniki uznania
        [many] { $count } znaczników uznania
       *[other] { $count } znacznika uznania
    }

sagrada-favor-token-count = { $count ->
        [one] { $count } znacznik uznania
        [few] { $count } znaczniki uznania
        [many] { $count } znaczników uznania
       *[other] { $count } znacznika uznania
    }

sagrada-tool-cards-heading = Karty narzędzi

sagrada-used = użyta

sagrada-costs-pool-die = kosztuje kość z puli:

sagrada-next-use = następne użycie:

sagrada-one-tool-a-turn = Najwyżej jedno narzędzie na turę. Przesuwana kość nigdy nie jest swoim własnym sąsiadem.

sagrada-alt-draft-pool = pula

sagrada-alt-dice-in-bag = kości w worku

sagrada-alt-dice-placed = kości położone

sagrada-alt-favor-tokens = znaczniki uznania

sagrada-alt-private-objective = cel indywidualny

sagrada-round-order = Kolejność tur

sagrada-tool-cards-caption = Narzędzia · cena w znacznikach uznania

sagrada-tool-cards-solo-caption = Narzędzia · zapłać kością w tym kolorze z puli

sagrada-tool-price-rule = Narzędzie kosztuje 1 znacznik uznania, 2 gdy na jego karcie leżą już znaczniki; najwyżej jedno na turę.

# Podpowiedzi: dlaczego ruch jest dobry (po „💡 <ruch> — ”).

sagrada-why-pattern = { $tokens } { $tokens ->
        [one] znacznik uznania
        [few] znaczniki uznania
       *[other] znaczników uznania
    }{ $mine ->
        [0] {""}
        [one] , { $mine } pole twojego koloru indywidualnego
        [few] , { $mine } pola twojego koloru indywidualnego
       *[other] , { $mine } pól twojego koloru indywidualnego
    }
sagrada-why-pattern-solo = mało ograniczeń{ $mine ->
        [0] {""}
        [one] , { $mine } pole twoich kolorów indywidualnych
        [few] , { $mine } pola twoich kolorów indywidualnych
       *[other] , { $mine } pól twoich kolorów indywidualnych
    }
sagrada-why-goes-to = { $die } na { $cell }
sagrada-why-blocks = { $spaces ->
        [0] każde wolne pole da się jeszcze wypełnić
        [one] { $spaces } pola nie da się już wypełnić
       *[other] { $spaces } pól nie da się już wypełnić
    }
sagrada-why-public = +{ $points } za { $name }
sagrada-why-private = +{ $points } za twój cel indywidualny ({ $shades })
sagrada-why-moves-to = przesuwa kość na { $cell }
sagrada-why-tool = { $tool }: lepsze miejsce dla kości niż bez tego
sagrada-why-end-turn = nic więcej nie opłaca się w tej turze
sagrada-why-pass = każda pozostała kość zepsułaby pole twojego witraża

sagrada-learn-goal = W 10 rundach zbuduj z kości najpiękniejszy witraż. Cele grupowe punktują dla wszystkich, twój tajny cel indywidualny to suma oczek kości jego koloru, każdy niewydany znacznik uznania daje 1 punkt; każde puste pole kosztuje 1.
sagrada-learn-pattern-title = Wybór wzoru witraża
sagrada-learn-pattern = Każdy przycisk to jeden z twoich czterech wzorów witraża, z trudnością (●). Pole koloru przyjmuje tylko ten kolor, pole liczby tylko tę wartość. Dostajesz tyle znaczników uznania, ile wynosi trudność: trudniejszy wzór opłaci więcej narzędzi.
sagrada-learn-turn-title = Twoja tura
sagrada-learn-turn = W każdej turze możesz dobrać jedną kość z puli (przyciski **Kość**, np. „Kość 3: 5 czerwony”) i ją położyć oraz użyć jednej karty narzędzia, w dowolnej kolejności; oba są dobrowolne. **Zakończ turę** bez dobierania to pas. W każdej rundzie każdy ma dwie tury: zgodnie z ruchem wskazówek zegara, potem z powrotem.
sagrada-learn-first-die-title = Twoja pierwsza kość
sagrada-learn-first-die = Pierwsza kość musi trafić na pole brzegowe lub narożne witraża. Każdy przycisk to pole, na które pasuje: pole koloru przyjmuje tylko ten kolor, pole liczby tylko tę wartość. Liczba po polu („B1 +2”) to to, co dodaje do celów grupowych.
sagrada-learn-place-title = Kładzenie kości
sagrada-learn-place = Każdy przycisk to pole, na które może trafić kość: musi stykać się z położoną kością bokiem lub rogiem, pasować do koloru lub liczby pola i nigdy nie leżeć bokiem obok kości tego samego koloru lub tej samej wartości. Liczba po polu to to, co dodaje do celów grupowych.
sagrada-learn-hold-title = Kość w ręce
sagrada-learn-hold = Trzymasz dobraną kość; musisz ją położyć w tej turze. **Połóż kość** wybiera jej pole; przycisk karty narzędzia najpierw używa tego narzędzia na kości (zmiana wartości, zamiana lub przerzut), jeśli masz znaczniki uznania.
sagrada-learn-tools-title = Karty narzędzi
sagrada-learn-tools = Oprócz dobrania kości możesz w turze użyć jednej karty narzędzia: jej przycisk podaje kartę i cenę w znacznikach uznania (●): 1, póki nikt jej nie użył, potem 2. **Narzędzia** pokazuje, co robi każda karta. **Zakończ turę** bez dobierania to pas.
sagrada-learn-end-turn-title = Koniec tury
sagrada-learn-end-turn = Twoja kość leży. Możesz jeszcze użyć karty narzędzia, która działa teraz, jeśli masz znaczniki uznania; **Zakończ turę** oddaje ruch. Na koniec rundy kości, które zostały w puli, trafiają na tor rund.
sagrada-learn-adjust-title = Szczypce kruszące
sagrada-learn-adjust = Szczypce kruszące: **+1** zwiększa kość w ręce o jeden, **−1** zmniejsza ją o jeden; 6 nie staje się 1 ani 1 nie staje się 6. Potem kładziesz ją jak zwykle.
sagrada-learn-swap-title = Nóż do kół
sagrada-learn-swap = Nóż do kół: wybierz rundę z toru rund, potem jedną z jej kości; zamienia się miejscem z kością w twojej ręce, którą potem kładziesz jak zwykle.
sagrada-learn-value-title = Zmywacz topnika
sagrada-learn-value = Zmywacz topnika: twoja kość wróciła do worka, a wylosowano nową w pokazanym kolorze. Każdy przycisk ustala jej wartość (od 1 do 6); potem ją kładziesz albo wraca do puli, jeśli nigdzie nie pasuje.
sagrada-learn-move-title = Przesuwanie kości
sagrada-learn-move = Narzędzie przesuwania: wybierz położoną kość (pole), potem pole docelowe. Pędzel do églomisé pomija pola koloru, Gładzik do folii pola liczby; Rozwieracz ołowiu przesuwa dokładnie dwie kości, Kółko do stukania do dwóch w kolorze z toru rund. **Koniec przesuwania** kończy. Pozostałe zasady nadal obowiązują.
