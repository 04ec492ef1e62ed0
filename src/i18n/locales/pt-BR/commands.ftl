# Slash commands and their options, for Discord's command localisation, in pt-BR.

cmd-start = começar
    .description = Abrir uma sala de espera para uma nova partida neste canal
cmd-variant = variante
    .description = Qual jogo
cmd-players = jogadores
    .description = Lugares à mesa (padrão: 4)
cmd-game = partida
    .description = A partida deste canal
cmd-log = registro
    .description = Ver as últimas jogadas da partida deste canal
cmd-leave = sair
    .description = Sair da partida deste canal (um jogador virtual ocupa seu lugar)
cmd-cancel = cancelar
    .description = Cancelar a partida deste canal (anfitrião ou moderadores)
cmd-stats = estatísticas
    .description = Partidas, vitórias e pontuações neste servidor
cmd-leaderboard = classificação
    .description = Os melhores jogadores de um jogo neste servidor
cmd-help = ajuda
    .description = Como o bot funciona e as regras de cada jogo
cmd-timer = cronômetro
    .description = Tempo por vez (padrão: a configuração do servidor)
cmd-on-timeout = ao_esgotar
    .description = Se um jogador avisado ainda não jogar (padrão: um jogador virtual joga)
cmd-thread = tópico
    .description = Jogar em um novo tópico sob este canal
cmd-hints = dicas
    .description = Permitir 💡 dicas (padrão: só quando uma pessoa joga contra computadores)
cmd-user = usuário
    .description = De quem são as estatísticas (padrão: suas)
cmd-which-game = jogo
    .description = Qual jogo
cmd-replay = replay
    .description = Rever jogada a jogada uma partida terminada deste servidor
cmd-id = id
    .description = O id da partida, como /stats, os resultados e o registro o mostram
cmd-settings = configurações
    .description = Suas configurações: as cores das suas imagens
cmd-palette = paleta
    .description = Cores das suas imagens (omita para ver as suas)
cmd-show = mostrar
    .description = Publicar de novo a mesa atual da partida deste canal

## Choices

cmd-choice-timeout-computer = um jogador virtual joga
cmd-choice-timeout-cancel = cancelar a partida
cmd-choice-palette-standard = cores habituais
cmd-choice-palette-high-contrast = alto contraste
cmd-learn = aprender
    .description = Jogue uma primeira partida contra um computador fácil, cada passo explicado
