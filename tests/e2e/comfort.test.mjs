// The rules pane (with renderer-drawn diagrams), the spoken position description, the sound
// and theme toggles, and the colour-blind-safe player palette.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, pixel } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

test('rules pane for each game, with Gygès diagrams drawn', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.click('#btn-rules');
  await page.waitForSelector('#rules-dialog[open]');
  assert.match(await page.textContent('#rules-body'), /Bouncing/);
  const drawn = await page.$$eval('#rules-body canvas', cs => cs.map(c => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const colours = new Set();
    for (let i = 0; i < d.length; i += 64) colours.add(d[i] << 16 | d[i + 1] << 8 | d[i + 2]);
    return colours.size;
  }));
  assert.equal(drawn.length, 2);
  assert.ok(drawn.every(n => n > 10), `each diagram is drawn: ${drawn}`);
  await page.selectOption('#rules-game', 'gype');
  assert.match(await page.textContent('#rules-body'), /Jumping and chains/);
  // Three Table Gype diagrams drawn by the board renderer, each with the move in the path colour.
  const gype = await page.$$eval('#rules-body canvas', cs => cs.map(c => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const colours = new Set();
    let path = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (i % 64 === 0) colours.add(d[i] << 16 | d[i + 1] << 8 | d[i + 2]);
      // The chain's path (#c0392b) or the last move's shading.
      if (Math.abs(d[i] - 192) < 12 && Math.abs(d[i + 1] - 57) < 12 && Math.abs(d[i + 2] - 43) < 12) path++;
    }
    return { name: c.dataset.diagram, colours: colours.size, path };
  }));
  assert.deepEqual(gype.map(d => d.name), ['gype-jump', 'gype-rolled', 'gype-chain']);
  assert.ok(gype.every(d => d.colours > 10), `each Gype diagram is drawn: ${JSON.stringify(gype)}`);
  assert.ok(gype[0].path > 20 && gype[2].path > 20, `the jump and the chain show their paths: ${JSON.stringify(gype)}`);
  await page.selectOption('#rules-game', 'gipf');
  assert.match(await page.textContent('#rules-body'), /Potentials/);
  await page.click('#btn-rules-close');
  assert.deepEqual(errors, []);
});

test('describe the position, toggle sound and dark mode', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#start-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === false);
  await page.click('#btn-describe');
  const said = await page.textContent('#live');
  assert.match(said, /North to move/);
  assert.match(said, /Row 6: triple on a6, double on b6, single on c6/);
  assert.equal(await page.getAttribute('#btn-sound', 'aria-pressed'), 'false');
  await page.click('#btn-sound');
  assert.equal(await page.getAttribute('#btn-sound', 'aria-pressed'), 'true');
  const before = await page.getAttribute('html', 'data-theme');
  await page.click('#btn-theme');
  assert.notEqual(await page.getAttribute('html', 'data-theme'), before);
  assert.equal((await ui(page)).game, 'gyges');
  assert.deepEqual(errors, []);
});

/** The colour in the middle of the die body's upper-left part on `cell`. */
async function dieBody(page, cell) {
  const [x, y] = await page.evaluate(c => window.wasmBindings.boardPoint(c), cell);
  const [x1] = await page.evaluate(() => window.wasmBindings.boardPoint('e4'));
  const [x2] = await page.evaluate(() => window.wasmBindings.boardPoint('f4'));
  const u = x2 - x1;
  return pixel(page, x - 0.3 * u, y + 0.05 * u);
}

const near = (a, b, tol = 30) => a.every((v, i) => Math.abs(v - b[i]) < tol);

test('the colour-blind-safe palette recolours the dice, is remembered and works in dark mode', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=3');
  assert.equal(await page.getAttribute('#btn-palette', 'aria-pressed'), 'false');
  await page.selectOption('#gype-players', '4');
  await page.click('#start-gype');
  await page.waitForFunction(() => window.wasmBindings.uiState()?.inSetup === true);
  await settle(page);
  const standard = { S: await dieBody(page, 'c0'), W: await dieBody(page, 'a3'), N: await dieBody(page, 'c9'), E: await dieBody(page, 'j3') };
  assert.ok(near(standard.S, [184, 69, 45]), `South's die is brick red: ${standard.S}`);
  await page.click('#btn-palette');
  assert.equal(await page.getAttribute('#btn-palette', 'aria-pressed'), 'true');
  assert.equal(await page.getAttribute('html', 'data-palette'), 'safe');
  const safe = { S: await dieBody(page, 'c0'), W: await dieBody(page, 'a3'), N: await dieBody(page, 'c9'), E: await dieBody(page, 'j3') };
  // Okabe–Ito vermillion, blue, bluish green and orange.
  assert.ok(near(safe.S, [213, 94, 0]), `South is vermillion: ${safe.S}`);
  assert.ok(near(safe.W, [0, 114, 178]), `West is blue: ${safe.W}`);
  assert.ok(near(safe.N, [0, 158, 115]), `North is bluish green: ${safe.N}`);
  assert.ok(near(safe.E, [230, 159, 0]), `East is orange: ${safe.E}`);
  for (const seat of 'SWNE') assert.ok(!near(safe[seat], standard[seat], 12), `${seat} changed colour`);
  // Each side's mark sits in its dice' corner: the four corners differ in shape, so in pixels.
  const corners = await page.evaluate(() => ['c0', 'a3', 'c9', 'j3'].map(cell => {
    const [x, y] = window.wasmBindings.boardPoint(cell);
    const [x1] = window.wasmBindings.boardPoint('e4');
    const [x2] = window.wasmBindings.boardPoint('f4');
    const u = x2 - x1, c = document.getElementById('board');
    const k = c.width / c.getBoundingClientRect().width;
    const d = c.getContext('2d').getImageData(Math.round((x - 0.4 * u) * k), Math.round((y - 0.4 * u) * k), Math.round(0.2 * u * k), Math.round(0.2 * u * k)).data;
    let light = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 220 && d[i + 1] > 210 && d[i + 2] > 190) light++;
    return light;
  }));
  assert.ok(corners.every(n => n > 3), `every die carries a light mark in its corner: ${corners}`);
  assert.ok(new Set(corners).size > 1, `the marks differ in shape: ${corners}`);
  // Remembered across a reload, and kept in dark mode.
  assert.equal(await page.evaluate(() => localStorage.getItem('gboards.palette')), 'safe');
  await page.reload();
  await page.waitForFunction(() => window.wasmBindings?.uiState()?.inSetup === true);
  await settle(page);
  assert.equal(await page.getAttribute('#btn-palette', 'aria-pressed'), 'true');
  assert.ok(near(await dieBody(page, 'c0'), [213, 94, 0]), 'the safe palette survives a reload');
  await page.click('#btn-theme');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.ok(near(await dieBody(page, 'c0'), [213, 94, 0]), 'and applies in dark mode');
  await page.click('#btn-palette');
  assert.ok(near(await dieBody(page, 'c0'), standard.S), 'switching it off restores the standard colours');
  assert.equal(await page.evaluate(() => localStorage.getItem('gboards.palette')), 'standard');
  assert.deepEqual(errors, []);
});
