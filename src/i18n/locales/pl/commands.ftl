# Slash commands and their options, for Discord's command localisation, in pl.

cmd-start = rozpocznij
    .description = Otwórz poczekalnię nowej gry na tym kanale
cmd-variant = wariant
    .description = Która gra
cmd-players = gracze
    .description = Miejsca przy stole (domyślnie: 4)
cmd-game = gra
    .description = Gra na tym kanale
cmd-log = dziennik
    .description = Pokaż ostatnie ruchy gry na tym kanale
cmd-leave = opuść
    .description = Opuść grę na tym kanale (twoje miejsce zajmie komputer)
cmd-cancel = anuluj
    .description = Anuluj grę na tym kanale (gospodarz lub moderatorzy)
cmd-stats = statystyki
    .description = Gry, zwycięstwa i wyniki na tym serwerze
cmd-leaderboard = ranking
    .description = Najlepsi gracze danej gry na tym serwerze
cmd-help = pomoc
    .description = Jak działa bot i zasady każdej gry
cmd-timer = limit_czasu
    .description = Czas na każdy ruch (domyślnie: ustawienie serwera)
cmd-on-timeout = po_czasie
    .description = Gdy gracz mimo przypomnienia nie wykona ruchu (domyślnie: gra komputer)
cmd-thread = wątek
    .description = Graj w nowym wątku pod tym kanałem
cmd-hints = podpowiedzi
    .description = Zezwól na 💡 podpowiedzi (domyślnie: gdy jedna osoba gra z komputerami)
cmd-user = użytkownik
    .description = Czyje statystyki (domyślnie: twoje)
cmd-which-game = gra
    .description = Która gra
cmd-replay = powtórka
    .description = Powtórka ukończonej gry z tego serwera, ruch po ruchu
cmd-id = id
    .description = Identyfikator gry, jak pokazują go /stats, wyniki i dziennik
cmd-settings = ustawienia
    .description = Twoje ustawienia: kolory twoich obrazków
cmd-palette = paleta
    .description = Kolory twoich obrazków (pomiń, aby zobaczyć swoje)
cmd-show = pokaż
    .description = Opublikuj ponownie aktualny stół gry na tym kanale

## Choices

cmd-choice-timeout-computer = gra za niego komputer
cmd-choice-timeout-cancel = anuluj grę
cmd-choice-palette-standard = zwykłe kolory
cmd-choice-palette-high-contrast = wysoki kontrast
cmd-learn = nauka
    .description = Pierwsza gra z łatwym komputerem, każdy krok wyjaśniony
