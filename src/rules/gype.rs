//! Table Gype rules in our own words.

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
