# azul: the registry's words (names, start command, options) in en.

game-azul = Azul
    .choice = Azul (the original)

command-azul = azul
    .description = Play Azul, Azul: Summer Pavilion or Azul: Stained Glass of Sintra

option-side-grey = grey (Azul: any space of a row)

azul-options = Board side: { $side ->
        [grey] grey wall (a tile may go on any space of its row, one colour per column)
       *[coloured] coloured wall
    }

# The presentation: menus, log, counts, alt texts and picture labels.

azul-gain = +{ $points } { $points ->
        [one] pt
       *[other] pts
    }
azul-colour-blue = blue
azul-colour-yellow = yellow
azul-colour-red = red
azul-colour-black = black
azul-colour-white = white
azul-lid = Lid
azul-floor = Floor
azul-complete-rows = { $rows } { $rows ->
        [one] complete row
       *[other] complete rows
    }
azul-take-prompt = Take which tiles?
azul-plus-marker = + marker
azul-destination-prompt = Put them on which line? (what does not fit falls to the floor)
azul-line = Line
azul-floor-short = floor
azul-floor-line = Floor line
azul-space-prompt = Which space of wall row { $row }?
azul-column = Column
azul-wall-tiling = wall tiling
azul-taking-tiles = taking tiles
azul-drawn-to-start = { $name } starts (drawn by lot)
azul-to-line = → line { $line }
azul-to-floor-line = → floor line
azul-fell-to-floor = { $tiles } to the floor
azul-to-lid = { $tiles } to the lid
azul-marker-taken = first-player marker
azul-marker-taken-floor-full = first-player marker (floor full)
azul-tiled = { $colour } → row { $row }
azul-tiled-column = { $colour } → row { $row }, column { $column }
azul-line-dropped = line { $line } ({ $colour }) falls to the floor
azul-row-completed = row { $row } complete: last round
azul-bag-refilled = bag refilled from the lid ({ $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    })
azul-rows-dead = no row of any wall can be completed any more
azul-stalled = no tile has reached a wall for five rounds
azul-tiles-ran-out = no tiles left to deal
azul-starts = { $name } starts
azul-moves = moves
azul-alt-factories = factories with tiles
azul-alt-centre = centre
azul-alt-marker-in-centre = first-player marker in the centre
azul-alt-wall = wall
azul-alt-lines = pattern lines
azul-yes = yes
azul-no = no
azul-with-marker = with the first-player marker
azul-score-wall = Wall tiles
azul-score-rows = Complete rows (+2)
azul-score-columns = Complete columns (+7)
azul-score-colours = All five of a colour (+10)

# Hints: why a move is good (after "💡 <move> — ").

azul-why-line-full = line { $line } is then full: at least { $gain } at the end of the round
azul-why-line-builds = line { $line } then holds { $have } of { $size }, { $gain } when full
azul-why-completes-colour = all five of a colour on the wall, { $colour } (+10 at the end)
azul-why-completes-column = completes wall column { $column } (+7 at the end)
azul-why-completes-row = completes wall row { $row } (+2 at the end)
azul-why-denies = an opponent's line { $line } can no longer be filled this round
azul-why-to-floor = keeps your pattern lines free for better tiles, at { $cost } on the floor
azul-why-floor-worth = worth the { $cost } on the floor
azul-why-no-floor = nothing falls to the floor
azul-why-marker = you start the next round
azul-why-tile = { $gain } on the wall
azul-why-tile-best = { $gain } on the wall, the most this row offers

azul-learn-goal = Score the most points. Tiles score as they reach your wall; complete rows, columns and colours add bonuses at the end. The game ends after the round in which someone completes a horizontal row of their wall.
azul-learn-take-title = Taking tiles
azul-learn-take = Each button takes every tile of one colour from one factory or the centre ("◆ Blue ×2 · Factory 3"); the rest of that factory goes to the centre. Take what fits a pattern line you are building: what does not fit falls to your floor line and costs points.
azul-learn-line-title = Choosing a pattern line
azul-learn-line = Put the tiles on one pattern line (Line 1 holds 1 tile, Line 5 holds 5) or on the **Floor line**. A line holds one colour, never one already on its wall row. Each button shows what the line will hold, its points if full, and what falls to the floor. At the round's end each full line moves one tile to your wall.
azul-learn-marker-title = The first-player marker
azul-learn-marker = You are the first to take from the centre this round, so the first-player marker comes with your tiles: it takes the leftmost free space of your floor line and costs points like a tile, but you start the next round. The floor cost on each button already counts it.
azul-learn-floor-title = Only the floor line
azul-learn-floor = No pattern line can take this colour: each line with room holds another colour, or its wall row already has this one. **Floor line** is the only choice: every tile goes to the floor, whose spaces cost −1, −1, −2, −2, −2, −3, −3. Tiles beyond a full floor line go to the lid.
azul-learn-wall-title = Choosing a wall space
azul-learn-wall = Grey side: your full pattern line moves one tile to its wall row, on any space whose column does not hold that colour yet. Each **Column** button shows what the tile scores there: 1 alone, otherwise its horizontal run plus its vertical run. The line's other tiles go to the lid.
