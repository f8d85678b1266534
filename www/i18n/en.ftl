## Page: index.html

page-title = gboards — Gygès, Table Gype and GIPF

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
