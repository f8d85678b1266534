// The analysis screen's cost to the page: the analysis board opens on a game (the 40-move
// review records of Gygès and GIPF, a new Table Gype game), runs for a while, and the figures
// are the longest main-thread task meanwhile, as the Long Tasks API reports them (only tasks
// over 50 ms are reported, so 0 means none was), and the evaluation bar's updates per second.
// Usage: node scripts/analysis_bench.mjs  prints the figures for each game (serves dist/).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch } from '../tests/e2e/harness.mjs';

export const GAMES = ['gyges', 'gype', 'gipf'];

export async function analysisThread(browser, url, game, seconds = 10) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(url + '?seed=1');
    await page.waitForFunction(() => window.wasmBindings?.uiState);
    if (game === 'gype') {
      await page.click('#vs-friend-gype');
    } else {
      const record = fs.readFileSync(`engine/tests/review_games/${game}-40.txt`, 'utf8');
      await page.click('#btn-import-lobby');
      await page.fill('#import-text', record);
      await page.click('#btn-import-load');
      await page.waitForFunction(() => window.wasmBindings.uiState()?.moves?.length > 0, null, { timeout: 30000 });
      // Mid-game, where the search has the most to do.
      for (let i = 0; i < 20; i++) await page.click('#btn-prev');
    }
    await page.evaluate(() => {
      window.benchTasks = [];
      new PerformanceObserver(list => window.benchTasks.push(...list.getEntries().map(e => [e.startTime, e.duration])))
        .observe({ type: 'longtask' });
    });
    await page.click('#btn-analyse');
    await page.waitForFunction(() => window.gboardsAnalysisStats?.updates >= 1, null, { timeout: 60000 });
    const from = await page.evaluate(() => performance.now());
    const before = await page.evaluate(() => window.gboardsAnalysisStats.updates);
    await page.waitForTimeout(seconds * 1000);
    const { tasks, updates, done } = await page.evaluate(t => ({
      tasks: window.benchTasks.filter(([at]) => at >= t),
      updates: window.gboardsAnalysisStats.updates,
      done: window.gboardsAnalysisStats.done ?? null,
    }), from);
    // A search that ends early (a decided score, the playout cap) stops updating: the rate is
    // over the time it ran.
    const ran = done && done > from ? (done - from) / 1000 : seconds;
    return { longest: Math.max(0, ...tasks.map(([, d]) => d)), tasks, rate: (updates - before) / ran, updates: updates - before, ran };
  } finally {
    await page.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await serve();
  const browser = await launch({ moreOptions: false });
  try {
    for (const game of GAMES) {
      const r = await analysisThread(browser, server.url, game);
      console.log(`${game}: longest task ${r.longest.toFixed(0)} ms (over 50 ms: ${r.tasks.map(([, d]) => d.toFixed(0)).join(' ') || 'none'}); bar updates ${r.rate.toFixed(2)}/s (${r.updates} in ${r.ran.toFixed(1)} s)`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}
