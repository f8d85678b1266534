// The position editor, by clicks on the board canvas: for each game a position is built from a
// lobby card's "Set up a position", an invalid set-up is refused with its reason in words and
// the buttons disabled, the position is made valid, analysed (lines appear) and played from;
// the keyboard puts a piece; GIPF runs at 390×844. The result banner's Review opens the review.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, clickSquare } from './harness.mjs';
import { recordOf, importRecord } from './analysis_common.mjs';
import { createRequire } from 'node:module';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

async function openEditor(page, game) {
  await page.click(`#edit-${game}`);
  await page.waitForSelector('#editor:not([hidden]) #ed-palette button[data-code]', { timeout: 30000 });
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
}

const pick = (page, group, code) => page.click(`#ed-palette button[data-group="${group}"][data-code="${code}"]`);
const problems = page => page.$$eval('#ed-problems li', li => li.map(l => l.textContent));
const waitProblem = (page, re) => page.waitForFunction(src => [...document.querySelectorAll('#ed-problems li')].some(l => new RegExp(src).test(l.textContent)), re.source, { timeout: 20000 });
const waitValid = page => page.waitForFunction(() => document.getElementById('ed-ok').textContent !== '' && !document.getElementById('ed-analyse').disabled, null, { timeout: 20000 });

async function assertRefused(page) {
  // The buttons follow the record the module sends after the problems it lists.
  await page.waitForFunction(() => ['ed-analyse', 'ed-play', 'ed-share'].every(id => document.getElementById(id).disabled), null, { timeout: 20000 });
  for (const id of ['ed-analyse', 'ed-play', 'ed-share']) assert.equal(await page.$eval(`#${id}`, b => b.disabled), true, `${id} is disabled`);
  assert.equal(await page.textContent('#ed-ok'), '');
}

/** Analyses the edited position and waits for the best lines. */
async function analyse(page) {
  await page.click('#ed-analyse');
  await page.waitForSelector('#analysis:not([hidden])', { timeout: 30000 });
  assert.equal(await page.isVisible('#editor'), false, 'the editor makes way for the analysis');
  await page.waitForFunction(() => /Depth \d+|playouts/.test(document.getElementById('an-depth').textContent), null, { timeout: 60000 });
}

/** From the analysis, back to the editor and on to a game from the position. */
async function playFrom(page, players) {
  // The buttons still say what they said when the editor closed: the record of the reopened
  // position, the last of its events (after the board), enables them again.
  await page.$eval('#ed-analyse', b => { b.disabled = true; });
  await page.click('#an-edit');
  await page.waitForSelector('#editor:not([hidden])');
  await waitValid(page);
  await page.selectOption('#ed-players', players);
  await page.click('#ed-play');
  await page.waitForSelector('#editor', { state: 'hidden' });
  await page.waitForFunction(() => !document.body.classList.contains('analysing'));
}

test('Gygès: five triples are refused in words, one taken off by a second click, analysed, played against the computer; the keyboard puts a piece', async () => {
  const { page, errors } = await openApp(browser, server.url, { width: 1280, height: 800 });
  await openEditor(page, 'gyges');
  await page.click('#ed-clear');
  await waitProblem(page, /The board is empty/);
  await assertRefused(page);
  await pick(page, 'piece', '3');
  for (const sq of ['a1', 'b1', 'c1', 'd1', 'e1']) await clickSquare(page, sq);
  await waitProblem(page, /^Five triples on the board, at most four\.$/);
  await assertRefused(page);
  assert.ok((await problems(page)).includes('The board shows the last set-up the game can draw.'));
  // The board drew the four triples before the fifth.
  assert.equal((await ui(page)).position.split(' ')[0].split('/')[5], '3333..');
  await clickSquare(page, 'e1');
  await page.waitForFunction(() => ![...document.querySelectorAll('#ed-problems li')].some(l => /Five triples/.test(l.textContent)));
  await pick(page, 'piece', '1');
  await clickSquare(page, 'a6');
  // Four triples alone are already valid: wait for the single itself, not for validity.
  await page.waitForFunction(() => /^1\.{5}\//.test(window.wasmBindings.uiState()?.position ?? ''), null, { timeout: 10000 })
    .catch(async () => assert.fail(`the board shows the set-up: ${(await ui(page)).position}`));
  await waitValid(page);
  assert.deepEqual(await problems(page), []);
  assert.match((await ui(page)).position, /^1\.\.\.\.\.\/(\.{6}\/){4}3333\.\. S/, 'the board shows the set-up');
  // The keyboard: arrows move a cursor on the board, Enter puts the chosen piece.
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  const place = await page.evaluate(() => window.gboardsEditorCursor());
  assert.match(place, /^[a-f][1-6]$/);
  assert.equal(await page.isVisible('.ed-cursor'), true, 'the cursor is drawn over the board');
  await page.waitForFunction(p => document.getElementById('ed-at').textContent.startsWith(`${p}: `), place);
  await page.keyboard.press('Enter');
  await page.waitForFunction(p => document.getElementById('ed-at').textContent === `${p}: a single`, place, { timeout: 10000 });
  await page.keyboard.press('Delete');
  await page.waitForFunction(p => document.getElementById('ed-at').textContent === `${p}: empty`, place, { timeout: 10000 });
  assert.equal((await ui(page)).moves.length, 0, 'nothing was played on the board meanwhile');
  await waitValid(page);
  // The position's link opens the analysis on it in a new page.
  await page.click('#ed-share');
  await page.waitForSelector('#ed-link:not([hidden])');
  const link = await page.inputValue('#ed-link');
  assert.match(link, /#analyse=/);
  const other = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await other.goto(link);
  await other.waitForSelector('#analysis:not([hidden])', { timeout: 30000 });
  await other.waitForFunction(() => /^1\.{5}\/(\.{6}\/){4}3333\.\. S/.test(window.wasmBindings.uiState()?.position ?? ''), null, { timeout: 30000 });
  await other.close();
  await analyse(page);
  await page.waitForFunction(() => document.querySelectorAll('#an-lines li').length >= 1, null, { timeout: 60000 });
  await playFrom(page, 'easy');
  const state = await ui(page);
  assert.match(state.position, /^1\.\.\.\.\.\/(\.{6}\/){4}3333\.\. S/);
  assert.deepEqual(state.players, ['human', 'easy'], 'South, to move, is the person');
  assert.equal(state.status, 'turn');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Table Gype: a seat without dice is refused, a North die makes it valid, analysed by playouts and played on this device', async () => {
  const { page, errors } = await openApp(browser, server.url, { width: 1280, height: 800 });
  await openEditor(page, 'gype');
  await page.click('#ed-clear');
  await pick(page, 'seat', 'S');
  await pick(page, 'face', 'F');
  await clickSquare(page, 'e3');
  await waitProblem(page, /^North has no dice\.$/);
  await assertRefused(page);
  await pick(page, 'seat', 'N');
  await clickSquare(page, 'e6');
  await waitValid(page);
  const drawn = (await ui(page)).position;
  assert.ok(/SFe3/.test(drawn) && /NFe6/.test(drawn), `the board shows both dice: ${drawn}`);
  await analyse(page);
  await page.waitForFunction(() => /\d+ playouts/.test(document.getElementById('an-depth').textContent), null, { timeout: 60000 });
  await playFrom(page, '');
  const state = await ui(page);
  assert.ok(/SFe3/.test(state.position) && /NFe6/.test(state.position), state.position);
  assert.equal(state.moves.length, 0);
  assert.ok(state.legal.length > 0, 'South can move');
  assert.deepEqual(errors, []);
  await page.close();
});

test('GIPF at 390×844: a piece too many is refused, taken off again, analysed and played', async () => {
  const { page, errors } = await openApp(browser, server.url, { width: 390, height: 844 });
  await openEditor(page, 'gipf');
  await page.click('#ed-start');
  await pick(page, 'colour', 'W');
  await pick(page, 'kind', 'b');
  await clickSquare(page, 'e5');
  await waitProblem(page, /^White has \d+ pieces, at most \d+\.$/);
  await assertRefused(page);
  // The editor's controls fit the phone's width.
  for (const id of ['ed-analyse', 'ed-play', 'ed-clear', 'ed-side']) {
    const box = await page.locator(`#${id}`).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${id} fits: ${JSON.stringify(box)}`);
  }
  await clickSquare(page, 'e5');
  await waitValid(page);
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => (await window.axe.run(document.getElementById('editor'), { resultTypes: ['violations'] })).violations.map(v => `${v.id}: ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')}`));
  assert.deepEqual(found, [], 'axe finds nothing wrong with the editor panel');
  await analyse(page);
  await page.waitForFunction(() => document.querySelectorAll('#an-lines li').length >= 1, null, { timeout: 60000 });
  await playFrom(page, '');
  const state = await ui(page);
  assert.equal(state.game, 'gipf');
  assert.equal(state.status, 'turn');
  assert.equal(state.moves.length, 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the result banner offers Review, which reviews the game that ended', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await importRecord(page, recordOf('gyges-40.txt'));
  // The record may end the game itself; otherwise the player to move resigns.
  if (!(await page.isVisible('#banner'))) {
    await page.click('[data-id=app-resign]');
    await page.click('[data-id=app-resign]');
  }
  await page.waitForSelector('#banner:not([hidden])');
  await page.click('#btn-banner-review');
  await page.waitForSelector('#analysis:not([hidden])', { timeout: 30000 });
  await page.waitForFunction(() => /Review/.test(document.getElementById('an-review-status').textContent), null, { timeout: 30000 });
  await page.waitForFunction(() => /Reviewed \d+ moves/.test(document.getElementById('an-review-status').textContent), null, { timeout: 180000 });
  assert.ok(await page.$$eval('#an-graph polyline', p => p.length) === 1, 'the evaluation graph is drawn');
  assert.deepEqual(errors, []);
  await page.close();
});
