// GIPF end to end, part two: a challenged potential move settled by a side game of Gygès played
// in place by clicks, a TAMSK extra move accepted with its button, keyboard-only play (a push and
// a removal), and the board seen from Black's side.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, clickSquare, followed, enterGipfMove as enterMove } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

async function startGipf(page, { pots = {}, challenges, sideGame } = {}) {
  if (challenges) await page.selectOption('#opts-gipf [name=challenges]', String(challenges));
  if (sideGame) await page.selectOption('#opts-gipf [name=side_game]', sideGame);
  for (const [letter, n] of Object.entries(pots)) await page.fill(`#opts-gipf [name=pot_${letter}]`, String(n));
  await page.click('#start-gipf');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gipf');
}

// The screen's own buttons (the app's Resign and draw buttons, `app-...`, aside).
const buttonIds = page => page.$$eval('#screen-buttons button:not([data-id^=app-])', bs => bs.map(b => b.dataset.id));

test('combining games: a challenged ZÈRTZ move settled by a game of Gygès played in place', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=7');
  assert.ok(await page.$('#opts-gipf [name=side_game] option[value=gyges]'), 'the lobby offers Gygès as the side game');
  await startGipf(page, { pots: { z: 1 }, challenges: 1, sideGame: 'gyges' });
  await enterMove(page, 'Za1-c3');
  await enterMove(page, 'g6');
  await clickSquare(page, 'b2');
  await clickSquare(page, 'd4');
  await settle(page);
  let s = await ui(page);
  assert.equal(s.phase, 'challenge', 'the ZÈRTZ move is announced');
  assert.deepEqual(s.preview, [['b2', 'd4']], 'a ghost previews the announced move');
  await page.click('#screen-buttons button[data-id=challenge]');
  s = await ui(page);
  assert.deepEqual(s.preview, [['b2', 'd4']], 'and the challenged move');
  await page.click('#screen-buttons button[data-id="first=B"]');
  s = await ui(page);
  assert.ok(s.side, 'the side game is on');
  assert.equal(s.side.game, 'gyges');
  assert.deepEqual(s.side.seats, ['South', 'North']);
  assert.deepEqual(s.side.colours, ['Black', 'White'], 'Black starts, so Black plays South');
  assert.equal(s.side.player, 'White');
  assert.equal(s.side.stake, 'Zb2>d4');
  assert.match(await page.textContent('#status'), /^Side game: South \(Black\) places a ring/);
  const ids = await buttonIds(page);
  assert.ok(ids.includes('side-concede:W') && ids.includes('side-undo'), `side-game buttons: ${ids}`);
  assert.ok(!ids.includes('win'), 'the result is not typed in: the side game decides it');
  // The overlay's header (drawn on the canvas) names the stake and the colours; it is announced.
  assert.deepEqual(s.side.heading, ["Side game of Gygès: White's Zb2>d4 is at stake",
    'Black plays South and starts, White plays North.',
    'White keeps the move with a win or a draw; if Black wins, the ZÈRTZ-potential is lost.']);
  assert.match(await page.textContent('#live'), /Side game of Gygès: White's Zb2>d4 is at stake/);
  assert.equal(s.moves.length, 5, 'the GIPF record holds the challenge so far');

  // Play the side game by clicks: set-up, then moves; a move into a goal wins at once.
  let seed = 11;
  const rand = n => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  let plies = 0;
  for (; plies < 400; plies++) {
    s = await ui(page);
    if (!s.side) break;
    const options = s.side.clicks;
    if (options.length === 0) {
      await page.click('#screen-buttons button[data-id^="side-pass:"]');
      continue;
    }
    const winning = options.find(c => ['N', 'S'].includes(c[c.length - 1]));
    const clicks = winning ?? options[rand(options.length)];
    const before = s.side.moves.length;
    for (const c of clicks) await clickSquare(page, c);
    await settle(page);
    s = await ui(page);
    if (s.side) assert.equal(s.side.moves.length, before + 1, `the clicks ${clicks} played one move`);
  }
  assert.ok(plies > 12, 'the side game was played from its set-up');
  assert.equal(s.side, null, 'the side game ended and GIPF resumed');
  const result = s.moves[s.moves.length - 1];
  assert.ok(['win', 'tie', 'loss'].includes(result), `the side game's result was entered: ${result}`);
  assert.match(await page.textContent('#live'), /side game/);
  if (result === 'loss') {
    assert.equal(s.toMove, 0, 'White lost: the jump is cancelled and White moves again');
    assert.match(s.position, /W:b2,Gb5,/, 'the potential left the game');
  } else {
    assert.equal(s.toMove, 1);
    assert.match(s.position, /W:b2,Gb5,zd4,/, 'White won or tied: the jump is made');
  }
  assert.ok(!(await page.textContent('#status')).includes('Side game'));
  assert.deepEqual(errors, []);
});

test('combining games: a side game in progress is kept over a reload, a damaged save is set aside; giving it up settles it', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=3');
  await startGipf(page, { pots: { z: 1 }, challenges: 1, sideGame: 'gype' });
  await enterMove(page, 'Za1-c3');
  await enterMove(page, 'g6');
  await clickSquare(page, 'b2');
  await clickSquare(page, 'd4');
  await settle(page);
  await page.click('#screen-buttons button[data-id=challenge]');
  await page.click('#screen-buttons button[data-id="first=W"]');
  let s = await ui(page);
  assert.equal(s.side.game, 'gype');
  assert.deepEqual(s.side.colours, ['White', 'Black']);
  const start = s.side.position;
  await page.click('#screen-buttons button[data-id="side:confirm"]');
  s = await ui(page);
  assert.equal(s.side.moves.length, 1, 'South confirmed its row');
  const confirmed = s.side.position;
  // The side game is saved in a task after its move.
  await followed(page);
  await page.reload();
  await page.waitForFunction(() => window.wasmBindings?.uiState()?.game === 'gipf');
  s = await ui(page);
  assert.equal(s.side.moves.length, 1, 'the side game kept its move');
  assert.equal(s.side.position, confirmed);
  assert.equal(s.moves.length, 5);
  // A damaged side-game save is reported and set aside; the side game starts again. The
  // reloaded page saves the side game in a task after it opens: the damage comes after that.
  await followed(page);
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find(k => k.startsWith('gboards.side.'));
    localStorage.setItem(key, 'not a record');
  });
  await page.reload();
  await page.waitForFunction(() => window.wasmBindings?.uiState()?.game === 'gipf');
  s = await ui(page);
  assert.equal(s.side.position, start, 'the side game starts again, the same');
  assert.match(await page.textContent('#board-notice'), /saved side game could not be read/);
  assert.ok(await page.evaluate(() => Object.keys(localStorage).some(k => k.startsWith('gboards.broken.side.'))), 'the damaged save is kept aside');
  await page.click('#screen-buttons button[data-id="side-concede:B"]');
  s = await ui(page);
  assert.equal(s.side, null);
  assert.equal(s.moves[s.moves.length - 1], 'win', 'Black gave up: White wins the challenge');
  assert.match(s.position, /W:b2,Gb5,zd4,/);
  assert.ok(!(await page.evaluate(() => Object.keys(localStorage).some(k => k.startsWith('gboards.side.')))), 'a settled side game is no longer kept');
  assert.deepEqual(errors, []);
});

test('TAMSK: the extra move is accepted with its button, then brought in by clicks', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGipf(page, { pots: { t: 1 } });
  for (const m of ['Ta1-c3', 'a1-d4', 'a1-e5', 'g6', 'a1-f5']) await enterMove(page, m);
  let s = await ui(page);
  assert.equal(s.phase, 'extra');
  assert.deepEqual(await buttonIds(page), ['accept', 'decline'], 'Accept and Decline are offered');
  await page.click('#screen-buttons button[data-id=accept]');
  s = await ui(page);
  assert.equal(s.extraAccepted, true);
  assert.ok(await page.isDisabled('#screen-buttons button[data-id=accept]'));
  assert.match(await page.textContent('#status'), /makes the TAMSK extra move/);
  await enterMove(page, 'tb3');
  s = await ui(page);
  assert.equal(s.toMove, 1, 'the extra move ends White\'s turn');
  assert.match(s.position, /W:[^ ]*\btb3\b/);
  assert.deepEqual(errors, []);
});

/** Presses arrow keys until the cursor is on `name` (steps toward it on the screen). */
async function cursorTo(page, name) {
  const at = n => page.evaluate(x => window.wasmBindings.boardPoint(x), n);
  for (let i = 0; i < 40; i++) {
    const s = await ui(page);
    if (!s.cursor) { await page.keyboard.press('ArrowUp'); continue; }
    if (s.cursor === name) return;
    const [[cx, cy], [tx, ty]] = [await at(s.cursor), await at(name)];
    const unit = Math.abs((await at('e4'))[1] - (await at('e5'))[1]);
    const [dx, dy] = [(tx - cx) / (unit * 0.866), (ty - cy) / unit];
    if (Math.abs(dx) > 0.5) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    else await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  assert.fail(`the cursor did not reach ${name}`);
}

/** Plays a move in notation with the keyboard: the cursor to its dot, Enter, to its spot, Enter. */
async function keyMove(page, move) {
  let s = await ui(page);
  const entry = s.entries.find(e => e.move === move);
  assert.ok(entry, `${move} is offered`);
  const [dot, first] = entry.name.split('-');
  await cursorTo(page, dot);
  await page.keyboard.press('Enter');
  s = await ui(page);
  assert.equal(s.dot, dot, 'Enter selects the dot');
  await cursorTo(page, first);
  s = await ui(page);
  assert.ok(s.preview.length >= 1 && s.preview[0][0] === dot, 'the ghost follows the cursor');
  await page.keyboard.press('Enter');
  await settle(page);
  s = await ui(page);
  assert.equal(s.moves[s.moves.length - 1], move, `${move} was played by keyboard`);
}

test('keyboard only: a cursor over dots and spots, pushes, Backspace and Escape, a removal', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGipf(page);
  await page.focus('#board');
  await page.keyboard.press('Enter');
  let s = await ui(page);
  assert.ok(s.cursor, 'Enter shows the cursor');
  // Select a dot, step back with Backspace, select again, cancel with Escape.
  await cursorTo(page, 'e1');
  await page.keyboard.press('Enter');
  assert.equal((await ui(page)).dot, 'e1');
  await page.keyboard.press('Backspace');
  assert.equal((await ui(page)).dot, null, 'Backspace drops the dot');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  assert.equal((await ui(page)).dot, null, 'Escape cancels');
  for (const m of ['e1-e3', 'd7', 'e1-e4', 'd8-d6', 'e1-e5']) await keyMove(page, m);
  s = await ui(page);
  assert.equal(s.phase, 'removal');
  assert.deepEqual(s.row.points, ['e2', 'e3', 'e4', 'e5']);
  await cursorTo(page, 'e5');
  await page.keyboard.press('Enter');
  assert.deepEqual((await ui(page)).keep, [], 'Enter on the GIPF-piece takes it too');
  await page.keyboard.press('Enter');
  assert.deepEqual((await ui(page)).keep, ['e5'], 'and again keeps it');
  await cursorTo(page, 'e3');
  await page.keyboard.press('Enter');
  await settle(page);
  s = await ui(page);
  assert.equal(s.moves[s.moves.length - 1], 'xe2,e3,e4', 'Enter on the row confirms the removal');
  assert.equal(s.toMove, 1);
  assert.deepEqual(errors, []);
});

test('flipped board: Black at the bottom, spots mirrored, clicks still land', async () => {
  const { page, errors } = await openApp(browser, server.url + '?embed=1&game=gipf&origins=' + encodeURIComponent(server.url.replace(/\/$/, '')));
  await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gipf');
  const at = n => page.evaluate(x => window.wasmBindings.boardPoint(x), n);
  const [cx, cy] = await at('e5');
  const [x, y] = await at('e2');
  const [rw, rb] = [await at('reserve:0'), await at('reserve:1')];
  assert.ok(rw[1] > rb[1], 'White\'s tray is at the bottom');
  await page.evaluate(() => window.postMessage({ type: 'setOrientation', flipped: true }, '*'));
  await page.waitForFunction(() => window.wasmBindings.uiState().flipped === true);
  const [fx, fy] = await at('e2');
  assert.ok(Math.abs(fx - (2 * cx - x)) < 0.5 && Math.abs(fy - (2 * cy - y)) < 0.5, `e2 mirrors through the centre: ${[x, y]} → ${[fx, fy]}`);
  assert.ok(fy < cy, 'White\'s e2 is now above the centre');
  const [fw, fb] = [await at('reserve:0'), await at('reserve:1')];
  assert.ok(fb[1] > fw[1], 'Black\'s tray is at the bottom');
  // A click on the flipped board: dot e1 (now at the top), then its spot e2.
  await clickSquare(page, 'e1');
  assert.equal((await ui(page)).dot, 'e1');
  await clickSquare(page, 'e2');
  await settle(page);
  const s = await ui(page);
  assert.equal(s.moves[s.moves.length - 1], 'e1-e3');
  // The keyboard follows the screen: Up from e5 goes towards e1 on the flipped board.
  await page.focus('#board');
  await page.keyboard.press('Enter');
  await cursorTo(page, 'e5');
  await page.keyboard.press('ArrowUp');
  assert.equal((await ui(page)).cursor, 'e4');
  assert.match(await page.textContent('#live'), /^e4: (empty|White|Black)/, 'the cursor spot is announced');
  assert.deepEqual(errors, []);
});

test('the GIPF rules pane has diagrams drawn by the board renderer', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGipf(page);
  await page.click('#btn-rules');
  await page.waitForSelector('#rules-dialog[open]');
  assert.match(await page.textContent('#rules-body'), /Rows of four/);
  const drawn = await page.$$eval('#rules-body canvas', cs => cs.map(c => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const colours = new Set();
    for (let i = 0; i < d.length; i += 64) colours.add(d[i] << 16 | d[i + 1] << 8 | d[i + 2]);
    return [c.dataset.diagram, colours.size];
  }));
  assert.deepEqual(drawn.map(d => d[0]), ['gipf-push', 'gipf-row', 'gipf-piece']);
  assert.ok(drawn.every(d => d[1] > 10), `each diagram is drawn: ${drawn}`);
  assert.match(await page.textContent('#rules-body'), /Gygès or Table Gype played on this screen/);
  await page.click('#btn-rules-close');
  assert.deepEqual(errors, []);
});

test('a game lost on an empty reserve says so', async () => {
  const { page, errors } = await openApp(browser, server.url + '?embed=1&game=gipf&origins=' + encodeURIComponent(server.url.replace(/\/$/, '')));
  await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gipf');
  // White brings in its last piece; Black, with none left, cannot move.
  await page.evaluate(() => window.postMessage({ type: 'load', game: 'gipf', position: 'W:b5 B:e2 1/0 W version=basic' }, '*'));
  await page.waitForFunction(() => window.wasmBindings.uiState().position.startsWith('W:b5 '));
  await clickSquare(page, 'a1');
  await clickSquare(page, 'b2');
  await settle(page);
  assert.equal((await ui(page)).status, 'over');
  assert.equal(await page.textContent('#status'), 'White wins: Black has no piece left in reserve.');
  assert.deepEqual(errors, []);
});
