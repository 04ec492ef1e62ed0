# Slash commands and their options, for Discord's command localisation, in en.
# A name: 1–32 lowercase letters, digits, - or _ (no spaces); a description: at most 100
# characters; a choice: at most 100 characters. The English names are the commands' real ones.

cmd-start = start
    .description = Open a lobby for a new game in this channel
cmd-variant = variant
    .description = Which game
cmd-players = players
    .description = Seats at the table (default: 4)
cmd-game = game
    .description = The game in this channel
cmd-log = log
    .description = Show the recent moves of the game in this channel
cmd-leave = leave
    .description = Leave the game in this channel (a computer takes your seat)
cmd-cancel = cancel
    .description = Cancel the game in this channel (host or moderators)
cmd-stats = stats
    .description = Games, wins and scores in this server
cmd-leaderboard = leaderboard
    .description = The best players of a game in this server
cmd-help = help
    .description = How the bot works and the rules of each game
cmd-timer = timer
    .description = Time for each turn (default: the server's setting)
cmd-on-timeout = on_timeout
    .description = When a reminded player still does not move (default: a computer plays)
cmd-thread = thread
    .description = Play in a new thread under this channel
cmd-hints = hints
    .description = Allow 💡 hints (default: only when one person plays against computers)
cmd-user = user
    .description = Whose statistics (default: yours)
cmd-which-game = game
    .description = Which game
cmd-replay = replay
    .description = Replay a finished game of this server, move by move
cmd-id = id
    .description = The game's id, as /stats, the results and the log show it
cmd-settings = settings
    .description = Your own settings: the colours of your pictures
cmd-palette = palette
    .description = Colours of your pictures (leave out to see yours)
cmd-show = show
    .description = Post the current table of the game in this channel again

## Choices (the timer's lengths are bot.ftl's timer-*)

cmd-choice-timeout-computer = a computer plays for them
cmd-choice-timeout-cancel = cancel the game
cmd-choice-palette-standard = usual colours
cmd-choice-palette-high-contrast = high contrast
cmd-learn = learn
    .description = Play a first game against an easy computer, each step explained
