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

sintra-learn-goal = Faça mais pontos em 6 rodadas. Completar uma faixa põe um dos seus vidros na janela abaixo e pontua essa janela, cada janela à direita dela com vidro e os vidros da faixa da cor da rodada. Vidro quebrado custa pontos.
sintra-learn-turn-title = Pegar vidro
sintra-learn-turn = Escolha uma **Fábrica** ou o **Centro** e depois uma cor: você pega ali todos os vidros dela, e o resto de uma fábrica vai para o centro. Todos vão então para uma faixa: a que está sob o seu vidraceiro ou qualquer uma à direita (o vidraceiro vai para lá).
sintra-learn-colour-title = Escolher vidro
sintra-learn-colour = Cada botão pega aqui todos os vidros daquela cor ("Azul ×3") e diz quanto custaria quebrá-los quando nenhuma faixa ao seu alcance tem espaço. Pegue uma cor que caiba numa faixa sob o vidraceiro ou à direita: cada vidro precisa de um espaço vazio da sua cor ou de um espaço cinza coringa.
sintra-learn-start-marker-title = O marcador de primeiro jogador
sintra-learn-start-marker = Você é o primeiro a pegar do centro nesta rodada: leva também o marcador de primeiro jogador ("+ marcador de 1º") e começa a próxima rodada, mas seu marcador de vidro quebrado desce um espaço, o que custa pontos.
sintra-learn-strip-title = Escolher uma faixa
sintra-learn-strip = Cada botão **Faixa** é uma faixa ao seu alcance: sob o vidraceiro ou à direita; o vidraceiro vai para lá. Ele diz quantos vidros entram e quantos quebram. Cada vidro preenche um espaço vazio da sua cor ou um espaço cinza coringa; se alguma faixa tiver espaço, você deve escolher uma que tenha.
sintra-learn-complete-title = Completar uma faixa
sintra-learn-complete = Um botão que diz "completa" enche a faixa: você marca 1 por vidro da cor da rodada nela, um vidro vai para a janela abaixo (em cima, depois embaixo) e você marca os pontos dessa janela mais os de cada janela à direita com vidro. O botão mostra o total.
sintra-learn-broken-title = Vidro quebrado
sintra-learn-broken = Nenhuma faixa ao seu alcance tem espaço para todos estes vidros: os que não cabem quebram. Cada vidro quebrado desce seu marcador de vidro quebrado um espaço e vai para a torre; o valor do marcador é perdido no fim, e chegar ao fundo custa 18 pontos na hora.
sintra-learn-window-title = Para a janela
sintra-learn-window = Lado B: sua faixa completa tem várias cores; escolha qual vidro vai para a janela abaixo. Os outros vão para a torre. No fim, o lado B pontua suas janelas completas vezes os vidros da sua melhor cor nas janelas.
sintra-learn-reset-title = Reposicionar o vidraceiro
sintra-learn-reset = Seu vidraceiro só anda para a direita quando você coloca. **Reposicionar o vidraceiro** ocupa o turno todo: ele volta para cima da sua faixa mais à esquerda, de onde alcança de novo todas as faixas. Ou pegue vidro como sempre.
