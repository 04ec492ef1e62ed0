# summer_pavilion: the registry's words (names, start command, options) in pt-BR.

game-summer-pavilion = Azul: Pavilhão de Verão
    .choice = Pavilhão de Verão

option-side = lado
    .description = Lado do tabuleiro (padrão: colorido / A)

option-wilds = curingas
    .description = Ordem das cores curinga no Pavilhão de Verão (padrão: normal)

option-side-coloured = colorido (Pavilhão de Verão, Azul)

option-side-beige = bege (Pavilhão de Verão, variante 1)

option-wilds-normal = normal

option-wilds-alternative = alternativa (variante 2, uma ordem substituta)

summer-pavilion-options = Lado do tabuleiro: { $side ->
        [beige] bege (variante 1; custos do tabuleiro do jogo completo)
       *[coloured] colorido
    }
    Ordem dos curingas: { $wilds ->
        [alternative] alternativa (variante 2): um substituto, a ordem da expansão Glazed Pavilion; não conhecemos a ordem invertida do MINI
       *[normal] normal
    }

# The presentation: menus, log, counts, alt texts and picture labels.

summer-pavilion-score-start = Pontos iniciais
summer-pavilion-score-placement = Peças colocadas
summer-pavilion-score-start-token = Marcador de primeiro jogador
summer-pavilion-score-discard = Peças descartadas
summer-pavilion-score-leftover = Peças restantes
summer-pavilion-score-star = { $colour ->
        [purple] Estrela roxa
        [green] Estrela verde
        [orange] Estrela laranja
        [yellow] Estrela amarela
        [blue] Estrela azul
        [red] Estrela vermelha
        [multicoloured] Estrela multicolorida
       *[other] Estrela { $colour }
    }
summer-pavilion-score-all = Todos os espaços { $number } cobertos

# A colour: lower case, then agreeing with a star, with one tile (peça), with several tiles.
summer-pavilion-purple = roxo
    .star = roxa
    .object = roxa
    .plural = roxas
summer-pavilion-green = verde
    .star = verde
    .object = verde
    .plural = verdes
summer-pavilion-orange = laranja
    .star = laranja
    .object = laranja
    .plural = laranja
summer-pavilion-yellow = amarelo
    .star = amarela
    .object = amarela
    .plural = amarelas
summer-pavilion-blue = azul
    .star = azul
    .object = azul
    .plural = azuis
summer-pavilion-red = vermelho
    .star = vermelha
    .object = vermelha
    .plural = vermelhas

summer-pavilion-factory = Fábrica { $number }
summer-pavilion-star-centre = Estrela central
summer-pavilion-star-coloured = { $colour ->
        [purple] Estrela roxa
        [green] Estrela verde
        [orange] Estrela laranja
        [yellow] Estrela amarela
        [blue] Estrela azul
       *[red] Estrela vermelha
    }
summer-pavilion-star-numbered = Estrela { $number }
summer-pavilion-star-left = Estrela da esquerda
summer-pavilion-star-top-left = Estrela de cima à esquerda
summer-pavilion-star-top-right = Estrela de cima à direita
summer-pavilion-star-right = Estrela da direita
summer-pavilion-star-bottom-right = Estrela de baixo à direita
summer-pavilion-star-bottom-left = Estrela de baixo à esquerda

# Where a space sits in its star.
summer-pavilion-at-top = em cima
summer-pavilion-at-top-right = em cima à direita
summer-pavilion-at-bottom-right = embaixo à direita
summer-pavilion-at-bottom = embaixo
summer-pavilion-at-bottom-left = embaixo à esquerda
summer-pavilion-at-top-left = em cima à esquerda

# Menus: prompts and button labels.
summer-pavilion-take-tiles-from = Pegar peças de…
summer-pavilion-take-a-bonus-tile = Pegue uma peça bônus da reserva
summer-pavilion-taking-tiles = pegando peças
summer-pavilion-placing-tiles = colocando peças
summer-pavilion-bonus-tiles-in-line = peças bônus
summer-pavilion-keeping-tiles = guardando peças
summer-pavilion-wild-in-line = coringa:
summer-pavilion-discard-count = descartar { $count }
summer-pavilion-place-which-colour-or-pass = Colocar qual cor? Ou passe
summer-pavilion-start = início
summer-pavilion-wild-in-brackets = {" "}(coringa)
summer-pavilion-where = Onde? (o número impresso no espaço é o seu custo)
summer-pavilion-spend = {""}
summer-pavilion-wild = coringa
summer-pavilion-which-tiles-to-spend = Pagar com quais peças?
summer-pavilion-keep-up-to-4 = Guarde até 4 peças para a próxima rodada (cada outra peça: −1)
summer-pavilion-keep-none = Não guardar nenhuma
summer-pavilion-keep = Guardar
summer-pavilion-keep-colour = Guardar { $colour }
summer-pavilion-other-tiles = Outras peças…
summer-pavilion-how-many-to-keep = Quantas guardar (no máximo 4 ao todo):
summer-pavilion-pass-end-my-round = Passar (fim da rodada, guardo até 4)
summer-pavilion-pass = Passar
summer-pavilion-which-star = Qual estrela?
summer-pavilion-plus-wild = {" "}+ coringa
summer-pavilion-points = { $count ->
        [one] { $count } pt
       *[other] { $count } pts
    }

# Pictures.
summer-pavilion-passed = passou
summer-pavilion-kept = guardadas
summer-pavilion-tiles-held = Peças na mão
summer-pavilion-bonus-tiles = Peças bônus
summer-pavilion-beige-bonus-tiles = Lado bege · bônus
summer-pavilion-bag = Saco
summer-pavilion-supply = Reserva
summer-pavilion-winner = ★ vencedor
summer-pavilion-held-label = Na mão:
summer-pavilion-kept-label = Guardadas:
summer-pavilion-takes-tiles = pega peças
summer-pavilion-places-a-tile = coloca uma peça
summer-pavilion-takes-bonus-tiles = pega peças bônus:
summer-pavilion-keeps-tiles = guarda peças
summer-pavilion-next-wild = depois
summer-pavilion-wild-label = Coringa:

# The log.
summer-pavilion-start-token = marcador de primeiro jogador
summer-pavilion-pillar = pilar
summer-pavilion-statue = estátua
summer-pavilion-bonus = bônus
summer-pavilion-bonus-tile = peça bônus
summer-pavilion-keeps = guarda
summer-pavilion-placing-begins = começa a colocação
summer-pavilion-keeps-nothing = não guarda nada
summer-pavilion-wilds = { $count ->
        [one] { $count } coringa
       *[other] { $count } coringas
    }
summer-pavilion-discarded = { $count ->
        [one] { $tiles } descartada
       *[other] { $tiles } descartadas
    }

# Alt texts.
summer-pavilion-factories-with-tiles = fábricas com peças
summer-pavilion-supply-in-line = reserva
summer-pavilion-tiles-placed = peças colocadas
summer-pavilion-holds = na mão
summer-pavilion-starts-by-lot = { $name } começa (por sorteio)

# Dicas: por que uma jogada é boa (depois de "💡 <jogada> — ").

summer-pavilion-why-place = marca { $gain } agora
summer-pavilion-why-star = completa a estrela: { $gain } no fim
summer-pavilion-why-structure = cerca { $kind ->
        [pillar] uma coluna
        [statue] uma estátua
       *[window] uma janela
    }: { $tiles } { $tiles ->
        [one] peça bônus
       *[other] peças bônus
    }
summer-pavilion-why-take = { $most ->
        [yes] a maior compra possível
       *[no] peças para colocar
    }: { $tiles }{ $wild ->
        [yes] , com um coringa
       *[no] {""}
    }
summer-pavilion-why-start-token = você começa a próxima rodada, por { $cost }
summer-pavilion-why-pass = { $stuck ->
        [yes] nada do que você tem pode mais ser colocado
       *[no] suas peças valem mais guardadas para a próxima rodada
    }
summer-pavilion-why-keep = guarda { $kept } { $kept ->
        [one] peça
       *[other] peças
    } para a próxima rodada{ $thrown ->
        [0] {""}
       *[other] , descarta { $thrown } (−{ $thrown })
    }
summer-pavilion-why-next-wild = o { $colour } é o coringa da próxima rodada
summer-pavilion-why-bonus-wild = a cor coringa desta rodada: substitui qualquer cor
summer-pavilion-why-bonus-next-wild = a cor coringa da próxima rodada, vale guardar
summer-pavilion-why-bonus-group = você fica com { $held } { $held ->
        [one] peça
       *[other] peças
    } dessa cor

summer-pavilion-learn-goal = Faça mais pontos (todos começam com 5). Peças colocadas nas estrelas pontuam na hora; estrelas completas e cada 1, 2, 3 ou 4 coberto em todas as estrelas dão bônus depois da rodada 6. Cada peça que ainda estiver com você custa 1 ponto.
summer-pavilion-learn-take-title = Pegar peças
summer-pavilion-learn-take = Escolha de onde pegar: uma **Fábrica** ou o **Centro**. Você pega ali todas as peças de uma cor e, se houver, um coringa; o resto de uma fábrica vai para o centro. Pega-se até as fábricas e o centro esvaziarem; depois todos colocam.
summer-pavilion-learn-colour-title = Escolher uma cor
summer-pavilion-learn-colour = Cada botão pega todas as peças daquela cor daqui ("◆ Azul ×3"). Pegue cores que pretende colocar: um espaço custa tantas peças da sua cor quanto o número impresso; uma vai para o espaço, o resto para a torre.
summer-pavilion-learn-wild-title = A cor coringa
summer-pavilion-learn-wild = O coringa da rodada aparece na linha de status e muda a cada rodada. Pegar outra cor de um lugar com coringas traz também exatamente um coringa ("+ coringa"); se só restarem coringas, você pega um. Ao colocar, coringas substituem qualquer cor, mas é preciso gastar ao menos uma peça real da cor.
summer-pavilion-learn-start-title = O marcador de primeiro jogador
summer-pavilion-learn-start = Você é o primeiro a pegar do centro nesta rodada: leva também o marcador de primeiro jogador e perde 1 ponto por peça pega, coringa incluído (o botão mostra "início −N"). Em troca, coloca primeiro e começa a próxima rodada. A pontuação nunca fica abaixo de 0.
summer-pavilion-learn-place-title = Colocar peças
summer-pavilion-learn-place = Agora, a cada turno, você coloca uma peça ou passa. Um botão de cor ("◆ Azul ×5") coloca aquela cor; o número impresso num espaço é seu custo em peças: uma vai para o espaço, o resto para a torre. **Passar (fim da rodada, guardo até 4)** encerra suas colocações nesta rodada.
summer-pavilion-learn-star-title = Escolher uma estrela
summer-pavilion-learn-star = Lado bege: qualquer estrela aceita qualquer cor. Ao encher, cada estrela fica de uma cor só (seis iguais, vale o valor da cor) ou multicolorida (seis diferentes, 12 pontos); as primeiras peças decidem. Cada botão nomeia uma estrela.
summer-pavilion-learn-space-title = Escolher um espaço
summer-pavilion-learn-space = Cada botão é um espaço, com seus pontos e peças bônus ("+2 pts, +1 peça"). Uma peça colocada vale 1, mais 1 por peça da sequência contínua a que se junta na estrela. Fechar os espaços em volta de um pilar, estátua ou janela dá peças da reserva. A estrela central aceita seis cores diferentes.
summer-pavilion-learn-wilds-title = Gastar coringas
summer-pavilion-learn-wilds = Escolha como pagar: cada botão diz quantas peças da cor e quantos coringas você gasta. É preciso ao menos uma peça real da cor. Coringas que sobrarem servem depois; guardados para a próxima rodada, lá são peças comuns.
summer-pavilion-learn-bonus-title = Peças bônus
summer-pavilion-learn-bonus = Sua peça fechou os espaços em volta de um pilar (1 peça), uma estátua (2) ou uma janela (3): pegue essas peças da reserva, uma por botão. Coringas também podem ser escolhidos. A reserva é reabastecida do saco antes do próximo turno.
summer-pavilion-learn-keep-title = Guardar peças
summer-pavilion-learn-keep = Você passou: até 4 das suas peças ficam nos cantos do tabuleiro para a próxima rodada; cada outra vai para a torre por −1 ponto. Escolha o grupo sugerido, **Não guardar nenhuma** ou **Outras peças…** para escolher cor por cor. O próximo coringa aparece na linha de status.
summer-pavilion-learn-last-round-title = A última rodada
summer-pavilion-learn-last-round = A rodada 6 é a última. Coloque o que puder: passar agora manda cada peça que você ainda tem para a torre por −1 ponto, nada é guardado. Depois as estrelas completas valem seu valor (12 a 20), e cada 1, 2, 3 ou 4 coberto em todas as estrelas dá 4, 8, 12 ou 16.
