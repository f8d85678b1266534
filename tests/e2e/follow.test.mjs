// State flows one way: input that plays nothing (a selection, a hover, a cancel, a step back)
// only redraws and updates the panel; it never rewrites the saved game or the address. A played
// move does both. The page's history.replaceState and localStorage.setItem are counted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, clickSquare, followed, leaveForLobby } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

/** Starts counting the page's writes to the address and to storage. */
async function spy(page) {
  await page.evaluate(() => {
    window.writes = { hash: 0, storage: 0 };
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args) => { window.writes.hash++; return replace(...args); };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (...args) { window.writes.storage++; return setItem.apply(this, args); };
  });
}

const writes = page => page.evaluate(() => ({ ...window.writes }));

test('a selection, a hover and a cancel write nothing; a move saves and updates the link', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === false);
  await settle(page);
  // The new game is saved and put in the address in a task after it opens: before the count.
  await followed(page);
  const hash = await page.evaluate(() => location.hash);
  const saves = await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('gboards.game.')).length);
  assert.equal(saves, 1, 'the new game is saved once');
  await spy(page);

  // Select a ring, hover over the board, then cancel with Escape and by right-click.
  const from = (await ui(page)).legal[0].split(/[-@]/)[0];
  await clickSquare(page, from);
  assert.equal((await ui(page)).selected, from, 'the click selected a ring');
  const [x, y] = await page.evaluate(() => window.wasmBindings.boardPoint('c3'));
  await page.locator('#board').hover({ position: { x, y } });
  await page.keyboard.press('Escape');
  assert.equal((await ui(page)).selected, null, 'Escape dropped the selection');
  await clickSquare(page, from);
  await clickSquare(page, from, 'right');
  assert.deepEqual(await writes(page), { hash: 0, storage: 0 }, 'input alone rewrites neither the address nor storage');
  assert.equal(await page.evaluate(() => location.hash), hash);
  assert.equal((await ui(page)).moves.length, 0);

  // A move typed in is played: saved once, the address updated once.
  const move = (await ui(page)).legal[0];
  await page.fill('#move-input', move);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => window.wasmBindings.uiState().moves.length === 1);
  // Saving and the address follow the move in the page's next task.
  await page.waitForFunction(() => window.writes.hash >= 1 && window.writes.storage >= 1, null, { timeout: 10000 }).catch(() => {});
  const after = await writes(page);
  assert.equal(after.hash, 1, 'the move updates the address once');
  assert.equal(after.storage, 1, 'the move saves the game once');
  assert.notEqual(await page.evaluate(() => location.hash), hash, 'the link carries the move');
  assert.equal(await page.locator('#moves [data-ply]').count(), 1, 'the move list shows the move');
  assert.deepEqual(errors, []);
  await page.close();
});

/** The record of the game autosaved in this page (there is one). */
const savedRecord = page => page.evaluate(() => {
  const keys = Object.keys(localStorage).filter(k => k.startsWith('gboards.game.'));
  return keys.length === 1 ? localStorage.getItem(keys[0]) : `${keys.length} saves`;
});

test('the lobby reads every card: Gygès rules, Table Gype seats and first player, GIPF potentials', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.check('#opts-gyges [name=replace]');
  await page.check('#opts-gyges [name=return_to_start]');
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gyges');
  await followed(page);
  let record = await savedRecord(page);
  for (const line of ['option replace=on', 'option return_to_start=allow', 'option setup=preset:321123']) {
    assert.ok(record.includes(`\n${line}\n`), `${line} in\n${record}`);
  }
  await page.evaluate(() => localStorage.clear());

  await leaveForLobby(page);
  await page.selectOption('#gype-players', '3');
  assert.deepEqual(
    await page.evaluate(() => ['S', 'W', 'N', 'E'].map(s => document.querySelector(`#opts-gype [name=seat${s}]`).checked)),
    [true, true, true, false], 'three players tick South, West and North');
  assert.equal(await page.isVisible('#opts-gype [name=playerW]'), true, "a ticked seat shows its player's choice");
  assert.equal(await page.isVisible('#opts-gype [name=playerE]'), false, 'an unticked seat hides it');
  await page.selectOption('#opts-gype [name=first]', 'W');
  await page.uncheck('#opts-gype [name=rolls]');
  await page.selectOption('#opts-gype [name=playerN]', 'easy');
  await page.click('#start-gype');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gype');
  assert.deepEqual((await ui(page)).players, ['human', 'human', 'easy']);
  await followed(page);
  record = await savedRecord(page);
  for (const line of ['option seats=SWN', 'option first=W', 'option rolls=off', 'players human human easy']) {
    assert.ok(record.includes(`\n${line}\n`), `${line} in\n${record}`);
  }
  await page.evaluate(() => localStorage.clear());

  await leaveForLobby(page);
  await page.fill('#opts-gipf [name=pot_t]', '2');
  await page.fill('#opts-gipf [name=pot_y]', '1');
  await page.selectOption('#opts-gipf [name=challenges]', '1');
  await page.selectOption('#opts-gipf [name=side_game]', 'gyges');
  await page.selectOption('#opts-gipf [name=player1]', 'easy');
  await page.click('#start-gipf');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gipf');
  await followed(page);
  record = await savedRecord(page);
  assert.match(record, /\noption potentials=t2y1\n/);
  assert.match(record, /\noption side_game=rps\n/, 'against the computer a challenge is settled by rock-paper-scissors');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the saved-games list resumes and deletes rows through one listener', async () => {
  const { page, errors } = await openApp(browser, server.url);
  for (let i = 0; i < 2; i++) {
    await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
    await page.click('#start-gyges');
    await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gyges');
    await leaveForLobby(page);
  }
  assert.equal(await page.locator('#saved-list li').count(), 2);
  await page.locator('#saved-list li').first().locator('[data-forget]').click();
  assert.equal(await page.locator('#saved-list li').count(), 1, 'Delete drops the row');
  await page.locator('#saved-list li [data-resume]').click();
  await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gyges');
  assert.equal(await page.isVisible('#lobby'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a move is shown in one task and saved in the next, so the move's task stays short", async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=4');
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.selectOption('#opts-gyges [name=player0]', 'easy');
  await page.selectOption('#opts-gyges [name=player1]', 'easy');
  await page.evaluate(() => {
    // Whether each write to the address or to a save happens in the task that rebuilt the move
    // list: that task's mutations are still undelivered then.
    window.writeTasks = [];
    const moves = new MutationObserver(() => {});
    moves.observe(document.getElementById('moves'), { childList: true, subtree: true, characterData: true });
    const note = () => window.writeTasks.push(moves.takeRecords().length > 0 ? 'same' : 'later');
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args) => { note(); return replace(...args); };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, ...rest) { if (key.startsWith('gboards.game.')) note(); return setItem.call(this, key, ...rest); };
  });
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === false);
  await page.evaluate(() => { document.getElementById('ai-speed').value = '0'; });
  await page.waitForFunction(() => window.wasmBindings.uiState().moves.length >= 3, null, { timeout: 60000 });
  // Each computer move is saved and in the link soon after it shows.
  await page.waitForFunction(() => window.writeTasks.length >= 8, null, { timeout: 5000 });
  const tasks = await page.evaluate(() => window.writeTasks);
  assert.deepEqual(tasks.filter(t => t === 'same'), [], `writes in the move's own task: ${tasks.join(' ')}`);
  const saved = await page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('gboards.game.'))));
  assert.ok(saved.trim().split('\n').length >= 2, 'the save holds the moves');
  assert.deepEqual(errors, []);
  await page.close();
});
