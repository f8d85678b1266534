// Accessibility: axe-core finds no violation on the lobby, each game screen, the rules dialog
// and the game-over banner, at laptop and phone sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { serve, launch, openApp, ui, settle, clickSquare } from './harness.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

/** axe-core's violations on the page as it stands, one line each. */
async function violations(page) {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map(v => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')}`);
  });
  return found;
}

async function check(page, where) {
  const found = await violations(page);
  assert.deepEqual(found, [], `${where}: ${found.join('\n')}`);
}

for (const size of SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`lobby and rules dialog have no axe violations at ${at}`, async () => {
    const { page, errors } = await openApp(browser, server.url, size);
    await check(page, 'lobby');
    await page.click('#btn-rules');
    await page.waitForSelector('#rules-dialog[open]');
    await check(page, 'rules dialog');
    assert.deepEqual(errors, []);
  });

  for (const game of ['gyges', 'gype', 'gipf']) {
    test(`${game} game screen has no axe violations at ${at}`, async () => {
      const { page, errors } = await openApp(browser, server.url, size);
      await page.click(`#start-${game}`);
      await page.waitForSelector('#play:not([hidden])');
      await settle(page);
      assert.equal(await page.locator('#play h1').count(), 1, 'the game screen has its heading');
      await check(page, `${game} screen`);
      assert.deepEqual(errors, []);
    });
  }

  test(`game-over banner has no axe violations at ${at}`, async () => {
    const { page, errors } = await openApp(browser, server.url, size);
    // North's rings are on row 1: the single on b1 reaches South's goal in one move.
    const record = 'gboards-record 1\ngame gyges\nseed 1\nstart ....../....../....../....../....../.1..2. N\n';
    await page.click('#btn-import-lobby');
    await page.fill('#import-text', record);
    await page.click('#btn-import-load');
    await page.waitForSelector('#play:not([hidden])');
    await settle(page);
    // The winning move ends in the goal; it is played by clicking its squares.
    const win = (await ui(page)).legal.find(m => /^b1-S$/.test(m));
    assert.ok(win, 'a move reaches the goal');
    for (const sq of win.split('-')) await clickSquare(page, sq);
    await page.waitForSelector('#banner:not([hidden])');
    await settle(page);
    assert.equal((await ui(page)).status, 'over');
    await check(page, 'game-over banner');
    assert.deepEqual(errors, []);
  });
}
