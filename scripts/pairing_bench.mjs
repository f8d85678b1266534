// The quick-pairing benchmark: the time from the click on a pairing tile that completes a pair
// (the second player's; the first is already looking) to the first move being possible (the
// game open on the first mover's page, and on both), median and p90 of PAIRINGS (default 20)
// pairings of fresh browser contexts on loopback, each loading the live module afresh; and the
// live module's size. Figures only, no budget (PAIRING_ICE: see below). Needs a release build
// in dist/; starts the signalling server when none answers. Run alone (`node scripts/pairing_bench.mjs`) or from
// scripts/bench.mjs, which adds its rows to the table.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.SIGNAL_PORT ?? '3536';
const signal = `ws://127.0.0.1:${port}/`;

async function signalAnswers() {
  try { return (await fetch(`http://127.0.0.1:${port}/health`)).ok; } catch { return false; }
}

/** Marks, on the machine's clock, the click on a tile and the moment the game screen shows. */
const instrument = () => {
  const clock = () => performance.timeOrigin + performance.now();
  addEventListener('click', e => { if (e.target.closest?.('[data-pair]')) window.benchClick = clock(); }, true);
  addEventListener('DOMContentLoaded', () => {
    const play = document.getElementById('play');
    new MutationObserver(() => { if (!play.hidden && !window.benchOpen) window.benchOpen = clock(); }).observe(play, { attributes: true });
  });
};

async function page(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  await context.addInitScript(instrument);
  const p = await context.newPage();
  await p.goto(url);
  await p.waitForFunction(() => window.wasmBindings?.uiState);
  return p;
}

async function pressTile(p, code) {
  await p.click('#online-gyges summary');
  await p.click(`#online-gyges [data-pair="${code}"]`);
}

const median = xs => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const p90 = xs => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(s.length * 0.9))]; };

/** Times `n` pairings on the Gygès 3+2 tile; rows for the benchmark table. */
export async function pairingBench(browser, siteUrl, n = Number(process.env.PAIRINGS ?? 20)) {
  const salt = `bench${Date.now().toString(36)}`;
  // PAIRING_ICE=<url> sets the pages' STUN/TURN servers (`?ice=`): on a machine without a
  // network, the default public STUN server's name may take the resolver's 5 s to fail.
  const ice = process.env.PAIRING_ICE ? `&ice=${encodeURIComponent(process.env.PAIRING_ICE)}` : '';
  const url = `${siteUrl}?signal=${encodeURIComponent(signal)}&pairing_salt=${salt}${ice}`;
  const firstMove = [], bothOpen = [];
  for (let i = 0; i < n; i++) {
    const [a, b] = [await page(browser, url), await page(browser, url)];
    await pressTile(a, 'gyges-2p-3+2');
    await a.waitForFunction(() => document.getElementById('pairing')?.getAttribute('data-room'));
    await pressTile(b, 'gyges-2p-3+2');
    for (const p of [a, b]) await p.waitForFunction(() => window.wasmBindings.uiState()?.mode === 'live-player', null, { timeout: 60000 });
    const seen = [];
    for (const p of [a, b]) {
      seen.push(await p.evaluate(() => {
        const saved = localStorage.getItem(`gboards.live.${location.hash.slice('#live='.length)}`) ?? '';
        const seat = Number(saved.split('\n').find(l => !l.startsWith('key ')).split(' ')[0]);
        return { seat, click: window.benchClick, open: window.benchOpen };
      }));
    }
    const clicked = seen[1].click;
    // Gygès: seat 0 (South) moves first.
    firstMove.push(seen.find(s => s.seat === 0).open - clicked);
    bothOpen.push(Math.max(seen[0].open, seen[1].open) - clicked);
    for (const p of [a, b]) await p.context().close();
  }
  const gz = file => zlib.gzipSync(fs.readFileSync(path.join(root, 'dist', file)), { level: 9 }).length;
  const [wasm, js] = [gz('live_bg.wasm'), gz('live.js')];
  const kb = bytes => `${(bytes / 1024).toFixed(1)} KB gz`;
  return [
    [`pairing: tile click (completing the pair) to the first move possible, loopback (${n} pairings): median / p90`, `${median(firstMove).toFixed(0)} / ${p90(firstMove).toFixed(0)} ms`],
    [`pairing: tile click to the game open on both pages (${n} pairings): median / p90`, `${median(bothOpen).toFixed(0)} / ${p90(bothOpen).toFixed(0)} ms`],
    ['live module (live_bg.wasm + live.js, fetched on the first tile click)', `${kb(wasm + js)} (wasm ${kb(wasm)}, js ${kb(js)})`],
  ];
}

/** The rows, with the signalling server started (and stopped) here when none answers. */
export async function pairingRows(browser, siteUrl) {
  const started = !(await signalAnswers());
  if (started) execFileSync('bash', [path.join(root, 'scripts/signal.sh'), 'start'], { stdio: 'inherit' });
  try {
    return await pairingBench(browser, siteUrl);
  } finally {
    if (started) execFileSync('bash', [path.join(root, 'scripts/signal.sh'), 'stop'], { stdio: 'inherit' });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { serve, launch } = await import('../tests/e2e/harness.mjs');
  const server = await serve();
  const browser = await launch();
  try {
    const rows = await pairingRows(browser, server.url);
    console.log('| quick pairing | figure |\n|---|---|');
    for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
