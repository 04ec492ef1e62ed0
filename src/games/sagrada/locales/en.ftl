# sagrada: the registry's words (names, start command, options) in en.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Play Sagrada, the dice-drafting stained-glass game

option-difficulty = difficulty
    .description = Solo difficulty, 1 (hardest) to 5 (easiest)

sagrada-options = Solo difficulty: { $difficulty } (used when one person plays alone)
