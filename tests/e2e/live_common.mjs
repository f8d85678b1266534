// Shared by the live-play end-to-end tests: the signalling server on 127.0.0.1 (started by
// scripts/signal.sh when it is not running), a room between browser contexts, and moves by
// canvas clicks.
import { before, after } from 'node:test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, clickSquare, clickTray } from './harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.SIGNAL_PORT ?? '3536';
export const signal = `ws://127.0.0.1:${port}/`;
export const env = { server: null, browser: null };
let startedSignal = false;

async function signalAnswers() {
  try { return (await fetch(`http://127.0.0.1:${port}/health`)).ok; } catch { return false; }
}

function signalScript(command) {
  execFileSync('bash', [path.join(root, 'scripts/signal.sh'), command], { stdio: 'inherit', env: { ...process.env, SIGNAL_PORT: port } });
}

/** Registers the suite's set-up: the signalling server, the site and one browser. */
export function liveSuite() {
  before(async () => {
    if (!(await signalAnswers())) {
      signalScript('start');
      startedSignal = true;
    }
    env.server = await serve();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.stop();
    if (startedSignal) signalScript('stop');
  });
}

/**
 * A page as a modified client: its data channels are tapped when created, so that `forge`
 * can send any text to every peer, unchecked, and its peer connections and sockets are kept,
 * so that `dropNetwork` can cut them as a lost network would. The release build has no such
 * path of its own. `lang` is the language the page starts in (as if chosen before), English
 * when none is given.
 */
export async function openModified(url, { lang } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 800 }, deviceScaleFactor: 1 });
  if (lang) await context.addInitScript(code => { try { localStorage.setItem('gboards.lang', code); } catch { /* a page without storage */ } }, lang);
  await context.addInitScript(() => {
    const channels = window.__gboardsChannels = [];
    const links = window.__gboardsLinks = [];
    const create = RTCPeerConnection.prototype.createDataChannel;
    RTCPeerConnection.prototype.createDataChannel = function (...args) {
      const channel = create.apply(this, args);
      channels.push(channel);
      links.push(this);
      return channel;
    };
    const Socket = window.WebSocket;
    window.WebSocket = function (...args) {
      const socket = new Socket(...args);
      links.push(socket);
      return socket;
    };
    window.WebSocket.prototype = Socket.prototype;
    Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  await page.goto(url);
  await page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');
  return { page, errors };
}

/** Sends `text` from a page opened by `openModified` to every peer it is connected to. */
export async function forge(page, text) {
  const sent = await page.evaluate(t => {
    const open = window.__gboardsChannels.filter(c => c.readyState === 'open');
    for (const c of open) c.send(new TextEncoder().encode(t));
    return open.length;
  }, text);
  assert.ok(sent > 0, 'the modified client has an open channel');
}

/** The network of a page opened by `openModified` goes: no new connection opens (the context
 *  is offline) and every link it had is cut, the peers' and the signalling server's. (The
 *  browser's offline mode alone leaves open WebRTC links and sockets on loopback as they are.) */
export async function dropNetwork(page) {
  await page.context().setOffline(true);
  const cut = await page.evaluate(() => {
    for (const link of window.__gboardsLinks) link.close();
    return window.__gboardsLinks.length;
  });
  assert.ok(cut > 0, 'the page had links to cut');
}

/** The app's address with the test's signalling server (and any other query settings). */
export const pageUrl = (query = '') => `${env.server.url}?signal=${encodeURIComponent(signal)}${query}`;

export const liveState = page => page.locator('#live-state').textContent();

export const waitState = (page, text, timeout = 30000) =>
  page.waitForFunction(t => document.getElementById('live-state')?.textContent === t, text, { timeout });

/** Waits until `page` shows `n` actions; on a timeout the error says what the page shows. */
export async function waitMoves(page, n, timeout = 15000) {
  try {
    await page.waitForFunction(n => window.wasmBindings.uiState()?.moves?.length === n, n, { timeout });
  } catch (e) {
    const seen = await page.evaluate(() => ({
      moves: window.wasmBindings.uiState()?.moves,
      state: document.getElementById('live-state')?.textContent,
      notes: `${document.getElementById('lobby-error')?.textContent} | ${document.getElementById('notice')?.textContent}`,
    })).catch(err => String(err));
    throw new Error(`${n} actions not shown within ${timeout} ms; the page shows ${JSON.stringify(seen)}`, { cause: e });
  }
}

/** A Gygès room (each page in its own browser context): the host's page, the guest's, the room. */
export async function gygesRoom(query = '', { modifiedGuest = false } = {}) {
  const host = await openApp(env.browser, pageUrl(query));
  await host.page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await host.page.click('#start-gyges');
  await host.page.click('#btn-live');
  await host.page.waitForFunction(() => location.hash.startsWith('#live='));
  const room = (await host.page.evaluate(() => location.hash)).slice('#live='.length);
  const guestUrl = `${pageUrl(query)}#live=${room}`;
  const guest = modifiedGuest ? await openModified(guestUrl) : await openApp(env.browser, guestUrl);
  for (const p of [host.page, guest.page]) {
    await waitState(p, 'Online: connected');
    await p.waitForFunction(() => window.wasmBindings.uiState()?.position?.startsWith('321123'));
  }
  return { host, guest, room };
}

/** A Gygès room after two moves: the player who moved last (`asker`, who may ask for a
 *  takeback) and the other (`answerer`), with both pages in seat order. */
export async function roomAfterTwoMoves() {
  const room = await gygesRoom();
  const pages = [room.host.page, room.guest.page];
  await playOne(pages);
  await playOne(pages);
  const mover = (await ui(room.host.page)).toMove;
  return { ...room, pages, asker: pages[1 - mover], answerer: pages[mover] };
}

/** A room opened by a host who imports `record` first: the host's page and the room's id. */
export async function importedRoom(record, viewport) {
  const host = await openApp(env.browser, pageUrl(), viewport);
  await host.page.click('#btn-import-lobby');
  await host.page.fill('#import-text', record);
  await host.page.click('#btn-import-load');
  await host.page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gype');
  await host.page.click('#btn-live');
  await host.page.waitForFunction(() => location.hash.startsWith('#live='));
  const room = (await host.page.evaluate(() => location.hash)).slice('#live='.length);
  return { host, room };
}

/** The next Gygès move by a fixed policy: a win if there is one, else the longest chain. */
export async function chooseMove(page) {
  return page.evaluate(() => {
    const { Match } = window.wasmBindings;
    const pos = window.wasmBindings.uiState().position;
    const moves = Match.fromPosition('gyges', pos, '').legalMoves();
    const scored = moves.map(mv => {
      const long = Match.fromPosition('gyges', pos, '').play(mv);
      return { long, score: (/-[NS]$/.test(long) ? 1000 : 0) + long.split('-').length * 10 };
    });
    scored.sort((a, b) => b.score - a.score || (a.long < b.long ? -1 : 1));
    return scored[0].long;
  });
}

/** A Gygès move that does not end the game, the shortest first, so a game lasts. */
export async function quietMove(page) {
  return page.evaluate(() => {
    const { Match } = window.wasmBindings;
    const pos = window.wasmBindings.uiState().position;
    const longs = Match.fromPosition('gyges', pos, '').legalMoves().map(mv => Match.fromPosition('gyges', pos, '').play(mv));
    const quiet = longs.filter(l => !/-[NS]$/.test(l));
    return (quiet.length ? quiet : longs).sort((a, b) => a.split('-').length - b.split('-').length || (a < b ? -1 : 1))[0];
  });
}

/** Enters a long-form move by clicks: the piece, then every stop. */
export async function enterMove(page, long) {
  for (const sq of long.split('-')) await clickSquare(page, sq);
  await settle(page);
}

/** The player to act (of `pages`, in seat order) makes a quiet move by clicks; every page in
 *  `watchers` (the others included) then shows it. Returns the move. */
export async function playOne(pages, watchers = pages) {
  const state = await ui(pages[0]);
  const mover = pages[state.toMove];
  assert.ok(mover, `a player to act: ${state.status}`);
  const long = await quietMove(mover);
  await enterMove(mover, long);
  const n = (await ui(mover)).moves.length;
  for (const p of watchers) await waitMoves(p, n);
  return long;
}

/** A Gygès game set up by clicks (pages in seat order, South first, sizes 3 2 1 1 2 3 from
 *  file a), then a quiet move each; every board shows each action before the next. */
export async function setUpAndMoveTwice(pages) {
  const sizes = [3, 2, 1, 1, 2, 3];
  for (let i = 0; i < 12; i++) {
    const [mover, row] = i % 2 === 0 ? [pages[0], 1] : [pages[1], 6];
    await clickTray(mover, sizes[i >> 1]);
    await clickSquare(mover, `${'abcdef'[i >> 1]}${row}`);
    for (const p of pages) await waitMoves(p, i + 1);
  }
  for (let n = 13; n <= 14; n++) {
    const mover = pages[(await ui(pages[0])).toMove];
    await enterMove(mover, await quietMove(mover));
    for (const p of pages) await waitMoves(p, n);
  }
}

// Table Gype by clicks, for the rooms of 3-4 players.

/** How far a seat's dice are from their home row, summed. */
function distance(position, seat) {
  return position.split(' ')[2].split(',').filter(p => p[0] === seat).reduce((sum, p) => {
    const [x, y] = [p.charCodeAt(2) - 97, Number(p[3])];
    return sum + { S: 9 - y, N: y, W: 9 - x, E: x }[seat];
  }, 0);
}

/** The action to play: a Roll on a seat's first turn, else the step that brings its dice
 *  closest to home (a Roll when none brings them closer); ties by notation. */
export async function choose(page, firstTurn) {
  const options = await page.evaluate(() => {
    const { Match } = window.wasmBindings;
    const pos = window.wasmBindings.uiState().position;
    return Match.fromPosition('gype', pos, '').legalMoves().map(mv => {
      const m = Match.fromPosition('gype', pos, '');
      return { mv, long: m.play(mv), after: m.position() };
    });
  });
  const position = (await ui(page)).position;
  const seat = position.split(' ')[1];
  // A Roll of the die furthest from home (a die at home needs none).
  const away = o => distance(position.split(' ').slice(0, 2).join(' ') + ' ' + position.split(' ')[2].split(',').filter(p => p.slice(2) === o.long.slice(5)).join(','), seat);
  const rolls = options.filter(o => /^roll /.test(o.long)).sort((a, b) => away(b) - away(a) || (a.long < b.long ? -1 : 1));
  if (firstTurn && rolls.length) return rolls[0];
  const steps = options.filter(o => o.long.includes('-'))
    .map(o => ({ ...o, d: distance(o.after, seat) }))
    .sort((a, b) => a.d - b.d || (a.long < b.long ? -1 : 1));
  if (steps.length && steps[0].d < distance(position, seat)) return steps[0];
  return rolls[0] ?? steps[0];
}

/** Plays `choice` by clicks: a Roll is the die then the roll button; a move is the die, each
 *  landing, and the end again when the chain could go on. */
export async function enter(page, choice) {
  if (/^roll /.test(choice.long)) {
    await clickSquare(page, choice.long.slice(5));
    await clickSquare(page, 'roll');
  } else {
    const cells = choice.long.split('-');
    for (const c of cells) await clickSquare(page, c);
    if ((await ui(page)).selected !== null) await clickSquare(page, cells.at(-1));
  }
  await settle(page);
}

/** A Table Gype game of three, for the rooms of three seats. */
export const THREE = 'gboards-record 1\ngame gype\noption seats=SWN\noption setup=off\nseed 0\n';

/** The notes on show, on the lobby screen and the game screen. */
export const notes = page => page.evaluate(() => `${document.getElementById('lobby-error').textContent} ${document.getElementById('notice').textContent}`);

export const waitNote = (page, re, timeout = 30000) => page.waitForFunction(
  src => new RegExp(src).test(`${document.getElementById('lobby-error').textContent} ${document.getElementById('notice').textContent}`),
  re.source, { timeout });

/** Waits until the game of three has opened on `page` (its lobby gone). */
export const opened = page => page.waitForFunction(
  () => window.wasmBindings.uiState()?.game === 'gype' && /^SWN /.test(window.wasmBindings.uiState().position) && document.getElementById('live-lobby') === null,
  null, { timeout: 30000 });

/** Waits for the host's lobby of three to count `n` players in. */
export const waitLobby = (page, n) => page.waitForFunction(
  n => document.getElementById('live-lobby')?.textContent.includes(`Players in: ${n} of 3`), n, { timeout: 30000 });

export { ui, openApp };
