# Slash commands and their options, for Discord's command localisation, in fr.

cmd-start = commencer
    .description = Ouvrir une salle d'attente pour une nouvelle partie dans ce salon
cmd-variant = variante
    .description = Quel jeu
cmd-players = joueurs
    .description = Places à la table (par défaut : 4)
cmd-game = partie
    .description = La partie de ce salon
cmd-log = journal
    .description = Voir les derniers coups de la partie de ce salon
cmd-leave = quitter
    .description = Quitter la partie de ce salon (un joueur virtuel prend votre place)
cmd-cancel = annuler
    .description = Annuler la partie de ce salon (hôte ou modérateurs)
cmd-stats = stats
    .description = Parties, victoires et scores sur ce serveur
cmd-leaderboard = classement
    .description = Les meilleurs joueurs d'un jeu sur ce serveur
cmd-help = aide
    .description = Comment marche le bot et les règles de chaque jeu
cmd-timer = minuteur
    .description = Temps par tour (par défaut : le réglage du serveur)
cmd-on-timeout = temps_écoulé
    .description = Si un joueur relancé ne joue toujours pas (par défaut : un joueur virtuel joue)
cmd-thread = fil
    .description = Jouer dans un nouveau fil sous ce salon
cmd-hints = indices
    .description = Autoriser les 💡 indices (par défaut : une seule personne contre des ordinateurs)
cmd-user = membre
    .description = Les statistiques de qui (par défaut : les vôtres)
cmd-which-game = jeu
    .description = Quel jeu
cmd-replay = revoir
    .description = Revoir coup par coup une partie terminée de ce serveur
cmd-id = id
    .description = L'id de la partie, tel que /stats, les résultats et le journal le montrent
cmd-settings = réglages
    .description = Vos réglages : les couleurs de vos images
cmd-palette = palette
    .description = Couleurs de vos images (omettez-la pour voir les vôtres)
cmd-show = afficher
    .description = Publier à nouveau la table actuelle de la partie de ce salon

## Choices

cmd-choice-timeout-computer = un joueur virtuel joue à sa place
cmd-choice-timeout-cancel = annuler la partie
cmd-choice-palette-standard = couleurs habituelles
cmd-choice-palette-high-contrast = contraste élevé
cmd-learn = apprendre
    .description = Une première partie contre un ordinateur facile, chaque étape expliquée
