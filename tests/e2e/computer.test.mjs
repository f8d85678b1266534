// Computer opponents in the browser: a human plays each game against the computer by clicking
// the canvas, the search runs in a worker so the page answers clicks while it thinks, hints
// show the Hard level's move, undo takes back the computer's reply too, and a game handed over
// to two computers (the demo) plays to its end.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, clickSquare, followed } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

/** Waits until a human acts (or the game is over) and the computer is idle. */
async function humanTurn(page, seat, timeout = 60000) {
  await page.waitForFunction(seat => {
    const s = window.wasmBindings.uiState();
    return s && !s.thinking && !s.animating && (s.status === 'over' || s.toMove === seat);
  }, seat, { timeout });
  return ui(page);
}

/** Clicks a Gygès move's squares: the piece, then each stop. */
async function clickGyges(page, long) {
  for (const sq of long.split('-')) await clickSquare(page, sq);
  await settle(page);
}

/** Clicks a Table Gype move: the die, each landing, then the end again if the chain could go on. */
async function clickGype(page, long) {
  const cells = long.split('-');
  for (const c of cells) await clickSquare(page, c);
  if ((await ui(page)).selected) await clickSquare(page, cells[cells.length - 1]);
  await settle(page);
}

/** Measures how long a click on the move list waits before the page handles it. */
async function moveListClickDelay(page) {
  await page.evaluate(() => {
    window.clickDelay = null;
    document.getElementById('moves').addEventListener('click', e => { window.clickDelay = performance.now() - e.timeStamp; }, { once: true, capture: true });
  });
  await page.locator('#moves [data-ply]').first().click();
  await page.waitForFunction(() => window.clickDelay !== null);
  const delay = await page.evaluate(() => window.clickDelay);
  await page.click('#btn-last');
  return delay;
}

test('Gygès against the computer: hints played by clicks, a responsive page while Expert thinks, undo', async () => {
  // A fixed seed: both sides' searches are seeded from it, so the game is the same every run.
  const { page, errors } = await openApp(browser, server.url + '?seed=2');
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.selectOption('#opts-gyges [name=player1]', 'easy');
  await page.click('#start-gyges');
  let s = await humanTurn(page, 0);
  assert.deepEqual(s.players, ['human', 'easy']);
  assert.equal(await page.isVisible('#players-panel[open]'), true, 'the players panel opens when a computer plays');

  // North becomes Expert; while it thinks, a click on the move list is handled at once.
  await page.selectOption('#seat-1', 'expert');
  await clickGyges(page, 'c1-c2');
  await page.waitForFunction(() => window.wasmBindings.uiState().thinking === true);
  assert.equal(await page.isVisible('#thinking'), true, 'the thinking indicator shows');
  assert.match(await page.textContent('#thinking-text'), /North \(expert\) is thinking/);
  const delay = await moveListClickDelay(page);
  assert.ok(delay < 100, `a move-list click waited ${delay.toFixed(1)} ms while the computer thought`);
  s = await humanTurn(page, 0, 120000);
  await page.selectOption('#seat-1', 'easy');

  // South takes the Hard level's hint each turn and enters it by clicking the canvas.
  for (let turn = 0; turn < 40 && s.status !== 'over'; turn++) {
    await page.click('#btn-hint');
    await page.waitForFunction(() => window.wasmBindings.uiState().hint !== null, null, { timeout: 60000 });
    const hint = (await ui(page)).hint;
    assert.match(await page.textContent('#hint'), new RegExp(hint.replace(/[-@]/g, '.')));
    const before = (await ui(page)).moves.length;
    await clickGyges(page, hint);
    s = await ui(page);
    assert.equal(s.moves[before], hint, 'the hinted move was played by clicks');
    assert.equal(s.hint, null, 'the hint goes once the move is played');
    s = await humanTurn(page, 0);
    if (s.status !== 'over') assert.equal(s.moves.length, before + 2, 'the computer answered with one move');
  }
  assert.equal(s.status, 'over', 'the game ends');
  await page.waitForSelector('#banner:not([hidden])');

  // Undo goes back to South's turn: South's last move, and North's reply if North moved last.
  await page.click('#btn-banner-close');
  const len = s.moves.length;
  const southLast = s.winner === 0;
  await page.click('#btn-undo');
  s = await ui(page);
  assert.equal(s.moves.length, southLast ? len - 1 : len - 2);
  assert.equal(s.toMove, 0);
  // Once more: South's previous move and North's reply go together.
  const before = s.moves.length;
  await page.click('#btn-undo');
  s = await ui(page);
  assert.equal(s.moves.length, before - 2, 'undo takes back the player move and the computer reply');
  assert.equal(s.toMove, 0);
  assert.equal(s.thinking, false, 'the computer does not move for the human');

  assert.deepEqual(errors, []);
});

test('Table Gype against the computer by clicks, then handed to two computers to the end', async () => {
  // Seed 7 once ended in an endless Easy-vs-Easy dance (see docs/ai.md, "No endless dances").
  const { page, errors } = await openApp(browser, server.url + '?seed=7');
  await page.uncheck('#opts-gype [name=setup]');
  await page.selectOption('#opts-gype [name=playerN]', 'easy');
  await page.click('#start-gype');
  let s = await humanTurn(page, 0);
  assert.deepEqual(s.players, ['human', 'easy']);
  for (let turn = 0; turn < 6; turn++) {
    const move = s.legal.find(m => /^[a-j]\d+(-[a-j]\d+)+$/.test(m));
    assert.ok(move, `South has a move to click: ${s.legal.join(' ')}`);
    const before = s.moves.length;
    await clickGype(page, move);
    s = await ui(page);
    assert.ok(s.moves.length > before, `${move} was played by clicks`);
    s = await humanTurn(page, 0);
    const after = s.moves.slice(before);
    assert.ok(after.length >= 2, 'the computer replied');
  }
  // Undo never re-rolls: taking back and redoing gives the same record.
  const movesBefore = s.moves;
  await page.click('#btn-undo');
  assert.equal((await ui(page)).toMove, 0);
  await page.click('#btn-redo');
  s = await humanTurn(page, 0);
  assert.deepEqual(s.moves, movesBefore, 'redo replays the same rolls');

  // Hand South to the computer at the fastest speed: the demo plays to a result.
  await page.selectOption('#ai-speed', '0');
  await page.selectOption('#seat-0', 'easy');
  await page.waitForFunction(() => window.wasmBindings.uiState().status === 'over', null, { timeout: 240000 });
  await page.waitForSelector('#banner:not([hidden])');
  assert.deepEqual(errors, []);
});

test('GIPF against the computer by clicks, pause and resume, then a demo to the end', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=3');
  await page.selectOption('#opts-gipf [name=version]', 'basic');
  await page.selectOption('#opts-gipf [name=player1]', 'easy');
  await page.click('#start-gipf');
  let s = await humanTurn(page, 0);
  for (let turn = 0; turn < 5; turn++) {
    // White pushes by clicking a dot, then the arrow of a listed push.
    const entry = s.entries.find(e => e.move && s.legal.includes(e.move));
    assert.ok(entry, 'White has a push to click');
    await clickSquare(page, entry.name.split('-')[0]);
    await clickSquare(page, `arrow:${entry.name}`);
    await settle(page);
    // A row made by the push: White confirms the default removal.
    for (let i = 0; i < 4 && (await ui(page)).toMove === 0; i++) {
      if (!(await page.isVisible('#screen-buttons button[data-id=confirm]'))) break;
      await page.click('#screen-buttons button[data-id=confirm]');
      await settle(page);
    }
    s = await humanTurn(page, 0);
  }
  // Pause the computer: with both seats computers nothing moves until Resume.
  await page.click('#btn-pause');
  await page.selectOption('#seat-0', 'easy');
  const len = (await ui(page)).moves.length;
  await page.waitForTimeout(800);
  assert.equal((await ui(page)).moves.length, len, 'paused computers do not move');
  assert.equal(await page.textContent('#btn-pause'), 'Resume');
  await page.selectOption('#ai-speed', '0');
  await page.click('#btn-pause');
  await page.waitForFunction(() => window.wasmBindings.uiState().status === 'over', null, { timeout: 240000 });
  // The record names who played, and a reload resumes the same game with its players. The
  // address follows the last move in a task of its own.
  await followed(page);
  await page.reload();
  await page.waitForFunction(() => window.wasmBindings?.uiState()?.game === 'gipf');
  assert.deepEqual((await ui(page)).players, ['easy', 'easy']);
  assert.deepEqual(errors, []);
});

test('the search worker answers garbage with errors and still plays', async () => {
  const { page, errors } = await openApp(browser, server.url);
  const replies = await page.evaluate(async () => {
    const worker = new Worker('./ai_worker_loader.js');
    await new Promise(ok => { worker.onmessage = e => e.data.kind === 'ready' && ok(); });
    const ask = data => new Promise(ok => { worker.onmessage = e => ok(e.data); worker.postMessage(data); });
    const deep = []; let d = deep; for (let i = 0; i < 1000; i++) { d.push([]); d = d[0]; }
    const junk = [null, undefined, 42, NaN, 'text', [], deep, {}, { id: 1 }, { kind: 'move', id: 2, record: 7, level: 'hard' },
      { kind: 'move', id: 3, record: 'x'.repeat(2e6), level: 'hard' }, { kind: 'move', id: 4, record: 'gboards-record 1\ngame gyges\nseed 1\n', level: 'genius' },
      { kind: 'move', id: 5, record: 'gboards-record 1\ngame chess\nseed 1\n', level: 'easy' }, { kind: 'move', id: 6, record: 'gboards-record 1\ngame gyges\nseed 1\nz9-z8\n', level: 'easy' },
      { kind: 'teleport', id: 7 }, { kind: 'analyse', id: 8 }, { id: 9, record: 'gboards-record 1\ngame gyges\nseed 1\n', level: 'easy' }];
    const out = [];
    for (const j of junk) out.push(await ask(j));
    const m = new window.wasmBindings.Match('gyges', 'setup=preset:321123', 1);
    out.push(await ask({ kind: 'move', id: 99, record: m.exportRecord(), level: 'easy' }));
    worker.terminate();
    return out;
  });
  const last = replies.pop();
  for (const r of replies) assert.ok(typeof r.error === 'string' && r.error.length > 0, `an error with a message: ${JSON.stringify(r).slice(0, 120)}`);
  assert.equal(last.id, 99);
  assert.match(last.action, /^[a-f][16]-/, 'a real request still gets a move');
  assert.deepEqual(errors, []);
});

test('playing North against the computer shows North at the bottom; the flip button turns the board', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.selectOption('#opts-gyges [name=player0]', 'easy');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gyges');
  const y = async sq => (await page.evaluate(n => window.wasmBindings.boardPoint(n), sq))[1];
  assert.ok(await y('a6') > await y('a1'), 'row 6 is drawn below row 1');
  assert.equal(await page.getAttribute('#btn-flip', 'aria-pressed'), 'true');
  await page.click('#btn-flip');
  assert.ok(await y('a6') < await y('a1'), 'flipped back: row 1 at the bottom');
  assert.deepEqual((await humanTurn(page, 1)).players, ['easy', 'human']);
  assert.deepEqual(errors, []);
});
