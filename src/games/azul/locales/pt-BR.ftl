# azul: the registry's words (names, start command, options) in pt-BR.

game-azul = Azul
    .choice = Azul (o original)

command-azul = azul
    .description = Jogue Azul, Azul: Pavilhão de Verão ou Azul: Vitrais de Sintra

option-side-grey = cinza (Azul: qualquer espaço da linha)

azul-options = Lado do tabuleiro: { $side ->
        [grey] parede cinza (um azulejo pode ir em qualquer espaço da sua linha, uma cor por coluna)
       *[coloured] parede colorida
    }

# The presentation: menus, log, counts, alt texts and picture labels.

azul-gain = +{ $points } { $points ->
        [one] pt
       *[other] pts
    }
azul-colour-blue = azul
azul-colour-yellow = amarelo
azul-colour-red = vermelho
azul-colour-black = preto
azul-colour-white = branco
azul-lid = Tampa
azul-floor = Chão
azul-complete-rows = { $rows } { $rows ->
        [one] fileira completa
       *[other] fileiras completas
    }
azul-take-prompt = Quais azulejos pegar?
azul-plus-marker = + marcador
azul-destination-prompt = Em qual linha? (o que não couber cai no chão)
azul-line = Linha
azul-floor-short = chão
azul-floor-line = Linha de chão
azul-space-prompt = Qual espaço da fileira { $row } da parede?
azul-column = Coluna
azul-wall-tiling = revestimento da parede
azul-taking-tiles = compra de azulejos
azul-drawn-to-start = { $name } começa (por sorteio)
azul-to-line = → linha { $line }
azul-to-floor-line = → linha de chão
azul-fell-to-floor = { $tiles } no chão
azul-to-lid = { $tiles } na tampa
azul-marker-taken = marcador de primeiro jogador
azul-marker-taken-floor-full = marcador de primeiro jogador (chão cheio)
azul-tiled = { $colour } → fileira { $row }
azul-tiled-column = { $colour } → fileira { $row }, coluna { $column }
azul-line-dropped = a linha { $line } ({ $colour }) cai no chão
azul-row-completed = fileira { $row } completa: última rodada
azul-bag-refilled = saco reabastecido da tampa ({ $tiles } { $tiles ->
        [one] azulejo
       *[other] azulejos
    })
azul-rows-dead = nenhuma fileira de nenhuma parede pode mais ser completada
azul-stalled = nenhum azulejo chegou a uma parede em cinco rodadas
azul-tiles-ran-out = não restam azulejos para distribuir
azul-starts = { $name } começa
azul-moves = joga
azul-alt-factories = fábricas com azulejos
azul-alt-centre = centro
azul-alt-marker-in-centre = marcador de primeiro jogador no centro
azul-alt-wall = parede
azul-alt-lines = linhas de padrão
azul-yes = sim
azul-no = não
azul-with-marker = com o marcador de primeiro jogador
azul-score-wall = Azulejos na parede
azul-score-rows = Fileiras completas (+2)
azul-score-columns = Colunas completas (+7)
azul-score-colours = Os cinco de uma cor (+10)

# Dicas: por que uma jogada é boa (depois de "💡 <jogada> — ").

azul-why-line-full = a linha { $line } fica completa: ao menos { $gain } no fim da rodada
azul-why-line-builds = a linha { $line } fica com { $have } de { $size }, { $gain } quando completa
azul-why-completes-colour = os cinco de uma cor na parede, { $colour } (+10 no fim)
azul-why-completes-column = completa a coluna { $column } da parede (+7 no fim)
azul-why-completes-row = completa a fileira { $row } da parede (+2 no fim)
azul-why-denies = a linha { $line } de um oponente não pode mais ser completada nesta rodada
azul-why-to-floor = deixa suas linhas de padrão livres para azulejos melhores, por { $cost } no chão
azul-why-floor-worth = vale o { $cost } no chão
azul-why-no-floor = nada cai no chão
azul-why-marker = você começa a próxima rodada
azul-why-tile = { $gain } na parede
azul-why-tile-best = { $gain } na parede, o máximo desta fileira

azul-learn-goal = Faça mais pontos. Os azulejos pontuam ao chegar à sua parede; fileiras, colunas e cores completas dão bônus no fim. O jogo termina depois da rodada em que alguém completa uma fileira horizontal da parede.
azul-learn-take-title = Pegar azulejos
azul-learn-take = Cada botão pega todos os azulejos de uma cor de uma fábrica ou do centro ("◆ Azul ×2 · Fábrica 3"); o resto daquela fábrica vai para o centro. Pegue o que cabe numa linha de padrão que você está montando: o que não couber cai na sua linha de chão e custa pontos.
azul-learn-line-title = Escolher uma linha de padrão
azul-learn-line = Ponha os azulejos numa linha de padrão (a Linha 1 comporta 1, a Linha 5 comporta 5) ou na **Linha de chão**. Uma linha tem uma só cor, nunca uma que já esteja na sua fileira da parede. Cada botão mostra o que ela terá, os pontos se encher e o que cai no chão. No fim da rodada, cada linha cheia leva um azulejo à sua parede.
azul-learn-marker-title = O marcador de primeiro jogador
azul-learn-marker = Você é o primeiro a pegar do centro nesta rodada, então o marcador de primeiro jogador vem com seus azulejos: ele ocupa o espaço livre mais à esquerda da sua linha de chão e custa pontos como um azulejo, mas você começa a próxima rodada. O custo de chão em cada botão já o conta.
azul-learn-floor-title = Só a linha de chão
azul-learn-floor = Nenhuma linha de padrão aceita esta cor: cada linha com espaço tem outra cor, ou sua fileira da parede já tem esta. Só resta a **Linha de chão**: todos os azulejos caem no chão, cujos espaços custam −1, −1, −2, −2, −2, −3, −3. O que passar de uma linha de chão cheia vai para a tampa.
azul-learn-wall-title = Escolher um espaço da parede
azul-learn-wall = Lado cinza: sua linha de padrão cheia leva um azulejo à fileira da parede, em qualquer espaço cuja coluna ainda não tenha essa cor. Cada botão **Coluna** mostra quanto ele pontua ali: 1 sozinho; senão, sua sequência horizontal mais a vertical. Os outros azulejos da linha vão para a tampa.
