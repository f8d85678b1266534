// Table Gype for three players in one live room, by clicks in separate browser contexts over
// WebRTC, on phone-sized pages (390×844): the host's lobby (nothing overflows, the seat list
// reads, Start is reachable); a player who goes while the start is under way, which calls the
// start off until a newcomer fills the seat; a takeback that one player declines, then one
// that needs both other players' yes; no draw offer (the rules have none); a resignation, and
// a rematch every player accepts, each moving one seat on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { liveSuite, importedRoom, pageUrl, waitMoves, ui, openApp, env, choose, enter, THREE, notes, waitNote, waitLobby, opened } from './live_common.mjs';

liveSuite();

const PHONE = { width: 390, height: 844 };

async function join(room, seat) {
  const guest = await openApp(env.browser, `${pageUrl()}#live=${room}`, PHONE);
  await waitNote(guest.page, new RegExp(`You have seat ${seat} of 3`));
  return guest;
}

/** The player to act (of `players`, in seat order) plays one action by clicks; every page
 *  then shows it. */
async function playTurn(players, rolled) {
  const state = await ui(players[0]);
  const mover = players[state.toMove];
  const choice = await choose(mover, !rolled.has(mover));
  rolled.add(mover);
  await enter(mover, choice);
  const n = (await ui(mover)).moves.length;
  assert.ok(n > state.moves.length, `${choice.long} played by clicks`);
  for (const p of players) await waitMoves(p, n, 20000);
}

/** What the host's lobby looks like on the phone. */
const lobbyLayout = page => page.evaluate(() => {
  const box = e => { const r = e.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, height: r.height }; };
  const lobby = document.getElementById('live-lobby');
  return {
    scrollWidth: document.scrollingElement.scrollWidth,
    width: innerWidth,
    height: innerHeight,
    lobby: box(lobby),
    start: box(document.getElementById('live-start')),
    seats: [...document.querySelectorAll('#live-seats li')].map(li => ({ text: li.textContent, font: parseFloat(getComputedStyle(li).fontSize), ...box(li) })),
  };
});

test('a room of three on phones: the lobby, a start called off, takebacks, a rematch moving everyone on', async () => {
  const { host, room } = await importedRoom(THREE, PHONE);
  const first = await join(room, 2);
  await waitLobby(host.page, 2);
  assert.equal(await host.page.isDisabled('#live-start'), true, 'no Start before every seat is in');
  const leaver = await join(room, 3);
  await waitLobby(host.page, 3);

  // The lobby on the phone: no sideways scrolling, every seat listed and readable, Start
  // inside the page's width and on screen once scrolled to.
  await host.page.locator('#live-start').scrollIntoViewIfNeeded();
  const layout = await lobbyLayout(host.page);
  await host.page.screenshot({ path: path.join(os.tmpdir(), 'gboards-live-lobby-phone.png') });
  assert.ok(layout.scrollWidth <= layout.width, `nothing overflows: ${JSON.stringify(layout)}`);
  assert.deepEqual(layout.seats.map(s => s.text), ['Seat 1: you', 'Seat 2: a friend', 'Seat 3: a friend']);
  for (const s of layout.seats) assert.ok(s.font >= 14 && s.left >= 0 && s.right <= layout.width, `seat line readable: ${JSON.stringify(s)}`);
  const { start } = layout;
  assert.ok(start.left >= 0 && start.right <= layout.width && start.top >= 0 && start.bottom <= layout.height && start.height >= 24, `Start reachable: ${JSON.stringify(layout)}`);
  assert.equal(await host.page.isDisabled('#live-start'), false);

  // The third player's page stops answering, the host presses Start, and that player goes:
  // the round cannot finish, so the host calls the start off and the seat is free again.
  const cdp = await leaver.page.context().newCDPSession(leaver.page);
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.pause');
  await host.page.click('#live-start');
  await waitNote(host.page, /Starting/);
  await leaver.page.context().close();
  await waitNote(host.page, /seat 3 left while the game was starting: the start is called off/);
  await waitLobby(host.page, 2);
  assert.equal(await host.page.isDisabled('#live-start'), true);
  assert.match(await host.page.locator('#live-seats').textContent(), /Seat 3: free/);
  await waitNote(first.page, /seat 3 left while the game was starting: the start is called off/);
  assert.equal((await ui(first.page))?.moves?.length ?? 0, 0, 'no game opened');
  // Had the leaver's secret reached this guest and not the host, its game would have opened
  // before the call-off: the page shows the game, then goes back to waiting in the room (the
  // module's two events, as it sends them in that race).
  await first.page.evaluate(record => window.gboardsLiveEvent({ game: { open: { seat: 1, record } } }), THREE);
  await first.page.waitForFunction(() => !document.getElementById('play').hidden);
  await first.page.evaluate(() => window.gboardsLiveEvent({ lobby: { mine: 1, filled: null, of: 3, taken: [1] } }));
  assert.deepEqual(await first.page.evaluate(() => [document.getElementById('play').hidden, document.getElementById('lobby').hidden]), [true, false], 'back to waiting');
  await waitNote(first.page, /You have seat 2 of 3/);
  assert.match(first.page.url(), new RegExp(`#live=${room}`), 'still in the room');
  // Values that are not the protocol's are refused in words, and nothing changes.
  const refusals = await first.page.evaluate(() => [
    () => window.gboardsLiveEvent({ lobby: { mine: 'x' } }),
    () => window.wasmBindings.liveEvent({ move: {} }),
    () => window.wasmBindings.liveEvent('move a1'),
  ].map(f => { try { f(); return 'accepted'; } catch (e) { return String(e.message ?? e); } }));
  assert.match(refusals[0], /not a live event/);
  assert.match(refusals[1], /not a live game's news/);
  assert.match(refusals[2], /not a live game's news/);
  await first.page.evaluate(() => window.gboardsLiveCommand({ fly: {} }));
  await waitNote(first.page, /Not done: the page sent a command this version does not know/);

  // A newcomer takes the seat and the game starts.
  const third = await join(room, 3);
  await waitLobby(host.page, 3);
  await host.page.click('#live-start');
  const players = [host.page, first.page, third.page];
  for (const p of players) await opened(p);
  const start0 = (await ui(host.page)).position;
  for (const p of players) assert.equal((await ui(p)).position, start0, 'the same start everywhere');
  for (const p of players) assert.equal(await p.$('#live-draw'), null, 'Table Gype has no draw offer');

  const rolled = new Set();
  for (let i = 0; i < 4; i++) await playTurn(players, rolled);
  const before = await ui(host.page);
  // The player who moved last asks to take it back; one other declines: dropped for all.
  const asker = players[(before.toMove + 2) % 3];
  const [a, b] = [players[before.toMove], players[(before.toMove + 1) % 3]];
  await asker.click('#live-takeback');
  for (const p of [a, b]) await p.waitForSelector('#live-offer', { timeout: 20000 });
  assert.match(await a.locator('#live-offer').textContent(), /Seat \d asks to take back their last move and the replies: it needs every other player's yes/);
  await a.click('#live-decline');
  for (const p of [asker, b]) await waitNote(p, /declined to take back/);
  await b.waitForSelector('#live-offer', { state: 'detached' });
  assert.equal((await ui(asker)).moves.length, before.moves.length);

  // Asked again at once: refused, a no stands for some moves.
  await asker.click('#live-takeback');
  await waitNote(asker, /takeback may be proposed again after \d more moves/);
  // A move by each, then asked again: one yes is not enough; the second yes takes it back on
  // every board.
  for (let i = 0; i < 6; i++) await playTurn(players, rolled);
  const later = await ui(host.page);
  const askerAgain = players[(later.toMove + 2) % 3];
  assert.equal(askerAgain, asker, 'the same player moved last again');
  await asker.click('#live-takeback');
  for (const p of [a, b]) await p.waitForSelector('#live-offer', { timeout: 20000 });
  await a.click('#live-accept');
  await waitNote(asker, /accepts takeback; waiting for seat/);
  assert.equal((await ui(asker)).moves.length, later.moves.length, 'not before every yes');
  await b.click('#live-accept');
  await asker.waitForFunction(n => window.wasmBindings.uiState().moves.length < n, later.moves.length, { timeout: 20000 });
  const back = await ui(asker);
  for (const p of players) await waitMoves(p, back.moves.length);
  for (const p of players) assert.equal((await ui(p)).position, back.position);
  assert.equal(players[back.toMove], asker, 'the one who asked is to act again');
  await playTurn(players, rolled);

  // A resignation ends the game on every board; the rematch needs both others' yes and moves
  // every player one seat on: the third seat's player now starts.
  await first.page.click('#live-resign');
  await first.page.click('#live-resign');
  for (const p of players) await p.waitForFunction(() => window.wasmBindings.uiState()?.status === 'over', null, { timeout: 20000 });
  await host.page.click('#banner [data-id=app-rematch]');
  await first.page.click('#live-accept', { timeout: 20000 });
  await third.page.click('#live-accept', { timeout: 20000 });
  for (const p of players) await p.waitForFunction(() => window.wasmBindings.uiState()?.status !== 'over' && window.wasmBindings.uiState()?.moves?.length === 0, null, { timeout: 20000 });
  const moved = [third.page, host.page, first.page];
  const again = new Set();
  for (let i = 0; i < 3; i++) await playTurn(moved, again);
  const end = await ui(host.page);
  for (const p of players) assert.deepEqual((await ui(p)).moves, end.moves);
  for (const p of players) assert.ok(!/refused/.test(await notes(p)), await notes(p));
  assert.deepEqual([...host.errors, ...first.errors, ...third.errors], []);
  for (const p of players) await p.context().close();
});
