# Slash commands and their options, for Discord's command localisation, in de.

cmd-start = starten
    .description = Eine Lobby für eine neue Partie in diesem Kanal öffnen
cmd-variant = variante
    .description = Welches Spiel
cmd-players = spieler
    .description = Plätze am Tisch (Standard: 4)
cmd-game = partie
    .description = Die Partie in diesem Kanal
cmd-log = protokoll
    .description = Die letzten Züge der Partie in diesem Kanal zeigen
cmd-leave = verlassen
    .description = Die Partie in diesem Kanal verlassen (ein Computer übernimmt deinen Platz)
cmd-cancel = abbrechen
    .description = Die Partie in diesem Kanal abbrechen (Gastgeber oder Moderation)
cmd-stats = statistik
    .description = Partien, Siege und Punkte auf diesem Server
cmd-leaderboard = bestenliste
    .description = Die besten Spieler eines Spiels auf diesem Server
cmd-help = hilfe
    .description = Wie der Bot funktioniert und die Regeln jedes Spiels
cmd-timer = zeitlimit
    .description = Zeit pro Zug (Standard: die Einstellung des Servers)
cmd-on-timeout = bei_zeitablauf
    .description = Wenn ein erinnerter Spieler weiter nicht zieht (Standard: ein Computer spielt)
cmd-thread = thread
    .description = In einem neuen Thread unter diesem Kanal spielen
cmd-hints = hinweise
    .description = 💡 Hinweise erlauben (sonst nur, wenn eine Person gegen Computer spielt)
cmd-user = nutzer
    .description = Wessen Statistik (Standard: deine)
cmd-which-game = spiel
    .description = Welches Spiel
cmd-replay = wiederholung
    .description = Eine beendete Partie dieses Servers Zug für Zug ansehen
cmd-id = id
    .description = Die ID der Partie, wie /stats, die Ergebnisse und das Protokoll sie zeigen
cmd-settings = einstellungen
    .description = Deine Einstellungen: die Farben deiner Bilder
cmd-palette = palette
    .description = Farben deiner Bilder (weglassen, um deine zu sehen)
cmd-show = zeigen
    .description = Den aktuellen Tisch der Partie in diesem Kanal erneut posten

## Choices

cmd-choice-timeout-computer = ein Computer spielt für sie
cmd-choice-timeout-cancel = Partie abbrechen
cmd-choice-palette-standard = übliche Farben
cmd-choice-palette-high-contrast = hoher Kontrast
cmd-learn = lernen
    .description = Eine erste Partie gegen einen leichten Computer, jeder Schritt erklärt
