# The bot's own words (lobby, table, refusals, hosting) in fr.

## The lobby

lobby-title = { $game } — salle d'attente
lobby-host = Hôte : { $user }
lobby-players-heading = Joueurs
lobby-seat-computer = 🤖 Joueur virtuel ({ $level })
lobby-needs-exactly = Se joue à exactement { $count }.
lobby-needs = Se joue de { $min } à { $max }.
lobby-options-heading = Options
lobby-how-to = Appuyez sur Rejoindre pour prendre place. L'hôte peut ajouter des joueurs virtuels et lancer la partie.
lobby-cancelled = Cette partie a été annulée par { $user }.
button-join = Rejoindre
button-leave = Quitter
button-start = Commencer
button-cancel = Annuler la partie
computer-menu-placeholder = Joueurs virtuels…
computer-add = Ajouter un joueur virtuel ({ $level })
computer-remove = Retirer un joueur virtuel
computer-name = Joueur virtuel ({ $level })
ai-level-easy = facile
ai-level-normal = normal
ai-level-hard = difficile
ai-hint-easy = Joue le coup qui semble le meilleur, mais se trompe souvent
ai-hint-normal = Joue le coup qui semble le meilleur
ai-hint-hard = Réfléchit à l'avance, jusqu'à une seconde par coup

## Refusals and notices

already-joined = Vous avez déjà une place à cette table.
joined-in-another-lobby = Vous attendez déjà dans une autre salle d'attente de ce salon.
not-in-lobby = Vous n'avez pas de place à cette table.
lobby-full = La table est complète ({ $max } places).
only-host-starts = Seul l'hôte peut lancer la partie.
only-host-manages-computers = Seul l'hôte peut ajouter ou retirer des joueurs virtuels.
no-computer-to-remove = Il n'y a aucun joueur virtuel à retirer.
cannot-cancel = Seul l'hôte ou un membre ayant « Gérer les messages » peut annuler cette partie.
wrong-player-count = Cette partie demande { $min } à { $max } joueurs ; { $have } assis.
channel-busy = Une partie de { $game } est déjà en cours dans ce salon. Terminez-la ou annulez-la d'abord.
out-of-date = Ce message n'est plus à jour — voici l'actuel.
garbled = Je ne reconnais pas ce bouton. Utilisez le dernier message, s'il vous plaît.
game-not-found = Cette partie n'existe plus.
wrong-channel = Ce bouton appartient à une partie d'un autre salon.
game-ended = Cette partie est terminée.
corrupt-record = La sauvegarde de cette partie ({ $game }) est illisible. Elle n'a pas été touchée ; prévenez un administrateur du serveur, s'il vous plaît.
storage-failed = La partie n'a pas pu être sauvegardée, donc rien n'a changé. Réessayez, s'il vous plaît.
something-went-wrong = Un problème est survenu ; rien n'a changé.
guild-only = On ne peut jouer que dans un salon de serveur.
stand-ins = Certaines valeurs imprimées de ce jeu ne nous sont pas disponibles ; voici nos remplaçants : { $keys }.

## A running game

game-started = La partie commence — bonne chance !
your-turn = { $users }, à vous : { $prompt }
your-turn-privately = { $users }, à vous : appuyez sur **Jouer mon tour** pour choisir en privé.
solo-target = Objectif : { $target } — { $won ->
        [yes] battu ! 🎉
       *[no] pas battu cette fois
    }
computer-thinking = 🤖 { $name } réfléchit…
carry-on-by-click = -# Je ne suis pas membre ici, je ne parle donc que quand quelqu'un appuie sur un bouton : si la table s'arrête, appuyez sur l'un de ses boutons pour continuer.
board-above = 🖼 Le plateau de { $name } n'a pas changé : il est plus haut.
your-choice = À vous : { $prompt }
chosen-so-far = Choisi : { $chosen }
button-my-board = Mon plateau
button-take-turn = Jouer mon tour
button-counts = Décomptes
button-tools = Outils
button-reference = Cartes
reference-at-start = Les cartes de cette partie. **📜 Cartes** sous la table les montre à nouveau à tout moment.
reference-alt = Les cartes de cette partie.
button-back = Retour
menu-placeholder = Choisir…
menu-placeholder-part = Choisir… ({ $part } sur { $parts })
player-fallback-name = Joueur { $seat }
not-your-turn = Ce n'est pas votre tour.
move-not-allowed = Les règles n'autorisent pas ce coup maintenant. Rien n'a changé.
not-playing = Vous ne jouez pas dans cette partie.
turn-done = C'est fait — la table ci-dessous est à jour.
game-over = 🏁 **{ $game }** — partie terminée

## Hosting: timers, leaving, undo, rematch

hosting-timer-off = Minuteur : désactivé
hosting-timer = Minuteur : { $timer } par tour, puis { $then ->
        [cancel] la partie est annulée
       *[computer] un joueur virtuel joue jusqu'au retour du joueur
    }
timer-off = désactivé
timer-2m = 2 minutes
timer-10m = 10 minutes
timer-1h = 1 heure
timer-24h = 24 heures
duration-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
duration-hours = { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }
time-reminder = ⏰ { $users }, votre temps est écoulé ! Jouez dans les { $time }, sinon { $then ->
        [cancel] la partie sera annulée
       *[computer] un joueur virtuel jouera pour vous jusqu'à votre retour
    }.
ran-out-of-time = ⌛ { $names } n'a plus de temps : un joueur virtuel joue à sa place jusqu'à ce qu'un bouton de cette partie soit pressé.
cancelled-by-timer = ⌛ La partie est annulée : { $names } n'a plus de temps.
player-left = 🚪 **{ $name }** a quitté la partie : un joueur virtuel prend sa place.
player-back = ↩️ **{ $name }** est de retour.
took-back = ↩️ **{ $name }** a annulé un coup.
button-undo = Annuler
undo-not-yours = Seul **{ $name }** peut annuler son propre coup.
undo-stale = Ce coup ne peut plus être annulé : la partie a avancé.
undo-unavailable = Ce coup ne peut pas être annulé (l'historique de la partie ne se rejoue pas).
welcome-back = Bon retour : votre place vous revient.
you-left = Vous avez quitté cette partie ; un joueur virtuel prend votre place.
game-cancelled = ⏹️ La partie a été annulée par { $user }.
table-closed = Cette table est fermée.
no-game-here = Il n'y a dans ce salon aucune partie à laquelle cela s'applique.
button-rematch = Revanche
rematch-started = Une revanche a commencé — la nouvelle table est ci-dessous.
rematch-exists = Une revanche de cette partie a déjà commencé.

## Log, statistics, help

log-title = 📜 { $game } — derniers coups
log-empty = Aucun coup pour l'instant.
log-earlier = … et { $count } plus tôt
stats-title = 📊 { $name } sur ce serveur
stats-none = { $name } n'a encore terminé aucune partie sur ce serveur.
stats-played = { $played ->
        [one] { $played } partie
       *[other] { $played } parties
    }
stats-wins = { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
stats-average = moyenne { $average }
stats-best = meilleur { $best }
leaderboard-title = 🏆 { $game } — classement
leaderboard-empty = Personne n'a encore terminé de partie de { $game } sur ce serveur.
leaderboard-line = **{ $place }.** { $user } — { $line }
turn-ends = ⏰ Le temps s'écoule { $when }
help-title = Comment jouer
help-learning-title = Apprendre à la table
help-anywhere-title = MP de groupe, MP et autres serveurs
thread-failed = Je n'ai pas pu créer de fil ici (en ai-je le droit ?). Essayez sans l'option de fil.
use-lobby-buttons = La partie n'a pas encore commencé : utilisez les boutons du message de la salle d'attente.
thread-opened = 🧵 Une partie de { $game } commence dans { $thread } — rejoignez-la là-bas !
settings-palette = { $changed ->
        [yes] 🎨 Désormais, vos images sont dessinées avec { $palette }.
       *[no] 🎨 Vos images sont dessinées avec { $palette }.
    } Cela vaut pour vos propres plateaux et panneaux ; la table commune utilise le contraste élevé quand tous ceux qui y sont assis l'ont choisi. Chaque couleur a aussi sa propre forme, dans les images et sur les boutons.
settings-palette-high-contrast = la palette à contraste élevé
settings-palette-usual = les couleurs habituelles

## What Discord refused or lost

permission-view-channel = Voir les salons
permission-send-messages = Envoyer des messages
permission-send-messages-in-threads = Envoyer des messages dans les fils
permission-embed-links = Intégrer des liens
permission-attach-files = Joindre des fichiers
permission-create-public-threads = Créer des fils publics
trouble-missing-permissions = ⚠️ Il me manque des permissions dans { $place ->
        [thread] ce fil
       *[channel] ce salon
    } : { $names }. Sans elles, je ne peux pas publier la table et la partie attend. Pour les accorder, un administrateur du serveur ouvre ⚙️ Modifier le salon → Permissions (ou Paramètres du serveur → Rôles), choisit mon rôle et les autorise. La partie reprend d'elle-même une fois qu'elles sont accordées.
trouble-table-waits = ⏳ Votre coup est sauvegardé, mais Discord n'a pas pris le nouveau message de la table. La partie attend et la table est publiée dès que Discord répond à nouveau ; `/game show` la publie maintenant.
trouble-channel-gone = ⏸️ Le salon ou le fil de cette partie a disparu, la partie est donc en pause. Elle est annulée si le salon ne revient pas.
trouble-table-reposted = 🔁 La table actuelle est publiée ci-dessous.
trouble-waits-for-click = ⏳ Sauvegardé. Ici, je ne peux parler que quand quelqu'un appuie sur un bouton : appuyez sur n'importe quel bouton de cette partie pour continuer.
trouble-cancelled-channel-gone = ⏹️ Votre partie de { $game } a été annulée : son salon ou son fil a été supprimé.

## Indices (💡)

hosting-hints = Indices : { $hints ->
        [on] autorisés
        [off] désactivés
       *[auto] autorisés quand une seule personne joue contre des ordinateurs
    }
button-hint = Indice
button-play-hint = Jouer ce coup
hint-answer = 💡 **Indice :** { $steps } — { $reason }
hint-reason-search = le coup que jouerait l’ordinateur le plus fort avec ce que vous voyez.
hint-counted = Indices utilisés dans cette partie : { $used }. Une partie où vous utilisez des indices ne change pas votre classement.
hints-off = Les indices sont désactivés dans cette partie : c’est le choix de l’hôte (par défaut, ils ne sont permis que quand une seule personne joue contre des ordinateurs).
hint-busy = Tous les entraîneurs sont occupés : réessayez dans un instant.
learn-opened = 📘 **Une première partie de { $game }** pour { $user }, contre un ordinateur facile : chaque nouvelle étape est expliquée en privé la première fois qu’elle arrive.
learn-welcome = 📘 **Votre première partie.** { $goal }
    Chaque nouveau type d’étape est expliqué ici, pour vous seul, la première fois qu’il arrive. À chaque décision, **💡 Indice** montre le coup que jouerait l’ordinateur le plus fort, et pourquoi. Cette partie n’est pas classée ; `/partie annuler` y met fin. À la fin, l’entraîneur passe vos décisions en revue.
learn-over = 📘 **Votre première partie est terminée.** L’entraîneur passe maintenant vos décisions en revue ; ce qu’il trouve arrivera ici, avec des boutons qui rejouent chaque moment.
hints-used = 💡 Indices utilisés : { $list } (leur classement ne change pas).
