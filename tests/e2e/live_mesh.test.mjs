// Table Gype for four players in one live room, five browser contexts over WebRTC: the host
// opens a short game (two Flames a side, two steps from home), three friends open the link and
// fill the seats in order, the host's Start waits until all are in, a fifth visitor watches;
// then the whole game is played by canvas clicks, each seat's first turn a Roll, and every
// move, roll and the final position agree on all five screens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSuite, importedRoom, pageUrl, waitState, waitMoves, ui, openApp, env, choose, enter } from './live_common.mjs';

liveSuite();

const SHORT = 'gboards-record 1\ngame gype\noption seats=SWNE\noption setup=off\nseed 0\nstart SWNE S SFd7,SFe7,WFh4,WFh5,NFd2,NFe2,EFc4,EFc5\n';

const noteOf = page => page.evaluate(() => `${document.getElementById('lobby-error').textContent} ${document.getElementById('notice').textContent}`);

test('four players fill a Table Gype room, the host starts it, and a whole game by clicks agrees on every screen', async () => {
  const { host, room } = await importedRoom(SHORT);

  const guests = [];
  for (let seat = 1; seat < 4; seat++) {
    const guest = await openApp(env.browser, `${pageUrl()}#live=${room}`);
    guests.push(guest);
    await guest.page.waitForFunction(s => document.getElementById('lobby-error').textContent.includes(`You have seat ${s} of 4`), seat + 1, { timeout: 30000 });
    await host.page.waitForFunction(n => document.getElementById('live-lobby')?.textContent.includes(`Players in: ${n} of 4`), seat + 1, { timeout: 30000 });
    if (seat < 3) assert.equal(await host.page.isDisabled('#live-start'), true, 'no Start before every seat is in');
  }
  assert.equal((await ui(host.page)).moves.length, 0, 'nothing starts by itself');
  // A fifth visitor, once the seats are full: it waits, then watches.
  const watcher = await openApp(env.browser, `${pageUrl()}#live=${room}`);
  await watcher.page.waitForTimeout(1500);
  assert.ok(!/You have seat/.test(await noteOf(watcher.page)), 'no seat is left for it');
  await host.page.click('#live-start');

  const players = [host.page, ...guests.map(g => g.page)];
  const everyone = [...players, watcher.page];
  for (const p of everyone) await p.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gype' && /^SWNE /.test(window.wasmBindings.uiState().position), null, { timeout: 30000 });
  await waitState(watcher.page, 'Online: watching');
  assert.equal(await host.page.$('#live-lobby'), null, 'the lobby line is gone');
  const start = await ui(host.page);
  for (const p of everyone) assert.equal((await ui(p)).position, start.position, 'the same start everywhere');
  assert.match(start.position, /^SWNE S /);

  const rolled = new Set();
  for (let turn = 0; turn < 120; turn++) {
    const state = await ui(host.page);
    if (state.status === 'over') break;
    const mover = players[state.toMove];
    for (const [i, p] of players.entries()) if (i !== state.toMove) assert.equal((await ui(p)).toMove, state.toMove);
    const choice = await choose(mover, !rolled.has(state.toMove));
    rolled.add(state.toMove);
    await enter(mover, choice);
    const after = await ui(mover);
    assert.ok(after.moves.length > state.moves.length, `${choice.long} played by clicks`);
    for (const p of everyone) await waitMoves(p, after.moves.length, 20000);
    for (const p of everyone) {
      const s = await ui(p);
      assert.deepEqual(s.moves, after.moves, `every move and roll agrees after ${choice.long}`);
      assert.equal(s.position, after.position);
    }
  }
  const end = await ui(host.page);
  assert.equal(end.status, 'over', `the game ends: ${end.moves.join(' ')}`);
  assert.ok(end.moves.filter(m => /^[a-j]\d=[FBSTHE]$/.test(m)).length >= 4, `every seat's roll is in the move list: ${end.moves}`);
  for (const p of everyone) {
    const s = await ui(p);
    assert.equal(s.position, end.position, 'the final position agrees');
    assert.equal(s.winner, end.winner);
    assert.deepEqual(s.moves, end.moves);
  }
  for (const p of everyone) assert.ok(!/refused/.test(await noteOf(p)), await noteOf(p));
  assert.deepEqual([...host.errors, ...guests.flatMap(g => g.errors), ...watcher.errors], []);
  for (const p of everyone) await p.context().close();
});
