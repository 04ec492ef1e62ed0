# The registry's shared words (refusals of start options) in uk.

option-refused-not-for-game = У гри **{ $game }** немає налаштування **{ $option }**: нічого не відкрито.

option-refused-bad-value = Такого налаштування **{ $option }** у гри **{ $game }** немає, воно буває: { $takes }. Нічого не відкрито.

lobby-seats-left = { $left ->
        [0] Усі місця зайняті.
        [one] Залишилося { $left } місце.
        [few] Залишилося { $left } місця.
       *[other] Залишилося { $left } місць.
    }
