// The page's thread while a person plays against Expert: the person types a move each turn
// (after moving the pointer over the board, as one looks for a move), the computer answers at
// once. Prints, per game, the tasks over 50 ms the Long Tasks API saw from the first move on;
// with --trace, also the five tasks that took the most CPU time, with their wall time (a task
// whose wall time is far above its CPU time waited for a core: a loaded machine, not work).
// Usage: node scripts/person_vs_expert.mjs [--trace] [games, e.g. gyges,gipf]  (serves dist/)
import { watchLongTasks, longTasksSince, traced, longTaskOutline, forEachGame } from './long_tasks.mjs';

const args = process.argv.slice(2);
const trace = args.includes('--trace');
const games = (args.find(a => !a.startsWith('--')) ?? 'gyges,gype,gipf').split(',');
const TURNS = 8;
// The seat Expert plays: the one that moves second.
const EXPERT = { gyges: 'player0', gype: 'playerN', gipf: 'player1' };

async function playAgainstExpert(browser, url, game) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(url + '?seed=3');
    await page.waitForFunction(() => window.wasmBindings?.uiState);
    await page.evaluate(() => { for (const d of document.querySelectorAll('#lobby details.more')) d.open = true; });
    await page.selectOption(`#opts-${game} [name=${EXPERT[game]}]`, 'expert');
    if (game === 'gyges') await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
    if (game === 'gype') await page.uncheck('#opts-gype [name=setup]');
    await watchLongTasks(page);
    await page.click(`#start-${game}`);
    await page.evaluate(() => { const s = document.getElementById('ai-speed'); s.value = '0'; s.dispatchEvent(new Event('change')); });
    const from = await page.evaluate(() => performance.now());
    const box = await page.locator('#board').boundingBox();
    const play = async () => {
      for (let turn = 0; turn < TURNS; turn++) {
        const ready = await page.waitForFunction(() => {
          const s = window.wasmBindings.uiState();
          return s.status === 'over' || (s.legal?.length > 0 && !/thinking/.test(document.getElementById('status').textContent));
        }, null, { timeout: 60000 }).then(() => true, () => false);
        const s = await page.evaluate(() => window.wasmBindings.uiState());
        if (!ready || s.status === 'over') break;
        for (let i = 0; i < 10; i++) await page.mouse.move(box.x + box.width * (0.1 + 0.08 * i), box.y + box.height * (0.2 + 0.06 * i));
        await page.fill('#move-input', s.legal[Math.floor(s.legal.length / 2)]);
        await page.press('#move-input', 'Enter');
        await page.waitForTimeout(100);
      }
      await page.waitForTimeout(3000);
    };
    let busiest = '';
    if (trace) {
      const tasks = longTaskOutline(await traced(browser, page, play), { min: 2 }).filter(t => !t.tracing && t.cpu !== null);
      busiest = tasks.sort((a, b) => b.cpu - a.cpu).slice(0, 5).map(t => `${t.cpu.toFixed(1)} ms CPU (${t.wall.toFixed(0)} ms wall)`).join(', ');
    } else {
      await play();
    }
    const long = await longTasksSince(page, from);
    const moves = await page.evaluate(() => window.wasmBindings.uiState().moves.length);
    console.log(`${game}, ${moves} actions: tasks over 50 ms: ${long.map(([, d]) => d.toFixed(0)).join(' ') || 'none'}${busiest ? `; most CPU: ${busiest}` : ''}`);
  } finally {
    await page.close();
  }
}

await forEachGame(games, playAgainstExpert);
