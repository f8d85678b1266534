//! Table Gype rules in our own words.

use crate::render::gype::{Overlay, View};
use crate::render::{Canvas, Theme};
use engine::game::Game;
use engine::gype::{parse_cell, Cell, Options, Position};

pub const HTML: &str = r#"
<h3>Goal</h3>
<p>Each player has eight dice on a Home Row at the edge of the cloth. Bring all eight across to
the Home Row opposite. The first to do it wins.</p>
<h3>A die is its face</h3>
<p>Whatever a die shows on top says how it moves. Directions are seen from its owner's side:
"forward" is toward that player's goal row.</p>
<ul>
<li><b>Flame</b>: one step in any of the eight directions.</li>
<li><b>Book</b>: one step straight (forward, back or sideways).</li>
<li><b>Sword</b>: one step diagonally.</li>
<li><b>Tree</b>: forward, forward-diagonal, or straight back.</li>
<li><b>Hat</b>: a knight's leap; nothing blocks it.</li>
<li><b>Ear</b>: cannot move at all.</li>
</ul>
<h3>Jumping and chains</h3>
<p>Instead of stepping, a die may jump over a neighbouring die (anyone's) in one of its
directions, onto the empty cell just beyond. After a jump it may jump again, and again, as long
as it does not use the same jump twice; it may stop after any jump. In the app, click each
landing cell in turn, then click the last one again, press Enter or Done.</p>
<p>When the move is over, every die that was jumped is rolled once and shows a new face. A Hat
rolls the dice on the cells it passes over. That is the heart of the game: jumping an enemy
Sword may leave it an Ear.</p>
<figure class="diagram-pair">
<canvas class="diagram" data-diagram="gype-jump" width="220" height="220" aria-label="South's Flame on d3 is about to jump North's Sword on d4 and land on d5; the Sword is marked to be rolled"></canvas>
<canvas class="diagram" data-diagram="gype-rolled" width="220" height="220" aria-label="After the jump the Flame stands on d5 and the die on d4 has been rolled: it now shows an Ear and cannot move"></canvas>
<figcaption>A Flame jumps an enemy Sword (left). When the move ends the Sword is rolled and here
comes up an Ear, which cannot move at all (right).</figcaption>
</figure>
<p>In a chain each landing is numbered, and every die jumped so far is marked with a turning
arrow: all of them are rolled once the chain stops.</p>
<canvas class="diagram" data-diagram="gype-chain" width="220" height="220" aria-label="South's Book on c2 has jumped to c4 and then to e4; the dice on c3 and d4 are marked to be rolled, and a third jump over e5 to e6 is offered"></canvas>
<h3>Rolling instead of moving</h3>
<p>Your turn may instead be to roll one of your own dice where it stands, hoping for a better
face.</p>
<h3>Where dice may go</h3>
<p>Never onto another player's Home Row, except the one you are heading for. A die that ends its
turn on its goal row is finished: it stays there (it can still be rolled and jumped). Once a
chain has landed in your goal row, any further jumps must stay in it.</p>
<h3>Blocking</h3>
<p>If your goal row is full while you still have dice to bring home, you are blocked. Blocked
for several turns in a row (5 by default), you win: the game does not let anyone hold a row
shut for ever. The app warns you as the count rises.</p>
<h3>Options</h3>
<p>The lobby offers the book's variations: no rolls at all, random or chosen starting faces,
chaos (no racing ahead while dice still sit at home), never returning to the start row, how a
Hat passes over dice, and the number of blocked turns.</p>
"#;

/// Draws one named diagram with the board renderer: a position, the move being entered (or the
/// last move) and the dice it rolls, all worked out by the engine as in play.
pub fn draw(name: &str, canvas: &Canvas, theme: &Theme) {
    let Some(d) = diagram(name) else { return };
    let overlay = Overlay {
        selected: d.selected,
        path: &d.path,
        jumps: &d.jumps,
        will_roll: &d.will_roll,
        last_path: &d.last_path,
        last_rolled: &d.last_rolled,
        ..Overlay::default()
    };
    // Files b..f, ranks 2..6, with a little cloth around them.
    View::default().draw_region(canvas, theme, &d.pos, &overlay, (0.75, 2.75, 6.25, 8.25));
}

/// A diagram's position and overlay.
pub struct Diagram {
    pub pos: Position,
    pub selected: Option<Cell>,
    pub path: Vec<Cell>,
    pub jumps: Vec<(Cell, Cell)>,
    pub will_roll: Vec<Cell>,
    pub last_path: Vec<Cell>,
    pub last_rolled: Vec<Cell>,
}

fn cells(names: &[&str]) -> Vec<Cell> {
    names.iter().filter_map(|n| parse_cell(n).ok()).collect()
}

/// The diagrams: `jump` (a Flame about to jump an enemy Sword), `rolled` (the same jump played:
/// the Sword came up an Ear) and `chain` (a Book two jumps into a chain, a third one offered).
pub fn diagram(name: &str) -> Option<Diagram> {
    let (position, origin, path, last): (&str, &str, &[&str], &[&str]) = match name {
        "jump" => ("SN S SFd3,NSd4,NBf5,NTe6", "d3", &["d5"], &[]),
        "rolled" => ("SN N SFd5,NEd4,NBf5,NTe6", "", &[], &["d3", "d5"]),
        "chain" => ("SN S SBc2,NSc3,NFd4,NEe5,NTb6", "c2", &["c4", "e4"], &[]),
        _ => return None,
    };
    let pos = Position::parse_position(position, &Options::default()).ok()?;
    let selected = parse_cell(origin).ok();
    let path = cells(path);
    let (jumps, will_roll) = match selected {
        Some(from) => (pos.jumps_from(from, &path), pos.move_for_path(from, &path).ok()?.rolled),
        None => (Vec::new(), Vec::new()),
    };
    let last_path = cells(last);
    // The die the last move jumped: between its two cells.
    let last_rolled = match last_path.as_slice() {
        [a, b] => vec![(a + b) / 2],
        _ => Vec::new(),
    };
    Some(Diagram { pos, selected, path, jumps, will_roll, last_path, last_rolled })
}
