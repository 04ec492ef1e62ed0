# The registry's shared words (refusals of start options) in pl.

option-refused-not-for-game = **{ $game }** nie ma opcji **{ $option }**: niczego nie otwarto.

option-refused-bad-value = **{ $game }** nie ma takiej wartości **{ $option }**; możliwe: { $takes }. Niczego nie otwarto.

lobby-seats-left = { $left ->
        [0] Stół jest pełny.
        [one] Zostało { $left } miejsce.
        [few] Zostały { $left } miejsca.
       *[other] Zostało { $left } miejsc.
    }
