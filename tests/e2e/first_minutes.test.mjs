// The first minutes of play, as a new player meets them: the board takes no move for a computer
// seat while it thinks, the arrow keys step through the game wherever the focus is (the board's
// cursor only when the board has focus), and moves animate briefly, or not at all when asked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, clickSquare, followed } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const COMPUTER_FIRST = {
  gyges: page => page.selectOption('#opts-gyges [name=player0]', 'expert'),
  gype: page => page.selectOption('#opts-gype [name=playerS]', 'expert'),
  gipf: page => page.selectOption('#opts-gipf [name=player0]', 'expert'),
};

/** Types a move into the move box and submits it. */
async function typeMove(page, move) {
  await page.fill('#move-input', move);
  await page.press('#move-input', 'Enter');
}

/** Plays the human's turns (by typing the first legal move) until a computer thinks. */
async function untilComputerThinks(page) {
  for (let i = 0; i < 40; i++) {
    const s = await ui(page);
    if (s.thinking && s.players[s.toMove] !== 'human') return s;
    if (s.players[s.toMove] === 'human' && !s.thinking) await typeMove(page, s.legal[0]);
    await page.waitForTimeout(50);
  }
  throw new Error('no computer turn came');
}

/** Clicks each named square of a move that the board knows, ignoring the other parts. */
async function clickMoveSquares(page, move) {
  for (const part of move.split(/[-@ ]/)) {
    const known = await page.evaluate(n => { try { window.wasmBindings.boardPoint(n); return true; } catch { return false; } }, part);
    if (known) await clickSquare(page, part);
  }
}

for (const game of ['gyges', 'gype', 'gipf']) {
  test(`${game}: the board takes no move for the computer while it thinks; Stop and Undo still work`, async () => {
    const { page, errors } = await openApp(browser, server.url + '?seed=3');
    await COMPUTER_FIRST[game](page);
    // Each computer move shows for at least 8 s: time enough to try moving for it on a loaded
    // machine (the menu's slowest, 1.6 s, was not). Set before the start: the first search
    // may answer at once, and its move's time is fixed when the answer comes.
    await page.evaluate(() => { const speed = document.getElementById('ai-speed'); speed.add(new Option('8 s', '8000')); speed.value = '8000'; });
    await page.click(`#start-${game}`);
    await page.waitForSelector('#play:not([hidden])');
    let s = await untilComputerThinks(page);
    const len = s.moves.length;
    const seat = s.toMove;
    await clickMoveSquares(page, s.legal[0]);
    await typeMove(page, s.legal[0]);
    s = await ui(page);
    assert.equal(s.moves.length, len, 'neither a click nor a typed move played for the computer');
    assert.equal(s.toMove, seat);
    assert.match(await page.textContent('#status'), /is thinking/, 'the status says the computer thinks');
    assert.doesNotMatch(await page.textContent('#status'), /click|to move/i, 'the status does not ask the person to act');
    assert.match(await page.textContent('#error'), /is thinking/, 'the typed move is refused with the reason');

    // Stop: the computer waits, and the board still takes no move for it.
    await page.click('#btn-stop');
    s = await ui(page);
    assert.equal(s.paused, true);
    assert.equal(s.thinking, false);
    assert.match(await page.textContent('#status'), /paused/);
    await clickMoveSquares(page, s.legal[0]);
    assert.equal((await ui(page)).moves.length, len);

    // Resume; once the person has moved again and the computer thinks, Undo takes it back.
    await page.click('#btn-pause');
    await page.waitForFunction(n => window.wasmBindings.uiState().moves.length > n, len, { timeout: 60000 });
    await settle(page);
    s = await untilComputerThinks(page);
    const before = s.moves.length;
    await page.click('#btn-undo');
    s = await ui(page);
    assert.ok(s.moves.length < before, 'Undo took a move back while the computer thought');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('← → Home End step through the game wherever the focus is, except the board and text boxes', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#start-gyges');
  await page.waitForSelector('#play:not([hidden])');
  for (let i = 0; i < 2; i++) { await typeMove(page, (await ui(page)).legal[0]); await settle(page); }
  assert.equal((await ui(page)).moves.length, 2);
  const at = () => page.evaluate(() => document.querySelector('#moves .current')?.dataset.ply ?? 'latest');
  const live = () => page.isHidden('#viewing');
  // Right after the game starts, and after a click on a button, ← steps back.
  await page.click('#btn-describe');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await at(), '1');
  assert.equal(await live(), false, 'an earlier position is on show');
  await page.keyboard.press('Home');
  assert.equal(await page.textContent('#viewing-text'), 'After move 0 of 2.');
  await page.keyboard.press('ArrowRight');
  assert.equal(await at(), '1');
  await page.keyboard.press('End');
  assert.equal(await live(), true);
  // In the move box, ← moves the text caret, not the game.
  await page.fill('#move-input', 'c2');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await live(), true);
  // On the board, the arrow keys move its cursor and the game stays where it is.
  await page.focus('#board');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await live(), true);
  assert.notEqual((await ui(page)).cursor, null, 'the board cursor moved');
  assert.deepEqual(errors, []);
  await page.close();
});

/** Plays a Gygès move by clicking its two squares; returns how long the board animated, in ms. */
async function animationMs(page, move) {
  const [from, to] = move.split('-');
  await clickSquare(page, from);
  await page.evaluate(() => {
    window.animMs = null;
    document.getElementById('board').addEventListener('pointerup', () => {
      const t0 = performance.now();
      const poll = () => window.wasmBindings.uiState().animating ? requestAnimationFrame(poll) : (window.animMs = performance.now() - t0);
      setTimeout(poll, 0);
    }, { once: true });
  });
  await clickSquare(page, to);
  await page.waitForFunction(() => window.animMs !== null);
  assert.ok((await ui(page)).moves.includes(move), `${move} was played`);
  return page.evaluate(() => window.animMs);
}

async function startGyges(page) {
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#start-gyges');
  await page.waitForSelector('#play:not([hidden])');
}

test('a whole move animates in about a quarter of a second, a many-step Gygès move too', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=5');
  await startGyges(page);
  assert.equal(await page.inputValue('#anim-speed'), '250', 'Normal by default');
  // North's triple on a6 goes three steps to a3 (drawn step by step, 200 ms each, before).
  assert.ok((await ui(page)).legal.includes('a6-a3'));
  const ms = await animationMs(page, 'a6-a3');
  assert.ok(ms > 150 && ms < 380, `the three-step move animated for ${ms.toFixed(0)} ms`);
  await settle(page);
  assert.deepEqual(errors, []);
  await page.close();
});

test('animation off is remembered; reduced motion turns it off by default', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGyges(page);
  await page.selectOption('#anim-speed', '0');
  // The reload opens the game from the address, written in a task after the game opens.
  await followed(page);
  await page.reload();
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.uiState());
  assert.equal(await page.inputValue('#anim-speed'), '0', 'the choice survives a reload');
  assert.ok(await animationMs(page, 'a6-a3') < 60, 'no animation when off');
  assert.deepEqual(errors, []);
  await page.close();

  const reduced = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await reduced.emulateMedia({ reducedMotion: 'reduce' });
  await reduced.goto(server.url);
  await reduced.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');
  await startGyges(reduced);
  assert.equal(await reduced.inputValue('#anim-speed'), '0', 'reduced motion: animation off');
  assert.ok(await animationMs(reduced, 'a6-a3') < 60, 'the move is shown at once');
  await reduced.close();
});

test('a quiet console: no integrity warning on load, no deprecated init when the worker starts', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const said = [];
  page.on('console', m => { if (['error', 'warning'].includes(m.type())) said.push(m.text()); });
  page.on('pageerror', e => said.push(String(e)));
  // Worker consoles are reported on the worker, not the page.
  page.on('worker', w => w.on('console', m => said.push(m.text())));
  await page.goto(server.url);
  await page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');
  await page.selectOption('#opts-gyges [name=player0]', 'easy');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.moves.length > 0, null, { timeout: 60000 });
  assert.deepEqual(said.filter(t => !/favicon/.test(t)), []);
  await page.close();
});
