// The embed, cross-origin: a host page on one 127.0.0.1 port frames the app served on another.
// The board plays inside the iframe, the host receives ready/move/gameover, the host can load a
// position, and a message from an origin not on the list is ignored. (The README's example and
// the app's snippet are pasted into a host page in embed_host.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, launch, drawnPoint } from './harness.mjs';

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
  const [x, y] = await drawnPoint(frame, square);
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
  // A listener added after the app's: once it has run (and a task after it), the app has
  // handled the message.
  await frame.evaluate(() => { window.heard = new Promise(done => addEventListener('message', () => setTimeout(done), { once: true })); });
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage(
    { type: 'load', game: 'gyges', position: '....../....../....../....../..1.../....1. N' }, '*'));
  await frame.evaluate(() => window.heard);
  assert.equal(await frame.evaluate(() => window.wasmBindings.uiState().position), before);
  // And the frame never posted to this host, which is not on its list.
  assert.deepEqual(await page.evaluate(() => window.events), []);
});

test('in a 480×640 frame: the board, a slim status line and the move controls fit; no focus ring on load', async () => {
  const src = `${app.url}?embed=1&game=gype`;
  fs.writeFileSync(path.join(hostDir, 'small.html'), `<!doctype html><title>host</title>
<iframe id="f" src="${src}" width="480" height="640" style="border:0"></iframe>`);
  const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
  await page.goto(host.url + 'small.html');
  const frame = await (await page.$('#f')).contentFrame();
  await frame.waitForFunction(() => window.wasmBindings?.uiState()?.position);
  const l = await frame.evaluate(() => {
    const box = id => document.getElementById(id).getBoundingClientRect().toJSON();
    const shown = [...document.querySelectorAll('#side button, #side select, #side input, #side p')].filter(e => e.offsetParent);
    return { w: innerWidth, h: innerHeight, sw: document.documentElement.scrollWidth, sh: document.documentElement.scrollHeight,
      board: box('board'), status: box('status'), shown: shown.map(e => ({ id: e.id || e.textContent.trim(), ...e.getBoundingClientRect().toJSON() })),
      focused: document.querySelector(':focus-visible')?.id ?? null, active: document.activeElement?.id ?? '' };
  });
  assert.ok(l.sw <= l.w && l.sh <= l.h, `nothing overflows the frame: ${l.sw}×${l.sh} in ${l.w}×${l.h}`);
  assert.ok(l.board.width >= 0.9 * l.w && l.board.height >= 0.7 * l.h, `the board fills the frame: ${JSON.stringify(l.board)}`);
  assert.ok(l.status.height <= 45, `a slim status line: ${l.status.height} px`);
  for (const e of l.shown) assert.ok(e.bottom <= l.h && e.right <= l.w, `${e.id} fits the frame: ${JSON.stringify(e)}`);
  assert.ok(l.shown.some(e => e.id === 'btn-undo'), 'Undo is there');
  assert.equal(l.focused, null, 'nothing shows a focus ring on load');
  assert.notEqual(l.active, 'board');
  await page.close();
});

test("the app's embed dialog leaves the host origin to the person, and checks it", async () => {
  const page = await browser.newPage();
  await page.goto(app.url);
  await page.waitForFunction(() => window.wasmBindings?.uiState);
  await page.click('#vs-friend-gyges');
  await page.click('#btn-embed');
  const code = () => page.inputValue('#embed-text');
  const own = app.url.replace(/\/$/, '');
  assert.ok(!(await code()).includes('origins='), `no origin filled in for the person: ${await code()}`);
  assert.ok(!(await code()).includes(`origins=${own}`), "the app's own origin is never offered as the host's");
  await page.fill('#embed-origin', 'https://club.example/');
  assert.match(await code(), /origins=https:\/\/club\.example[#"]/);
  await page.fill('#embed-origin', 'club.example/page');
  assert.ok(await page.isVisible('#embed-origin-error'), 'a path or a missing scheme is pointed out');
  assert.ok(!(await code()).includes('origins='));
  await page.close();
});
