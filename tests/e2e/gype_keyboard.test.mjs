// Table Gype by keyboard alone: the lobby, a set-up swap and the confirmations, then a two-player
// game for many turns with the arrow-key cursor and Enter, including a jump chain entered hop by
// hop, a roll with R, Backspace and Escape. Also the face picker of a chosen-faces set-up.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, pixel } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const xy = cell => [cell.charCodeAt(0) - 97, Number(cell[1])];
const corner = (x, y) => (x === 0 || x === 9) && (y === 0 || y === 9);

/** Moves the cursor to `target` with arrow keys (showing it first if needed). */
async function goTo(page, target) {
  if ((await ui(page)).cursor === null) await page.keyboard.press('ArrowUp');
  for (let guard = 0; guard < 30; guard++) {
    const cur = (await ui(page)).cursor;
    if (cur === target) return;
    const [cx, cy] = xy(cur), [tx, ty] = xy(target);
    const sx = Math.sign(tx - cx), sy = Math.sign(ty - cy);
    // Sideways first unless that runs into a missing corner.
    if (sx !== 0 && (!corner(cx + sx, cy) || sy === 0)) await page.keyboard.press(sx > 0 ? 'ArrowRight' : 'ArrowLeft');
    else await page.keyboard.press(sy > 0 ? 'ArrowUp' : 'ArrowDown');
  }
  assert.equal((await ui(page)).cursor, target, `the cursor reaches ${target}`);
}

/** Every legal action with its long form, from the page's own engine. */
async function choices(page) {
  return page.evaluate(() => {
    const { Match, uiState } = window.wasmBindings;
    const pos = uiState().position;
    return Match.fromPosition('gype', pos, '').legalMoves().map(mv => Match.fromPosition('gype', pos, '').play(mv));
  });
}

/** Forward progress of a move for its seat (South goes up the ranks, North down). */
function progress(long, seat) {
  const cells = long.split('-');
  const d = xy(cells[cells.length - 1])[1] - xy(cells[0])[1];
  return seat === 'S' ? d : -d;
}

test('a two-player game by keyboard only, with a jump chain and a roll', async t => {
  const { page, errors } = await openApp(browser, server.url + '?seed=4242');
  await page.focus('#gype-players');
  await page.selectOption('#gype-players', '2');
  await page.focus('#start-gype');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === true);
  await settle(page);
  await page.focus('#board');

  // South swaps c0 and d0 with the cursor, then confirms with Enter away from its dice.
  let s = await ui(page);
  assert.equal(s.cursor, null, 'no cursor until an arrow key is pressed');
  const faces = pos => Object.fromEntries(pos.split(' ')[2].split(',').map(p => [p.slice(2), p[1]]));
  const before = faces(s.position);
  await goTo(page, 'c0');
  await page.keyboard.press('Enter');
  assert.equal((await ui(page)).selected, 'c0');
  await goTo(page, 'd0');
  await page.keyboard.press('Enter');
  await settle(page);
  s = await ui(page);
  assert.equal(s.moves[s.moves.length - 1], 'swap c0 d0');
  assert.deepEqual([faces(s.position).c0, faces(s.position).d0], [before.d0, before.c0]);
  await goTo(page, 'e4');
  await page.keyboard.press('Enter');
  await settle(page);
  // North confirms with Enter too (the cursor is on none of its dice).
  await page.keyboard.press('Enter');
  await settle(page);
  s = await ui(page);
  assert.equal(s.inSetup, false, 'both rows confirmed by keyboard');

  // The cursor is drawn: the board looks different with it on an empty cell than without.
  const [ex, ey] = await page.evaluate(() => window.wasmBindings.boardPoint('e4'));
  const [fx] = await page.evaluate(() => window.wasmBindings.boardPoint('f4'));
  const edge = await pixel(page, ex - (fx - ex) / 2 + 1, ey);
  await goTo(page, 'f4');
  await settle(page);
  const edgeAfter = await pixel(page, ex - (fx - ex) / 2 + 1, ey);
  assert.notDeepEqual(edge, edgeAfter, 'the cursor outline is drawn on the cloth');

  let chain = 0, plies = 0, rolled = false, backed = false;
  for (let turn = 0; turn < 60 && (chain < 2 || plies < 14); turn++) {
    s = await ui(page);
    if (s.status === 'over') break;
    const seat = s.position.split(' ')[1];
    const all = await choices(page);
    if (all.length === 1 && all[0] === 'pass') {
      await page.keyboard.press('Escape');
      await page.click('#btn-pass');
      continue;
    }
    // Once, roll a die instead of moving: select it with Enter, then R.
    if (!rolled && turn === 3) {
      const die = Object.entries(faces(s.position)).find(([, f]) => f === 'E')?.[0]
        ?? s.position.split(' ')[2].split(',').find(p => p[0] === seat).slice(2);
      await goTo(page, die);
      await page.keyboard.press('Enter');
      assert.equal((await ui(page)).selected, die);
      await page.keyboard.press('r');
      await settle(page);
      s = await ui(page);
      assert.ok(s.moves.includes(`roll ${die}`), `R rolled ${die}: ${s.moves.slice(-3)}`);
      rolled = true;
      plies++;
      continue;
    }
    const moves = all.filter(m => m.includes('-'));
    moves.sort((a, b) => b.split('-').length - a.split('-').length || progress(b, seat) - progress(a, seat) || (a < b ? -1 : 1));
    const long = moves[0];
    const cells = long.split('-');
    await goTo(page, cells[0]);
    await page.keyboard.press('Enter');
    s = await ui(page);
    assert.equal(s.selected, cells[0], `Enter selects ${cells[0]}`);
    if (!backed && cells.length >= 3) {
      // Backspace steps back out of a first jump, Escape drops the selection.
      await goTo(page, cells[1]);
      await page.keyboard.press('Enter');
      assert.deepEqual((await ui(page)).path, [cells[1]]);
      await page.keyboard.press('Backspace');
      assert.deepEqual((await ui(page)).path, []);
      await page.keyboard.press('Escape');
      assert.equal((await ui(page)).selected, null);
      await goTo(page, cells[0]);
      await page.keyboard.press('Enter');
      backed = true;
    }
    for (let i = 1; i < cells.length; i++) {
      await goTo(page, cells[i]);
      await page.keyboard.press('Enter');
      s = await ui(page);
      if (s.selected === null) break;
      assert.deepEqual(s.path, cells.slice(1, i + 1), `the chain grows hop by hop (${long})`);
    }
    // A chain that could go on is played by Enter on its last landing.
    if (s.selected !== null) await page.keyboard.press('Enter');
    await settle(page);
    s = await ui(page);
    const played = s.moves.filter(m => !/^[a-j]\d=/.test(m));
    assert.equal(played[played.length - 1], long, 'the keyboard played the intended move');
    chain = Math.max(chain, cells.length - 1);
    plies++;
  }
  t.diagnostic(`${plies} plies by keyboard; longest chain ${chain} jumps`);
  assert.ok(plies >= 14, 'several rounds were played');
  assert.ok(chain >= 2, `a chain of two or more jumps was entered (longest ${chain})`);
  assert.ok(rolled && backed);
  assert.deepEqual(errors, []);
});

test('the face picker of a chosen-faces set-up works by keyboard', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=5');
  await page.selectOption('#gype-players', '2');
  await page.selectOption('#opts-gype [name=start]', 'choose');
  await page.click('#start-gype');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === true);
  await settle(page);
  await page.focus('#board');
  await goTo(page, 'e0');
  assert.match(await page.textContent('#live'), /^e0: South (Flame|Book|Sword|Tree|Hat|Ear)$/, 'screen readers hear the cell under the cursor');
  await page.keyboard.press('Enter');
  let s = await ui(page);
  assert.equal(s.pickingFace, true, 'Enter on a die opens the face picker');
  const now = s.position.split(' ')[2].split(',').find(p => p.endsWith('e0'))[1];
  assert.equal(s.faceHover, now, 'the picker starts on the current face');
  // Arrows move through the faces; Enter picks one that differs.
  await page.keyboard.press('ArrowRight');
  s = await ui(page);
  assert.notEqual(s.faceHover, now);
  assert.match(await page.textContent('#live'), /^Face: /, 'and the face under the picker\'s cursor');
  const want = s.faceHover;
  await page.keyboard.press('Enter');
  await settle(page);
  s = await ui(page);
  assert.equal(s.pickingFace, false);
  assert.ok(s.position.includes(`S${want}e0`), `e0 shows ${want}: ${s.position}`);
  // A face letter picks directly.
  await page.keyboard.press('Enter');
  await page.keyboard.press('h');
  await settle(page);
  assert.ok((await ui(page)).position.includes('SHe0'));
  assert.deepEqual(errors, []);
});
