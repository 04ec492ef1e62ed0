# The registry's shared words (refusals of start options) in pt-BR.

option-refused-not-for-game = **{ $game }** não tem a opção **{ $option }**: nada foi aberto.

option-refused-bad-value = **{ $game }** não aceita esse valor de **{ $option }**, que pode ser: { $takes }. Nada foi aberto.

lobby-seats-left = { $left ->
        [0] A mesa está cheia.
        [one] Resta { $left } lugar.
       *[other] Restam { $left } lugares.
    }
