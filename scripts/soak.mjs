// Soak test: complete random games of every game through the wasm API in headless Chromium,
// with random options, records exported and re-imported along the way. Prints the wasm memory
// and JS heap as the games go by, and a verdict per game: wasm memory only ever grows (it is
// never handed back), so a leak shows as growth that goes on through the second half of the
// run, while a high-water mark levels off once the largest games have been seen.
// Usage: node scripts/soak.mjs [games per game, default 1000] [game...]   (needs a built dist/)
import { serve, launch } from '../tests/e2e/harness.mjs';

const perGame = Number(process.argv[2] ?? 1000);
const only = process.argv.slice(3);
/** Growth over the second half of the games above this is reported as a leak. */
const LEAK_BYTES = 256 * 1024;
const server = await serve();
const browser = await launch();
let leaks = 0;
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => window.wasmBindings?.Match);
  const mb = b => (b / 2 ** 20).toFixed(1) + ' MB';
  const rows = [];
  for (const [game, optionSets] of [
    ['gyges', ['setup=alternate max_plies=200', 'replace=on max_plies=200', 'return_to_start=allow repetition=on max_plies=200']],
    ['gype', ['max_plies=300', 'seats=SWN max_plies=300 start=random', 'seats=SWNE rolls=off max_plies=300', 'chaos=on return_home=never hat_pass=rect max_plies=300']],
    ['gipf', ['version=basic max_plies=300', 'max_plies=300', 'version=tournament potentials=t1z1y1d1p1 max_plies=300', 'version=ultimate challenges=on side_game=rps max_plies=300']],
  ]) {
    if (only.length && !only.includes(game)) continue;
    const r = await page.evaluate(async ([game, optionSets, n]) => {
      const { Match, wasmMemoryBytes } = window.wasmBindings;
      let seed = 1, plies = 0, widest = { moves: 0, game: 0 }, lastGrowth = { game: 0, bytes: wasmMemoryBytes() };
      const rand = k => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % k; };
      const t0 = performance.now();
      // Memory after every tenth of the games.
      const marks = [];
      for (let i = 0; i < n; i++) {
        let m = new Match(game, optionSets[i % optionSets.length], i);
        for (;;) {
          if (m.state().status === 'over') break;
          const moves = m.legalMoves();
          if (moves.length === 0) break;
          if (moves.length > widest.moves) widest = { moves: moves.length, game: i };
          m.play(moves[rand(moves.length)]);
          plies++;
        }
        if (i % 10 === 0) { const again = Match.fromRecord(m.exportRecord()); again.free(); }
        m.free();
        const now = wasmMemoryBytes();
        if (now > lastGrowth.bytes) lastGrowth = { game: i, bytes: now };
        if ((i + 1) % Math.ceil(n / 10) === 0 || i + 1 === n) marks.push(wasmMemoryBytes());
        if (i % 20 === 0) await new Promise(r => setTimeout(r, 0));
      }
      return { plies, marks, widest, lastGrowth, heap: performance.memory?.usedJSHeapSize ?? 0, secs: (performance.now() - t0) / 1000 };
    }, [game, optionSets, perGame]);
    const { marks } = r;
    const half = marks[Math.floor((marks.length - 1) / 2)], last = marks[marks.length - 1];
    const growth = last - half;
    const verdict = growth > LEAK_BYTES ? 'LEAK? still growing' : 'plateau (high-water mark)';
    if (growth > LEAK_BYTES) leaks++;
    rows.push(`| ${game} | ${perGame} | ${r.plies} | ${marks.map(mb).join(' → ')} | ${mb(r.heap)} | ${r.secs.toFixed(0)} |`);
    console.log(`${game}: wasm memory ${mb(marks[0])} after 10% of ${perGame} games, ${mb(half)} at half, ${mb(last)} at the end; `
      + `growth over the second half ${(growth / 1024).toFixed(0)} KB: ${verdict}. Memory last grew in game ${r.lastGrowth.game + 1}; `
      + `the widest position had ${r.widest.moves} legal moves (game ${r.widest.game + 1}).`);
  }
  console.log('\n| game | games | plies | wasm memory at each 10% of the games | JS heap after | seconds |\n|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  server.stop();
}
process.exitCode = leaks ? 1 : 0;
