// Clocks: a live game lost on time between two browser contexts (a short clock through
// `?clock=`, as `?claim=` shortens the wait). The hot-seat clocks: hotseat_clock.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSuite, gygesRoom, quietMove, enterMove, waitState, pageUrl, ui, openApp, env } from './live_common.mjs';

liveSuite();

const over = (page, timeout = 30000) => page.waitForFunction(() => window.wasmBindings.uiState()?.status === 'over', null, { timeout });

test('a live game is lost on time by the player whose own clock ran out', async () => {
  const { host, guest } = await gygesRoom('&clock=25s%2B0');
  const pages = [host.page, guest.page];
  for (const p of pages) await p.waitForFunction(() => /Your friend 0:[12]\d/.test(document.getElementById('clock').textContent) && /You 0:[12]\d/.test(document.getElementById('clock').textContent));
  const first = (await ui(host.page)).toMove;
  const [mover, waiter] = [pages[first], pages[1 - first]];
  await enterMove(mover, await quietMove(mover));
  await waiter.waitForFunction(() => window.wasmBindings.uiState().moves.length === 1, null, { timeout: 15000 });
  // The other player thinks and thinks: its own device sees the flag fall and says so.
  for (const p of pages) await over(p, 50000);
  for (const p of pages) {
    assert.equal((await ui(p)).winner, first, 'the player who did not move lost on time');
    assert.match(await p.textContent('#status'), /wins: (South|North) lost on time\./);
  }
  assert.match(await waiter.textContent('#clock'), /▶ You 0:00\.\d/);
  assert.deepEqual([...host.errors, ...guest.errors], []);
  for (const p of pages) await p.context().close();
});
