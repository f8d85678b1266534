// The page's thread while the computer thinks: two computer seats (Medium, or the level given)
// play a few moves of a game; the result is the longest task from the first move on, as the Long Tasks API reports
// them (only tasks over 50 ms are reported, so 0 means none was).
// Usage: node scripts/page_thread.mjs  prints the figure for each game (serves dist/).
import { fileURLToPath } from 'node:url';
import { watchLongTasks, longTasksSince, longest, forEachGame } from './long_tasks.mjs';

const SEATS = { gyges: ['player0', 'player1'], gype: ['playerS', 'playerN'], gipf: ['player0', 'player1'] };

export async function longestComputerTask(browser, url, game, plies = 8, level = 'medium') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(url + '?seed=1');
    await page.waitForFunction(() => window.wasmBindings?.uiState);
    await page.evaluate(() => { for (const d of document.querySelectorAll('#lobby details.more')) d.open = true; });
    for (const seat of SEATS[game]) await page.selectOption(`#opts-${game} [name=${seat}]`, level);
    if (game === 'gyges') await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
    await watchLongTasks(page);
    await page.click(`#start-${game}`);
    await page.evaluate(() => { document.getElementById('ai-speed').value = '0'; });
    await page.waitForFunction(() => window.wasmBindings.uiState().moves.length >= 1, null, { timeout: 60000 });
    const from = await page.evaluate(() => performance.now());
    const done = await page.waitForFunction(n => {
      const s = window.wasmBindings.uiState();
      return s.moves.length >= n || s.status === 'over';
    }, plies + 1, { timeout: 120000 }).then(() => true, () => false);
    const tasks = await longTasksSince(page, from);
    return { longest: longest(tasks), tasks, plies, done };
  } finally {
    await page.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await forEachGame(Object.keys(SEATS), async (browser, url, game) => {
    const r = await longestComputerTask(browser, url, game);
    console.log(`${game}: longest ${r.longest.toFixed(0)} ms; tasks over 50 ms: ${r.tasks.map(([, d]) => d.toFixed(0)).join(' ') || 'none'}${r.done ? '' : ' (stalled)'}`);
  });
}
