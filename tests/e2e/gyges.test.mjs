// Gygès end to end, by clicking the canvas only: set-up from the tray, bounce chains entered
// square by square, a replacement in the advanced game, a win with its banner, and a check that
// the canvas shows the board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, clickSquare, clickTray, pixel } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

/** Starts a Gygès game from the lobby with the given checkboxes ticked. */
async function startGame(page, { replace = false } = {}) {
  if (replace) await page.check('#opts-gyges [name=replace]');
  await page.selectOption('#opts-gyges [name=setup]', 'alternate');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === true);
}

const SOUTH_ROW = ['a1', 'b1', 'c1', 'd1', 'e1', 'f1'];
const NORTH_ROW = ['a6', 'b6', 'c6', 'd6', 'e6', 'f6'];
const SIZES = [3, 2, 1, 1, 2, 3];

/** Places the rings alternately, South first, by clicking the tray and then a square. */
async function setUp(page) {
  for (let i = 0; i < 6; i++) {
    for (const row of [SOUTH_ROW, NORTH_ROW]) {
      await clickTray(page, SIZES[i]);
      await clickSquare(page, row[i]);
    }
  }
  const s = await ui(page);
  assert.equal(s.inSetup, false, 'set-up ends after twelve placements');
  assert.equal(s.position, '321123/....../....../....../....../321123 N');
}

/**
 * Picks the next move with a fixed policy, using the page's own engine API on the current
 * position: a win if there is one, else a replacement when asked for, else the longest chain.
 */
async function chooseMove(page, options, wantReplace) {
  return page.evaluate(([options, wantReplace]) => {
    const { Match } = window.wasmBindings;
    const pos = window.wasmBindings.uiState().position;
    const moves = Match.fromPosition('gyges', pos, options).legalMoves();
    const scored = moves.map(mv => {
      const long = Match.fromPosition('gyges', pos, options).play(mv);
      const stops = long.split('@')[0].split('-');
      const win = /-[NS]$/.test(long);
      const replace = long.includes('@');
      return { long, score: (win ? 1000 : 0) + (replace && wantReplace ? 500 : 0) + stops.length * 10 - (replace ? 5 : 0) };
    });
    scored.sort((a, b) => b.score - a.score || (a.long < b.long ? -1 : 1));
    return scored[0].long;
  }, [options, wantReplace]);
}

/** Enters a long-form move by clicks: the piece, every stop, then (replacement) the landed piece again and the drop. */
async function enterMove(page, long) {
  const [path, drop] = long.split('@');
  const squares = path.split('-');
  await clickSquare(page, squares[0]);
  for (let i = 1; i < squares.length; i++) {
    await clickSquare(page, squares[i]);
    if (i < squares.length - 1 || drop) {
      const s = await ui(page);
      assert.deepEqual(s.path, squares.slice(1, i + 1), `the path grows square by square (${long})`);
    }
  }
  if (drop) {
    await clickSquare(page, squares[squares.length - 1]);
    await clickSquare(page, drop);
  }
  await settle(page);
}

test('a whole Gygès game by canvas clicks, with bounce chains and a win', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGame(page);
  // The canvas shows the board: the wood colour, not a blank frame.
  const [x, y] = await page.evaluate(() => window.wasmBindings.boardPoint('c3'));
  const [r, g, b] = await pixel(page, x - 18, y - 18);
  assert.ok(r > g && g > b && r - b > 40, `board colour at c3 corner is wood-like: ${[r, g, b]}`);
  await setUp(page);

  let chains = 0;
  for (let ply = 0; ply < 80; ply++) {
    const s = await ui(page);
    if (s.status === 'over') break;
    const long = await chooseMove(page, 'setup=alternate', false);
    if (long.split('-').length > 2) chains++;
    await enterMove(page, long);
    const after = await ui(page);
    assert.equal(after.moves[after.moves.length - 1], long, 'the move list shows the long form');
  }
  const s = await ui(page);
  assert.equal(s.status, 'over', 'the game reaches a win');
  assert.ok(chains >= 3, `several bounce chains were entered (${chains})`);
  await page.waitForSelector('#banner:not([hidden])');
  const banner = await page.textContent('#banner-text');
  assert.match(banner, s.winner === 0 ? /South wins/ : /North wins/);
  const listed = await page.locator('#moves [data-ply]').count();
  assert.equal(listed, s.moves.length);
  assert.deepEqual(errors, []);
});

test('advanced game: a replacement entered by clicks, then undo and redo', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGame(page, { replace: true });
  await setUp(page);
  let replaced = null;
  for (let ply = 0; ply < 40 && !replaced; ply++) {
    const long = await chooseMove(page, 'setup=alternate replace=on', true);
    await enterMove(page, long);
    if (long.includes('@')) replaced = long;
  }
  assert.ok(replaced, 'a replacement was played');
  const s = await ui(page);
  assert.equal(s.moves[s.moves.length - 1], replaced);
  const pos = s.position;
  await page.click('#btn-undo');
  assert.notEqual((await ui(page)).position, pos);
  await page.click('#btn-redo');
  await settle(page);
  assert.equal((await ui(page)).position, pos);
  assert.deepEqual(errors, []);
});

test('right-click steps back, Escape cancels, a drag plays a move', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === false);
  const s0 = await ui(page);
  assert.deepEqual(s0.hints.sort(), ['a6', 'b6', 'c6', 'd6', 'e6', 'f6'], 'North moves first; its row is movable');
  await clickSquare(page, 'c6');
  const s1 = await ui(page);
  assert.equal(s1.selected, 'c6');
  const bounce = s1.hints.find(h => ['b6', 'd6'].includes(h));
  assert.ok(bounce, `c6 (a single) can bounce on a neighbour: ${s1.hints}`);
  await clickSquare(page, bounce);
  assert.deepEqual((await ui(page)).path, [bounce]);
  await clickSquare(page, bounce, 'right');
  assert.deepEqual((await ui(page)).path, []);
  await page.keyboard.press('Escape');
  assert.equal((await ui(page)).selected, null);
  const { dragSquare } = await import('./harness.mjs');
  await dragSquare(page, 'c6', 'c5');
  await settle(page);
  const s2 = await ui(page);
  assert.deepEqual(s2.moves, ['c6-c5']);
  assert.deepEqual(errors, []);
});

test('touch: taps select and move like clicks', async () => {
  const ctx = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  await page.goto(server.url);
  await page.waitForFunction(() => window.wasmBindings?.uiState);
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.tap('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === false);
  const tap = async name => {
    const [x, y] = await page.evaluate(n => window.wasmBindings.boardPoint(n), name);
    await page.locator('#board').tap({ position: { x, y } });
  };
  await tap('c6');
  assert.equal((await ui(page)).selected, 'c6');
  await tap('c5');
  await settle(page);
  assert.deepEqual((await ui(page)).moves, ['c6-c5']);
  assert.deepEqual(errors, []);
  await ctx.close();
});
