# Words every game's presentation shares (src/present: words.rs, log.rs, alt.rs, counts.rs,
# kit/label.rs): table words, the log's shared phrases, points and tiles counted.

## Table words, on pictures and status lines.

table-round = Runda
table-game-over = Koniec gry
table-factory = Warsztat
table-centre = Środek
table-bag = Worek
table-tower = Wieża
table-player-numbered = Gracz { $number }
table-score = Wynik
table-final-score = Wynik końcowy
table-total = Razem
table-empty-spaces = Puste pola
table-last-move = Ostatni ruch
table-to-play = Ruch: { $name }
table-points = { $points } pkt
table-solo-target = próg

## The "📊 Counts" reply.

table-counts = Stan gry
table-scores-so-far = Dotychczasowe wyniki

## Words inside a line: the log, status lines, alt texts.

table-game-over-in-line = koniec gry
table-final-scoring = punktacja końcowa
table-window = okno
table-passes = pasuje
table-moves = wykonuje ruch
table-round-in-line = runda
table-turn-in-line = tura
table-bag-in-line = worek
table-centre-in-line = środek
table-score-in-line = wynik
table-scores-label = wyniki:
table-none = brak
table-which-colour = Który kolor?
table-after-round = po rundzie { $round }
table-round-begins = początek rundy { $round }
table-round-ends = koniec rundy { $round }
table-tiles = { $count ->
        [one] { $count } płytka
        [few] { $count } płytki
       *[other] { $count } płytek
    }

## The game's result, the last part of its last log line.

table-result = { table-game-over-in-line }: { $result }
table-final-scoring-line = { table-final-scoring }: { $scores }
table-result-other = { $name } { $score }
table-names-and = { $rest } i { $last }
table-result-wins = wygrywa { $who } — { $count ->
        [one] { $score } punkt
        [few] { $score } punkty
       *[other] { $score } punktów
    }
table-result-loses = { $who } przegrywa — { $count ->
        [one] { $score } punkt
        [few] { $score } punkty
       *[other] { $score } punktów
    }
table-result-win-each = wygrywają { $who } — po { $count ->
        [one] { $score } punkcie
        [few] { $score } punkty
       *[other] { $score } punktów
    }
table-result-target = ({ table-solo-target } { $target })
