# uzory: the registry's words (names, start command, options) in en.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Play Uzory, the stained-glass tile-laying game

uzory-options = Standard rules
