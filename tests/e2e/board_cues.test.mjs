// What the board tells by itself: a hand over what a click would take, no movable marks on an
// earlier position being looked at, and the final position left drawn after a resignation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, pixel } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

async function startGyges(page) {
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === false);
  await settle(page);
}

async function typeMove(page, move) {
  await page.fill('#move-input', move);
  await page.press('#move-input', 'Enter');
  await settle(page);
}

const point = (page, name) => page.evaluate(n => window.wasmBindings.boardPoint(n), name);

/** The board's pointer over a named place. */
async function cursorAt(page, name) {
  const box = await page.locator('#board').boundingBox();
  const [x, y] = await point(page, name);
  await page.mouse.move(box.x + x, box.y + y);
  return page.evaluate(() => getComputedStyle(document.getElementById('board')).cursor);
}

test('the pointer is a hand over a movable piece and a target, an arrow elsewhere', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=1');
  await startGyges(page);
  const from = (await ui(page)).legal[0].split(/[-@]/)[0];
  assert.equal(await cursorAt(page, from), 'pointer', 'a movable piece');
  assert.notEqual(await cursorAt(page, 'c3'), 'pointer', 'an empty square with nothing to select');
  await page.mouse.click(...(await (async () => { const b = await page.locator('#board').boundingBox(); const [x, y] = await point(page, from); return [b.x + x, b.y + y]; })()));
  const target = (await ui(page)).hints[0];
  assert.equal(await cursorAt(page, target), 'pointer', 'a square the selected piece can reach');
  assert.deepEqual(errors, []);
  await page.close();
});

/** The colour on the ring drawn round a movable piece of `square`, as [r, g, b]. */
async function ringPixel(page, square) {
  const [x, y] = await point(page, square);
  const [x2] = await point(page, square.replace(/^./, c => String.fromCharCode(c.charCodeAt(0) + (c < 'f' ? 1 : -1))));
  return pixel(page, x + 0.47 * Math.abs(x2 - x), y);
}

const near = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) < 70;
const HIGHLIGHT = [47, 109, 90];

test('an earlier position on show rings no piece as movable', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=1');
  await startGyges(page);
  const from = (await ui(page)).legal[0].split(/[-@]/)[0];
  assert.ok(near(await ringPixel(page, from), HIGHLIGHT), 'on the live board a movable piece is ringed');
  await typeMove(page, (await ui(page)).legal[0]);
  await typeMove(page, (await ui(page)).legal[0]);
  await page.click('#btn-first');
  await page.waitForSelector('#viewing:not([hidden])');
  assert.ok(!near(await ringPixel(page, from), HIGHLIGHT), 'looking at the start, no piece is ringed');
  assert.deepEqual(errors, []);
  await page.close();
});

test('after a resignation in Gygès the final position stays drawn', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=1');
  await startGyges(page);
  await typeMove(page, (await ui(page)).legal[0]);
  const before = await page.evaluate(() => document.getElementById('board').toDataURL());
  const pieces = (await ui(page)).position;
  // Resign asks for a second press on the same spot.
  await page.click('[data-id=app-resign]');
  await page.click('[data-id=app-resign]');
  await page.waitForFunction(() => window.wasmBindings.uiState().status === 'over');
  await page.click('#btn-banner-close');
  await settle(page);
  assert.equal((await ui(page)).position, pieces, 'the position is the one resigned in');
  // Every square that held a ring still shows one: its centre is the ring's, not the board's.
  const squares = await page.evaluate(() => {
    const out = [];
    for (const f of 'abcdef') for (let r = 1; r <= 6; r++) out.push(f + r);
    return out;
  });
  const filled = [];
  for (const sq of squares) {
    const [x, y] = await point(page, sq);
    filled.push((await pixel(page, x + 0.2 * 0, y)).join(','));
  }
  const after = await page.evaluate(() => document.getElementById('board').toDataURL());
  assert.ok(before.length > 0 && after.length > 0);
  const empty = filled.filter((c, i) => c === filled[squares.indexOf('c3')]).length;
  assert.ok(empty < 36, `rings are drawn after the resignation (${36 - empty} squares differ from an empty one)`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('4-player Table Gype: the selected die is framed in the acting seat\'s colour', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=5');
  await page.selectOption('#gype-players', '4');
  await page.uncheck('#opts-gype [name=setup]');
  await page.click('#start-gype');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.movable?.length > 0);
  // South moves first; then another seat acts.
  await typeMove(page, (await ui(page)).legal[0]);
  await page.waitForFunction(() => window.wasmBindings.uiState().movable?.length > 0);
  const s = await ui(page);
  const cell = s.movable[0];
  const [x, y] = await point(page, cell);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + x, box.y + y);
  assert.equal((await ui(page)).selected, cell);
  const other = cell.replace(/^./, c => String.fromCharCode(c.charCodeAt(0) + (c < 'e' ? 1 : -1)));
  const [x2] = await point(page, other);
  const edge = await pixel(page, x + 0.48 * Math.abs(x2 - x), y);
  const SOUTH = [184, 69, 45];
  const OTHERS = [[47, 99, 166], [45, 122, 75], [199, 136, 26]];
  assert.ok(!near(edge, SOUTH) && OTHERS.some(c => near(edge, c)), `the frame is the acting seat's colour, not South's: ${edge}`);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [width, height] of [[1280, 800], [390, 844]]) test(`GIPF at ${width}×${height}: the coordinates chip is labelled, and each tray's texts stand clear of the next icon and inside the tray`, async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=1', { width, height });
  // Every text the canvases draw, with where it starts and how wide it is.
  await page.context().addInitScript(() => {
    window.drawnTexts = [];
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (s, x, y, ...rest) {
      const width = this.measureText(s).width;
      window.drawnTexts.push({ s: String(s), x: this.textAlign === 'center' ? x - width / 2 : x, y, width });
      return fill.call(this, s, x, y, ...rest);
    };
  });
  await page.reload();
  await page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');
  await page.evaluate(() => { for (const d of document.querySelectorAll('#lobby details.more')) d.open = true; });
  await page.click('#start-gipf');
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
  await settle(page);
  const texts = await page.evaluate(() => window.drawnTexts);
  const canvasWidth = await page.evaluate(() => document.getElementById('board').getBoundingClientRect().width);
  const said = texts.map(t => t.s);
  assert.ok(said.includes('a1') && said.includes('Coordinates'), `the chip and its label: ${said.join(' | ')}`);
  // One board unit: the distance between two neighbouring spots.
  const [a, b] = [await point(page, 'e5'), await point(page, 'e6')];
  const unit = Math.hypot(a[0] - b[0], a[1] - b[1]);
  const reserves = texts.filter(t => /^reserve \d+$/.test(t.s));
  assert.ok(reserves.length >= 2, 'a reserve count in each tray');
  for (const r of reserves) {
    const captured = texts.filter(t => /^captured \d+$/.test(t.s) && Math.abs(t.y - r.y) < unit / 2 && t.x > r.x);
    assert.ok(captured.length > 0, `a captured count beside '${r.s}'`);
    // The captured icon is a disc of radius 0.2 centred 0.3 units left of its text.
    const iconLeft = Math.min(...captured.map(t => t.x)) - 0.5 * unit;
    assert.ok(r.x + r.width <= iconLeft, `'${r.s}' ends at ${(r.x + r.width).toFixed(1)}, the icon starts at ${iconLeft.toFixed(1)}`);
    // The tray ends 4.5 units right of the board's centre (e5), and inside the canvas.
    const trayRight = Math.min(a[0] + 4.5 * unit, canvasWidth);
    for (const c of captured) assert.ok(c.x + c.width <= trayRight, `'${c.s}' ends at ${(c.x + c.width).toFixed(1)}, the tray at ${trayRight.toFixed(1)}`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
