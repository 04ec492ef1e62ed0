# sagrada: the registry's words (names, start command, options) in ru.

game-sagrada = Саграда
    .choice = Саграда

command-sagrada = sagrada
    .description = Сыграть в «Саграду» — витражи из кубиков

option-difficulty = сложность
    .description = Сложность одиночной игры: 1 (самая трудная) – 5 (самая лёгкая)

sagrada-options = Сложность одиночной игры: { $difficulty } (если играет один человек)
