// Trust in a live game: a modified client that claims no thinking time is charged the
// receiver's own measure of its turn; the built live module has no test command; a link to a
// room nobody hosts says so within 15 s and offers the way back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSuite, pageUrl, waitState, chooseMove, enterMove, env, ui, openApp, openModified, forge, notes, gygesRoom } from './live_common.mjs';

liveSuite();

/** The other player's time left as the host's clock line shows it, in seconds. */
async function friendSeconds(page) {
  const text = await page.textContent('#clock');
  const m = text.match(/Your friend (\d+):(\d+)/);
  assert.ok(m, `the clock line names the friend's time: ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** FNV-1a over the position after `move`, as the live protocol hashes it, from the page's engine. */
function hashAfter(page, move) {
  return page.evaluate(mv => {
    const m = window.wasmBindings.Match.fromPosition('gyges', window.wasmBindings.uiState().position, '');
    m.play(mv);
    let h = 0xcbf29ce484222325n;
    for (const b of new TextEncoder().encode(m.position())) h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
    return h.toString(16).padStart(16, '0');
  }, move);
}

test('a move claiming no thought after four seconds is charged the turn the receiver measured', async () => {
  // The live game's time control, as the host's `?clock=` sets it.
  const host = await openApp(env.browser, pageUrl('&clock=3+2'));
  await host.page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await host.page.click('#start-gyges');
  await host.page.click('#btn-live');
  await host.page.waitForFunction(() => location.hash.startsWith('#live='));
  const room = (await host.page.evaluate(() => location.hash)).slice('#live='.length);
  const guest = await openModified(`${pageUrl()}#live=${room}`);
  for (const p of [host.page, guest.page]) {
    await waitState(p, 'Online: connected');
    await p.waitForFunction(() => window.wasmBindings.uiState()?.position?.startsWith('321123'));
  }
  // North (the guest) moves first, then the host; both by clicks.
  for (const [mover, other] of [[guest.page, host.page], [host.page, guest.page]]) {
    const n = (await ui(mover)).moves.length;
    await enterMove(mover, await chooseMove(mover));
    await other.waitForFunction(k => window.wasmBindings.uiState().moves.length === k + 1, n, { timeout: 15000 });
  }
  await host.page.waitForFunction(() => /Your friend/.test(document.getElementById('clock').textContent), null, { timeout: 5000 }).catch(async e => { throw new Error(`clock line: ${await host.page.textContent('#clock')} / ${await host.page.textContent('#live-state')}`); });
  const before = await friendSeconds(host.page);
  await host.page.waitForTimeout(4000);
  // The modified guest sends its move with a claim of 0 ms.
  const s = await ui(guest.page);
  const move = s.legal[0];
  await forge(guest.page, `move ${s.moves.length} ${await hashAfter(guest.page, move)} @0 ${move}`);
  await host.page.waitForFunction(k => window.wasmBindings.uiState().moves.length === k + 1, s.moves.length, { timeout: 15000 });
  await host.page.waitForFunction(() => /claimed 0\.0 s of thought/.test(document.getElementById('notice').textContent));
  assert.match(await notes(host.page), /but its turn ran [4-9]\.\d s here: [2-9]\.\d s is charged/);
  // Charged at least 2.5 s, then the 2 s increment: no time gained (0 charged would add 2 s).
  const after = await friendSeconds(host.page);
  assert.ok(after <= before, `the friend's clock on the host: ${before} s at the turn's start, ${after} s after the move`);
  assert.deepEqual(host.errors, []);
  await host.page.context().close();
  await guest.page.context().close();
});

test('a link to a room nobody hosts says so within 15 s, and the lobby is one click away; the module has no test command', async () => {
  const { page, errors } = await openApp(env.browser, `${pageUrl()}#live=${'nobodyhere'.repeat(2)}`);
  const started = Date.now();
  // The built module refuses what was once a test-only command.
  await page.waitForFunction(() => window.gboardsLive?.live_command);
  await page.evaluate(() => window.gboardsLive.live_command('raw move 0 0000000000000000 a1-a2'));
  await page.waitForFunction(() => /a command this version does not know/.test(document.getElementById('lobby-error').textContent + document.getElementById('notice').textContent));
  await page.waitForFunction(() => /Nobody is hosting this room/.test(document.body.textContent), null, { timeout: 16000 });
  assert.ok(Date.now() - started <= 15000, `said within 15 s (${Date.now() - started} ms)`);
  await page.click('#live-nohost-back');
  await page.waitForFunction(() => !document.getElementById('lobby').hidden && location.hash === '');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a player picks a name, kept on the device: the other sees it, in the chat and after a reload', async () => {
  const { host, guest } = await gygesRoom();
  await host.page.fill('#live-name', '<b>Ada</b>');
  await host.page.click('#live-name-save');
  await guest.page.waitForFunction(() => /Playing: <b>Ada<\/b> \(seat 1\)/.test(document.getElementById('live-names')?.textContent ?? ''));
  assert.equal(await guest.page.$$eval('#live-names b', els => els.length), 0, 'a name is text, never HTML');
  await host.page.click('#live-phrase-0');
  await guest.page.waitForFunction(() => /<b>Ada<\/b>: Good luck!/.test(document.getElementById('live-chat-log').textContent));
  // Too long a name is refused on the device, before it goes anywhere.
  await guest.page.evaluate(() => { const i = document.getElementById('live-name'); i.maxLength = 1000; i.value = 'z'.repeat(300); });
  await guest.page.click('#live-name-save');
  await guest.page.waitForFunction(() => /A name is 1 to 24 characters/.test(document.getElementById('notice').textContent));
  // The host reloads: its name is kept on its device and told again.
  await host.page.reload();
  await guest.page.waitForFunction(() => !document.getElementById('live-names'), null, { timeout: 20000 }).catch(() => {});
  await guest.page.waitForFunction(() => /Playing: <b>Ada<\/b>/.test(document.getElementById('live-names')?.textContent ?? ''), null, { timeout: 30000 });
  assert.equal(await host.page.inputValue('#live-name'), '<b>Ada</b>');
  for (const p of [host.page, guest.page]) await p.context().close();
});
