# uzory: the registry's words (names, start command, options) in fr.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Jouez à Uzory, le jeu de vitrail en tuiles

uzory-options = Règles standard
