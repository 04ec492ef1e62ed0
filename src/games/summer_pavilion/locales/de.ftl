# summer_pavilion: the registry's words (names, start command, options) in de.

game-summer-pavilion = Azul: Der Sommerpavillon
    .choice = Der Sommerpavillon

option-side = seite
    .description = Spielplanseite (Standard: farbig / A)

option-wilds = joker
    .description = Reihenfolge der Jokerfarben im Sommerpavillon (Standard: normal)

option-side-coloured = farbig (Sommerpavillon, Azul)

option-side-beige = beige (Sommerpavillon, Variante 1)

option-wilds-normal = normal

option-wilds-alternative = alternativ (Variante 2, eine Ersatzreihenfolge)

summer-pavilion-options = Spielplanseite: { $side ->
        [beige] beige (Variante 1; Kosten vom Plan des vollen Spiels)
       *[coloured] farbig
    }
    Reihenfolge der Jokerfarben: { $wilds ->
        [alternative] alternativ (Variante 2): ein Ersatz, die Reihenfolge der Erweiterung Glazed Pavilion; die umgedrehte Reihenfolge des MINI kennen wir nicht
       *[normal] normal
    }

# The presentation: menus, log, counts, alt texts and picture labels.

summer-pavilion-score-start = Startpunkte
summer-pavilion-score-placement = Gelegte Fliesen
summer-pavilion-score-start-token = Startspielerstein
summer-pavilion-score-discard = Abgeworfene Fliesen
summer-pavilion-score-leftover = Übrige Fliesen
summer-pavilion-score-star = { $colour ->
        [purple] Lila Stern
        [green] Grüner Stern
        [orange] Oranger Stern
        [yellow] Gelber Stern
        [blue] Blauer Stern
        [red] Roter Stern
        [multicoloured] Mehrfarbiger Stern
       *[other] Stern { $colour }
    }
summer-pavilion-score-all = Alle Felder { $number } belegt

# A colour: as a noun (German capitalises it in lists and on buttons).
summer-pavilion-purple = Lila
    .star = Lila
    .object = Lila
    .plural = Lila
summer-pavilion-green = Grün
    .star = Grün
    .object = Grün
    .plural = Grün
summer-pavilion-orange = Orange
    .star = Orange
    .object = Orange
    .plural = Orange
summer-pavilion-yellow = Gelb
    .star = Gelb
    .object = Gelb
    .plural = Gelb
summer-pavilion-blue = Blau
    .star = Blau
    .object = Blau
    .plural = Blau
summer-pavilion-red = Rot
    .star = Rot
    .object = Rot
    .plural = Rot

summer-pavilion-factory = Manufaktur { $number }
summer-pavilion-star-centre = Mittelstern
summer-pavilion-star-coloured = { $colour ->
        [purple] Lila Stern
        [green] Grüner Stern
        [orange] Oranger Stern
        [yellow] Gelber Stern
        [blue] Blauer Stern
       *[red] Roter Stern
    }
summer-pavilion-star-numbered = Stern { $number }
summer-pavilion-star-left = Linker Stern
summer-pavilion-star-top-left = Stern oben links
summer-pavilion-star-top-right = Stern oben rechts
summer-pavilion-star-right = Rechter Stern
summer-pavilion-star-bottom-right = Stern unten rechts
summer-pavilion-star-bottom-left = Stern unten links

# Where a space sits in its star.
summer-pavilion-at-top = oben
summer-pavilion-at-top-right = oben rechts
summer-pavilion-at-bottom-right = unten rechts
summer-pavilion-at-bottom = unten
summer-pavilion-at-bottom-left = unten links
summer-pavilion-at-top-left = oben links

# Menus: prompts and button labels.
summer-pavilion-take-tiles-from = Fliesen nehmen aus…
summer-pavilion-take-a-bonus-tile = Nimm eine Bonusfliese aus dem Vorrat
summer-pavilion-taking-tiles = Fliesen nehmen
summer-pavilion-placing-tiles = Fliesen legen
summer-pavilion-bonus-tiles-in-line = Bonusfliesen
summer-pavilion-keeping-tiles = Fliesen behalten
summer-pavilion-wild-in-line = Joker:
summer-pavilion-discard-count = { $count } abwerfen
summer-pavilion-place-which-colour-or-pass = Welche Farbe legen? Oder passen
summer-pavilion-start = Start
summer-pavilion-wild-in-brackets = {" "}(Joker)
summer-pavilion-where = Wohin? (die Zahl auf einem Feld sind seine Kosten)
summer-pavilion-spend = {""}
summer-pavilion-wild = Joker
summer-pavilion-which-tiles-to-spend = Welche Fliesen bezahlen?
summer-pavilion-keep-up-to-4 = Behalte bis zu 4 Fliesen für die nächste Runde (jede weitere: −1)
summer-pavilion-keep-none = Keine behalten
summer-pavilion-keep = Behalten
summer-pavilion-keep-colour = { $colour } behalten
summer-pavilion-other-tiles = Andere Fliesen…
summer-pavilion-how-many-to-keep = Wie viele behalten (insgesamt höchstens 4):
summer-pavilion-pass-end-my-round = Passen (Runde beenden, bis 4 behalten)
summer-pavilion-pass = Passen
summer-pavilion-which-star = Welcher Stern?
summer-pavilion-plus-wild = {" "}+ Joker
summer-pavilion-points = { $count ->
        [one] { $count } P.
       *[other] { $count } P.
    }

# Pictures.
summer-pavilion-passed = gepasst
summer-pavilion-kept = behalten
summer-pavilion-tiles-held = Fliesen auf der Hand
summer-pavilion-bonus-tiles = Bonusfliesen
summer-pavilion-beige-bonus-tiles = Beige Seite · Bonus
summer-pavilion-bag = Beutel
summer-pavilion-supply = Vorrat
summer-pavilion-winner = ★ Sieger
summer-pavilion-held-label = Hand:
summer-pavilion-kept-label = Behalten:
summer-pavilion-takes-tiles = nimmt Fliesen
summer-pavilion-places-a-tile = legt eine Fliese
summer-pavilion-takes-bonus-tiles = nimmt Bonusfliesen:
summer-pavilion-keeps-tiles = behält Fliesen
summer-pavilion-next-wild = danach
summer-pavilion-wild-label = Joker:

# The log.
summer-pavilion-start-token = Startspielerstein
summer-pavilion-pillar = Säule
summer-pavilion-statue = Statue
summer-pavilion-bonus = Bonus
summer-pavilion-bonus-tile = Bonusfliese
summer-pavilion-keeps = behält
summer-pavilion-placing-begins = das Legen beginnt
summer-pavilion-keeps-nothing = behält nichts
summer-pavilion-wilds = { $count } Joker
summer-pavilion-discarded = { $tiles } abgeworfen

# Alt texts.
summer-pavilion-factories-with-tiles = Manufakturen mit Fliesen
summer-pavilion-supply-in-line = Vorrat
summer-pavilion-tiles-placed = Fliesen gelegt
summer-pavilion-holds = hält
summer-pavilion-starts-by-lot = { $name } beginnt (ausgelost)

# Tipps: warum ein Zug gut ist (nach „💡 <Zug> — “).

summer-pavilion-why-place = bringt jetzt { $gain }
summer-pavilion-why-star = vollendet seinen Stern: { $gain } am Ende
summer-pavilion-why-structure = umschließt { $kind ->
        [pillar] eine Säule
        [statue] eine Statue
       *[window] ein Fenster
    }: { $tiles } { $tiles ->
        [one] Bonusfliese
       *[other] Bonusfliesen
    }
summer-pavilion-why-take = { $most ->
        [yes] die meisten Fliesen im Angebot
       *[no] Fliesen zum Legen
    }: { $tiles }{ $wild ->
        [yes] , ein Joker dabei
       *[no] {""}
    }
summer-pavilion-why-start-token = du beginnst die nächste Runde, für { $cost }
summer-pavilion-why-pass = { $stuck ->
        [yes] nichts, was du hast, lässt sich noch legen
       *[no] deine Fliesen sind für die nächste Runde mehr wert
    }
summer-pavilion-why-keep = behält { $kept } { $kept ->
        [one] Fliese
       *[other] Fliesen
    } für die nächste Runde{ $thrown ->
        [0] {""}
       *[other] , wirft { $thrown } ab (−{ $thrown })
    }
summer-pavilion-why-next-wild = { $colour } ist in der nächsten Runde Joker
summer-pavilion-why-bonus-wild = die Jokerfarbe dieser Runde: sie ersetzt jede Farbe
summer-pavilion-why-bonus-next-wild = die Jokerfarbe der nächsten Runde, lohnt sich zu behalten
summer-pavilion-why-bonus-group = du hast dann { $held } { $held ->
        [one] Fliese
       *[other] Fliesen
    } dieser Farbe

summer-pavilion-learn-goal = Sammle die meisten Punkte (alle beginnen mit 5). Fliesen auf den Sternen punkten sofort; volle Sterne und jede auf allen Sternen belegte 1, 2, 3 oder 4 bringen nach Runde 6 Boni. Dann noch gehaltene Fliesen kosten je 1 Punkt.
summer-pavilion-learn-take-title = Fliesen nehmen
summer-pavilion-learn-take = Wähle, woher du nimmst: eine **Manufaktur** oder die **Tischmitte**. Du nimmst dort alle Fliesen einer Farbe und, falls vorhanden, einen Joker; der Rest einer Manufaktur kommt in die Mitte. Genommen wird, bis Manufakturen und Mitte leer sind; dann legen alle.
summer-pavilion-learn-colour-title = Eine Farbe wählen
summer-pavilion-learn-colour = Jeder Knopf nimmt alle Fliesen dieser Farbe von hier („◆ Blau ×3“). Nimm Farben, die du legen willst: Ein Feld kostet so viele Fliesen seiner Farbe, wie die aufgedruckte Zahl sagt; eine kommt aufs Feld, der Rest in den Turm.
summer-pavilion-learn-wild-title = Die Jokerfarbe
summer-pavilion-learn-wild = Die Jokerfarbe dieser Runde steht in der Statuszeile; sie wechselt jede Runde. Wer eine andere Farbe von einem Ort mit Jokern nimmt, bekommt genau einen Joker dazu („+ Joker“); liegen nur Joker da, nimmst du einen. Beim Legen ersetzen Joker jede Farbe, aber mindestens eine echte Fliese der Farbe muss dabei sein.
summer-pavilion-learn-start-title = Der Startspielerstein
summer-pavilion-learn-start = Du nimmst in dieser Runde als Erste oder Erster aus der Tischmitte: Du bekommst den Startspielerstein und verlierst 1 Punkt je genommener Fliese, Joker eingeschlossen (der Knopf zeigt „Start −N“). Dafür legst du zuerst und beginnst die nächste Runde. Unter 0 fällt niemand.
summer-pavilion-learn-place-title = Fliesen legen
summer-pavilion-learn-place = Jetzt legst du pro Zug eine Fliese oder passt. Ein Farbknopf („◆ Blau ×5“) legt diese Farbe; die Zahl auf einem Feld sind seine Kosten in Fliesen: eine kommt aufs Feld, der Rest in den Turm. **Passen (Runde beenden, bis 4 behalten)** beendet dein Legen in dieser Runde.
summer-pavilion-learn-star-title = Einen Stern wählen
summer-pavilion-learn-star = Beige Seite: Jeder Stern nimmt jede Farbe. Beim Füllen wird er einfarbig (sechs gleiche, zählt den Wert der Farbe) oder bunt (sechs verschiedene, 12 Punkte); die ersten Fliesen entscheiden. Jeder Knopf nennt einen Stern.
summer-pavilion-learn-space-title = Ein Feld wählen
summer-pavilion-learn-space = Jeder Knopf ist ein Feld, mit Punkten und Bonusfliesen („+2 P., +1 Fliese“). Eine gelegte Fliese zählt 1, plus 1 für jede Fliese der lückenlosen Kette im Stern, an die sie anschließt. Wer die Felder um eine Säule, Statue oder ein Fenster schließt, erhält Fliesen aus dem Vorrat. Der Mittelstern nimmt sechs verschiedene Farben.
summer-pavilion-learn-wilds-title = Joker ausgeben
summer-pavilion-learn-wilds = Wähle, wie du bezahlst: Jeder Knopf sagt, wie viele Fliesen der Farbe und wie viele Joker du ausgibst. Mindestens eine echte Fliese der Farbe ist nötig. Übrige Joker helfen später; in die nächste Runde behalten, sind sie dort gewöhnliche Fliesen.
summer-pavilion-learn-bonus-title = Bonusfliesen
summer-pavilion-learn-bonus = Deine Fliese hat die Felder um eine Säule (1 Fliese), eine Statue (2) oder ein Fenster (3) geschlossen: Nimm so viele Fliesen aus dem Vorrat, je Knopf eine. Auch Joker sind erlaubt. Der Vorrat wird vor dem nächsten Zug aus dem Beutel aufgefüllt.
summer-pavilion-learn-keep-title = Fliesen behalten
summer-pavilion-learn-keep = Du hast gepasst: Bis zu 4 deiner Fliesen bleiben auf den Ecken deines Tableaus für die nächste Runde; jede andere kommt für −1 Punkt in den Turm. Wähle die vorgeschlagene Auswahl, **Keine behalten** oder **Andere Fliesen…**, um Farbe für Farbe zu wählen. Die nächste Jokerfarbe steht in der Statuszeile.
summer-pavilion-learn-last-round-title = Die letzte Runde
summer-pavilion-learn-last-round = Runde 6 ist die letzte. Lege, was du kannst: Wer jetzt passt, wirft jede noch gehaltene Fliese für −1 Punkt in den Turm, behalten wird nichts. Dann zählen volle Sterne ihren Wert (12 bis 20), und jede auf allen Sternen belegte 1, 2, 3 oder 4 bringt 4, 8, 12 oder 16.
