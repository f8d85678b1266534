// Leaving a live game, and what a live game's page does not offer: "Play a friend online"
// mid-game (it would move the page to another room), New game without asking (leaving resigns,
// and the opponent sees it), the game under "Resume a game" as a hot-seat copy, and a guest
// dropped when the same room's link is opened again in the tab.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ui } from './harness.mjs';
import { liveSuite, gygesRoom, playOne, waitState, waitMoves } from './live_common.mjs';

liveSuite();

test('a live game has no "Play a friend online", and New game asks in the page, then resigns', async () => {
  const { host, guest } = await gygesRoom();
  const pages = [host.page, guest.page];
  let dialogs = 0;
  for (const p of pages) p.on('dialog', d => { dialogs += 1; d.dismiss(); });
  await playOne(pages);
  for (const p of pages) {
    assert.equal(await p.isVisible('#btn-live'), false, 'no second room from a live game');
    assert.equal(await p.isVisible('#btn-hint'), false, 'no hint in a live game');
  }
  const hash = await guest.page.evaluate(() => location.hash);

  // The guest presses New game: the page asks, and Stay keeps the game.
  await guest.page.click('#btn-new');
  assert.equal(await guest.page.isVisible('#ask'), true);
  assert.match(await guest.page.textContent('#ask-text'), /resigns/);
  assert.equal(await guest.page.textContent('#btn-ask-yes'), 'Resign and leave');
  await guest.page.click('#btn-ask-no');
  assert.equal(await guest.page.isVisible('#play'), true, 'Stay keeps the game');
  assert.equal(await guest.page.evaluate(() => location.hash), hash, 'and its room');

  // Resign and leave: the guest is in the lobby, and the host sees the resignation.
  await guest.page.click('#btn-new');
  await guest.page.click('#btn-ask-yes');
  await guest.page.waitForSelector('#lobby:not([hidden])');
  await host.page.waitForFunction(() => window.wasmBindings.uiState()?.status === 'over', null, { timeout: 20000 });
  assert.equal((await ui(host.page)).winner, 0, 'the host wins: the guest resigned');
  assert.match(await host.page.locator('#banner-text').textContent(), /resigned/);

  // The guest's lobby offers no hot-seat copy of the live game.
  assert.equal(await guest.page.locator('#saved-list li').count(), 0, 'the live game is not a local game to resume');
  assert.equal(dialogs, 0, 'no browser confirm()');
  assert.deepEqual([...host.errors, ...guest.errors], []);
  for (const p of pages) await p.context().close();
});

test('the same room opened again in the tab keeps the guest in the game, connected', async () => {
  const { host, guest, room } = await gygesRoom();
  const pages = [host.page, guest.page];
  await playOne(pages);
  // The tab's address is the room's link already; opening it again gives a hashchange.
  await guest.page.evaluate(r => {
    location.hash = `#live=${r}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, room);
  await guest.page.waitForTimeout(1500);
  assert.equal(await guest.page.isVisible('#play'), true, 'the game stays on show');
  await waitState(guest.page, 'Online: connected');
  await playOne(pages);
  await waitMoves(guest.page, 2);
  assert.equal((await ui(guest.page)).mode, 'live-player');
  assert.deepEqual([...host.errors, ...guest.errors], []);
  for (const p of pages) await p.context().close();
});

test('offers and the claim of a game stand beside the status line, in view on a phone', async () => {
  const { host, guest } = await gygesRoom();
  const pages = [host.page, guest.page];
  for (const p of pages) await p.setViewportSize({ width: 390, height: 844 });
  await playOne(pages);
  const mover = (await ui(host.page)).toMove;
  const [asker, answerer] = [pages[1 - mover], pages[mover]];
  await asker.click('#live-draw');
  await answerer.waitForSelector('#live-offer', { timeout: 20000 });
  const box = await answerer.evaluate(() => {
    const offer = document.getElementById('live-offer').getBoundingClientRect();
    const status = document.getElementById('status').getBoundingClientRect();
    return { offer: offer.toJSON(), status: status.toJSON(), h: innerHeight, scrolled: scrollY };
  });
  assert.equal(box.scrolled, 0);
  assert.ok(box.offer.bottom <= box.h, `the offer is in view without scrolling: ${JSON.stringify(box)}`);
  assert.ok(box.offer.top >= box.status.bottom - 1 && box.offer.top - box.status.bottom < 80, `the offer sits under the status line: ${JSON.stringify(box)}`);
  for (const p of pages) await p.context().close();
});
