// The rules pane (with renderer-drawn diagrams), the spoken position description, the sound
// and theme toggles.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui } from './harness.mjs';

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
