## Page: index.html

page-title = gboards — Gygès, Table Gype and GIPF
# The web manifest's description, where a browser shows it when the app is installed (scripts/manifest.mjs).
app-description = Three board games in your browser: Gygès, Uncle Chestnut's Table Gype and GIPF.

## Header: the site's name and the settings buttons

# The language picker: each language is named in itself.
header-language =
    .aria-label = Language
    .title = Language
header-home =
    .aria-label = gboards home
header-settings =
    .aria-label = Settings
header-rules = Rules
    .aria-label = Rules
    .title = Rules of the game
header-sound =
    .title = Sound on or off
header-sound-text = Sound
header-theme =
    .title = Dark mode
header-theme-text = Dark
header-palette =
    .title = Colour-blind-safe player colours
# Shown on wide screens only, before header-palette-colours.
header-palette-safe = Safe
# On narrow screens the button shows this word alone.
header-palette-colours = colours
# Read by screen readers only, after header-palette-colours.
header-palette-colour-blind = for colour blindness

## Shared by several parts of the page

common-cancel = Cancel

## Lobby: choosing a game

lobby-saved-title = Resume a game
lobby-title = Choose a game
lobby-open-record = Open a record…
lobby-daily = Daily puzzle
lobby-profile = Profile
    .title = Your ratings, name and profile file

## Pairing: looking for an opponent online

pairing-title = Play online
pairing-state = Looking for an opponent…
pairing-computer = Play the computer meanwhile
pairing-back = Back to the lobby

## Game cards in the lobby (one per game) and their options

card-vs-computer = Play the computer
card-vs-friend = Play a friend on this device
card-puzzles = Puzzles
card-learn = Learn
card-edit = Set up a position
card-online = Play online
card-online-note = — with someone you don't know yet
card-more = More options
card-level = Computer level
card-clock = Clock
# No clock at all.
card-clock-none = None
card-clock-note = — minutes each, plus seconds after every move
# The start button reads: card-start-play, the game's name, card-start-options.
card-start-play = Play
card-start-options = with these options
# Legend of the fieldset where each seat is given to a person or a computer level.
card-players = Players

## Gygès: card and options

card-gyges-blurb = Twelve shared rings on a 6×6 board. Move a piece from your nearest row; land on another ring and bounce on by its size. Reach the far goal to win.
card-gyges-advanced = Advanced rule
card-gyges-advanced-note = — land on a ring and move it elsewhere instead of bouncing
card-gyges-return = Allow returning to the start square
card-gyges-return-note = — a move may end where it began
card-gyges-setup = Set-up
card-gyges-setup-alternate = Alternate, one piece at a time
card-gyges-setup-south-first = South places all, then North
card-gyges-setup-preset = Preset 3 2 1 1 2 3 (quick start)
card-gyges-repetition = Threefold repetition draws
card-gyges-repetition-note = — the same position three times; always on against the computer

## Table Gype: card and options

card-gype-blurb = 2–4 players race eight dice each across a cloth board. A die moves as the face it shows, and every die you jump is rolled.
# Label of the menu for the number of players.
card-gype-player-count = Players
card-gype-seats = Seats
card-gype-seats-note = — tick one side per player; each races to the opposite row
card-gype-players-note = — for each ticked seat
card-gype-first = First player
card-gype-first-note = — play then passes to the left
card-gype-rolls = Rolls
card-gype-rolls-note = — jumped dice are rolled and you may roll a die instead of moving; untick for no chance at all
card-gype-start = Start faces
card-gype-start-standard = Standard: 2 Swords, 2 Trees, 2 Books, 2 Flames
card-gype-start-random = Random: every die is rolled
card-gype-start-choose = Choose: each player picks every face
card-gype-reroll-ears = Re-roll Ears at a random start
card-gype-reroll-ears-note = — no die begins unable to move
card-gype-arrange = Arrange rows before play
card-gype-arrange-note = — each player swaps dice within its start row, then confirms
card-gype-chaos = Chaos
card-gype-chaos-note = — while any of your dice is still at home, none may land beyond the middle
card-gype-return = Returning home
card-gype-return-free = Free: dice may go back into their start row
card-gype-return-never = Never: once out, a die may not land there again
card-gype-hat = Hat passes over
card-gype-hat-leg = The two cells of its long leg
card-gype-hat-rect = All four inner cells of its 2×3 box
card-gype-hat-note = — dice passed over are rolled
# The label reads: card-gype-block, a number field, card-gype-block-turns.
card-gype-block = Blocking wins after
card-gype-block-turns = turns
card-gype-block-note = — a player kept out of a full goal row that long wins; 0 = never

## GIPF: card and options

card-gipf-blurb = Push pieces in from the rim of a hexagon; four of your colour in a line come off the board. Run your opponent out of pieces, or of GIPF-pieces.
card-gipf-version = Version
card-gipf-version-basic = Basic — single pieces
card-gipf-version-standard = Standard — GIPF-pieces on the corners
card-gipf-version-tournament = Tournament — empty board, GIPF-pieces first
card-gipf-version-ultimate = Ultimate GIPF — 21 pieces, 3 of each potential
card-gipf-potentials = Potentials per player
card-gipf-potentials-note = — loaded pieces with an extra power; 0 = none (Ultimate: 3 each if all are 0)
card-gipf-tamsk =
    .title = TAMSK: pushed onto the centre, it gives an extra move
card-gipf-zertz =
    .title = ZÈRTZ: jumps over a line of pieces
card-gipf-dvonn =
    .title = DVONN: enters play as a loaded piece (its move is not available yet)
card-gipf-punct =
    .title = PÜNCT: enters play as a loaded piece (its move is not available yet)
card-gipf-yinsh =
    .title = YINSH: slides along a line to an empty spot
card-gipf-challenges = Challenges
card-gipf-challenges-off = Off
card-gipf-challenges-1 = 1 each
card-gipf-challenges-3 = 3 each
card-gipf-challenges-6 = 6 each
card-gipf-challenges-note = — combining games: the opponent may challenge a potential move; a side game decides (needs potentials)
card-gipf-side-game = Side game
card-gipf-side-game-reported = Played elsewhere, result entered here
card-gipf-side-game-rps = Rock-paper-scissors on this screen
card-gipf-side-game-gyges = A game of Gygès on this screen
card-gipf-side-game-gype = A game of Table Gype on this screen
card-gipf-side-game-note = — how a challenge is settled
card-gipf-handicap = Handicap
card-gipf-handicap-none = None
card-gipf-handicap-1 = 1 extra piece
card-gipf-handicap-2 = 2 extra pieces
card-gipf-handicap-3 = 3 extra pieces
card-gipf-handicap-note = — extra reserve pieces for the weaker player (meant for the basic game)
card-gipf-weaker = Weaker player
card-gipf-weaker-black = Black
card-gipf-weaker-white = White
card-gipf-weaker-note = — who gets the handicap

## Game screen: the board and the side panel

play-title = Game
play-board = Game board
    .aria-label = Game board
play-undo =
    .aria-label = Undo
    .title = Undo (Ctrl+Z)
play-undo-text = Undo
play-redo =
    .aria-label = Redo
    .title = Redo (Ctrl+Y)
play-redo-text = Redo
play-new = New game
    .aria-label = New game
play-flip =
    .aria-label = Turn the board round
    .title = Turn the board round (F)
play-move-input =
    .aria-label = Type a move in notation
    .placeholder = Type a move
play-move-submit = Play
play-stop = Stop
play-pass = Pass
play-cancel = Cancel
    .aria-label = Cancel the move (Esc)
play-players = Players and computer
play-speed = Speed
play-ai-speed =
    .aria-label = How long each computer move is shown before the next
# Options of both the computer's speed and the animation's speed.
play-speed-fast = Fast
play-speed-normal = Normal
play-speed-slow = Slow
play-pause = Pause
    .title = Stop or restart the computer's moves
play-master = Master thinks
play-master-time =
    .aria-label = How long the Master level thinks for each move
play-animation = Animation
play-animation-off = Off
play-hint = Hint
    .title = Show the move the Hard level would play (H)
play-moves = Moves
play-move-list =
    .aria-label = Move list: click a move to see its position
play-step =
    .aria-label = Step through the game
play-first =
    .aria-label = Start position
    .title = Start (Home)
play-previous =
    .aria-label = Previous move
    .title = Previous (←)
play-next =
    .aria-label = Next move
    .title = Next (→)
play-latest =
    .aria-label = Latest move
    .title = Latest (End)
play-take-over = Take over from here
play-keep =
    .aria-label = Keep and share
play-share = Share link
    .title = Copy a link to this game
play-send = Send move
    .title = Copy a link for your opponent to answer
play-export = Export
    .title = Download the record and copy it
play-import = Import
play-analyse = Analyse
play-embed = Embed
    .title = Put this board on another page
play-live = Play a friend online
    .title = Play this game with a friend on another device
play-live-clock =
    .aria-label = Clock for the online game
play-live-clock-none = no clock
play-describe = Describe the position

## Banner at the end of a game

banner-new = New game
banner-review = Review
banner-close = Look at the board

## Dialog: open a game record

import-title = Open a game record
import-intro = Paste a record, choose a file, or drop a file anywhere on the page.
import-text =
    .aria-label = Record text
import-file =
    .aria-label = Record file
import-open = Open

## Dialog: rules

rules-title = Rules
rules-game =
    .aria-label = Which game
rules-close =
    .aria-label = Close the rules

## Dialog: embed the board in another page

embed-title = Embed this board
embed-intro = Paste this into your page as it is: the board, and a line under it that shows each move and the result. The board tells its moves to the page that frames it and takes orders from that page only.
# The label reads: embed-origin-label, embed-optional, embed-origin-hint, then an example address.
embed-origin-label = Your page's origin
embed-optional = (optional)
embed-origin-hint = : the scheme and host of its address, such as
embed-origin-input =
    .placeholder = https://your-site.example
# The note reads: embed-origins-note-start, the code "origins=", embed-origins-note-end.
embed-origins-note-start = Filled in, it is added as
embed-origins-note-end = : the board then talks only to pages of that origin, even when someone else frames it.
# The error reads: embed-origin-error-start, the code "https://", embed-origin-error-end.
embed-origin-error-start = An origin is
embed-origin-error-end = and a host name, with no path.
embed-code =
    .aria-label = Embed code
embed-copy = Copy
embed-close = Close

## Seats (src/i18n/mod.rs): $seat is the engine's name in lower case
seat-name = { $seat ->
    [south] South
    [north] North
    [west] West
    [east] East
    [white] White
   *[black] Black
}

## The result of a game (src/app/verdict.rs): $winner and $loser are seat names (seat-name)
result-win = { $winner } wins.
result-win-goal = { $winner } wins: a ring reached the goal.
result-win-no-reserve = { $winner } wins: { $loser } has no piece left in reserve.
result-win-no-move = { $winner } wins: { $loser } cannot move.
result-win-all-home = { $winner } wins: all dice home.
result-win-blocked = { $winner } wins by the block rule.
result-win-no-gipf = { $winner } wins: { $loser } has no GIPF-piece left.
result-win-move-cap = { $winner } wins on standing at the move cap.
result-win-resigned = { $winner } wins: { $loser } resigned.
result-win-time = { $winner } wins: { $loser } lost on time.
result-win-abandoned = { $winner } wins: { $loser } left the game, and it was claimed.
result-draw-time = Draw: { $loser } lost on time.
result-draw-no-move = Draw: neither side can move.
result-draw-repetition = Draw by threefold repetition.
result-draw-move-cap = Draw at the move cap.
result-draw-agreed = Draw agreed.
result-draw = Draw.

## Resigning and draws on this device (src/app/verdict.rs)
verdict-draw-offered = { $offerer } offers a draw: { $answerer }, accept or decline.
verdict-accept-draw = Accept draw
verdict-decline = Decline
verdict-confirm-resign = Confirm resign?
verdict-resign = Resign
verdict-offer-draw = Offer a draw
verdict-resign-again = Press Resign again to resign.
verdict-rematch-swapped = Rematch: the sides are swapped.

## The app's shell (src/app/, src/computer.rs, src/error.rs, scripts/lobby_cards.mjs)

## Computer levels: $level is the engine's name of the level (easy, medium…)

# A level's name, as the lobby's level picker and the seat pickers show it.
shell-level = { $level ->
    [random] Random
    [greedy] Greedy
    [easy] Easy
    [medium] Medium
    [hard] Hard
    [expert] Expert
    [master] Master
   *[other] { $level }
}
# Who acts for a seat, in brackets after the seat's name in "North (expert) is thinking…"
# ($who in shell-thinking and shell-paused): a computer level, a player on another device
# (online) or the puzzle's own side (puzzle).
shell-who = { $who ->
    [online] online
    [puzzle] puzzle
    [random] random
    [greedy] greedy
    [easy] easy
    [medium] medium
    [hard] hard
    [expert] expert
    [master] master
   *[other] { $who }
}
# An option of the lobby's Computer level picker (scripts/lobby_cards.mjs): the level, named
# as in shell-level, and its rating.
shell-level-rated = { $level ->
    [random] Random
    [greedy] Greedy
    [easy] Easy
    [medium] Medium
    [hard] Hard
    [expert] Expert
    [master] Master
   *[other] { $level }
} ≈ { $rating }
# Options of a seat's player picker: $level is the level's name (shell-level).
shell-seat-human = Human
shell-seat-computer = Computer · { $level }
shell-seat-computer-rated = Computer · { $level } ≈ { $rating }
# Label of a seat's player picker, for screen readers: $seat is the seat's name.
shell-played-by = { $seat } is played by
# Said when a seat's player is changed: $player is shell-seat-human or shell-seat-computer.
shell-now-played-by = { $seat } is now played by { $player }.
# Master's time a move, in seconds (0.5 to 5): $whole seconds and $tenths tenths.
shell-seconds = { $tenths ->
    [0] { $whole } s
   *[other] { $whole }.{ $tenths } s
}

## The computer thinking, hints and pausing

shell-thinking = { $seat } ({ $who }) is thinking…
shell-paused = { $seat } ({ $who }) is paused: press { shell-resume }.
shell-moving = { $seat } is moving…
shell-thinking-hint = Looking for a hint…
shell-hint-looking = Looking for a good move…
# $move is the move in notation.
shell-hint = Hint: { $move }
shell-pause = Pause
shell-resume = Resume

## The game screen

shell-game-started = Game started.
# The board's label for screen readers: $game is the game's name.
shell-board-label = { $game } board
shell-status-earlier = Looking at an earlier position.
shell-status-puzzle-solved = Puzzle solved.
shell-status-live-waiting = Waiting for the other players to join the room.
# A click on nothing on offer dropped the selection; $status is the status line that follows.
shell-status-missed = Not on offer there: selection cleared. { $status }
# Over the board while an earlier position is on show.
shell-viewing = After move { $ply } of { $moves }.
shell-showing-ply = Showing the position after move { $ply } of { $moves }.
# The first row of the move list, when a game starts by placing its pieces.
shell-moves-setup = Set-up
shell-rematch = Rematch, sides swapped
shell-undone = Move taken back.
shell-redone = Move replayed.
shell-taken-back-agreed = Moves taken back, as agreed.
shell-took-over = Playing on from here; the later moves were dropped.
shell-error-earlier = You are looking at an earlier position: go to the latest move, or take over from here.
shell-other-tab-newer = Another tab has newer moves of this game; this tab's are not saved.
shell-other-tab-moves = Moves played in another tab.
# $error says why, e.g. shell-error-fetching-rules.
shell-rules-failed = The rules could not be loaded ({ $error }). Try again when online.

## Leaving a game: the question under the status line

shell-ask-leave-saved = Start a new game? This one stays saved under “{ lobby-saved-title }” in the lobby.
shell-ask-new-game = New game
shell-ask-leave-live = Leave the live game? Leaving resigns it, and your opponent is told.
shell-ask-resign-leave = Resign and leave
shell-ask-stay = Stay

## Links, records and embedding

shell-link-copied = Link to this game copied.
shell-link-send-copied = Link copied: send it to your opponent, who moves and sends one back.
shell-exported = Record downloaded and copied.
shell-imported = Record opened.
shell-import-failed = That record could not be opened: { $error }
shell-file-too-large = That file is too large to be a game record.
shell-embed-copied = Embed code copied.
# The embed code's frame title: $game is the game's name.
shell-embed-frame-title = { $game } on gboards
# The line the embed code shows under the board on the other page.
shell-embed-ready = Board ready
shell-embed-move = Move { $ply }: { $move }
shell-embed-draw = Game over: a draw
shell-embed-win = Game over: { $winner } wins
shell-embed-error = Error: { $error }

## The lobby: saved games and the cards' generated fields

# A saved game: $game its name, $players who plays, $moves the moves played, $state
# "finished" or "playing", $date when it was saved (YYYY-MM-DD hh:mm).
shell-saved-game = { $game } · { $players } · { $moves } moves · { $state ->
    [finished] finished
   *[other] in progress
} · { $date }
shell-saved-resume = Resume
# The ✕ button of a saved game.
shell-saved-delete =
    .aria-label = Delete this save
shell-save-unreadable = That save could not be read: { $error }
shell-save-set-aside = A saved game could not be read and was set aside: { $error }
# Table Gype's First player menu: a random side.
shell-first-random = Random

## Play online: looking for an opponent

shell-pairing-custom = Custom
    .title = The options and clock set under More options
# The Custom choice as the panel names it: $clock is its clock (none, or like 10+5).
shell-pairing-custom-label = { $clock ->
    [none] Custom · no clock
   *[other] Custom · { $clock }
}
# $game is the game's name, $choice the choice pressed (like "Blitz · 3+2").
shell-pairing-title = Play online: { $game } · { $choice }
shell-pairing-looking = Looking for an opponent…
shell-pairing-long = Nobody has come for a minute. Play the computer meanwhile? That stops looking; you can look again afterwards.
shell-pairing-unreachable = The pairing server cannot be reached ({ $error }). Try again later, or play a friend by link.
shell-pairing-found = Opponent found: starting the game…

## Errors

shell-error-computer-asked = The computer could not be asked: { $detail }
shell-error-computer-start = The computer could not start: { $detail }
shell-error-computer-not-asked = The computer could not be asked.
shell-error-computer-stopped = The computer stopped with an error: { $error }
shell-error-computer-move = The computer's move '{ $move }' did not play: { $error }
# Part of shell-rules-failed.
shell-error-fetching-rules = fetching the rules: { $detail }
shell-error-no-answer = no answer
# Part of a sentence (shell-rules-failed).
shell-error-status = the server answered { $code }
shell-error-seats-ticked = Tick { $players } seats for { $players } players (ticked: { $ticked }).
# Part of a sentence: why a saved side game is not taken up.
shell-error-other-side-game = it belongs to another side game
shell-error-no-such-tile = No such choice under Play online.
shell-error-link-ply = the link's move number is not a number
shell-error-link-damaged = This link is damaged: { $detail }
shell-error-link-too-large = Too large: { $detail }
shell-error-link-game = This link's game does not load: { $error }

## The engine's refusals (src/reason/): $detail is the reason in words (reason-*)
error-unknown-game = unknown game '{ $name }' (expected { $expected })
error-bad-option = bad option: { $detail }
error-bad-position = bad position: { $detail }
error-bad-notation = bad notation: { $detail }
error-illegal-action = illegal move: { $detail }
error-game-over = the game is over
error-bad-link = this link is damaged: { $detail }
error-bad-record = bad record, line { $line }: { $detail }
error-too-large = too large: { $detail }

## The engine's reasons (src/reason/): the detail inside an error's frame (error-*). Squares,
## cells, spots, moves and option text ($square, $cell, $spot, $point, $from, $to, $hop, $text,
## $value, $key, $item…) are notation, left as they are; $face is a Table Gype face's key
## (flame, book, sword, tree, hat, ear), $side and $row a side's (south, west, north, east),
## $colour a GIPF colour's (white, black).

# A reason about a piece of text: the text, then what is wrong with it.
reason-quoted = '{ $text }': { $why }

## Gygès: rules, notation, position strings, options and the position editor

reason-gyges-size = a piece has size 1, 2 or 3, not { $size }
reason-gyges-place-on-rank = pieces are placed on rank { $rank }
reason-gyges-taken = { $square } is taken
reason-gyges-none-left = no piece of size { $size } is left to place
reason-gyges-still-placing = pieces are still being placed
reason-gyges-setup-over = the set-up phase is over
reason-gyges-not-legal = { $from }-{ $to } is not a legal move
reason-gyges-no-piece = there is no piece on { $square }
reason-gyges-nearest-row = a piece on rank { $rank } must move (the nearest row that can move)
reason-gyges-off-board = a square is off the board
reason-gyges-path-end = the path must end on the move's destination
reason-gyges-cannot-end = the piece on { $from } cannot end on { $to } by that path
reason-gyges-cannot-land = the piece on { $from } cannot land on { $to } by that path
reason-gyges-cannot-reach = the piece on { $from } cannot reach { $to }
reason-gyges-cannot-replace = the piece on { $from } cannot replace the one on { $to } and drop it on { $drop }
reason-gyges-replace-off = replacing needs the advanced rule (replace=on)
reason-gyges-drop-not-allowed = the replaced piece may not go to { $square }
reason-gyges-no-pass = a piece can move, so passing is not allowed
reason-gyges-placement-form = a placement is a size and a square, e.g. 3c1
reason-gyges-move-form = a move is from-to, from-to@drop or a path such as a5-c4-c3-S
reason-gyges-path-too-long = the path is too long
reason-gyges-not-a-square = '{ $text }' is not a square (a1..f6, or the goals N and S)
reason-gyges-empty-position = the position string is empty
reason-gyges-six-ranks = expected six ranks separated by '/', rank 6 first
reason-gyges-side-to-move = the side to move (S or N) must follow the board
reason-gyges-rank-squares = rank { $rank } must have six squares
reason-gyges-rank-characters = rank { $rank }: use '.', '1', '2' or '3'
reason-gyges-field-twice = '{ $key }' is given twice
reason-gyges-bad-value = bad value in '{ $field }'
reason-gyges-ply-past = ply={ $ply } is past the last ply, { $last }
reason-gyges-unknown-field = unknown field '{ $field }' (expected setup, goal=, passes=, ply= or hist=)
reason-gyges-four-of-each = there are only four pieces of each size
reason-gyges-loser-to-move = after a win the loser is to move
reason-gyges-setup-clean = the set-up phase has no goal, passes, plies or history
reason-gyges-setup-ranks = during the set-up phase pieces stand only on ranks 1 and 6
reason-gyges-setup-two-of-each = each player places two pieces of each size
reason-gyges-setup-all-placed = every piece is placed: drop the 'setup' field
reason-gyges-setup-none-left = the side to move has no piece left to place
reason-gyges-preset-digits = setup=preset:{ $row }: a row is six digits 1-3, e.g. 321123
reason-gyges-preset-sizes = setup=preset:{ $row }: each row holds two pieces of each size
reason-gyges-setup-contradicts = setup={ $setup } contradicts first=
reason-gyges-unknown-setup = setup={ $setup }: expected alternate, south_then_north, north_then_south or preset:<row> (e.g. preset:321123)
reason-gyges-not-a-board-square = '{ $text }' is not a square of the board (a1..f6)
reason-gyges-rings = a piece has 1, 2 or 3 rings, not { $size }
# $rings is 1, 2 or 3; $count pieces of that many rings stand on the board, $most is all there are.
reason-gyges-too-many = { $count ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
   *[other] { $count }
} { $rings ->
    [1] singles
    [2] doubles
   *[3] triples
} on the board, at most { $most ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
   *[other] { $most }
}
reason-gyges-empty-board = the board is empty

## Table Gype: rules, notation, position strings, options and the position editor

reason-gype-roll-first = the die on { $cell } is to be rolled first (e.g. { $cell }=F)
reason-gype-not-next-die = the die on { $next } is rolled next, not one on { $cell }
# The same, for a cell off the board.
reason-gype-not-next-die-off = the die on { $next } is rolled next, not one on that cell
reason-gype-ears-rerolled = { board-gype-face } cannot come up: Ears are re-rolled at the start
reason-gype-no-piece = there is no piece on { $cell }
# The same, for a cell off the board.
reason-gype-no-piece-off = there is no piece on that cell
reason-gype-belongs-to = the piece on { $cell } belongs to { $side ->
    [south] South
    [west] West
    [north] North
   *[east] East
}
reason-gype-ear = the piece on { $cell } is an Ear: it cannot move
reason-gype-finished = the piece on { $cell } is finished: it never moves again
reason-gype-dice-to-roll = dice are still to be rolled
reason-gype-still-arranging = players are still arranging their rows
reason-gype-over = the game is over
reason-gype-same-face = { $first } and { $second } show the same face: swapping them changes nothing
reason-gype-choose-off = faces are chosen only with start=choose
reason-gype-already-shows = { $cell } already shows { board-gype-face }
reason-gype-no-roll = no die is being rolled now
reason-gype-arranging = players are arranging their rows: swap two pieces or confirm
reason-gype-setup-over = the set-up is over
reason-gype-jumped-list = the move's list of jumped pieces does not match its path
reason-gype-rolls-off = there are no rolls in this game (rolls=off)
reason-gype-no-pass = a player may pass only when it has no other action
reason-gype-no-landing = a move from { $cell } needs at least one landing cell
reason-gype-landing-off-board = a landing cell is not on the board
# Why a die may not land on a cell, in reason-gype-cannot-land and reason-gype-hop-cannot-land.
reason-gype-landing = { $why ->
    [destination-row] a chain that reached its destination row must stay in it
    [no-return] a piece that has left its start row may not return to it (return_home=never)
    [off-board] it is off the board
    [occupied] it is occupied
    [home-row] it is another player's Home Row
   *[chaos] no piece may land beyond the middle while one of its player's pieces is at home (chaos)
}
reason-gype-cannot-land = { board-gype-face } cannot land on { $cell }: { reason-gype-landing }
reason-gype-hat-leap = a Hat makes one knight's leap (e.g. two up and one across), it never continues
reason-gype-no-step = a { board-gype-face } of { $side ->
    [south] South
    [west] West
    [north] North
   *[east] East
} does not step from { $from } to { $to }
reason-gype-loop = without rolls a chain back to its start changes nothing, so it is not a move
reason-gype-not-a-jump = { $hop } is not a jump of a { board-gype-face } of { $side ->
    [south] South
    [west] West
    [north] North
   *[east] East
} (jumps go two cells along its step directions)
reason-gype-over-empty = { $hop } jumps over { $cell }, which is empty
reason-gype-jump-twice = { $hop }: a chain may not use the same jump twice
reason-gype-hop-cannot-land = { $hop }: { board-gype-face } cannot land on { $cell }: { reason-gype-landing }
reason-gype-perft-rolls = perft beyond depth 1 needs --opt rolls=off: with rolls every jump branches into dice outcomes
reason-gype-cell-face-form = expected a cell, '=' and a face letter, e.g. e5=F
reason-gype-face-letter = the face is one of the letters F B S T H E (Flame Book Sword Tree Hat Ear)
reason-gype-empty-action = the action is empty
reason-gype-action-forms = expected a move (e.g. b0-c1 or e4-e6-g6), 'roll e4', 'pass', a die 'e5=F', 'swap b0 c0', 'set b0=H' or 'confirm'
reason-gype-move-form = a move needs an origin and at least one landing cell
reason-gype-ambiguous = several moves go from { $from } to { $to } (they jump different pieces): give the full path, e.g. { $first } or { $second }
reason-gype-not-a-cell = '{ $text }' is not a cell: a cell is a file a..j and a rank 0..9, e.g. e4
reason-gype-corner = '{ $text }' is not a cell: the corners a0, j0, a9 and j9 are not on the board
reason-gype-first-letter = first={ $value }: expected one of S, W, N, E
reason-gype-first-not-seated = first={ $first }: that side is not among the seats { $seats }
reason-gype-choose-needs-setup = start=choose needs setup=on: faces are chosen during the set-up
reason-gype-seat-letters = seats={ $value }: use the letters S, W, N and E, e.g. seats=SWN
reason-gype-seat-twice = seats={ $value }: a side is named twice
reason-gype-seat-count = seats={ $value }: 2 to 4 seats are needed
reason-gype-too-short = '{ $text }' is too short: expected '<seats> <to-move> <pieces> [key=value ...]', e.g. 'SN S SFe4,NBe5'
reason-gype-field-twice = the field '{ $key }' is given twice
reason-gype-roll-or-opening = give either roll= or opening=, not both
reason-gype-ply-number = ply={ $value }: expected a whole number
reason-gype-unknown-field = unknown field '{ $key }' (known: setup, roll, opening, block, ply)
reason-gype-turn-order = seats '{ $seats }' are not in turn order (S W N E, each player's left), e.g. SWN
reason-gype-not-a-seat = '{ $text }' is not one of the seats { $seats }
reason-gype-piece-form = piece '{ $item }': expected seat, face and cell, e.g. SFe4
# $error is an error in words (error-*).
reason-gype-piece = piece '{ $item }': { $error }
reason-gype-piece-face = piece '{ $item }': the face is one of F B S T H E
reason-gype-two-pieces = two pieces on { $cell }
reason-gype-foreign-row = piece '{ $item }': a { $side ->
    [south] South
    [west] West
    [north] North
   *[east] East
} piece may not stand on the { $row ->
    [south] South
    [west] West
    [north] North
   *[east] East
} row
reason-gype-more-than-eight = { $side ->
    [south] South
    [west] West
    [north] North
   *[east] East
} has more than 8 pieces
# $key is roll or opening; $error is an error in words (error-*).
reason-gype-pending-cell = { $key }=: { $error }
reason-gype-no-die-to-roll = { $key }=: there is no die on { $cell } to roll
reason-gype-setup-list = setup={ $value }: list the seats still to arrange their rows, the one to move first
reason-gype-setup-order = setup={ $value }: expected the seats in turn order from the one to move ({ $expected } at place { $place })
reason-gype-block-empty = block=: empty item
reason-gype-block-form = block={ $value }: expected items like N2
reason-gype-roll-needs-rolls = roll= pending dice need rolls=on
reason-gype-setup-pending = during the set-up only the opening dice (opening=) can be pending
reason-gype-opening-ply = opening dice are rolled before play: ply must be 0
reason-gype-arranging-row = { $side ->
    [south] South
    [west] West
    [north] North
   *[east] East
} is still arranging its row, so all its pieces must stand on it
reason-gype-setup-ply = the set-up comes before play: ply must be 0
reason-gype-ply-past = ply={ $ply } is past max_plies={ $most }
reason-gype-two-seats = seats '{ $seats }': at least two
reason-gype-too-many-dice = { $side ->
    [south] South
    [west] West
    [north] North
   *[east] East
} has { $count ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
   *[other] { $count }
} dice, at most { $most ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
   *[other] { $most }
}
reason-gype-no-dice = { $side ->
    [south] South
    [west] West
    [north] North
   *[east] East
} has no dice

## GIPF: rules, notation, position strings, options and the position editor ($potential is a
## potential's name: TAMSK, ZÈRTZ, DVONN, PÜNCT, YINSH)

reason-gipf-no-announced = no potential move is announced
reason-gipf-extra-first = first make or decline the TAMSK extra move
reason-gipf-no-extra = no TAMSK extra move is on offer
reason-gipf-rows-first = rows must be removed first
reason-gipf-move-made = the move of this turn is made
reason-gipf-not-your-potential = that is not a potential move of yours
reason-gipf-reserve-short = not enough pieces in the reserve
reason-gipf-first-gipf = the first piece must be a GIPF-piece
reason-gipf-no-more-gipf = GIPF-pieces may no longer be brought in
reason-gipf-no-more-potential = { $potential }-potentials may no longer be brought in
reason-gipf-none-in-hand = no { $potential }-potential left in hand
reason-gipf-not-brought-in = that piece may not be brought in
reason-gipf-not-edge = { $spot } is not a spot on the edge of the play area
reason-gipf-occupied = { $spot } is occupied
reason-gipf-no-entry = no such entry move
reason-gipf-line-full = that line is full
reason-gipf-first-empty = the first spot is empty: that is a placement, not a push
reason-gipf-no-row = there is no row to remove
reason-gipf-not-a-row = those pieces are not one row with its extension (GIPF-pieces and loaded pieces may stay)
reason-gipf-no-row-to-keep = there is no such row to keep
reason-gipf-only-gipf-row = only a row made of GIPF-pieces alone may stay
# What a challenged potential move waits for: $step is answer, starter, result or throw.
reason-gipf-challenged = a potential move is challenged: first { $step ->
    [answer] challenge or allow the announced potential move
    [starter] choose who starts the side game (first=W or first=B)
    [result] report the side game's result (win, tie or loss)
   *[throw] throw rock, paper or scissors
}
reason-gipf-not-a-point = '{ $text }' is not a point (a1..i5, lower case)
reason-gipf-empty-move = empty move
reason-gipf-kept-row-form = a kept row is written =<end spot>-<end spot>, e.g. =b2-e5
reason-gipf-move-start = a move starts with a point, or with G, T, Z, D, P or Y for what is brought in
reason-gipf-stay-on-dot = a piece cannot stay on a dot: write the dot and the spot, e.g. a1-b2
reason-gipf-not-a-dot = { $point } is not a dot: a move starts on one of the 24 dots
reason-gipf-push-ends-on-dot = { $point } is a dot: a push ends on a spot
reason-gipf-occupied-write-push = { $spot } is occupied: write a push as dot-end spot, e.g. a1-f5
reason-gipf-push-ends-on = this push ends on { $end }, not { $given }
reason-gipf-just-place = { $spot } is empty: the move is just { $spot }
reason-gipf-not-on-line = { $spot } is not on a line from { $dot }
reason-gipf-several-removals = several removals are possible: list the pieces, e.g. xc2,d3,e4,f5
reason-gipf-sealed-throw = a sealed throw hides its choice: write rock, paper or scissors
reason-gipf-not-one-line = those two spots are not on one line
reason-gipf-not-row-set = not a set of rows to remove here
reason-gipf-long-option = { $key }={ $value }: longer than any GIPF option
reason-gipf-challenges-value = challenges={ $value }: off, on (= { $default }) or a number 0..15
reason-gipf-challenges-need-potentials = challenges need potentials (potentials=...)
reason-gipf-potential-letters = potentials={ $value }: use the letters t z d p y, each followed by a count
reason-gipf-potential-count = potentials={ $value }: each letter needs a count, e.g. t6
reason-gipf-potential-twice = potentials={ $value }: '{ $letter }' is given twice: write each type once with its count
reason-gipf-six-of-one = potentials={ $value }: at most 6 potentials of one type
reason-gipf-fifteen-per-player = potentials={ $value }: at most 15 potentials per player
reason-gipf-stack-colour = each part of a stack starts with its colour, w or b, e.g. (b+wd)
reason-gipf-stack-potentials = stacked potentials are written wd, bd, wp or bp
reason-gipf-stack-mixed = a stack holds DVONN- or PÜNCT-potentials, not both
reason-gipf-stack-alternate = the colours in a stack alternate
reason-gipf-stack-height = a stack holds at most { $most } potentials
reason-gipf-stack-empty = a stack needs at least one potential on its base, e.g. (b+wd)
reason-gipf-stack-base = the base is w or b, loaded with the stack's own type (wD, bP)
reason-gipf-stack-top = a stack is listed under the colour of its top potential
reason-gipf-taken-over = a taken-over GIPF-piece is one basic piece under one PÜNCT-potential
reason-gipf-stack-close = a stack needs its closing ')'
reason-gipf-prefix = unknown piece prefix '{ $letter }' (use G, T, Z, D, P, Y or t, z, d, p, y)
reason-gipf-point-like = '{ $text }' is not a point like e5
reason-gipf-piece-on-dot = { $point } is a dot: pieces stand only on spots
# $what is the counter: reserves, captured or challenges (the position string's fields).
reason-gipf-count = { $what ->
    [reserves] the reserves
    [captured] captured
   *[challenges] challenges
} '{ $text }' is not a whole number up to 255
reason-gipf-pair = { $what ->
    [reserves] the reserves
    [captured] captured
   *[challenges] challenges
} must look like 12/12, not '{ $text }'
reason-gipf-position-form = expected 'W:<spots> B:<spots> <reserves> <W|B> [key=value...]', e.g. 'W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard'
reason-gipf-unknown-version = unknown version '{ $value }' (basic, standard, tournament, ultimate)
reason-gipf-word-prefix = word { $word } must start with '{ $prefix }'
reason-gipf-listed-twice = { $point } is listed twice
reason-gipf-side-to-move = the side to move must be W or B, not '{ $text }'
reason-gipf-hand-form = hand must look like t3/t3
reason-gipf-intro-form = intro={ $value }: two letters from F, G, L, P
# $key is a field of the position string: moved, extra or extra_first.
reason-gipf-yes-no = { $key } must be yes or no
reason-gipf-kept-line = kept: '{ $text }' is not a line named by its end dots, e.g. a1-i5
reason-gipf-extra-next = extra_next must be W or B
reason-gipf-turn-number = turn '{ $text }' is not a whole number
reason-gipf-result-form = result must be W, B or draw
reason-gipf-extra-needs-tamsk = extra=yes needs a TAMSK-stack of the player to move on e5
reason-gipf-extra-first-moved = extra_first=yes: the regular move is still to come, so not with moved=yes
reason-gipf-finished-challenge = a finished game has no pending challenge
# $colour is W or B (notation); $version the version's name (basic, standard, tournament, ultimate).
reason-gipf-too-many-owned = { $colour }: { $reserve } in reserve and { $captured } captured by the opponent make more than the { $total } pieces of { $version }
reason-gipf-turn-past = turn={ $turn } is past max_plies={ $most }
reason-gipf-challenge-form = challenge={ $value }: write <move>,<stage>, e.g. Zd4>g5,announced
# $error is an error in words (error-*).
reason-gipf-challenge-move = challenge: { $error }
reason-gipf-challenge-not-potential = challenge: '{ $text }' is not a potential move
reason-gipf-challenge-stage = challenge stage '{ $text }': announced, challenged, W, B, or W:rock
reason-gipf-no-challenge-left = challenge: the opponent has no challenge left
reason-gipf-hidden-throw = challenge: '{ $text }' is not rock, paper or scissors (a hidden throw cannot be read back)
reason-gipf-throws-need-rps = challenge: throws need side_game=rps
reason-gipf-not-a-board-spot = '{ $text }' is not a spot of the board (b2..h8 inside the dots)
reason-gipf-editor-pieces = the editor puts basic pieces, GIPF-pieces, loaded pieces and used potentials
reason-gipf-too-many-pieces = { $colour ->
    [white] White
   *[black] Black
} has { $count } pieces, at most { $most }

## Settings: option lists, clocks, computer levels and players

reason-setting-not-key-value = '{ $item }' is not of the form key=value
reason-setting-not-pair = '{ $item }' is not key=value
reason-setting-unknown-field = unknown field '{ $key }'
# $choices lists the values there are (notation).
reason-setting-choice = { $key }={ $value }: expected one of { $choices }
reason-setting-number = { $key }={ $value }: expected a whole number from { $min } to { $max }
reason-setting-unknown-option = unknown option '{ $key }'
reason-setting-clock = clock { $text }: none, or minutes+seconds such as 3+2
reason-setting-level = level '{ $text }': expected easy, medium, hard, expert, master, greedy or random
reason-setting-players-for-seats = { $players } players named for { $seats } seats
reason-setting-player-words = 'players' needs one to four words (human or a computer level)

## Records, matches and links

reason-record-header = expected '{ $expected }', found '{ $found }'
reason-record-empty = the record is empty
reason-record-end-form = expected 'end resigned <seat>', 'end time <seat>', 'end abandoned <seat>' or 'end agreed'
reason-record-after-end = nothing may follow the 'end' line
reason-record-game-first = the 'game' line must come before the actions
reason-record-comment-end = a comment ends with '{ "}" }' on its line
reason-record-long-comment = a comment is longer than { $most } characters
reason-record-side-line-start = a side line '(' must follow the action it replaces
reason-record-side-line-close = ')' closes no side line
reason-record-empty-side-line = a side line has no action
reason-record-unclosed = a side line '(' is never closed with ')'
reason-record-game-name = 'game' needs a name
reason-record-seed = seed '{ $text }' is not a whole number
reason-record-no-game = the record names no game
reason-record-no-seed = the record has no 'seed' line
# $game and $expected are games' names as records write them (gyges, gype, gipf).
reason-record-other-game = this is a { $game } record, not { $expected }
reason-record-cannot-end = this game cannot end that way
reason-record-chance-acts = chance acts now, not a player
reason-record-not-a-clock = not a kept clock
# A shared link's data (error-bad-link, shell-error-link-damaged).
reason-record-cut-short = cut short
reason-record-before-start = reference before the start
reason-record-unpacked = too large
reason-record-character = it has a character that does not belong in it
reason-record-too-long = it is too long
reason-record-not-text = it is not text

## Limits: more than the engine reads, keeps or searches (error-too-large)

reason-limit-record-bytes = a record of { $bytes } bytes (the longest taken is { $most })
reason-limit-link-bytes = { $bytes } bytes of text: a link holds at most { $most }
reason-limit-nests-deeper = side lines nest more than { $most } deep
reason-limit-nest-at-most = side lines may nest at most { $most } deep
reason-limit-comment-characters = a comment may have at most { $most } characters
reason-limit-actions = more than { $most } actions
reason-limit-puzzle-search = the puzzle needs a longer search than the engine allows
reason-limit-perft-depth = perft depth { $depth }: the deepest is { $most }
reason-limit-perft-leaves = perft { $depth } from here counts more than { $most } leaves; choose a smaller depth

## Puzzles, the puzzle streak and lessons

reason-study-fields = puzzle: expected 6 or 7 tab-separated fields, found { $found }
reason-study-moves = puzzle: '{ $text }' is not a number of moves from 1 to { $most }
reason-study-difficulty = puzzle: difficulty '{ $text }' is not a whole number
reason-study-goal = puzzle: goal '{ $text }' is not win or capture=K (K from 1 to { $most })
# $game is the game's name as records write it (gyges, gype, gipf).
reason-study-no-captures = puzzle: { $game } has no captures, so no material goal
reason-study-nobody-to-move = puzzle: nobody is to move
reason-study-other-side-turn = it is the other side's turn
reason-study-streak-pair = puzzle streak: '{ $item }' is not key=value
reason-study-streak-count = puzzle streak: '{ $text }' is not a count
reason-study-streak-field = puzzle streak: unknown field '{ $key }'
reason-study-streak-fields = puzzle streak: streak, best and solved are all needed
reason-study-streak-sums = puzzle streak: the counts do not add up
reason-study-nobody-to-act = no player is to act in the step's position
# Said to a player whose answer to a lesson step is refused.
reason-study-no-action = Play a move first.
reason-study-answer-too-long = An answer has at most { $most } actions.
reason-study-after-turn = '{ $text }' comes after your turn is over.
reason-study-demonstration = This step is a demonstration: watch it.
# A lesson file that does not read, or a request for a step it does not have. $error is the
# rules' error in words (error-*), or the file's own words for a line that is not the format.
reason-lesson-file = lesson file, line { $line }: { $error }
reason-lesson-no-step = there is no step { $step } in lesson { $lesson }

## The analysis board and the position editor

reason-analysis-no-move = there is no move { $id } in this analysis
reason-analysis-delete-start = the start of the analysis cannot be deleted
# $error is an error in words (error-*).
reason-analysis-line-move = move { $number } of a line, '{ $text }': { $error }
reason-analysis-comment-after = a comment after move { $after } of a line of { $moves }
reason-analysis-side-line-for = a side line for move { $number } of a line of { $moves }
reason-analysis-already-over = the game is already over in this position
reason-analysis-not-in-palette = '{ $code }' is not a piece of the palette

## Live play: proposals

reason-live-no-draw = this game has no draw by agreement
reason-live-no-move-of-theirs = there is no move of theirs to take back
reason-live-rematch-after = a rematch comes when the game is over
reason-live-nothing-to-take-back = nothing to take back

## The game screens (src/screens/, src/render/, src/input/): status lines, announcements for
## screen readers, buttons the screens make, canvas labels. Seat names ($who, $seat, $player,
## $other, $colour) come translated (seat-name) unless a note says otherwise; $move, $square,
## $cell, $spot and $path are notation.

## Every game

board-viewing = This is an earlier position: go to the latest move, or play on from here.
board-played = Played { $move }.
board-position = Position: { $position }
# Between the seats' names in the list of saved games: "South v North".
board-versus = {" "}v{" "}
# Gygès and Table Gype: $who is a side (South...).
board-passes = { $who } passes.

## Gygès

# $size is 1, 2 or 3: how many rings the piece has.
board-gyges-places = { $who } places a { $size }-ring on { $square }.
board-gyges-plays = { $who } plays { $move }.
board-gyges-setup = { $seat } places a ring: pick a size in the tray, then a square of row { $row }.
board-gyges-drop = { $seat }: click an empty square to drop the displaced ring.
# A bounce chain being entered: $path is its squares so far ("c1→c3"), $left the steps still to go
# from its last square; $options says what the next click can do.
board-gyges-chain = { $seat }: { $path }, { $left } to go: { $options ->
    [end] click a dot to end
    [bounce] click a ringed piece to bounce
    [replace] click the last piece to replace it
    [end-bounce] click a dot to end or a ringed piece to bounce
    [end-replace] click a dot to end or the last piece to replace it
    [bounce-replace] click a ringed piece to bounce or the last piece to replace it
    [end-bounce-replace] click a dot to end or a ringed piece to bounce or the last piece to replace it
   *[none] click
}; Backspace steps back.
board-gyges-to-move = { $seat } to move, from row { $row }.
board-gyges-must-pass = { $seat } has no move and must pass.
# Said as the keyboard cursor moves: the square and what stands on it.
board-gyges-square = { $square }: { $contents ->
    [empty] empty
    [single] single
    [double] double
    [triple] triple
   *[goal] goal
}
# The description of the position: each row lists its pieces, "single on c1, triple on f1".
board-gyges-ring-on = { $size ->
    [single] single
    [double] double
   *[triple] triple
} on { $square }
board-gyges-row = Row { $row }: { $rings }.
board-gyges-empty = The board is empty.
board-gyges-pick-tray = Pick a ring from your tray first.
board-gyges-nearest-row = Only rings in your nearest row can move.

## Table Gype

# A die's face; the messages below get it as $face.
board-gype-face = { $face ->
    [flame] Flame
    [book] Book
    [sword] Sword
    [tree] Tree
    [hat] Hat
   *[ear] Ear
}
# In place of a face's name, should a die have none.
board-gype-die = die
board-gype-moves = { $who } moves the { $face } { $move }.
# $rolls lists the dice the move rolled and what they show (board-gype-shows, joined by commas).
board-gype-moves-rolling = { $who } moves the { $face } { $move }; { $rolls }.
board-gype-rolls = { $who } rolls { $cell }: { $rolls }.
board-gype-shows = { $cell } shows { $face }
board-gype-die-shows = { $cell } shows { $face }.
board-gype-swaps = { $who } swaps { $first } and { $second }.
board-gype-turns = { $who } turns { $cell } to { $face }.
board-gype-arranged = { $who } has arranged its row.
board-gype-shuffles = { $who } shuffles its row.
board-gype-set-up = { $who } sets up: click a die to choose its face, drag one onto another to swap, then Confirm.
board-gype-arrange = { $who } arranges its row: click two dice (or drag one onto another) to swap them, then Confirm.
board-gype-pick-one = { $who }: several moves end on { $cell }. Pick one.
board-gype-chain = { $who }: { $count } { $count ->
    [one] jump
   *[other] jumps
} so far from { $cell }. Click a ringed cell to jump on, or the last landing again (Done, Enter) to stop.
# A die is selected: $state is "stuck" (it cannot move), "hat" (a Hat: it leaps) or "other";
# $rolls is "yes" when the die may be rolled instead.
board-gype-selected = { $who }: { $state ->
    [stuck] The { $face } on { $cell } cannot move
    [hat] { $face } on { $cell }: diamonds are leaps
   *[other] { $face } on { $cell }: dots are steps, rings are jumps
}{ $rolls ->
    [yes] ; or roll it (R).
   *[no] .
}
board-gype-must-pass = { $who } cannot move and must pass.
board-gype-to-play-roll = { $who } to play: pick a die to move or roll.
board-gype-to-play = { $who } to play: pick a die to move.
# Said as the keyboard picks a face in the face picker.
board-gype-face-cursor = Face: { $face }
# Said as the keyboard goes through the moves that end on the same cell; $move is notation.
board-gype-choice = Choice { $number } of { $count }: { $move }
board-gype-cell-die = { $cell }: { $seat } { $face }
board-gype-cell-empty = { $cell }: empty
board-gype-randomize = Randomize
board-gype-confirm = Confirm { $who }'s row
board-gype-done = Done
board-gype-roll-a-die = Roll a die
board-gype-roll = Roll { $cell }
board-gype-blocked = { $seat } is blocked out of its goal row: { $count } of { $limit } turns; it wins in { $left } more.
# A line of the final standings.
board-gype-standing = { $rank }. { $seat }: { $home } of 8 dice home, { $distance } { $distance ->
    [one] row
   *[other] rows
} still to travel
# Drawn on the board: a panel that offers the moves ending on the same cell.
board-gype-which = Several moves end on { $cell }: which?
# A row of that panel: $cells are the dice the move rolls (may be none).
board-gype-route = { $number }. { $hops } { $hops ->
    [one] hop
   *[other] hops
}, rolls { $cells }
# Drawn along the cloth's edges: public-domain lines of G. K. Chesterton, with their source.
# Shrunk to fit the edge if longer.
board-gype-quote-south = “A reeling road, a rolling road, that rambles round the shire”  — G. K. Chesterton, The Rolling English Road, 1914
board-gype-quote-west = “Poets do not go mad; but chess-players do.”  — G. K. Chesterton, Orthodoxy, 1908
board-gype-quote-north = “An adventure is only an inconvenience rightly considered.”  — G. K. Chesterton, On Running After One's Hat, 1908
board-gype-quote-east = “Angels can fly because they can take themselves lightly.”  — G. K. Chesterton, Orthodoxy, 1908
# Refusal of a click on another side's die: $seat is the side's English name in lower case.
board-gype-not-yours = That die is { $seat ->
    [south] South's
    [west] West's
    [north] North's
   *[east] East's
}.

## GIPF: the seats are White and Black (plural in some languages)

board-gipf-dot-first = Choose a dot on the rim first.
# The piece to bring in, in the three messages after it; $potential is a potential's name.
board-gipf-piece = { $kind ->
    [gipf] a GIPF-piece
    [loaded] a piece loaded with { $potential }
    [tamsk] the TAMSK-potential
   *[basic] a piece
}
board-gipf-push-in = { $who }: click an arrow or its spot to push in { board-gipf-piece }.
board-gipf-to-move-loaded = { $who } to move: click a dot to bring in { board-gipf-piece }, or a loaded piece to use its potential.
board-gipf-to-move = { $who } to move: click a dot to bring in { board-gipf-piece }.
board-gipf-potential-target = { $who }: click where the { $potential }-potential on { $spot } goes.
# The same, should the piece carry no potential.
board-gipf-the-potential-target = { $who }: click where the the-potential on { $spot } goes.
board-gipf-extra-accepted = { $who } makes the TAMSK extra move: click a dot, then an arrow, to push the potential in.
board-gipf-extra-offered = { $who } may make a TAMSK extra move: Accept (or click a dot) to push the potential in, or Decline.
board-gipf-rows = { $who } must remove { $count } rows: click the row to take first.
board-gipf-remove-row = { $who } removes the outlined row: press Remove row (or Enter).
board-gipf-keep-or-take = { $who } removes the outlined row: click GIPF- or loaded pieces to keep or take them, then Confirm.
board-gipf-declines = { $who } declines the extra move.
board-gipf-plays = { $who } plays { $move }.
board-gipf-confirm-keep = Confirm: keep the row
board-gipf-confirm-remove = Confirm: remove row
board-gipf-accept = Accept the extra move
board-gipf-accepted = Accepted: choose a dot
board-gipf-decline = Decline the extra move
board-gipf-accepts = { $seat } accepts the extra move: choose a dot, then a direction.
# Said as the keyboard cursor moves: the spot and what stands on it. $colour is "white" or
# "black"; $potential is a potential's name.
board-gipf-spot = { $spot }: { $colour ->
    [white] White
   *[black] Black
} { $kind ->
    [basic] piece
    [gipf] GIPF-piece
    [loaded] piece loaded with { $potential }
    [used] used { $potential }
    [stack] stack of used potentials
   *[punct] GIPF-piece taken by PÜNCT
}
board-gipf-spot-empty = { $spot }: empty
# Drawn at the top right of the board, beside the toggle "a1"; shrunk if longer.
board-gipf-coordinates = Coordinates
# Drawn in the trays beside the name of the player to act; shrunk if longer.
board-gipf-tray-to-move = to move
board-gipf-tray-removes = removes a row
board-gipf-tray-extra = extra move?
board-gipf-tray-reserve = reserve { $count }
board-gipf-tray-captured = captured { $count }

## GIPF challenges (combining games): a potential move may be challenged and a side game decides

board-gipf-announced = { $player } announces { $move } ({ $potential }): { $other } may challenge it or allow it.
board-gipf-challenged = { $other } challenges { $move }: { $player } chooses who starts the side game.
board-gipf-side-throws = Side game for { $move }: { $seat } throws (the other player looks away).
board-gipf-side-report = Side game for { $move }: enter how it went for { $player }.
# Buttons for the steps of a challenge.
board-gipf-challenge = Challenge the move
board-gipf-allow = Allow the move
board-gipf-side-starts = { $seat } starts the side game
board-gipf-side-result = { $player } { $result ->
    [win] won
    [loss] lost
   *[tie] tied
} the side game
board-gipf-throw = { $hand ->
    [rock] Rock
    [paper] Paper
   *[scissors] Scissors
}
# Said when a step is played: $step is one of the buttons above.
board-gipf-step = { $seat }: { $step }.
board-gipf-thrown = { $seat } has thrown.
board-gipf-side-settled = { $player } { $result ->
    [loss] lost the side game: the move is cancelled and the potential leaves the game.
    [win] won the side game: the move is made.
   *[tie] tied the side game: the move is made.
}

## A side game (Gygès or Table Gype) played on the GIPF board: $colour is a GIPF colour, $seat a
## side of the side game, $game the side game's name

board-side-status = Side game: { $status }
# The header drawn above the side board, line by line (each shrunk to fit).
board-side-title = Side game of { $game }: { $player }'s { $move } is at stake
board-side-plays-first = { $colour } plays { $seat } and starts
board-side-plays = { $colour } plays { $seat }
board-side-stake = { $player } keeps the move with a win or a draw; if { $other } wins, the { $potential }-potential is lost.
# The header in one go, for screen readers.
board-side-introduction = { $title }. { $first }, { $second }. { $stake }
board-side-won = { $colour } ({ $seat }) wins the side game of { $game }.
board-side-drawn = The side game of { $game } is a draw.
board-side-gives-up-said = { $seat } gives up the side game.
board-side-pass = Pass (side game)
board-side-undo = Take back
board-side-give-up = { $seat } gives up
board-side-taken-back = Side-game move taken back.
# $error says why, in words.
board-side-unreadable = The saved side game could not be read and was set aside ({ $error }); it starts again.

## The analysis panel (src/bin/analysis/panel.rs): $seat is a seat's name (seat-name)

analysis-panel =
    .aria-label = Analysis
analysis-lines =
    .aria-label = Best lines
analysis-moves =
    .aria-label = Analysis moves: ← and → step through them
analysis-first =
    .title = Start (Home)
    .aria-label = Start position
analysis-previous =
    .title = Previous move (←)
    .aria-label = Previous move
analysis-next =
    .title = Next move (→)
    .aria-label = Next move
analysis-last =
    .title = End of the line (End)
    .aria-label = End of the line
analysis-promote = Promote
    .title = Move this side line one place up
analysis-make-main = Make main line
analysis-delete = Delete from here
analysis-comment-text =
    .placeholder = Comment on this position
    .aria-label = Comment on this position
analysis-comment = Comment
# The search runs: the button stops it.
analysis-stop = Stop analysing
# The search is stopped: the button starts it again.
analysis-analyse = Analyse
analysis-continue = Continue from here
    .title = Play on from this position
analysis-export = Export
    .title = Show and copy the record with its side lines
analysis-import = Import
analysis-open = Open this record
analysis-share = Share link
analysis-edit = Edit position
    .title = Set up a position from this one
analysis-review = Review
    .title = Review every move of the game
analysis-close = Close
    .title = Back to the game
analysis-record =
    .aria-label = Record of the analysis
analysis-loading = Loading the analysis…
# $reason is the browser's or the computer's own words (English).
analysis-stopped = The analysis stopped: { $reason }
analysis-unanalysable = The position cannot be analysed: { $reason }
# A seat without a name, by its number.
analysis-seat = Seat { $seat }
# The evaluation of a decided position, in moves of the player to act.
analysis-win-in = win in { $moves }
analysis-loss-in = loss in { $moves }
# $eval is a score such as "+1.25", or analysis-win-in / analysis-loss-in.
analysis-eval = { $eval } for { $seat }
# $positions is the number of positions searched.
analysis-depth = Depth { $depth }, { $positions } positions
analysis-depth-final = Depth { $depth } (final), { $positions } positions
# Said to screen readers. $chance is a percentage; $line the moves in notation.
analysis-say-depth = Depth { $depth }: { $eval } for { $seat }, { $chance }% to win. Best line: { $line }.
# Table Gype's search plays games out to their end with the dice drawn: each seat's win chance.
analysis-chance = { $seat } { $chance }%
analysis-playouts = { $playouts } playouts; lines with dice drawn
analysis-playouts-final = { $playouts } playouts (final); lines with dice drawn
analysis-playouts-unfinished = { $playouts } playouts, { $unfinished } unfinished; lines with dice drawn
analysis-playouts-unfinished-final = { $playouts } playouts, { $unfinished } unfinished (final); lines with dice drawn
# $chances is a list of analysis-chance, joined by commas.
analysis-say-chances = Chances to win after { $playouts } playouts: { $chances }.
analysis-say-chances-best = Chances to win after { $playouts } playouts: { $chances }. Best action: { $action }, { $chance }% to win.
analysis-play-line = Play the line up to this move
# The move list's first entry: the position before any move.
analysis-start = Start
analysis-exported = The record, with its side lines and comments, is below and copied.
analysis-link-copied = Link to this analysis copied.

## The analysis's refusals (src/bin/analysis/session.rs, search.rs): $reason is the engine's words (English)

analysis-no-game = No game is open for analysis.
analysis-record-unopenable = This record does not open for analysis: { $reason }
analysis-link-unopenable = This link's analysis does not open: { $reason }
# $action is a move in notation.
analysis-unplayable = '{ $action }' cannot be played here: { $reason }
analysis-already-main = This move is already on the main line.
analysis-too-long = This analysis is too long for a link: { $reason }
# Follows analysis-stopped's "The analysis stopped:"; $error is the browser's words (English).
analysis-worker-unreadable = the computer's worker sent something unreadable ({ $error })

## The game review (src/bin/analysis/review.rs): $class is inaccuracy, mistake or blunder

analysis-review-progress =
    .aria-label = Review progress
analysis-review-stop = Stop the review
analysis-learn = Learn from your mistakes
analysis-lesson-answer = Show the answer
analysis-lesson-next = Next mistake
analysis-review-stopped = Review stopped.
# $answer is a move in notation.
analysis-answer = The answer: { $answer }.
analysis-reviewing = Reviewing the game…
analysis-review-failed = The review stopped: { $reason }
analysis-unreviewable = The game cannot be reviewed: { $reason }
analysis-review-move = Reviewing: move { $done } of { $total }…
analysis-reviewed = Reviewed { $moves } moves: { $inaccuracies } inaccuracies, { $mistakes } mistakes, { $blunders } blunders.
# The same review, kept on this device from before.
analysis-reviewed-saved = Reviewed { $moves } moves: { $inaccuracies } inaccuracies, { $mistakes } mistakes, { $blunders } blunders. (saved with the game)
# After a move of the list of mistakes: $loss is the win chance lost, in percent; $better a move in notation.
analysis-mistake = { $class ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
} ({ $loss }% lost)
analysis-mistake-better = { $class ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
} ({ $loss }% lost, better { $better })
# The evaluation graph's label.
analysis-graph = Evaluation over the game, { $moves } moves: click to go to a move
# A marked move's title in the move list.
analysis-class = { $class ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}
analysis-last-mistake = That was the last of your mistakes.
# $played is the move of the game, in notation; $ply its number.
analysis-lesson = Mistake { $number } of { $count }: move { $ply }, { $played } was a { $class ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}. Find a better move.
analysis-lesson-same = { $played } is the move of the game, the { $class ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}. Try another one.
analysis-lesson-right = Right: { $played } is good. Next mistake?
analysis-lesson-wrong = { $played } is not better. Try again.

## The position editor (src/bin/analysis/setup.rs, editor.rs): $place is a place in notation

analysis-editor-panel =
    .aria-label = Position editor
analysis-editor-title = Set up a position
analysis-editor-help = Choose a piece, then click a point of the board to put it there; click it again, or use the eraser, to take it off. On the board, the arrow keys move a cursor, Enter puts the piece and Delete takes it off.
# Label of the menu of the seat to move.
analysis-editor-to-move = To move
analysis-editor-clear = Clear
    .title = Take every piece off the board
analysis-editor-start = Start position
    .title = The game's start
analysis-editor-analyse = Analyse this position
analysis-editor-players =
    .aria-label = Who plays from here
analysis-editor-players-device = Players on this device
analysis-editor-players-easy = Against the computer · Easy
analysis-editor-players-medium = Against the computer · Medium
analysis-editor-players-hard = Against the computer · Hard
analysis-editor-play = Play from here
analysis-editor-share = Share link
analysis-editor-close = Close
analysis-editor-link =
    .aria-label = Link to this position
analysis-editor-link-copied = Link to this position copied.
analysis-editor-undrawable = The board shows the last set-up the game can draw.
analysis-editor-ok = This position can be analysed and played.
analysis-editor-eraser = Eraser
# The label of a group of the palette.
analysis-editor-group = { $group ->
    [piece] Piece
    [seat] Seat
    [face] Face
    [colour] Colour
   *[kind] Kind
}
# Gygès: a piece of the palette by its number of rings.
analysis-editor-gyges-piece = { $size } ({ $size ->
    [1] single
    [2] double
   *[other] triple
})
# What stands on a place, for the board's keyboard cursor.
analysis-editor-at-empty = { $place }: empty
analysis-editor-at-gyges = { $place }: { $size ->
    [1] a single
    [2] a double
   *[other] a triple
}
# Table Gype: a face of a die.
analysis-face = { $face ->
    [flame] Flame
    [book] Book
    [sword] Sword
    [tree] Tree
    [hat] Hat
   *[ear] Ear
}
analysis-editor-at-gype = { $place }: a { $side ->
    [south] South
    [west] West
    [north] North
   *[east] East
} die showing { $face ->
    [flame] Flame
    [book] Book
    [sword] Sword
    [tree] Tree
    [hat] Hat
   *[ear] Ear
}
# Table Gype: the turns a seat's blocked dice have waited.
analysis-editor-block-counter = { $side ->
    [south] South's block counter
    [west] West's block counter
    [north] North's block counter
   *[east] East's block counter
}
# GIPF: the palette's kinds of piece; $potential is a potential's name (TAMSK, ZÈRTZ, DVONN, PÜNCT, YINSH).
analysis-editor-gipf-basic = Basic piece
analysis-editor-gipf-piece = GIPF-piece
analysis-editor-gipf-loaded = Loaded { $potential }
analysis-editor-gipf-used = Used { $potential }
analysis-editor-at-gipf = { $place }: a { $colour ->
    [white] White
   *[black] Black
} { $kind ->
    [basic] piece
    [gipf] GIPF-piece
   *[stack] stack
}
analysis-editor-at-gipf-loaded = { $place }: a { $colour ->
    [white] White
   *[black] Black
} piece loaded with { $potential }
analysis-editor-at-gipf-used = { $place }: a { $colour ->
    [white] White
   *[black] Black
} used { $potential }
analysis-editor-reserve = { $colour ->
    [white] White's reserve
   *[black] Black's reserve
}
analysis-editor-captured = { $colour ->
    [white] Captured by White
   *[black] Captured by Black
}
analysis-editor-no-seat = There is no such seat.
analysis-editor-bad-count = A count is a whole number from 0 to 255.
analysis-editor-too-long = This position is too long for a link: { $reason }
analysis-editor-unshareable = Only a position without problems can be shared.
analysis-editor-unopenable = This position does not open in the editor: { $reason }
analysis-editor-none = No position is being set up.

## Live play (src/bin/live/): $seat and $seats are seat numbers as people count (1, 2…);
## $who is a seat as this player says it: live-you, live-your-friend, live-seat or a player's own name

live-you = You
live-your-friend = Your friend
live-seat = Seat { $seat }

## Live play: the connection indicator

live-state-connecting = Online: connecting…
live-state-waiting = Online: waiting for your friend
live-state-connected = Online: connected
live-state-disconnected = Online: your friend is disconnected
live-state-unreachable = Online: the signalling server cannot be reached
live-state-reconnecting = Online: connection lost, reconnecting…
live-state-watching = Online: watching
# The host's lobby of a game of more than two seats.
live-state-all-seated = Online: every seat is filled
live-state-gathering = Online: waiting for the players

## Live play: notes about the connection and the room

live-joining = Joining the live game…
# $why is live-bad-room, the engine's reason (error-*, live-refusal-*) or pairing's (live-pairing-error-*).
live-could-not-start = Live play could not start: { $why }
# A reason in live-could-not-start.
live-bad-room = a room id is 16 to 64 letters and digits
live-server-closed = The signalling server closed the connection.
# $error is live-socket-not-opened or live-socket-cut.
live-server-unreachable = The signalling server cannot be reached ({ $error }).
# Why a connection to the signalling or pairing server failed, inside parentheses.
live-socket-not-opened = the connection could not be opened
live-socket-cut = the connection was cut
live-server-ended = The connection to the signalling server ended.
# $why is live-server-closed, live-server-unreachable or live-server-ended. "Share link" is the button play-share.
live-play-by-link = { $why } Play by link instead: Share link sends the whole game.
live-time-out = { $who }: time ran out, and the device stopped answering.
live-unknown-command = Not done: the page sent a command this version does not know.
live-busy = Not done: the connection was busy; try again.
# $why is the rules' reason or live play's (live-refusal-*).
live-not-done = Not done: { $why }.
# $why is live play's reason (live-refusal-*), the rules' or live-not-text.
live-refused = A message from the other device was refused: { $why }
live-not-text = a message that is not text
live-seat-left = The player of seat { $seat } left the room.
# $why is live-unrated-*.
live-not-rated = This game was not rated: { $why }.
# Why live play refused a message or an action: $detail is live-garbage-*, live-commit-* or
# live-unrated-*; seats count from 1.
live-refusal-too-large = a message of { $bytes } bytes is too long (at most { $most })
live-refusal-garbage = a message that makes no sense: { $detail }
live-refusal-version = the other side speaks version { $theirs } of the live protocol, this one { $ours }
live-refusal-wrong-seat = a move for seat { $seat } when seat { $turn } is to act
live-refusal-wrong-seat-none = a move or seat for seat { $seat } that it may not have
live-refusal-stale = a move made after { $got } actions, but the game has { $expected }
live-refusal-hash = after move { $move } the positions differ
live-refusal-not-seated = a move before the game has started
live-refusal-unknown-seat = a message from a device that has not said which seat it plays
live-refusal-bad-commit = the fair-dice exchange failed: { $detail }
live-refusal-bad-token = a claim of seat { $seat } without that seat's token: its player keeps it
# $what is draw, takeback or rematch.
live-refusal-too-soon = after a no, a { $what ->
    [draw] draw
    [takeback] takeback
   *[rematch] rematch
} may be proposed again after { $actions ->
    [1] one more move
   *[other] { $actions } more moves
}
live-refusal-not-rated = this game is not rated: { $detail }
live-refusal-bad-ticket = a player came to the game without a seat of the draw

## Live play: what makes no sense in a message from another device, or in this player's own
## action (the $detail of live-refusal-garbage). $line is the protocol's own text, as it came
## (notation); $choice a hidden choice as a move writes it; $what is draw, takeback or rematch.

live-garbage-line = '{ $line }': { $why }
# $most is the most characters a name may have.
live-garbage-name = a name is 1 to { $most } characters, none of them a control character
live-garbage-saved-without-record = a saved live game without its record
live-garbage-saved-without-seat = a saved live game without its seat
live-garbage-clock-from-guest = a time control from a peer that is not the host
live-garbage-everyone-here = every player is here
live-garbage-abandon-from-guest = a start called off by a peer that is not the host, or after the game opened
live-garbage-start-by-guest = only the host of a game of more than two seats starts it
live-garbage-starting-already = the game is starting already
live-garbage-seat-not-filled = seat { $seat } is not filled yet
live-garbage-no-choice-due = a hidden choice when none is due
live-garbage-not-a-choice = '{ $choice }' is not a choice here
live-garbage-no-offer-standing = an answer to no standing { $what ->
    [draw] draw
    [takeback] takeback
   *[rematch] rematch
} offer
live-garbage-no-offer-to-answer = no offer to answer
# $claimed and $measured are milliseconds.
live-garbage-claimed-time = a move claiming { $claimed } ms of thought when its turn has run { $measured } ms here
live-garbage-choice-as-move = a hidden choice travels committed and shown (hand and show), never as a move
live-garbage-before-draw = a game message before the seats are drawn

## Live play: what is wrong with a line of the protocol ($why in live-garbage-line). Seat, sync
## and place are the messages that carry a game's record; abandon is the host's word that a
## start is called off.

live-decode-extra-lines = only a seat, sync or place message has more than one line
live-decode-control-characters = control characters
live-decode-seat-number = bad seat number
live-decode-ply-number = bad ply number
live-decode-round-number = bad round number
live-decode-unknown-proposal = unknown proposal
live-decode-no-record = a seat, sync or place message carries the game's record
live-decode-version-number = bad version
live-decode-commitment-hex = a commitment is 64 hex digits
live-decode-secret-hex = a secret is 32 hex digits
live-decode-link-hex = a token link is 64 hex digits
live-decode-position-hash = bad position hash
live-decode-no-action = no action
live-decode-time-spent = bad time spent
live-decode-time-control = bad time control
live-decode-hidden-choice = a hidden choice is one word of up to 16 characters
live-decode-abandon-fields = abandon names a seat and a round
live-decode-chat-too-long = chat line too long
live-decode-rating-numbers = a rating claim has two or three numbers
live-decode-rating-implausible = a rating claim with an implausible number
live-decode-unknown-kind = unknown message kind

## Live play: why the fair-dice exchange failed (the $detail of live-refusal-bad-commit): each
## player commits to a secret, then shows it; a hidden choice (rock, paper, scissors) likewise

live-commit-second = a second, different commitment
live-commit-secret-first = a secret revealed before its commitment
live-commit-secret-mismatch = the secret does not match its commitment
live-commit-seat-outside = a commitment for seat { $seat } in a game of { $seats } seats
live-commit-chosen-already = the hidden choice here is chosen already
live-commit-second-choice = a second, different commitment to a hidden choice
live-commit-choice-first = a choice shown before its commitment
live-commit-choice-mismatch = the choice shown does not match its commitment
live-commit-secret-from-outsider = a secret from a peer outside the exchange
live-commit-from-outsider = a commitment from a peer outside the exchange
live-commit-after-start = a commitment after the game started
live-commit-unasked = a commitment the host did not ask for
live-commit-seated-early = seated before the seed was agreed
live-commit-other-seed = the game's seed is not the agreed one
live-commit-no-round = a commitment outside the exchange
live-commit-after-open = a commitment or secret after the game started

## Live play: why a game is not rated (live-not-rated, live-refusal-not-rated); $game is a game's name

live-unrated-no-game = no game
live-unrated-watching = only the players' games are rated
live-unrated-goes-on = the game goes on
live-unrated-no-pool = no rating pool for { $game } with { $seats } players
live-unrated-no-claim = the player of seat { $seat } claimed no rating

## Live play: notes beside the game. Seats count from 1; "Start" is the button live-start.

# $claimed, $measured and $charged are times (live-seconds).
live-note-time-charged = Seat { $seat }'s move claimed { $claimed } of thought, but its turn ran { $measured } here: { $charged } is charged.
# A time to the tenth of a second: $seconds whole seconds and $tenths tenths.
live-seconds = { $seconds }.{ $tenths } s
live-note-caught-up = Caught up with the other device ({ $added ->
    [one] { $added } new action
   *[other] { $added } new actions
}).
live-note-resynchronised = The records differed: this game now follows the host's record.
live-note-watching = This game is full: you are watching it.
live-note-start-called-off = The player of seat { $seat } left while the game was starting: the start is called off. Press Start again once the seat is filled.
live-note-start-called-off-by-host = The player of seat { $seat } left while the game was starting: the start is called off until the seat is filled again.
live-note-host-left = The host left before the game started: waiting for them to come back and give the seats again.
live-note-starting = Starting: every player commits to a secret for the dice…
# $what is draw, takeback or rematch; $waiting lists the seats that have not answered ($count of them).
live-note-accepted = Seat { $seat } accepts { $what ->
    [draw] draw
    [takeback] takeback
   *[rematch] rematch
}; waiting for { $count ->
    [one] seat
   *[other] seats
} { $waiting }.
# What the other player chose in secret: $noun is hand (rock, paper or scissors).
live-note-chosen = Your friend has chosen a { $noun ->
   *[hand] hand
}.

## Live play: the room's link, its QR code, a stale link

# $link is the room's address.
live-invite = Send this link to your friend: { $link } — the game starts when they open it.
live-invite-copied = Send this link to your friend (copied): { $link } — the game starts when they open it.
# $invite is live-invite or live-invite-copied; the QR code follows.
live-invite-scan = { $invite } Or let them scan this code:
live-qr = QR code of the room link
live-nobody-hosts = Nobody is hosting this room: the link may be old, or its host has left.
live-nohost-back = Back to the lobby

## Live play: the host's lobby of seats (a game of more than two)

live-lobby-wait = You have seat { $seat } of { $seats }: the game starts when the host presses Start.
# One line per seat: this player's own, a free one, or one a friend has taken.
live-lobby-seat = Seat { $seat }: { $who ->
    [you] you
    [free] free
   *[friend] a friend
}
live-lobby-count = Players in: { $filled } of { $seats }.
live-start = Start

## Live play: who plays ($name is a player's own name or live-seat; $rating a number such as 1523 or 1500?)

# $players is a list of live-player and live-player-rated, separated by commas.
live-playing = Playing: { $players }
live-player = { $name } (seat { $seat })
live-player-rated = { $name } (seat { $seat }, rated { $rating })

## Live play: the buttons, and offers ($who made the offer)

live-rematch = Rematch online
live-resign = Resign
live-resign-confirm = Confirm resign?
live-offer-draw = Offer a draw
live-takeback = Take back
live-accept = Accept
live-decline = Decline
live-asks-draw = { $who } offers a draw.
live-asks-draw-all = { $who } offers a draw: it needs every other player's yes.
live-asks-takeback = { $who } asks to take back their last move.
live-asks-takeback-all = { $who } asks to take back their last move and the replies: it needs every other player's yes.
live-asks-rematch = { $who } offers a rematch, sides swapped.
live-asks-rematch-all = { $who } offers a rematch, everyone one seat on: it needs every other player's yes.
live-declined-draw = { $who } declined a draw.
live-declined-takeback = { $who } declined to take back their last move.
live-declined-takeback-all = { $who } declined to take back their last move and the replies.
live-declined-rematch = { $who } declined a rematch, sides swapped.
live-declined-rematch-all = { $who } declined a rematch, everyone one seat on.
live-withdrawn-draw = { $who } reconnected: the draw offer is dropped. Ask again if you still want it.
live-withdrawn-takeback = { $who } reconnected: the takeback request is dropped. Ask again if you still want it.
live-withdrawn-rematch = { $who } reconnected: the rematch offer is dropped. Ask again if you still want it.
# $seconds is a number of seconds.
live-away = Your friend has been away for { $seconds } s.
live-claim = Claim the game
live-keep-waiting = Keep waiting

## Live play: rock, paper, scissors (who begins a side game)

live-hands-others = The players choose their hands.
live-hands-choose = Rock, paper, scissors: choose your hand (hidden until both have chosen).
# A hand's button.
live-hand = { $hand ->
    [rock] Rock
    [paper] Paper
   *[scissors] Scissors
}
live-hand-chosen = You chose { $hand ->
    [rock] rock
    [paper] paper
    [scissors] scissors
   *[other] { $hand }
}: waiting for your friend's hand.

## Live play: the chat and the player's name

# A line of the chat: $who said $text.
live-chat-line = { $who }: { $text }
live-chat-placeholder = Chat
live-chat-label = Chat with your friend
live-chat-send = Send
live-chat-mute = Mute chat
# Canned phrases: each player sees them in their own language.
live-phrase-good-luck = Good luck!
live-phrase-good-game = Good game!
live-phrase-thanks = Thanks!
live-name-placeholder = Your name
live-name-label = Your name, shown to the other players
live-name-save = Save name
# $max is the most characters a name may have.
live-name-length = A name is 1 to { $max } characters.
live-name-saved = The others see you as { $name }.

## Live play: quick pairing, why the search goes on

# A reason in the page's sentence "The pairing server cannot be reached (…)".
live-pairing-closed = it closed the connection
live-pairing-ended = the connection ended
live-pairing-left = The player found left before the game began: looking again…
live-pairing-silent = The player found did not answer: looking again…
live-pairing-unopened = This game could not be opened: looking again…
live-pairing-wrong-seat = The seat given is not the one drawn (seat { $seat }): looking again…
live-pairing-player-left = A player left while the game was starting: looking again…
live-pairing-no-start = The game with the player found did not start: looking again…
# $why is live-pairing-error-*.
live-pairing-again = Looking again: { $why }.

## Live play: why pairing cannot go on ($why of live-pairing-again, live-could-not-start).
## $text and $value are text as they came (clipped); $game is a game's name.

# $why is live-pairing-error-not-at-start, live-pairing-error-too-many-seats or the engine's reason (error-*).
live-pairing-error-game = this game cannot be paired: { $why }
live-pairing-error-not-a-room = '{ $text }' is not a pairing room
live-pairing-error-other-version = the other player's page speaks version { $theirs } of the live protocol, this one { $ours }: one of you should reload the page for the newest version
# A field of a pairing room's id.
live-pairing-error-bad-field = a pairing room with a bad { $field ->
    [version] version
    [game] game
    [seats] seats
    [clock] clock
    [options] options
    [rating-band] rating band
   *[salt] salt
} '{ $value }'
# $what is one of the four below, live-pairing-error-not-at-start, live-pairing-error-too-many-seats or the engine's reason.
live-pairing-error-mismatch = the player found opened another game than the one chosen ({ $what })
live-pairing-error-seats = { $game } for { $seats } players
# $clock is a time control such as 3+2.
live-pairing-error-clock = clock { $clock }
live-pairing-error-untimed = no clock
# $options are the options as a record writes them.
live-pairing-error-options = options '{ $options }'
live-pairing-error-not-at-start = a paired game begins at the start
live-pairing-error-too-many-seats = too many seats
# $why is live-refusal-*.
live-pairing-error-refused = the player found sent a message that was refused: { $why }
live-pairing-error-left = a player left while the seats were being drawn

## The profile module (src/bin/profile/): the profile panel, the rating lines of the banner
## after a rated game, the charts, import and export, the damaged-profile notices

profile-title = Profile
profile-close = Close the profile
# The banner after a game that could not be rated; $reason is a sentence without its final full stop.
profile-not-rated = This game was not rated. { $reason }.
profile-aside-discarded = The damaged profile was discarded.
profile-name-saved = Saved: you go by { $name }.
profile-imported = Imported the profile of { $name }.
profile-file-unreadable = That file could not be read. Your profile is unchanged.
# Why a profile kept aside was not used, when it can be read after all (shown as $reason in profile-aside).
profile-aside-reads-now = it reads now; export it from here and import it to use it
profile-save-refused = The stored profile could not be read, and could not be kept aside (this browser's storage is full or turned off); nothing was changed.
profile-save-failed = The profile could not be kept: this browser's storage is full or turned off.
profile-name-save-failed = The name could not be kept: this browser's storage is full or turned off.
profile-no-game-id = a rated game needs its id
# The name of the rating in the banner's line, $label of profile-rating-change.
profile-rating = Rating
# $line is the banner's rating line (profile-rating-change); $reason says why, in the engine's words.
profile-rated-anew = { $line }. Your stored profile could not be read ({ $reason }); it is kept aside and a new one started: see Profile.
profile-import-refused = That file was not imported ({ $reason }). Your profile is unchanged.
profile-import-too-large = That file was not imported: a profile is at most { $size } KB. Your profile is unchanged.
# The name of a new profile, until the player chooses one.
profile-newcomer = Player
# A rating ("1437", "25.0"); $provisional is yes while few games stand behind it.
profile-rating-value = { $provisional ->
    [yes] { $rating } (provisional)
   *[no] { $rating }
}
# A change of rating: $label is the rating's name (profile-rating), $after a profile-rating-value.
profile-rating-change = { $label } { $before } → { $after }

## The profile panel: the rating pools of each game

profile-pool-computer = Against the computer
profile-pool-puzzles = Puzzles
# Live games between two people, by the clock: $class is blitz, rapid, classical or untimed.
profile-pool-live = Online, { $class }
# Live games at a table of $count (3 or 4).
profile-pool-table = Online, { $count } players
# A stored profile that could not be read; followed by the buttons profile-aside-download and profile-aside-discard.
profile-aside = A profile stored on this device could not be read ({ $reason }). It is kept aside, not used.
profile-aside-download = Download it
profile-aside-discard = Discard it
profile-name = Name
profile-name-save = Save name
profile-name-about = The same name is shown to the other players in online games.
profile-none-yet = No rated games or puzzles yet.
# A pool's line: $pool its name, $rating a profile-rating-value (in bold), $count the games played in it.
profile-pool-games-line = { $pool }: { $rating } · { $count ->
    [one] { $count } game
   *[other] { $count } games
}
profile-pool-puzzles-line = { $pool }: { $rating } · { $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
}
profile-counts = Rated games: { $games } · Puzzles: { $solved } solved, { $failed } failed
# A chart's description for screen readers: $lines lists each pool's name in lower case and its rating.
profile-chart-label = { $game } rating history: { $lines }
# The chart's axes.
profile-chart-rating = Rating
profile-chart-games = Games played in the pool
profile-export = Export
profile-import = Import
profile-export-about = Export downloads your profile as a file, to keep or to import on another device. Import replaces the profile on this device with the file's.

## The profile: why a rating, a game to rate or a profile file is refused (the $reason of
## profile-not-rated, profile-rated-anew, profile-import-refused and profile-aside; a name's
## refusal is shown as a sentence). A pool is shown by its key ("gyges.live.blitz"); quoted text
## is the file's own, clipped.

# $field is rating, deviation, volatility or uncertainty; $value the number as it came.
profile-reason-implausible = implausible { $field }: { $value }
profile-reason-no-pool = no rating pool for { $game } with { $seats } players
profile-reason-seats = a table is rated with 2 to 4 players, not { $found }
profile-reason-ranks = placings need one rank per player, each from 1 to the number of players
# $index counts from 0, as the line does.
profile-reason-no-such-seat = player { $index } is not one of the { $seats } players
profile-reason-wrong-system = the pool { $pool } takes the other kind of rating
profile-reason-wrong-pool = the pool { $pool } is not for this kind of result
profile-reason-name = a name is 1 to { $most } characters, none of them a control character
# A game to rate is a line the live module writes: pool, seat, placings (ranks), claimed ratings.
profile-reason-garbled = a game to rate that does not read: { $detail }
profile-reason-garble-no-such-pool = no such pool
profile-reason-garble-no-seat = no seat
profile-reason-garble-no-ranks = no ranks
profile-reason-garble-rank-number = a rank is a number
profile-reason-garble-no-claims = no claims
profile-reason-garble-extra-parts = more than four parts
profile-reason-garble-per-seat = one rank and one claim per seat, this device's among them
profile-reason-garble-claim-numbers = a claim is numbers
profile-reason-garble-claim-count = a claim has two or three numbers
profile-reason-too-large = a profile file is at most { $most } bytes; this one is { $bytes }
profile-reason-not-text = a profile file is UTF-8 text
# $detail is one of the profile-reason-* below (or above, for a refused value).
profile-reason-line = profile, line { $line }: { $detail }
profile-reason-no-name = the profile has no name line
profile-reason-header = a profile starts with 'gboards-profile 1'
profile-reason-version = version '{ $version }' of the profile format is not one this app reads (it reads 1)
profile-reason-unknown-item = unknown item '{ $item }'
profile-reason-fields = expected { $expected } fields, found { $found }
profile-reason-number = '{ $text }' is not a number
profile-reason-unknown-pool = unknown rating pool '{ $key }'
profile-reason-unknown-game = unknown game '{ $name }'
profile-reason-again = said already on an earlier line
profile-reason-history-full = more than { $most } points for one pool
profile-reason-history-order = a point's game number must be above the one before it
profile-reason-no-rating = points for a pool with no rating line

## The rules pane (www/rules/<game>.html): each element's text, markup included where it is
## marked data-l10n-html, and the diagrams' ARIA labels.

### Gygès (www/rules/gyges.html)

rulebook-gyges-goal-title = Goal
rulebook-gyges-goal = Be the first to move a ring into the goal on your opponent's side. South plays up the board toward goal N, North plays down toward goal S.
rulebook-gyges-rings-title = The rings belong to nobody
rulebook-gyges-rings = There are twelve rings: four singles (one circle), four doubles and four triples. Each player places six of them, one at a time in turn, on their own first row. After that, a ring is not yours or mine: you may move any ring in your <em>playable row</em>, the row with rings that is nearest to you.
rulebook-gyges-moving-title = Moving
rulebook-gyges-moving = A ring moves exactly as many squares as it has circles: one, two or three. It goes straight or turns between squares, but never diagonally, and it may not run along the same line between two squares twice in one move. The squares it crosses must be empty.
rulebook-gyges-move-diagram =
    .aria-label = A double ring can reach five squares
rulebook-gyges-bouncing-title = Bouncing
rulebook-gyges-bouncing = If the last square of a run holds a ring, the moving ring lands on it and at once makes a new run, as long as the ring it landed on: land on a triple and you go three more. Bounces can chain again and again. In the app, click the ring you landed on to continue; the next possible squares light up.
rulebook-gyges-bounce-diagram =
    .aria-label = A single bounces on a triple and goes on three squares
rulebook-gyges-winning-title = Winning
rulebook-gyges-winning = A ring on the row farthest from you may step into the goal beyond it, but only as the last step of a run. That wins the game. You can never enter your own goal.
rulebook-gyges-blocked-title = Blocked rows, passing and draws
rulebook-gyges-blocked = If no ring of your nearest row can move, play from the next row with rings instead. If nothing can move at all you pass; two passes in a row are a draw. In the lobby you can also make three repetitions of a position a draw.
rulebook-gyges-advanced-title = Advanced rule (option)
rulebook-gyges-advanced = When a run ends on a ring you may <em>replace</em> it instead of bouncing: your ring stays there, and you put the ring you landed on anywhere empty, except beyond your opponent's playable row. In the app, click the landed-on ring a second time, then click the square to drop it on.

### Table Gype (www/rules/gype.html)

rulebook-gype-goal-title = Goal
rulebook-gype-goal = Each player has eight dice on a Home Row at the edge of the cloth. Bring all eight across to the Home Row opposite. The first to do it wins.
rulebook-gype-faces-title = A die is its face
rulebook-gype-faces = Whatever a die shows on top says how it moves. Directions are seen from its owner's side: "forward" is toward that player's goal row.
rulebook-gype-flame = <b>Flame</b>: one step in any of the eight directions.
rulebook-gype-book = <b>Book</b>: one step straight (forward, back or sideways).
rulebook-gype-sword = <b>Sword</b>: one step diagonally.
rulebook-gype-tree = <b>Tree</b>: forward, forward-diagonal, or straight back.
rulebook-gype-hat = <b>Hat</b>: a knight's leap; nothing blocks it.
rulebook-gype-ear = <b>Ear</b>: cannot move at all.
rulebook-gype-jumping-title = Jumping and chains
rulebook-gype-jumping = Instead of stepping, a die may jump over a neighbouring die (anyone's) in one of its directions, onto the empty cell just beyond. After a jump it may jump again, and again, as long as it does not use the same jump twice; it may stop after any jump. In the app, click each landing cell in turn, then click the last one again, press Enter or Done.
rulebook-gype-rolled = When the move is over, every die that was jumped is rolled once and shows a new face. A Hat rolls the dice on the cells it passes over. That is the heart of the game: jumping an enemy Sword may leave it an Ear.
rulebook-gype-jump-diagram =
    .aria-label = South's Flame on d3 is about to jump North's Sword on d4 and land on d5; the Sword is marked to be rolled
rulebook-gype-rolled-diagram =
    .aria-label = After the jump the Flame stands on d5 and the die on d4 has been rolled: it now shows an Ear and cannot move
rulebook-gype-jump-caption = A Flame jumps an enemy Sword (left). When the move ends the Sword is rolled and here comes up an Ear, which cannot move at all (right).
rulebook-gype-chain = In a chain each landing is numbered, and every die jumped so far is marked with a turning arrow: all of them are rolled once the chain stops.
rulebook-gype-chain-diagram =
    .aria-label = South's Book on c2 has jumped to c4 and then to e4; the dice on c3 and d4 are marked to be rolled, and a third jump over e5 to e6 is offered
rulebook-gype-roll-title = Rolling instead of moving
rulebook-gype-roll = Your turn may instead be to roll one of your own dice where it stands, hoping for a better face.
rulebook-gype-where-title = Where dice may go
rulebook-gype-where = Never onto another player's Home Row, except the one you are heading for. A die that ends its turn on its goal row is finished: it stays there (it can still be rolled and jumped). Once a chain has landed in your goal row, any further jumps must stay in it.
rulebook-gype-blocking-title = Blocking
rulebook-gype-blocking = If your goal row is full while you still have dice to bring home, you are blocked. Blocked for several turns in a row (5 by default), you win: the game does not let anyone hold a row shut for ever. The app warns you as the count rises.
rulebook-gype-options-title = Options
rulebook-gype-options = The lobby offers the book's variations: no rolls at all, random or chosen starting faces, chaos (no racing ahead while dice still sit at home), never returning to the start row, how a Hat passes over dice, and the number of blocked turns.

### GIPF (www/rules/gipf.html)

rulebook-gipf-goal-title = Goal
rulebook-gipf-goal = Leave your opponent unable to bring a piece into play: with no pieces left in reserve, or (in the standard game) with no GIPF-piece left on the board.
rulebook-gipf-move-title = A move
rulebook-gipf-move = Take a piece from your reserve, put it on one of the dots around the edge, and push it one step along a line onto the board. Any pieces in the way slide one spot further. A line that is full to the far end cannot be pushed into. In the app, click a dot, then the arrow (or the spot it points to); a ghost shows what will move.
rulebook-gipf-push-diagram =
    .aria-label = A piece pushed in from the dot e1 shifts the three pieces on the e-line one spot up
rulebook-gipf-rows-title = Rows of four
rulebook-gipf-rows = Four or more of your pieces in a line make a row. The row, and any pieces that continue it without a gap (of either colour), come off the board: your own go back to your reserve, your opponent's are captured for good. You may leave GIPF-pieces standing, one by one. If a move makes rows for both players, the mover removes first. Your opponent removes rows of their own colour at the start of their turn.
rulebook-gipf-row-diagram =
    .aria-label = Four White pieces in a row and the Black piece continuing it are all marked for removal
rulebook-gipf-pieces-title = GIPF-pieces
rulebook-gipf-pieces = A GIPF-piece is two pieces stacked. In the standard game each player starts with three; lose them all and you lose. In the tournament game you bring them in yourself at the start, as many as you dare.
rulebook-gipf-piece-diagram =
    .aria-label = In a row of four, the White GIPF-piece on e4 is ringed: it may stay while the others go
rulebook-gipf-potentials-title = Potentials
rulebook-gipf-potentials = A potential is a token from another game of the GIPF Project, carried into play on a piece. Using one is your whole turn, and then it stays on the board as a used piece:
rulebook-gipf-tamsk = <b>TAMSK</b>: when pushed onto the centre spot, it gives its owner an extra move.
rulebook-gipf-zertz = <b>ZÈRTZ</b>: jumps over one or more pieces in a line.
rulebook-gipf-yinsh = <b>YINSH</b>: slides along a line to any empty spot.
rulebook-gipf-dvonn = <b>DVONN</b>: jumps onto a neighbouring enemy piece and claims the spot.
rulebook-gipf-punct = <b>PÜNCT</b>: jumps onto an enemy PÜNCT or GIPF-piece. Taking over a GIPF-piece is our interpretation of a rule the published text leaves open.
rulebook-gipf-challenges-title = Challenges
rulebook-gipf-challenges = With challenges on, a player may contest an opponent's potential move. A side game settles it: rock-paper-scissors, a whole game of Gygès or Table Gype played on this screen (the lobby's choice; the player who made the potential move picks who starts), or a result you report from a game played elsewhere. Win or tie and the move stands; lose and the potential leaves the game and you choose another move.

## Puzzles and lessons: the study module (src/bin/study/). Game names ($game) are not
## translated; $error is the engine's or the browser's reason, in English; moves ($action,
## $replies, $refutation) are notation.

## The page side (src/bin/study/page.rs)
study-page-cannot-start = The study module could not start ({ $error }).
study-page-unreadable = The study module sent something the page cannot read.
study-page-stopped = The study module stopped: { $error }
study-page-no-lesson-screen = The lesson screen could not be built ({ $error }).
study-page-opening = Opening the puzzle…
study-not-a-command = The study module was sent something that is not a command.

## The puzzle bar (src/bin/study/page/puzzle_bar.rs)
study-bar-hint = Hint
study-bar-try-again = Try again
study-bar-next = Next puzzle
# Before the menu of themes.
study-bar-theme = Theme
study-bar-all-puzzles = All puzzles
# A theme in the menu: its name and how many puzzles have it.
study-bar-theme-choice = { $theme } ({ $count })
study-bar-no-themes = The puzzle themes could not be listed ({ $error }).

## Puzzle themes (src/bin/study/said.rs). A puzzle's length, also used in sentences ("win in
## 3 moves", "2 moves left"): GIPF counts turns (a move and its row removals).
study-theme-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
study-theme-turns = { $count ->
    [one] { $count } turn
   *[other] { $count } turns
}
study-theme-win = Win the game
study-theme-material = Win material
study-theme-straight = No bounce
study-theme-one-bounce = One bounce
study-theme-bounce-chain = Bounce chain
study-theme-replacement = Replacement
study-theme-step = Step
study-theme-jump = One jump
study-theme-jump-chain = Jump chain
study-theme-hat-leap = Hat leap
study-theme-roll = Roll in place
study-theme-row-at-once = Row at once
study-theme-quiet = Quiet first move
study-theme-no-game = There is no game '{ $game }' to pick a theme in.
study-theme-unknown = There is no puzzle theme '{ $theme }'; every puzzle is offered.

## A puzzle (src/bin/study/session.rs). $length is study-theme-moves or study-theme-turns.
# The goal of a puzzle, inside study-puzzle-open.
study-puzzle-goal-win = win in { $length }
study-puzzle-goal-capture = capture { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
} more than you lose (or win) in { $length }
study-puzzle-goal-gype = finish or block in { $length }
study-puzzle-open = { $game } puzzle { $number }: { $goal }. Your side is at the bottom; you move first.
study-puzzle-file-unread = A puzzle file could not be read: { $error }
# $why: one of the reasons below, or the engine's.
study-puzzle-cannot-open = That puzzle cannot be opened: { $why }.
study-puzzle-no-retry = there is no puzzle to try again
study-puzzle-none-loaded = no puzzles are loaded
study-puzzle-none-with-theme = no { $game } puzzle has the theme { $theme }
study-puzzle-none = there are no { $game } puzzles
study-puzzle-bad-id = '{ $id }' names no puzzle (they are named like gyges-17)
study-puzzle-out-of-range = there are { $count } { $game } puzzles, so { $id } is not one
study-puzzle-none-open = No puzzle is open.
study-puzzle-try-over = This try is over: press Try again or Next puzzle.
study-puzzle-out-of-step = The board was out of step with the puzzle ({ $error }); it starts again.
study-puzzle-solved = Solved! { $action } wins.
study-puzzle-solved-material = Solved! { $action } wins the material.
study-puzzle-streak-grows = Your streak grows.
# $themes: the puzzle's themes (study-theme-*), separated by " · ".
study-puzzle-themes = Themes: { $themes }.
study-puzzle-right-goes-on = Right. Your turn goes on; { $left } left.
study-puzzle-right-reply = Right. The reply: { $replies }. { $left } left.
study-puzzle-wrong-wins = Not that one: { $action } lets the win go, and { $refutation } wins for the other side.
study-puzzle-wrong-no-win = Not that one: { $action } lets the win go. The refutation: { $refutation }, and there is no forced win any more.
study-puzzle-press-try-again = Press Try again.
study-puzzle-no-win-left = No winning move is left from here: press Try again.
study-puzzle-no-hint = No hint: { $error }.
study-puzzle-hint-piece = Hint: the piece to move is highlighted. Press Hint again for the move.
study-puzzle-hint-move = Hint: play { $action }.

## The puzzle streak and ratings (src/bin/study/session.rs, rating.rs). $rating, $after: a
## rating as the profile writes it (profile-rating-value).
study-streak = Streak { $streak } · best { $best } · solved { $solved }
study-streak-reset = Streak { $streak } · best { $best } · solved { $solved }. { $why }
study-streak-unread = Your stored puzzle streak could not be read ({ $error }); it starts again from zero.
study-rating-yours = Your { $game } puzzle rating: { $rating }
study-rating-tried-before = Puzzle rating { $rating }: this puzzle was tried here before, so it does not count again
study-rating-change = Puzzle rating { $before } → { $after }
study-rating-profile-aside = Your stored profile could not be read ({ $error }); it is kept aside, and a new one starts: see Profile in the lobby.
study-rating-unread = The stored puzzle ratings could not be read ({ $error }); the puzzles start again from their lengths.
# Inside study-rating-unread.
study-rating-line = line { $line }: { $error }
study-rating-expected = expected an id and three numbers

## Lessons (src/bin/study/lesson.rs). The lower-case reasons are said on their own with a
## capital and a full stop.
study-learn-not-loaded = the { $game } lessons are not loaded
study-learn-unreadable = the { $game } lessons could not be read ({ $error })
study-learn-wrong-file = the { $game } lesson file teaches { $teaches }
study-learn-bad-name = '{ $name }' names no lesson (they are named like gyges-1)
study-learn-out-of-range = there are { $count } { $game } lessons, so { $name } is not one
study-learn-none-open = no lesson is open
study-learn-steps = this lesson has steps 1 to { $steps }
study-learn-cannot-show = this step cannot be shown ({ $error })
study-learn-nobody-to-act = nobody is to act
study-learn-no-seed = no seed rolls its dice the same way
study-learn-progress-unread = Your stored { $game } lesson progress could not be read ({ $error }); it starts again.
# Inside study-learn-progress-unread: $text is what was stored.
study-learn-progress-not-number = '{ $text }' is not a number from 1 to { $max }
study-learn-progress-not-item = '{ $text }' is not lesson:steps
study-learn-progress-reset = Your { $game } lesson progress is reset.
study-learn-no-lessons = There are no lessons for '{ $game }'.
study-learn-fetch-failed = The { $game } lessons could not be fetched ({ $error }); try again when online.
# The status line under the board.
study-learn-watch = Watch the demonstration.
study-learn-right-press-next = Right. Press Next to go on.
study-learn-set-back = Not that: the position is set back. Try again.
study-learn-no-step-open = No lesson step is open.
study-learn-step-done = This step is done: press Next.
study-learn-demonstration-seen = That was the demonstration.
# A step's praise and hint where the lesson file gives none.
study-learn-right = Right.
study-learn-missed = That is legal, but it is not what this step asks.
# After the lesson's last step: the praise, then one of these two, then study-learn-next-or-all
# or study-learn-was-last. $title is the lesson's title.
study-learn-complete = Lesson complete: { $title }, { $done } of { $steps } steps.
study-learn-last-step = The last step of { $title }: { $done } of { $steps } steps done; the others are open above.
study-learn-next-or-all = Next lesson, or all lessons?
study-learn-was-last = That was the last lesson.
study-learn-is-demonstration = This step is a demonstration: press Replay to watch it again.
study-learn-any-move = Any legal move will do here.
study-learn-like-this = Like this: { $action }.
study-learn-no-hint = No hint for this step.

## The lessons' map (src/bin/study/page/lesson_screen/map.rs)
study-map-title = Learn { $game }
study-map-game-lessons = { $game } lessons
study-map-all-games = All games
study-map-reset = Reset progress
study-map-reset-again = Press again to reset your progress
study-map-failed = The lessons' map could not be shown ({ $error }).
# Read out after the lesson's number (or its tick).
study-map-lesson = Lesson { $number }:
study-map-lesson-complete = Lesson { $number }, complete:
# Read out after "3/5".
study-map-steps-done = steps done

## The step's bar (src/bin/study/page/lesson_screen/step_bar.rs)
study-step-to-map = All { $game } lessons
study-step-lesson = Lesson { $number }: { $title }
study-step-heading = Step { $step } of { $steps }: { $title }.
study-step-list = Steps of the lesson
study-step-dot = Step { $step }
study-step-dot-done = Step { $step }, done
study-step-next = Next
study-step-next-lesson = Next lesson
study-step-show-me = Show me
study-step-replay = Replay
study-step-all = All lessons

## The lessons (www/lessons/<game>.txt, src/bin/study/said.rs: lesson_id): the lesson file is the
## English; study-lesson-<game>-<lesson>-<field> and study-lesson-<game>-<lesson>-<step>-<field>
## (numbers from 1) are its lines, looked up by id. Moves and squares are notation.

## Gygès (www/lessons/gyges.txt)
study-lesson-gyges-1-title = First moves
study-lesson-gyges-1-about = Place your pieces, then move one: a piece walks exactly as many squares as it has rings.
study-lesson-gyges-1-1-title = Setting up
study-lesson-gyges-1-1-say = Before the game, each player puts pieces one at a time on the row nearest to them. You are South: put any piece on rank 1.
study-lesson-gyges-1-1-praise = Good. The pieces belong to nobody: whoever stands nearest may move them.
study-lesson-gyges-1-2-title = A single ring walks one square
study-lesson-gyges-1-2-say = A piece with one ring moves exactly one square, straight ahead, back or sideways; never diagonally. Move the single on c1.
study-lesson-gyges-1-2-praise = Right: one ring, one square.
study-lesson-gyges-1-3-title = A double walks exactly two
study-lesson-gyges-1-3-say = A double moves exactly two squares, and it may turn between them. It may not stop after one. Move the double on c1.
study-lesson-gyges-1-3-praise = Right: two rings, two squares, no more and no less.
study-lesson-gyges-1-4-title = A triple walks exactly three
study-lesson-gyges-1-4-say = A triple moves exactly three squares. Take it three squares straight ahead, to c4.
study-lesson-gyges-1-4-hint = That is three squares, but not straight ahead to c4.
study-lesson-gyges-1-4-praise = Exactly three.
study-lesson-gyges-1-5-title = The nearest row moves
study-lesson-gyges-1-5-say = You must move a piece from the row nearest to you that has pieces: here rank 1. The triple on c3 has to wait.
study-lesson-gyges-1-5-praise = Right: the nearest row always moves first.
study-lesson-gyges-1-6-title = Watch a game begin
study-lesson-gyges-1-6-say = Both rows are full, so the game begins: whoever placed the last piece moves first, here South. Watch South bounce off the triple on b1, then North answer.
study-lesson-gyges-2-title = Bounces and the goal
study-lesson-gyges-2-about = Landing on a piece makes you move again; enter the far goal to win.
study-lesson-gyges-2-1-title = Bounce
study-lesson-gyges-2-1-say = A run may end on another piece. Then you move again at once, as many squares as that piece has rings. Land the single on the double and bounce on.
study-lesson-gyges-2-1-hint = That move stops on an empty square. Land on the double on c2 instead.
study-lesson-gyges-2-1-praise = Bounced: the double sent you two squares further.
study-lesson-gyges-2-2-title = Bounce twice
study-lesson-gyges-2-2-say = Bounces may chain. Land on the double, then on the single, and finish the third run on an empty square.
study-lesson-gyges-2-2-hint = That bounces once. Go from the double on to the single on c4.
study-lesson-gyges-2-2-praise = Two bounces in one move.
study-lesson-gyges-2-3-title = No edge twice
study-lesson-gyges-2-3-say = A move may never cross the same line between two squares twice, in any direction. From a1 you may bounce on the double, but not back over the line you came by. Bounce and land on a4.
study-lesson-gyges-2-3-hint = That move bounces, but it does not land on a4.
study-lesson-gyges-2-3-praise = Right. Going back to b1 through a1 would cross the a1–a2 line twice.
study-lesson-gyges-2-4-title = Into the goal
study-lesson-gyges-2-4-say = The goal lies beyond the far row. A run may enter it only with its very last step. Reach North's goal with the triple: bounce on the other triple.
study-lesson-gyges-2-4-hint = That move does not reach the goal. From c4 the bounce takes three steps: c5, c6 and then the goal.
study-lesson-gyges-2-4-praise = You win: the piece entered the goal.
study-lesson-gyges-2-5-title = Never your own goal
study-lesson-gyges-2-5-say = The goal behind your own row is not for you: a piece never enters it. Move the single on a1.
study-lesson-gyges-2-5-praise = Right. Only the far goal, N for South, wins.
study-lesson-gyges-3-title = When the nearest row is stuck
study-lesson-gyges-3-about = A blocked piece waits; a blocked row hands the move to the next row.
study-lesson-gyges-3-1-title = A blocked piece
study-lesson-gyges-3-1-say = Every step but the last must go to an empty square. The triple on b1 is hemmed in and has no move, but its neighbours in the row still do. Move one of them.
study-lesson-gyges-3-1-praise = Right. The row still has a piece that can move, so the row moves.
study-lesson-gyges-3-2-title = The whole row is blocked
study-lesson-gyges-3-2-say = When no piece of your nearest row can move at all, you play from the next row instead. Every piece on rank 1 is shut in: move one from rank 2.
study-lesson-gyges-3-2-praise = Right. This is the one exception to the nearest row rule.
study-lesson-gyges-4-title = The advanced rule: replacing
study-lesson-gyges-4-about = In the advanced game a run that ends on a piece may take its place instead of bouncing.
study-lesson-gyges-4-1-title = Replace a piece
study-lesson-gyges-4-1-say = With the advanced rule, when your run ends on a piece you may stop there and put that piece somewhere else. Land the single on the double and put the double on a2.
study-lesson-gyges-4-1-hint = That is a legal move, but here the double must go to a2.
study-lesson-gyges-4-1-praise = Replaced: your single took the double's square, and the double went to a2.
study-lesson-gyges-4-2-title = Where a drop may go
study-lesson-gyges-4-2-say = The replaced piece goes to an empty square, never past the row North must play from (here rank 4, where the triple stands). Rank 4 is allowed; your own start square too. Replace the double and drop it on rank 4.
study-lesson-gyges-4-2-hint = That drop is legal but not on rank 4. The farthest you may drop it is North's playable row.
study-lesson-gyges-4-2-praise = Right: rank 4 is as far as a drop may go here.

## Table Gype (www/lessons/gype.txt)
study-lesson-gype-1-title = The six faces
study-lesson-gype-1-about = A die moves as the symbol it shows. Meet the Flame, the Book, the Sword, the Tree, the Hat and the Ear.
study-lesson-gype-1-1-title = The Flame
study-lesson-gype-1-1-say = A die is the face it shows. The Flame steps one cell in any of the eight directions. Step it one cell, any way you like.
study-lesson-gype-1-1-hint = This time, move the Flame one cell instead of rolling it.
study-lesson-gype-1-1-praise = Right: the Flame goes every way, one cell at a time.
study-lesson-gype-1-2-title = The Book
study-lesson-gype-1-2-say = The Book steps straight only: forward, back or sideways, never diagonally. Move it.
study-lesson-gype-1-2-praise = Right: four straight directions.
study-lesson-gype-1-3-title = The Sword
study-lesson-gype-1-3-say = The Sword steps diagonally only. Move it.
study-lesson-gype-1-3-praise = Right: four diagonals.
study-lesson-gype-1-4-title = The Tree
study-lesson-gype-1-4-say = The Tree grows towards your far row: it steps forward straight or diagonally, and backward straight only. It never goes sideways. Move it back one cell.
study-lesson-gype-1-4-hint = The Tree can go back, but only straight back: to e3.
study-lesson-gype-1-4-praise = Right: straight back is the Tree's only way home.
study-lesson-gype-1-5-title = The Hat
study-lesson-gype-1-5-say = The Hat leaps like a knight: two cells one way and one to the side, over anything in between. Leap it.
study-lesson-gype-1-5-praise = Right: the Hat's leap ignores whatever stands between.
study-lesson-gype-1-6-title = The Ear
study-lesson-gype-1-6-say = The Ear only listens: it cannot move. Instead of moving, you may roll one of your dice in place to give it a new face. Roll the Ear.
study-lesson-gype-1-6-hint = That moves the Book. Roll the Ear on e4 instead: 'roll e4'.
study-lesson-gype-1-6-praise = Rolled: the Ear will show a new face. A roll is a whole turn.
study-lesson-gype-2-title = Jumping and rolling
study-lesson-gype-2-about = Jump over any die, chain jumps, and see jumped dice rolled.
study-lesson-gype-2-1-title = Jump
study-lesson-gype-2-1-say = A die (the Hat and the Ear aside) may jump over a neighbour in one of its directions, onto the empty cell just beyond. Any die may be jumped, yours or another player's. Jump the Book over the Tree.
study-lesson-gype-2-1-hint = That is a step. Jump over the Tree on e5 instead.
study-lesson-gype-2-1-praise = Jumped.
study-lesson-gype-2-2-title = The jumped die is rolled
study-lesson-gype-2-2-say = Every die you jump is rolled when your move ends. Watch: the Tree on e5 is jumped and comes up a Flame.
study-lesson-gype-2-3-title = Chains of jumps
study-lesson-gype-2-3-say = After a jump you may jump again, as long as there is a die to jump. Jump three dice in one move.
study-lesson-gype-2-3-hint = That chain stops early: jump the dice on e3, e5 and e7.
study-lesson-gype-2-3-praise = Three jumps, three dice to roll.
study-lesson-gype-2-4-title = No step after a jump
study-lesson-gype-2-4-say = A move is either one step or a chain of jumps, never both. Jump once, and stop there.
study-lesson-gype-2-4-hint = Jump over e3 to e4 and stop.
study-lesson-gype-2-4-praise = Right. From e4 you could jump on, but not step.
study-lesson-gype-2-5-title = Round in a circle
study-lesson-gype-2-5-say = A chain may even end where it began, as long as it never uses the same jump twice. Jump all four dice and come back to e4.
study-lesson-gype-2-5-hint = That chain does not come back to e4. Go round: e6, g6, g4, e4.
study-lesson-gype-2-5-praise = Back home, and four dice will be rolled.
study-lesson-gype-2-6-title = Roll your own die
study-lesson-gype-2-6-say = Any time, instead of moving, you may roll one of your own dice, even a finished one. Roll the Book.
study-lesson-gype-2-6-hint = That is a move. This time, roll the Book: 'roll e4'.
study-lesson-gype-2-6-praise = Rolled. Sometimes a new face is worth a whole turn.
study-lesson-gype-3-title = The Hat passes over
study-lesson-gype-3-about = The Hat never jumps, but the dice it leaps past are rolled.
study-lesson-gype-3-1-title = The Hat rolls what it passes
study-lesson-gype-3-1-say = The Hat's leap passes over the two cells of its long leg, and every die on them is rolled, your own too. Leap so that you pass over e5 and e6.
study-lesson-gype-3-1-hint = That leap passes over empty cells. Leap two up first: to d6 or f6.
study-lesson-gype-3-1-praise = Both dice on e5 and e6 will be rolled.
study-lesson-gype-4-title = Home rows
study-lesson-gype-4-about = Race to the far row, where a die finishes; other players' rows are closed to you.
study-lesson-gype-4-1-title = Foreign rows
study-lesson-gype-4-1-say = The four edge rows are home rows. You may land only on your own two: the start row and the row opposite, rank 9. The side rows a and j are closed to you. Make any first move.
study-lesson-gype-4-1-praise = Right. The side rows belong to West and East, even when nobody sits there.
study-lesson-gype-4-2-title = Reach home
study-lesson-gype-4-2-say = A die that ends its move on your destination row, rank 9, is finished. Bring the Book home.
study-lesson-gype-4-2-hint = That stays on the field. Step forward onto rank 9.
study-lesson-gype-4-2-praise = Home. A finished die never moves again.
study-lesson-gype-4-3-title = Finished dice stay
study-lesson-gype-4-3-say = The Book on e9 is finished: it can still be rolled, and other dice may jump it, but it will never move. Make a move.
study-lesson-gype-4-3-praise = Right: only your unfinished dice move.
study-lesson-gype-5-title = The block rule
study-lesson-gype-5-about = A player who keeps your home row full for too long loses the race.
study-lesson-gype-5-1-title = Blocked for five turns
study-lesson-gype-5-1-say = South has a die home, a die still to bring, and North's dice fill the rest of South's home row. Each turn South starts like that counts; the fifth wins for South. Watch North move and South win by the block rule.
study-lesson-gype-6-title = Variants
study-lesson-gype-6-about = The rulebook's options, from no chance at all to four players.
study-lesson-gype-6-1-title = No rolls
study-lesson-gype-6-1-say = With rolls off there is no chance at all: jumped dice keep their face and nobody rolls. Jump the Tree.
study-lesson-gype-6-1-hint = Jump over the Tree on e5.
study-lesson-gype-6-1-praise = Right, and the Tree stays a Tree.
study-lesson-gype-6-2-title = The wider Hat
study-lesson-gype-6-2-say = With hat_pass=rect the Hat passes over all four inner cells of the box its leap spans. Leap two right and one up, and four dice will be rolled.
study-lesson-gype-6-2-hint = That leap is not two right and one up. Leap to g5.
study-lesson-gype-6-2-praise = Right: f4, g4, e5 and f5 are all passed over.
study-lesson-gype-6-3-title = No way back
study-lesson-gype-6-3-say = With return_home=never a die that has left its start row may never land on it again. Move the Book.
study-lesson-gype-6-3-praise = Right: rank 0 is behind you for good.
study-lesson-gype-6-4-title = Chaos
study-lesson-gype-6-4-say = With chaos on, while any of your dice still stands on your start row, none of them may land in the far half of the board. Move the Book on e4.
study-lesson-gype-6-4-praise = Right: the Book on c0 holds everyone back.
study-lesson-gype-6-5-title = Four players
study-lesson-gype-6-5-say = With three or four players the same rules hold, each player racing to the row opposite. West races to the east row, so its forward points towards the j file. Move West's Tree forward.
study-lesson-gype-6-5-hint = A West Tree grows to the right: e4, e5 or e3. Straight back is c4.
study-lesson-gype-6-5-praise = Right: forward is always towards the row opposite your start.

## GIPF (www/lessons/gipf.txt)
study-lesson-gipf-1-title = Bringing pieces in
study-lesson-gipf-1-about = Every turn you bring one piece in from the edge, pushing whatever stands in the way.
study-lesson-gipf-1-1-title = Onto an empty spot
study-lesson-gipf-1-1-say = Each turn you take a piece from your reserve, put it on one of the dots around the board and push it onto the spot next to it. If that spot is empty, the piece simply stops there. Bring a piece onto any empty spot on the edge.
study-lesson-gipf-1-1-praise = Right. Only the spots next to the dots can be reached directly.
study-lesson-gipf-1-2-title = Pushing
study-lesson-gipf-1-2-say = If the spot next to the dot is taken, your piece pushes the pieces in its way one spot along the line, up to the first gap. Push in from e1: your GIPF-piece on e2 moves up to e3.
study-lesson-gipf-1-2-hint = That is a legal move, but push from the dot e1 this time.
study-lesson-gipf-1-2-praise = Pushed: the move is written from the dot to where the farthest pushed piece ends.
study-lesson-gipf-1-3-title = A full line
study-lesson-gipf-1-3-say = A line with no empty spot left cannot be pushed. The line from e1 to e9 is full. Bring a piece in somewhere else.
study-lesson-gipf-1-3-praise = Right: the full line is closed in both directions.
study-lesson-gipf-2-title = Rows
study-lesson-gipf-2-about = Four of your colour in a line come off the board, and take their neighbours with them.
study-lesson-gipf-2-1-title = Make a row and remove it
study-lesson-gipf-2-1-say = Four or more pieces of your colour in a line make a row. You take the row off the board, and your pieces go back to your reserve. Make a row of four and remove it.
study-lesson-gipf-2-1-hint = That move makes no row. Complete the line c3, c4, c5.
study-lesson-gipf-2-1-praise = Row removed: your four pieces are back in your reserve.
study-lesson-gipf-2-2-title = Capture the extension
study-lesson-gipf-2-2-say = Pieces of any colour that continue the row without a gap go with it. Your own go back to your reserve; the opponent's are captured and leave the game. Make the row and capture the black piece on c6.
study-lesson-gipf-2-2-hint = That captures nothing. Complete the row c2 to c5: c6 continues it.
study-lesson-gipf-2-2-praise = Captured: Black has one piece fewer for the rest of the game.
study-lesson-gipf-2-3-title = GIPF-pieces may stay
study-lesson-gipf-2-3-say = A GIPF-piece (two pieces stacked) counts as one in a row, and when its row is taken off you may leave it standing. Make the row, and keep your GIPF-piece on the board.
study-lesson-gipf-2-3-hint = Your GIPF-piece went with the row. Remove the row but leave the GIPF-piece on c5.
study-lesson-gipf-2-3-praise = Kept: a GIPF-piece on the board is worth keeping.
study-lesson-gipf-3-title = Versions
study-lesson-gipf-3-about = Basic, standard and tournament GIPF differ in their pieces and in how you lose.
study-lesson-gipf-3-1-title = Basic: no piece, no move
study-lesson-gipf-3-1-say = In the basic game every piece is a single one, and you lose when you must bring a piece in and have none left. Black's reserve is empty. Watch White move; Black then cannot.
study-lesson-gipf-3-2-title = Standard: the last GIPF-piece
study-lesson-gipf-3-2-say = In the standard game each player starts with three GIPF-pieces, and whoever loses the last of them loses the game. Black's only GIPF-piece continues your line. Make the row and take it off with the row.
study-lesson-gipf-3-2-hint = You left Black's GIPF-piece on the board. When you remove the row, take c6 with it.
study-lesson-gipf-3-2-praise = You win: Black has no GIPF-piece left.
study-lesson-gipf-3-3-title = Tournament: GIPF-pieces first
study-lesson-gipf-3-3-say = The tournament game starts on an empty board. Your first piece must be a GIPF-piece, and you may bring in more of them until your first single piece. Bring in a GIPF-piece: write G before the spot.
study-lesson-gipf-3-3-praise = Right. Each GIPF-piece you bring in is one more life, and two pieces from your reserve.
study-lesson-gipf-4-title = Potentials
study-lesson-gipf-4-about = The five potentials, each a piece that can make one special move.
study-lesson-gipf-4-1-title = A loaded piece
study-lesson-gipf-4-1-say = A potential enters the board on top of a basic piece, as a loaded piece, with an ordinary move, and all of yours come in before your first plain piece. Bring in your YINSH-potential: write Y before the move.
study-lesson-gipf-4-1-hint = That is a plain piece, and your potential would be lost. Write Y before the move, such as Yc2.
study-lesson-gipf-4-1-praise = Loaded. Now the YINSH-potential waits on the board for its moment.
study-lesson-gipf-4-2-title = YINSH
study-lesson-gipf-4-2-say = Using a potential is a whole turn. YINSH slides the potential along a line to any empty spot, passing no piece. Use the YINSH-potential on f5.
study-lesson-gipf-4-2-hint = That is not the YINSH-potential. Use Yf5>…, f7 for example.
study-lesson-gipf-4-2-praise = The potential slid away, and a plain piece stays on f5.
study-lesson-gipf-4-3-title = ZÈRTZ
study-lesson-gipf-4-3-say = ZÈRTZ jumps over one or more pieces in a line, onto the first empty spot beyond. Jump the ZÈRTZ-potential on d4 over e5 and f5.
study-lesson-gipf-4-3-hint = Use the ZÈRTZ-potential on d4.
study-lesson-gipf-4-3-praise = Over two pieces in one jump.
study-lesson-gipf-4-4-title = DVONN
study-lesson-gipf-4-4-say = DVONN climbs onto a neighbouring basic piece of the opponent: while it sits on top, the spot is yours. Climb onto e5, and take the row it makes.
study-lesson-gipf-4-4-hint = Use the DVONN-potential on d4: Dd4>e5.
study-lesson-gipf-4-4-praise = The spot e5 turned white, made your row, and Black's piece came back from beneath.
study-lesson-gipf-4-5-title = PÜNCT
study-lesson-gipf-4-5-say = PÜNCT jumps onto a neighbouring GIPF-piece of the opponent (or its PÜNCT-loaded piece). A GIPF-piece taken over becomes yours. Take over the black GIPF-piece on e5.
study-lesson-gipf-4-5-hint = Use the PÜNCT-potential on d4: Pd4>e5.
study-lesson-gipf-4-5-praise = Black's GIPF-piece is now yours.
study-lesson-gipf-4-6-title = TAMSK: the extra move
study-lesson-gipf-4-6-say = When a push brings your TAMSK-stack onto the centre spot e5, you may take the potential off and bring it in again as an extra move, in the same turn. Push from e1 to bring the stack onto e5, then make the extra move: write t before it.
study-lesson-gipf-4-6-hint = You declined the extra move. After e1-e5, bring the TAMSK-potential in again, for example th3.
study-lesson-gipf-4-6-praise = Two moves in one turn.
study-lesson-gipf-4-7-title = TAMSK: nothing in between
study-lesson-gipf-4-7-say = The regular move and the extra move are one turn, and nothing is removed in between. Push from e1: it makes a row and brings your stack to the centre. Make the extra move first, then take the row.
study-lesson-gipf-4-7-hint = Your turn ended without a row removed. Push from e1, make the extra move, then remove the row.
study-lesson-gipf-4-7-praise = Right: the row waited until your extra move was made.
study-lesson-gipf-4-8-title = TAMSK: extra move first
study-lesson-gipf-4-8-say = Black has pushed your TAMSK-stack onto e5, so your extra move comes first, before your regular move. Make the row c2 to c5 with the extra move, play h3, then remove the row.
study-lesson-gipf-4-8-hint = Your turn ended without a row removed. Start with the extra move tc2.
study-lesson-gipf-4-8-praise = Right: the row made by the extra move waited for the regular move.
study-lesson-gipf-5-title = Ultimate GIPF
study-lesson-gipf-5-about = All five potentials in one game.
study-lesson-gipf-5-1-title = GIPF-pieces come first
study-lesson-gipf-5-1-say = Ultimate GIPF starts on an empty board with 21 pieces and 15 potentials each, three of every type. As in the tournament game, begin with a GIPF-piece.
study-lesson-gipf-5-1-praise = Right. Then come the loaded pieces, and last the plain ones.
study-lesson-gipf-5-2-title = Then the potentials
study-lesson-gipf-5-2-say = With your GIPF-pieces in, bring in the potentials, each on a basic piece. A plain piece now would lose every potential still in your hand. Bring in a ZÈRTZ-potential.
study-lesson-gipf-5-2-hint = Bring in a ZÈRTZ-potential: write Z before the move, such as Zc2.
study-lesson-gipf-5-2-praise = Loaded. Fourteen to go.
study-lesson-gipf-6-title = Challenges and side games
study-lesson-gipf-6-about = With combining games, a potential move can be challenged and settled by a side game.
study-lesson-gipf-6-1-title = Announce a potential move
study-lesson-gipf-6-1-say = When challenges are on, using a potential is first announced: your opponent may let it be, or challenge it. Announce the DVONN move onto e5.
study-lesson-gipf-6-1-hint = Use the DVONN-potential on d4: Dd4>e5.
study-lesson-gipf-6-1-praise = Announced. Now Black decides.
study-lesson-gipf-6-2-title = Challenge it
study-lesson-gipf-6-2-say = You play Black now. White has announced a DVONN move. You have three challenges in the game: challenge this one.
study-lesson-gipf-6-2-hint = You let the move be played. Challenge it instead.
study-lesson-gipf-6-2-praise = Challenged: a side game decides.
study-lesson-gipf-6-3-title = A side game of rock-paper-scissors
study-lesson-gipf-6-3-say = The challenged player chooses who starts the side game; a win or a tie lets the move stand. Watch: Black challenges, White starts, rock beats scissors, and the DVONN move is played.
study-lesson-gipf-6-4-title = A lost side game
study-lesson-gipf-6-4-say = A side game may be a whole game of Gygès or Table Gype, played on the same page. If the challenged player loses it, the move is cancelled and the potential leaves the game, but the turn is not over: White moves again. Watch.
