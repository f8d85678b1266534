// The room panel's QR code: the host who opens a live room sees the link and its QR code (drawn
// by the live module from the link text), fitting the panel at laptop and phone sizes, until the
// friend opens the link. The code's modules are read from the SVG and checked for the QR
// structure here; tests/room_qr.rs decodes the same SVG back to the link with a QR decoder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSuite, pageUrl, waitState, env, openApp } from './live_common.mjs';

liveSuite();

/** The SVG's dark runs (`M<x> <y>h<w>v1h-<w>z`) as a grid of modules. */
function modules(svg) {
  const side = Number(svg.match(/viewBox="0 0 (\d+) \1"/)[1]);
  const grid = Array.from({ length: side }, () => Array(side).fill(false));
  for (const [, x, y, w] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)][Number(x) + i] = true;
  }
  return grid;
}

/** A finder pattern (7×7 ring, light ring, 3×3 core) with its corner at (x, y). */
function finderAt(grid, x, y) {
  for (let dy = 0; dy < 7; dy++) {
    for (let dx = 0; dx < 7; dx++) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (grid[y + dy][x + dx] !== (ring !== 2)) return false;
    }
  }
  return true;
}

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`the host's room panel shows the link's QR code, fitting at ${size.width}×${size.height}`, async () => {
    const { page, errors } = await openApp(env.browser, pageUrl(), size);
    await page.click('#vs-friend-gyges');
    await page.click('#btn-live');
    await page.waitForSelector('#live-room svg');
    const link = await page.evaluate(() => location.href);
    assert.match(link, /#live=[0-9a-f]{32}$/);
    assert.ok((await page.textContent('#live-room')).includes(link), 'the link beside its code');
    const svg = await page.$eval('#live-room svg', s => s.outerHTML);
    const grid = modules(svg);
    const n = grid.length - 8;
    assert.ok(n >= 21 && (n - 21) % 4 === 0, `a QR code's size: ${n}`);
    // Four light modules all round; finder patterns in three corners, not the fourth.
    assert.ok(grid.every((row, y) => row.every((dark, x) => !dark || (x >= 4 && y >= 4 && x < n + 4 && y < n + 4))));
    assert.ok(finderAt(grid, 4, 4) && finderAt(grid, n - 3, 4) && finderAt(grid, 4, n - 3), 'three finder patterns');
    assert.ok(!finderAt(grid, n - 3, n - 3));
    const box = await page.evaluate(() => {
      const r = e => { const b = e.getBoundingClientRect(); return { left: b.left, top: b.top, right: b.right, bottom: b.bottom }; };
      return { qr: r(document.querySelector('#live-room svg')), panel: r(document.getElementById('side')), board: r(document.getElementById('board')) };
    });
    const width = box.qr.right - box.qr.left;
    assert.ok(width >= 120 && Math.abs(width - (box.qr.bottom - box.qr.top)) < 1, `a square code big enough to scan: ${width}px`);
    assert.ok(box.qr.left >= box.panel.left - 0.5 && box.qr.right <= box.panel.right + 0.5 && box.qr.right <= size.width, 'inside the panel');
    assert.ok(box.qr.top >= box.board.bottom || box.qr.left >= box.board.right, 'clear of the board');
    // Two modules or more per screen pixel row would blur: at least 2 px per module.
    assert.ok(width / grid.length >= 2, `${(width / grid.length).toFixed(1)} px per module`);
    if (size.width === 1280) {
      const guest = await openApp(env.browser, `${pageUrl()}#live=${link.split('#live=')[1]}`);
      await waitState(page, 'Online: connected');
      await page.waitForFunction(() => !document.getElementById('live-room'));
      assert.deepEqual(guest.errors, []);
      await guest.page.context().close();
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}
