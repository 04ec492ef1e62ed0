# uzory: the registry's words (names, start command, options) in es.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Juega a Uzory, el juego de vidrieras con losetas

uzory-options = Reglas estándar
