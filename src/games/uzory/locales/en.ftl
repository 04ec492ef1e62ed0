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

uzory-learn-goal = Collect the most victory points by closing frames: areas that lead lines and the window's lead edge cut off from every empty cell. A frame scores for the player whose colour has the most quarters in it. The game ends when the 6×6 window is full or every player in a row has passed.
uzory-learn-tile-title = Your turn
uzory-learn-tile = Choose a tile from your hand to place (**Tile 1**, **Tile 2**, **Tile 3**, as numbered in your hand's picture), or **Pass (swap my whole hand)**: discard all three tiles and draw three new ones.
uzory-learn-rotate-title = Turning the tile
uzory-learn-rotate = Choose how far the tile turns clockwise (**0°**, **90°**, **180°**, **270°**): its lead lines and the colours of its quarters turn with it. Lines of neighbouring tiles meet where the tiles touch, so they run on across the field.
uzory-learn-cell-title = Choosing a cell
uzory-learn-cell = Each button is a cell of the 6×6 window (rows A–F, columns 1–6) beside a placed tile. Put your colour's quarters where lead lines can close around them: a closed area scores for the colour with the most quarters in it.
uzory-learn-frame-title = Closing a frame
uzory-learn-frame = A cell marked "frame" closes one there: lines and the window's edge cut an area off from every empty cell. The button says who scores it: the player whose colour has the most quarters, or nobody if white has more or no player's colour is in it. The scorer wins a victory point, whoever closed the frame.
uzory-learn-discard-title = Discarding
uzory-learn-discard = Your tile is placed. **Keep my tiles** keeps the others; a **Discard tile** button throws away one or both of them. Then you draw back up to three from the pile. Discard tiles that will not help your colour.
uzory-learn-tie-title = A tied frame
uzory-learn-tie = The frame you closed has the same, largest number of quarters in more than one player's colour: you choose who scores it. Each button is a player's colour; that player wins the victory point.
uzory-learn-pass-title = After a pass
uzory-learn-pass = The other player has just passed. If you pass too, every player in a row has passed and the game ends at once: the most victory points wins. To play on, place a tile.
