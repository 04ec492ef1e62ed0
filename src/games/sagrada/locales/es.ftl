# sagrada: the registry's words (names, start command, options) in es.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Juega a Sagrada, las vidrieras de dados

option-difficulty = dificultad
    .description = Dificultad en solitario, de 1 (la más difícil) a 5 (la más fácil)

sagrada-options = Dificultad en solitario: { $difficulty } (si juega una sola persona)
