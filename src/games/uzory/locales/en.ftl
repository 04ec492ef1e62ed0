# uzory: the registry's words (names, start command, options) in en.

game-uzory = Uzory
    .choice = Uzory

command-uzory = uzory
    .description = Play Uzory, the stained-glass tile-laying game

uzory-options = Standard rules

# The presentation: menus, log, counts, alt texts and picture labels.

uzory-score-victory-points = Victory points
uzory-colour-white = white
uzory-colour-red = red
uzory-colour-blue = blue
uzory-colour-green = green
uzory-colour-yellow = yellow
uzory-end-field-full = the field is full
uzory-end-all-passed = everybody passed
uzory-choose-tile-or-pass = Choose a tile from your hand, or pass
uzory-tile = Tile
uzory-turn-clockwise-by = Turn it clockwise by…
uzory-where-does-it-go = Where does it go?
uzory-pass-swap-hand = Pass (swap my whole hand)
uzory-who-scores-tied-frame = The frame is tied: who scores it?
uzory-keep-my-tiles = Keep my tiles
uzory-discard-tile = Discard tile
uzory-discard-before-drawing = Discard any tiles before drawing back to three?
uzory-turn = Turn
uzory-tie = tie
uzory-frame = frame
uzory-frames-count = { $frames } { $frames ->
        [one] frame
       *[other] frames
    }
uzory-nobody = nobody
uzory-title = Uzory
uzory-place-a-tile-or-pass = place a tile or pass
uzory-choose-who-scores-tie = choose who scores the tied frame (?)
uzory-discard-tiles-or-keep = discard tiles or keep them
uzory-passes-in-a-row = passes in a row
uzory-scored-frame = scored frame
uzory-frame-nobody-scored = nobody scored
uzory-won = Won:
uzory-hand = hand
uzory-your-turn-pick = Your turn: pick a tile, a rotation and a cell
uzory-hand-rotations-clockwise = Your hand · rotations are clockwise
uzory-marker-top-before-turning = points at the tile's top edge before turning
uzory-no-tiles-in-hand = No tiles in hand
uzory-hand-hidden = Hand hidden
uzory-tiles = tiles
uzory-pile = Pile
uzory-frame-closed = frame closed
uzory-tile-placed-at = tile placed at
uzory-nobody-scores = nobody scores
uzory-tie-label = tie:
uzory-or = or
uzory-tied-frame-awarded = tied frame awarded
uzory-discards-shuffled = discards shuffled into a new pile
uzory-keeps-the-hand = keeps the hand
uzory-discards = Discards
uzory-frames = Frames
uzory-alt-pile = pile
uzory-alt-discards = discards
uzory-alt-tiles-in-hand = tiles in hand
uzory-alt-frames-closed = frames closed
uzory-discarded = { $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    } discarded

# Hints: why a move is good (after "💡 <move> — ").

uzory-why-frames-mine = closes { $frames } { $frames ->
        [one] frame
       *[other] frames
    } of your colour: +{ $frames }
uzory-why-frames-tied = closes { $frames ->
        [one] a tied frame
       *[other] { $frames } tied frames
    } you may award to yourself
uzory-why-frames-theirs = though it hands { $frames } { $frames ->
        [one] frame
       *[other] frames
    } to another colour
uzory-why-lines-join = its lead lines join { $lines } of the neighbours' lines
uzory-why-own-colour = more of your colour on it than of anyone else's
uzory-why-hands-nothing = closes no frame for anyone else
uzory-why-pass = a fresh hand serves you better than any placement now
uzory-why-award-self = the point is yours
uzory-why-award-behind = the point goes to the player furthest behind
uzory-why-discard = { $tiles ->
        [0] both tiles are worth keeping
       *[other] { $weak ->
            [yes] { $tiles ->
                [one] the tile dropped has
               *[other] the tiles dropped have
            } few lines or little of your colour
           *[no] new tiles are likely to serve you better
        }
    }
