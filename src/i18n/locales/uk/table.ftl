# Words every game's presentation shares (src/present: words.rs, log.rs, alt.rs, counts.rs,
# kit/label.rs): table words, the log's shared phrases, points and tiles counted.

## Table words, on pictures and status lines.

table-round = Раунд
table-game-over = Гру завершено
table-factory = Фабрика
table-centre = Центр
table-bag = Мішок
table-tower = Вежа
table-player-numbered = Гравець { $number }
table-score = Очки
table-final-score = Підсумковий рахунок
table-total = Разом
table-empty-spaces = Порожні клітинки
table-last-move = Останній хід
table-to-play = Ходить { $name }
table-points = { $points } оч.
table-solo-target = ціль

## The "📊 Counts" reply.

table-counts = Підрахунок
table-scores-so-far = Очки зараз

## Words inside a line: the log, status lines, alt texts.

table-game-over-in-line = гру завершено
table-final-scoring = фінальний підрахунок
table-window = вікно
table-passes = пас
table-moves = ходить
table-round-in-line = раунд
table-turn-in-line = хід
table-bag-in-line = мішок
table-centre-in-line = центр
table-score-in-line = очки
table-scores-label = очки:
table-none = немає
table-which-colour = Який колір?
table-after-round = після раунду { $round }
table-round-begins = початок раунду { $round }
table-round-ends = раунд { $round } завершено
table-tiles = { $count ->
        [one] { $count } плитка
        [few] { $count } плитки
       *[other] { $count } плиток
    }

## The game's result, the last part of its last log line.

table-result = { table-game-over-in-line }: { $result }
table-final-scoring-line = { table-final-scoring }: { $scores }
table-result-other = { $name } — { $score }
table-names-and = { $rest } і { $last }
table-result-wins = перемагає { $who } — { $count ->
        [one] { $score } очко
        [few] { $score } очки
       *[other] { $score } очок
    }
table-result-loses = { $who } програє — { $count ->
        [one] { $score } очко
        [few] { $score } очки
       *[other] { $score } очок
    }
# "по" takes the dative for one: "по 21 очку".
table-result-win-each = перемагають { $who } — по { $count ->
        [one] { $score } очку
        [few] { $score } очки
       *[other] { $score } очок
    }
table-result-target = ({ table-solo-target } { $target })
