// Live play that survives people coming and going, between browser contexts over WebRTC: a
// reload of either player mid-game resumes the same game in the same seat (a request standing
// then is dropped on both screens), a spectator sees every move read-only, and a player who
// stays away loses the game to a claim.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSuite, gygesRoom, roomAfterTwoMoves, playOne, waitState, waitMoves, pageUrl, ui, openApp, env } from './live_common.mjs';

liveSuite();

async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');
}

test('a reload of the guest mid-game resumes from the kept record, in the same seat, and a move made while it was away reaches it', async () => {
  const { host, guest, room } = await gygesRoom();
  const pages = [host.page, guest.page];
  for (let i = 0; i < 4; i++) await playOne(pages);
  const before = await ui(host.page);

  await reload(guest.page);
  assert.equal(await guest.page.evaluate(() => location.hash), `#live=${room}`, 'the same link');
  await guest.page.waitForFunction(n => window.wasmBindings.uiState()?.moves?.length === n, before.moves.length);
  assert.equal((await ui(guest.page)).position, before.position, 'the game resumes where it was');
  await waitState(host.page, 'Online: connected');
  await waitState(guest.page, 'Online: connected');
  await playOne(pages);
  if ((await ui(host.page)).toMove !== 0) await playOne(pages);

  // The guest leaves the page; the host moves meanwhile; the guest opens the link again in the
  // same browser and catches up.
  await guest.page.goto('about:blank');
  await waitState(host.page, 'Online: your friend is disconnected');
  await playOne([host.page, host.page], [host.page]);
  const moved = (await ui(host.page)).moves.length;
  await guest.page.goto(`${pageUrl()}#live=${room}`);
  await guest.page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');
  await waitMoves(guest.page, moved, 30000);
  assert.equal((await ui(guest.page)).position, (await ui(host.page)).position);
  await waitState(host.page, 'Online: connected');
  await playOne(pages);
  assert.deepEqual([...host.errors, ...guest.errors], []);
  await host.page.context().close();
  await guest.page.context().close();
});

test('a takeback asked for just before a reload is dropped on the other screen; asked again, it goes through', async () => {
  const { host, guest, pages, asker, answerer } = await roomAfterTwoMoves();
  await asker.click('#live-takeback');
  await answerer.waitForSelector('#live-accept', { timeout: 15000 });
  await reload(asker);
  await answerer.waitForFunction(() => /reconnected: the takeback request is dropped/.test(document.getElementById('notice').textContent), null, { timeout: 30000 });
  assert.equal(await answerer.$('#live-accept'), null, 'nothing is left to accept');
  await waitState(asker, 'Online: connected');
  assert.equal((await ui(asker)).moves.length, 2, 'the reloaded page resumes both moves');
  await asker.click('#live-takeback');
  await answerer.click('#live-accept', { timeout: 15000 });
  for (const p of pages) await waitMoves(p, 1);
  assert.equal((await ui(host.page)).position, (await ui(guest.page)).position);
  assert.deepEqual([...host.errors, ...guest.errors], []);
  await host.page.context().close();
  await guest.page.context().close();
});

test('the host reloading in its own browser resumes as the host', async () => {
  const { host, guest } = await gygesRoom();
  const pages = [host.page, guest.page];
  for (let i = 0; i < 3; i++) await playOne(pages);
  await reload(host.page);
  await host.page.waitForFunction(() => window.wasmBindings.uiState()?.moves?.length === 3);
  await waitState(host.page, 'Online: connected');
  await waitState(guest.page, 'Online: connected');
  assert.equal((await ui(host.page)).toMove, (await ui(guest.page)).toMove);
  await playOne(pages);
  await playOne(pages);
  assert.equal((await ui(host.page)).position, (await ui(guest.page)).position);
  assert.deepEqual([...host.errors, ...guest.errors], []);
  await host.page.context().close();
  await guest.page.context().close();
});

test('the host reloading before the guest arrives keeps the room as its host', async () => {
  const host = await openApp(env.browser, pageUrl());
  await host.page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await host.page.click('#start-gyges');
  await host.page.click('#btn-live');
  await host.page.waitForFunction(() => location.hash.startsWith('#live='));
  const room = (await host.page.evaluate(() => location.hash)).slice('#live='.length);
  await host.page.waitForFunction(r => localStorage.getItem(`gboards.live.${r}`)?.startsWith('host'), room);
  await reload(host.page);
  const guest = await openApp(env.browser, `${pageUrl()}#live=${room}`);
  for (const p of [host.page, guest.page]) {
    await waitState(p, 'Online: connected');
    await p.waitForFunction(() => window.wasmBindings.uiState()?.position?.startsWith('321123'));
  }
  await playOne([host.page, guest.page]);
  assert.equal((await ui(host.page)).moves.length, 1, 'a move between the two, the host playing seat 1');
  assert.deepEqual([...host.errors, ...guest.errors], []);
  for (const p of [host, guest]) await p.page.context().close();
});

test('a spectator of a full room watches every move, read-only, with the move list', async () => {
  const { host, guest, room } = await gygesRoom();
  const pages = [host.page, guest.page];
  await playOne(pages);
  const watcher = await openApp(env.browser, `${pageUrl()}#live=${room}`);
  await waitState(watcher.page, 'Online: watching');
  await waitMoves(watcher.page, 1);
  for (let i = 0; i < 5; i++) await playOne(pages, [...pages, watcher.page]);
  const seen = await ui(watcher.page);
  assert.deepEqual(seen.moves, (await ui(host.page)).moves, 'every move, in the move list');
  assert.equal(seen.position, (await ui(guest.page)).position);
  assert.ok(await watcher.page.locator('#moves [data-ply]').count() > 0, 'the move list is shown');
  // Clicks on the spectator's board play nothing, and it has no live buttons.
  await watcher.page.locator('#board').click({ position: { x: 200, y: 200 } });
  assert.equal((await ui(watcher.page)).moves.length, 6);
  assert.equal(await watcher.page.locator('#live-actions').isHidden(), true);
  assert.deepEqual([...host.errors, ...guest.errors, ...watcher.errors], []);
  for (const p of [host, guest, watcher]) await p.page.context().close();
});

test('a player who stays away is shown as disconnected, and the other claims the game', async () => {
  const { host, guest } = await gygesRoom('&claim=2');
  await playOne([host.page, guest.page]);
  await guest.page.context().close();
  await waitState(host.page, 'Online: your friend is disconnected');
  // Keep waiting once, then claim.
  await host.page.click('#live-claim-wait', { timeout: 20000 });
  await host.page.click('#live-claim-yes', { timeout: 20000 });
  await host.page.waitForFunction(() => window.wasmBindings.uiState()?.status === 'over');
  const end = await ui(host.page);
  assert.equal(end.winner, 0, 'the host wins on the claim');
  assert.match(await host.page.locator('#banner-text').textContent(), /North left the game, and it was claimed/);
  assert.deepEqual([...host.errors], []);
  await host.page.context().close();
});

test('with a clock, a device that stops answering on its turn loses on time once its time is gone here', async () => {
  // 12 s each: enough for the host's first move on a loaded machine.
  const { host, guest, room } = await gygesRoom('&clock=12s+0');
  await playOne([host.page, guest.page]);
  if ((await ui(host.page)).toMove !== 1) await playOne([host.page, guest.page]);
  // The guest is to act with 12 s; its page goes away (the browser keeps its game).
  await guest.page.goto('about:blank');
  await host.page.waitForTimeout(8000);
  assert.notEqual((await ui(host.page)).status, 'over', 'not before the time and the grace are gone');
  await host.page.waitForFunction(() => window.wasmBindings.uiState()?.status === 'over', null, { timeout: 20000 });
  await waitState(host.page, 'Online: your friend is disconnected');
  const end = await ui(host.page);
  assert.equal(end.winner, 0, 'the host wins on time');
  assert.match(await host.page.locator('#banner-text').textContent(), /on time/);
  assert.match(await host.page.locator('#notice').textContent(), /time ran out, and the device stopped answering/);
  // The guest comes back to the game it lost on time, with the same record.
  await guest.page.goto(`${pageUrl('&clock=12s+0')}#live=${room}`);
  await guest.page.waitForFunction(() => window.wasmBindings?.uiState?.()?.status === 'over', null, { timeout: 30000 });
  assert.equal((await ui(guest.page)).winner, 0);
  assert.deepEqual((await ui(guest.page)).moves, end.moves);
  assert.deepEqual([...host.errors, ...guest.errors], []);
  for (const p of [host.page, guest.page]) await p.context().close();
});

test('a page that claims the away guest\'s seat with a made-up token is refused with a note, and the game goes on', async () => {
  const { host, guest, room } = await gygesRoom();
  const pages = [host.page, guest.page];
  await playOne(pages);
  await playOne(pages);
  const kept = await guest.page.evaluate(r => localStorage.getItem(`gboards.live.${r}`), room);
  assert.match(kept, /^key [0-9a-f]{64} \d+ /, 'the seat token is kept with the game');
  await guest.page.goto('about:blank');
  await waitState(host.page, 'Online: your friend is disconnected');
  // Another browser that knows the link and the record, with a token of its own making.
  const intruder = await openApp(env.browser, pageUrl());
  await intruder.page.evaluate(([r, text]) => localStorage.setItem(`gboards.live.${r}`, text), [room, kept.replace(/^key [0-9a-f]{64} \d+/, `key ${'ab'.repeat(32)} 0`)]);
  // Another query string, so the page loads anew with the room in its hash.
  await intruder.page.goto(`${pageUrl('&claim=60')}#live=${room}`);
  await host.page.waitForFunction(() => /refused: a claim of seat 2 without that seat's token/.test(document.getElementById('notice').textContent), null, { timeout: 30000 });
  assert.equal(await host.page.locator('#live-state').textContent(), 'Online: your friend is disconnected', 'the seat stays away');
  assert.equal((await ui(host.page)).moves.length, 2);
  // The guest comes back with its own token and the game goes on.
  await guest.page.goto(`${pageUrl()}#live=${room}`);
  await guest.page.waitForFunction(() => window.wasmBindings?.uiState?.()?.moves?.length === 2, null, { timeout: 30000 });
  await waitState(host.page, 'Online: connected');
  await playOne(pages);
  assert.equal((await ui(host.page)).position, (await ui(guest.page)).position);
  assert.deepEqual([...host.errors, ...guest.errors], []);
  for (const p of [host.page, guest.page, intruder.page]) await p.context().close();
});
