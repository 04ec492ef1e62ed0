# sagrada: the registry's words (names, start command, options) in en.

game-sagrada = Sagrada
    .choice = Sagrada

command-sagrada = sagrada
    .description = Play Sagrada, the dice-drafting stained-glass game

option-difficulty = difficulty
    .description = Solo difficulty, 1 (hardest) to 5 (easiest)

sagrada-options = Solo difficulty: { $difficulty } (used when one person plays alone)

# Sagrada's presentation: colours, tool cards, objectives, menus, pictures, the log.

sagrada-colour-red = red
    .shades = Shades of Red

sagrada-colour-yellow = yellow
    .shades = Shades of Yellow

sagrada-colour-green = green
    .shades = Shades of Green

sagrada-colour-blue = blue
    .shades = Shades of Blue

sagrada-colour-purple = purple
    .shades = Shades of Purple

sagrada-score-favor = Favor tokens left

sagrada-round-track = Round track

sagrada-choosing-patterns = Choosing window patterns

sagrada-tool-grozing-pliers = Grozing Pliers
    .reminder = drafted die +1 or −1
    .rules = After drafting, add 1 to the drafted die or take 1 from it. A 1 may not become a 6, nor a 6 a 1.

sagrada-tool-eglomise-brush = Eglomise Brush
    .reminder = move a die, ignore colour
    .rules = Move any one die in your window, ignoring colour cells. Every other placement rule holds.

sagrada-tool-copper-foil-burnisher = Copper Foil Burnisher
    .reminder = move a die, ignore value
    .rules = Move any one die in your window, ignoring number cells. Every other placement rule holds.

sagrada-tool-lathekin = Lathekin
    .reminder = move exactly two dice
    .rules = Move exactly two dice in your window, obeying every placement rule.

sagrada-tool-lens-cutter = Lens Cutter
    .reminder = swap drafted die with round track
    .rules = After drafting, swap the drafted die with a die on the round track.

sagrada-tool-flux-brush = Flux Brush
    .reminder = re-roll the drafted die
    .rules = After drafting, re-roll the drafted die. If it then cannot be placed, it goes back to the pool.

sagrada-tool-glazing-hammer = Glazing Hammer
    .reminder = re-roll the pool (2nd turn)
    .rules = Re-roll every die in the pool. Only on your second turn of the round, before drafting.

sagrada-tool-running-pliers = Running Pliers
    .reminder = 2nd die now, skip 2nd turn
    .rules = On your first turn of the round, draft and place a second die right away. You skip your second turn of the round.

sagrada-tool-cork-backed-straightedge = Cork-backed Straightedge
    .reminder = place away from other dice
    .rules = After drafting, place the die on a cell with no die next to it, diagonally either. Every other placement rule holds.

sagrada-tool-grinding-stone = Grinding Stone
    .reminder = flip the drafted die
    .rules = After drafting, flip the die to its opposite face: 6 becomes 1, 5 becomes 2, 4 becomes 3.

sagrada-tool-flux-remover = Flux Remover
    .reminder = swap with the bag, pick value
    .rules = After drafting, put the die back in the bag and draw another. Choose its value and place it, or return it to the pool.

sagrada-tool-tap-wheel = Tap Wheel
    .reminder = move ≤2 dice of a track colour
    .rules = Move up to two dice of one colour, a colour of a die on the round track, obeying every placement rule.

sagrada-public-row-color-variety = Row Color Variety
    .how = per row, no colour twice

sagrada-public-column-color-variety = Column Color Variety
    .how = per column, no colour twice

sagrada-public-row-shade-variety = Row Shade Variety
    .how = per row, no value twice

sagrada-public-column-shade-variety = Column Shade Variety
    .how = per column, no value twice

sagrada-public-light-shades = Light Shades
    .how = per set of 1 + 2

sagrada-public-medium-shades = Medium Shades
    .how = per set of 3 + 4

sagrada-public-deep-shades = Deep Shades
    .how = per set of 5 + 6

sagrada-public-shade-variety = Shade Variety
    .how = per set of 1–6

sagrada-public-color-variety = Color Variety
    .how = per set of all 5 colours

sagrada-public-color-diagonals = Color Diagonals
    .how = per die on a same-colour diagonal

sagrada-prompt-turn = Draft a die, use a tool, or end your turn

sagrada-prompt-place = Where does the die go?

sagrada-die-numbered = Die

sagrada-place-the-die = Place the die

sagrada-prompt-place-or-tool = Place the die, or use a tool on it

sagrada-prompt-pay = Which die of the tool's colour do you spend?

sagrada-prompt-adjust = Raise or lower the die?

sagrada-prompt-swap-round = Swap with a die from which round?

sagrada-prompt-which-die = Which die?

sagrada-prompt-drawn-value = Choose the value of the drawn die

sagrada-prompt-which-moves = Which placed die moves?

sagrada-stop-moving = Stop moving

sagrada-end-turn = End turn

sagrada-your-private-shades-of = Your private objective: shades of

sagrada-or = {" "}or{" "}

sagrada-choose-pattern = Choose your window pattern

sagrada-pattern-chosen-later = Pattern chosen — shown once everyone has chosen

sagrada-choosing-a-pattern = Choosing a pattern…

sagrada-favor-tokens = Favor tokens

sagrada-in-hand-place = In hand — place it

sagrada-in-hand-adjust = In hand — raise or lower

sagrada-in-hand-swap = In hand — swap with the track

sagrada-choose-value = Choose the value

sagrada-moving-dice = Moving dice

sagrada-your-move = Your move

sagrada-draft-tool-or-pass = draft a die, use a tool or pass

sagrada-privates-best = Private objectives (best counts)

sagrada-private-objective = Private objective

sagrada-solo-target = Solo target

sagrada-draft-pool = Draft pool

sagrada-in-hand = In hand:

sagrada-tool-cards = Tool cards

sagrada-target-beaten = Target { $target }: { $won ->
        [yes] beaten
       *[no] not beaten
    }

sagrada-public-objectives = Public objectives

sagrada-pattern-chosen = Pattern chosen ✓

sagrada-log-chooses-pattern = chooses a window pattern

sagrada-log-patterns-revealed = patterns revealed

sagrada-log-drafts = drafts

sagrada-log-die = die

sagrada-log-public-objectives = public objectives

sagrada-log-paid-with = paid with

sagrada-log-pool-rerolled = pool re-rolled

sagrada-log-drawn = drawn:

sagrada-log-value-chosen = value chosen:

sagrada-log-back-to-pool = back to the pool

sagrada-log-drafts-again = drafts again now

sagrada-log-ends-turn = ends the turn

sagrada-log-picks-die = picks the die to move at

sagrada-log-stops-moving = stops moving dice

sagrada-log-favor-paid = { $count ->
        [one] { $count } favor token
       *[other] { $count } favor tokens
    }

sagrada-favor-token-count = { $count ->
        [one] { $count } favor token
       *[other] { $count } favor tokens
    }

sagrada-tool-cards-heading = Tool cards

sagrada-used = used

sagrada-costs-pool-die = costs a pool die:

sagrada-next-use = next use:

sagrada-one-tool-a-turn = At most one tool a turn. A moved die is never its own neighbour.

sagrada-alt-draft-pool = draft pool

sagrada-alt-dice-in-bag = dice in the bag

sagrada-alt-dice-placed = dice placed

sagrada-alt-favor-tokens = favor tokens

sagrada-alt-private-objective = private objective

sagrada-round-order = Round order

sagrada-tool-cards-caption = Tool cards · price in favor tokens

sagrada-tool-cards-solo-caption = Tool cards · pay with a pool die of the colour

sagrada-tool-price-rule = A tool costs 1 favor token, 2 once tokens lie on its card; one tool a turn at most.

# Hints: why a move is good (after "💡 <move> — ").

sagrada-why-pattern = { $tokens } favor { $tokens ->
        [one] token
       *[other] tokens
    }{ $mine ->
        [0] {""}
        [one] , { $mine } space of your private colour
       *[other] , { $mine } spaces of your private colour
    }
sagrada-why-pattern-solo = few restrictions{ $mine ->
        [0] {""}
        [one] , { $mine } space of your private colours
       *[other] , { $mine } spaces of your private colours
    }
sagrada-why-goes-to = { $die } on { $cell }
sagrada-why-blocks = { $spaces ->
        [0] every open space can still be filled
        [one] { $spaces } space can no longer be filled
       *[other] { $spaces } spaces can no longer be filled
    }
sagrada-why-public = +{ $points } for { $name }
sagrada-why-private = +{ $points } for your private objective ({ $shades })
sagrada-why-moves-to = moves the die to { $cell }
sagrada-why-tool = { $tool }: a better place for your die than without it
sagrada-why-end-turn = nothing more is worth doing this turn
sagrada-why-pass = every die left would spoil a space of your window

sagrada-learn-goal = Build the finest stained-glass window of dice in 10 rounds. The public objectives score for everyone, your secret private objective scores the pips of its colour, each unspent favor token 1 point; each empty cell costs 1.
sagrada-learn-pattern-title = Choosing a window pattern
sagrada-learn-pattern = Each button is one of your four window patterns, with its difficulty (●). A colour cell takes only that colour, a number cell only that value. You get as many favor tokens as the difficulty: a harder pattern pays for more tool cards.
sagrada-learn-turn-title = Your turn
sagrada-learn-turn = On each turn you may draft one die from the pool (the **Die** buttons, e.g. "Die 3: 5 red") and place it, and use one tool card, in either order; both are optional. **End turn** without drafting is a pass. Every round each player has two turns: clockwise, then back.
sagrada-learn-first-die-title = Your first die
sagrada-learn-first-die = Your first die must go on an edge or corner cell of your window. Each button is a cell where it fits: a colour cell takes only that colour, a number cell only that value. A number after a cell ("B1 +2") is what it adds to the public objectives.
sagrada-learn-place-title = Placing a die
sagrada-learn-place = Each button is a cell where the die may go: it must touch a placed die, orthogonally or diagonally, match the cell's colour or number, and never sit orthogonally next to a die of the same colour or the same value. A number after a cell is what it adds to the public objectives.
sagrada-learn-hold-title = A die in hand
sagrada-learn-hold = You hold the drafted die, and it must be placed this turn. **Place the die** chooses its cell; a tool card's button first uses that tool on the die (to change its value, swap or re-roll it), if you have the favor tokens.
sagrada-learn-tools-title = Tool cards
sagrada-learn-tools = Besides drafting, you may use one tool card a turn: its button names the card and its price in favor tokens (●): 1 while no one has used it, then 2. **Tools** shows what each card does. **End turn** without drafting is a pass.
sagrada-learn-end-turn-title = Ending your turn
sagrada-learn-end-turn = Your die is placed. You may still use a tool card that works now, if you have the favor tokens; **End turn** passes play on. At the end of the round the dice left in the pool go onto the round track.
sagrada-learn-adjust-title = Grozing Pliers
sagrada-learn-adjust = Grozing Pliers: **+1** raises the die in hand by one, **−1** lowers it by one; a 6 cannot become a 1, nor a 1 a 6. Then you place it as usual.
sagrada-learn-swap-title = Lens Cutter
sagrada-learn-swap = Lens Cutter: choose a round of the round track, then one of its dice; it swaps places with the die in hand, which you then place as usual.
sagrada-learn-value-title = Flux Remover
sagrada-learn-value = Flux Remover: your die went back to the bag and a new die of the colour shown was drawn. Each button sets its value (1 to 6); then you place it, or it returns to the pool if it fits nowhere.
sagrada-learn-move-title = Moving placed dice
sagrada-learn-move = A moving tool: pick a placed die (a cell), then the cell it moves to. Eglomise Brush ignores colour cells, Copper Foil Burnisher number cells; Lathekin moves exactly two dice, Tap Wheel up to two of a colour on the round track. **Stop moving** ends it. The other placement rules still hold.
