// The analysis board, by clicks: opened mid-game from a record, it shows the bar, the depth and
// the best moves as arrows (read from what the board draws) and updates them; a side line is
// played, promoted, exported and re-imported with its variation; a link opens the analysis; the
// game itself is left as it was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, followed, leaveForLobby } from './harness.mjs';
import { recordOf, actionsOf, importRecord, analyseAt } from './analysis_common.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const depthOf = async page => Number(/Depth (\d+)/.exec(await page.textContent('#an-depth'))?.[1] ?? 0);

/** Waits until the move list marks the move at ply `n` as on show: the list is the last of the
 *  module's events for a move (the board opens first). */
const listAt = (page, n) => page.waitForFunction(n => document.querySelector('#an-moves button[aria-current="true"]')?.dataset.ply === String(n), n);

/** Waits for two best lines of the move on show: a report shown since its search was asked for
 *  (until then the lines are the last position's). */
const linesHere = page => page.waitForFunction(() => {
  const s = window.gboardsAnalysisStats;
  return s.last > s.asked && document.querySelectorAll('#an-lines li').length >= 2;
}, null, { timeout: 60000 });

/** The moves of the page's one saved game (after the task that writes saves). */
async function savedActions(page) {
  await followed(page);
  const saves = await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('gboards.game.')).map(k => localStorage.getItem(k)));
  assert.equal(saves.length, 1, 'one saved game');
  return actionsOf(saves[0]);
}

test('Gygès mid-game: the bar, the depth and three arrows along bounce paths update', async () => {
  const text = recordOf('gyges-40.txt');
  const total = actionsOf(text).length;
  const { page, errors } = await openApp(browser, server.url);
  await importRecord(page, text);
  await analyseAt(page, 30);
  assert.equal((await ui(page)).moves.length, total - 30, 'the board shows the move looked at');
  await page.waitForFunction(() => /Depth [2-9]/.test(document.getElementById('an-depth').textContent), null, { timeout: 60000 });
  // Later reports update the depth, unless the first one shown was already final (reports
  // coming faster than frames are shown once); stepping below checks the update in that case.
  const first = await depthOf(page);
  if (!/final/.test(await page.textContent('#an-depth'))) {
    await page.waitForFunction(d => {
      const text = document.getElementById('an-depth').textContent;
      return Number(/Depth (\d+)/.exec(text)?.[1] ?? 0) > d || /final/.test(text);
    }, first, { timeout: 60000 });
    assert.ok(await page.evaluate(() => window.gboardsAnalysisStats.updates) >= 2, 'the bar was updated more than once');
  }
  // The board's arrows follow the panel's report in a task of their own.
  await page.waitForFunction(() => window.wasmBindings.uiState().hintArrows.length >= 1);
  const state = await ui(page);
  assert.ok(state.hintArrows.length >= 1 && state.hintArrows.length <= 3, `the board draws the best moves: ${JSON.stringify(state.hintArrows)}`);
  assert.ok(state.hintArrows[0].length >= 2, 'an arrow runs along the whole bounce path');
  assert.match(await page.textContent('#an-eval'), /for (South|North)/);
  assert.ok((await page.$$('#an-lines li')).length >= 1, 'the best lines are listed');
  assert.ok((await page.$eval('#an-bar span', s => parseFloat(s.style.width))) >= 0, 'the bar is drawn');
  assert.match(await page.textContent('#an-say'), /Depth \d+: .* Best line: /, 'the live region says the evaluation and the line');
  // The game's own save keeps the game's moves, and only them.
  assert.deepEqual(await savedActions(page), actionsOf(text), 'the save holds the game, not the analysis');
  // ← and → step through the analysis.
  const updates = await page.evaluate(() => window.gboardsAnalysisStats.updates);
  await page.focus('#an-moves');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(n => window.wasmBindings.uiState().moves.length === n, total - 31);
  await page.waitForFunction(u => window.gboardsAnalysisStats.updates > u, updates, { timeout: 60000 });
  assert.match(await page.textContent('#an-depth'), /Depth \d+/, 'the new position is analysed');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(n => window.wasmBindings.uiState().moves.length === n, total - 30);
  assert.deepEqual(errors, []);
});

test('a side line is played, promoted, exported and re-imported with its variation', async () => {
  const text = recordOf('gyges-40.txt');
  const actions = actionsOf(text);
  const { page, errors } = await openApp(browser, server.url);
  await importRecord(page, text);
  await analyseAt(page, 30);
  const at = actions.length - 30;
  // A best line whose first move is not the game's: clicking its first move plays a side line.
  await listAt(page, at);
  await linesHere(page);
  let sideMade = false;
  // Each line is found again by its place: a deeper report may have rebuilt the list.
  for (let i = 0; i < await page.locator('#an-lines li').count(); i++) {
    await page.locator('#an-lines li').nth(i).locator('button').first().click();
    await page.waitForFunction(n => window.wasmBindings.uiState().moves.length === n, at + 1);
    await listAt(page, at + 1);
    sideMade = (await page.$$('#an-moves .an-side button')).length > 0;
    if (sideMade) break;
    await page.click('#an-prev');
    await page.waitForFunction(n => window.wasmBindings.uiState().moves.length === n, at);
    await listAt(page, at);
    await linesHere(page);
  }
  assert.ok(sideMade, 'a best line other than the game\'s move makes a side line');
  assert.deepEqual(await savedActions(page), actions, 'a side line played in the analysis stays out of the game\'s save');
  const side = await page.$eval('#an-moves .an-side button', b => b.dataset.node);
  assert.equal(await page.$eval('#an-moves button[aria-current="true"]', b => b.dataset.node), side);
  // Promote: the side line becomes the main line's continuation.
  await page.click('#an-promote');
  await page.waitForFunction(id => document.querySelector(`#an-moves button[data-node="${id}"]`)?.dataset.main === '1', side);
  // Comment, then export: the record carries the side line and the comment.
  await page.fill('#an-comment-text', 'a better try');
  await page.click('#an-comment');
  await page.waitForSelector('#an-moves .an-comment');
  await page.click('#an-export');
  await page.waitForSelector('#an-record:not([hidden])');
  const exported = await page.inputValue('#an-record');
  assert.match(exported, /\n\(\n[^]*\n\)\n/, 'the record has a side line');
  assert.match(exported, /\{a better try\}/);
  // The old main line is the side line now; re-importing gives the same tree.
  const before = await page.$eval('#an-moves', m => m.textContent);
  await page.click('#an-first');
  // The start is on show before the record opens, so what follows is the record's, not this.
  await listAt(page, 0);
  await page.click('#an-import');
  await page.fill('#an-record', exported);
  await page.click('#an-open');
  await page.waitForFunction(n => window.wasmBindings.uiState().moves.length === n, at + 1);
  await page.waitForFunction(text => document.getElementById('an-moves').textContent === text, before);
  // Delete the side line: it is gone from the list.
  const sideNode = await page.$eval('#an-moves .an-side button', b => b.dataset.node);
  await page.click(`#an-moves button[data-node="${sideNode}"]`);
  await page.waitForSelector(`#an-moves button[data-node="${sideNode}"][aria-current="true"]`);
  await page.click('#an-delete');
  await page.waitForFunction(() => !document.querySelector('#an-moves .an-side'));
  // Share: the link opens the analysis in a new page, side lines and all.
  await page.click('#an-import');
  await page.fill('#an-record', exported);
  await page.click('#an-open');
  await page.waitForSelector('#an-moves .an-side');
  await page.click('#an-share');
  await page.waitForFunction(() => /#analyse=/.test(document.getElementById('an-record').value));
  const link = await page.inputValue('#an-record');
  const other = await openApp(browser, link);
  await other.page.waitForSelector('#analysis:not([hidden]) #an-moves .an-side', { timeout: 30000 });
  assert.equal(await other.page.$eval('#an-moves', m => m.textContent), before);
  // Close: back to the game as it was.
  await page.click('#an-close');
  await page.waitForFunction(n => window.wasmBindings.uiState().moves.length === n && document.getElementById('analysis').hidden, actions.length);
  assert.deepEqual(errors, []);
  assert.deepEqual(other.errors, []);
});

test('GIPF: the push is drawn as an arrow; Table Gype: each seat\'s chance and the best three actions by playouts, with arrows', async () => {
  const { page, errors } = await openApp(browser, server.url);
  const gipf = recordOf('gipf-40.txt');
  await importRecord(page, gipf);
  await analyseAt(page, 4);
  // Back to a position whose best move is a push (removals mark the pieces they take). The
  // arrows looked at are kept: a deeper report may redraw them.
  let arrows = [];
  for (let n = actionsOf(gipf).length - 4; n > 0; n--) {
    await page.waitForFunction(n => window.wasmBindings.uiState().moves.length === n && window.wasmBindings.uiState().hintArrows?.length >= 1, n, { timeout: 60000 });
    arrows = (await ui(page)).hintArrows;
    if (arrows.some(a => a.length === 2)) break;
    await page.click('#an-prev');
  }
  assert.ok(arrows.some(a => a.length === 2), `a push: its dot and first spot (${JSON.stringify(arrows)})`);
  assert.match(await page.textContent('#an-eval'), /for (White|Black)/);
  await page.click('#an-close');
  await leaveForLobby(page);
  // Straight into play (no arranging of rows), so the actions weighed are moves of dice.
  await page.evaluate(() => { document.querySelector('article[data-game=gype] details.more').open = true; });
  await page.uncheck('#opts-gype input[name=setup]');
  await page.click('#vs-friend-gype');
  await page.waitForFunction(() => window.wasmBindings?.uiState()?.game === 'gype');
  await page.click('#btn-analyse');
  await page.waitForFunction(() => /playouts/.test(document.getElementById('an-depth').textContent), null, { timeout: 60000 });
  assert.match(await page.textContent('#an-eval'), /South \d+%, North \d+%/);
  // South's best actions by the playouts after each: three lines, each a share and moves
  // (dice drawn), and an arrow on the board for each first action.
  await page.waitForFunction(() => document.querySelectorAll('#an-lines li').length === 3 && window.wasmBindings.uiState().hintArrows?.length >= 1, null, { timeout: 60000 });
  const lines = await page.$$eval('#an-lines li', items => items.map(li => li.textContent.trim()));
  for (const line of lines) assert.match(line, /^\d+% (roll )?[a-j]\d+/, `a share, then an action and its line: ${line}`);
  assert.match(await page.textContent('#an-depth'), /dice drawn/);
  const gypeArrows = (await ui(page)).hintArrows;
  assert.ok(gypeArrows.length >= 1 && gypeArrows.length <= 3 && gypeArrows.some(a => a.length >= 2), JSON.stringify(gypeArrows));
  // A line's first move, clicked, is played on the analysis board.
  const before = (await ui(page)).moves.length;
  await page.click('#an-lines li:first-child button');
  await page.waitForFunction(n => window.wasmBindings.uiState().moves.length === n + 1, before);
  assert.equal((await page.$$('#an-bar span')).length, 2);
  // Each seat's part has the colour of that seat's dice on the board.
  const hex = c => `rgb(${[1, 3, 5].map(i => parseInt(c.slice(i, i + 2), 16)).join(', ')})`;
  const board = (await ui(page)).seatColours;
  assert.equal(board.length, 2);
  assert.deepEqual(await page.$$eval('#an-bar span', parts => parts.map(p => p.style.background)), board.map(hex));
  assert.deepEqual(errors, []);
});
