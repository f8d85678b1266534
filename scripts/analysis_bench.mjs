// The analysis screen's cost to the page: the analysis board opens on a game (the 40-move
// review record of GIPF, a new game of Gygès from the quick-start rows and of Table Gype), runs for a while, and the figures
// are the longest main-thread task meanwhile, as the Long Tasks API reports them (only tasks
// over 50 ms are reported, so 0 means none was), and the evaluation bar's updates per second.
// Usage: node scripts/analysis_bench.mjs  prints the figures for each game (serves dist/).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch } from '../tests/e2e/harness.mjs';

export const GAMES = ['gyges', 'gype', 'gipf'];
// Moves back from the records' ends: positions the search does not decide at once.
const BACK = { gipf: 30 };

export async function analysisThread(browser, url, game, seconds = 10) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(url + '?seed=1');
    await page.waitForFunction(() => window.wasmBindings?.uiState);
    if (game !== 'gipf') {
      // A new game: Gygès from the quick-start rows (the review record's positions are decided
      // within a few depths).
      if (game === 'gyges') {
        await page.evaluate(() => { for (const d of document.querySelectorAll('#lobby details.more')) d.open = true; });
        await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
      }
      await page.click(`#vs-friend-${game}`);
    } else {
      const record = fs.readFileSync(`engine/tests/review_games/${game}-40.txt`, 'utf8');
      await page.click('#btn-import-lobby');
      await page.fill('#import-text', record);
      await page.click('#btn-import-load');
      await page.waitForFunction(() => window.wasmBindings.uiState()?.moves?.length > 0, null, { timeout: 30000 });
      // Mid-game, where the search has the most to do.
      for (let i = 0; i < BACK[game]; i++) await page.click('#btn-prev');
    }
    await page.evaluate(() => {
      window.benchTasks = [];
      new PerformanceObserver(list => window.benchTasks.push(...list.getEntries().map(e => [e.startTime, e.duration])))
        .observe({ type: 'longtask' });
    });
    const from = await page.evaluate(() => performance.now());
    await page.click('#btn-analyse');
    await page.waitForFunction(() => window.gboardsAnalysisStats?.updates >= 1, null, { timeout: 60000 });
    await page.waitForFunction(() => window.gboardsAnalysisStats.done, null, { timeout: seconds * 1000 }).catch(() => {});
    const { tasks, stats } = await page.evaluate(t => ({
      tasks: window.benchTasks.filter(([at]) => at >= t),
      stats: { ...window.gboardsAnalysisStats, reports: undefined },
    }), from);
    // Updates per second from the search's start (the request) to its end, or to now when it
    // still runs: a search that ends early (a decided score, the playout cap) stops updating.
    const end = stats.done ?? stats.last;
    const ran = Math.max(0.001, (Math.max(end, stats.asked + seconds * 1000 * (stats.done ? 0 : 1)) - stats.asked) / 1000);
    // While it runs: from the first report on (opening the panel and the board comes before).
    const during = tasks.filter(([at]) => at >= stats.first);
    const opening = tasks.filter(([at]) => at < stats.first);
    return { longest: Math.max(0, ...during.map(([, d]) => d)), tasks: during, opening: Math.max(0, ...opening.map(([, d]) => d)), rate: stats.updates / ran, updates: stats.updates, ran, depth: stats.depth, ended: Boolean(stats.done) };
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
      console.log(`${game}: longest task while it runs ${r.longest.toFixed(0)} ms, on opening ${r.opening.toFixed(0)} ms (over 50 ms: ${r.tasks.map(([, d]) => d.toFixed(0)).join(' ') || 'none'}); bar updates ${r.rate.toFixed(2)}/s (${r.updates} in ${r.ran.toFixed(1)} s${r.ended ? ', search ended' : ''}; depth or playouts ${r.depth})`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}
