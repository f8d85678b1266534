// Shared set-up for the end-to-end tests: serve dist/ on 127.0.0.1, launch Debian's Chromium
// headless through playwright-core, and click the board by square name.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = path.join(root, 'dist');

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
    srv.on('error', reject);
  });
}

/** Serves a folder over HTTP on 127.0.0.1; returns { url, stop }. */
export async function serve(dir = dist) {
  const port = await freePort();
  const proc = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try { const r = await fetch(url); if (r.ok) break; } catch { /* not up yet */ }
    await new Promise(r => setTimeout(r, 100));
  }
  // Stopping resolves once the server has exited, so its port no longer answers.
  const stop = () => new Promise(done => {
    if (proc.exitCode !== null || proc.signalCode !== null) return done();
    proc.once('exit', () => done());
    proc.kill();
  });
  return { url, stop };
}

/** Chromium. Most tests set lobby options directly, so their pages open every card's More
 *  options panel on load; `{ moreOptions: false }` leaves the lobby as a person first sees it. */
export async function launch({ moreOptions = true } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  if (moreOptions) {
    const open = () => addEventListener('DOMContentLoaded', () => {
      for (const d of document.querySelectorAll('#lobby details.more')) d.open = true;
    });
    const newPage = browser.newPage.bind(browser);
    browser.newPage = async (...args) => {
      const page = await newPage(...args);
      await page.addInitScript(open);
      return page;
    };
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await newContext(...args);
      await context.addInitScript(open);
      return context;
    };
  }
  return browser;
}

/** A page with the app loaded; page errors fail the test. */
export async function openApp(browser, url, { width = 1100, height = 800 } = {}) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  page.on('console', m => { if (m.type() === 'error' && !/favicon/.test(m.text())) errors.push(m.text()); });
  await page.goto(url);
  await page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');
  return { page, errors };
}

export const ui = page => page.evaluate(() => window.wasmBindings.uiState());

/** Waits until no piece is in flight. */
export async function settle(page) {
  await page.waitForFunction(() => { const s = window.wasmBindings.uiState(); return !s || !s.animating; });
}

/** Waits for the zero-delay task in which saving and the address follow a move. */
/** New game: back to the lobby, answering the page's question first when it asks one (a game
 *  going on stays saved; it says so and asks). */
export async function leaveForLobby(page) {
  await page.click('#btn-new');
  if (await page.isVisible('#ask')) await page.click('#btn-ask-yes');
}

export const followed = page => page.evaluate(() => new Promise(done => setTimeout(done, 0)));

/**
 * Waits until `check` (run in the page, may be async) answers true. Playwright's
 * waitForFunction takes a promise for a true answer, so an async check needs this instead.
 */
export async function waitForAsync(target, check, arg, { timeout = 20000 } = {}) {
  const end = Date.now() + timeout;
  while (!(await target.evaluate(check, arg))) {
    if (Date.now() > end) throw new Error(`no true answer in ${timeout} ms from ${check}`);
    await new Promise(done => setTimeout(done, 100));
  }
}

/** The address of every file the service worker has stored, in any of its caches. */
export async function storedFiles(page) {
  return page.evaluate(async () => {
    const urls = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map(r => r.url));
    return urls;
  });
}

/**
 * Where a named place is drawn, in CSS pixels from the canvas's displayed top left corner:
 * `boardPoint` answers in the board's layout pixels (`canvas.width / devicePixelRatio`), and a
 * person clicks what is drawn, that point scaled by the canvas's displayed size. Works on a
 * page or on a frame.
 */
export async function drawnPoint(target, name) {
  return target.evaluate(n => {
    const [x, y] = window.wasmBindings.boardPoint(n);
    const c = document.getElementById('board');
    const shown = c.getBoundingClientRect();
    return [x * shown.width / (c.width / devicePixelRatio), y * shown.height / (c.height / devicePixelRatio)];
  }, name);
}

/** Clicks the centre of a square or goal, by name, where it is drawn. */
export async function clickSquare(page, name, button = 'left') {
  const [x, y] = await drawnPoint(page, name);
  await page.locator('#board').click({ position: { x, y }, button });
}

/**
 * Enters a GIPF move given in notation by clicks: the tray chip if needed (a GIPF-piece, a
 * potential, or `t` for TAMSK's extra move), the dot, then the arrow; checks it was played.
 */
export async function enterGipfMove(page, move) {
  let s = await ui(page);
  const played = s.moves.length;
  const want = move[0] === 't' ? 't' : /[A-Z]/.test(move[0]) ? move[0] : 'basic';
  if (s.bring !== want) await clickSquare(page, `bring:${want}`);
  s = await ui(page);
  const entry = s.entries.find(e => e.move === move);
  assert.ok(entry, `${move} is offered (${s.entries.map(e => e.move).join(' ')})`);
  await clickSquare(page, entry.name.split('-')[0]);
  await clickSquare(page, `arrow:${entry.name}`);
  await settle(page);
  s = await ui(page);
  // The move entered is the first new one (a reply may follow it at once).
  assert.equal(s.moves[played], move, `${move} was played`);
}

export async function clickTray(page, size) {
  await clickSquare(page, 'tray' + size);
}

/** Drags from one square to another with the mouse. */
export async function dragSquare(page, from, to) {
  const box = await page.locator('#board').boundingBox();
  const [fx, fy] = await drawnPoint(page, from);
  const [tx, ty] = await drawnPoint(page, to);
  await page.mouse.move(box.x + fx, box.y + fy);
  await page.mouse.down();
  await page.mouse.move(box.x + (fx + tx) / 2, box.y + (fy + ty) / 2, { steps: 4 });
  await page.mouse.move(box.x + tx, box.y + ty, { steps: 4 });
  await page.mouse.up();
}

/** Colour of a canvas pixel at CSS coordinates, as [r, g, b]. */
export async function pixel(page, x, y) {
  return page.evaluate(([x, y]) => {
    const c = document.getElementById('board');
    const k = c.width / c.getBoundingClientRect().width;
    return Array.from(c.getContext('2d').getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data.slice(0, 3));
  }, [x, y]);
}
