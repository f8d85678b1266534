// Keeping and sharing games: export and import, share links in a fresh browser, play by link,
// autosave across a reload, bad saves and bad links, step-through replay, and a whole Gygès
// game played with the keyboard alone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { serve, launch, openApp, ui, settle, followed, leaveForLobby } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

async function quickGame(page) {
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === false);
}

/** Types moves into the notation box: the first legal move each time. */
async function typeMoves(page, n) {
  for (let i = 0; i < n; i++) {
    const mv = await page.evaluate(() => {
      const { Match, uiState } = window.wasmBindings;
      return Match.fromPosition('gyges', uiState().position, '').legalMoves()[0];
    });
    await page.fill('#move-input', mv);
    await page.press('#move-input', 'Enter');
    await settle(page);
  }
  await followed(page);
}

test('export, then import the record by paste', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await quickGame(page);
  await typeMoves(page, 3);
  const before = await ui(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-export')]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  assert.match(text, /^gboards-record 1\ngame gyges\n/);
  await leaveForLobby(page);
  await page.click('#btn-import-lobby');
  await page.fill('#import-text', 'gboards-record 1\ngame gyges\nseed 1\nnot-a-move\n');
  await page.click('#btn-import-load');
  assert.match(await page.textContent('#import-error'), /line 4/);
  await page.fill('#import-text', 'gboards-record 1\ngame gyges\nseed 1\noption replace=maybe\n');
  await page.click('#btn-import-load');
  assert.match(await page.textContent('#import-error'), /line 4: .*replace/, 'a bad option names its line');
  await page.fill('#import-text', text);
  await page.click('#btn-import-load');
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
  const after = await ui(page);
  assert.equal(after.position, before.position);
  assert.deepEqual(after.moves, before.moves);
  assert.deepEqual(errors, []);
});

test('a share link restores the game in a fresh browser, at the latest move or a chosen one', async () => {
  const { page } = await openApp(browser, server.url);
  await quickGame(page);
  await typeMoves(page, 4);
  const s = await ui(page);
  const link = await page.evaluate(() => location.href);
  assert.match(link, /#g=/);
  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  await other.goto(link);
  await other.waitForFunction(() => window.wasmBindings?.uiState()?.position);
  assert.equal((await ui(other)).position, s.position);
  // At a chosen ply: the board shows the earlier position; the game keeps every move.
  await other.goto(link + '&ply=1');
  await other.reload();
  await other.waitForFunction(() => !document.getElementById('viewing').hidden);
  assert.match(await other.textContent('#viewing-text'), /After move 1 of 4/);
  await ctx.close();
});

test('play by link: two moves, each sent as a link to the other player', async () => {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await a.goto(server.url);
  await a.waitForFunction(() => window.wasmBindings?.uiState);
  await quickGame(a);
  await typeMoves(a, 1);
  await a.click('#btn-send');
  const linkA = await a.evaluate(() => location.href);
  await b.goto(linkA);
  await b.waitForFunction(() => window.wasmBindings?.uiState()?.moves?.length === 1);
  await typeMoves(b, 1);
  const linkB = await b.evaluate(() => location.href);
  await a.goto(linkB);
  await a.reload();
  await a.waitForFunction(() => window.wasmBindings?.uiState()?.moves?.length === 2);
  assert.deepEqual((await ui(a)).moves, (await ui(b)).moves);
});

test('autosave survives a reload; a corrupted save and a malformed link are reported, not fatal', async () => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  await page.goto(server.url);
  await page.waitForFunction(() => window.wasmBindings?.uiState);
  await quickGame(page);
  await typeMoves(page, 2);
  const s = await ui(page);
  await page.evaluate(() => localStorage.setItem('gboards.game.broken1', 'gboards-record 1\ngame gyges\nseed x\n'));
  await page.goto(server.url); // no hash: the lobby
  await page.waitForSelector('#saved:not([hidden])');
  const items = await page.locator('#saved-list li').allTextContents();
  assert.ok(items.some(t => /could not be read/.test(t)), `the bad save is reported: ${items}`);
  assert.ok(await page.evaluate(() => localStorage.getItem('gboards.broken.broken1') !== null), 'the bad save is kept aside');
  await page.locator('#saved-list li:not(.broken) button[data-resume]').first().click();
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
  assert.equal((await ui(page)).position, s.position);
  await page.goto(server.url + '#g=@@@not-a-game');
  await page.waitForSelector('#lobby-error:not([hidden])');
  assert.match(await page.textContent('#lobby-error'), /damaged/);
  await quickGame(page); // the page still works
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('step through the moves, then take over from an earlier position', async () => {
  const { page } = await openApp(browser, server.url);
  await quickGame(page);
  await typeMoves(page, 3);
  const full = await ui(page);
  await page.click('#btn-prev');
  await page.click('#btn-prev');
  assert.match(await page.textContent('#viewing-text'), /After move 1 of 3/);
  await page.locator('#moves [data-ply]').nth(1).click();
  assert.match(await page.textContent('#viewing-text'), /After move 2 of 3/);
  await page.focus('#moves');
  await page.keyboard.press('ArrowLeft');
  assert.match(await page.textContent('#viewing-text'), /After move 1 of 3/);
  assert.equal((await ui(page)).position, full.position, 'viewing does not change the game');
  await page.click('#btn-takeover');
  const s = await ui(page);
  assert.equal(s.moves.length, 1);
  assert.deepEqual(s.moves, full.moves.slice(0, 1));
});

test('a whole Gygès game by keyboard only', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.focus('#opts-gyges [name=setup]');
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.focus('#start-gyges');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === false);
  await page.focus('#board');
  const name = i => i >= 36 ? (i === 36 ? 'S' : 'N') : 'abcdef'[i % 6] + (Math.floor(i / 6) + 1);
  const index = n => n === 'S' ? 36 : n === 'N' ? 37 : (n.charCodeAt(0) - 97) + 6 * (Number(n[1]) - 1);
  /** Presses arrows until the cursor is on `target`, then Enter. */
  async function goTo(target) {
    let moved = (await ui(page)).cursor === null;
    if (moved) await page.keyboard.press('ArrowUp');
    for (let guard = 0; guard < 20; guard++) {
      const cur = (await ui(page)).cursor;
      if (cur === target) break;
      moved = true;
      const [c, t] = [index(cur), index(target)];
      if (t === 37) await page.keyboard.press('ArrowUp');
      else if (t === 36) await page.keyboard.press('ArrowDown');
      else if (c >= 36) await page.keyboard.press(c === 37 ? 'ArrowDown' : 'ArrowUp');
      else if (t % 6 < c % 6) await page.keyboard.press('ArrowLeft');
      else if (t % 6 > c % 6) await page.keyboard.press('ArrowRight');
      else await page.keyboard.press(Math.floor(t / 6) > Math.floor(c / 6) ? 'ArrowUp' : 'ArrowDown');
    }
    assert.equal((await ui(page)).cursor, target);
    if (moved) assert.match(await page.textContent('#live'), new RegExp(`^${target}: (empty|single|double|triple|goal)$`), 'the cursor square is announced');
    await page.keyboard.press('Enter');
  }
  for (let ply = 0; ply < 80; ply++) {
    if ((await ui(page)).status === 'over') break;
    const long = await page.evaluate(() => {
      const { Match, uiState } = window.wasmBindings;
      const pos = uiState().position;
      const moves = Match.fromPosition('gyges', pos, '').legalMoves();
      const longs = moves.map(m => Match.fromPosition('gyges', pos, '').play(m));
      return longs.find(l => /-[NS]$/.test(l)) ?? longs.sort((a, b) => b.length - a.length || (a < b ? -1 : 1))[0];
    });
    for (const sq of long.split('-')) await goTo(sq);
    await settle(page);
    const s = await ui(page);
    assert.equal(s.moves[s.moves.length - 1], long);
  }
  assert.equal((await ui(page)).status, 'over');
  assert.ok(await page.isVisible('#banner'));
  assert.deepEqual(errors, []);
  void name;
});
