# sagrada: the registry's words (names, start command, options) in de.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Spiele Sagrada, das Buntglasfenster-Würfelspiel

option-difficulty = schwierigkeit
    .description = Schwierigkeit im Solospiel, 1 (am schwersten) bis 5 (am leichtesten)

sagrada-options = Schwierigkeit im Solospiel: { $difficulty } (gilt, wenn eine Person allein spielt)
