//! Gygès rules in our own words.

use crate::input::gyges::Hint;
use crate::render::{gyges as board, Canvas, Theme};
use engine::game::Game;
use engine::gyges::{parse_square, Position, StopKind};

pub const HTML: &str = r#"
<h3>Goal</h3>
<p>Be the first to move a ring into the goal on your opponent's side. South plays up the board
toward goal N, North plays down toward goal S.</p>
<h3>The rings belong to nobody</h3>
<p>There are twelve rings: four singles (one circle), four doubles and four triples. Each
player places six of them, one at a time in turn, on their own first row. After that, a ring
is not yours or mine: you may move any ring in your <em>playable row</em>, the row with rings
that is nearest to you.</p>
<h3>Moving</h3>
<p>A ring moves exactly as many squares as it has circles: one, two or three. It goes straight
or turns between squares, but never diagonally, and it may not run along the same line between
two squares twice in one move. The squares it crosses must be empty.</p>
<canvas class="diagram" data-diagram="gyges-move" width="220" height="260" aria-label="A double ring can reach five squares"></canvas>
<h3>Bouncing</h3>
<p>If the last square of a run holds a ring, the moving ring lands on it and at once makes a new
run, as long as the ring it landed on: land on a triple and you go three more. Bounces can chain
again and again. In the app, click the ring you landed on to continue; the next possible squares
light up.</p>
<canvas class="diagram" data-diagram="gyges-bounce" width="220" height="260" aria-label="A single bounces on a triple and goes on three squares"></canvas>
<h3>Winning</h3>
<p>A ring on the row farthest from you may step into the goal beyond it, but only as the last step
of a run. That wins the game. You can never enter your own goal.</p>
<h3>Blocked rows, passing and draws</h3>
<p>If no ring of your nearest row can move, play from the next row with rings instead. If nothing
can move at all you pass; two passes in a row are a draw. In the lobby you can also make three
repetitions of a position a draw.</p>
<h3>Advanced rule (option)</h3>
<p>When a run ends on a ring you may <em>replace</em> it instead of bouncing: your ring stays there,
and you put the ring you landed on anywhere empty, except beyond your opponent's playable row.
In the app, click the landed-on ring a second time, then click the square to drop it on.</p>
"#;

/// Draws one named diagram with the board renderer.
pub fn draw(name: &str, canvas: &Canvas, theme: &Theme) {
    let (position, path): (&str, &[&str]) = match name {
        "move" => ("....../....../....../....../....../..2... S", &[]),
        "bounce" => ("....../....../....../....../..3.../..1... S", &["c2"]),
        _ => return,
    };
    let Ok(pos) = Position::parse_position(position, &Default::default()) else { return };
    let (Ok(from), Ok(path)) = (parse_square("c1"), path.iter().map(|p| parse_square(p)).collect::<Result<Vec<_>, _>>()) else { return };
    // The highlighted squares come from the engine, as in play.
    let hints: Vec<_> = pos.next_stops(from, &path).into_iter().map(|s| (s.square, if s.kind == StopKind::End { Hint::End } else { Hint::Bounce })).collect();
    let overlay = board::Overlay {
        hints: &hints,
        selected: Some(from),
        path: &path,
        tray_size: None,
        last_move: &[],
        flying: None,
        cursor: None,
        flipped: false,
        hint: &[],
    };
    board::draw(canvas, theme, &pos, &overlay, &mut None);
}
