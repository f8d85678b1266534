// Table Gype for three players: the host reloads its page in the lobby, before Start. The
// guests are told and wait; the host's page comes back as the room's host, gives the seats
// again, and the game starts and plays on every screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { liveSuite, importedRoom, pageUrl, waitMoves, ui, openApp, env, choose, enter, THREE, notes, waitNote, waitLobby, opened } from './live_common.mjs';

liveSuite();

test('the host of a room of three reloads before Start: the guests wait, then are seated again and play', async () => {
  const { host, room } = await importedRoom(THREE);
  const guests = [];
  for (const seat of [2, 3]) {
    const g = await openApp(env.browser, `${pageUrl()}#live=${room}`);
    await waitNote(g.page, new RegExp(`You have seat ${seat} of 3`));
    guests.push(g);
  }
  await waitLobby(host.page, 3);
  await host.page.waitForFunction(r => localStorage.getItem(`gboards.live.${r}`)?.startsWith('host'), room);

  await host.page.reload();
  for (const g of guests) await waitNote(g.page, /The host left before the game started: waiting for them to come back/);
  // Back as the host: every guest is seated again, and Start opens the game everywhere.
  await waitLobby(host.page, 3);
  // Seats go in the order the guests meet the host again: read each one's.
  const players = [host.page];
  for (const g of guests) {
    await waitNote(g.page, /You have seat [23] of 3/);
    players[Number((await notes(g.page)).match(/You have seat ([23]) of 3/)[1]) - 1] = g.page;
  }
  assert.equal(players.filter(Boolean).length, 3, 'two guests, two seats');
  assert.ok(await host.page.isVisible('#live-room svg'), 'the room link and its code are shown again');
  await host.page.screenshot({ path: path.join(os.tmpdir(), 'gboards-live-host-back.png') });
  await host.page.click('#live-start');
  for (const p of players) await opened(p);
  const start = (await ui(host.page)).position;
  for (const p of players) assert.equal((await ui(p)).position, start, 'the same start everywhere');

  // Two turns by clicks, seen on every screen.
  for (let i = 0; i < 2; i++) {
    const state = await ui(host.page);
    const mover = players[state.toMove];
    await enter(mover, await choose(mover, true));
    const n = (await ui(mover)).moves.length;
    assert.ok(n > state.moves.length, 'played by clicks');
    for (const p of players) await waitMoves(p, n, 20000);
  }
  const end = await ui(host.page);
  for (const p of players) assert.deepEqual((await ui(p)).moves, end.moves);
  for (const p of players) assert.ok(!/refused/.test(await notes(p)), await notes(p));
  assert.deepEqual([...host.errors, ...guests.flatMap(g => g.errors)], []);
  for (const p of players) await p.context().close();
});
