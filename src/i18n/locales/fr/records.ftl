# A game's afterlife (src/i18n/records.rs): skill ratings, a person's last games, replays, the
# coach's review, and lobbies and games closed for want of players.

record-decimal-point = {","}

## /stats and the leaderboard.

record-stats-rating = Classement { $rating } ({ $played ->
        [one] { $played } partie classée
       *[other] { $played } parties classées
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    })
record-leaderboard-row = **{ $place }.** { $who } — { $rating } · { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
record-leaderboard-unrated = Pas encore classés :
record-leaderboard-note = Classement ± incertitude (Weng-Lin, comme dans OpenSkill), trié par classement − 3 × incertitude. Les parties de deux personnes ou plus comptent ; les joueurs virtuels sont classés aussi.

## A person's last games.

record-recent-heading = Dernières parties
record-recent-place = { $rank ->
        [one] { $rank }re place sur { $seats }
       *[other] { $rank }e place sur { $seats }
    }
record-recent-left = a quitté la partie
record-recent-score = { $score } pts

## Replays.

record-game-id = Partie `{ $id }` — `/game replay id:{ $id }` la rejoue.
record-button-replay = Revoir
record-replay-title = 📼 Rediffusion de { $game }, partie `{ $id }`
record-replay-deal = La mise en place · { $total ->
        [one] { $total } coup
       *[other] { $total } coups
    }
record-replay-at = Coup { $position } sur { $total }
record-replay-bad-id = Ce n'est pas un numéro de partie. /stats, le message final et /game log les indiquent.
record-replay-unknown = Il n'y a pas de partie `{ $id }` sur ce serveur.
record-replay-unfinished = La partie `{ $id }` n'est pas terminée : on peut la revoir une fois finie.
record-replay-broken = Les coups de cette partie ne se rejouent plus avec les règles actuelles.

## Closed for want of players.

record-lobby-expired = ⌛ Cette salle d'attente est fermée : personne n'a lancé la partie en { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }.
record-game-abandoned = ⌛ Cette partie est annulée : personne n'a joué depuis { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }.

## The coach's review of a finished game.

record-button-review = Analyser ma partie
record-review-not-player = Seules les personnes qui ont joué cette partie peuvent en demander l'analyse.
record-review-busy = Le coach est occupé par une autre analyse ; réessayez dans une minute.
record-review-nothing = Un joueur virtuel a pris toutes les décisions de votre place : il n'y a rien de vous à analyser.
record-review-started = 🎓 J'analyse vos { $decisions } décisions avec ce que vous saviez alors — environ { $seconds } s. La réponse apparaîtra ici.
record-review-title = 🎓 Partie `{ $id }` : parmi vos { $decisions } décisions, celles que j'aime le moins (estimations par simulations de ce que vous pouviez voir ; ± est leur incertitude)
record-review-clean = Je n'ai trouvé aucune décision que je changerais.
record-review-finding = **{ $place }.** Coup { $number } : vous avez joué *{ $played }* ; je préfère *{ $preferred }* — environ { $gain } ± { $spread } points d'écart final en plus.
record-review-moment = Coup { $number }
