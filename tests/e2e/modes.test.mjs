// Every screen is in one mode, and one policy table says which controls each mode has. This walks
// the modes a page can reach (against the computer, hot seat, an earlier position, analysis,
// the editor, a puzzle, a lesson, an embed, a live player and a spectator) at a desktop's and a
// phone's size, and holds the page's controls to the mode's row as `uiState().controls` gives it:
// a control the row hides is not on show, one it disables is shown disabled, one it enables is
// shown and usable. It also checks what leaving asks, and what Resign asks, in the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, ui, settle } from './harness.mjs';
import { env, liveSuite, pageUrl, gygesRoom, playOne, waitState, waitMoves } from './live_common.mjs';

liveSuite();

const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

/** The policy's controls and what the page shows of each, read at one moment. */
const readControls = page => page.evaluate(() => {
  const s = window.wasmBindings.uiState();
  const find = id => id.startsWith('app-') ? document.querySelector(`#screen-buttons [data-id=${id}]`) : document.getElementById(id);
  const shown = {};
  for (const id of Object.keys(s.controls)) {
    const e = find(id);
    shown[id] = !e || !e.checkVisibility() ? 'hidden' : e.disabled ? 'disabled' : 'enabled';
  }
  return { mode: s.mode, controls: s.controls, shown };
});

/** Waits for `mode`, then checks every control against its row. */
async function controlsFollow(page, mode, where) {
  await page.waitForFunction(m => window.wasmBindings?.uiState()?.mode === m && !window.wasmBindings.uiState().animating, mode, { timeout: 30000 });
  await settle(page);
  const { controls, shown } = await readControls(page);
  assert.deepEqual(shown, controls, `${mode} (${where}): the page's controls follow the mode's row`);
  return controls;
}

/** Plays the first legal move by typing it. */
async function typeMove(page) {
  const move = (await ui(page)).legal[0];
  await page.fill('#move-input', move);
  await page.press('#move-input', 'Enter');
  await settle(page);
}

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;

  test(`each local mode shows the controls of its row (${at})`, async () => {
    const { page, errors } = await openApp(env.browser, pageUrl(), size);
    await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
    await page.click('#vs-computer-gyges');
    let c = await controlsFollow(page, 'local-computer', at);
    assert.equal(c['btn-pause'], 'enabled', 'against the computer, Pause');

    await page.click('#btn-new');
    await page.click('#vs-friend-gyges');
    await controlsFollow(page, 'local-hotseat', at);
    await typeMove(page);
    await typeMove(page);
    c = await controlsFollow(page, 'local-hotseat', at);
    assert.equal(c['btn-live'], 'enabled');
    assert.equal(c['app-offer'], 'enabled', 'two people here may agree a draw');

    await page.click('#btn-prev');
    c = await controlsFollow(page, 'earlier(local-hotseat)', at);
    assert.equal(c['btn-takeover'], 'enabled', 'an earlier position of a local game can be taken over');
    assert.equal(c['move-form'], 'hidden', 'and takes no typed move');
    await page.click('#btn-last');

    await page.click('#btn-analyse');
    c = await controlsFollow(page, 'analysis', at);
    for (const id of ['btn-hint', 'btn-live', 'btn-analyse', 'players-panel']) assert.equal(c[id], 'hidden', `analysis has no ${id}`);
    await page.click('#an-close');
    await controlsFollow(page, 'local-hotseat', at);

    // A finished game's Review opens the analysis board on it.
    await page.click('[data-id=app-resign]');
    await page.click('[data-id=app-resign]');
    await page.waitForSelector('#banner:not([hidden])');
    c = await controlsFollow(page, 'local-hotseat', at);
    assert.equal(c['app-resign'], 'hidden', 'a finished game has no Resign');
    await page.click('#btn-banner-review');
    await controlsFollow(page, 'review', at);
    await page.click('#an-close');
    await controlsFollow(page, 'local-hotseat', at);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`the editor, a puzzle, a lesson and an embed show the controls of their rows (${at})`, async () => {
    const { page, errors } = await openApp(env.browser, pageUrl(), size);
    await page.click('#edit-gyges');
    let c = await controlsFollow(page, 'editor', at);
    assert.equal(c['btn-undo'], 'hidden');

    await page.goto(`${pageUrl()}#puzzle=gyges-1`);
    c = await controlsFollow(page, 'puzzle', at);
    assert.equal(c['btn-live'], 'hidden', 'a puzzle is not played online');
    assert.equal(c['btn-hint'], 'hidden', "a puzzle's hint is its bar's own");

    await page.goto(`${pageUrl()}#learn=gyges-1`);
    c = await controlsFollow(page, 'lesson', at);
    assert.equal(c['btn-hint'], 'hidden', "a lesson's hint is its own");

    await page.goto(`${pageUrl('&embed=1&game=gyges')}`);
    await page.reload();
    c = await controlsFollow(page, 'embedded(local-hotseat)', at);
    for (const id of ['btn-new', 'btn-share', 'btn-live', 'move-form']) assert.equal(c[id], 'hidden', `an embed has no ${id}`);
    assert.notEqual(c['btn-undo'], 'hidden', 'an embed keeps Undo');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`a live player and a spectator show the controls of their rows (${at})`, async () => {
    const { host, guest, room } = await gygesRoom();
    const pages = [host.page, guest.page];
    for (const p of pages) await p.setViewportSize(size);
    await playOne(pages);
    for (const p of pages) {
      const c = await controlsFollow(p, 'live-player', at);
      assert.equal(c['btn-live'], 'hidden', 'no second room from a live game');
      assert.equal(c['btn-hint'], 'hidden', 'no hint in a live game');
      assert.equal(c['live-resign'], 'enabled');
    }
    const watcher = await openApp(env.browser, `${pageUrl()}#live=${room}`, size);
    await waitState(watcher.page, 'Online: watching');
    await waitMoves(watcher.page, 1);
    const c = await controlsFollow(watcher.page, 'live-spectator', at);
    for (const id of ['btn-undo', 'btn-hint', 'btn-live', 'live-resign']) assert.equal(c[id], 'hidden', `a spectator has no ${id}`);
    assert.deepEqual([...host.errors, ...guest.errors, ...watcher.errors], []);
    for (const p of [host, guest, watcher]) await p.page.context().close();
  });
}

test('a room waiting for the friend takes no move and offers no other room', async () => {
  const { page, errors } = await openApp(env.browser, pageUrl(), SIZES[1]);
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#vs-friend-gyges');
  await controlsFollow(page, 'local-hotseat', 'phone');
  await page.click('#btn-live');
  const c = await controlsFollow(page, 'live-waiting', 'phone');
  for (const id of ['btn-live', 'btn-undo', 'move-form', 'app-resign']) assert.equal(c[id], 'hidden', `a waiting room has no ${id}`);
  assert.match(await page.textContent('#status'), /Waiting for the other players/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a new game over an unfinished one says, in the page, that it stays saved', async () => {
  const { page, errors } = await openApp(env.browser, pageUrl(), SIZES[0]);
  let dialogs = 0;
  page.on('dialog', d => { dialogs += 1; d.dismiss(); });
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#vs-friend-gyges');
  await controlsFollow(page, 'local-hotseat', 'desktop');
  await typeMove(page);
  await page.click('#btn-new');
  assert.equal(await page.isVisible('#ask'), true, 'the page asks');
  assert.match(await page.textContent('#ask-text'), /stays saved under “Resume a game”/);
  await page.click('#btn-ask-no');
  assert.equal(await page.isVisible('#ask'), false);
  assert.equal(await page.isVisible('#play'), true, 'Stay keeps the game on show');
  await page.click('#btn-new');
  await page.click('#btn-ask-yes');
  await page.waitForSelector('#saved:not([hidden])');
  assert.equal(await page.locator('#saved-list li').count(), 1, 'the game is under "Resume a game"');
  assert.equal(dialogs, 0, "no browser confirm()");
  assert.deepEqual(errors, []);
  await page.close();
});

test('Resign asks for a second press on the same spot, then goes back', async () => {
  const { page, errors } = await openApp(env.browser, pageUrl('&seed=3'), SIZES[0]);
  await page.click('#vs-friend-gipf');
  await controlsFollow(page, 'local-hotseat', 'desktop');
  // A dot chosen: the rim shows where the piece can go.
  const dots = await page.evaluate(() => window.wasmBindings.uiState().legal.map(a => a.split('-')[0]));
  const { clickSquare } = await import('./harness.mjs');
  await clickSquare(page, dots[0].replace(/^[A-Z]/, ''));
  await page.click('[data-id=app-resign]');
  assert.equal(await page.textContent('[data-id=app-resign]'), 'Confirm resign?');
  assert.equal((await ui(page)).status, 'turn', 'one press does not resign');
  // Left alone, the button goes back.
  await page.waitForFunction(() => document.querySelector('[data-id=app-resign]')?.textContent === 'Resign', null, { timeout: 8000 });
  await page.click('[data-id=app-resign]');
  await page.click('[data-id=app-resign]');
  await page.waitForSelector('#banner:not([hidden])');
  const s = await ui(page);
  assert.equal(s.status, 'over');
  assert.doesNotMatch(await page.textContent('#status'), /to move/, 'the side panel says the result, not whose move it is');
  assert.match(await page.textContent('#status'), /White resigned/);
  assert.equal(s.dot ?? null, null, 'no rim dot stays chosen');
  assert.deepEqual(s.dots, [], 'no rim dot is offered');
  assert.equal(s.phase, 'over', "the board's plates name no one to move");
  assert.deepEqual(errors, []);
  await page.close();
});
