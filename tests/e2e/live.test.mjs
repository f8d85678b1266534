// Live play between two browser contexts over a WebRTC data channel, introduced by the
// signalling server on 127.0.0.1 (scripts/signal.sh; started here if it is not running): a
// whole Gygès game by canvas clicks, with a malformed and an illegal message injected by one
// side and refused by the other while the game goes on; and a plain message when the
// signalling server cannot be reached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSuite, gygesRoom, chooseMove, enterMove, env, ui, openApp, forge } from './live_common.mjs';

liveSuite();

test('a whole Gygès game between two browsers, with refused injected messages', async () => {
  const { host, guest, room } = await gygesRoom('', { modifiedGuest: true });
  assert.match(room, /^[0-9a-f]{32}$/, 'a room id of 128 random bits');
  assert.equal((await ui(guest.page)).position, (await ui(host.page)).position, 'the guest sees the host\'s game');
  const pages = [host.page, guest.page];
  let injected = false;
  for (let ply = 0; ply < 200; ply++) {
    const state = await ui(host.page);
    if (state.status === 'over') break;
    const mover = pages[state.toMove];
    const other = pages[1 - state.toMove];
    // The other side's board takes no move.
    assert.equal((await ui(other)).thinking, false);
    const long = await chooseMove(mover);
    await enterMove(mover, long);
    const n = (await ui(mover)).moves.length;
    assert.equal(n, ply + 1, `${long} played by clicks`);
    await other.waitForFunction(n => window.wasmBindings.uiState().moves.length === n, n, { timeout: 15000 });
    assert.equal((await ui(other)).position, (await ui(mover)).position, `both boards agree after ${long}`);
    if (ply === 1 && !injected) {
      // The guest's device sends garbage and an illegal move; the host refuses both.
      injected = true;
      const hostBefore = await ui(host.page);
      await forge(guest.page, 'move 99 zz garbage');
      await host.page.waitForFunction(() => /refused/.test(document.getElementById('notice').textContent));
      assert.match(await host.page.locator('#notice').textContent(), /makes no sense/);
      // A well-formed move at the right ply that the rules refuse: a piece moved onto itself.
      await host.page.evaluate(() => { document.getElementById('notice').textContent = ''; });
      await forge(guest.page, `move ${n} 0000000000000000 a1-a1`);
      await host.page.waitForFunction(() => /refused/.test(document.getElementById('notice').textContent));
      assert.match(await host.page.locator('#notice').textContent(), /refused: (illegal move|bad notation)/);
      assert.deepEqual((await ui(host.page)).moves, hostBefore.moves, 'nothing refused is played');
    }
  }
  const end = await ui(host.page);
  assert.equal(end.status, 'over', 'the game ends');
  assert.equal((await ui(guest.page)).winner, end.winner);
  assert.ok(injected);
  assert.deepEqual([...host.errors, ...guest.errors], []);
  await host.page.context().close();
  await guest.page.context().close();
});

test('a signalling server that cannot be reached is said plainly', async () => {
  const { page } = await openApp(env.browser, `${env.server.url}?signal=${encodeURIComponent('ws://127.0.0.1:9/')}#live=0123456789abcdef0123`);
  await page.waitForFunction(() => /cannot be reached \(the connection (could not be opened|was cut)\)/.test(document.getElementById('lobby-error').textContent), null, { timeout: 60000 });
  assert.match(await page.locator('#lobby-error').textContent(), /Play by link instead/);
  await page.context().close();
});
