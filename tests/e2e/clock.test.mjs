// Clocks: the lobby's time control, a hot-seat game lost on time, and a live game lost on time
// between two browser contexts (short clocks through `?clock=`, as `?claim=` shortens the wait).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSuite, gygesRoom, quietMove, enterMove, waitState, pageUrl, ui, openApp, env } from './live_common.mjs';

liveSuite();

const over = (page, timeout = 30000) => page.waitForFunction(() => window.wasmBindings.uiState()?.status === 'over', null, { timeout });

test('the lobby offers time controls, and a hot-seat game is lost on time', async () => {
  let { page, errors } = await openApp(env.browser, pageUrl());
  assert.deepEqual(await page.$$eval('#clock-choice option', os => os.map(o => o.textContent)), ['none', '3+2', '10+5', '30+20']);
  await page.selectOption('#clock-choice', '3+2');
  await page.click('#vs-friend-gyges');
  await page.waitForFunction(() => /3:00/.test(document.getElementById('clock').textContent));
  assert.ok(await page.isVisible('#clock'));
  assert.match(await page.textContent('#clock'), /▶ South [23]:[0-5]\d · North 3:00/);
  await page.context().close();

  ({ page, errors } = await openApp(env.browser, pageUrl('&clock=4s%2B1')));
  await page.click('#vs-friend-gyges');
  await enterMove(page, await quietMove(page));
  await page.waitForFunction(() => /North 0:0[0-3]/.test(document.getElementById('clock').textContent));
  assert.match(await page.textContent('#clock'), /South 0:0[2-5]\.\d/, 'South kept its time left and the increment');
  await over(page, 15000);
  const s = await ui(page);
  assert.equal(s.winner, 0, 'North ran out of time: South wins');
  assert.match(await page.textContent('#status'), /South wins on time/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a live game is lost on time by the player whose own clock ran out', async () => {
  const { host, guest } = await gygesRoom('&clock=12s%2B0');
  const pages = [host.page, guest.page];
  for (const p of pages) await p.waitForFunction(() => /You .* · .*Your friend/.test(document.getElementById('clock').textContent));
  await enterMove(host.page, await quietMove(host.page));
  await guest.page.waitForFunction(() => window.wasmBindings.uiState().moves.length === 1, null, { timeout: 15000 });
  // The guest thinks and thinks: its own device sees the flag fall and says so.
  for (const p of pages) await over(p, 30000);
  for (const p of pages) {
    assert.equal((await ui(p)).winner, 0, 'the guest lost on time');
    assert.match(await p.textContent('#status'), /wins on time/);
  }
  assert.match(await guest.page.textContent('#clock'), /▶ You 0:00\.\d/);
  assert.deepEqual([...host.errors, ...guest.errors], []);
  for (const p of pages) await p.context().close();
});
