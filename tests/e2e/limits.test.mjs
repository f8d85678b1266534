// The largest records and links the page accepts (1 MiB of text) never take it down: each loads
// or is refused with a message, and the page's memory (JS heap and wasm memory) stays under
// 256 MB. The worst cases: a Gygès game with repetition=on and as many moves as fit (every
// position keeps the history of hashes), a Table Gype game of nothing but rolls (two actions a
// turn, and no ply cap), and a GIPF game followed by moves up to the limit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, followed } from './harness.mjs';
import { walk, GYGES_PICK, GYPE_PICK } from './walk.mjs';

// Building and loading megabyte records takes 2.5 minutes on a quiet 2-core machine: they run
// by default, and LIMITS=0 skips them.
const run = process.env.LIMITS !== '0';
const LIMIT = 1 << 20;
const BUDGET = 256 * 1024 * 1024;

let server, browser;
before(async () => { if (run) { server = await serve(); browser = await launch(); } });
after(async () => { await browser?.close(); server?.stop(); });

/** A fresh page of the app in its own context; page errors are collected. */
async function freshPage(url = server.url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  page.on('crash', () => errors.push('the page crashed'));
  await page.goto(url);
  await page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function', null, { timeout: 120_000 });
  return { page, context, errors };
}

/** Bytes in use: the JS heap (from the DevTools protocol) plus the wasm memory. */
async function memoryBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  const wasm = await page.evaluate(() => window.wasmBindings.wasmMemoryBytes());
  return { heap: usedSize, wasm, total: usedSize + wasm };
}

/** Builds a record of at most LIMIT bytes by walking the game in the page (see walk.mjs), and
 *  prints where the walk's time went: a cost per step that grows along the walk is a call whose
 *  work grows with the game. */
async function buildRecord(game, options, pick) {
  const { page, context } = await freshPage();
  const started = Date.now();
  const { text, steps, stretches } = await page.evaluate(walk, { game, options, pick, limit: LIMIT });
  await context.close();
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${game}: walked ${steps} steps to ${text.length} bytes in ${secs} s; µs per step over each 10,000 steps:`);
  for (const s of stretches) console.log(`  to step ${s.step} (${s.bytes} bytes at the last export): ${s.total} (legalMoves ${s.legal}, play ${s.play}, undo ${s.undo}, exportRecord ${s.export})`);
  return text;
}

// uiState lists every move of the game: polled every animation frame, a long game's list
// would hold the page's thread; once a second is enough.
const slowly = { timeout: 300_000, polling: 1000 };

/**
 * Plays the first listed move of the loaded game by typing it in, then opens the page again in
 * the same browser: the lobby offers the save with every move, and Resume brings it all back.
 */
async function playThenResume(page, context, label) {
  const saveLines = () => page.evaluate(() => {
    const key = Object.keys(localStorage).find(k => k.startsWith('gboards.game.'));
    return key ? localStorage.getItem(key).trimEnd().split('\n').length : 0;
  });
  // Saving follows in a task of its own.
  await page.waitForFunction(() => Object.keys(localStorage).some(k => k.startsWith('gboards.game.')), null, slowly);
  const linesBefore = await saveLines();
  const { before, move } = await page.evaluate(() => {
    const s = window.wasmBindings.uiState();
    return { before: s.moves.length, move: s.legal[0] };
  });
  assert.ok(move, `${label}: a move can be played after the load`);
  await page.fill('#move-input', move);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(n => window.wasmBindings.uiState().moves.length > n, before, slowly);
  const after = await page.evaluate(() => window.wasmBindings.uiState().moves.length);
  for (let t = Date.now(); (await saveLines()) !== linesBefore + after - before; ) {
    assert.ok(Date.now() - t < 300_000, `${label}: the save holds the new move`);
    await new Promise(r => setTimeout(r, 500));
  }

  const again = await context.newPage();
  const errors = [];
  again.on('pageerror', e => errors.push(String(e)));
  await again.goto(server.url);
  const row = again.locator('#saved-list li[data-key]', { hasText: `${after} moves` });
  await row.waitFor({ timeout: 300_000 });
  await row.locator('[data-resume]').evaluate(b => b.click());
  await again.waitForFunction(n => window.wasmBindings.uiState()?.moves.length === n, after, slowly);
  console.log(`${label}: played ${move} after the load (${before} → ${after} actions); the save resumes with all ${after}`);
  assert.deepEqual(errors, [], `${label}: resume`);
  await again.close();
}

/** Loads `record` by the import dialog, then by its share link, in fresh pages. */
async function loadEverywhere(record, label) {
  assert.ok(record.length <= LIMIT, `${label}: ${record.length} bytes`);
  const results = [];
  const { page, context, errors } = await freshPage();
  await page.click('#btn-import-lobby');
  // Typing a megabyte through the input pipeline takes minutes: set it as a paste would.
  await page.evaluate(text => {
    const box = document.getElementById('import-text');
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, record);
  // Replaying a megabyte holds the page's thread longer than a click may wait: press it from
  // the page, which returns once the import is done.
  await page.evaluate(() => document.getElementById('btn-import-load').click());
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null || !document.getElementById('import-error').hidden, null, slowly);
  const loaded = await page.evaluate(() => window.wasmBindings.uiState() !== null);
  const message = loaded ? '' : await page.textContent('#import-error');
  results.push({ how: 'import', loaded, message, ...(await memoryBytes(page)) });
  // The address follows the loaded game in a task of its own.
  if (loaded) await followed(page);
  const link = loaded ? await page.evaluate(() => location.href) : null;
  if (loaded) await playThenResume(page, context, label);
  assert.deepEqual(errors, [], `${label}: import`);
  await context.close();
  if (link && /#g=./.test(link)) {
    const { page, context, errors } = await freshPage(link);
    await page.waitForFunction(() => window.wasmBindings.uiState() !== null || !document.getElementById('lobby-error').hidden, null, slowly);
    const loaded = await page.evaluate(() => window.wasmBindings.uiState() !== null);
    const message = loaded ? '' : await page.textContent('#lobby-error');
    results.push({ how: 'link', bytes: link.length, loaded, message, ...(await memoryBytes(page)) });
    assert.deepEqual(errors, [], `${label}: link`);
    await context.close();
  }
  for (const r of results) {
    const mb = n => (n / 1048576).toFixed(1);
    console.log(`${label} by ${r.how}: ${r.loaded ? 'loaded' : `refused (${r.message.trim()})`}; heap ${mb(r.heap)} MB, wasm ${mb(r.wasm)} MB`);
    assert.ok(r.loaded || r.message.trim().length > 0, `${label} by ${r.how}: loads or says why not`);
    assert.ok(r.total < BUDGET, `${label} by ${r.how}: ${mb(r.total)} MB in use`);
  }
  return results;
}

test('a Gygès record of 1 MiB with repetition=on loads within 256 MB', { timeout: 900_000, skip: !run && 'LIMITS=0' }, async () => {
  // Moves that neither enter a goal nor repeat a position a third time.
  const record = await buildRecord('gyges', 'repetition=on setup=preset:321123', GYGES_PICK);
  assert.ok(record.length > LIMIT * 0.9, `the record is long: ${record.length} bytes`);
  await loadEverywhere(record, 'gyges');
});

test('a Table Gype record of 1 MiB of rolls loads within 256 MB', { timeout: 900_000, skip: !run && 'LIMITS=0' }, async () => {
  const record = await buildRecord('gype', 'seats=SWNE', GYPE_PICK);
  assert.ok(record.length > LIMIT * 0.9, `the record is long: ${record.length} bytes`);
  await loadEverywhere(record, 'gype');
});

test('a GIPF game padded with moves to 1 MiB is refused with a message', { timeout: 900_000, skip: !run && 'LIMITS=0' }, async () => {
  // GIPF games are short: the record is a game played until every move would end it, then the
  // same placement again and again, which the replay refuses at the first one that is illegal.
  const game = await buildRecord('gipf', 'version=ultimate challenges=on', 'return moves[(i * 31 + 7) % moves.length];');

  let record = game;
  while (record.length + 6 <= LIMIT) record += 'Gb5\n';
  const [imported] = await loadEverywhere(record, 'gipf');
  assert.equal(imported.loaded, false);
});

test('a record over 1 MiB is refused with a message by the import and the API, and nothing opens', { timeout: 300_000, skip: !run && 'LIMITS=0' }, async () => {
  const { page, context, errors } = await freshPage();
  const record = await page.evaluate(limit => {
    let text = new window.wasmBindings.Match('gyges', 'setup=preset:321123', 1).exportRecord();
    while (text.length <= limit) text += '# a comment line that makes the record one byte too many\n';
    return text;
  }, LIMIT);
  assert.ok(record.length > LIMIT);
  await page.click('#btn-import-lobby');
  await page.evaluate(text => { document.getElementById('import-text').value = text; }, record);
  await page.evaluate(() => document.getElementById('btn-import-load').click());
  await page.waitForSelector('#import-error:not([hidden])');
  assert.match(await page.textContent('#import-error'), /too large: a record of \d+ bytes \(the longest taken is 1048576\)/);
  assert.equal(await page.evaluate(() => window.wasmBindings.uiState()), null, 'no game opened');
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('gboards.game.')).length), 0, 'nothing saved');
  const thrown = await page.evaluate(text => { try { window.wasmBindings.Match.fromRecord(text); return null; } catch (e) { return `${e.constructor.name}: ${e.message}`; } }, record);
  assert.match(thrown ?? '', /^Error: record is too long \(over 1048576 bytes\)$/);
  assert.deepEqual(errors, []);
  await context.close();
});
