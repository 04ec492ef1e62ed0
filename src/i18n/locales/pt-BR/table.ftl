# Words every game's presentation shares (src/present: words.rs, log.rs, alt.rs, counts.rs,
# kit/label.rs): table words, the log's shared phrases, points and tiles counted.

## Table words, on pictures and status lines.

table-round = Rodada
table-game-over = Fim de jogo
table-factory = Fábrica
table-centre = Centro
table-bag = Saco
table-tower = Torre
table-player-numbered = Jogador { $number }
table-score = Pontos
table-final-score = Pontuação final
table-total = Total
table-empty-spaces = Espaços vazios
table-last-move = Última jogada
table-to-play = Vez de { $name }
table-points = { $count ->
        [one] { $points } pt
       *[other] { $points } pts
    }
table-solo-target = alvo

## The "📊 Counts" reply.

table-counts = Contagens
table-scores-so-far = Pontuação até agora

## Words inside a line: the log, status lines, alt texts.

table-game-over-in-line = fim de jogo
table-final-scoring = pontuação final
table-window = janela
table-passes = passa
table-moves = joga
table-round-in-line = rodada
table-turn-in-line = vez
table-bag-in-line = saco
table-centre-in-line = centro
table-score-in-line = pontos
table-scores-label = pontos:
table-none = nenhuma
table-which-colour = Qual cor?
table-after-round = após a rodada { $round }
table-round-begins = início da rodada { $round }
table-round-ends = fim da rodada { $round }
table-tiles = { $count ->
        [one] { $count } peça
       *[other] { $count } peças
    }

## The game's result, the last part of its last log line.

table-result = { table-game-over-in-line }: { $result }
table-final-scoring-line = { table-final-scoring }: { $scores }
table-result-other = { $name } { $score }
table-names-and = { $rest } e { $last }
table-result-wins = { $who } vence com { $count ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }
table-result-loses = { $who } perde com { $count ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }
table-result-win-each = { $who } vencem com { $count ->
        [one] { $score } ponto cada
       *[other] { $score } pontos cada
    }
table-result-target = ({ table-solo-target } { $target })
