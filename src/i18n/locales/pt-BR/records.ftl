# A game's afterlife (src/i18n/records.rs): skill ratings, a person's last games, replays, the
# coach's review, and lobbies and games closed for want of players.

record-decimal-point = {","}

## /stats and the leaderboard.

record-stats-rating = Rating { $rating } ({ $played ->
        [one] { $played } partida ranqueada
       *[other] { $played } partidas ranqueadas
    }, { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    })
record-leaderboard-row = **{ $place }.** { $who } — { $rating } · { $played ->
        [one] { $played } partida
       *[other] { $played } partidas
    }, { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }
record-leaderboard-unrated = Ainda sem rating:
record-leaderboard-note = Rating ± incerteza (Weng-Lin, como no OpenSkill), ordenado por rating − 3 × incerteza. Contam as partidas de duas ou mais pessoas; os jogadores virtuais também têm rating.

## A person's last games.

record-recent-heading = Últimas partidas
record-recent-place = { $rank }º lugar de { $seats }
record-recent-left = saiu
record-recent-score = { $score } pts

## Replays.

record-game-id = Partida `{ $id }` — `/game replay id:{ $id }` mostra o replay.
record-button-replay = Replay
record-replay-title = 📼 Replay de { $game }, partida `{ $id }`
record-replay-deal = A preparação · { $total ->
        [one] { $total } jogada
       *[other] { $total } jogadas
    }
record-replay-at = Jogada { $position } de { $total }
record-replay-bad-id = Isso não é um número de partida. /stats, a mensagem final e /game log mostram os números.
record-replay-unknown = Não há nenhuma partida `{ $id }` neste servidor.
record-replay-unfinished = A partida `{ $id }` não terminou: o replay abre quando a partida acaba.
record-replay-broken = As jogadas desta partida não podem mais ser reproduzidas com as regras atuais.

## Closed for want of players.

record-lobby-expired = ⌛ Esta sala de espera fechou: ninguém começou a partida em { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }.
record-game-abandoned = ⌛ Esta partida foi cancelada: ninguém joga há { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }.

## The coach's review of a finished game.

record-button-review = Analisar minha partida
record-review-not-player = Só quem jogou esta partida pode pedir a análise dela.
record-review-busy = O treinador está ocupado com outra análise; tente de novo em um minuto.
record-review-nothing = Um jogador virtual tomou todas as decisões do seu lugar: não há nada seu para analisar.
record-review-started = 🎓 Analisando suas { $decisions } decisões com o que você sabia então — cerca de { $seconds } s. A resposta vai aparecer aqui.
record-review-title = 🎓 Partida `{ $id }`: das suas { $decisions } decisões, as de que menos gosto (estimativas por simulações do que você podia ver; ± é a incerteza delas)
record-review-clean = Não encontrei nenhuma decisão que eu mudaria.
record-review-finding = **{ $place }.** Jogada { $number }: você jogou *{ $played }*; eu prefiro *{ $preferred }* — cerca de { $gain } ± { $spread } pontos a mais de margem final.
record-review-moment = Jogada { $number }
