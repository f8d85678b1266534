// Shared by the live-play end-to-end tests: the signalling server on 127.0.0.1 (started by
// scripts/signal.sh when it is not running), a room between browser contexts, and moves by
// canvas clicks.
import { before, after } from 'node:test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, clickSquare } from './harness.mjs';

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

/** The app's address with the test's signalling server (and any other query settings). */
export const pageUrl = (query = '') => `${env.server.url}?signal=${encodeURIComponent(signal)}${query}`;

export const liveState = page => page.locator('#live-state').textContent();

export const waitState = (page, text, timeout = 30000) =>
  page.waitForFunction(t => document.getElementById('live-state')?.textContent === t, text, { timeout });

export const waitMoves = (page, n, timeout = 15000) =>
  page.waitForFunction(n => window.wasmBindings.uiState()?.moves?.length === n, n, { timeout });

/** A Gygès room (each page in its own browser context): the host's page, the guest's, the room. */
export async function gygesRoom(query = '') {
  const host = await openApp(env.browser, pageUrl(query));
  await host.page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await host.page.click('#start-gyges');
  await host.page.click('#btn-live');
  await host.page.waitForFunction(() => location.hash.startsWith('#live='));
  const room = (await host.page.evaluate(() => location.hash)).slice('#live='.length);
  const guest = await openApp(env.browser, `${pageUrl(query)}#live=${room}`);
  for (const p of [host.page, guest.page]) {
    await waitState(p, 'Online: connected');
    await p.waitForFunction(() => window.wasmBindings.uiState()?.position?.startsWith('321123'));
  }
  return { host, guest, room };
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

export { ui, openApp };
