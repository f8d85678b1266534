// GIPF end to end. Moves are entered on the canvas only: a dot, then its arrow or its target
// spot (or a drag), piece choices from the tray chips; removals by clicking pieces of the row and
// the Confirm button. Scripted sequences were checked with `gboards play gipf start ...`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, clickSquare, dragSquare, pixel } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

async function startGipf(page, { version = 'standard', pots = {} } = {}) {
  await page.selectOption('#opts-gipf [name=version]', version);
  for (const [letter, n] of Object.entries(pots)) await page.fill(`#opts-gipf [name=pot_${letter}]`, String(n));
  await page.click('#start-gipf');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gipf');
}

/** The chip name of what a move in notation brings in: `basic`, `G`, `T`..`Y` or `t`. */
function bringOf(move) {
  const c = move[0];
  if (c === 't') return 't';
  return /[A-Z]/.test(c) ? c : 'basic';
}

/**
 * Enters a move given in notation by clicks: the piece chip if needed, the dot, then the arrow
 * (or, with `via: 'spot'`, the target spot; with `via: 'drag'`, a drag from the dot).
 */
async function enterMove(page, move, via = 'arrow') {
  let s = await ui(page);
  const want = bringOf(move);
  if (s.bring !== want) {
    await clickSquare(page, `bring:${want}`);
    s = await ui(page);
    assert.equal(s.bring, want, `the tray chip picks ${want}`);
  }
  const entry = s.entries.find(e => e.move === move);
  assert.ok(entry, `${move} is offered (${s.entries.map(e => e.move).join(' ')})`);
  const dot = entry.name.split('-')[0];
  if (via === 'drag') {
    await dragSquare(page, dot, entry.target);
  } else {
    await clickSquare(page, dot);
    s = await ui(page);
    assert.equal(s.dot, dot);
    assert.ok(s.arrows.some(a => a.name === entry.name && a.move === move), `an arrow for ${move}`);
    if (s.arrows.filter(a => a.move).length === 1) {
      assert.ok(s.preview.length >= 1, 'the only direction is previewed');
      assert.equal(s.preview[0][0], dot, 'the preview starts with the new piece on its dot');
    }
    await clickSquare(page, via === 'spot' ? entry.target : `arrow:${entry.name}`);
  }
  await settle(page);
  s = await ui(page);
  assert.equal(s.moves[s.moves.length - 1], move, `${move} was played`);
  return s;
}

async function confirm(page) {
  await page.click('#screen-buttons button[data-id=confirm]');
  await settle(page);
}

test('standard game: pushes, a row with a GIPF-piece kept or taken, a row made by the opponent', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGipf(page);
  let s = await ui(page);
  assert.equal(s.position, 'W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard');
  assert.equal(s.dots.length, 24, 'every dot can bring a piece in');

  await enterMove(page, 'e1-e3');
  assert.deepEqual((await ui(page)).lastMove, ['e1', 'e2', 'e3'], 'the last move marks the dot and the spots filled');
  await enterMove(page, 'd7', 'spot');
  await enterMove(page, 'e1-e4');
  await enterMove(page, 'd8-d6', 'drag');
  await enterMove(page, 'e1-e5');

  // White's own row e2-e5 holds White's GIPF-piece on e5: kept by default, a click takes it.
  s = await ui(page);
  assert.equal(s.phase, 'removal');
  assert.deepEqual(s.row.points, ['e2', 'e3', 'e4', 'e5']);
  assert.deepEqual(s.row.optional, ['e5']);
  assert.deepEqual(s.keep, ['e5']);
  assert.deepEqual(s.remove, ['e2', 'e3', 'e4']);
  await clickSquare(page, 'e5');
  s = await ui(page);
  assert.deepEqual(s.keep, []);
  assert.deepEqual(s.remove, ['e2', 'e3', 'e4', 'e5']);
  await clickSquare(page, 'e5');
  assert.deepEqual((await ui(page)).keep, ['e5'], 'a second click keeps it again');
  await confirm(page);
  s = await ui(page);
  assert.equal(s.moves[s.moves.length - 1], 'xe2,e3,e4');
  assert.equal(s.reserve[0], 12, 'the three pieces went back to the reserve');
  assert.equal(s.phase, 'move');
  assert.equal(s.toMove, 1);

  for (const m of ['d8-d5', 'g2', 'd2', 'd1-d3', 'g6']) await enterMove(page, m);
  // White pushes Black's d3 piece into the gap: a Black row d4-d7, removed by Black with White's
  // d2 and d3 as its extension (captured).
  await enterMove(page, 'd1-d4');
  s = await ui(page);
  assert.equal(s.toMove, 1);
  assert.equal(s.phase, 'removal', 'Black starts its turn by removing its row');
  assert.deepEqual(s.row.points, ['d2', 'd3', 'd4', 'd5', 'd6', 'd7']);
  assert.deepEqual(s.remove, ['d2', 'd3', 'd4', 'd5', 'd6', 'd7']);
  const status = await page.textContent('#status');
  assert.match(status, /Black removes the outlined row/);
  await page.keyboard.press('Enter');
  await settle(page);
  s = await ui(page);
  assert.equal(s.captured[1], 2, 'Black captured the two White pieces');
  assert.equal(s.reserve[1], 11, 'Black recycled its four');
  assert.equal(s.phase, 'move');
  assert.equal(s.toMove, 1, 'Black still has its move');

  // A few more moves with a fixed policy: the first offered entry, by arrow and by spot.
  for (let i = 0; i < 6; i++) {
    s = await ui(page);
    if (s.phase === 'removal') { await confirm(page); continue; }
    await enterMove(page, s.entries[i % s.entries.length].move, i % 2 ? 'spot' : 'arrow');
  }
  const listed = await page.locator('#moves [data-ply]').count();
  assert.equal(listed, (await ui(page)).moves.length);
  assert.deepEqual(errors, []);
});

test('TAMSK: a loaded piece pushed onto the centre gives an extra move, taken by clicks', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGipf(page, { pots: { t: 1 } });
  let s = await ui(page);
  assert.deepEqual(s.bringChoices, ['basic', 'T']);
  assert.equal(s.bring, 'T', 'a loaded piece is the default while potentials are in hand');
  await enterMove(page, 'Ta1-c3');
  await enterMove(page, 'a1-d4');
  await enterMove(page, 'a1-e5');
  await enterMove(page, 'g6');
  await enterMove(page, 'a1-f5');
  s = await ui(page);
  assert.equal(s.phase, 'extra');
  assert.equal(s.extraOffer, true);
  assert.equal(s.bring, 't');
  assert.ok(await page.isVisible('#screen-buttons button[data-id=decline]'), 'Decline is offered');
  assert.match(await page.textContent('#status'), /TAMSK extra move/);

  await enterMove(page, 'tb3');
  s = await ui(page);
  assert.equal(s.phase, 'move');
  assert.equal(s.toMove, 1, 'the extra move ends White\'s turn');
  assert.match(s.position, /W:[^ ]*\btb3\b/, 'the used potential stands on b3');
  assert.match(s.position, /W:[^ ]*,e5[, ]/, 'a plain White piece stays on e5');

  // Undo brings the offer back; Decline passes it up.
  await page.click('#btn-undo');
  s = await ui(page);
  assert.equal(s.phase, 'extra');
  await page.click('#screen-buttons button[data-id=decline]');
  await settle(page);
  s = await ui(page);
  assert.equal(s.moves[s.moves.length - 1], 'decline');
  assert.equal(s.toMove, 1);
  assert.match(s.position, /W:[^ ]*\bTe5\b/, 'the TAMSK-stack stays loaded');
  assert.deepEqual(errors, []);
});

test('ZÈRTZ: select the loaded piece, then the spot beyond the pieces it jumps', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGipf(page, { pots: { z: 1 } });
  await enterMove(page, 'Za1-c3');
  await enterMove(page, 'g6');
  let s = await ui(page);
  assert.deepEqual(s.usable, ['b2'], 'the loaded piece on b2 has a use');
  await clickSquare(page, 'b2');
  s = await ui(page);
  assert.equal(s.loaded, 'b2');
  assert.deepEqual(s.targets, ['d4']);
  await clickSquare(page, 'd4');
  await settle(page);
  s = await ui(page);
  assert.equal(s.moves[s.moves.length - 1], 'Zb2>d4');
  assert.match(s.position, /W:b2,Gb5,zd4,/, 'the used potential stands on d4, a plain piece on b2');
  assert.deepEqual(errors, []);
});

test('combining games: a challenged ZÈRTZ move settled by rock-paper-scissors buttons', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.selectOption('#opts-gipf [name=challenges]', '1');
  await page.selectOption('#opts-gipf [name=side_game]', 'rps');
  await startGipf(page, { pots: { z: 1 } });
  await enterMove(page, 'Za1-c3');
  await enterMove(page, 'g6');
  await clickSquare(page, 'b2');
  await clickSquare(page, 'd4');
  await settle(page);
  let s = await ui(page);
  assert.equal(s.phase, 'challenge', 'the potential move is announced, not made');
  assert.equal(s.toMove, 1, 'Black decides on the challenge');
  assert.match(await page.textContent('#status'), /White announces Zb2>d4/);
  const keys = async () => page.$$eval('#screen-buttons button:not([data-id^=app-])', bs => bs.map(b => b.dataset.id));
  assert.deepEqual(await keys(), ['challenge', 'allow']);
  await page.click('#screen-buttons button[data-id=challenge]');
  assert.deepEqual(await keys(), ['first=W', 'first=B']);
  await page.click('#screen-buttons button[data-id="first=W"]');
  assert.deepEqual(await keys(), ['rock', 'paper', 'scissors']);
  await page.click('#screen-buttons button[data-id=rock]');
  assert.equal(await page.textContent('#live'), 'White has thrown.', 'the first throw stays sealed');
  await page.click('#screen-buttons button[data-id=scissors]');
  await settle(page);
  s = await ui(page);
  assert.equal(s.phase, 'move');
  assert.equal(s.toMove, 1);
  assert.match(s.position, /W:b2,Gb5,zd4,/, 'White won the side game: the jump is made');
  assert.deepEqual(await keys(), [], 'no screen button is left (the app keeps Resign)');
  assert.deepEqual(errors, []);
});

test('tournament: GIPF-pieces first, then a choice from the tray', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGipf(page, { version: 'tournament' });
  let s = await ui(page);
  assert.deepEqual(s.bringChoices, ['G']);
  await enterMove(page, 'Ge2', 'spot');
  await enterMove(page, 'Ge8', 'spot');
  s = await ui(page);
  assert.deepEqual(s.bringChoices, ['basic', 'G']);
  await enterMove(page, 'b2', 'spot');
  s = await ui(page);
  assert.deepEqual(s.bringChoices, ['basic', 'G'], 'Black may still bring in GIPF-pieces');
  await enterMove(page, 'Gh2', 'spot');
  s = await ui(page);
  assert.deepEqual(s.bringChoices, ['basic'], 'White played a plain piece: no more GIPF-pieces');
  assert.deepEqual(errors, []);
});

test('the board is drawn: wood, dots, light and dark pieces; odd clicks never break it', async () => {
  for (const [w, h, dark] of [[1100, 800, false], [390, 844, true]]) {
    const { page, errors } = await openApp(browser, server.url, { width: w, height: h });
    if (dark) await page.click('#btn-theme');
    await startGipf(page);
    await settle(page);
    const at = name => page.evaluate(n => window.wasmBindings.boardPoint(n), name);
    const [cx, cy] = await at('e5');
    const [dx, dy] = await at('d5');
    const wood = await pixel(page, (cx + dx) / 2, cy - 3);
    if (!dark) assert.ok(wood[0] > wood[2] + 40, `the play area is wood-coloured: ${wood}`);
    const unit = (await at('e4'))[1] - cy; // one step between neighbouring points, in CSS px
    const inPiece = async name => { const [x, y] = await at(name); return pixel(page, x + 0.3 * unit, y); };
    const white = await inPiece('e2');
    const black = await inPiece('e8');
    assert.ok(white[0] > 200 && white[2] > 180, `a White piece on e2 is light: ${white}`);
    assert.ok(black[0] < 80, `a Black piece on e8 is dark: ${black}`);
    // The hexagon: corner dots left and right, nothing painted outside its top corners.
    const [ax] = await at('a5');
    const [, topY] = await at('e9');
    const outside = await pixel(page, ax, topY);
    assert.notDeepEqual(outside, wood, 'the corner above a5 lies outside the hexagon');
    // Clicks anywhere, right-clicks and keys: no error, and the game is still at its start.
    const box = await page.locator('#board').boundingBox();
    for (let i = 0; i < 25; i++) {
      const x = 2 + (i * 37) % (box.width - 4), y = 2 + (i * 53) % (box.height - 4);
      await page.locator('#board').click({ position: { x, y }, button: i % 5 === 4 ? 'right' : 'left' });
      if (i % 7 === 0) await page.keyboard.press(['Escape', 'Backspace', 'Enter', 'c'][i % 4]);
    }
    await settle(page);
    assert.equal((await ui(page)).status, 'turn');
    assert.deepEqual(errors, []);
    await page.close();
  }
});
