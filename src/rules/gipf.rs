//! GIPF rules in our own words.

use crate::input::gipf::{GipfInput, Phase};
use crate::render::{gipf as board, Canvas, Theme};
use engine::game::Game;
use engine::gipf::{parse_point, Action, Intro, Piece, Position, WHITE};

pub const HTML: &str = r#"
<h3>Goal</h3>
<p>Leave your opponent unable to bring a piece into play: with no pieces left in reserve, or (in
the standard game) with no GIPF-piece left on the board.</p>
<h3>A move</h3>
<p>Take a piece from your reserve, put it on one of the dots around the edge, and push it one
step along a line onto the board. Any pieces in the way slide one spot further. A line that is
full to the far end cannot be pushed into. In the app, click a dot, then the arrow (or the spot
it points to); a ghost shows what will move.</p>
<canvas class="diagram" data-diagram="gipf-push" width="220" height="260" aria-label="A piece pushed in from the dot e1 shifts the three pieces on the e-line one spot up"></canvas>
<h3>Rows of four</h3>
<p>Four or more of your pieces in a line make a row. The row, and any pieces that continue it
without a gap (of either colour), come off the board: your own go back to your reserve, your
opponent's are captured for good. You may leave GIPF-pieces standing, one by one. If a move makes
rows for both players, the mover removes first. Your opponent removes rows of their own colour at
the start of their turn.</p>
<canvas class="diagram" data-diagram="gipf-row" width="220" height="260" aria-label="Four White pieces in a row and the Black piece continuing it are all marked for removal"></canvas>
<h3>GIPF-pieces</h3>
<p>A GIPF-piece is two pieces stacked. In the standard game each player starts with three; lose
them all and you lose. In the tournament game you bring them in yourself at the start, as many
as you dare.</p>
<canvas class="diagram" data-diagram="gipf-piece" width="220" height="260" aria-label="In a row of four, the White GIPF-piece on e4 is ringed: it may stay while the others go"></canvas>
<h3>Potentials</h3>
<p>A potential is a token from another game of the GIPF Project, carried into play on a piece.
Using one is your whole turn, and then it stays on the board as a used piece:</p>
<ul>
<li><b>TAMSK</b>: when pushed onto the centre spot, it gives its owner an extra move.</li>
<li><b>ZÈRTZ</b>: jumps over one or more pieces in a line.</li>
<li><b>YINSH</b>: slides along a line to any empty spot.</li>
<li><b>DVONN</b>: jumps onto a neighbouring enemy piece and claims the spot.</li>
<li><b>PÜNCT</b>: jumps onto an enemy PÜNCT or GIPF-piece. Taking over a GIPF-piece is our
interpretation of a rule the published text leaves open.</li>
</ul>
<h3>Challenges</h3>
<p>With challenges on, a player may contest an opponent's potential move. A side game settles
it: rock-paper-scissors, a whole game of Gygès or Table Gype played on this screen (the lobby's
choice; the player who made the potential move picks who starts), or a result you report from a
game played elsewhere. Win or tie and the move stands; lose and the potential leaves the game and
you choose another move.</p>
"#;

/// Draws one named diagram with the board renderer: a push with its ghost preview, a row of four
/// with its extension marked for removal, a row where a GIPF-piece may stay.
pub fn draw(name: &str, canvas: &Canvas, theme: &Theme) {
    let (position, dot) = match name {
        "push" => ("W:e2,e4 B:e3 10/11 W version=basic", Some("e1")),
        "row" => ("W:e2,e3,e4,e5 B:e6 8/11 W version=basic", None),
        "piece" => ("W:e2,e3,Ge4,e5 B:Ge8,e6 12/15 W", None),
        _ => return,
    };
    let Ok(pos) = Position::parse_position(position, &Default::default()) else { return };
    let dark = std::ptr::eq(theme, &crate::render::DARK);
    // The highlights come from the engine and the input, as in play.
    let mut input = GipfInput::default();
    let arrows = dot.and_then(parse_point).map(|d| input.arrows(&pos, d)).unwrap_or_default();
    input.dot = dot.and_then(parse_point);
    let ghosts: Vec<board::Ghost> = arrows
        .iter()
        .filter_map(|a| a.action)
        .map(|a| board::Ghost { moves: pos.push_preview(&a), new_piece: Piece::new(WHITE, Intro::Basic.kind()), full: true })
        .collect();
    let rows = pos.pending_rows();
    let chosen = input.chosen_row(&pos);
    let kept = match (input.removal(&pos), &chosen) {
        (Some(Action::Remove { points }), Some(r)) => r.points.iter().fold(0u64, |m, &s| m | 1 << s) & !points,
        _ => 0,
    };
    let overlay = board::Overlay {
        coords: false,
        flipped: false,
        view: Some((-2.3, -1.6, 2.3, 4.5)),
        cursor: None,
        chip_row: false,
        phase: if rows.is_empty() { Phase::Move } else { Phase::Removal },
        active_dots: &[],
        dot: input.dot,
        arrows: &arrows,
        hover_entry: arrows.first().map(|a| a.entry.entry),
        ghosts: &ghosts,
        usable_loaded: &[],
        loaded: None,
        jump_targets: &[],
        rows: &rows,
        chosen_row: chosen.as_ref(),
        kept,
        chips: [&[], &[]],
        bring: None,
        last_move: &[],
        hint: &[],
        last_removed: &[],
        hidden: &[],
        flying: &[],
    };
    board::draw(canvas, theme, dark, &pos, &overlay, &mut None);
}
