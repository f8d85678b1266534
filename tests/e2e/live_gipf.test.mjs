// Live GIPF between two browser contexts: a row removal, and a challenged ZÈRTZ jump whose
// rock-paper-scissors side game is chosen hidden on both devices (commit-reveal), with a forged
// reveal refused; and the chat: canned phrases, text never read as HTML, the mute.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickSquare, enterGipfMove as enterMove } from './harness.mjs';
import { liveSuite, pageUrl, waitState, waitMoves, gygesRoom, ui, openApp, env, openModified, forge } from './live_common.mjs';

liveSuite();

const screenButtons = page => page.$$eval('#screen-buttons button:not([data-id^=app-])', bs => bs.map(b => b.dataset.id));

/** Whoever acts plays `move` (or clicks the screen button `id`); both pages then show it. */
async function act(pages, step) {
  const mover = pages[(await ui(pages[0])).toMove];
  const before = (await ui(mover)).moves.length;
  if (step.button) await mover.click(`#screen-buttons button[data-id="${step.button}"]`);
  else await enterMove(mover, step.move);
  for (const p of pages) await waitMoves(p, before + 1);
  const [a, b] = await Promise.all(pages.map(ui));
  assert.equal(a.position, b.position, `both boards agree after ${step.move ?? step.button}`);
  return a;
}

/** A live GIPF room brought to a challenged ZÈRTZ jump whose side game waits for hands. */
async function challengeRoom() {
  const host = await openModified(pageUrl());
  await host.page.selectOption('#opts-gipf [name=challenges]', '1');
  await host.page.selectOption('#opts-gipf [name=side_game]', 'rps');
  await host.page.fill('#opts-gipf [name=pot_z]', '1');
  await host.page.click('#start-gipf');
  await host.page.click('#btn-live');
  await host.page.waitForFunction(() => location.hash.startsWith('#live='));
  const room = (await host.page.evaluate(() => location.hash)).slice('#live='.length);
  const guest = await openApp(env.browser, `${pageUrl()}#live=${room}`);
  const pages = [host.page, guest.page];
  for (const p of pages) {
    await waitState(p, 'Online: connected');
    await p.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gipf');
  }
  for (const move of ['Za1-c3', 'g6', 'e1-e3', 'd7', 'e1-e4', 'd8-d6', 'e1-e5']) await act(pages, { move });
  let s = await ui(host.page);
  assert.equal(s.phase, 'removal', 'White made a row');
  assert.deepEqual(s.remove, ['e2', 'e3', 'e4']);
  s = await act(pages, { button: 'confirm' });
  assert.equal(s.moves.at(-1), 'xe2,e3,e4', 'the row is removed on both boards');
  await act(pages, { move: 'd8-d5' });

  // White announces the ZÈRTZ jump; Black (on the other device) challenges it.
  await clickSquare(host.page, 'b2');
  await clickSquare(host.page, 'd4');
  await waitMoves(guest.page, s.moves.length + 2);
  assert.equal((await ui(guest.page)).phase, 'challenge');
  assert.deepEqual(await screenButtons(guest.page), ['challenge', 'allow'], 'Black decides');
  await act(pages, { button: 'challenge' });
  await act(pages, { button: 'first=W' });

  return { host, guest, pages, room };
}

test('a GIPF game live: a row removal and a challenge settled by hidden hands', async () => {
  const { host, guest, pages } = await challengeRoom();
  // Both devices are asked for a hand; neither board takes a throw.
  for (const p of pages) await p.waitForSelector('#live-hand-rock', { timeout: 15000 });
  for (const p of pages) assert.ok(await p.isHidden('#screen-buttons') || !(await screenButtons(p)).includes('rock'), 'no throw button on the board');
  const ply = (await ui(host.page)).moves.length;
  await host.page.click('#live-hand-scissors');
  await guest.page.waitForFunction(() => /chosen a hand/.test(document.getElementById('notice').textContent));
  assert.equal((await ui(guest.page)).moves.length, ply, 'nothing is played before both hands are in');
  // A forged reveal from White's device: another hand than the one committed.
  await forge(host.page, `show ${ply} rock ${'0'.repeat(32)}`);
  await guest.page.waitForFunction(() => /does not match/.test(document.getElementById('notice').textContent));
  await guest.page.click('#live-hand-paper');
  for (const p of pages) await waitMoves(p, ply + 2);
  const [a, b] = await Promise.all(pages.map(ui));
  assert.deepEqual(a.moves.slice(-2), ['scissors', 'paper'], 'White\'s hand, then Black\'s');
  assert.equal(a.position, b.position);
  assert.match(a.position, /W:b2,[^ ]*zd4/, 'scissors cut paper: the jump is made');
  assert.equal(await host.page.$('#live-throws'), null, 'the hand buttons are gone');
  assert.deepEqual([...host.errors, ...guest.errors], []);
  for (const p of pages) await p.context().close();
});

test('a reload mid-exchange keeps the hand chosen before it, and the exchange goes on', async () => {
  const { host, guest, pages, room } = await challengeRoom();
  for (const p of pages) await p.waitForSelector('#live-hand-rock', { timeout: 15000 });
  const ply = (await ui(host.page)).moves.length;
  await host.page.click('#live-hand-scissors');
  await guest.page.waitForFunction(() => /chosen a hand/.test(document.getElementById('notice').textContent));
  // White reloads: its page shows the hand it chose, and offers no other.
  await host.page.reload();
  await host.page.waitForFunction(n => window.wasmBindings?.uiState?.()?.moves?.length === n, ply);
  assert.equal(await host.page.evaluate(() => location.hash), `#live=${room}`);
  await host.page.waitForFunction(() => /You chose scissors/.test(document.getElementById('live-throws')?.textContent ?? ''), null, { timeout: 15000 });
  assert.equal(await host.page.$('#live-hand-rock'), null, 'no second hand is asked for');
  await waitState(host.page, 'Online: connected');
  // Black chooses after the reload: both hands are shown and played on both boards.
  await guest.page.click('#live-hand-paper');
  for (const p of pages) await waitMoves(p, ply + 2);
  const [a, b] = await Promise.all(pages.map(ui));
  assert.deepEqual(a.moves.slice(-2), ['scissors', 'paper'], 'the hand chosen before the reload');
  assert.equal(a.position, b.position);
  for (const p of pages) assert.ok(!/refused/.test(await p.textContent('#notice')), await p.textContent('#notice'));
  assert.deepEqual([...host.errors, ...guest.errors], []);
  for (const p of pages) await p.context().close();
});

test('chat: canned phrases, text shown as text, kept across a reload, a mute', async () => {
  const { host, guest } = await gygesRoom();
  await host.page.click('#live-phrase-0');
  await guest.page.waitForFunction(() => /Your friend: Good luck!/.test(document.getElementById('live-chat-log').textContent));
  await guest.page.fill('#live-chat-text', '<b>hi</b> & <img src=x onerror=alert(1)>');
  await guest.page.press('#live-chat-text', 'Enter');
  await host.page.waitForFunction(() => /<b>hi<\/b>/.test(document.getElementById('live-chat-log').textContent));
  assert.equal(await host.page.$$eval('#live-chat-log b, #live-chat-log img', els => els.length), 0, 'never HTML');
  const long = 'x'.repeat(300);
  await guest.page.evaluate(l => { document.getElementById('live-chat-text').maxLength = 1000; document.getElementById('live-chat-text').value = l; }, long);
  await guest.page.press('#live-chat-text', 'Enter');
  await host.page.waitForFunction(() => /x{200}/.test(document.getElementById('live-chat-log').textContent));
  assert.ok(!/x{201}/.test(await host.page.textContent('#live-chat-log')), 'cut to 200 characters');
  // A reload keeps the room's chat, as it keeps the game.
  const lines = await guest.page.textContent('#live-chat-log');
  await guest.page.reload();
  await guest.page.waitForFunction(() => /Your friend: Good luck!/.test(document.getElementById('live-chat-log')?.textContent ?? ''), null, { timeout: 20000 });
  assert.equal(await guest.page.textContent('#live-chat-log'), lines, 'the same lines after a reload');
  await host.page.check('#live-chat-mute');
  await guest.page.click('#live-phrase-1');
  await guest.page.waitForTimeout(1000);
  assert.ok(!/Good game/.test(await host.page.textContent('#live-chat-log')), 'muted');
  assert.ok(await host.page.isHidden('#live-chat-log'));
  assert.deepEqual([...host.errors, ...guest.errors], []);
  for (const p of [host.page, guest.page]) await p.context().close();
});
