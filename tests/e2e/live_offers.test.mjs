// Ending and undoing a live game by agreement, between browser contexts over WebRTC: a
// takeback asked for and declined, then accepted (the page's Undo asks too); a draw offered
// and accepted; a rematch with the sides swapped; and a resignation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSuite, roomAfterTwoMoves, playOne, waitMoves, ui } from './live_common.mjs';

liveSuite();

const waitOver = page => page.waitForFunction(() => window.wasmBindings.uiState()?.status === 'over', null, { timeout: 15000 });

test('takeback declined then accepted, a draw agreed, a rematch with the sides swapped', async () => {
  const { host, guest, pages, asker, answerer } = await roomAfterTwoMoves();
  // The player who moved last asks to take it back; the other declines.
  await asker.click('#live-takeback');
  await answerer.click('#live-decline', { timeout: 15000 });
  await asker.waitForFunction(() => /declined/.test(document.getElementById('notice').textContent));
  assert.equal((await ui(asker)).moves.length, 2);
  // Asked again at once (the page's own Undo asks too): refused, a no stands for some moves.
  await asker.click('#btn-undo');
  await asker.waitForFunction(() => /takeback may be proposed again after \d more moves/.test(document.getElementById('notice').textContent));
  assert.equal(await answerer.$('#live-offer'), null, 'nothing reaches the other player');
  // The other player may ask: its move and the reply go back, on both boards.
  await answerer.click('#live-takeback');
  await asker.click('#live-accept', { timeout: 15000 });
  for (const p of pages) await waitMoves(p, 0);
  assert.equal((await ui(host.page)).position, (await ui(guest.page)).position);
  await playOne(pages);

  // A draw offered and accepted ends the game on both boards.
  await host.page.click('#live-draw');
  await guest.page.click('#live-accept', { timeout: 15000 });
  for (const p of pages) await waitOver(p);
  assert.equal((await ui(guest.page)).draw, true);
  assert.match(await host.page.locator('#banner-text').textContent(), /Draw agreed/);

  // A rematch from the banner's button, accepted: the guest now plays the first seat.
  await guest.page.click('#banner [data-id=app-rematch]');
  await host.page.click('#live-accept', { timeout: 15000 });
  for (const p of pages) await p.waitForFunction(() => window.wasmBindings.uiState()?.status !== 'over' && window.wasmBindings.uiState()?.moves?.length === 0);
  const swapped = [guest.page, host.page];
  await playOne(swapped);
  await playOne(swapped);
  assert.equal((await ui(host.page)).position, (await ui(guest.page)).position);

  // A resignation ends it at once on the other board too.
  // Resign asks for a second press on the same spot.
  await host.page.click('#live-resign');
  await host.page.click('#live-resign');
  for (const p of pages) await waitOver(p);
  assert.equal((await ui(host.page)).winner, 0, 'the guest, now seat 0, wins');
  assert.match(await guest.page.locator('#banner-text').textContent(), /resigned/);
  assert.deepEqual([...host.errors, ...guest.errors], []);
  await host.page.context().close();
  await guest.page.context().close();
});
