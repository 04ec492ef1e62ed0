# The bot's own words (lobby, table, refusals, hosting) in en.
# Mentions, name lists and numbers with a sign come formatted; $game is a game's name.

## The lobby

lobby-title = { $game } — lobby
lobby-host = Host: { $user }
lobby-players-heading = Players
lobby-seat-computer = 🤖 Computer ({ $level })
lobby-needs-exactly = Plays with exactly { $count }.
lobby-needs = Plays with { $min }–{ $max }.
lobby-options-heading = Options
lobby-how-to = Press Join to take a seat. The host can add computer players and start the game.
lobby-cancelled = This game was cancelled by { $user }.
button-join = Join
button-leave = Leave
button-start = Start
button-cancel = Cancel game
computer-menu-placeholder = Computer players…
computer-add = Add a computer player ({ $level })
computer-remove = Remove a computer player
computer-name = Computer ({ $level })
ai-level-easy = easy
ai-level-normal = normal
ai-level-hard = hard
ai-hint-easy = Plays the best-looking move, but often blunders
ai-hint-normal = Plays the best-looking move
ai-hint-hard = Thinks ahead, up to a second a move

## Refusals and notices

already-joined = You are already seated at this table.
joined-in-another-lobby = You are already waiting in another lobby in this channel.
not-in-lobby = You are not seated at this table.
lobby-full = The table is full ({ $max } seats).
only-host-starts = Only the host can start the game.
only-host-manages-computers = Only the host can add or remove computer players.
no-computer-to-remove = There is no computer player to remove.
cannot-cancel = Only the host or a member with Manage Messages can cancel this game.
wrong-player-count = This game needs { $min }–{ $max } players; { $have } seated.
channel-busy = There is already a game of { $game } in this channel. Finish or cancel it first.
out-of-date = This message is out of date — here is the current one.
garbled = I don't recognise this button. Please use the latest message.
game-not-found = This game no longer exists.
wrong-channel = This button belongs to a game in another channel.
game-ended = This game has ended.
corrupt-record = The saved record of this game ({ $game }) cannot be read. It was left untouched; please tell a server admin.
storage-failed = The game could not be saved, so nothing changed. Please try again.
something-went-wrong = Something went wrong; nothing changed.
guild-only = Games can only be played in a server channel.
stand-ins = Some printed values of this game are not available to us; these are stand-ins of our own: { $keys }.

## A running game

game-started = The game has started — good luck!
your-turn = { $users }, your turn: { $prompt }
your-turn-privately = { $users }, your turn: press **Take your turn** to choose in private.
solo-target = Target: { $target } — { $won ->
        [yes] beaten! 🎉
       *[no] not beaten this time
    }
computer-thinking = 🤖 { $name } is thinking…
carry-on-by-click = -# I am not a member here, so I speak only when somebody presses a button: if the table stops, press any of its buttons to carry on.
board-above = 🖼 { $name }'s board has not changed: it is above.
your-choice = Your turn: { $prompt }
chosen-so-far = Chosen: { $chosen }
button-my-board = My board
button-take-turn = Take your turn
button-counts = Counts
button-tools = Tools
button-reference = Cards
reference-at-start = This game's cards. **📜 Cards** under the table shows them again at any time.
reference-alt = This game's cards.
button-back = Back
menu-placeholder = Choose…
menu-placeholder-part = Choose… ({ $part } of { $parts })
player-fallback-name = Player { $seat }
not-your-turn = It is not your turn.
move-not-allowed = The rules do not allow that move now. Nothing was changed.
not-playing = You are not playing in this game.
turn-done = Done — the table below is up to date.
game-over = 🏁 **{ $game }** — game over

## Hosting: timers, leaving, undo, rematch

hosting-timer-off = Turn timer: off
hosting-timer = Turn timer: { $timer } per turn, then { $then ->
        [cancel] the game is cancelled
       *[computer] a computer plays until the player is back
    }
# The turn timer's lengths, in the lobby and as the `timer` option's choices.
timer-off = off
timer-2m = 2 minutes
timer-10m = 10 minutes
timer-1h = 1 hour
timer-24h = 24 hours
# How long a reminded player has left, in time-reminder.
duration-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
duration-hours = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }
time-reminder = ⏰ { $users }, your time is up! Please move within { $time } or { $then ->
        [cancel] the game will be cancelled
       *[computer] a computer will play for you until you are back
    }.
ran-out-of-time = ⌛ { $names } ran out of time: a computer plays for them until they press any button of this game.
cancelled-by-timer = ⌛ The game is cancelled: { $names } ran out of time.
player-left = 🚪 **{ $name }** left the game: a computer plays their seat.
player-back = ↩️ **{ $name }** is back.
took-back = ↩️ **{ $name }** took back a move.
button-undo = Undo
undo-not-yours = Only **{ $name }** can take back their own move.
undo-stale = That move can no longer be taken back: the game has moved on.
undo-unavailable = This move cannot be taken back (the game's history does not replay).
welcome-back = Welcome back: your seat is yours again.
you-left = You left this game; a computer plays your seat.
game-cancelled = ⏹️ The game was cancelled by { $user }.
table-closed = This table is closed.
no-game-here = There is no game you can do that to in this channel.
button-rematch = Rematch
rematch-started = A rematch has started — the new table is below.
rematch-exists = A rematch of this game has already started.

## Log, statistics, help

log-title = 📜 { $game } — recent moves
log-empty = No moves yet.
log-earlier = … and { $count } earlier
stats-title = 📊 { $name } in this server
stats-none = { $name } has not finished a game in this server yet.
# One person's figures: the parts are joined with ", ".
stats-played = { $played ->
        [one] { $played } game
       *[other] { $played } games
    }
stats-wins = { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
stats-average = average { $average }
stats-best = best { $best }
leaderboard-title = 🏆 { $game } — leaderboard
leaderboard-empty = Nobody has finished a game of { $game } in this server yet.
leaderboard-line = **{ $place }.** { $user } — { $line }
turn-ends = ⏰ Time runs out { $when }
help-title = How to play
help-learning-title = Learning at the table
help-anywhere-title = Group DMs, DMs and other servers
thread-failed = I could not create a thread here (am I allowed to?). Try without the thread option.
use-lobby-buttons = The game has not started yet: use the buttons on the lobby message.
thread-opened = 🧵 A game of { $game } is starting in { $thread } — join it there!
settings-palette = { $changed ->
        [yes] 🎨 From now on your pictures are drawn in { $palette }.
       *[no] 🎨 Your pictures are drawn in { $palette }.
    } This covers your own boards and panels; the shared table uses high contrast when everybody seated at it chose it. Every colour also has its own shape, in the pictures and on the buttons.
settings-palette-high-contrast = the high-contrast palette
settings-palette-usual = the usual colours

## What Discord refused or lost

# Discord's own names of its permissions, as its settings show them.
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-send-messages-in-threads = Send Messages in Threads
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-create-public-threads = Create Public Threads
trouble-missing-permissions = ⚠️ I am missing permissions in { $place ->
        [thread] this thread
       *[channel] this channel
    }: { $names }. Without them I cannot post the table, and the game waits. To grant them, a server admin opens the channel's ⚙️ Edit Channel → Permissions (or Server Settings → Roles), picks my role and allows them. The game goes on by itself once they are granted.
trouble-table-waits = ⏳ Your move is saved, but Discord did not take the new table message. The game waits and the table is posted as soon as Discord answers again; `/game show` posts it now.
trouble-channel-gone = ⏸️ This game's channel or thread is gone, so the game is paused. It is cancelled if the channel does not come back.
trouble-table-reposted = 🔁 The current table is posted below.
trouble-waits-for-click = ⏳ Saved. Here I can only speak when somebody presses a button: press any button of this game to carry on.
trouble-cancelled-channel-gone = ⏹️ Your game of { $game } was cancelled: its channel or thread was deleted.

## Hints (💡)

hosting-hints = Hints: { $hints ->
        [on] allowed
        [off] off
       *[auto] allowed when one person plays against computers only
    }
button-hint = Hint
button-play-hint = Play it
hint-answer = 💡 **Hint:** { $steps } — { $reason }
hint-reason-search = the move the strongest computer player makes from what you see.
hint-counted = Hints you have used in this game: { $used }. A game in which you use hints does not change your rating.
hints-off = Hints are off in this game: the host chose so (by default they are on only when one person plays against computers).
hint-busy = Every coach is busy right now: try again in a moment.
learn-opened = 📘 **A first game of { $game }** for { $user }, against an easy computer: each new step is explained privately the first time it comes.
learn-welcome = 📘 **Your first game.** { $goal }
    Each new kind of step is explained here, only to you, the first time it comes. At every decision **💡 Hint** shows the move the strongest computer would make and why. This game is not rated; `/game cancel` ends it. When it is over, the coach goes over your decisions.
learn-over = 📘 **Your first game is over.** The coach now goes over your decisions; what it finds comes here, with buttons that replay each moment.
hints-used = 💡 Hints used: { $list } (their ratings stay as they were).
