// The play flow: one save per game across reloads and tabs, a game over that shows the final
// position and says why, the Gygès bounce chain told step by step, and a move list grouped by
// turn. Each runs at a laptop and a phone size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, ui, settle, clickSquare, pixel, followed, leaveForLobby } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

/** A page of its own context (its own storage) at a size; page errors are collected. */
async function fresh(viewport) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  await page.goto(server.url);
  await ready(page);
  return { ctx, page, errors };
}

const ready = page => page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');

async function quickGyges(page, setup = 'preset:321123') {
  await page.selectOption('#opts-gyges [name=setup]', setup);
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
}

/** Types the `pick`-th legal move, `n` times. */
async function typeMoves(page, n, pick = 0) {
  for (let i = 0; i < n; i++) {
    const { legal } = await ui(page);
    await page.fill('#move-input', legal[Math.min(pick, legal.length - 1)]);
    await page.press('#move-input', 'Enter');
    await settle(page);
  }
  await followed(page);
}

const saveKeys = page => page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('gboards.game.')));

async function openRecord(page, text) {
  await page.click('#btn-import-lobby');
  await page.fill('#import-text', text);
  await page.click('#btn-import-load');
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
  await settle(page);
}

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;

  test(`one save per game, whatever the reloads and tabs (${at})`, async () => {
    const { ctx, page, errors } = await fresh(size);
    await quickGyges(page);
    await typeMoves(page, 1);
    const link = await page.evaluate(() => location.href);
    for (let i = 0; i < 3; i++) {
      await page.reload();
      await ready(page);
      await page.waitForFunction(() => window.wasmBindings.uiState()?.moves.length === 1);
    }
    const other = await ctx.newPage();
    await other.goto(link);
    await ready(other);
    await other.waitForFunction(() => window.wasmBindings.uiState()?.moves.length === 1);
    // The other tab saves in a task after its game opens: that save is counted too.
    await followed(other);
    assert.equal((await saveKeys(page)).length, 1, 'one save in storage');
    await leaveForLobby(page);
    await page.waitForSelector('#saved:not([hidden])');
    assert.equal(await page.locator('#saved-list li').count(), 1, 'one "Resume" row');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test(`two tabs on one game follow each other and keep each other's newer moves (${at})`, async () => {
    const { ctx, page: a, errors } = await fresh(size);
    await quickGyges(a);
    await typeMoves(a, 1);
    const b = await ctx.newPage();
    await b.goto(await a.evaluate(() => location.href));
    await ready(b);
    await b.waitForFunction(() => window.wasmBindings.uiState()?.moves.length === 1);
    await typeMoves(a, 1);
    await b.waitForFunction(() => window.wasmBindings.uiState().moves.length === 2, null, { timeout: 5000 });
    await typeMoves(b, 1);
    await a.waitForFunction(() => window.wasmBindings.uiState().moves.length === 3, null, { timeout: 5000 });
    // With a closed, the save gains a move b never saw (a page hears no storage event of its
    // own); b's next move must not overwrite it.
    await a.close();
    const [key] = await saveKeys(b);
    const longer = await b.evaluate(k => {
      const text = localStorage.getItem(k);
      const m = window.wasmBindings.Match.fromRecord(text);
      m.play(m.legalMoves()[1]);
      const record = m.exportRecord();
      localStorage.setItem(k, '# saved 2099-01-01T00:00:00.000Z\n' + record);
      return record;
    }, key);
    await typeMoves(b, 1, 0);
    const stored = await b.evaluate(k => localStorage.getItem(k), key);
    assert.ok(stored.endsWith(longer), 'the newer save is kept');
    assert.match(await b.textContent('#notice'), /another tab/i);
    assert.equal((await saveKeys(b)).length, 1);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test(`game over: the winning ring stays in the goal and the banner says why (${at})`, async () => {
    const { ctx, page, errors } = await fresh(size);
    await openRecord(page, 'gboards-record 1\ngame gyges\nseed 1\nstart ....../....../....../....../....../..1... N\n');
    const [gx, gy] = await page.evaluate(() => window.wasmBindings.boardPoint('S'));
    const empty = await pixel(page, gx, gy);
    await clickSquare(page, 'c1');
    await clickSquare(page, 'S');
    await page.waitForSelector('#banner:not([hidden])');
    await settle(page);
    assert.match(await page.textContent('#banner-text'), /North wins: a ring reached the goal/);
    assert.match(await page.textContent('#status'), /reached the goal/);
    assert.notDeepEqual(await pixel(page, gx, gy), empty, 'the ring is drawn in the goal');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test(`Gygès mid-bounce: the status says where the chain stands and what comes next (${at})`, async () => {
    const { ctx, page, errors } = await fresh(size);
    // South's double on b1 bounces on the single on b3, which can bounce on to c3.
    await openRecord(page, 'gboards-record 1\ngame gyges\nseed 1\nstart ....../....../....../.11.../....../.2.... S\n');
    await clickSquare(page, 'b1');
    assert.match(await page.textContent('#status'), /South: b1, 2 to go: click a dot to end or a ringed piece to bounce/);
    await clickSquare(page, 'b3');
    const s = await ui(page);
    assert.deepEqual(s.path, ['b3'], 'the bounce is on the path');
    assert.match(await page.textContent('#status'), /South: b1→b3, 1 to go: click a dot to end or a ringed piece to bounce; Backspace steps back/);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test(`the move list: set-up in one row, then a numbered row per round (${at})`, async () => {
    const { ctx, page, errors } = await fresh(size);
    await quickGyges(page, 'alternate');
    await typeMoves(page, 12 + 5);
    assert.equal(await page.locator('#moves [data-ply]').count(), 17, 'every action is listed');
    assert.equal(await page.locator('#moves > li.setup [data-ply]').count(), 12, 'the set-up in one row');
    // The first numbered row names its number; each row after it follows the one before (rows
    // that each name one are laid out in quadratic time), so the list shows 1, 2, 3.
    const rows = await page.$$eval('#moves > li:not(.setup):not(.seats)', list => list.map(li => [li.getAttribute('value'), li.querySelectorAll(':scope > span').length]));
    assert.deepEqual(rows, [['1', 2], [null, 2], [null, 1]], 'two turns a row, numbered from 1');
    await page.locator('#moves [data-ply="13"]').click();
    assert.match(await page.textContent('#viewing-text'), /After move 13 of 17/);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('the move list shows die outcomes in the turn that rolled them', async () => {
  const { ctx, page, errors } = await fresh(SIZES[0]);
  await page.selectOption('#gype-players', '2');
  await page.click('#start-gype');
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
  // Confirm the set-up, then roll a die (or move) until an outcome is listed.
  for (let i = 0; i < 40 && await page.locator('#moves .roll').count() === 0; i++) {
    const { legal, status } = await ui(page);
    if (status === 'over') break;
    const mv = legal.find(m => m === 'confirm') ?? legal.find(m => m.startsWith('roll')) ?? legal[0];
    await page.fill('#move-input', mv);
    await page.press('#move-input', 'Enter');
    await settle(page);
  }
  const rolls = await page.$$eval('#moves .roll', list => list.map(r => !!r.previousElementSibling && !r.previousElementSibling.classList.contains('roll') || r.previousElementSibling?.classList.contains('roll')));
  assert.ok(rolls.length > 0, 'a die was rolled');
  assert.ok(rolls.every(Boolean), 'each outcome follows the move that rolled it, in its cell');
  const total = await page.locator('#moves [data-ply]').count();
  assert.equal(total, (await ui(page)).moves.length);
  assert.ok(await page.locator('#moves > li').count() < total, 'rows group actions');
  assert.deepEqual(errors, []);
  await ctx.close();
});

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;

  test(`resign, undo it, agree a draw, and a rematch with the sides swapped (${at})`, async () => {
    const { ctx, page, errors } = await fresh(size);
    await page.selectOption('#opts-gyges [name=player1]', 'easy');
    await quickGyges(page);
    await page.waitForFunction(() => window.wasmBindings.uiState().players[1] === 'easy');
    assert.equal(await page.locator('[data-id=app-offer]').count(), 0, 'no draw offer to the computer');
    await page.click('[data-id=app-resign]');
    await page.click('[data-id=app-resign]');
    await page.waitForSelector('#banner:not([hidden])');
    assert.match(await page.textContent('#banner-text'), /North wins: South resigned\./);
    await followed(page);
    const [key] = await saveKeys(page);
    assert.match(await page.evaluate(k => localStorage.getItem(k), key), /\nend resigned 0\n$/, 'the save keeps the resignation');
    await page.click('[data-id=app-rematch]');
    await page.waitForFunction(() => window.wasmBindings.uiState()?.players[0] === 'easy');
    assert.deepEqual((await ui(page)).players, ['easy', 'human'], 'the sides are swapped');
    // Hot seat: the offer goes to the other player, who accepts.
    await leaveForLobby(page);
    await page.selectOption('#opts-gyges [name=player1]', 'human');
    await quickGyges(page);
    await page.click('[data-id=app-resign]');
    await page.click('[data-id=app-resign]');
    await page.waitForSelector('#banner:not([hidden])');
    await page.click('#btn-undo');
    await page.waitForSelector('#banner', { state: 'hidden' });
    assert.equal((await ui(page)).status, 'turn', 'undo takes the resignation back');
    await page.click('[data-id=app-offer]');
    assert.match(await page.textContent('#status'), /South offers a draw: North, accept or decline\./);
    await page.click('[data-id=app-accept]');
    await page.waitForSelector('#banner:not([hidden])');
    assert.match(await page.textContent('#banner-text'), /Draw agreed\./);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('GIPF offers no draw (its rules have none) but a resignation', async () => {
  const { ctx, page, errors } = await fresh(SIZES[0]);
  await page.click('#start-gipf');
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
  assert.equal(await page.locator('[data-id=app-offer]').count(), 0);
  await page.click('[data-id=app-resign]');
  await page.click('[data-id=app-resign]');
  await page.waitForSelector('#banner:not([hidden])');
  assert.match(await page.textContent('#banner-text'), /Black wins: White resigned\./);
  assert.deepEqual(errors, []);
  await ctx.close();
});

for (const size of [...SIZES, { width: 1366, height: 768 }]) {
  const at = `${size.width}×${size.height}`;

  test(`the Gygès set-up tray and its counts are on the canvas, clear of the board (${at})`, async () => {
    const { ctx, page, errors } = await fresh(size);
    await quickGyges(page, 'alternate');
    await settle(page);
    const geo = await page.evaluate(() => {
      const { boardPoint } = window.wasmBindings;
      const [ax] = boardPoint('a1'), [bx] = boardPoint('b1');
      const r = document.getElementById('board').getBoundingClientRect();
      return { unit: Math.abs(bx - ax), w: r.width, h: r.height, top: r.top, vh: innerHeight,
        slots: [1, 2, 3].map(s => boardPoint('tray' + s)) };
    });
    const bg = await pixel(page, 2, 2);
    // North's tray is South's turned round the board's centre.
    const k = (await ui(page)).toMove === 0 ? 1 : -1;
    for (const [x, y] of geo.slots) {
      // The piece, its selection ring and the count beside it lie on the canvas and the screen.
      for (const [dx, dy] of [[0, 0.4], [0.4, 0], [-0.4, 0], [0, -0.4], [0.5 + 0.15, 0.22 + 0.13]]) {
        const px = x + k * dx * geo.unit, py = y + k * dy * geo.unit;
        assert.ok(px >= 0 && px <= geo.w && py >= 0 && py <= geo.h, `tray point ${px},${py} on the ${geo.w}×${geo.h} canvas`);
      }
      // The slot's edge toward the board is off the board's outline.
      // (The board's fill is far darker than the page; antialiasing stays near the page.)
      const edge = await pixel(page, x - k * 0.46 * 0.4725 * geo.unit, y - k * 0.46 * 0.881 * geo.unit);
      const off = edge.reduce((sum, c, i) => sum + Math.abs(c - bg[i]), 0);
      assert.ok(off < 60, `the tray does not overlap the board (${edge} against ${bg})`);
    }
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('a click on nothing on offer says so and shakes the board', async () => {
  const { ctx, page, errors } = await fresh(SIZES[0]);
  await quickGyges(page);
  const { hints } = await ui(page);
  await clickSquare(page, hints[0]);
  assert.ok((await ui(page)).selected, 'a piece is selected');
  await clickSquare(page, 'c4');
  assert.equal((await ui(page)).selected, null, 'the click dropped the selection');
  assert.match(await page.textContent('#status'), /^Not on offer there: selection cleared\./);
  assert.ok(await page.evaluate(() => document.getElementById('board').classList.contains('shake')));
  await clickSquare(page, hints[0]);
  assert.doesNotMatch(await page.textContent('#status'), /Not on offer/, 'the next click clears the message');
  assert.deepEqual(errors, []);
  await ctx.close();
});
