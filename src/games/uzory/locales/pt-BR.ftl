# uzory: the registry's words (names, start command, options) in pt-BR.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Jogue Uzory, o jogo de vitral com peças

uzory-options = Regras padrão
