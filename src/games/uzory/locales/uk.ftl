# uzory: the registry's words (names, start command, options) in uk.

game-uzory = Узори
    .choice = Узори

command-uzory = uzory
    .description = Зіграти в «Узори» — вітраж із жетонів

uzory-options = Звичайні правила
