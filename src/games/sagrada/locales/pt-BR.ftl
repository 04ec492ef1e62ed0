# sagrada: the registry's words (names, start command, options) in pt-BR.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Jogue Sagrada, os vitrais de dados

option-difficulty = dificuldade
    .description = Dificuldade no modo solo, de 1 (a mais difícil) a 5 (a mais fácil)

sagrada-options = Dificuldade no modo solo: { $difficulty } (quando uma pessoa joga sozinha)

# Sagrada's presentation: colours, tool cards, objectives, menus, pictures, the log.

sagrada-colour-red = vermelho
    .shades = Tons de Vermelho

sagrada-colour-yellow = amarelo
    .shades = Tons de Amarelo

sagrada-colour-green = verde
    .shades = Tons de Verde

sagrada-colour-blue = azul
    .shades = Tons de Azul

sagrada-colour-purple = roxo
    .shades = Tons de Roxo

sagrada-score-favor = Marcadores de favor restantes

sagrada-round-track = Trilha de rodadas

sagrada-choosing-patterns = Escolhendo vitrais

sagrada-tool-grozing-pliers = Alicate de Desbaste
    .reminder = dado pego +1 ou −1
    .rules = Depois de pegar um dado, some ou subtraia 1 do valor dele. Um 1 não pode virar 6, nem um 6 virar 1.

sagrada-tool-eglomise-brush = Pincel de Églomisé
    .reminder = mover um dado, ignorar cor
    .rules = Mova qualquer dado do seu vitral ignorando os espaços de cor. Todas as outras regras de posicionamento valem.

sagrada-tool-copper-foil-burnisher = Brunidor de Folha de Cobre
    .reminder = mover um dado, ignorar número
    .rules = Mova qualquer dado do seu vitral ignorando os espaços de número. Todas as outras regras de posicionamento valem.

sagrada-tool-lathekin = Lathekin
    .reminder = mover exatamente dois dados
    .rules = Mova exatamente dois dados do seu vitral respeitando todas as regras de posicionamento.

sagrada-tool-lens-cutter = Cortador de Lentes
    .reminder = trocar o dado com a trilha
    .rules = Depois de pegar um dado, troque-o por um dado da trilha de rodadas.

sagrada-tool-flux-brush = Pincel de Fluxo
    .reminder = rolar de novo o dado pego
    .rules = Depois de pegar um dado, role-o de novo. Se ele então não puder ser posicionado, volta para a reserva.

sagrada-tool-glazing-hammer = Martelo de Vidraceiro
    .reminder = rolar de novo a reserva (2º turno)
    .rules = Role de novo todos os dados da reserva. Só no seu segundo turno da rodada, antes de pegar um dado.

sagrada-tool-running-pliers = Alicate de Corte
    .reminder = 2º dado já, sem 2º turno
    .rules = No seu primeiro turno da rodada, pegue e posicione um segundo dado na hora. Você pula seu segundo turno da rodada.

sagrada-tool-cork-backed-straightedge = Régua com Cortiça
    .reminder = posicionar longe de outros dados
    .rules = Depois de pegar um dado, posicione-o num espaço sem nenhum dado ao lado, nem na diagonal. Todas as outras regras de posicionamento valem.

sagrada-tool-grinding-stone = Pedra de Amolar
    .reminder = virar o dado pego
    .rules = Depois de pegar um dado, vire-o para a face oposta: 6 vira 1, 5 vira 2, 4 vira 3.

sagrada-tool-flux-remover = Removedor de Fluxo
    .reminder = trocar com o saco, escolher valor
    .rules = Depois de pegar um dado, devolva-o ao saco e tire outro. Escolha o valor dele e posicione-o, ou devolva-o à reserva.

sagrada-tool-tap-wheel = Roda de Corte
    .reminder = mover ≤2 dados de uma cor da trilha
    .rules = Mova até dois dados de uma mesma cor, a cor de um dado da trilha de rodadas, respeitando todas as regras de posicionamento.

sagrada-public-row-color-variety = Linhas com Cores Variadas
    .how = por linha sem cor repetida

sagrada-public-column-color-variety = Colunas com Cores Variadas
    .how = por coluna sem cor repetida

sagrada-public-row-shade-variety = Linhas com Tons Variados
    .how = por linha sem valor repetido

sagrada-public-column-shade-variety = Colunas com Tons Variados
    .how = por coluna sem valor repetido

sagrada-public-light-shades = Tons Claros
    .how = por par de 1 + 2

sagrada-public-medium-shades = Tons Médios
    .how = por par de 3 + 4

sagrada-public-deep-shades = Tons Escuros
    .how = por par de 5 + 6

sagrada-public-shade-variety = Variedade de Tons
    .how = por conjunto de 1–6

sagrada-public-color-variety = Variedade de Cores
    .how = por conjunto das 5 cores

sagrada-public-color-diagonals = Diagonais Coloridas
    .how = por dado em diagonal da mesma cor

sagrada-prompt-turn = Pegue um dado, use uma ferramenta ou encerre seu turno

sagrada-prompt-place = Onde vai o dado?

sagrada-die-numbered = Dado

sagrada-place-the-die = Posicionar o dado

sagrada-prompt-place-or-tool = Posicione o dado ou use uma ferramenta nele

sagrada-prompt-pay = Com qual dado da cor da ferramenta você paga?

sagrada-prompt-adjust = Aumentar ou diminuir o dado?

sagrada-prompt-swap-round = Trocar por um dado de qual rodada?

sagrada-prompt-which-die = Qual dado?

sagrada-prompt-drawn-value = Escolha o valor do dado tirado

sagrada-prompt-which-moves = Qual dado posicionado se move?

sagrada-stop-moving = Parar de mover

sagrada-end-turn = Encerrar turno

sagrada-your-private-shades-of = Seu objetivo pessoal: tons de

sagrada-or = {" "}ou{" "}

sagrada-choose-pattern = Escolha sua cartela de vitral

sagrada-pattern-chosen-later = Vitral escolhido — aparece quando todos escolherem

sagrada-choosing-a-pattern = Escolhendo vitral…

sagrada-favor-tokens = Marcadores de favor

sagrada-in-hand-place = Na mão — posicione

sagrada-in-hand-adjust = Na mão — +1 ou −1

sagrada-in-hand-swap = Na mão — troca com a trilha

sagrada-choose-value = Escolha o valor

sagrada-moving-dice = Movendo dados

sagrada-your-move = Sua vez

sagrada-draft-tool-or-pass = pegue um dado, use uma ferramenta ou passe

sagrada-privates-best = Objetivos pessoais (vale o melhor)

sagrada-private-objective = Objetivo pessoal

sagrada-solo-target = Pontuação-alvo

sagrada-draft-pool = Reserva

sagrada-in-hand = Na mão:

sagrada-tool-cards = Ferramentas

sagrada-target-beaten = Alvo { $target }: { $won ->
        [yes] superado
       *[no] não superado
    }

sagrada-public-objectives = Objetivos públicos

sagrada-pattern-chosen = Vitral escolhido ✓

sagrada-log-chooses-pattern = escolhe um vitral

sagrada-log-patterns-revealed = vitrais revelados

sagrada-log-drafts = pega

sagrada-log-die = dado

sagrada-log-public-objectives = objetivos públicos

sagrada-log-paid-with = pago com

sagrada-log-pool-rerolled = reserva rolada de novo

sagrada-log-drawn = tirado:

sagrada-log-value-chosen = valor escolhido:

sagrada-log-back-to-pool = de volta à reserva

sagrada-log-drafts-again = pega outro dado agora

sagrada-log-ends-turn = encerra o turno

sagrada-log-picks-die = escolhe o dado a mover em

sagrada-log-stops-moving = para de mover dados

sagrada-log-favor-paid = { $count ->
        [one] { $count } marcador de favor
       *[other] { $count } marcadores de favor
    }

sagrada-favor-token-count = { $count ->
        [one] { $count } marcador de favor
       *[other] { $count } marcadores de favor
    }

sagrada-tool-cards-heading = Cartas de ferramenta

sagrada-used = usada

sagrada-costs-pool-die = custa um dado da reserva:

sagrada-next-use = próximo uso:

sagrada-one-tool-a-turn = No máximo uma ferramenta por turno. Um dado movido nunca é vizinho de si mesmo.

sagrada-alt-draft-pool = reserva

sagrada-alt-dice-in-bag = dados no saco

sagrada-alt-dice-placed = dados posicionados

sagrada-alt-favor-tokens = marcadores de favor

sagrada-alt-private-objective = objetivo pessoal

sagrada-round-order = Ordem da rodada

sagrada-tool-cards-caption = Ferramentas · preço em marcadores de favor

sagrada-tool-cards-solo-caption = Ferramentas · pague com um dado dessa cor da reserva

sagrada-tool-price-rule = Uma ferramenta custa 1 marcador de favor, 2 se já houver marcadores na carta; no máximo uma por turno.

# Dicas: por que uma jogada é boa (depois de "💡 <jogada> — ").

sagrada-why-pattern = { $tokens } { $tokens ->
        [one] marcador de favor
       *[other] marcadores de favor
    }{ $mine ->
        [0] {""}
        [one] , { $mine } espaço da sua cor pessoal
       *[other] , { $mine } espaços da sua cor pessoal
    }
sagrada-why-pattern-solo = poucas restrições{ $mine ->
        [0] {""}
        [one] , { $mine } espaço das suas cores pessoais
       *[other] , { $mine } espaços das suas cores pessoais
    }
sagrada-why-goes-to = { $die } em { $cell }
sagrada-why-blocks = { $spaces ->
        [0] todo espaço livre ainda pode ser preenchido
        [one] { $spaces } espaço não pode mais ser preenchido
       *[other] { $spaces } espaços não podem mais ser preenchidos
    }
sagrada-why-public = +{ $points } por { $name }
sagrada-why-private = +{ $points } pelo seu objetivo pessoal ({ $shades })
sagrada-why-moves-to = move o dado para { $cell }
sagrada-why-tool = { $tool }: um lugar melhor para o seu dado do que sem ela
sagrada-why-end-turn = nada mais vale a pena neste turno
sagrada-why-pass = qualquer dado restante estragaria um espaço do seu vitral

sagrada-learn-goal = Construa o vitral de dados mais bonito em 10 rodadas. Os objetivos públicos pontuam para todos, seu objetivo pessoal secreto soma os pontos dos dados da cor dele e cada marcador de favor não gasto vale 1; cada espaço vazio custa 1.
sagrada-learn-pattern-title = Escolher um padrão de vitral
sagrada-learn-pattern = Cada botão é um dos seus quatro padrões de vitral, com a dificuldade (●). Um espaço de cor só aceita aquela cor; um de número, só aquele valor. Você recebe tantos marcadores de favor quanto a dificuldade: um padrão mais difícil paga mais ferramentas.
sagrada-learn-turn-title = Seu turno
sagrada-learn-turn = Em cada turno você pode pegar um dado da reserva (os botões **Dado**, p. ex. "Dado 3: 5 vermelho") e posicioná-lo, e usar uma carta de ferramenta, em qualquer ordem; as duas são opcionais. **Encerrar turno** sem pegar dado é passar. Cada rodada todos têm dois turnos: em sentido horário, depois de volta.
sagrada-learn-first-die-title = Seu primeiro dado
sagrada-learn-first-die = Seu primeiro dado vai num espaço da borda ou de um canto do vitral. Cada botão é um espaço onde ele cabe: um espaço de cor só aceita aquela cor; um de número, só aquele valor. Um número depois do espaço ("B1 +2") é o que ele soma aos objetivos públicos.
sagrada-learn-place-title = Posicionar um dado
sagrada-learn-place = Cada botão é um espaço onde o dado pode ir: ele deve tocar um dado já posicionado, na ortogonal ou na diagonal, combinar com a cor ou o número do espaço e nunca ficar na ortogonal ao lado de um dado da mesma cor ou do mesmo valor. Um número depois do espaço é o que ele soma aos objetivos públicos.
sagrada-learn-hold-title = Um dado na mão
sagrada-learn-hold = Você está com o dado pego, que precisa ser posicionado neste turno. **Posicionar o dado** escolhe o espaço; o botão de uma carta de ferramenta usa antes essa ferramenta no dado (mudar o valor, trocá-lo ou rolá-lo de novo), se você tiver os marcadores de favor.
sagrada-learn-tools-title = Cartas de ferramenta
sagrada-learn-tools = Além de pegar um dado, você pode usar uma carta de ferramenta por turno: o botão dela diz a carta e o preço em marcadores de favor (●): 1 enquanto ninguém a usou, depois 2. **Ferramentas** mostra o que cada carta faz. **Encerrar turno** sem pegar dado é passar.
sagrada-learn-end-turn-title = Encerrar o turno
sagrada-learn-end-turn = Seu dado está posicionado. Você ainda pode usar uma carta de ferramenta que sirva agora, se tiver os marcadores de favor; **Encerrar turno** passa a vez. No fim da rodada, os dados que sobrarem na reserva vão para a trilha de rodadas.
sagrada-learn-adjust-title = Alicate de Desbaste
sagrada-learn-adjust = Alicate de Desbaste: **+1** aumenta em um o dado na mão, **−1** diminui em um; um 6 não vira 1, nem um 1 vira 6. Depois você o posiciona como sempre.
sagrada-learn-swap-title = Cortador de Lentes
sagrada-learn-swap = Cortador de Lentes: escolha uma rodada da trilha de rodadas e depois um dos dados dela; ele troca de lugar com o dado na sua mão, que você então posiciona como sempre.
sagrada-learn-value-title = Removedor de Fluxo
sagrada-learn-value = Removedor de Fluxo: seu dado voltou ao saco e um novo dado da cor mostrada foi tirado. Cada botão define o valor dele (de 1 a 6); depois você o posiciona, ou ele volta à reserva se não couber em lugar nenhum.
sagrada-learn-move-title = Mover dados posicionados
sagrada-learn-move = Uma ferramenta de mover: escolha um dado posicionado (um espaço) e depois o espaço para onde vai. O Pincel de Églomisé ignora espaços de cor; o Brunidor, espaços de número; o Lathekin move exatamente dois dados; a Roda de Corte, até dois de uma cor da trilha de rodadas. **Parar de mover** encerra. As outras regras continuam valendo.
