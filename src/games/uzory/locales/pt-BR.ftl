# uzory: the registry's words (names, start command, options) in pt-BR.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Jogue Uzory, o jogo de vitral com peças

uzory-options = Regras padrão

# The presentation: menus, log, counts, alt texts and picture labels.

uzory-score-victory-points = Pontos de vitória
uzory-colour-white = branco
uzory-colour-red = vermelho
uzory-colour-blue = azul
uzory-colour-green = verde
uzory-colour-yellow = amarelo
uzory-end-field-full = o campo está cheio
uzory-end-all-passed = todos passaram
uzory-choose-tile-or-pass = Escolha uma peça da sua mão ou passe
uzory-tile = Peça
uzory-turn-clockwise-by = Girar no sentido horário em…
uzory-where-does-it-go = Onde colocar?
uzory-pass-swap-hand = Passar (trocar a mão inteira)
uzory-who-scores-tied-frame = Empate na moldura: quem pontua?
uzory-keep-my-tiles = Manter minhas peças
uzory-discard-tile = Descartar peça
uzory-discard-before-drawing = Descartar peças antes de comprar até ter três?
uzory-turn = Turno
uzory-tie = empate
uzory-frame = moldura
uzory-frames-count = { $frames } { $frames ->
        [one] moldura
       *[other] molduras
    }
uzory-nobody = ninguém
uzory-title = Uzory
uzory-place-a-tile-or-pass = colocar uma peça ou passar
uzory-choose-who-scores-tie = escolher quem pontua a moldura empatada (?)
uzory-discard-tiles-or-keep = descartar peças ou mantê-las
uzory-passes-in-a-row = passes seguidos
uzory-scored-frame = moldura pontuada
uzory-frame-nobody-scored = ninguém pontuou
uzory-won = Vitória:
uzory-hand = mão
uzory-your-turn-pick = Sua vez: escolha peça, rotação e casa
uzory-hand-rotations-clockwise = Sua mão · rotações no sentido horário
uzory-marker-top-before-turning = aponta a borda de cima antes de girar
uzory-no-tiles-in-hand = Nenhuma peça na mão
uzory-hand-hidden = Mão oculta
uzory-tiles = peças
uzory-pile = Pilha
uzory-frame-closed = moldura fechada
uzory-tile-placed-at = peça em
uzory-nobody-scores = ninguém pontua
uzory-tie-label = empate:
uzory-or = ou
uzory-tied-frame-awarded = empate da moldura decidido
uzory-discards-shuffled = descarte embaralhado numa nova pilha
uzory-keeps-the-hand = mantém a mão
uzory-discards = Descarte
uzory-frames = Molduras
uzory-alt-pile = pilha
uzory-alt-discards = descarte
uzory-alt-tiles-in-hand = peças na mão
uzory-alt-frames-closed = molduras fechadas
uzory-discarded = { $tiles } { $tiles ->
        [one] peça descartada
       *[other] peças descartadas
    }

# Dicas: por que uma jogada é boa (depois de "💡 <jogada> — ").

uzory-why-frames-mine = fecha { $frames } { $frames ->
        [one] moldura
       *[other] molduras
    } da sua cor: +{ $frames }
uzory-why-frames-tied = fecha { $frames ->
        [one] uma moldura empatada que você pode dar a si mesmo
       *[other] { $frames } molduras empatadas que você pode dar a si mesmo
    }
uzory-why-frames-theirs = embora dê { $frames } { $frames ->
        [one] moldura
       *[other] molduras
    } a outra cor
uzory-why-lines-join = suas linhas de chumbo se unem a { $lines } linhas das vizinhas
uzory-why-own-colour = mais da sua cor do que de qualquer outra
uzory-why-hands-nothing = não fecha nenhuma moldura para os outros
uzory-why-pass = uma mão nova serve melhor do que qualquer colocação agora
uzory-why-award-self = o ponto é seu
uzory-why-award-behind = o ponto vai para o jogador mais atrás
uzory-why-discard = { $tiles ->
        [0] as duas peças valem a pena
       *[other] { $weak ->
            [yes] { $tiles ->
                [one] a peça descartada tem
               *[other] as peças descartadas têm
            } poucas linhas ou pouco da sua cor
           *[no] peças novas provavelmente servem melhor
        }
    }

uzory-learn-goal = Junte mais pontos de vitória fechando molduras: áreas que as linhas de chumbo e a borda de chumbo da janela isolam de todo espaço vazio. Uma moldura pontua para o jogador cuja cor tem mais quartos nela. O jogo termina quando a janela 6×6 está cheia ou todos os jogadores passaram seguidos.
uzory-learn-tile-title = Sua vez
uzory-learn-tile = Escolha uma peça da sua mão para colocar (**Peça 1**, **Peça 2**, **Peça 3**, numeradas como na imagem da sua mão) ou **Passar (trocar a mão inteira)**: descarte as três peças e compre três novas.
uzory-learn-rotate-title = Girar a peça
uzory-learn-rotate = Escolha quanto a peça gira no sentido horário (**0°**, **90°**, **180°**, **270°**): as linhas de chumbo e as cores dos quartos giram com ela. As linhas de peças vizinhas se encontram onde as peças se tocam, e assim seguem pelo campo.
uzory-learn-cell-title = Escolher um espaço
uzory-learn-cell = Cada botão é um espaço da janela 6×6 (fileiras A–F, colunas 1–6) ao lado de uma peça colocada. Ponha os quartos da sua cor onde as linhas de chumbo possam se fechar em volta deles: uma área fechada pontua para a cor com mais quartos nela.
uzory-learn-frame-title = Fechar uma moldura
uzory-learn-frame = Um espaço marcado "moldura" fecha uma ali: as linhas e a borda da janela isolam uma área de todo espaço vazio. O botão diz quem pontua: o jogador cuja cor tem mais quartos, ou ninguém se o branco tiver mais ou não houver cor de jogador. Quem pontua ganha um ponto de vitória, não importa quem fechou.
uzory-learn-discard-title = Descartar
uzory-learn-discard = Sua peça está colocada. **Manter minhas peças** guarda as outras; um botão **Descartar peça** joga fora uma ou as duas. Depois você compra da pilha até ter três. Descarte peças que não ajudem a sua cor.
uzory-learn-tie-title = Moldura empatada
uzory-learn-tie = Na moldura que você fechou, várias cores de jogadores empatam com o maior número de quartos: você escolhe quem pontua. Cada botão é a cor de um jogador; esse jogador ganha o ponto de vitória.
uzory-learn-pass-title = Depois de um passe
uzory-learn-pass = O outro jogador acabou de passar. Se você também passar, todos terão passado seguidos e o jogo termina na hora: vence quem tiver mais pontos de vitória. Para continuar, coloque uma peça.
