// The benchmark table: bundle size, load time, Lighthouse on the lobby, perft speed native and
// wasm, redraw time, the longest page task while the computer thinks and while the analysis
// runs (with the bar's update rate), the time from a pairing tile to the first move (see
// scripts/pairing_bench.mjs), and (when built) AI speed and the time to review a 40-move game.
// Run `bash scripts/bench.sh`, which builds first. Budgets that are missed are printed as MISSED.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { serve, launch } from '../tests/e2e/harness.mjs';
import { serveCompressed, lighthouse } from './lighthouse.mjs';
import { longestComputerTask } from './page_thread.mjs';
import { analysisThread, GAMES } from './analysis_bench.mjs';
import { walk, GYGES_PICK, GYPE_PICK } from '../tests/e2e/walk.mjs';
import { pairingRows } from './pairing_bench.mjs';
import { redrawTimes, REDRAWS } from './redraw_bench.mjs';
import { languageRows } from './lang_bench.mjs';

const cli = 'target/release/gboards';
const rows = [];
// Moves timed per game and level: Table Gype's longest searches come in the middle game, past
// its opening. AI_PLIES sets one count for every game.
const AI_PLIES = { gyges: 16, gype: 48, gipf: 16 };
if (process.env.AI_PLIES) for (const g in AI_PLIES) AI_PLIES[g] = Number(process.env.AI_PLIES);
// AI_GAMES=gype (comma-separated) times the AI of those games only.
const timed = game => !process.env.AI_GAMES || process.env.AI_GAMES.split(',').includes(game);
const row = (what, figure, budget = '') => rows.push([what, figure, budget]);
// BENCH_PARTS=ai,thread (comma-separated) runs those parts only: bundle, perft, lighthouse, load,
// walk, redraw, thread (the page while the computer thinks), ai (in the browser), analysis,
// pairing, lang (each language's first load and the time to switch), native (the CLI's AI and
// review figures). AI_LEVELS=master times those levels only.
const part = name => !process.env.BENCH_PARTS || process.env.BENCH_PARTS.split(',').includes(name);
const levels = list => list.filter(l => !process.env.AI_LEVELS || process.env.AI_LEVELS.split(',').includes(l));
const median = xs => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

// Bundle
if (part('bundle')) {
const size = execFileSync('node', ['scripts/size.mjs', 'dist'], { encoding: 'utf8' });
const total = Number(size.match(/total\s+(\d+) B gz/)[1]);
for (const line of size.trim().split('\n').slice(0, -1)) {
  const [file, , , gz] = line.trim().split(/\s+/);
  row(`bundle: ${file}`, `${(Number(gz) / 1024).toFixed(1)} KB gz`);
}
row('bundle: first load total', `${(total / 1024).toFixed(1)} KB gz`, total <= 280 * 1024 ? 'ok (≤ 280 KB)' : 'MISSED (> 280 KB)');
}

// Perft, native and wasm
const perfts = [
  ['gyges', '321123/....../....../....../....../321123 S', 5, ''],
  ['gype', 'start', 5, 'rolls=off setup=off'],
  ['gipf', 'start', 5, ''],
];
const native = {};
for (const [game, pos, depth, opts] of perfts.filter(() => part('perft'))) {
  const args = ['bench', 'perft', game, pos, String(depth), ...opts.split(' ').filter(Boolean).flatMap(o => ['--opt', o])];
  const out = execFileSync(cli, args, { encoding: 'utf8' });
  native[game] = Number(out.match(/nodes\/s (\d+)/)[1]);
}

// Lighthouse on the lobby (mobile preset), served compressed as a static host would.
if (part('lighthouse')) {
  const host = await serveCompressed('dist');
  try {
    const r = await lighthouse(host.url);
    const ok = (score, min) => (score >= min ? `ok (≥ ${min})` : `MISSED (< ${min})`);
    row('lighthouse lobby (mobile): performance', String(r.performance), ok(r.performance, 90));
    row('lighthouse lobby (mobile): accessibility', String(r.accessibility), ok(r.accessibility, 100));
    row('lighthouse lobby (mobile): best practices', String(r.bestPractices), ok(r.bestPractices, 100));
    row('lighthouse lobby (mobile): FCP / LCP / TBT / CLS', `${r.fcp} / ${r.lcp} / ${r.tbt} / ${r.cls}`);
  } catch (e) {
    row('lighthouse lobby (mobile)', 'failed: ' + String(e.message).split('\n')[0]);
  } finally {
    host.stop();
  }
}

const server = await serve();
const browser = await launch();
try {
  // Load: navigation start to first board paint, for an embedded game (median of 5).
  const loads = [];
  for (let i = 0; i < (part('load') ? 5 : 0); i++) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 760 } });
    await page.goto(server.url + '?embed=1&game=gyges&options=setup%3Dpreset%3A321123');
    await page.waitForFunction(() => window.gboardsFirstPaint);
    loads.push(await page.evaluate(() => window.gboardsFirstPaint));
    await page.close();
  }
  if (loads.length) row('load: first board paint (median of 5)', `${median(loads).toFixed(0)} ms`);

  const page = await browser.newPage({ viewport: { width: 1000, height: 760 } });
  await page.goto(server.url);
  await page.waitForFunction(() => window.wasmBindings?.benchPerft);
  for (const [game, pos, depth, opts] of perfts.filter(() => part('perft'))) {
    const { nodes, ms } = await page.evaluate(a => window.wasmBindings.benchPerft(...a), [game, pos, depth, opts]);
    const wasm = nodes / (ms / 1000);
    row(`perft ${game} depth ${depth}: native`, `${(native[game] / 1e6).toFixed(2)} M nodes/s`);
    row(`perft ${game} depth ${depth}: wasm`, `${(wasm / 1e6).toFixed(2)} M nodes/s`, `wasm/native ${(wasm / native[game]).toFixed(2)}`);
  }

  // The limits test's walk (tests/e2e/walk.mjs) through the JS API: µs per step over the
  // first and the last 5,000 of 40,000 steps. A call whose work grows with the game makes the
  // ratio grow with the walk; flat ≈ 1.
  for (const [game, options, pick] of [['gyges', 'repetition=on setup=preset:321123', GYGES_PICK], ['gype', 'seats=SWNE', GYPE_PICK]].filter(() => part('walk'))) {
    const { stretches } = await page.evaluate(walk, { game, options, pick, steps: 40_001, stretch: 5_000 });
    const [first, last] = [stretches[0], stretches.at(-1)];
    const ratio = last.total / first.total;
    row(`walk ${game} (limits test): µs per step at steps 0–5k / 35k–40k`, `${first.total} / ${last.total}`, `ratio ${ratio.toFixed(2)}${ratio <= 1.5 ? '' : ' (MISSED: > 1.5)'}`);
  }

  // Redraw: full redraws of each board that the lobby can start (see scripts/redraw_bench.mjs).
  for (const [game, t] of Object.entries(part('redraw') ? await redrawTimes(browser, server.url) : {})) {
    if (!t) { row(`redraw ${game}`, 'no board'); continue; }
    row(`redraw ${game}: median / p99 / slowest of ${REDRAWS}`, `${t.median.toFixed(2)} / ${t.p99.toFixed(2)} / ${t.max.toFixed(1)} ms`, t.p99 <= 4 ? 'ok (p99 ≤ 4 ms)' : 'MISSED (p99 > 4 ms)');
  }

  // The page's thread while the computer thinks (see scripts/page_thread.mjs).
  for (const game of ['gyges', 'gype', 'gipf'].filter(() => part('thread'))) {
    for (const level of levels(['medium', 'master'])) {
      const { longest, plies, done } = await longestComputerTask(browser, server.url, game, 8, level);
      const figure = longest ? `${longest.toFixed(0)} ms` : 'none over 50 ms';
      row(`page thread while ${level} thinks, ${game}: longest task over ${plies} moves`, done ? figure : `${figure} (game stalled)`, longest <= 50 ? 'ok (≤ 50 ms)' : 'MISSED (> 50 ms)');
    }
  }

  // The computer in the browser: each level of each game plays the first moves of a game
  // against itself in the search worker (wasm in Chromium), timed per move. Expert's budget is
  // 2 s a move; Master thinks its default 1.5 s and must stay within 2 s too.
  await page.goto(server.url);
  await page.waitForFunction(() => window.wasmBindings?.Match);
  const aiGames = [['gyges', 'setup=preset:321123'], ['gype', 'setup=off'], ['gipf', 'version=standard']]
    .filter(([game]) => timed(game) && part('ai'));
  for (const [game, options] of aiGames) {
    for (const level of levels(['easy', 'medium', 'hard', 'expert', 'master'])) {
      const times = await page.evaluate(async ([game, options, level, plies]) => {
        const worker = new Worker('./ai_worker_loader.js');
        await new Promise(ok => { worker.onmessage = e => e.data.kind === 'ready' && ok(); });
        const ask = (record, id) => new Promise((ok, fail) => {
          worker.onmessage = e => (e.data.error ? fail(new Error(e.data.error)) : ok(e.data));
          worker.postMessage({ kind: 'move', id, record, level });
        });
        const m = new window.wasmBindings.Match(game, options, 1);
        const out = [];
        for (let i = 0; i < plies && m.state().status === 'turn'; i++) {
          const t = performance.now();
          const { action } = await ask(m.exportRecord(), i);
          out.push(performance.now() - t);
          m.play(action);
        }
        worker.terminate();
        m.free();
        return out;
      }, [game, options, level, AI_PLIES[game]]);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      const max = Math.max(...times);
      const budget = level === 'expert' || level === 'master' ? (max <= 2000 ? 'ok (≤ 2 s)' : 'MISSED (> 2 s)') : '';
      row(`ai in browser ${game} ${level}: mean / max of ${times.length} moves`, `${(mean / 1000).toFixed(2)} / ${(max / 1000).toFixed(2)} s`, budget);
    }
  }

  // Analysis and review in the search worker: how often the analysis reports in its first
  // 10 s (each report redraws the bar), and the time to review a 40-move record.
  for (const game of ['gyges', 'gipf'].filter(() => part('analysis'))) {
    const record = fs.readFileSync(`engine/tests/review_games/${game}-40.txt`, 'utf8');
    const { reports, depth, reviewMs } = await page.evaluate(async record => {
      const worker = new Worker('./ai_worker_loader.js');
      await new Promise(ok => { worker.onmessage = e => e.data.kind === 'ready' && ok(); });
      const seen = [];
      await new Promise(ok => {
        const stop = setTimeout(ok, 10000);
        worker.onmessage = e => { if (e.data.kind === 'analysis') seen.push(e.data); if (e.data.kind === 'done') { clearTimeout(stop); ok(); } };
        worker.postMessage({ id: 1, kind: 'analyse', record });
      });
      // A depth under way ends before a stop is read: the page terminates the worker instead.
      worker.terminate();
      const reviewer = new Worker('./ai_worker_loader.js');
      await new Promise(ok => { reviewer.onmessage = e => e.data.kind === 'ready' && ok(); });
      const t = performance.now();
      await new Promise((ok, fail) => {
        reviewer.onmessage = e => (e.data.error ? fail(new Error(e.data.error)) : e.data.kind === 'review' && ok());
        reviewer.postMessage({ id: 2, kind: 'review', record });
      });
      const reviewMs = performance.now() - t;
      reviewer.terminate();
      return { reports: seen.map(r => r.ms), depth: seen.at(-1)?.depth ?? 0, reviewMs };
    }, record);
    row(`analysis in browser ${game}: reports in the first 10 s (depth reached; ms of each)`, `${reports.length} (depth ${depth}; ${reports.map(ms => ms.toFixed(0)).join(', ')})`);
    row(`review in browser ${game}, 40 moves`, `${(reviewMs / 1000).toFixed(2)} s`, reviewMs <= 20000 ? 'ok (≤ 20 s)' : 'MISSED (> 20 s)');
  }
  // The analysis screen itself: the page's longest task and the bar's updates per second.
  for (const game of GAMES.filter(() => part('analysis'))) {
    const r = await analysisThread(browser, server.url, game);
    const worst = Math.max(r.longest, r.opening);
    row(`analysis screen ${game}: longest page task while it runs (on opening) / bar updates per second`, `${r.longest.toFixed(0)} (${r.opening.toFixed(0)}) ms / ${r.rate.toFixed(2)}`, worst <= 50 ? 'ok (no task > 50 ms)' : 'MISSED (> 50 ms)');
  }
  // Languages: each one's first load and the time a switch takes (scripts/lang_bench.mjs).
  if (part('lang')) {
    const firstLoad = Number(execFileSync('node', ['scripts/size.mjs', 'dist'], { encoding: 'utf8' }).match(/total\s+(\d+) B gz/)[1]);
    for (const [what, figure] of await languageRows(browser, server.url, firstLoad)) row(what, figure);
  }
  // Quick pairing: tile click to the first move possible, and the live module's size.
  for (const [what, figure] of part('pairing') ? await pairingRows(browser, server.url) : []) row(what, figure);
} finally {
  await browser.close();
  server.stop();
}

// AI, when the CLI has it.
const help = execFileSync(cli, ['help'], { encoding: 'utf8' });
if (/bench ai/.test(help) && part('native')) {
  for (const game of ['gyges', 'gype', 'gipf'].filter(timed)) {
    for (const level of levels(['easy', 'medium', 'hard', 'expert', 'master'])) {
      try {
        const out = execFileSync(cli, ['bench', 'ai', game, level], { encoding: 'utf8' }).trim().split('\n').pop();
        row(`ai ${game} ${level}`, out);
      } catch (e) { row(`ai ${game} ${level}`, 'failed: ' + String(e.message).split('\n')[0]); }
    }
  }
}

// Game review of a 40-move record of each two-player game, natively (the aim in the browser's
// worker is 20 s each at the Hard level's budget per move).
if (/gboards review/.test(help) && part('native')) {
  for (const game of ['gyges', 'gipf']) {
    try {
      const out = execFileSync(cli, ['review', `engine/tests/review_games/${game}-40.txt`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      const secs = Number(out.match(/review time ([\d.]+) s/)[1]);
      row(`review ${game}, 40 moves: native`, `${secs.toFixed(2)} s`, secs <= 20 ? 'ok (aim ≤ 20 s in the browser)' : 'MISSED (> 20 s)');
    } catch (e) { row(`review ${game}`, 'failed: ' + String(e.message).split('\n')[0]); }
  }
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(`\nMachine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}; ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| measure | figure | budget |\n|---|---|---|');
for (const [a, b, c] of rows) console.log(`| ${a} | ${b} | ${c} |`);
fs.writeFileSync('target/bench.md', rows.map(r => `| ${r.join(' | ')} |`).join('\n') + '\n');
