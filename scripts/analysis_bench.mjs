// The analysis screen's cost to the page: the analysis board opens on a game (the 40-move
// review record of GIPF, a new game of Gygès from the quick-start rows and of Table Gype), runs for a while, and the figures
// are the longest main-thread task meanwhile, as the Long Tasks API reports them (only tasks
// over 50 ms are reported, so 0 means none was), and the evaluation bar's updates per second.
// Usage: node scripts/analysis_bench.mjs [--cpu | --trace] [--min MS] [--dist DIR] [game...]
// prints the figures for each game (serves dist/, or DIR to compare two builds). From a
// Chromium trace, --cpu adds the longest thread time of a task over 50 ms (or MS) in each phase
// (the figure a loaded machine distorts least), and --trace also what each task was made of.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { watchLongTasks, longTasksSince, longest, forEachGame, traced, longTaskOutline } from './long_tasks.mjs';

export const GAMES = ['gyges', 'gype', 'gipf'];
// Moves back from the records' ends: positions the search does not decide at once.
const BACK = { gipf: 30 };

/** Opens the game on the page, ready for "Analyse". */
async function openGame(page, url, game) {
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
    return;
  }
  const record = fs.readFileSync(`engine/tests/review_games/${game}-40.txt`, 'utf8');
  await page.click('#btn-import-lobby');
  await page.fill('#import-text', record);
  await page.click('#btn-import-load');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.moves?.length > 0, null, { timeout: 30000 });
  // Mid-game, where the search has the most to do.
  for (let i = 0; i < BACK[game]; i++) await page.click('#btn-prev');
}

/** Opens the analysis on `game` and lets it run for `seconds`: the longest task on opening
 *  (before the first report) and while it runs, and the bar's updates per second. With
 *  `trace`, the Chromium trace's long tasks too (`outline`, see `longTaskOutline`). */
export async function analysisThread(browser, url, game, { seconds = 10, trace = false, min = 50 } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await openGame(page, url, game);
    await watchLongTasks(page);
    const from = await page.evaluate(() => performance.mark('analysis-bench').startTime);
    const run = async () => {
      await page.click('#btn-analyse');
      await page.waitForFunction(() => window.gboardsAnalysisStats?.updates >= 1, null, { timeout: 60000 });
      await page.waitForFunction(() => window.gboardsAnalysisStats.done, null, { timeout: seconds * 1000 }).catch(() => {});
    };
    const outline = trace ? longTaskOutline(await traced(browser, page, run), { min, origin: 'analysis-bench' }) : (await run(), null);
    const tasks = await longTasksSince(page, from);
    const stats = await page.evaluate(() => ({ ...window.gboardsAnalysisStats, reports: undefined }));
    // Updates per second from the search's start (the request) to its end, or to now when it
    // still runs: a search that ends early (a decided score, the playout cap) stops updating.
    const end = stats.done ?? stats.last;
    const ran = Math.max(0.001, (Math.max(end, stats.asked + seconds * 1000 * (stats.done ? 0 : 1)) - stats.asked) / 1000);
    // While it runs: from the first report on (opening the panel and the board comes before).
    const during = tasks.filter(([at]) => at >= stats.first);
    const opening = tasks.filter(([at]) => at < stats.first);
    // The trace's thread time of the longest task of each phase: what the task itself cost,
    // without the time its thread waited for a core on a loaded machine (the trace's own
    // profiler start aside). The Long Tasks figures of a traced run include that start.
    const cpu = when => outline && Math.max(0, ...outline.filter(t => when(from + t.at) && t.cpu !== null && !t.tracing).map(t => t.cpu));
    return {
      longest: longest(during), tasks: during, opening: longest(opening), openingTasks: opening,
      cpu: outline && { during: cpu(at => at >= stats.first), opening: cpu(at => at < stats.first) },
      rate: stats.updates / ran, updates: stats.updates, ran, depth: stats.depth, ended: Boolean(stats.done), outline,
    };
  } finally {
    await page.close();
  }
}

const ms = tasks => tasks.map(([, d]) => d.toFixed(0)).join(' ') || 'none';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const verbose = process.argv.includes('--trace');
  const trace = verbose || process.argv.includes('--cpu');
  const games = process.argv.slice(2).filter(a => GAMES.includes(a));
  const value = flag => process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined;
  const dir = value('--dist');
  const min = Number(value('--min') ?? 50);
  await forEachGame(games.length ? games : GAMES, async (browser, url, game) => {
    const r = await analysisThread(browser, url, game, { trace, min });
    console.log(`${game}: longest task while it runs ${r.longest.toFixed(0)} ms (over 50 ms: ${ms(r.tasks)}); on opening ${r.opening.toFixed(0)} ms (${ms(r.openingTasks)}); bar updates ${r.rate.toFixed(2)}/s (${r.updates} in ${r.ran.toFixed(1)} s${r.ended ? ', search ended' : ''}; depth or playouts ${r.depth})`);
    if (r.cpu) console.log(`  longest thread time of a task (over ${min} ms wall): while it runs ${r.cpu.during.toFixed(1)} ms, on opening ${r.cpu.opening.toFixed(1)} ms`);
    for (const t of verbose ? r.outline ?? [] : []) {
      console.log(`  task at ${t.at.toFixed(0)} ms: ${t.wall.toFixed(1)} ms${t.cpu === null ? '' : ` (cpu ${t.cpu.toFixed(1)})`}${t.tracing ? ' (the trace starting its profiler)' : ''}`);
      for (const line of t.outline) console.log(`  ${line}`);
      if (t.profile) console.log(`    profile: ${t.profile}`);
    }
  }, dir);
}
