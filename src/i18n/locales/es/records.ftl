# A game's afterlife (src/i18n/records.rs): skill ratings, a person's last games, replays, the
# coach's review, and lobbies and games closed for want of players.

record-decimal-point = {","}

## /stats and the leaderboard.

record-stats-rating = Rating { $rating } ({ $played ->
        [one] { $played } partida puntuable
       *[other] { $played } partidas puntuables
    }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    })
record-leaderboard-row = **{ $place }.** { $who } — { $rating } · { $played ->
        [one] { $played } partida
       *[other] { $played } partidas
    }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }
record-leaderboard-unrated = Aún sin rating:
record-leaderboard-note = Rating ± incertidumbre (Weng-Lin, como en OpenSkill), ordenado por rating − 3 × incertidumbre. Cuentan las partidas de dos o más personas; los jugadores virtuales también tienen rating.

## A person's last games.

record-recent-heading = Últimas partidas
record-recent-place = puesto { $rank } de { $seats }
record-recent-left = abandonó
record-recent-score = { $score } pts

## Replays.

record-game-id = Partida `{ $id }` — `/game replay id:{ $id }` la repite.
record-button-replay = Repetición
record-replay-title = 📼 Repetición de { $game }, partida `{ $id }`
record-replay-deal = El reparto · { $total ->
        [one] { $total } movimiento
       *[other] { $total } movimientos
    }
record-replay-at = Movimiento { $position } de { $total }
record-replay-bad-id = Eso no es un número de partida. /stats, el mensaje final y /game log los muestran.
record-replay-unknown = No hay ninguna partida `{ $id }` en este servidor.
record-replay-unfinished = La partida `{ $id }` no ha terminado: la repetición se abre cuando acaba.
record-replay-broken = Los movimientos de esta partida ya no se reproducen con las reglas actuales.

## Closed for want of players.

record-lobby-expired = ⌛ Esta sala de espera se cerró: nadie empezó la partida en { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }.
record-game-abandoned = ⌛ Esta partida se canceló: nadie ha jugado en { $days ->
        [one] { $days } día
       *[other] { $days } días
    }.

## The coach's review of a finished game.

record-button-review = Analizar mi partida
record-review-not-player = Solo quienes jugaron esta partida pueden pedir su análisis.
record-review-busy = El entrenador está con otro análisis; inténtalo dentro de un minuto.
record-review-nothing = Un jugador virtual tomó todas las decisiones de tu puesto: no hay nada tuyo que analizar.
record-review-started = 🎓 Analizo tus { $decisions } decisiones con lo que sabías entonces — unos { $seconds } s. La respuesta aparecerá aquí.
record-review-title = 🎓 Partida `{ $id }`: de tus { $decisions } decisiones, las que menos me gustan (estimaciones por simulaciones de lo que podías ver; ± es su incertidumbre)
record-review-clean = No encontré ninguna decisión que cambiaría.
record-review-finding = **{ $place }.** Movimiento { $number }: jugaste *{ $played }*; prefiero *{ $preferred }* — unos { $gain } ± { $spread } puntos más de margen final.
record-review-moment = Movimiento { $number }
