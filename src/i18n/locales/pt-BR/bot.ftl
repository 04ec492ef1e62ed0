# The bot's own words (lobby, table, refusals, hosting) in pt-BR.

## The lobby

lobby-title = { $game } — sala de espera
lobby-host = Anfitrião: { $user }
lobby-players-heading = Jogadores
lobby-seat-computer = 🤖 Jogador virtual ({ $level })
lobby-needs-exactly = Joga-se com exatamente { $count }.
lobby-needs = Joga-se com { $min }–{ $max }.
lobby-options-heading = Opções
lobby-how-to = Aperte Entrar para ocupar um lugar. O anfitrião pode adicionar jogadores virtuais e começar a partida.
lobby-cancelled = Esta partida foi cancelada por { $user }.
button-join = Entrar
button-leave = Sair
button-start = Começar
button-cancel = Cancelar partida
computer-menu-placeholder = Jogadores virtuais…
computer-add = Adicionar um jogador virtual ({ $level })
computer-remove = Remover um jogador virtual
computer-name = Jogador virtual ({ $level })
ai-level-easy = fácil
ai-level-normal = normal
ai-level-hard = difícil
ai-hint-easy = Faz a jogada que parece melhor, mas erra com frequência
ai-hint-normal = Faz a jogada que parece melhor
ai-hint-hard = Pensa adiante, até um segundo por jogada

## Refusals and notices

already-joined = Você já tem um lugar nesta mesa.
joined-in-another-lobby = Você já está esperando em outra sala de espera deste canal.
not-in-lobby = Você não tem lugar nesta mesa.
lobby-full = A mesa está cheia ({ $max } lugares).
only-host-starts = Só o anfitrião pode começar a partida.
only-host-manages-computers = Só o anfitrião pode adicionar ou remover jogadores virtuais.
no-computer-to-remove = Não há jogador virtual para remover.
cannot-cancel = Só o anfitrião ou um membro com Gerenciar mensagens pode cancelar esta partida.
wrong-player-count = Esta partida precisa de { $min }–{ $max } jogadores; { $have } sentados.
channel-busy = Já existe uma partida de { $game } neste canal. Termine ou cancele-a primeiro.
out-of-date = Esta mensagem está desatualizada — aqui está a atual.
garbled = Não reconheço este botão. Use a mensagem mais recente, por favor.
game-not-found = Esta partida não existe mais.
wrong-channel = Este botão é de uma partida de outro canal.
game-ended = Esta partida terminou.
corrupt-record = O registro salvo desta partida ({ $game }) não pode ser lido. Ele foi deixado intacto; avise um administrador do servidor, por favor.
storage-failed = Não foi possível salvar a partida, então nada mudou. Tente de novo, por favor.
something-went-wrong = Algo deu errado; nada mudou.
guild-only = Só se pode jogar em um canal de servidor.
stand-ins = Alguns valores impressos deste jogo não estão disponíveis para nós; estes são substitutos nossos: { $keys }.

## A running game

game-started = A partida começou — boa sorte!
your-turn = { $users }, sua vez: { $prompt }
your-turn-privately = { $users }, sua vez: aperte **Jogar minha vez** para escolher em particular.
solo-target = Meta: { $target } — { $won ->
        [yes] superada! 🎉
       *[no] não superada desta vez
    }
computer-thinking = 🤖 { $name } está pensando…
carry-on-by-click = -# Não sou membro aqui, então só falo quando alguém aperta um botão: se a mesa parar, aperte qualquer botão dela para continuar.
board-above = 🖼 O tabuleiro de { $name } não mudou: está acima.
your-choice = Sua vez: { $prompt }
chosen-so-far = Escolhido: { $chosen }
button-my-board = Meu tabuleiro
button-take-turn = Jogar minha vez
button-counts = Contagens
button-tools = Ferramentas
button-reference = Cartas
reference-at-start = As cartas desta partida. **📜 Cartas** sob a mesa as mostra de novo a qualquer momento.
reference-alt = As cartas desta partida.
button-back = Voltar
menu-placeholder = Escolha…
menu-placeholder-part = Escolha… ({ $part } de { $parts })
player-fallback-name = Jogador { $seat }
not-your-turn = Não é a sua vez.
move-not-allowed = As regras não permitem essa jogada agora. Nada mudou.
not-playing = Você não está jogando esta partida.
turn-done = Pronto — a mesa abaixo está atualizada.
game-over = 🏁 **{ $game }** — fim de partida

## Hosting: timers, leaving, undo, rematch

hosting-timer-off = Cronômetro: desligado
hosting-timer = Cronômetro: { $timer } por vez; depois, { $then ->
        [cancel] a partida é cancelada
       *[computer] um jogador virtual joga até a pessoa voltar
    }
timer-off = desligado
timer-2m = 2 minutos
timer-10m = 10 minutos
timer-1h = 1 hora
timer-24h = 24 horas
duration-minutes = { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
duration-hours = { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }
time-reminder = ⏰ { $users }, seu tempo acabou! Jogue em até { $time } ou { $then ->
        [cancel] a partida será cancelada
       *[computer] um jogador virtual jogará por você até você voltar
    }.
ran-out-of-time = ⌛ O tempo de { $names } acabou: um jogador virtual joga por eles até apertarem qualquer botão desta partida.
cancelled-by-timer = ⌛ A partida foi cancelada: o tempo de { $names } acabou.
player-left = 🚪 **{ $name }** saiu da partida: um jogador virtual ocupa o lugar.
player-back = ↩️ **{ $name }** voltou.
took-back = ↩️ **{ $name }** desfez uma jogada.
button-undo = Desfazer
undo-not-yours = Só **{ $name }** pode desfazer a própria jogada.
undo-stale = Essa jogada não pode mais ser desfeita: a partida seguiu.
undo-unavailable = Esta jogada não pode ser desfeita (o histórico da partida não se reproduz).
welcome-back = Bem-vindo de volta: seu lugar é seu de novo.
you-left = Você saiu desta partida; um jogador virtual ocupa seu lugar.
game-cancelled = ⏹️ A partida foi cancelada por { $user }.
table-closed = Esta mesa está fechada.
no-game-here = Não há neste canal nenhuma partida em que isso se aplique.
button-rematch = Revanche
rematch-started = Uma revanche começou — a nova mesa está abaixo.
rematch-exists = Uma revanche desta partida já começou.

## Log, statistics, help

log-title = 📜 { $game } — últimas jogadas
log-empty = Nenhuma jogada ainda.
log-earlier = … e { $count } anteriores
stats-title = 📊 { $name } neste servidor
stats-none = { $name } ainda não terminou nenhuma partida neste servidor.
stats-played = { $played ->
        [one] { $played } partida
       *[other] { $played } partidas
    }
stats-wins = { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }
stats-average = média { $average }
stats-best = melhor { $best }
leaderboard-title = 🏆 { $game } — classificação
leaderboard-empty = Ninguém terminou ainda uma partida de { $game } neste servidor.
leaderboard-line = **{ $place }.** { $user } — { $line }
turn-ends = ⏰ O tempo acaba { $when }
help-title = Como jogar
help-learning-title = Aprender na mesa
help-anywhere-title = DMs em grupo, DMs e outros servidores
thread-failed = Não consegui criar um tópico aqui (tenho permissão?). Tente sem a opção de tópico.
use-lobby-buttons = A partida ainda não começou: use os botões da mensagem da sala de espera.
thread-opened = 🧵 Uma partida de { $game } está começando em { $thread } — entre lá!
settings-palette = { $changed ->
        [yes] 🎨 De agora em diante suas imagens são desenhadas com { $palette }.
       *[no] 🎨 Suas imagens são desenhadas com { $palette }.
    } Isso vale para seus próprios tabuleiros e painéis; a mesa comum usa alto contraste quando todos sentados nela o escolheram. Cada cor também tem sua própria forma, nas imagens e nos botões.
settings-palette-high-contrast = a paleta de alto contraste
settings-palette-usual = as cores habituais

## What Discord refused or lost

permission-view-channel = Ver canais
permission-send-messages = Enviar mensagens
permission-send-messages-in-threads = Enviar mensagens em tópicos
permission-embed-links = Inserir links
permission-attach-files = Anexar arquivos
permission-create-public-threads = Criar tópicos públicos
trouble-missing-permissions = ⚠️ Faltam-me permissões { $place ->
        [thread] neste tópico
       *[channel] neste canal
    }: { $names }. Sem elas não posso publicar a mesa, e a partida espera. Para concedê-las, um administrador do servidor abre ⚙️ Editar canal → Permissões (ou Configurações do servidor → Cargos), escolhe meu cargo e as permite. A partida continua sozinha assim que forem concedidas.
trouble-table-waits = ⏳ Sua jogada está salva, mas o Discord não aceitou a nova mensagem da mesa. A partida espera e a mesa é publicada assim que o Discord responder de novo; `/game show` a publica agora.
trouble-channel-gone = ⏸️ O canal ou tópico desta partida sumiu, então a partida está pausada. Ela é cancelada se o canal não voltar.
trouble-table-reposted = 🔁 A mesa atual está publicada abaixo.
trouble-waits-for-click = ⏳ Salvo. Aqui só posso falar quando alguém aperta um botão: aperte qualquer botão desta partida para continuar.
trouble-cancelled-channel-gone = ⏹️ Sua partida de { $game } foi cancelada: o canal ou tópico dela foi excluído.

## Dicas (💡)

hosting-hints = Dicas: { $hints ->
        [on] permitidas
        [off] desligadas
       *[auto] permitidas quando uma pessoa joga só contra computadores
    }
button-hint = Dica
button-play-hint = Jogar
hint-answer = 💡 **Dica:** { $steps } — { $reason }
hint-reason-search = a jogada que o computador mais forte faria com o que você vê.
hint-counted = Dicas que você usou nesta partida: { $used }. Uma partida em que você usa dicas não muda sua classificação.
hints-off = As dicas estão desligadas nesta partida: o anfitrião escolheu assim (por padrão, só valem quando uma pessoa joga contra computadores).
hint-busy = Todos os treinadores estão ocupados agora: tente de novo em instantes.
learn-opened = 📘 **Uma primeira partida de { $game }** para { $user }, contra um computador fácil: cada passo novo é explicado em particular na primeira vez que aparece.
learn-welcome = 📘 **Sua primeira partida.** { $goal }
    Cada tipo novo de passo é explicado aqui, só para você, na primeira vez que aparece. Em cada decisão, **💡 Dica** mostra a jogada que o computador mais forte faria e por quê. Esta partida não vale para o ranking; `/partida cancelar` a encerra. No fim, o treinador revisa suas decisões.
learn-over = 📘 **Sua primeira partida acabou.** O treinador revisa agora suas decisões; o que ele encontrar chega aqui, com botões que repetem cada momento.
hints-used = 💡 Dicas usadas: { $list } (as classificações deles não mudam).
