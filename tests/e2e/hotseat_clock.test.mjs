// Hot-seat clocks: the cards' Clock choice, one face per seat, the increment after a move, a
// flag fall that ends the game on time (banner, status line and record), a reload that resumes
// with the time left, undo that puts the clocks back, the computer's clock, and the faces'
// layout at laptop and phone sizes. Short clocks come through `?clock=<n>s%2B<inc>`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, clickSquare, followed } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const url = (query = '') => `${server.url}${query ? `?${query}` : ''}`;

/** Each face as { name, ms, running }, read from what the page shows. */
const faces = page => page.$$eval('#clock span', spans => spans.map(s => {
  const text = s.textContent;
  const m = text.match(/([\d]+):(\d\d)(?:\.(\d))?$/);
  const ms = m ? (Number(m[1]) * 60 + Number(m[2])) * 1000 + Number(m[3] ?? 0) * 100 : NaN;
  return { name: text.replace(/^▶ /, '').replace(/ [\d:.]+$/, ''), ms, running: text.startsWith('▶ ') && s.classList.contains('run') };
}));

/** A Gygès move that does not end the game, entered by clicks. */
async function quietMove(page) {
  const long = await page.evaluate(() => {
    const { Match } = window.wasmBindings;
    const pos = window.wasmBindings.uiState().position;
    const longs = Match.fromPosition('gyges', pos, '').legalMoves().map(mv => Match.fromPosition('gyges', pos, '').play(mv));
    const quiet = longs.filter(l => !/-[NS]$/.test(l));
    return (quiet.length ? quiet : longs).sort((a, b) => a.split('-').length - b.split('-').length || (a < b ? -1 : 1))[0];
  });
  for (const sq of long.split('-')) await clickSquare(page, sq);
  await settle(page);
  return long;
}

/** A hot-seat Gygès game from the preset set-up (play starts at once). */
async function gyges(query, size = { width: 1100, height: 800 }) {
  // Its own context, so that a second page can reopen the game from the same storage.
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url(query));
  await page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#start-gyges');
  await page.waitForFunction(() => document.querySelectorAll('#clock span').length === 2);
  return { page, errors };
}

const savedRecord = page => page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('gboards.game.')).map(k => localStorage.getItem(k)).join('\n'));
const over = (page, timeout = 20000) => page.waitForFunction(() => window.wasmBindings.uiState()?.status === 'over', null, { timeout });

test('every card offers the clock choices, and 3+2 starts two faces with South running', async () => {
  const { page, errors } = await openApp(browser, url());
  for (const game of ['gyges', 'gype', 'gipf']) {
    assert.deepEqual(await page.$$eval(`#opts-${game} [name=clock] option`, os => os.map(o => o.textContent)), ['None', '3+2', '10+5', '30+20'], game);
  }
  await page.click('#vs-friend-gyges');
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
  assert.equal(await page.isVisible('#clock'), false, 'no clock unless one is chosen');
  // Reloaded, the card takes back its remembered choices once the app starts: wait for it.
  const reload = async () => {
    await page.goto(url());
    await page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');
  };
  await reload();
  await page.selectOption('#opts-gyges [name=clock]', '3+2');
  await page.click('#vs-friend-gyges');
  await page.waitForFunction(() => document.querySelectorAll('#clock span').length === 2);
  const [south, north] = await faces(page);
  assert.equal(south.name, 'South');
  assert.equal(north.name, 'North');
  assert.ok(south.running && !north.running, 'South acts first');
  assert.ok(south.ms <= 180000 && south.ms > 170000, `South ${south.ms}`);
  assert.equal(north.ms, 180000);
  // The choice is remembered with the card.
  await reload();
  assert.equal(await page.inputValue('#opts-gyges [name=clock]'), '3+2');
  assert.deepEqual(errors, []);
  await page.close();
});

const NAMES = ['South', 'North'];

test('a move adds the increment, and a flag fall ends the game on time for the other seat', async () => {
  // A long increment, so that the move's own time (slow on a loaded machine) cannot hide it.
  const { page, errors } = await gyges('clock=6s%2B30');
  const first = (await ui(page)).toMove;
  const other = 1 - first;
  assert.ok((await faces(page))[first].running, 'the seat to act runs');
  await quietMove(page);
  const shown = await faces(page);
  assert.ok(shown[first].ms > 30000 && shown[first].ms <= 36000, `the mover kept its time and got 30 s: ${shown[first].ms}`);
  assert.ok(shown[other].running && shown[other].ms <= 6000);
  await over(page);
  const s = await ui(page);
  assert.equal(s.winner, first, 'the other seat ran out of time');
  const words = `${NAMES[first]} wins: ${NAMES[other]} lost on time.`;
  assert.equal(await page.textContent('#status'), words);
  assert.ok(await page.isVisible('#banner'));
  assert.equal(await page.textContent('#banner-text'), words);
  const after = await faces(page);
  assert.equal(after[other].ms, 0);
  assert.ok(after[first].ms > 30000, 'the winner keeps its time');
  assert.ok(!after[0].running && !after[1].running, 'no clock runs once the game is over');
  // The game is saved in a task after the flag falls.
  await followed(page);
  assert.match(await savedRecord(page), new RegExp(`\nend time ${other}\n`));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a reload resumes with the time left (none lost while closed), and undo puts the clocks back', async () => {
  const { page, errors } = await gyges('clock=40s%2B0');
  const first = (await ui(page)).toMove;
  const other = 1 - first;
  await quietMove(page);
  await page.waitForTimeout(2500);
  const before = await faces(page);
  assert.ok(before[other].running && before[other].ms < 39000, `the other seat's time runs: ${before[other].ms}`);
  const address = page.url();
  const context = page.context();
  await page.close();
  // Three seconds with the page closed cost nobody anything.
  await new Promise(r => setTimeout(r, 3000));
  const again = await context.newPage({ viewport: { width: 1100, height: 800 } });
  again.on('pageerror', e => errors.push(String(e)));
  await again.goto(address);
  await again.waitForFunction(() => document.querySelectorAll('#clock span').length === 2);
  const resumed = await faces(again);
  assert.equal(resumed[first].ms, before[first].ms, 'the mover as before');
  assert.ok(resumed[other].running, 'the other seat still to act');
  // Kept once a second: within that of the time shown when the page closed.
  assert.ok(Math.abs(resumed[other].ms - before[other].ms) <= 1500, `${before[other].ms} then ${resumed[other].ms}`);
  // Undo: the first mover to act again with all its time (the move is taken back, its time too).
  await again.click('#btn-undo');
  await again.waitForFunction(() => window.wasmBindings.uiState().moves.length === 0);
  const undone = await faces(again);
  assert.ok(undone[first].running && undone[first].ms >= 39000, `after undo ${undone[first].ms}`);
  assert.equal(undone[other].ms, 40000);
  assert.deepEqual(errors, []);
  await context.close();
});

test("against the computer both clocks run: the computer's thinking costs it time", async () => {
  // North moves first from the preset rows, and North is the computer here.
  const { page, errors } = await openApp(browser, url('clock=5%2B0'));
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.selectOption('#opts-gyges [name=player1]', 'easy');
  await page.click('#start-gyges');
  await page.waitForFunction(() => document.querySelectorAll('#clock span').length === 2);
  await page.waitForFunction(() => window.wasmBindings.uiState().moves.length === 1, null, { timeout: 60000 });
  const [me, computer] = await faces(page);
  assert.ok(me.running, 'my turn');
  assert.ok(computer.ms < 300000, `the computer spent time: ${computer.ms}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Table Gype with four seats: four faces, and a flag fall ends it with a winner by the standings', async () => {
  const { page, errors } = await openApp(browser, url('clock=3s%2B0'));
  await page.selectOption('#gype-players', '4');
  await page.click('#start-gype');
  await page.waitForFunction(() => document.querySelectorAll('#clock span').length === 4);
  assert.deepEqual((await faces(page)).map(f => f.name), ['South', 'West', 'North', 'East']);
  await over(page);
  assert.match(await page.textContent('#status'), /^(South|West|North|East) wins: South lost on time\.$|^Draw: South lost on time\.$/);
  await followed(page);
  assert.match(await savedRecord(page), /\nend time 0\n/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('GIPF: a flag fall ends the game on time', async () => {
  const { page, errors } = await openApp(browser, url('clock=2s%2B0'));
  await page.click('#start-gipf');
  await page.waitForFunction(() => document.querySelectorAll('#clock span').length === 2);
  await over(page);
  const s = await ui(page);
  assert.equal(s.winner, 1, 'the first seat ran out of time');
  assert.match(await page.textContent('#banner-text'), /wins: .+ lost on time\./);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`the faces overlap neither the board nor the status line at ${size.width}×${size.height}`, async () => {
    const { page, errors } = await openApp(browser, url('clock=30s%2B0'), size);
    await page.selectOption('#gype-players', '4');
    await page.click('#start-gype');
    await page.waitForFunction(() => document.querySelectorAll('#clock span').length === 4);
    const boxes = await page.evaluate(() => {
      const r = e => { const b = e.getBoundingClientRect(); return { left: b.left, top: b.top, right: b.right, bottom: b.bottom }; };
      return { board: r(document.getElementById('board')), status: r(document.getElementById('status')), faces: [...document.querySelectorAll('#clock span')].map(r) };
    });
    const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const f of boxes.faces) {
      assert.ok(f.right > f.left && f.bottom > f.top, 'a face is drawn');
      assert.ok(!overlap(f, boxes.board), `a face clear of the board: ${JSON.stringify([f, boxes.board])}`);
      assert.ok(!overlap(f, boxes.status), `a face clear of the status line: ${JSON.stringify([f, boxes.status])}`);
      assert.ok(f.left >= 0 && f.right <= size.width, 'inside the screen');
    }
    for (let i = 0; i < boxes.faces.length; i++) {
      for (let j = i + 1; j < boxes.faces.length; j++) assert.ok(!overlap(boxes.faces[i], boxes.faces[j]), 'faces apart');
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}
