// Screenshots of the lobby and of each game, on a laptop (1280×800) and a phone (390×844), for
// the docs. A few moves are played first so the boards show a game under way.
// Usage: node scripts/screenshots.mjs [dist]  writes docs/screenshots/*.png (serves dist/).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, launch } from '../tests/e2e/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs/screenshots');
const SIZES = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
/** Each shot is scaled down and its colours rounded to fewer levels: a few tens of KB a file. */
const SHRINK = { laptop: 0.5, phone: 0.6 };
const LEVELS = 18;

/** A PNG scaled by `scale` with each colour channel rounded to LEVELS steps, drawn by Chromium. */
async function shrink(png, scale) {
  const page = await browser.newPage();
  try {
    const data = await page.evaluate(async ([b64, scale, levels]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = Math.round(img.width * scale);
      c.height = Math.round(img.height * scale);
      const ctx = c.getContext('2d');
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(img, 0, 0, c.width, c.height);
      const px = ctx.getImageData(0, 0, c.width, c.height);
      const step = 255 / (levels - 1);
      for (let i = 0; i < px.data.length; i++) if (i % 4 !== 3) px.data[i] = Math.round(Math.round(px.data[i] / step) * step);
      ctx.putImageData(px, 0, 0);
      return c.toDataURL('image/png').split(',')[1];
    }, [png.toString('base64'), scale, LEVELS]);
    return Buffer.from(data, 'base64');
  } finally {
    await page.close();
  }
}

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
      fs.writeFileSync(file, await shrink(await page.screenshot(), SHRINK[size]));
      console.log(file, fs.statSync(file).size, 'bytes');
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
