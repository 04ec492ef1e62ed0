# The registry's shared words (refusals of start options) in ru.

option-refused-not-for-game = У игры **{ $game }** нет настройки **{ $option }**: ничего не открыто.

option-refused-bad-value = Такой настройки **{ $option }** у игры **{ $game }** нет, она бывает: { $takes }. Ничего не открыто.

lobby-seats-left = { $left ->
        [0] Все места заняты.
        [one] Осталось { $left } место.
        [few] Осталось { $left } места.
       *[other] Осталось { $left } мест.
    }
