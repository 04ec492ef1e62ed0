# sagrada: the registry's words (names, start command, options) in fr.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Jouez à Sagrada, les vitraux en dés

option-difficulty = difficulté
    .description = Difficulté en solo, de 1 (la plus dure) à 5 (la plus facile)

sagrada-options = Difficulté en solo : { $difficulty } (quand une personne joue seule)
