// Soak test: complete random games of every game through the wasm API in headless Chromium,
// with random options, records exported and re-imported along the way. Prints the wasm memory
// and JS heap as the games go by, so growth without bound would show.
// Usage: node scripts/soak.mjs [games per game, default 1000]   (needs a built dist/)
import { serve, launch } from '../tests/e2e/harness.mjs';

const perGame = Number(process.argv[2] ?? 1000);
const server = await serve();
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => window.wasmBindings?.Match);
  console.log('| game | games | plies | wasm memory after 10% → 100% | JS heap after | seconds |\n|---|---|---|---|---|---|');
  for (const [game, optionSets] of [
    ['gyges', ['setup=alternate max_plies=200', 'replace=on max_plies=200', 'return_to_start=allow repetition=on max_plies=200']],
    ['gype', ['max_plies=300', 'seats=SWN max_plies=300 start=random', 'seats=SWNE rolls=off max_plies=300', 'chaos=on return_home=never hat_pass=rect max_plies=300']],
    ['gipf', ['version=basic max_plies=300', 'max_plies=300', 'version=tournament potentials=t1z1y1d1p1 max_plies=300', 'version=ultimate challenges=on side_game=rps max_plies=300']],
  ]) {
    const r = await page.evaluate(async ([game, optionSets, n]) => {
      const { Match, wasmMemoryBytes } = window.wasmBindings;
      let seed = 1, plies = 0, early = 0;
      const rand = k => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % k; };
      const t0 = performance.now();
      for (let i = 0; i < n; i++) {
        let m = new Match(game, optionSets[i % optionSets.length], i);
        for (;;) {
          if (m.state().status === 'over') break;
          const moves = m.legalMoves();
          if (moves.length === 0) break;
          m.play(moves[rand(moves.length)]);
          plies++;
        }
        if (i % 10 === 0) { const again = Match.fromRecord(m.exportRecord()); again.free(); }
        m.free();
        if (i + 1 === Math.ceil(n / 10)) early = wasmMemoryBytes();
        if (i % 20 === 0) await new Promise(r => setTimeout(r, 0));
      }
      return { plies, early, late: wasmMemoryBytes(), heap: performance.memory?.usedJSHeapSize ?? 0, secs: (performance.now() - t0) / 1000 };
    }, [game, optionSets, perGame]);
    const mb = b => (b / 2 ** 20).toFixed(1) + ' MB';
    console.log(`| ${game} | ${perGame} | ${r.plies} | ${mb(r.early)} → ${mb(r.late)} | ${mb(r.heap)} | ${r.secs.toFixed(0)} |`);
  }
} finally {
  await browser.close();
  server.stop();
}
