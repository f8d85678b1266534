// Boards embedded in another site's page, as a person meets them. The host page is a long
// article on a second origin with a Content-Security-Policy that lets in frames of the app's
// origin only. Clicks go where the board is *drawn* (boardPoint scaled by the canvas's
// displayed size), and must play the intended moves in every game, the whole Gygès set-up
// included, in frames of 320×420, 480×640 and 800×600 and on a phone (by touch); the same
// clicks play in the main app at several window sizes. The README's example and the app's own
// snippet, pasted verbatim into that page, deliver ready, move and gameover to the host.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dist, launch, drawnPoint, ui, settle as settlePage } from './harness.mjs';
import { host } from './static_host.mjs';

let app, article, browser, hostDir;
before(async () => {
  app = await host(dist);
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gboards-article-'));
  const csp = `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-src ${app.origin}`;
  article = await host(hostDir, { headers: { 'Content-Security-Policy': csp } });
  browser = await launch();
});
after(async () => { await browser?.close(); await app?.stop(); await article?.stop(); fs.rmSync(hostDir, { recursive: true, force: true }); });

/** A page of the article site holding `body` among paragraphs of text. */
function writeArticle(name, body) {
  const text = n => Array.from({ length: n }, (_, i) => `<p>Paragraph ${i + 1} of a review: how the game plays, who it suits and what to try first. ${'Words to fill a line. '.repeat(12)}</p>`).join('\n');
  fs.writeFileSync(path.join(hostDir, name), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Three G-games, reviewed</title>
<style>body { font: 16px/1.5 sans-serif; max-width: 860px; margin: 0 auto; padding: 0 12px; }</style></head>
<body><h1>Three G-games, reviewed</h1>\n${text(4)}\n${body}\n${text(3)}</body></html>`);
  return article.url + name;
}

/** The frame's board seen from the page: clicks at drawn places, by mouse or by touch. */
function frameBoard(page, frameElement, frame, touch = false) {
  return {
    target: frame,
    async click(name) {
      await frameElement.scrollIntoViewIfNeeded();
      const frameBox = await frameElement.boundingBox();
      const board = await frame.evaluate(() => document.getElementById('board').getBoundingClientRect().toJSON());
      const [x, y] = await drawnPoint(frame, name);
      const at = [frameBox.x + board.left + x, frameBox.y + board.top + y];
      if (touch) await page.touchscreen.tap(...at);
      else await page.mouse.click(...at);
    },
  };
}

/** The main app's board: the same clicks, with the canvas's own box. */
function pageBoard(page) {
  return {
    target: page,
    async click(name) {
      const box = await page.locator('#board').boundingBox();
      const [x, y] = await drawnPoint(page, name);
      await page.mouse.click(box.x + x, box.y + y);
    },
  };
}

const state = board => ui(board.target);
const knows = (board, name) => board.target.evaluate(n => { try { window.wasmBindings.boardPoint(n); return true; } catch { return false; } }, name);
const settle = board => settlePage(board.target);

/** Gygès: the whole alternate set-up from the tray, then South's first move, all by clicks. */
async function playGyges(board) {
  const rows = [['a1', 'b1', 'c1', 'd1', 'e1', 'f1'], ['a6', 'b6', 'c6', 'd6', 'e6', 'f6']];
  const sizes = [3, 2, 1, 1, 2, 3];
  for (let i = 0; i < 6; i++) {
    for (const row of rows) {
      await board.click('tray' + sizes[i]);
      await board.click(row[i]);
    }
  }
  let s = await state(board);
  assert.equal(s.inSetup, false, 'the set-up ends after twelve placements');
  assert.equal(s.position, '321123/....../....../....../....../321123 N', 'each ring went where it was clicked');
  // North moves first after South's last placement; a plain move of the front row.
  const move = s.legal.find(m => /^[a-f]6-[a-f][1-6]$/.test(m));
  for (const part of move.split('-')) await board.click(part);
  await settle(board);
  s = await state(board);
  assert.equal(s.moves[s.moves.length - 1], move, `the clicked move ${move} was played`);
}

/** Table Gype (no set-up): a die and the cell it steps to, by clicks. */
async function playGype(board) {
  const s0 = await state(board);
  const step = await board.target.evaluate(() => {
    const { Match } = window.wasmBindings;
    const s = window.wasmBindings.uiState();
    for (const mv of s.legal) {
      const long = Match.fromPosition('gype', s.position, '').play(mv);
      if (/^[a-j]\d+-[a-j]\d+$/.test(long)) return long;
    }
    return null;
  });
  assert.ok(step, `a one-step move is on offer: ${s0.legal.join(' ')}`);
  const [from, to] = step.split('-');
  await board.click(from);
  assert.equal((await state(board)).selected, from, `clicking the drawn ${from} selects it`);
  await board.click(to);
  if ((await state(board)).selected !== null) await board.click(to);
  await settle(board);
  const s = await state(board);
  const played = s.moves.filter(t => !/^[a-j]\d+=/.test(t));
  assert.equal(played[played.length - 1], step, `the clicked move ${step} was played`);
}

/** GIPF: a dot on the rim, then the arrow of the push, by clicks. */
async function playGipf(board) {
  let s = await state(board);
  const played = s.moves.length;
  if (s.bring !== 'basic') {
    await board.click('bring:basic');
    s = await state(board);
  }
  const entry = s.entries.find(e => /^[a-i]\d-[a-i]\d$/.test(e.move));
  assert.ok(entry, `a push is on offer: ${s.legal.slice(0, 8).join(' ')}`);
  await board.click(entry.name.split('-')[0]);
  await board.click(`arrow:${entry.name}`);
  await settle(board);
  s = await state(board);
  assert.equal(s.moves[played], entry.move, `the clicked push ${entry.move} was played`);
}

const GAMES = {
  gyges: { query: 'game=gyges', play: playGyges },
  gype: { query: 'game=gype&options=setup%3Doff', play: playGype },
  gipf: { query: 'game=gipf', play: playGipf },
};

/** The frame's own page fits it: no scrollbar, and the board as large as the room allows. */
async function assertFits(frame, size) {
  const l = await frame.evaluate(() => {
    const b = document.getElementById('board').getBoundingClientRect();
    const wrap = document.getElementById('board-wrap').getBoundingClientRect();
    const e = document.documentElement;
    return { w: innerWidth, h: innerHeight, sw: e.scrollWidth, sh: e.scrollHeight, board: b.toJSON(), wrap: wrap.toJSON() };
  });
  assert.ok(l.sw <= l.w && l.sh <= l.h, `${size}: nothing overflows the frame (${l.sw}×${l.sh} in ${l.w}×${l.h})`);
  const fills = Math.max(l.board.width / l.wrap.width, l.board.height / l.wrap.height);
  assert.ok(fills > 0.97, `${size}: the board fills its room one way (${JSON.stringify(l.board)} in ${JSON.stringify(l.wrap)})`);
}

for (const [w, h] of [[320, 420], [480, 640], [800, 600]]) {
  test(`in a ${w}×${h} frame on another origin, clicks on the drawn board play in every game`, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    page.on('pageerror', e => errors.push(String(e)));
    for (const [game, { query, play }] of Object.entries(GAMES)) {
      const url = writeArticle(`frame-${w}-${game}.html`, `<iframe src="${app.url}?embed=1&amp;${query.replaceAll('&', '&amp;')}" width="${w}" height="${h}" style="border:0" title="${game}"></iframe>`);
      await page.goto(url);
      const element = await page.$('iframe');
      const frame = await element.contentFrame();
      await frame.waitForFunction(() => window.wasmBindings?.uiState()?.position);
      await assertFits(frame, `${w}×${h} ${game}`);
      await play(frameBoard(page, element, frame));
      await assertFits(frame, `${w}×${h} ${game}, after a move`);
      assert.deepEqual(await frame.evaluate(() => window.wasmBindings.uiState().error ?? null), null);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('on a phone, a framed board plays by touch in every game', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const [game, { query, play }] of Object.entries(GAMES)) {
    const url = writeArticle(`phone-${game}.html`, `<iframe src="${app.url}?embed=1&amp;${query.replaceAll('&', '&amp;')}" width="366" height="520" style="border:0;max-width:100%" title="${game}"></iframe>`);
    await page.goto(url);
    const element = await page.$('iframe');
    // A reader scrolls down to it, past the text.
    await element.scrollIntoViewIfNeeded();
    const frame = await element.contentFrame();
    await frame.waitForFunction(() => window.wasmBindings?.uiState()?.position);
    // The backing store follows the board's size once its resize observer has run (the frame's
    // layout may still settle after the first position is drawn).
    const ratio = () => frame.evaluate(() => { const c = document.getElementById('board'); return c.width / c.getBoundingClientRect().width; });
    await frame.waitForFunction(() => { const c = document.getElementById('board'); return Math.abs(c.width / c.getBoundingClientRect().width - 3) < 0.05; }, null, { timeout: 5000 })
      .catch(() => {});
    const crisp = await ratio();
    assert.ok(Math.abs(crisp - 3) < 0.05, `the backing store follows the devicePixelRatio: ${crisp}`);
    await play(frameBoard(page, element, frame, true));
  }
  await context.close();
});

for (const [w, h] of [[1280, 800], [390, 844], [844, 390]]) {
  test(`the main app at ${w}×${h}: the same clicks play in every game`, async () => {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    for (const [game, { query, play }] of Object.entries(GAMES)) {
      // The same game as the embed's, started from the lobby.
      await page.goto(app.url);
      await page.waitForFunction(() => window.wasmBindings?.uiState);
      if (game === 'gype') await page.uncheck('#opts-gype [name=setup]');
      await page.click(`#vs-friend-${game}`);
      await page.waitForFunction(() => window.wasmBindings.uiState()?.position);
      await play(pageBoard(page));
    }
    await page.close();
  });
}

test("the README's example and the app's own snippet, pasted into the article with its CSP, report ready, move and gameover", async () => {
  // The README's example: only the address it names is replaced.
  const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const example = readme.split('\n## Embedding')[1].split('```html\n')[1].split('```')[0].replaceAll('https://example.org/gboards/', app.url);
  // The app's snippet, from its Embed dialog, for a game of GIPF.
  const appPage = await browser.newPage();
  await appPage.goto(app.url);
  await appPage.waitForFunction(() => window.wasmBindings?.uiState);
  await appPage.click('#vs-friend-gipf');
  await appPage.click('#btn-embed');
  const snippet = await appPage.inputValue('#embed-text');
  await appPage.close();

  const url = writeArticle('two-boards.html', `<h2>Gygès</h2>\n${example}\n<p>Between the boards, more of the review.</p>\n<h2>GIPF</h2>\n${snippet}`);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  const [gygesElement, gipfElement] = await page.$$('iframe');
  const gyges = await gygesElement.contentFrame();
  const gipf = await gipfElement.contentFrame();
  const shown = i => page.evaluate(k => document.querySelectorAll('output')[k].textContent, i);
  await page.waitForFunction(() => [...document.querySelectorAll('output')].every(o => /ready/i.test(o.textContent)), null, { timeout: 20000 });

  // A move on each board is told under that board alone.
  await gyges.waitForFunction(() => window.wasmBindings?.uiState()?.position);
  const gygesMove = (await state({ target: gyges })).legal[0];
  for (const part of gygesMove.split('-')) if (await knows({ target: gyges }, part)) await frameBoard(page, gygesElement, gyges).click(part);
  await page.waitForFunction(() => /move/i.test(document.querySelectorAll('output')[0].textContent));
  assert.match(await shown(0), new RegExp(gygesMove), 'the Gygès box shows its move');
  assert.match(await shown(1), /ready/i, 'the GIPF box still shows only its own events');
  await gipf.waitForFunction(() => window.wasmBindings?.uiState()?.position);
  await playGipf(frameBoard(page, gipfElement, gipf));
  await page.waitForFunction(() => /move/i.test(document.querySelectorAll('output')[1].textContent));

  // Game over on each: the host page loads a position one move from the end, and it is played.
  const nearWin = { type: 'load', game: 'gyges', position: '....../....../....../....../....../..1... N' };
  for (const [i, element, frame] of [[0, gygesElement, gyges], [1, gipfElement, gipf]]) {
    await page.evaluate(([k, m]) => document.querySelectorAll('iframe')[k].contentWindow.postMessage(m, '*'), [i, nearWin]);
    await frame.waitForFunction(p => window.wasmBindings.uiState().position.startsWith(p), nearWin.position.slice(0, 6));
    const board = frameBoard(page, element, frame);
    await board.click('c1');
    await board.click('S');
    await page.waitForFunction(k => /game ?over/i.test(document.querySelectorAll('output')[k].textContent), i);
    assert.match(await shown(i), /North/);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
