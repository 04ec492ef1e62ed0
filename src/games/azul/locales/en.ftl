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
