# sagrada: the registry's words (names, start command, options) in pt-BR.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Jogue Sagrada, os vitrais de dados

option-difficulty = dificuldade
    .description = Dificuldade no modo solo, de 1 (a mais difícil) a 5 (a mais fácil)

sagrada-options = Dificuldade no modo solo: { $difficulty } (quando uma pessoa joga sozinha)
