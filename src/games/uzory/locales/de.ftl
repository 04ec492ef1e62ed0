# uzory: the registry's words (names, start command, options) in de.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Spiele Uzory, das Buntglas-Legespiel

uzory-options = Standardregeln
