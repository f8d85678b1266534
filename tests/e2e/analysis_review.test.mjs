// Game review on the analysis board, by clicks: a 40-move Gygès game and a 40-move GIPF game are
// reviewed with progress shown (the time is printed), the bad moves are marked in the list and
// on the graph, a click on the graph goes to a move, "Learn from your mistakes" steps through
// the mistakes and takes a right answer, and the saved review shows again at once; a Table
// Gype game is reviewed, and a review can be stopped.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui } from './harness.mjs';
import { recordOf, importRecord, analyseAt } from './analysis_common.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

/** Waits for the review's script, fetched with the analysis: until then Review does nothing. */
const reviewReady = page => page.waitForFunction(() => typeof window.gboardsReview === 'function');

/** Presses Review and waits for the result; returns the time it took in ms. */
async function review(page) {
  await reviewReady(page);
  const start = Date.now();
  await page.click('#an-review-start');
  await page.waitForFunction(() => /Reviewed \d+ moves/.test(document.getElementById('an-review-status').textContent), null, { timeout: 180000 });
  return Date.now() - start;
}

/** Plays a move by typing it, as the move box takes it. */
async function typeMove(page, move) {
  await page.fill('#move-input', move);
  await page.press('#move-input', 'Enter');
}

for (const [game, file] of [['Gygès', 'gyges-40.txt'], ['GIPF', 'gipf-40.txt']]) {
  test(`a 40-move ${game} game is reviewed and its mistakes stepped through`, async () => {
    const { page, errors } = await openApp(browser, server.url);
    await importRecord(page, recordOf(file));
    await analyseAt(page, 0);
    const ms = await review(page);
    console.log(`# review of the 40-move ${game} game in the browser: ${(ms / 1000).toFixed(1)} s`);
    const marked = await page.$$eval('#an-moves button.inaccuracy, #an-moves button.mistake, #an-moves button.blunder', b => b.length);
    const listed = await page.$$eval('#an-mistakes li', li => li.length);
    assert.ok(listed >= 1 && marked === listed, `each bad move is listed (${listed}) and marked (${marked})`);
    assert.ok(await page.$$eval('#an-graph circle', c => c.length) === listed, 'the graph marks them');
    // A click on the graph's left edge goes to the first reviewed move (set-up placements are
    // not reviewed).
    const box = await page.$eval('#an-graph', g => { g.scrollIntoView({ block: 'center' }); const r = g.getBoundingClientRect(); return { x: r.left + 2, y: r.top + r.height / 2 }; });
    await page.mouse.click(box.x, box.y);
    await page.waitForFunction(() => window.wasmBindings.uiState().moves.length === window.gboardsReviewStats.indices[0] + 1);
    // Learn from your mistakes: the position before the first one; its best move is right.
    const lessons = await page.evaluate(() => window.gboardsReviewStats.lessons);
    if (lessons.length) {
      await page.click('#an-learn');
      await page.waitForFunction(() => /Mistake 1 of/.test(document.getElementById('an-lesson').textContent));
      // The board goes to the position before the mistake once the analysis module answers.
      const before = await page.evaluate(() => { const s = window.gboardsReviewStats; return s.indices[s.lessons[0].review]; });
      await page.waitForFunction(n => window.wasmBindings.uiState().moves.length === n, before);
      await typeMove(page, lessons[0].accepted[0]);
      await page.waitForFunction(() => /Right/.test(document.getElementById('an-lesson').textContent), null, { timeout: 20000 });
      assert.equal((await ui(page)).moves.length, before + 1);
      if (lessons.length > 1) {
        await page.click('#an-lesson-next');
        await page.waitForFunction(() => /Mistake 2 of/.test(document.getElementById('an-lesson').textContent));
      }
    }
    // The review is kept with the game: a second one shows at once.
    await page.click('#an-review-start');
    await page.waitForFunction(() => /saved with the game/.test(document.getElementById('an-review-status').textContent), null, { timeout: 5000 });
    assert.deepEqual(errors, []);
  });
}

test('a Table Gype game is reviewed; a review can be stopped', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.click('#vs-friend-gype');
  await page.waitForFunction(() => window.wasmBindings?.uiState()?.game === 'gype');
  for (let i = 0; i < 8; i++) {
    const s = await ui(page);
    if (s.status !== 'turn') break;
    await typeMove(page, s.legal[0]);
    await page.waitForFunction(n => window.wasmBindings.uiState().moves.length > n && !window.wasmBindings.uiState().animating, s.moves.length);
  }
  await page.click('#btn-analyse');
  await page.waitForSelector('#analysis:not([hidden])');
  await reviewReady(page);
  await page.click('#an-review-start');
  await page.waitForSelector('#an-review-stop:not([hidden])');
  await page.click('#an-review-stop');
  assert.equal(await page.textContent('#an-review-status'), 'Review stopped.');
  const ms = await review(page);
  console.log(`# review of a short Table Gype game in the browser: ${(ms / 1000).toFixed(1)} s`);
  assert.ok(await page.$$eval('#an-graph polyline', p => p.length) === 1, 'the graph is drawn');
  assert.deepEqual(errors, []);
});
