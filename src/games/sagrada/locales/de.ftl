# sagrada: the registry's words (names, start command, options) in de.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Spiele Sagrada, das Buntglasfenster-Würfelspiel

option-difficulty = schwierigkeit
    .description = Schwierigkeit im Solospiel, 1 (am schwersten) bis 5 (am leichtesten)

sagrada-options = Schwierigkeit im Solospiel: { $difficulty } (gilt, wenn eine Person allein spielt)

# Sagrada's presentation: colours, tool cards, objectives, menus, pictures, the log.

sagrada-colour-red = rot
    .shades = Rottöne

sagrada-colour-yellow = gelb
    .shades = Gelbtöne

sagrada-colour-green = grün
    .shades = Grüntöne

sagrada-colour-blue = blau
    .shades = Blautöne

sagrada-colour-purple = lila
    .shades = Lilatöne

sagrada-score-favor = Übrige Gunststeine

sagrada-round-track = Rundenleiste

sagrada-choosing-patterns = Wählen Musterkarten

sagrada-tool-grozing-pliers = Kröselzange
    .reminder = genommener Würfel +1 oder −1
    .rules = Nachdem du einen Würfel genommen hast, erhöhe oder senke seine Augenzahl um 1. Aus einer 1 wird nie eine 6, aus einer 6 nie eine 1.

sagrada-tool-eglomise-brush = Églomisé-Pinsel
    .reminder = Würfel versetzen, Farbe egal
    .rules = Versetze einen beliebigen Würfel in deinem Fenster und ignoriere dabei Farbfelder. Alle anderen Platzierungsregeln gelten.

sagrada-tool-copper-foil-burnisher = Kupferfolien-Glätter
    .reminder = Würfel versetzen, Zahl egal
    .rules = Versetze einen beliebigen Würfel in deinem Fenster und ignoriere dabei Zahlenfelder. Alle anderen Platzierungsregeln gelten.

sagrada-tool-lathekin = Bleiaufreiber
    .reminder = genau zwei Würfel versetzen
    .rules = Versetze genau zwei Würfel in deinem Fenster und beachte dabei alle Platzierungsregeln.

sagrada-tool-lens-cutter = Kreisschneider
    .reminder = Würfel mit der Rundenleiste tauschen
    .rules = Nachdem du einen Würfel genommen hast, tausche ihn gegen einen Würfel auf der Rundenleiste.

sagrada-tool-flux-brush = Flussmittelpinsel
    .reminder = genommenen Würfel neu würfeln
    .rules = Nachdem du einen Würfel genommen hast, würfle ihn neu. Kann er dann nicht platziert werden, kommt er zurück ins Angebot.

sagrada-tool-glazing-hammer = Glaserhammer
    .reminder = Angebot neu würfeln (2. Zug)
    .rules = Würfle alle Würfel im Angebot neu. Nur in deinem zweiten Zug der Runde, bevor du einen Würfel nimmst.

sagrada-tool-running-pliers = Brechzange
    .reminder = 2. Würfel sofort, ohne 2. Zug
    .rules = Nimm in deinem ersten Zug der Runde sofort einen zweiten Würfel und platziere ihn. Deinen zweiten Zug der Runde lässt du aus.

sagrada-tool-cork-backed-straightedge = Lineal mit Korkrücken
    .reminder = abseits anderer Würfel legen
    .rules = Nachdem du einen Würfel genommen hast, platziere ihn auf einem Feld ohne Würfel daneben, auch nicht diagonal. Alle anderen Platzierungsregeln gelten.

sagrada-tool-grinding-stone = Schleifstein
    .reminder = genommenen Würfel umdrehen
    .rules = Nachdem du einen Würfel genommen hast, drehe ihn auf die gegenüberliegende Seite: Aus 6 wird 1, aus 5 wird 2, aus 4 wird 3.

sagrada-tool-flux-remover = Flussmittelentferner
    .reminder = mit dem Beutel tauschen, Zahl wählen
    .rules = Nachdem du einen Würfel genommen hast, lege ihn in den Beutel zurück und ziehe einen anderen. Wähle seine Augenzahl und platziere ihn oder lege ihn ins Angebot zurück.

sagrada-tool-tap-wheel = Klopfrad
    .reminder = ≤2 Würfel einer Leistenfarbe versetzen
    .rules = Versetze bis zu zwei Würfel derselben Farbe, der Farbe eines Würfels auf der Rundenleiste, und beachte dabei alle Platzierungsregeln.

sagrada-public-row-color-variety = Farbvielfalt – Reihe
    .how = je Reihe ohne doppelte Farbe

sagrada-public-column-color-variety = Farbvielfalt – Spalte
    .how = je Spalte ohne doppelte Farbe

sagrada-public-row-shade-variety = Schattierungsvielfalt – Reihe
    .how = je Reihe ohne doppelte Zahl

sagrada-public-column-shade-variety = Schattierungsvielfalt – Spalte
    .how = je Spalte ohne doppelte Zahl

sagrada-public-light-shades = Helle Schattierungen
    .how = je Satz aus 1 + 2

sagrada-public-medium-shades = Mittlere Schattierungen
    .how = je Satz aus 3 + 4

sagrada-public-deep-shades = Dunkle Schattierungen
    .how = je Satz aus 5 + 6

sagrada-public-shade-variety = Schattierungsvielfalt
    .how = je Satz aus 1–6

sagrada-public-color-variety = Farbvielfalt
    .how = je Satz aller 5 Farben

sagrada-public-color-diagonals = Farbdiagonalen
    .how = je Würfel auf gleichfarbiger Diagonale

sagrada-prompt-turn = Nimm einen Würfel, nutze ein Werkzeug oder beende deinen Zug

sagrada-prompt-place = Wohin kommt der Würfel?

sagrada-die-numbered = Würfel

sagrada-place-the-die = Würfel platzieren

sagrada-prompt-place-or-tool = Platziere den Würfel oder nutze ein Werkzeug darauf

sagrada-prompt-pay = Mit welchem Würfel in der Farbe des Werkzeugs zahlst du?

sagrada-prompt-adjust = Würfel erhöhen oder senken?

sagrada-prompt-swap-round = Gegen einen Würfel welcher Runde tauschen?

sagrada-prompt-which-die = Welcher Würfel?

sagrada-prompt-drawn-value = Wähle die Augenzahl des gezogenen Würfels

sagrada-prompt-which-moves = Welchen platzierten Würfel versetzen?

sagrada-stop-moving = Nicht mehr versetzen

sagrada-end-turn = Zug beenden

sagrada-your-private-shades-of = Dein geheimer Auftrag – Farbe:

sagrada-or = {" "}oder{" "}

sagrada-choose-pattern = Wähle deine Musterkarte

sagrada-pattern-chosen-later = Muster gewählt — sichtbar, sobald alle gewählt haben

sagrada-choosing-a-pattern = Wählt ein Muster…

sagrada-favor-tokens = Gunststeine

sagrada-in-hand-place = In der Hand — platzieren

sagrada-in-hand-adjust = In der Hand — +1 oder −1

sagrada-in-hand-swap = In der Hand — mit Leiste tauschen

sagrada-choose-value = Wähle die Augenzahl

sagrada-moving-dice = Würfel versetzen

sagrada-your-move = Du bist am Zug

sagrada-draft-tool-or-pass = Würfel nehmen, Werkzeug nutzen oder passen

sagrada-privates-best = Geheime Aufträge (der beste zählt)

sagrada-private-objective = Geheimer Auftrag

sagrada-solo-target = Zielwert

sagrada-draft-pool = Angebot

sagrada-in-hand = Hand:

sagrada-tool-cards = Werkzeuge

sagrada-target-beaten = Zielwert { $target }: { $won ->
        [yes] geschlagen
       *[no] nicht geschlagen
    }

sagrada-public-objectives = Öffentliche Aufträge

sagrada-pattern-chosen = Muster gewählt ✓

sagrada-log-chooses-pattern = wählt eine Musterkarte

sagrada-log-patterns-revealed = Muster aufgedeckt

sagrada-log-drafts = nimmt

sagrada-log-die = Würfel

sagrada-log-public-objectives = öffentliche Aufträge

sagrada-log-paid-with = bezahlt mit

sagrada-log-pool-rerolled = Angebot neu gewürfelt

sagrada-log-drawn = gezogen:

sagrada-log-value-chosen = Augenzahl gewählt:

sagrada-log-back-to-pool = zurück ins Angebot

sagrada-log-drafts-again = nimmt sofort noch einen

sagrada-log-ends-turn = beendet den Zug

sagrada-log-picks-die = wählt den Würfel zum Versetzen auf

sagrada-log-stops-moving = versetzt keine Würfel mehr

sagrada-log-favor-paid = { $count ->
        [one] { $count } Gunststein
       *[other] { $count } Gunststeine
    }

sagrada-favor-token-count = { $count ->
        [one] { $count } Gunststein
       *[other] { $count } Gunststeine
    }

sagrada-tool-cards-heading = Werkzeugkarten

sagrada-used = benutzt

sagrada-costs-pool-die = kostet einen Würfel aus dem Angebot:

sagrada-next-use = nächste Nutzung:

sagrada-one-tool-a-turn = Höchstens ein Werkzeug pro Zug. Ein versetzter Würfel ist nie sein eigener Nachbar.

sagrada-alt-draft-pool = Angebot

sagrada-alt-dice-in-bag = Würfel im Beutel

sagrada-alt-dice-placed = Würfel platziert

sagrada-alt-favor-tokens = Gunststeine

sagrada-alt-private-objective = geheimer Auftrag

sagrada-round-order = Zugfolge

sagrada-tool-cards-caption = Werkzeuge · Preis in Gunststeinen

sagrada-tool-cards-solo-caption = Werkzeuge · zahle mit einem Würfel dieser Farbe aus dem Angebot

sagrada-tool-price-rule = Ein Werkzeug kostet 1 Gunststein, 2, sobald Steine auf seiner Karte liegen; höchstens eines pro Zug.

# Tipps: warum ein Zug gut ist (nach „💡 <Zug> — “).

sagrada-why-pattern = { $tokens } { $tokens ->
        [one] Gunststein
       *[other] Gunststeine
    }{ $mine ->
        [0] {""}
        [one] , { $mine } Feld deiner geheimen Farbe
       *[other] , { $mine } Felder deiner geheimen Farbe
    }
sagrada-why-pattern-solo = wenige Einschränkungen{ $mine ->
        [0] {""}
        [one] , { $mine } Feld deiner geheimen Farben
       *[other] , { $mine } Felder deiner geheimen Farben
    }
sagrada-why-goes-to = { $die } auf { $cell }
sagrada-why-blocks = { $spaces ->
        [0] jedes freie Feld lässt sich noch füllen
        [one] { $spaces } Feld lässt sich nicht mehr füllen
       *[other] { $spaces } Felder lassen sich nicht mehr füllen
    }
sagrada-why-public = +{ $points } für { $name }
sagrada-why-private = +{ $points } für deinen geheimen Auftrag ({ $shades })
sagrada-why-moves-to = versetzt den Würfel auf { $cell }
sagrada-why-tool = { $tool }: ein besserer Platz für deinen Würfel als ohne
sagrada-why-end-turn = mehr lohnt sich in diesem Zug nicht
sagrada-why-pass = jeder übrige Würfel würde ein Feld deines Fensters verderben

sagrada-learn-goal = Baue in 10 Runden das schönste Buntglasfenster aus Würfeln. Öffentliche Aufträge zählen für alle, dein geheimer Auftrag zählt die Augen seiner Farbe, jeder übrige Gunststein 1 Punkt; jedes leere Feld kostet 1.
sagrada-learn-pattern-title = Ein Fenstermuster wählen
sagrada-learn-pattern = Jeder Knopf ist eines deiner vier Fenstermuster, mit seinem Schwierigkeitsgrad (●). Ein Farbfeld nimmt nur diese Farbe, ein Zahlenfeld nur diesen Wert. Du erhältst so viele Gunststeine wie der Schwierigkeitsgrad: Ein schwereres Muster bezahlt mehr Werkzeuge.
sagrada-learn-turn-title = Dein Zug
sagrada-learn-turn = In jedem Zug darfst du einen Würfel aus dem Angebot nehmen (die Knöpfe **Würfel**, z. B. „Würfel 3: 5 rot“) und setzen sowie eine Werkzeugkarte nutzen, in beliebiger Reihenfolge; beides ist freiwillig. **Zug beenden** ohne Würfel heißt passen. Jede Runde hat jeder zwei Züge: im Uhrzeigersinn, dann zurück.
sagrada-learn-first-die-title = Dein erster Würfel
sagrada-learn-first-die = Dein erster Würfel muss auf ein Rand- oder Eckfeld deines Fensters. Jeder Knopf ist ein Feld, auf das er passt: Ein Farbfeld nimmt nur diese Farbe, ein Zahlenfeld nur diesen Wert. Eine Zahl hinter dem Feld („B1 +2“) ist, was er den öffentlichen Aufträgen bringt.
sagrada-learn-place-title = Einen Würfel setzen
sagrada-learn-place = Jeder Knopf ist ein Feld, auf das der Würfel darf: Er muss einen gesetzten Würfel berühren, waagerecht, senkrecht oder diagonal, zu Farbe oder Zahl des Feldes passen und nie waagerecht oder senkrecht neben einem Würfel gleicher Farbe oder gleichen Werts liegen. Eine Zahl hinter dem Feld ist, was er den öffentlichen Aufträgen bringt.
sagrada-learn-hold-title = Ein Würfel in der Hand
sagrada-learn-hold = Du hältst den genommenen Würfel; er muss in diesem Zug gesetzt werden. **Würfel platzieren** wählt sein Feld; der Knopf einer Werkzeugkarte setzt erst dieses Werkzeug auf den Würfel ein (Wert ändern, tauschen oder neu würfeln), wenn du die Gunststeine hast.
sagrada-learn-tools-title = Werkzeugkarten
sagrada-learn-tools = Neben dem Nehmen darfst du pro Zug eine Werkzeugkarte nutzen: Ihr Knopf nennt die Karte und ihren Preis in Gunststeinen (●): 1, solange niemand sie genutzt hat, danach 2. **Werkzeuge** zeigt, was jede Karte tut. **Zug beenden** ohne Würfel heißt passen.
sagrada-learn-end-turn-title = Den Zug beenden
sagrada-learn-end-turn = Dein Würfel ist gesetzt. Du darfst noch eine Werkzeugkarte nutzen, die jetzt wirkt, wenn du die Gunststeine hast; **Zug beenden** gibt weiter. Am Rundenende kommen die Würfel, die im Angebot bleiben, auf die Rundenleiste.
sagrada-learn-adjust-title = Kröselzange
sagrada-learn-adjust = Kröselzange: **+1** erhöht den Würfel in der Hand um eins, **−1** senkt ihn um eins; aus 6 wird nie 1 und aus 1 nie 6. Dann setzt du ihn wie üblich.
sagrada-learn-swap-title = Kreisschneider
sagrada-learn-swap = Kreisschneider: Wähle eine Runde der Rundenleiste, dann einen ihrer Würfel; er tauscht den Platz mit dem Würfel in deiner Hand, den du dann wie üblich setzt.
sagrada-learn-value-title = Flussmittelentferner
sagrada-learn-value = Flussmittelentferner: Dein Würfel ging zurück in den Beutel, ein neuer Würfel der gezeigten Farbe wurde gezogen. Jeder Knopf legt seinen Wert fest (1 bis 6); dann setzt du ihn, oder er geht ins Angebot zurück, wenn er nirgends passt.
sagrada-learn-move-title = Gesetzte Würfel versetzen
sagrada-learn-move = Ein Versetz-Werkzeug: Wähle einen gesetzten Würfel (ein Feld), dann sein Zielfeld. Der Églomisé-Pinsel ignoriert Farbfelder, der Kupferfolien-Glätter Zahlenfelder; der Bleiaufreiber versetzt genau zwei Würfel, das Klopfrad bis zu zwei einer Farbe von der Rundenleiste. **Nicht mehr versetzen** beendet es. Die übrigen Regeln gelten weiter.
