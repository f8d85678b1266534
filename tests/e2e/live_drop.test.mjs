// A network drop that is not a reload: the guest's browser context goes offline for 10 s in
// the middle of a clocked Gygès game, its links cut (`dropNetwork`), then comes back. Both pages say so while it lasts, the
// live module reconnects by itself, and the game goes on from the record both keep: the same
// position on both boards after more moves, and clocks that agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSuite, gygesRoom, playOne, ui, liveState, waitState, dropNetwork } from './live_common.mjs';

liveSuite();

const clockText = page => page.locator('#clock').textContent();
/** The seconds left on this player's clock and the other's, as the page shows them. */
async function seconds(page) {
  const text = await clockText(page);
  const read = who => { const [m, s] = text.match(new RegExp(`${who} (\\d+):(\\d\\d)`)).slice(1).map(Number); return m * 60 + s; };
  return { you: read('You'), friend: read('Your friend') };
}

test('ten seconds offline mid-game: both sides see it, the module reconnects, and the game goes on', async () => {
  const { host, guest } = await gygesRoom('&clock=10%2B5', { modifiedGuest: true });
  const pages = [host.page, guest.page];
  await playOne(pages);
  await playOne(pages);
  await dropNetwork(guest.page);
  await host.page.waitForFunction(() => /disconnected/.test(document.getElementById('live-state').textContent), null, { timeout: 20000 });
  await guest.page.waitForFunction(() => /reconnecting/.test(document.getElementById('live-state').textContent), null, { timeout: 20000 });
  const offlineState = await liveState(guest.page);
  await guest.page.waitForTimeout(10000);
  await guest.page.context().setOffline(false);
  for (const p of pages) await waitState(p, 'Online: connected', 45000);
  await playOne(pages);
  await playOne(pages);
  const [h, g] = [await ui(host.page), await ui(guest.page)];
  assert.equal(h.position, g.position, 'both boards agree after the drop');
  assert.deepEqual(h.moves, g.moves);
  const [hc, gc] = [await seconds(host.page), await seconds(guest.page)];
  const agree = `clocks agree: host ${JSON.stringify(hc)}, guest ${JSON.stringify(gc)}`;
  assert.ok(Math.abs(hc.you - gc.friend) <= 2 && Math.abs(hc.friend - gc.you) <= 2, agree);
  console.log(`guest while offline: ${offlineState}`);
  assert.deepEqual([...host.errors, ...guest.errors].filter(e => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e)), []);
  for (const p of pages) await p.context().close();
});
