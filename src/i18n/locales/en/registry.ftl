# The registry's shared words (refusals of start options) in en.

option-refused-not-for-game = **{ $game }** has no option **{ $option }**: nothing was opened.

option-refused-bad-value = That **{ $option }** is not one of **{ $game }**'s, which takes { $takes }: nothing was opened.

lobby-seats-left = { $left ->
        [0] The table is full.
        [one] { $left } seat left.
       *[other] { $left } seats left.
    }
