# The registry's shared words (refusals of start options) in de.

option-refused-not-for-game = **{ $game }** hat keine Option **{ $option }**: nichts wurde eröffnet.

option-refused-bad-value = Diesen Wert von **{ $option }** kennt **{ $game }** nicht; möglich ist: { $takes }. Nichts wurde eröffnet.

lobby-seats-left = { $left ->
        [0] Der Tisch ist voll.
        [one] Noch { $left } Platz frei.
       *[other] Noch { $left } Plätze frei.
    }
