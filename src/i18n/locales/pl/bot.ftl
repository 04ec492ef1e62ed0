# The bot's own words (lobby, table, refusals, hosting) in pl.

## The lobby

lobby-title = { $game } — poczekalnia
lobby-host = Gospodarz: { $user }
lobby-players-heading = Gracze
lobby-seat-computer = 🤖 Komputer ({ $level })
lobby-needs-exactly = Liczba graczy: dokładnie { $count }.
lobby-needs = Liczba graczy: { $min }–{ $max }.
lobby-options-heading = Opcje
lobby-how-to = Naciśnij Dołącz, aby zająć miejsce. Gospodarz może dodać graczy komputerowych i rozpocząć grę.
lobby-cancelled = Tę grę anulował(a) { $user }.
button-join = Dołącz
button-leave = Opuść
button-start = Rozpocznij
button-cancel = Anuluj grę
computer-menu-placeholder = Gracze komputerowi…
computer-add = Dodaj gracza komputerowego ({ $level })
computer-remove = Usuń gracza komputerowego
computer-name = Komputer ({ $level })
ai-level-easy = łatwy
ai-level-normal = normalny
ai-level-hard = trudny
ai-hint-easy = Gra ruch, który wygląda najlepiej, ale często się myli
ai-hint-normal = Gra ruch, który wygląda najlepiej
ai-hint-hard = Myśli naprzód, do sekundy na ruch

## Refusals and notices

already-joined = Już siedzisz przy tym stole.
joined-in-another-lobby = Już czekasz w innej poczekalni na tym kanale.
not-in-lobby = Nie siedzisz przy tym stole.
lobby-full = Stół jest pełny (miejsc: { $max }).
only-host-starts = Tylko gospodarz może rozpocząć grę.
only-host-manages-computers = Tylko gospodarz może dodawać i usuwać graczy komputerowych.
no-computer-to-remove = Nie ma gracza komputerowego do usunięcia.
cannot-cancel = Tę grę może anulować tylko gospodarz lub członek z uprawnieniem „Zarządzanie wiadomościami”.
wrong-player-count = Ta gra wymaga { $min }–{ $max } graczy; przy stole: { $have }.
channel-busy = Na tym kanale trwa już gra { $game }. Najpierw ją dokończ lub anuluj.
out-of-date = Ta wiadomość jest nieaktualna — oto aktualna.
garbled = Nie rozpoznaję tego przycisku. Użyj najnowszej wiadomości.
game-not-found = Ta gra już nie istnieje.
wrong-channel = Ten przycisk należy do gry na innym kanale.
game-ended = Ta gra się zakończyła.
corrupt-record = Nie da się odczytać zapisu tej gry ({ $game }). Pozostawiono go bez zmian; powiadom administratora serwera.
storage-failed = Nie udało się zapisać gry, więc nic się nie zmieniło. Spróbuj ponownie.
something-went-wrong = Coś poszło nie tak; nic się nie zmieniło.
guild-only = W gry można grać tylko na kanale serwera.
stand-ins = Niektóre drukowane wartości tej gry są dla nas niedostępne; to nasze zamienniki: { $keys }.

## A running game

game-started = Gra się rozpoczęła — powodzenia!
your-turn = { $users }, twój ruch: { $prompt }
your-turn-privately = { $users }, twój ruch: naciśnij **Wykonaj ruch**, aby wybrać prywatnie.
solo-target = Cel: { $target } — { $won ->
        [yes] pobity! 🎉
       *[no] tym razem niepobity
    }
computer-thinking = 🤖 { $name } myśli…
carry-on-by-click = -# Nie jestem tu członkiem, więc odzywam się tylko, gdy ktoś naciśnie przycisk: jeśli stół stanie, naciśnij dowolny z jego przycisków, aby grać dalej.
board-above = 🖼 Plansza gracza { $name } się nie zmieniła: jest wyżej.
your-choice = Twój ruch: { $prompt }
chosen-so-far = Wybrano: { $chosen }
button-my-board = Moja plansza
button-take-turn = Wykonaj ruch
button-counts = Stan gry
button-tools = Narzędzia
button-reference = Karty
reference-at-start = Karty tej gry. **📜 Karty** pod stołem pokażą je ponownie w każdej chwili.
reference-alt = Karty tej gry.
button-back = Wstecz
menu-placeholder = Wybierz…
menu-placeholder-part = Wybierz… ({ $part } z { $parts })
player-fallback-name = Gracz { $seat }
not-your-turn = To nie twój ruch.
move-not-allowed = Zasady nie pozwalają teraz na ten ruch. Nic się nie zmieniło.
not-playing = Nie grasz w tej grze.
turn-done = Gotowe — stół poniżej jest aktualny.
game-over = 🏁 **{ $game }** — koniec gry

## Hosting: timers, leaving, undo, rematch

hosting-timer-off = Limit czasu: wyłączony
hosting-timer = Limit czasu: { $timer } na ruch, potem { $then ->
        [cancel] gra zostaje anulowana
       *[computer] gra komputer, dopóki gracz nie wróci
    }
timer-off = wyłączony
timer-2m = 2 minuty
timer-10m = 10 minut
timer-1h = 1 godzina
timer-24h = 24 godziny
# Genitive: "w ciągu 5 minut".
duration-minutes = { $minutes ->
        [one] { $minutes } minuty
       *[other] { $minutes } minut
    }
duration-hours = { $hours ->
        [one] { $hours } godziny
       *[other] { $hours } godzin
    }
time-reminder = ⏰ { $users }, twój czas minął! Wykonaj ruch w ciągu { $time }, inaczej { $then ->
        [cancel] gra zostanie anulowana
       *[computer] komputer będzie grał za ciebie, dopóki nie wrócisz
    }.
ran-out-of-time = ⌛ { $names }: czas minął. Komputer gra za nich, dopóki nie naciśną dowolnego przycisku tej gry.
cancelled-by-timer = ⌛ Gra anulowana: { $names } — czas minął.
player-left = 🚪 **{ $name }** opuszcza grę: jego miejsce zajmuje komputer.
player-back = ↩️ **{ $name }** wraca do gry.
took-back = ↩️ **{ $name }** cofa ruch.
button-undo = Cofnij
undo-not-yours = Tylko **{ $name }** może cofnąć swój ruch.
undo-stale = Tego ruchu nie da się już cofnąć: gra poszła dalej.
undo-unavailable = Tego ruchu nie da się cofnąć (historii gry nie da się odtworzyć).
welcome-back = Witaj z powrotem: twoje miejsce znów jest twoje.
you-left = Opuszczasz tę grę; twoje miejsce zajmuje komputer.
game-cancelled = ⏹️ Grę anulował(a) { $user }.
table-closed = Ten stół jest zamknięty.
no-game-here = Na tym kanale nie ma gry, której to dotyczy.
button-rematch = Rewanż
rematch-started = Rewanż się rozpoczął — nowy stół jest poniżej.
rematch-exists = Rewanż tej gry już się rozpoczął.

## Log, statistics, help

log-title = 📜 { $game } — ostatnie ruchy
log-empty = Jeszcze nie było ruchów.
log-earlier = … i wcześniejsze: { $count }
stats-title = 📊 { $name } na tym serwerze
stats-none = { $name } nie ukończył(a) jeszcze żadnej gry na tym serwerze.
stats-played = { $played ->
        [one] { $played } gra
        [few] { $played } gry
       *[other] { $played } gier
    }
stats-wins = { $wins ->
        [one] { $wins } zwycięstwo
        [few] { $wins } zwycięstwa
       *[other] { $wins } zwycięstw
    }
stats-average = średnio { $average }
stats-best = najlepszy wynik { $best }
leaderboard-title = 🏆 { $game } — tabela wyników
leaderboard-empty = Nikt jeszcze nie ukończył gry { $game } na tym serwerze.
leaderboard-line = **{ $place }.** { $user } — { $line }
turn-ends = ⏰ Czas mija { $when }
help-title = Jak grać
help-learning-title = Nauka przy stole
help-anywhere-title = Grupowe DM, DM i inne serwery
thread-failed = Nie udało mi się utworzyć tu wątku (czy mam uprawnienia?). Spróbuj bez opcji wątku.
use-lobby-buttons = Gra jeszcze się nie zaczęła: użyj przycisków wiadomości poczekalni.
thread-opened = 🧵 Gra { $game } zaczyna się w { $thread } — dołącz tam!
settings-palette = { $changed ->
        [yes] 🎨 Od teraz twoje obrazki są rysowane w { $palette }.
       *[no] 🎨 Twoje obrazki są rysowane w { $palette }.
    } Dotyczy to twoich plansz i paneli; wspólny stół używa wysokiego kontrastu, gdy wybrali go wszyscy przy nim siedzący. Każdy kolor ma też własny kształt, na obrazkach i na przyciskach.
settings-palette-high-contrast = palecie o wysokim kontraście
settings-palette-usual = zwykłych kolorach

## What Discord refused or lost

permission-view-channel = Wyświetlanie kanałów
permission-send-messages = Wysyłanie wiadomości
permission-send-messages-in-threads = Wysyłanie wiadomości w wątkach
permission-embed-links = Osadzanie linków
permission-attach-files = Załączanie plików
permission-create-public-threads = Tworzenie wątków publicznych
trouble-missing-permissions = ⚠️ Brakuje mi uprawnień { $place ->
        [thread] w tym wątku
       *[channel] na tym kanale
    }: { $names }. Bez nich nie mogę opublikować stołu i gra czeka. Aby je nadać, administrator serwera otwiera ⚙️ Edytuj kanał → Uprawnienia (lub Ustawienia serwera → Role), wybiera moją rolę i zezwala na nie. Gra ruszy sama, gdy tylko zostaną nadane.
trouble-table-waits = ⏳ Twój ruch jest zapisany, ale Discord nie przyjął nowej wiadomości ze stołem. Gra czeka, a stół pojawi się, gdy tylko Discord znów odpowie; `/game show` opublikuje go od razu.
trouble-channel-gone = ⏸️ Kanału lub wątku tej gry już nie ma, więc gra jest wstrzymana. Zostanie anulowana, jeśli kanał nie wróci.
trouble-table-reposted = 🔁 Aktualny stół jest poniżej.
trouble-waits-for-click = ⏳ Zapisano. Tutaj mogę się odezwać tylko, gdy ktoś naciśnie przycisk: naciśnij dowolny przycisk tej gry, aby grać dalej.
trouble-cancelled-channel-gone = ⏹️ Twoja gra { $game } została anulowana: jej kanał lub wątek usunięto.

## Podpowiedzi (💡)

hosting-hints = Podpowiedzi: { $hints ->
        [on] dozwolone
        [off] wyłączone
       *[auto] dozwolone, gdy jedna osoba gra tylko z komputerami
    }
button-hint = Podpowiedź
button-play-hint = Zagraj to
hint-answer = 💡 **Podpowiedź:** { $steps } — { $reason }
hint-reason-search = ruch, który wybrałby najsilniejszy gracz komputerowy na podstawie tego, co widzisz.
hint-counted = Podpowiedzi użyte w tej grze: { $used }. Gra, w której korzystasz z podpowiedzi, nie zmienia twojego rankingu.
hints-off = W tej grze podpowiedzi są wyłączone: tak wybrał gospodarz (domyślnie są tylko wtedy, gdy jedna osoba gra z komputerami).
hint-busy = Wszyscy trenerzy są teraz zajęci: spróbuj za chwilę.
learn-opened = 📘 **Pierwsza gra w { $game }** dla { $user }, z łatwym komputerem: każdy nowy krok jest wyjaśniany prywatnie, gdy pojawi się po raz pierwszy.
learn-welcome = 📘 **Twoja pierwsza gra.** { $goal }
    Każdy nowy rodzaj kroku jest wyjaśniany tutaj, tylko dla ciebie, gdy pojawi się po raz pierwszy. Przy każdej decyzji **💡 Podpowiedź** pokazuje ruch, który wykonałby najsilniejszy komputer, i dlaczego. Ta gra nie wpływa na ranking; `/gra anuluj` ją kończy. Po jej końcu trener omówi twoje decyzje.
learn-over = 📘 **Twoja pierwsza gra dobiegła końca.** Trener omawia teraz twoje decyzje; to, co znajdzie, pojawi się tutaj, z przyciskami odtwarzającymi każdy moment.
hints-used = 💡 Użyte podpowiedzi: { $list } (ich rankingi się nie zmieniają).
