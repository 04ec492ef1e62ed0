# sintra: the registry's words (names, start command, options) in pt-BR.

game-sintra = Azul: Vitrais de Sintra
    .choice = Vitrais de Sintra

option-side-a = A (Sintra)

option-side-b = B (Sintra)

sintra-options = Lado do tabuleiro: { $side ->
        [b] B
       *[a] A (ornamentos)
    }

# The presentation: menus, log, counts, alt texts and picture labels.

# A line of the final score sheet; .in-line within a log line.
sintra-score-round-colour = Bônus da cor da rodada
    .in-line = bônus da cor da rodada
sintra-score-windows = Pontos das janelas
    .in-line = pontos das janelas
sintra-score-broken-reset = Vidro quebrado zerado
    .in-line = vidro quebrado zerado
sintra-score-leftover = Vidros nas faixas
    .in-line = vidros nas faixas
sintra-score-broken-track = Vidro quebrado
    .in-line = vidro quebrado
sintra-score-ornaments = Ornamentos
    .in-line = ornamentos
sintra-score-colour-windows = Melhor cor
    .in-line = melhor cor

# A glass colour in lower case.
sintra-pink = rosa
sintra-orange = laranja
sintra-yellow = amarelo
sintra-green = verde
sintra-blue = azul
sintra-red = vermelho
sintra-purple = roxo

sintra-round-colour = cor da rodada

# Menus: prompts and button labels.
sintra-take-glass-or-move-the-glazier = Pegue vidro de uma fábrica ou do centro, ou reposicione o vidraceiro
sintra-move-the-glazier-back = Reposicionar o vidraceiro
sintra-which-strip-for = Em qual faixa colocar { $count } × { $colour }?
sintra-which-strip = Qual faixa?
sintra-which-piece-into-the-window = Qual vidro vai para a janela?
sintra-plus-start-marker = {" "}+ marcador de 1º
sintra-all-break = , todos quebram
sintra-strip-label = Faixa
sintra-pieces-in = colocados
sintra-completes = completa
sintra-broken = quebrados

# Pictures.
sintra-no-such-player = Jogador inexistente
sintra-place-on-a-green-strip = Coloque numa faixa verde:
sintra-choose-the-piece-for-window = Escolha o vidro da janela
sintra-your-turn-take-glass = Sua vez: vidro ou vidraceiro de volta
sintra-done = pronto
sintra-complete-windows = Janelas completas
sintra-broken-glass = Vidro quebrado
sintra-drawn-to-start = Começa por sorteio
sintra-places = coloca
sintra-fills-the-window-under-strip = preenche a janela sob a faixa
sintra-empty = vazio

# The log.
sintra-strip = faixa
sintra-start-marker = marcador de primeiro jogador
sintra-glazier-back = vidraceiro de volta
sintra-broken-label = quebrados:
sintra-broken-glass-in-line = vidro quebrado
sintra-completed = completa
sintra-moves-the-glazier-back = reposiciona o vidraceiro

# Alt texts.
sintra-factories-with-glass = fábricas com vidro
sintra-windows-complete = janelas completas
sintra-glass-in-windows = vidros nas janelas

# Dicas: por que uma jogada é boa (depois de "💡 <jogada> — ").

sintra-why-completes = completa a faixa { $strip }: +{ $points } { $points ->
        [one] pt
       *[other] pts
    } agora
sintra-why-take-completes = o bastante para completar a faixa { $strip }
sintra-why-fills = a faixa { $strip } fica com { $filled } de { $size }
sintra-why-breaks = { $count ->
        [0] nenhum vidro quebra
        [one] { $count } vidro quebra
       *[other] { $count } vidros quebram
    }
sintra-why-start-marker = você começa a próxima rodada
sintra-why-reset = o vidraceiro volta à sua primeira faixa, onde { $pieces ->
        [one] espera { $pieces } vidro
       *[other] esperam { $pieces } vidros
    }
sintra-why-window-colour = { $count } { $count ->
        [one] vidro
       *[other] vidros
    } desta cor nas suas janelas{ $best ->
        [yes] , sua melhor cor
       *[no] {""}
    }
