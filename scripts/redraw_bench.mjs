// Redraw time of each board: full redraws (with rasterization) of the board a lobby start
// shows, timed one by one inside the page (`benchRedraw`). 1,000 of them after 200 to warm up,
// so that the 99th percentile is the tenth-slowest redraw, not one or two pauses of a busy
// machine. Used by scripts/bench.mjs; alone: `node scripts/redraw_bench.mjs [runs]` (needs dist/).
import { fileURLToPath } from 'node:url';
import { serve, launch } from '../tests/e2e/harness.mjs';

export const REDRAWS = 1000;
const WARM_UP = 200;
const sorted = xs => [...xs].sort((a, b) => a - b);
const at = (s, p) => s[Math.min(s.length - 1, Math.floor(s.length * p))];

/** Median, p99 and slowest redraw of each game, in ms; `null` for a game with no board. */
export async function redrawTimes(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const out = {};
  for (const game of ['gyges', 'gype', 'gipf']) {
    await page.goto(url + `?embed=1&game=${game}`);
    const ok = await page.waitForFunction(() => window.gboardsFirstPaint, null, { timeout: 10000 }).then(() => true, () => false);
    if (!ok) { out[game] = null; continue; }
    await page.evaluate(n => window.wasmBindings.benchRedraw(n), WARM_UP);
    const s = sorted(await page.evaluate(n => window.wasmBindings.benchRedraw(n), REDRAWS));
    out[game] = { median: at(s, 0.5), p99: at(s, 0.99), max: s.at(-1) };
  }
  await page.close();
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 1);
  const server = await serve();
  const browser = await launch();
  console.log(`| redraw of ${REDRAWS} | median | p99 | slowest |\n|---|---|---|---|`);
  for (let run = 1; run <= runs; run++) {
    for (const [game, t] of Object.entries(await redrawTimes(browser, server.url))) {
      console.log(t ? `| ${game} (run ${run}) | ${t.median.toFixed(2)} ms | ${t.p99.toFixed(2)} ms | ${t.max.toFixed(1)} ms |` : `| ${game} | no board | | |`);
    }
  }
  await browser.close();
  await server.stop();
}
