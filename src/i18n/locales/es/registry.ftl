# The registry's shared words (refusals of start options) in es.

option-refused-not-for-game = **{ $game }** no tiene la opción **{ $option }**: no se abrió nada.

option-refused-bad-value = **{ $game }** no admite ese valor de **{ $option }**, que puede ser: { $takes }. No se abrió nada.

lobby-seats-left = { $left ->
        [0] La mesa está completa.
        [one] Queda { $left } asiento.
       *[other] Quedan { $left } asientos.
    }
