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
