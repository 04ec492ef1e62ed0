# summer_pavilion: the registry's words (names, start command, options) in en.

game-summer-pavilion = Azul: Summer Pavilion
    .choice = Summer Pavilion

option-side = side
    .description = Board side (default: coloured / A)

option-wilds = wilds
    .description = Summer Pavilion wild colour order (default: normal)

option-side-coloured = coloured (Summer Pavilion, Azul)

option-side-beige = beige (Summer Pavilion variant 1)

option-wilds-normal = normal

option-wilds-alternative = alternative (variant 2, a stand-in order)

summer-pavilion-options = Board side: { $side ->
        [beige] beige (variant 1; costs from the full game's board)
       *[coloured] coloured
    }
    Wild colour order: { $wilds ->
        [alternative] alternative (variant 2): a stand-in, the Glazed Pavilion expansion's order; the MINI's flipped order is not known to us
       *[normal] normal
    }

# The presentation: menus, log, counts, alt texts and picture labels.

summer-pavilion-score-start = Starting points
summer-pavilion-score-placement = Placed tiles
summer-pavilion-score-start-token = Start token
summer-pavilion-score-discard = Discarded tiles
summer-pavilion-score-leftover = Tiles left over
summer-pavilion-score-star = { $colour ->
        [purple] Purple star
        [green] Green star
        [orange] Orange star
        [yellow] Yellow star
        [blue] Blue star
        [red] Red star
        [multicoloured] Multicoloured star
       *[other] { $colour } star
    }
summer-pavilion-score-all = Every { $number } covered

# A colour: lower case, then agreeing with a star, with one tile as an object, with several tiles.
summer-pavilion-purple = purple
    .star = purple
    .object = purple
    .plural = purple
summer-pavilion-green = green
    .star = green
    .object = green
    .plural = green
summer-pavilion-orange = orange
    .star = orange
    .object = orange
    .plural = orange
summer-pavilion-yellow = yellow
    .star = yellow
    .object = yellow
    .plural = yellow
summer-pavilion-blue = blue
    .star = blue
    .object = blue
    .plural = blue
summer-pavilion-red = red
    .star = red
    .object = red
    .plural = red

summer-pavilion-factory = Factory { $number }
summer-pavilion-star-centre = Centre star
summer-pavilion-star-coloured = { $colour ->
        [purple] Purple star
        [green] Green star
        [orange] Orange star
        [yellow] Yellow star
        [blue] Blue star
       *[red] Red star
    }
summer-pavilion-star-numbered = Star { $number }
summer-pavilion-star-left = Left star
summer-pavilion-star-top-left = Top-left star
summer-pavilion-star-top-right = Top-right star
summer-pavilion-star-right = Right star
summer-pavilion-star-bottom-right = Bottom-right star
summer-pavilion-star-bottom-left = Bottom-left star

# Where a space sits in its star.
summer-pavilion-at-top = top
summer-pavilion-at-top-right = top right
summer-pavilion-at-bottom-right = bottom right
summer-pavilion-at-bottom = bottom
summer-pavilion-at-bottom-left = bottom left
summer-pavilion-at-top-left = top left

# Menus: prompts and button labels.
summer-pavilion-take-tiles-from = Take tiles from…
summer-pavilion-take-a-bonus-tile = Take a bonus tile from the supply
summer-pavilion-taking-tiles = taking tiles
summer-pavilion-placing-tiles = placing tiles
summer-pavilion-bonus-tiles-in-line = bonus tiles
summer-pavilion-keeping-tiles = keeping tiles
summer-pavilion-wild-in-line = wild:
summer-pavilion-discard-count = discard { $count }
summer-pavilion-place-which-colour-or-pass = Place which colour? Or pass
summer-pavilion-start = start
summer-pavilion-wild-in-brackets = {" "}(wild)
summer-pavilion-where = Where? (the number printed on a space is its cost)
summer-pavilion-spend = Spend:{" "}
summer-pavilion-wild = wild
summer-pavilion-which-tiles-to-spend = Which tiles to spend?
summer-pavilion-keep-up-to-4 = Keep up to 4 tiles for the next round (each other tile: −1)
summer-pavilion-keep-none = Keep none
summer-pavilion-keep = Keep
summer-pavilion-keep-colour = Keep { $colour }
summer-pavilion-other-tiles = Other tiles…
summer-pavilion-how-many-to-keep = How many to keep (4 at most in all):
summer-pavilion-pass-end-my-round = Pass (end my round, keep up to 4)
summer-pavilion-pass = Pass
summer-pavilion-which-star = Which star?
summer-pavilion-plus-wild = {" "}+ wild
summer-pavilion-points = { $count ->
        [one] { $count } pt
       *[other] { $count } pts
    }

# Pictures.
summer-pavilion-passed = passed
summer-pavilion-kept = kept
summer-pavilion-tiles-held = Tiles held
summer-pavilion-bonus-tiles = Bonus tiles
summer-pavilion-beige-bonus-tiles = Beige side · bonus tiles
summer-pavilion-bag = Bag
summer-pavilion-supply = Supply
summer-pavilion-winner = ★ winner
summer-pavilion-held-label = Held:
summer-pavilion-kept-label = Kept:
summer-pavilion-takes-tiles = takes tiles
summer-pavilion-places-a-tile = places a tile
summer-pavilion-takes-bonus-tiles = takes bonus tiles:
summer-pavilion-keeps-tiles = keeps tiles
summer-pavilion-next-wild = next
summer-pavilion-wild-label = Wild:

# The log.
summer-pavilion-start-token = start token
summer-pavilion-pillar = pillar
summer-pavilion-statue = statue
summer-pavilion-bonus = bonus
summer-pavilion-bonus-tile = bonus tile
summer-pavilion-keeps = keeps
summer-pavilion-placing-begins = placing begins
summer-pavilion-keeps-nothing = keeps nothing
summer-pavilion-wilds = { $count ->
        [one] { $count } wild
       *[other] { $count } wilds
    }
# $count: how many tiles, for the languages whose participle agrees with it.
summer-pavilion-discarded = { $count ->
       *[other] { $tiles } discarded
    }

# Alt texts.
summer-pavilion-factories-with-tiles = factories with tiles
summer-pavilion-supply-in-line = supply
summer-pavilion-tiles-placed = tiles placed
summer-pavilion-holds = holds
summer-pavilion-starts-by-lot = { $name } starts (drawn by lot)

# Hints: why a move is good (after "💡 <move> — ").

summer-pavilion-why-place = scores { $gain } now
summer-pavilion-why-star = finishes its star: { $gain } at the end
summer-pavilion-why-structure = surrounds a { $kind ->
        [pillar] pillar
        [statue] statue
       *[window] window
    }: { $tiles } bonus { $tiles ->
        [one] tile
       *[other] tiles
    }
summer-pavilion-why-take = { $most ->
        [yes] the most tiles on offer
       *[no] tiles to place
    }: { $tiles }{ $wild ->
        [yes] , a wild among them
       *[no] {""}
    }
summer-pavilion-why-start-token = you start the next round, for { $cost }
summer-pavilion-why-pass = { $stuck ->
        [yes] nothing you hold can be placed any more
       *[no] your tiles are worth more kept for the next round
    }
summer-pavilion-why-keep = keeps { $kept } { $kept ->
        [one] tile
       *[other] tiles
    } for the next round{ $thrown ->
        [0] {""}
       *[other] , discards { $thrown } (−{ $thrown })
    }
summer-pavilion-why-next-wild = { $colour } is the next round's wild
summer-pavilion-why-bonus-wild = this round's wild colour: it stands in for any colour
summer-pavilion-why-bonus-next-wild = the next round's wild colour, worth keeping
summer-pavilion-why-bonus-group = you then hold { $held } { $held ->
        [one] tile
       *[other] tiles
    } of that colour

summer-pavilion-learn-goal = Score the most points (everyone starts with 5). Tiles placed on the stars score at once; completed stars and every 1, 2, 3 or 4 covered on all stars score bonuses after round 6. Tiles still held then cost 1 point each.
summer-pavilion-learn-take-title = Taking tiles
summer-pavilion-learn-take = Choose where to take from: a **Factory** or the **Centre**. You take every tile of one colour there, plus one wild tile if there is any; the rest of a factory goes to the centre. Taking goes on until the factories and the centre are empty; then everyone places.
summer-pavilion-learn-colour-title = Choosing a colour
summer-pavilion-learn-colour = Each button takes every tile of that colour from this source ("◆ Blue ×3"). Take colours you mean to place: a space costs as many tiles of its colour as the number printed on it; one goes on the space, the rest to the tower.
summer-pavilion-learn-wild-title = The wild colour
summer-pavilion-learn-wild = This round's wild colour is on the status line; it changes every round. Taking another colour from a source with wild tiles also brings exactly one wild ("+ wild"); if only wilds are left, you take one. When placing, wilds stand in for any colour, but at least one real tile of the colour must be spent.
summer-pavilion-learn-start-title = The start token
summer-pavilion-learn-start = You are the first to take from the centre this round: you also take the start token and lose 1 point for each tile taken, the wild included (the button shows "start −N"). In return you place first and start the next round. A score never drops below 0.
summer-pavilion-learn-place-title = Placing tiles
summer-pavilion-learn-place = Now each turn you place one tile or pass. A colour button ("◆ Blue ×5") places that colour; the number printed on a space is its cost in tiles: one goes on the space, the rest to the tower. **Pass (end my round, keep up to 4)** ends your placing for this round.
summer-pavilion-learn-star-title = Choosing a star
summer-pavilion-learn-star = Beige side: every star takes any colour. As it fills, each star becomes single-coloured (six of one colour, scoring that colour's value) or multicoloured (six different colours, 12 points); the first tiles decide. Each button names a star.
summer-pavilion-learn-space-title = Choosing a space
summer-pavilion-learn-space = Each button is a space, with its points and bonus tiles ("+2 pts, +1 tile"). A placed tile scores 1, plus 1 for every tile in the unbroken run it joins around the star. Closing the spaces around a pillar, statue or window earns tiles from the supply. The centre star takes six different colours.
summer-pavilion-learn-wilds-title = Spending wilds
summer-pavilion-learn-wilds = Choose how to pay: each button says how many tiles of the colour and how many wilds you spend ("blue ×2 + purple ×1 (wild)"). At least one real tile of the colour is needed. Wilds left in hand may pay later; kept into the next round, they are ordinary tiles there.
summer-pavilion-learn-bonus-title = Bonus tiles
summer-pavilion-learn-bonus = Your tile closed the spaces around a pillar (1 tile), a statue (2) or a window (3): take that many tiles from the supply, one button at a time. Wild tiles may be chosen too. The supply is refilled from the bag before the next turn.
summer-pavilion-learn-keep-title = Keeping tiles
summer-pavilion-learn-keep = You passed: up to 4 of your tiles stay on your board's corners for the next round; every other tile goes to the tower at −1 point each. Choose the suggested set, **Keep none**, or **Other tiles…** to choose colour by colour. The next round's wild colour is on the status line.
summer-pavilion-learn-last-round-title = The last round
summer-pavilion-learn-last-round = Round 6 is the last. Place what you can: passing now sends every tile you still hold to the tower at −1 point each, since nothing is kept. Then complete stars score their value (12 to 20), and every 1, 2, 3 or 4 covered on all stars scores 4, 8, 12 or 16.
