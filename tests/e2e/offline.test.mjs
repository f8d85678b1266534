// Offline: after one visit the service worker has cached the app; with the server stopped, the
// page still loads and a game starts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch } from './harness.mjs';

test('the app reloads with the server stopped', async () => {
  const server = await serve();
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => window.wasmBindings?.uiState);
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.waitForFunction(async () => (await (await caches.open('gboards')).keys()).some(r => r.url.endsWith('.wasm')));
    await server.stop();
    await page.reload();
    await page.waitForFunction(() => window.wasmBindings?.uiState, null, { timeout: 15000 });
    await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
    await page.click('#start-gyges');
    const s = await page.evaluate(() => window.wasmBindings.uiState());
    assert.equal(s.game, 'gyges');
    const manifest = await page.evaluate(() => document.querySelector('link[rel=manifest]').href);
    assert.match(manifest, /manifest\.webmanifest$/);
  } finally {
    await browser.close();
    server.stop();
  }
});
