//! GIPF rules in our own words.

pub const HTML: &str = r#"
<h3>Goal</h3>
<p>Leave your opponent unable to bring a piece into play: with no pieces left in reserve, or (in
the standard game) with no GIPF-piece left on the board.</p>
<h3>A move</h3>
<p>Take a piece from your reserve, put it on one of the dots around the edge, and push it one
step along a line onto the board. Any pieces in the way slide one spot further. A line that is
full to the far end cannot be pushed into. In the app, click a dot, then the arrow (or the spot
it points to); a ghost shows what will move.</p>
<h3>Rows of four</h3>
<p>Four or more of your pieces in a line make a row. The row, and any pieces that continue it
without a gap (of either colour), come off the board: your own go back to your reserve, your
opponent's are captured for good. You may leave GIPF-pieces standing, one by one. If a move makes
rows for both players, the mover removes first. Your opponent removes rows of their own colour at
the start of their turn.</p>
<h3>GIPF-pieces</h3>
<p>A GIPF-piece is two pieces stacked. In the standard game each player starts with three; lose
them all and you lose. In the tournament game you bring them in yourself at the start, as many
as you dare.</p>
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
it (rock-paper-scissors, or a result you report from another game): win or tie and the move
stands; lose and the potential leaves the game and you choose another move.</p>
"#;
