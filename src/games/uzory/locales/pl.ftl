# uzory: the registry's words (names, start command, options) in pl.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Zagraj w Uzory, grę w witraż z żetonów

uzory-options = Standardowe zasady
