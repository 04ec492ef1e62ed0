# sagrada: the registry's words (names, start command, options) in pl.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Zagraj w Sagradę, witraże z kości

option-difficulty = trudność
    .description = Trudność gry solo, od 1 (najtrudniejsza) do 5 (najłatwiejsza)

sagrada-options = Trudność gry solo: { $difficulty } (gdy gra jedna osoba)
