// Garbage through every door from JS: the embed's postMessage handler gets payloads of wrong
// types, with missing fields, huge strings and bad records, and answers each with an `error`
// event while the board keeps working; and every function the page exports on wasmBindings is
// called from JS with wrong values (and on freed objects), throwing an Error with a message
// instead of trapping the module.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, launch, openApp, ui } from './harness.mjs';

let app, host, browser, hostDir;
before(async () => {
  app = await serve();
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gboards-host-'));
  host = await serve(hostDir);
  browser = await launch();
});
after(async () => { await browser?.close(); app?.stop(); host?.stop(); });

test('garbage posted to the embed gets error events, and the board still plays', async () => {
  const hostOrigin = host.url.replace(/\/$/, '');
  const src = `${app.url}?embed=1&game=gype&options=seats%3DSN&origins=${encodeURIComponent(hostOrigin)}`;
  fs.writeFileSync(path.join(hostDir, 'garbage.html'), `<!doctype html><title>host</title>
<script>window.events = []; addEventListener('message', e => { if (e.data && e.data.source === 'gboards') events.push(e.data); });</script>
<iframe id="f" src="${src}" width="700" height="640" style="border:0"></iframe>`);
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  page.on('console', m => { if (m.type() === 'error' && !/favicon|integrity/.test(m.text() + m.location().url)) errors.push(m.text()); });
  await page.goto(host.url + 'garbage.html');
  await page.waitForFunction(() => events.some(e => e.type === 'ready'));
  const frame = page.frames().find(f => f.url().startsWith(app.url));
  await frame.waitForFunction(() => window.wasmBindings?.uiState()?.game === 'gype');
  const start = await frame.evaluate(() => window.wasmBindings.uiState().position);

  // Each payload is built in the host page (some cannot be written as JSON) and posted alone;
  // the frame must answer with one error event whose message is a readable sentence.
  const payloads = [
    'null', 'undefined', '42', 'NaN', '"load"', 'true', '[1, 2, 3]', '{}', '{ type: 5 }', '{ type: null }',
    '{ type: "" }', '{ type: "x".repeat(1 << 20) }', '{ type: "load" }', '{ type: "load", record: 5 }',
    '{ type: "load", record: "" }', '{ type: "load", record: "x".repeat(4 << 20) }',
    '{ type: "load", record: "gboards-record 1\\ngame gype\\nseed 1\\n" + "zz-top\\n".repeat(100000) }',
    '{ type: "load", record: "gboards-record 1\\ngame chess\\nseed 1\\n" }',
    '{ type: "load", record: "gboards-record 1\\ngame gype\\nseed -1\\n" }',
    '{ type: "load", record: "gboards-record 1\\ngame gype\\noption seats=\\u{1F600}\\nseed 1\\n" }',
    '{ type: "load", record: { nested: { deeper: [1, 2, { record: "x" }] } } }',
    '{ type: "load", game: "gype" }', '{ type: "load", position: "SN S -" }',
    '{ type: "load", game: "chess", position: "x" }', '{ type: "load", game: {}, position: [] }',
    '{ type: "load", game: "gype", position: "\\u{1F600}".repeat(100000) }',
    '{ type: "load", game: "gype", position: "SN S SFe4", options: "seats=\\u0000" }',
    '{ type: "load", game: "gype", position: "SN S SFe4", options: "x=".repeat(200000) }',
    '{ type: "load", game: "gipf", position: "\\u202E" }', '{ type: "load", game: "gyges", position: "....../ N" }',
    '{ type: "setOrientation" }', '{ type: "setOrientation", flipped: "yes" }', '{ type: "setOrientation", flipped: 1 }',
    'new Date()', '/load/', 'new Map([["type", "load"]])', 'new ArrayBuffer(64)', 'new Uint8Array(1 << 20)',
    '(() => { let o = { type: "load", record: "x" }; for (let i = 0; i < 500; i++) o = { type: "load", record: o }; return o; })()',
    'Object.assign(Object.create(null), { type: "load", record: 7 })',
  ];
  for (const p of payloads) {
    const before = await page.evaluate(() => events.filter(e => e.type === 'error').length);
    const posted = await page.evaluate(p => {
      try {
        document.getElementById('f').contentWindow.postMessage(eval('(' + p + ')'), '*');
        return true;
      } catch (e) {
        return String(e);
      }
    }, p);
    assert.equal(posted, true, `the host could post ${p.slice(0, 60)}`);
    await page.waitForFunction(n => events.filter(e => e.type === 'error').length > n, before, { timeout: 10000 })
      .catch(() => assert.fail(`no error event for ${p.slice(0, 80)}`));
    const event = (await page.evaluate(() => events.filter(e => e.type === 'error'))).pop();
    assert.equal(typeof event.message, 'string');
    assert.ok(event.message.length > 5 && event.message.length < 2000, `a readable message for ${p.slice(0, 60)}: ${event.message.slice(0, 200)}`);
    assert.equal(await frame.evaluate(() => window.wasmBindings.uiState().position), start, `${p.slice(0, 60)} left the game alone`);
  }

  // Sound messages still work: turn the board, then load a position and play on it.
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ type: 'setOrientation', flipped: false }, '*'));
  await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ type: 'load', game: 'gype', position: 'SN S SFe4,NBe6' }, '*'));
  await frame.waitForFunction(() => window.wasmBindings.uiState().position.startsWith('SN S SFe4,NBe6'));
  const box = await (await frame.$('#board')).boundingBox();
  for (const cell of ['e4', 'e5']) {
    const [x, y] = await frame.evaluate(n => window.wasmBindings.boardPoint(n), cell);
    await page.mouse.click(box.x + x, box.y + y);
  }
  await frame.waitForFunction(() => window.wasmBindings.uiState().moves.includes('e4-e5'));
  await page.waitForFunction(() => events.some(e => e.type === 'move' && e.move === 'e4-e5'));
  assert.deepEqual(errors, []);
});

test('every wasmBindings export called from JS with garbage throws an Error with a message', async () => {
  const { page, errors } = await openApp(browser, app.url);
  const report = await page.evaluate(async () => {
    const w = window.wasmBindings;
    let deep = {};
    for (let i = 0; i < 10000; i++) deep = { a: deep };
    const junk = [undefined, null, NaN, Infinity, -Infinity, -1, -0, 1e300, 2 ** 64, 0.5, true, {}, [], deep,
      Symbol('s'), 10n, () => 1, new Uint8Array(8), { toString() { throw new Error('no'); } },
      '', 'x'.repeat(2 << 20), '\u{1F600}', '\uD800', '\0', 'gype', 'start', '1'];
    const problems = [];
    let calls = 0;
    const pending = [];
    const judge = (what, e) => {
      if (!(e instanceof Error) || !e.message) problems.push(`${what}: threw ${String(e)}`);
      else if (e instanceof WebAssembly.RuntimeError || /unreachable|panicked/.test(e.message)) problems.push(`${what}: trapped: ${e.message}`);
    };
    /** Calls f; it may return (or resolve) or throw (or reject) an Error with a message. */
    const check = (what, f) => {
      calls++;
      try {
        const r = f();
        if (r && typeof r.free === 'function') r.free();
        if (r && typeof r.then === 'function') pending.push(r.then(v => v?.free?.(), e => judge(what, e)));
      } catch (e) {
        judge(what, e);
      }
    };
    const funcs = Object.entries(w).filter(([, v]) => typeof v === 'function');
    for (const [name, f] of funcs) {
      if (/^(default|initSync|__wbg)/.test(name) || name === 'Match') continue;
      for (const a of junk) {
        check(`${name}(${typeof a})`, () => f(a, a, a, a));
        check(`${name}(gyges, start, ${typeof a})`, () => f('gyges', 'start', a, a));
      }
      check(`${name}()`, () => f());
    }
    for (const a of junk) {
      check(`new Match(${typeof a})`, () => new w.Match(a, a, a));
      check(`new Match(gype, ${typeof a})`, () => new w.Match('gype', a, 1));
      check(`new Match(gype, '', ${typeof a})`, () => new w.Match('gype', '', a));
      check(`Match.fromPosition(${typeof a})`, () => w.Match.fromPosition('gype', a, a));
      check(`Match.fromRecord(${typeof a})`, () => w.Match.fromRecord(a));
      check('Match() without new', () => w.Match(a));
    }
    const methods = Object.getOwnPropertyNames(w.Match.prototype).filter(n => n !== 'constructor' && !n.startsWith('__') && typeof w.Match.prototype[n] === 'function');
    for (const game of ['gyges', 'gype', 'gipf']) {
      const m = new w.Match(game, '', 3);
      for (const name of methods.filter(n => n !== 'free')) for (const a of junk) check(`${game} ${name}(${typeof a})`, () => m[name](a, a));
      // Methods on a foreign `this`, and on a freed match.
      for (const name of methods) check(`${name} on a plain object`, () => w.Match.prototype[name].call({}, 'x'));
      const freed = new w.Match(game, '', 4);
      freed.free();
      for (const name of methods) check(`${game} ${name} after free`, () => freed[name]('x'));
      check(`${game} free twice`, () => freed.free());
      m.free();
    }
    await Promise.all(pending);
    // Still alive: a game plays through the API.
    const m = new w.Match('gype', 'seats=SN', 9);
    const moves = m.legalMoves();
    const long = m.play(moves[0]);
    m.free();
    return { problems, calls, exports: funcs.map(f => f[0]), methods, long };
  });
  assert.deepEqual(report.problems, []);
  assert.ok(report.calls > 1000, `${report.calls} calls`);
  for (const name of ['Match', 'uiState', 'boardPoint', 'benchPerft', 'benchRedraw', 'wasmMemoryBytes']) assert.ok(report.exports.includes(name), `${name} is covered`);
  for (const name of ['play', 'legalMoves', 'undo', 'redo', 'state', 'position', 'exportRecord', 'game']) assert.ok(report.methods.includes(name), `Match.${name} is covered`);
  assert.ok(report.long);
  assert.equal(await ui(page), null, 'the lobby is still shown');
  // With a board shown, the board functions get garbage too, on each game's board.
  for (const game of ['gyges', 'gype', 'gipf']) {
    const { page, errors } = await openApp(browser, app.url);
    await page.click(`#start-${game}`);
    await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
    const shown = await page.evaluate(() => {
      const w = window.wasmBindings;
      const junk = [undefined, null, NaN, -1, 0, 0.5, 2001, 1e300, {}, [], '', 'x'.repeat(2 << 20), 'e4\0', 'face:', 'choice0', 'choice-1',
        'choice99999999999999999999', 'hem:', 'hem:SS', 'tally:\u{1F600}', 'roll', 'a0', 'j9', 'k4', 'E4', '\uD800', 'tray0', 'tray4',
        'tray-1', 'tray99999999999', 'N', 'S', 'z9', 'a99', '\u{1F600}4', 'é4', 'i9'];
      const problems = [];
      for (const a of junk) {
        for (const f of [w.boardPoint, w.benchRedraw]) {
          try { f(a); } catch (e) { if (!(e instanceof Error) || !e.message || e instanceof WebAssembly.RuntimeError) problems.push(`${f.name}: ${e}`); }
        }
      }
      return { problems, redraws: w.benchRedraw(3).length, state: w.uiState().game };
    });
    assert.deepEqual(shown, { problems: [], redraws: 3, state: game });
    assert.deepEqual(errors, []);
    await page.close();
  }
  assert.deepEqual(errors, []);
});
