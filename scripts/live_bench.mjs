// The live-play benchmark: the latency from a move's last click to the opponent's board
// showing it, between two browser contexts over WebRTC on loopback (median and p99 of
// LIVE_MOVES, default 50), and the size of the lazily loaded networking module. Needs a
// release build in dist/; starts the signalling server (scripts/signal.sh) when none answers.
// Run by scripts/bench.sh, or alone: node scripts/live_bench.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { serve, launch } from '../tests/e2e/harness.mjs';
import { env, gygesRoom, enterMove, quietMove, waitMoves, signal } from '../tests/e2e/live_common.mjs';

const MOVES = Number(process.env.LIVE_MOVES ?? 50);
const port = new URL(signal).port;
const gz = file => zlib.gzipSync(fs.readFileSync(path.join('dist', file)), { level: 9 }).length;
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB gz`;

async function signalAnswers() {
  try { return (await fetch(`http://127.0.0.1:${port}/health`)).ok; } catch { return false; }
}

/** Marks, on every page, the time (on the machine's clock) of the last press on the board and
 *  of each move shown after it arrived. */
const instrument = page => page.evaluate(() => {
  const clock = () => performance.timeOrigin + performance.now();
  document.getElementById('board').addEventListener('pointerdown', () => { window.benchLastPress = clock(); }, true);
  window.benchShown = [];
  const pass = window.gboardsLiveEvent;
  window.gboardsLiveEvent = event => {
    pass(event);
    if (event.game?.move) window.benchShown.push(clock());
  };
});

let startedSignal = false;
if (!(await signalAnswers())) {
  execFileSync('bash', ['scripts/signal.sh', 'start'], { stdio: 'inherit' });
  startedSignal = true;
}
env.server = await serve();
env.browser = await launch();
const latencies = [];
try {
  let room = null;
  while (latencies.length < MOVES) {
    if (!room) {
      room = await gygesRoom();
      for (const p of [room.host.page, room.guest.page]) await instrument(p);
    }
    const pages = [room.host.page, room.guest.page];
    const state = await pages[0].evaluate(() => window.wasmBindings.uiState());
    if (state.status === 'over') {
      for (const p of pages) await p.context().close();
      room = null;
      continue;
    }
    const mover = pages[state.toMove], other = pages[1 - state.toMove];
    const shownBefore = await other.evaluate(() => window.benchShown.length);
    await enterMove(mover, await quietMove(mover));
    await waitMoves(other, state.moves.length + 1);
    await other.waitForFunction(n => window.benchShown.length > n, shownBefore);
    const pressed = await mover.evaluate(() => window.benchLastPress);
    const shown = await other.evaluate(() => window.benchShown[window.benchShown.length - 1]);
    latencies.push(shown - pressed);
  }
  if (room) for (const p of [room.host.page, room.guest.page]) await p.context().close();
} finally {
  await env.browser.close();
  env.server.stop();
  if (startedSignal) execFileSync('bash', ['scripts/signal.sh', 'stop'], { stdio: 'inherit' });
}
const sorted = [...latencies].sort((a, b) => a - b);
const at = p => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
console.log('| live play | figure |');
console.log('|---|---|');
console.log(`| move click to the opponent's board, loopback (${latencies.length} moves): median | ${at(0.5).toFixed(1)} ms |`);
console.log(`| move click to the opponent's board, loopback (${latencies.length} moves): p99 | ${at(0.99).toFixed(1)} ms |`);
const module = ['live_bg.wasm', 'live.js', 'live_loader.js'].map(gz);
console.log(`| live module (live_bg.wasm + live.js + live_loader.js, fetched when a live game starts) | ${kb(module.reduce((a, b) => a + b))} (wasm ${kb(module[0])}) |`);
