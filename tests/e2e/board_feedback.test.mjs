// What the board says back: while the computer is to act, none of its pieces or dots is marked as
// if the person could move them; a click the input cannot take shakes the board and the status
// line says why.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, pixel, clickSquare } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const point = (page, name) => page.evaluate(n => window.wasmBindings.boardPoint(n), name);
const near = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) < 70;
const HIGHLIGHT = [47, 109, 90];
const status = page => page.textContent('#status');

async function typeMove(page, move) {
  await page.fill('#move-input', move);
  await page.press('#move-input', 'Enter');
  await settle(page);
}

/** Starts `game` with the seat that moves second played by the computer at Expert, paused,
 *  so its turn lasts while the test looks at the board. */
async function startAgainstPausedComputer(page, game, seat, options = {}) {
  await page.selectOption(`#opts-${game} [name=${seat}]`, 'expert');
  for (const [name, value] of Object.entries(options)) await page.selectOption(`#opts-${game} [name=${name}]`, value);
  await page.click(`#start-${game}`);
  await page.waitForSelector('#btn-pause:not([hidden])');
  await page.click('#btn-pause');
  await settle(page);
}

/** A click on a named place, then the status line and whether the board shook. */
async function clickAndRead(page, name) {
  await page.evaluate(() => document.getElementById('board').classList.remove('shake'));
  await clickSquare(page, name);
  await settle(page);
  const shook = await page.evaluate(() => document.getElementById('board').classList.contains('shake'));
  return { said: await status(page), shook };
}

/** The colour on the ring drawn round a movable Gygès piece on `square`. */
async function gygesRingPixel(page, square) {
  const [x, y] = await point(page, square);
  const [x2] = await point(page, square.replace(/^./, c => String.fromCharCode(c.charCodeAt(0) + (c < 'f' ? 1 : -1))));
  return pixel(page, x + 0.47 * Math.abs(x2 - x), y);
}

/** The squares the side to act can move from in Gygès. */
const movableSquares = async page => [...new Set((await ui(page)).legal.map(m => m.split(/[-@]/)[0]).filter(s => /^[a-f][1-6]$/.test(s)))];

test('Gygès: while the computer is to act, its movable rings are not ringed', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=2');
  // North moves first from a preset: South is the computer.
  await startAgainstPausedComputer(page, 'gyges', 'player0', { setup: 'preset:321123' });
  const mine = await movableSquares(page);
  assert.ok(near(await gygesRingPixel(page, mine[0]), HIGHLIGHT), 'on the person\'s turn a movable ring is ringed');
  await typeMove(page, (await ui(page)).legal[0]);
  assert.match(await status(page), /paused/, 'the computer is to act');
  const its = await movableSquares(page);
  assert.ok(its.length > 0, 'the computer has rings to move');
  for (const square of its) {
    assert.ok(!near(await gygesRingPixel(page, square), HIGHLIGHT), `the computer's ring on ${square} is not ringed`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('GIPF: while the computer is to act, no dot is marked', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=1');
  await startAgainstPausedComputer(page, 'gipf', 'player1');
  const dots = (await ui(page)).dots;
  assert.ok(dots.length > 0, 'the person has dots to push from');
  // Neighbouring points are one board unit apart; a dot's ring has a radius of 0.2 units.
  const [ax, ay] = await point(page, 'a1');
  const [bx, by] = await point(page, 'a2');
  const unit = Math.hypot(bx - ax, by - ay);
  const ringPixel = async dot => { const [x, y] = await point(page, dot); return pixel(page, x + 0.2 * unit, y); };
  assert.ok(near(await ringPixel(dots[0]), HIGHLIGHT), 'on the person\'s turn a dot is ringed');
  await typeMove(page, (await ui(page)).legal[0]);
  assert.match(await status(page), /paused/, 'the computer is to act');
  for (const dot of dots) assert.ok(!near(await ringPixel(dot), HIGHLIGHT), `dot ${dot} is not ringed`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Gygès set-up: a square clicked before a ring is picked says to pick one', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=1');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === true);
  await settle(page);
  const { said, shook } = await clickAndRead(page, 'c1');
  assert.match(said, /Pick a ring from your tray first\./);
  assert.ok(shook, 'the board shakes');
  assert.equal((await ui(page)).moves.length, 0, 'nothing was placed');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Gygès: a ring outside the playable row says which rings can move', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=1');
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === false);
  await settle(page);
  // A ring of the row farthest from the side to act.
  const far = (await movableSquares(page))[0].endsWith('1') ? 'c6' : 'c1';
  const { said, shook } = await clickAndRead(page, far);
  assert.match(said, /Only rings in your nearest row can move\./);
  assert.ok(shook, 'the board shakes');
  assert.equal((await ui(page)).selected, null, 'nothing is selected');
  // The next click clears the sentence.
  await clickSquare(page, (await movableSquares(page))[0]);
  await settle(page);
  assert.doesNotMatch(await status(page), /Only rings/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('GIPF: the centre clicked with no dot chosen says to choose a dot on the rim', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=1');
  await page.click('#start-gipf');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.dots?.length > 0);
  await settle(page);
  const { said, shook } = await clickAndRead(page, 'e5');
  assert.match(said, /Choose a dot on the rim first\./);
  assert.ok(shook, 'the board shakes');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Table Gype: an opponent\'s die says whose it is', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=1');
  await page.uncheck('#opts-gype [name=setup]');
  await page.click('#start-gype');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.movable?.length > 0);
  await settle(page);
  const { said, shook } = await clickAndRead(page, 'e9');
  assert.match(said, /That die is North's\./);
  assert.ok(shook, 'the board shakes');
  assert.equal((await ui(page)).selected, null, 'nothing is selected');
  assert.deepEqual(errors, []);
  await page.close();
});
