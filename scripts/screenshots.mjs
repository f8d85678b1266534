// Screenshots of the lobby and of each game, on a laptop (1280×800) and a phone (390×844), for
// the docs. A few moves are played first so the boards show a game under way.
// Usage: node scripts/screenshots.mjs [dist]  writes docs/screenshots/*.png (serves dist/).
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve, launch } from '../tests/e2e/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs/screenshots');
const SIZES = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** Plays `n` legal moves, the first each time, through the app's move box. */
async function play(page, n) {
  for (let i = 0; i < n; i++) {
    const s = await page.evaluate(() => window.wasmBindings.uiState());
    if (!s.legal.length || s.status === 'over') return;
    await page.fill('#move-input', s.legal[Math.min(i % 3, s.legal.length - 1)]);
    await page.press('#move-input', 'Enter');
  }
  await page.waitForFunction(() => !window.wasmBindings.uiState().animating);
}

const server = await serve(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
const browser = await launch({ moreOptions: false });
try {
  for (const [size, viewport] of Object.entries(SIZES)) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(server.url);
    await page.waitForFunction(() => window.wasmBindings?.uiState);
    const shot = async name => {
      const file = path.join(out, `${name}-${size}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    };
    await shot('lobby');
    for (const game of ['gyges', 'gype', 'gipf']) {
      await page.goto(server.url);
      await page.waitForFunction(() => window.wasmBindings?.uiState);
      await page.evaluate(() => { for (const d of document.querySelectorAll('#lobby details.more')) d.open = true; });
      if (game === 'gyges') await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
      await page.click(`#start-${game}`);
      await page.waitForFunction(g => window.wasmBindings.uiState()?.game === g, game);
      await play(page, game === 'gype' ? 7 : 6);
      await page.evaluate(() => document.activeElement?.blur());
      await shot(game);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
// Fewer colours, smaller files: pngquant when the machine has it.
try {
  execFileSync('sh', ['-c', `command -v pngquant >/dev/null && pngquant --force --skip-if-larger --ext .png 64 ${out}/*.png || true`]);
} catch { /* the shots stay as taken */ }
