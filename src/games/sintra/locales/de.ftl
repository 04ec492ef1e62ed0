# sintra: the registry's words (names, start command, options) in de.

game-sintra = Azul: Die Buntglasfenster von Sintra
    .choice = Die Buntglasfenster von Sintra

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Spielplanseite: { $side ->
        [b] B
       *[a] A (Ornamente)
    }

# The presentation: menus, log, counts, alt texts and picture labels.

# A line of the final score sheet; .in-line within a log line (German nouns keep their capital).
sintra-score-round-colour = Bonus der Rundenfarbe
    .in-line = Bonus der Rundenfarbe
sintra-score-windows = Fensterpunkte
    .in-line = Fensterpunkte
sintra-score-broken-reset = Bruchglas zurückgesetzt
    .in-line = Bruchglas zurückgesetzt
sintra-score-leftover = Glas auf den Streifen
    .in-line = Glas auf den Streifen
sintra-score-broken-track = Bruchglas
    .in-line = Bruchglas
sintra-score-ornaments = Ornamente
    .in-line = Ornamente
sintra-score-colour-windows = Beste Farbe
    .in-line = beste Farbe

# A glass colour, as a noun.
sintra-pink = Rosa
sintra-orange = Orange
sintra-yellow = Gelb
sintra-green = Grün
sintra-blue = Blau
sintra-red = Rot
sintra-purple = Lila

sintra-round-colour = Rundenfarbe

# Menus: prompts and button labels.
sintra-take-glass-or-move-the-glazier = Nimm Glas aus einer Manufaktur oder der Tischmitte oder setze den Glaser zurück
sintra-move-the-glazier-back = Glaser zurücksetzen
sintra-which-strip-for = Welcher Streifen für { $count } × { $colour }
sintra-which-strip = Welcher Streifen?
sintra-which-piece-into-the-window = Welches Glasstück kommt ins Fenster?
sintra-plus-start-marker = {" "}+ Startspielermarker
sintra-all-break = , alle zerbrechen
sintra-strip-label = Streifen
sintra-pieces-in = gelegt
sintra-completes = fertig
sintra-broken = zerbrochen

# Pictures.
sintra-no-such-player = Kein solcher Spieler
sintra-place-on-a-green-strip = Auf einen grünen Streifen legen:
sintra-choose-the-piece-for-window = Wähle das Glas für Fenster
sintra-your-turn-take-glass = Dein Zug: Glas oder Glaser zurück
sintra-done = fertig
sintra-complete-windows = Fertige Fenster
sintra-broken-glass = Bruchglas
sintra-drawn-to-start = Startspieler (ausgelost)
sintra-places = legt Glas
sintra-fills-the-window-under-strip = füllt das Fenster unter Streifen
sintra-empty = leer

# The log.
sintra-strip = Streifen
sintra-start-marker = Startspielermarker
sintra-glazier-back = Glaser zurück
sintra-broken-label = zerbrochen:
sintra-broken-glass-in-line = Bruchglas
sintra-completed = fertig
sintra-moves-the-glazier-back = setzt den Glaser zurück

# Alt texts.
sintra-factories-with-glass = Manufakturen mit Glas
sintra-windows-complete = Fenster fertig
sintra-glass-in-windows = Glas in Fenstern

# Tipps: warum ein Zug gut ist (nach „💡 <Zug> — “).

sintra-why-completes = vollendet Streifen { $strip }: jetzt +{ $points } P.
sintra-why-take-completes = genug, um Streifen { $strip } zu vollenden
sintra-why-fills = Streifen { $strip } hat dann { $filled } von { $size }
sintra-why-breaks = { $count ->
        [0] kein Glas zerbricht
        [one] { $count } Stück zerbricht
       *[other] { $count } Stücke zerbrechen
    }
sintra-why-start-marker = du beginnst die nächste Runde
sintra-why-reset = der Glaser kehrt zu deinem ersten Streifen zurück, wo { $pieces } { $pieces ->
        [one] Stück wartet
       *[other] Stücke warten
    }
sintra-why-window-colour = { $count } { $count ->
        [one] Stück
       *[other] Stücke
    } dieser Farbe in deinen Fenstern{ $best ->
        [yes] , deine beste Farbe
       *[no] {""}
    }

sintra-learn-goal = Sammle in 6 Runden die meisten Punkte. Ein fertiger Streifen gibt ein Glasstück ins Fenster darunter und punktet für dieses Fenster, jedes Fenster rechts davon mit Glas und seine Stücke in der Rundenfarbe. Bruchglas kostet Punkte.
sintra-learn-turn-title = Glas nehmen
sintra-learn-turn = Wähle eine **Manufaktur** oder die **Tischmitte**, dann eine Farbe: Du nimmst dort alle Stücke dieser Farbe, der Rest einer Manufaktur kommt in die Mitte. Alle Stücke kommen dann auf einen Streifen: den unter deinem Glaser oder einen rechts davon (der Glaser rückt dorthin).
sintra-learn-colour-title = Glas wählen
sintra-learn-colour = Jeder Knopf nimmt hier alle Stücke dieser Farbe („Blau ×3“) und sagt, was das Zerbrechen kostet, wenn kein erreichbarer Streifen Platz hat. Nimm eine Farbe, die auf einen Streifen unter oder rechts von deinem Glaser passt: Jedes Stück braucht ein leeres Feld seiner Farbe oder ein graues Jokerfeld.
sintra-learn-start-marker-title = Der Startspielermarker
sintra-learn-start-marker = Du nimmst in dieser Runde als Erste oder Erster aus der Tischmitte: Du bekommst den Startspielermarker („+ Startspielermarker“) und beginnst die nächste Runde, aber dein Bruchglasmarker rückt ein Feld nach unten, was Punkte kostet.
sintra-learn-strip-title = Einen Streifen wählen
sintra-learn-strip = Jeder Knopf **Streifen** ist ein erreichbarer Streifen: unter deinem Glaser oder rechts davon; der Glaser rückt dorthin. Er sagt, wie viele Stücke gelegt werden und wie viele zerbrechen. Jedes Stück füllt ein leeres Feld seiner Farbe oder ein graues Jokerfeld; hat ein Streifen Platz, musst du einen solchen wählen.
sintra-learn-complete-title = Einen Streifen vollenden
sintra-learn-complete = Ein Knopf mit „fertig“ füllt seinen Streifen: Du erhältst 1 Punkt je Stück der Rundenfarbe darauf, ein Stück kommt ins Fenster darunter (erst oben, dann unten), und du punktest für dieses Fenster und jedes Fenster rechts davon mit Glas. Der Knopf zeigt die Summe.
sintra-learn-broken-title = Bruchglas
sintra-learn-broken = Kein erreichbarer Streifen hat Platz für all diese Stücke: Die ohne Platz zerbrechen. Jedes zerbrochene Stück rückt deinen Bruchglasmarker ein Feld nach unten und kommt in den Turm; der Wert des Markers geht am Ende verloren, und das unterste Feld kostet sofort 18 Punkte.
sintra-learn-window-title = Ins Fenster
sintra-learn-window = Seite B: Dein fertiger Streifen hat mehrere Farben; wähle, welches Stück ins Fenster darunter kommt. Die übrigen Stücke kommen in den Turm. Am Ende zählt Seite B deine fertigen Fenster mal die Stücke deiner besten Farbe in deinen Fenstern.
sintra-learn-reset-title = Den Glaser zurücksetzen
sintra-learn-reset = Dein Glaser rückt beim Legen nur nach rechts. **Glaser zurücksetzen** ist dein ganzer Zug: Der Glaser kehrt über deinen linken Streifen zurück und erreicht wieder alle Streifen. Oder nimm wie üblich Glas.
