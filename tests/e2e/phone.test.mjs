// Game screens on a phone, upright (390×844) and on its side (844×390), and on a laptop: the
// board as large as the screen allows, the status, Undo and the move box in view without
// scrolling, and no sideways pan. The panel keeps its place as the thinking and hint lines
// come and go.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch({ moreOptions: false }); });
after(async () => { await browser?.close(); server?.stop(); });

const SIZES = [[390, 844, 'upright'], [844, 390, 'on its side'], [1280, 800, 'laptop']];

/** Boxes of the board and the essential controls, and the page's widths. */
const layout = page => page.evaluate(() => {
  const box = id => { const r = document.getElementById(id).getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height }; };
  return { vw: innerWidth, vh: innerHeight, scrollWidth: document.documentElement.scrollWidth,
    board: box('board'), status: box('status'), undo: box('btn-undo'), move: box('move-input') };
});

for (const [width, height, held] of SIZES) {
  for (const game of ['gyges', 'gype', 'gipf']) {
    test(`${game} at ${width}×${height} (${held}): a large board, the essentials in view, no sideways pan`, async () => {
      const { page, errors } = await openApp(browser, server.url, { width, height });
      await page.click(`#vs-friend-${game}`);
      await page.waitForFunction(g => window.wasmBindings.uiState()?.game === g, game);
      const l = await layout(page);
      assert.ok(l.scrollWidth <= l.vw, `the page is ${l.scrollWidth} px wide in a ${l.vw} px window`);
      for (const part of ['status', 'undo', 'move']) {
        const b = l[part];
        assert.ok(b.height > 0 && b.top >= 0 && b.bottom <= l.vh && b.left >= 0 && b.right <= l.vw,
          `${part} in view without scrolling: ${JSON.stringify(b)} in ${l.vw}×${l.vh}`);
      }
      if (width < height) {
        assert.ok(l.board.width >= 0.9 * l.vw, `the board spans the screen: ${l.board.width} of ${l.vw} px`);
      } else {
        assert.ok(l.board.height >= 0.78 * l.vh, `the board is as tall as the screen allows: ${l.board.height} of ${l.vh} px`);
      }
      // Upright, the canvas has about the board's shape: no band of empty canvas above and
      // below it (the tallest board, GIPF's, is 1.4 times as tall as it is wide).
      if (width < height) assert.ok(l.board.height <= 1.45 * l.board.width, `no empty band: ${l.board.width}×${l.board.height}`);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

for (const [width, height, held] of SIZES) {
  test(`at ${width}×${height} (${held}) the board and the move box stay put as the hint and thinking lines show`, async () => {
    const { page, errors } = await openApp(browser, server.url + '?seed=2', { width, height });
    await page.click('#vs-computer-gyges');
    await page.waitForFunction(() => window.wasmBindings.uiState()?.game === 'gyges');
    await page.waitForFunction(() => !window.wasmBindings.uiState().thinking);
    const boxes = () => page.evaluate(() => ['board', 'move-input', 'status'].map(id => {
      const r = document.getElementById(id).getBoundingClientRect();
      return [id, Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)].join(' ');
    }));
    const before = await boxes();
    await page.keyboard.press('h');
    await page.waitForFunction(() => window.wasmBindings.uiState().hint, null, { timeout: 60000 });
    assert.deepEqual(await boxes(), before, 'the hint line takes no new room');
    // The human plays; the computer's thinking line shows in the same room.
    await page.evaluate(() => { document.getElementById('ai-speed').value = '1600'; });
    const move = (await ui(page)).legal[0];
    await page.fill('#move-input', move);
    await page.press('#move-input', 'Enter');
    await page.waitForSelector('#thinking:not([hidden])');
    assert.deepEqual(await boxes(), before, 'the thinking line takes no new room');
    await page.evaluate(() => { const p = document.getElementById('players-panel'); p.open = !p.open; });
    assert.deepEqual((await boxes()).slice(0, 2), before.slice(0, 2), 'the players panel moves neither the board nor the move box');
    assert.deepEqual(errors, []);
    await page.close();
  });
}
