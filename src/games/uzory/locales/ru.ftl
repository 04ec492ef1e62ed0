# uzory: the registry's words (names, start command, options) in ru.

game-uzory = Узоры
    .choice = Узоры

command-uzory = uzory
    .description = Сыграть в «Узоры» — витраж из жетонов

uzory-options = Обычные правила
