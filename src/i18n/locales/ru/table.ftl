# Words every game's presentation shares (src/present: words.rs, log.rs, alt.rs, counts.rs,
# kit/label.rs): table words, the log's shared phrases, points and tiles counted.

## Table words, on pictures and status lines.

table-round = Раунд
table-game-over = Игра окончена
table-factory = Фабрика
table-centre = Центр
table-bag = Мешок
table-tower = Башня
table-player-numbered = Игрок { $number }
table-score = Очки
table-final-score = Итоговый счёт
table-total = Итого
table-empty-spaces = Пустые клетки
table-last-move = Последний ход
table-to-play = Ходит { $name }
table-points = { $points } оч.
# As the Sagrada box prints it.
table-solo-target = нейтральный результат

## The "📊 Counts" reply.

table-counts = Подсчёт
table-scores-so-far = Очки сейчас

## Words inside a line: the log, status lines, alt texts.

table-game-over-in-line = игра окончена
table-final-scoring = финальный подсчёт
table-window = окно
table-passes = пас
table-moves = ходит
table-round-in-line = раунд
table-turn-in-line = ход
table-bag-in-line = мешок
table-centre-in-line = центр
table-score-in-line = очки
table-scores-label = очки:
table-none = нет
table-which-colour = Какой цвет?
table-after-round = после раунда { $round }
table-round-begins = начало раунда { $round }
table-round-ends = раунд { $round } окончен
table-tiles = { $count ->
        [one] { $count } плитка
        [few] { $count } плитки
       *[other] { $count } плиток
    }

## The game's result, the last part of its last log line.

table-result = { table-game-over-in-line }: { $result }
table-final-scoring-line = { table-final-scoring }: { $scores }
table-result-other = { $name } — { $score }
table-names-and = { $rest } и { $last }
table-result-wins = побеждает { $who } — { $count ->
        [one] { $score } очко
        [few] { $score } очка
       *[other] { $score } очков
    }
table-result-loses = { $who } проигрывает — { $count ->
        [one] { $score } очко
        [few] { $score } очка
       *[other] { $score } очков
    }
# "по" takes the dative for one: "по 21 очку".
table-result-win-each = побеждают { $who } — по { $count ->
        [one] { $score } очку
        [few] { $score } очка
       *[other] { $score } очков
    }
table-result-target = ({ table-solo-target } { $target })
