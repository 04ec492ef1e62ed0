# The registry's shared words (refusals of start options) in fr.

option-refused-not-for-game = **{ $game }** n'a pas d'option **{ $option }** : rien n'a été ouvert.

option-refused-bad-value = **{ $game }** n'accepte pas cette valeur de **{ $option }**, qui peut être : { $takes }. Rien n'a été ouvert.

lobby-seats-left = { $left ->
        [0] La table est complète.
        [one] Il reste { $left } place.
       *[other] Il reste { $left } places.
    }
