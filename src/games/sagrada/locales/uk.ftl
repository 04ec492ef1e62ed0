# sagrada: the registry's words (names, start command, options) in uk.

game-sagrada = Саграда
    .choice = Саграда

command-sagrada = sagrada
    .description = Зіграти в «Саграду» — вітражі з кубиків

option-difficulty = складність
    .description = Складність одиночної гри: 1 (найважча) – 5 (найлегша)

sagrada-options = Складність одиночної гри: { $difficulty } (якщо грає одна людина)
