// The embed, cross-origin: a host page on one 127.0.0.1 port frames the app served on another.
// The board plays inside the iframe, the host receives ready/move/gameover, the host can load a
// position, and a message from an origin not on the list is ignored.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, launch } from './harness.mjs';

let app, host, browser, hostDir;
before(async () => {
  app = await serve();
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gboards-host-'));
  host = await serve(hostDir);
  browser = await launch();
});
after(async () => { await browser?.close(); app?.stop(); host?.stop(); });

/** Writes a host page framing the app with the given allowed origins, and opens it. */
async function openHost(name, origins) {
  const src = `${app.url}?embed=1&game=gyges&options=setup%3Dpreset%3A321123&origins=${encodeURIComponent(origins)}`;
  fs.writeFileSync(path.join(hostDir, name), `<!doctype html><title>host</title>
<script>window.events = []; addEventListener('message', e => { if (e.data && e.data.source === 'gboards') events.push({ origin: e.origin, ...e.data }); });</script>
<iframe id="f" src="${src}" width="700" height="640" style="border:0"></iframe>`);
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  await page.goto(host.url + name);
  const frame = page.frames().find(f => f.url().startsWith(app.url)) ?? await (await page.$('#f')).contentFrame();
  await frame.waitForFunction(() => window.wasmBindings?.uiState()?.position);
  return { page, frame, errors };
}

async function clickIn(page, frame, square) {
  const [x, y] = await frame.evaluate(n => window.wasmBindings.boardPoint(n), square);
  const box = await (await frame.$('#board')).boundingBox();
  await page.mouse.click(box.x + x, box.y + y);
}

test('the framed board plays, and the host hears ready, move and gameover', async () => {
  const hostOrigin = host.url.replace(/\/$/, '');
  const { page, frame, errors } = await openHost('ok.html', hostOrigin);
  await page.waitForFunction(() => events.some(e => e.type === 'ready'));
  assert.ok(await frame.evaluate(() => document.body.classList.contains('embed')));
  assert.ok(!(await frame.isVisible('.bar')), 'the embed hides the site header');
  // Set up a position where North wins in one, through the host's load message.
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage(
    { type: 'load', game: 'gyges', position: '....../....../....../....../....../..1... N' }, '*'));
  await frame.waitForFunction(() => window.wasmBindings.uiState().position.startsWith('....../'));
  await clickIn(page, frame, 'c1');
  await clickIn(page, frame, 'S');
  await frame.waitForFunction(() => window.wasmBindings.uiState().status === 'over');
  await page.waitForFunction(() => events.some(e => e.type === 'gameover'));
  const events = await page.evaluate(() => window.events);
  const move = events.find(e => e.type === 'move');
  assert.ok(move, 'a move event arrived');
  assert.equal(move.origin, app.url.replace(/\/$/, ''));
  const over = events.find(e => e.type === 'gameover');
  assert.equal(over.winnerName, 'North');
  assert.deepEqual(errors, []);
});

test('messages from an origin not on the list are ignored', async () => {
  const { page, frame } = await openHost('other.html', 'http://127.0.0.1:9');
  const before = await frame.evaluate(() => window.wasmBindings.uiState().position);
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage(
    { type: 'load', game: 'gyges', position: '....../....../....../....../..1.../....1. N' }, '*'));
  await page.waitForTimeout(300);
  assert.equal(await frame.evaluate(() => window.wasmBindings.uiState().position), before);
  // And the frame never posted to this host, which is not on its list.
  assert.deepEqual(await page.evaluate(() => window.events), []);
});
