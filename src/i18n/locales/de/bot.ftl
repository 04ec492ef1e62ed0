# The bot's own words (lobby, table, refusals, hosting) in de.

## The lobby

lobby-title = { $game } — Lobby
lobby-host = Gastgeber: { $user }
lobby-players-heading = Spieler
lobby-seat-computer = 🤖 Computer ({ $level })
lobby-needs-exactly = Für genau { $count } Spieler.
lobby-needs = Für { $min }–{ $max } Spieler.
lobby-options-heading = Optionen
lobby-how-to = Drück Beitreten, um Platz zu nehmen. Der Gastgeber kann Computerspieler hinzufügen und die Partie starten.
lobby-cancelled = Diese Partie wurde von { $user } abgebrochen.
button-join = Beitreten
button-leave = Verlassen
button-start = Starten
button-cancel = Partie abbrechen
computer-menu-placeholder = Computerspieler…
computer-add = Computerspieler hinzufügen ({ $level })
computer-remove = Computerspieler entfernen
computer-name = Computer ({ $level })
ai-level-easy = leicht
ai-level-normal = normal
ai-level-hard = schwer
ai-hint-easy = Spielt den besten Zug auf den ersten Blick, patzt aber oft
ai-hint-normal = Spielt den besten Zug auf den ersten Blick
ai-hint-hard = Denkt voraus, bis zu einer Sekunde pro Zug

## Refusals and notices

already-joined = Du sitzt schon an diesem Tisch.
joined-in-another-lobby = Du wartest in diesem Kanal schon in einer anderen Lobby.
not-in-lobby = Du sitzt nicht an diesem Tisch.
lobby-full = Der Tisch ist voll ({ $max } Plätze).
only-host-starts = Nur der Gastgeber kann die Partie starten.
only-host-manages-computers = Nur der Gastgeber kann Computerspieler hinzufügen oder entfernen.
no-computer-to-remove = Es gibt keinen Computerspieler zum Entfernen.
cannot-cancel = Nur der Gastgeber oder ein Mitglied mit „Nachrichten verwalten“ kann diese Partie abbrechen.
wrong-player-count = Diese Partie braucht { $min }–{ $max } Spieler; { $have } sitzen am Tisch.
channel-busy = In diesem Kanal läuft schon eine Partie { $game }. Beende oder brich sie zuerst ab.
out-of-date = Diese Nachricht ist veraltet — hier ist die aktuelle.
garbled = Diesen Button kenne ich nicht. Bitte nutze die neueste Nachricht.
game-not-found = Diese Partie gibt es nicht mehr.
wrong-channel = Dieser Button gehört zu einer Partie in einem anderen Kanal.
game-ended = Diese Partie ist beendet.
corrupt-record = Der gespeicherte Stand dieser Partie ({ $game }) ist nicht lesbar. Er bleibt unverändert; bitte sag einem Server-Admin Bescheid.
storage-failed = Die Partie konnte nicht gespeichert werden, also hat sich nichts geändert. Bitte versuch es noch einmal.
something-went-wrong = Etwas ist schiefgelaufen; nichts hat sich geändert.
guild-only = Partien gibt es nur in einem Serverkanal.
stand-ins = Einige gedruckte Werte dieses Spiels haben wir nicht; an ihrer Stelle stehen eigene: { $keys }.

## A running game

game-started = Die Partie hat begonnen — viel Glück!
your-turn = { $users }, du bist am Zug: { $prompt }
your-turn-privately = { $users }, du bist am Zug: Drück **Zug machen**, um privat zu wählen.
solo-target = Zielwert: { $target } — { $won ->
        [yes] geschlagen! 🎉
       *[no] diesmal nicht geschlagen
    }
computer-thinking = 🤖 { $name } denkt nach…
carry-on-by-click = -# Ich bin hier kein Mitglied und spreche nur, wenn jemand einen Button drückt: Steht der Tisch still, drück einen seiner Buttons, um weiterzuspielen.
board-above = 🖼 Das Tableau von { $name } ist unverändert: Es steht oben.
your-choice = Du bist am Zug: { $prompt }
chosen-so-far = Gewählt: { $chosen }
button-my-board = Mein Tableau
button-take-turn = Zug machen
button-counts = Zählung
button-tools = Werkzeuge
button-reference = Karten
reference-at-start = Die Karten dieser Partie. **📜 Karten** unter dem Tisch zeigt sie jederzeit wieder.
reference-alt = Die Karten dieser Partie.
button-back = Zurück
menu-placeholder = Wählen…
menu-placeholder-part = Wählen… ({ $part } von { $parts })
player-fallback-name = Spieler { $seat }
not-your-turn = Du bist nicht am Zug.
move-not-allowed = Die Regeln erlauben diesen Zug gerade nicht. Nichts wurde geändert.
not-playing = Du spielst in dieser Partie nicht mit.
turn-done = Erledigt — der Tisch unten ist aktuell.
game-over = 🏁 **{ $game }** — Partie beendet

## Hosting: timers, leaving, undo, rematch

hosting-timer-off = Zeitlimit: aus
hosting-timer = Zeitlimit: { $timer } pro Zug, danach { $then ->
        [cancel] wird die Partie abgebrochen
       *[computer] spielt ein Computer, bis der Spieler zurück ist
    }
timer-off = aus
timer-2m = 2 Minuten
timer-10m = 10 Minuten
timer-1h = 1 Stunde
timer-24h = 24 Stunden
duration-minutes = { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }
duration-hours = { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    }
time-reminder = ⏰ { $users }, deine Zeit ist um! Bitte zieh innerhalb von { $time }, sonst { $then ->
        [cancel] wird die Partie abgebrochen
       *[computer] spielt ein Computer für dich, bis du zurück bist
    }.
ran-out-of-time = ⌛ { $names }: Zeit abgelaufen. Ein Computer spielt, bis ein Button dieser Partie gedrückt wird.
cancelled-by-timer = ⌛ Die Partie ist abgebrochen: { $names } hat die Zeit überschritten.
player-left = 🚪 **{ $name }** hat die Partie verlassen: Ein Computer übernimmt den Platz.
player-back = ↩️ **{ $name }** ist zurück.
took-back = ↩️ **{ $name }** hat einen Zug zurückgenommen.
button-undo = Rückgängig
undo-not-yours = Nur **{ $name }** kann den eigenen Zug zurücknehmen.
undo-stale = Dieser Zug lässt sich nicht mehr zurücknehmen: Die Partie ist weitergegangen.
undo-unavailable = Dieser Zug lässt sich nicht zurücknehmen (der Verlauf der Partie lässt sich nicht nachspielen).
welcome-back = Willkommen zurück: Dein Platz gehört wieder dir.
you-left = Du hast diese Partie verlassen; ein Computer übernimmt deinen Platz.
game-cancelled = ⏹️ Die Partie wurde von { $user } abgebrochen.
table-closed = Dieser Tisch ist geschlossen.
no-game-here = In diesem Kanal gibt es keine Partie, für die das geht.
button-rematch = Revanche
rematch-started = Die Revanche hat begonnen — der neue Tisch steht unten.
rematch-exists = Eine Revanche dieser Partie läuft schon.

## Log, statistics, help

log-title = 📜 { $game } — letzte Züge
log-empty = Noch keine Züge.
log-earlier = … und { $count } frühere
stats-title = 📊 { $name } auf diesem Server
stats-none = { $name } hat auf diesem Server noch keine Partie beendet.
stats-played = { $played ->
        [one] { $played } Partie
       *[other] { $played } Partien
    }
stats-wins = { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }
stats-average = Schnitt { $average }
stats-best = bestes { $best }
leaderboard-title = 🏆 { $game } — Bestenliste
leaderboard-empty = Auf diesem Server hat noch niemand eine Partie { $game } beendet.
leaderboard-line = **{ $place }.** { $user } — { $line }
turn-ends = ⏰ Die Zeit läuft ab { $when }
help-title = So wird gespielt
help-learning-title = Lernen am Tisch
help-anywhere-title = Gruppen-DMs, DMs und andere Server
thread-failed = Ich konnte hier keinen Thread erstellen (darf ich das?). Versuch es ohne die Thread-Option.
use-lobby-buttons = Die Partie hat noch nicht begonnen: Nutze die Buttons der Lobby-Nachricht.
thread-opened = 🧵 Eine Partie { $game } beginnt in { $thread } — mach dort mit!
settings-palette = { $changed ->
        [yes] 🎨 Ab jetzt werden deine Bilder in { $palette } gezeichnet.
       *[no] 🎨 Deine Bilder werden in { $palette } gezeichnet.
    } Das gilt für deine eigenen Tableaus und Panels; der gemeinsame Tisch nutzt hohen Kontrast, wenn alle daran ihn gewählt haben. Jede Farbe hat außerdem eine eigene Form, in den Bildern und auf den Buttons.
settings-palette-high-contrast = der kontrastreichen Palette
settings-palette-usual = den üblichen Farben

## What Discord refused or lost

permission-view-channel = Kanäle ansehen
permission-send-messages = Nachrichten senden
permission-send-messages-in-threads = Nachrichten in Threads senden
permission-embed-links = Links einbetten
permission-attach-files = Dateien anhängen
permission-create-public-threads = Öffentliche Threads erstellen
trouble-missing-permissions = ⚠️ Mir fehlen Berechtigungen { $place ->
        [thread] in diesem Thread
       *[channel] in diesem Kanal
    }: { $names }. Ohne sie kann ich den Tisch nicht posten, und die Partie wartet. Ein Server-Admin öffnet dazu ⚙️ Kanal bearbeiten → Berechtigungen (oder Servereinstellungen → Rollen), wählt meine Rolle und erlaubt sie. Danach geht die Partie von selbst weiter.
trouble-table-waits = ⏳ Dein Zug ist gespeichert, aber Discord hat die neue Tisch-Nachricht nicht angenommen. Die Partie wartet, und der Tisch kommt, sobald Discord wieder antwortet; `/game show` postet ihn sofort.
trouble-channel-gone = ⏸️ Der Kanal oder Thread dieser Partie ist weg, daher ist sie pausiert. Kommt der Kanal nicht zurück, wird sie abgebrochen.
trouble-table-reposted = 🔁 Der aktuelle Tisch steht unten.
trouble-waits-for-click = ⏳ Gespeichert. Hier kann ich nur sprechen, wenn jemand einen Button drückt: Drück einen Button dieser Partie, um weiterzuspielen.
trouble-cancelled-channel-gone = ⏹️ Deine Partie { $game } wurde abgebrochen: Ihr Kanal oder Thread wurde gelöscht.

## Hinweise (💡)

hosting-hints = Hinweise: { $hints ->
        [on] erlaubt
        [off] aus
       *[auto] erlaubt, wenn eine Person nur gegen Computer spielt
    }
button-hint = Hinweis
button-play-hint = So spielen
hint-answer = 💡 **Hinweis:** { $steps } — { $reason }
hint-reason-search = der Zug, den der stärkste Computerspieler mit deinem Wissen wählt.
hint-counted = Deine Hinweise in dieser Partie: { $used }. Eine Partie mit Hinweisen ändert deine Wertung nicht.
hints-off = In dieser Partie sind Hinweise aus: so hat es der Gastgeber gewählt (sonst gibt es sie nur, wenn eine Person gegen Computer spielt).
hint-busy = Gerade sind alle Trainer beschäftigt: versuche es gleich noch einmal.
learn-opened = 📘 **Eine erste Partie { $game }** für { $user }, gegen einen leichten Computer: Jeder neue Schritt wird beim ersten Mal privat erklärt.
learn-welcome = 📘 **Deine erste Partie.** { $goal }
    Jede neue Art von Schritt wird hier erklärt, nur für dich, wenn sie zum ersten Mal kommt. Bei jeder Entscheidung zeigt **💡 Hinweis** den Zug, den der stärkste Computer machen würde, und warum. Diese Partie wird nicht gewertet; `/partie abbrechen` beendet sie. Danach geht der Trainer deine Entscheidungen mit dir durch.
learn-over = 📘 **Deine erste Partie ist vorbei.** Der Trainer geht jetzt deine Entscheidungen durch; was er findet, kommt hierher, mit Knöpfen, die jeden Moment noch einmal zeigen.
hints-used = 💡 Hinweise genutzt: { $list } (ihre Wertungen bleiben, wie sie waren).
