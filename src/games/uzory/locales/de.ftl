# uzory: the registry's words (names, start command, options) in de.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Spiele Uzory, das Buntglas-Legespiel

uzory-options = Standardregeln

# The presentation: menus, log, counts, alt texts and picture labels.

uzory-score-victory-points = Siegpunkte
uzory-colour-white = Weiß
uzory-colour-red = Rot
uzory-colour-blue = Blau
uzory-colour-green = Grün
uzory-colour-yellow = Gelb
uzory-end-field-full = das Feld ist voll
uzory-end-all-passed = alle haben gepasst
uzory-choose-tile-or-pass = Wähle ein Plättchen aus deiner Hand oder passe
uzory-tile = Plättchen
uzory-turn-clockwise-by = Im Uhrzeigersinn drehen um…
uzory-where-does-it-go = Wohin damit?
uzory-pass-swap-hand = Passen (ganze Hand tauschen)
uzory-who-scores-tied-frame = Gleichstand im Rahmen: Wer bekommt den Punkt?
uzory-keep-my-tiles = Plättchen behalten
uzory-discard-tile = Abwerfen: Plättchen
uzory-discard-before-drawing = Vor dem Nachziehen auf drei Plättchen abwerfen?
uzory-turn = Zug
uzory-tie = Gleichstand
uzory-frame = Rahmen
uzory-frames-count = { $frames } Rahmen
uzory-nobody = niemand
uzory-title = Uzory
uzory-place-a-tile-or-pass = Plättchen legen oder passen
uzory-choose-who-scores-tie = wählen, wer den Rahmen bei Gleichstand wertet (?)
uzory-discard-tiles-or-keep = Plättchen abwerfen oder behalten
uzory-passes-in-a-row = Pässe in Folge
uzory-scored-frame = gewerteter Rahmen
uzory-frame-nobody-scored = kein Punkt
uzory-won = Sieg:
uzory-hand = Hand
uzory-your-turn-pick = Du bist am Zug: Plättchen, Drehung, Feld
uzory-hand-rotations-clockwise = Deine Hand · Drehung im Uhrzeigersinn
uzory-marker-top-before-turning = zeigt vor dem Drehen auf die Oberkante
uzory-no-tiles-in-hand = Keine Plättchen auf der Hand
uzory-hand-hidden = Hand verdeckt
uzory-tiles = Plättchen
uzory-pile = Stapel
uzory-frame-closed = Rahmen geschlossen
uzory-tile-placed-at = Plättchen auf
uzory-nobody-scores = niemand punktet
uzory-tie-label = Gleichstand:
uzory-or = oder
uzory-tied-frame-awarded = Gleichstand entschieden
uzory-discards-shuffled = Ablagestapel zu neuem Stapel gemischt
uzory-keeps-the-hand = behält die Hand
uzory-discards = Ablage
uzory-frames = Rahmen
uzory-alt-pile = Stapel
uzory-alt-discards = Ablage
uzory-alt-tiles-in-hand = Plättchen auf der Hand
uzory-alt-frames-closed = geschlossene Rahmen
uzory-discarded = { $tiles } Plättchen abgeworfen

# Tipps: warum ein Zug gut ist (nach „💡 <Zug> — “).

uzory-why-frames-mine = schließt { $frames } Rahmen in deiner Farbe: +{ $frames }
uzory-why-frames-tied = schließt { $frames ->
        [one] einen Gleichstands-Rahmen
       *[other] { $frames } Gleichstands-Rahmen
    }, den du dir selbst zusprechen darfst
uzory-why-frames-theirs = auch wenn es { $frames } Rahmen einer anderen Farbe gibt
uzory-why-lines-join = seine Bleilinien treffen { $lines } Linien der Nachbarn
uzory-why-own-colour = mehr von deiner Farbe darauf als von jeder anderen
uzory-why-hands-nothing = schließt keinen Rahmen für andere
uzory-why-pass = eine neue Hand hilft dir mehr als jedes Legen jetzt
uzory-why-award-self = der Punkt gehört dir
uzory-why-award-behind = der Punkt geht an den Spieler, der am weitesten zurückliegt
uzory-why-discard = { $tiles ->
        [0] beide Plättchen lohnen sich
       *[other] { $weak ->
            [yes] { $tiles ->
                [one] das abgeworfene Plättchen hat
               *[other] die abgeworfenen Plättchen haben
            } wenige Linien oder wenig von deiner Farbe
           *[no] neue Plättchen helfen dir wahrscheinlich mehr
        }
    }

uzory-learn-goal = Sammle die meisten Siegpunkte, indem du Rahmen schließt: Flächen, die Bleilinien und der Bleirand des Fensters von jedem leeren Feld abschneiden. Ein Rahmen punktet für den Spieler, dessen Farbe darin die meisten Viertel hat. Das Spiel endet, wenn das 6×6-Fenster voll ist oder alle nacheinander gepasst haben.
uzory-learn-tile-title = Dein Zug
uzory-learn-tile = Wähle ein Plättchen aus deiner Hand zum Legen (**Plättchen 1**, **Plättchen 2**, **Plättchen 3**, nummeriert wie im Bild deiner Hand) oder **Passen (ganze Hand tauschen)**: Wirf alle drei Plättchen ab und ziehe drei neue.
uzory-learn-rotate-title = Das Plättchen drehen
uzory-learn-rotate = Wähle, wie weit sich das Plättchen im Uhrzeigersinn dreht (**0°**, **90°**, **180°**, **270°**): Seine Bleilinien und die Farben seiner Viertel drehen sich mit. Die Linien benachbarter Plättchen treffen sich, wo die Plättchen aneinanderstoßen, und laufen so über das Feld weiter.
uzory-learn-cell-title = Ein Feld wählen
uzory-learn-cell = Jeder Knopf ist ein Feld des 6×6-Fensters (Reihen A–F, Spalten 1–6) neben einem gelegten Plättchen. Lege die Viertel deiner Farbe dorthin, wo sich Bleilinien um sie schließen können: Eine geschlossene Fläche punktet für die Farbe mit den meisten Vierteln darin.
uzory-learn-frame-title = Einen Rahmen schließen
uzory-learn-frame = Ein Feld mit „Rahmen“ schließt dort einen: Linien und der Fensterrand schneiden eine Fläche von jedem leeren Feld ab. Der Knopf sagt, wer punktet: der Spieler, dessen Farbe die meisten Viertel hat, oder niemand, wenn Weiß mehr hat oder keine Spielerfarbe darin ist. Wer punktet, erhält einen Siegpunkt, egal wer schloss.
uzory-learn-discard-title = Abwerfen
uzory-learn-discard = Dein Plättchen liegt. **Plättchen behalten** behält die übrigen; ein Knopf **Abwerfen: Plättchen** wirft eines oder beide ab. Dann ziehst du vom Stapel auf drei nach. Wirf Plättchen ab, die deiner Farbe nicht helfen.
uzory-learn-tie-title = Gleichstand im Rahmen
uzory-learn-tie = In deinem geschlossenen Rahmen haben mehrere Spielerfarben gleich viele, die meisten Viertel: Du wählst, wer punktet. Jeder Knopf ist die Farbe eines Spielers; dieser erhält den Siegpunkt.
uzory-learn-pass-title = Nach einem Passen
uzory-learn-pass = Der andere Spieler hat gerade gepasst. Passt du auch, haben alle nacheinander gepasst und das Spiel endet sofort: Die meisten Siegpunkte gewinnen. Um weiterzuspielen, lege ein Plättchen.
