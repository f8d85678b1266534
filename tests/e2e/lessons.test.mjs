// Lessons, by clicks on the canvas: a newcomer opens the Gygès lessons from the lobby and
// completes the first lesson (a set-up placement, moves, a wrong answer explained and set back,
// a step by keyboard, a demonstration), and the progress survives a reload; a Table Gype lesson
// is completed on a phone, where the step's text and the board both fit, with its demonstration
// rolling the die as the lesson says; the GIPF lesson with TAMSK is completed, the extra move
// declined once and explained; a corrupt stored progress is reported and reset; the lesson files
// are cached for offline use; a lesson shows in the embed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, openApp, ui, settle, clickSquare, clickTray, enterGipfMove, dist, waitForAsync } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

/** A lesson file as [{ title, steps: [{ title, position, options, say, hint, praise }] }]. */
function course(game) {
  const lessons = [];
  let lessonOptions = '', step = null;
  for (const raw of fs.readFileSync(path.join(dist, 'lessons', `${game}.txt`), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const key = line.split(/\s/)[0], value = line.slice(key.length).trim();
    if (key === 'lesson') { lessons.push({ title: value, steps: [] }); lessonOptions = ''; step = null; }
    else if (key === 'step') { step = { title: value, options: lessonOptions, say: '' }; lessons.at(-1).steps.push(step); }
    else if (key === 'options') { if (step) step.options = value; else lessonOptions = value; }
    else if (key === 'say' && step) step.say = step.say ? `${step.say} ${value}` : value;
    else if (['position', 'hint', 'praise'].includes(key) && step) step[key] = value;
    else if (key === 'show' && step) step.show = [...(step.show ?? []), ...value.split(';').map(a => a.trim()).filter(Boolean)];
  }
  return lessons;
}

const said = page => page.textContent('#lesson-say');

/** Waits until step `k` of lesson `n` is on the board at its start, and checks its texts. */
async function onStep(page, game, n, k) {
  const step = course(game)[n - 1].steps[k - 1];
  const start = await page.evaluate(([game, s]) => {
    const { Match } = window.wasmBindings;
    return (s.position ? Match.fromPosition(game, s.position, s.options) : new Match(game, s.options, 0)).position();
  }, [game, step]);
  // Two steps may start from the same position: the step's name tells them apart.
  await page.waitForFunction(([start, k]) => {
    const s = window.wasmBindings.uiState();
    return s?.position === start && s.moves.length === 0 && !s.animating && !document.getElementById('lesson').hidden
      && document.getElementById('lesson-step').textContent.startsWith(`Step ${k} of `);
  }, [start, k], { timeout: 20000 });
  assert.match(await page.textContent('#lesson-step'), new RegExp(`^Step ${k} of \\d+: `));
  assert.equal(await page.textContent('#lesson-teach'), step.say);
  assert.equal(await page.evaluate(() => location.hash), `#learn=${game}-${n}`);
  return step;
}

/** Waits for the lesson's answer: `right` (or `end`) with the step's praise, or `wrong`. */
async function answer(page, kind, text) {
  await page.waitForFunction(kind => document.getElementById('lesson-say').className.split(' ').some(c => kind.split('|').includes(c)), kind, { timeout: 20000 });
  if (text) assert.ok((await said(page)).startsWith(text), `"${await said(page)}" starts with "${text}"`);
}

/** Plays a move by clicks from its long form: the piece, each stop, the end again if need be. */
async function enterMove(page, long) {
  const cells = long.split('@')[0].split('-');
  for (const cell of cells) await clickSquare(page, cell);
  if ((await ui(page)).selected) await clickSquare(page, cells[cells.length - 1]);
  await settle(page);
}

/** The long form of an action in the position on show. */
const longOf = (page, game, action) => page.evaluate(([game, action]) => {
  const s = window.wasmBindings.uiState();
  return window.wasmBindings.Match.fromPosition(game, s.position, game === 'gype' ? 'rolls=off' : '').play(action);
}, [game, action]);

/** A wrong answer: its explanation, then the step's start again. */
async function wrongThenBack(page, game, n, k, enter) {
  const step = course(game)[n - 1].steps[k - 1];
  await enter();
  await answer(page, 'wrong', step.hint);
  await onStep(page, game, n, k);
  assert.equal(await said(page), step.hint, 'the explanation stays while the player tries again');
}

/** A right answer, then Next by the key that the focused Next button takes. */
async function rightThenNext(page, game, n, k, enter) {
  const step = course(game)[n - 1].steps[k - 1];
  await enter();
  await answer(page, 'right|end', step.praise);
  return step;
}

const next = async page => {
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'lesson-next', 'Next has the focus');
  await page.keyboard.press('Enter');
};

/** Presses arrow keys until the board's cursor is on `cell`. */
async function cursorTo(page, cell) {
  if ((await ui(page)).cursor === null) await page.keyboard.press('ArrowUp');
  for (let i = 0; i < 20 && (await ui(page)).cursor !== cell; i++) {
    const at = (await ui(page)).cursor;
    const dx = cell.charCodeAt(0) - at.charCodeAt(0), dy = Number(cell.slice(1)) - Number(at.slice(1));
    await page.keyboard.press(dx > 0 ? 'ArrowRight' : dx < 0 ? 'ArrowLeft' : dy > 0 ? 'ArrowUp' : 'ArrowDown');
  }
  assert.equal((await ui(page)).cursor, cell);
}

test('a newcomer completes the first Gygès lesson from the lobby, and the progress survives a reload', async () => {
  const { page, errors } = await openApp(browser, server.url, { width: 1280, height: 800 });
  await page.click('#learn-gyges');
  await page.waitForSelector('#learn-map li');
  assert.equal(await page.textContent('#learn-title'), 'Learn Gygès');
  assert.equal(await page.evaluate(() => location.hash), '#learn=gyges');
  assert.equal(await page.locator('#learn-map li').count(), course('gyges').length);
  assert.match(await page.textContent('#learn-gyges-1'), /First moves.*0\/6 steps done/);
  assert.ok(await page.isHidden('.cards'), 'the map takes the lobby\'s place');
  await page.click('#learn-gyges-1');

  // 1. The set-up: a piece from the tray onto rank 1.
  await onStep(page, 'gyges', 1, 1);
  assert.equal(await page.getAttribute('#lesson-live', 'aria-live'), 'polite', 'the text and answers are read out');
  assert.deepEqual(await page.$$eval('#lesson-steps button', bs => bs.map(b => b.getAttribute('aria-label'))), [1, 2, 3, 4, 5, 6].map(i => `Step ${i}`));
  await rightThenNext(page, 'gyges', 1, 1, async () => { await clickTray(page, 3); await clickSquare(page, 'a1'); });
  assert.equal((await ui(page)).position.split(' ')[0].split('/')[5], '3.....', 'the triple stands on a1');
  await next(page);
  // 2. By keyboard: the board's cursor and Enter.
  await onStep(page, 'gyges', 1, 2);
  await page.focus('#board');
  await cursorTo(page, 'c1');
  await page.keyboard.press('Enter');
  await cursorTo(page, 'c2');
  await page.keyboard.press('Enter');
  await answer(page, 'right', 'Right: one ring, one square.');
  assert.deepEqual((await ui(page)).moves, ['c1-c2']);
  await next(page);
  // 3. A double.
  await onStep(page, 'gyges', 1, 3);
  await rightThenNext(page, 'gyges', 1, 3, async () => enterMove(page, await longOf(page, 'gyges', 'c1-c3')));
  await next(page);
  // 4. A triple: three squares but not to c4 is refused, explained and set back.
  await onStep(page, 'gyges', 1, 4);
  await wrongThenBack(page, 'gyges', 1, 4, async () => enterMove(page, await longOf(page, 'gyges', 'c1-b3')));
  assert.equal(await page.getAttribute('#lesson-say', 'class'), 'lesson-say wrong');
  await rightThenNext(page, 'gyges', 1, 4, () => enterMove(page, 'c1-c4'));
  await next(page);
  // 5. The nearest row.
  await onStep(page, 'gyges', 1, 5);
  await rightThenNext(page, 'gyges', 1, 5, () => enterMove(page, 'b1-b2'));
  await next(page);
  // 6. A demonstration: both moves are played on the board, then the lesson is complete.
  await onStep(page, 'gyges', 1, 6);
  assert.ok(await page.isDisabled('#lesson-replay'), 'Replay waits for the end');
  await page.waitForFunction(() => window.wasmBindings.uiState().moves.join(' ') === 'a1-b1-a3 a6-a4', null, { timeout: 20000 });
  await answer(page, 'end', 'That was the demonstration. Lesson complete: First moves, 6 of 6 steps.');
  assert.deepEqual(await page.$$eval('#lesson-steps button', bs => bs.map(b => b.getAttribute('aria-label'))), [1, 2, 3, 4, 5, 6].map(i => `Step ${i}, done`));
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'lesson-next-lesson');
  assert.equal(await page.evaluate(() => localStorage.getItem('gboards.lessons.gyges')), '1:1,2,3,4,5,6');
  await page.click('#lesson-replay');
  await page.waitForFunction(() => window.wasmBindings.uiState().moves.length === 0);
  await page.waitForFunction(() => window.wasmBindings.uiState().moves.length === 2, null, { timeout: 20000 });

  // The map ticks the lesson; a reload keeps it.
  await page.click('#lesson-all');
  await page.waitForSelector('#learn:not([hidden])');
  assert.match(await page.textContent('#learn-gyges-1'), /^✓ Lesson 1, complete:First moves.*6\/6 steps done/);
  assert.ok(await page.isHidden('#play'));
  await page.reload();
  await page.waitForSelector('#learn-map li');
  assert.match(await page.textContent('#learn-gyges-1'), /6\/6 steps done/);
  // Lesson 2 opens by its link at its first step.
  await page.goto(`${server.url}#learn=gyges-2`);
  await onStep(page, 'gyges', 2, 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a Table Gype lesson on a phone: text and board fit, the demonstration rolls as written', async () => {
  const { page, errors } = await openApp(browser, `${server.url}#learn=gype-2`, { width: 390, height: 844 });
  const fits = async () => {
    const board = await page.locator('#board').boundingBox();
    const text = await page.locator('#lesson-live').boundingBox();
    assert.ok(board.width > 300 && board.x >= 0 && board.x + board.width <= 390, `the board fits across (${JSON.stringify(board)})`);
    assert.ok(text.y >= board.y + board.height && text.y + text.height <= 844, `the text is below the board and on the screen (${JSON.stringify(text)})`);
  };
  // 1. A step is wrong here: explained and set back.
  await onStep(page, 'gype', 2, 1);
  await fits();
  await wrongThenBack(page, 'gype', 2, 1, () => enterMove(page, 'e4-f4'));
  await rightThenNext(page, 'gype', 2, 1, () => enterMove(page, 'e4-e6'));
  await fits();
  await next(page);
  // 2. The demonstration: the jumped Tree comes up a Flame, as the lesson says.
  await onStep(page, 'gype', 2, 2);
  await answer(page, 'right', 'That was the demonstration.');
  const s = await ui(page);
  assert.deepEqual(s.moves, ['e4-e6', 'e5=F']);
  assert.match(s.position, /NFe5/);
  await page.click('#lesson-next');
  // 3–6: a chain, a single jump, a loop, a roll.
  await onStep(page, 'gype', 2, 3);
  await rightThenNext(page, 'gype', 2, 3, () => enterMove(page, 'e2-e4-e6-e8'));
  await next(page);
  await onStep(page, 'gype', 2, 4);
  await rightThenNext(page, 'gype', 2, 4, () => enterMove(page, 'e2-e4'));
  await next(page);
  await onStep(page, 'gype', 2, 5);
  await rightThenNext(page, 'gype', 2, 5, () => enterMove(page, 'e4-e6-g6-g4-e4'));
  await next(page);
  await onStep(page, 'gype', 2, 6);
  await fits();
  await rightThenNext(page, 'gype', 2, 6, async () => { await clickSquare(page, 'e4'); await clickSquare(page, 'roll'); });
  await answer(page, 'end', 'Rolled. Sometimes a new face is worth a whole turn. Lesson complete: Jumping and rolling, 6 of 6 steps.');
  assert.equal((await ui(page)).moves[0], 'roll e4');
  assert.equal(await page.evaluate(() => localStorage.getItem('gboards.lessons.gype')), '2:1,2,3,4,5,6');
  assert.deepEqual(errors, []);
  await page.close();
});

/** Enters a GIPF action by clicks: a potential's use, a removal (Confirm), a decline, a move. */
async function gipf(page, action) {
  const before = (await ui(page)).moves.length;
  if (/^[TZDPY][a-i]\d>[a-i]\d$/.test(action)) {
    await clickSquare(page, action.slice(1, 3));
    await clickSquare(page, action.slice(4));
  } else if (action.startsWith('x')) {
    assert.equal((await ui(page)).phase, 'removal');
    await page.click('#screen-buttons button[data-id=confirm]');
  } else if (action === 'decline') {
    await page.click('#screen-buttons button[data-id=decline]');
  } else {
    return enterGipfMove(page, action);
  }
  await settle(page);
  assert.equal((await ui(page)).moves.length, before + 1, `${action} was played`);
}

test('the GIPF lesson with TAMSK: completed by clicks, the extra move declined once and explained', async () => {
  const { page, errors } = await openApp(browser, server.url, { width: 1280, height: 800 });
  await page.click('#learn-gipf');
  await page.waitForSelector('#learn-map li');
  const n = course('gipf').findIndex(l => l.steps.some(s => s.title.startsWith('TAMSK'))) + 1;
  await page.click(`#learn-gipf-${n}`);
  const answers = [['Yc2'], ['Yf5>f7'], ['Zd4>g5'], ['Dd4>e5', 'x'], ['Pd4>e5'], ['e1-e5', 'th3'], ['e1-e5', 'th3', 'x'], ['tc2', 'h3', 'x']];
  assert.equal(course('gipf')[n - 1].steps.length, answers.length);
  for (const [i, actions] of answers.entries()) {
    const step = await onStep(page, 'gipf', n, i + 1);
    if (step.title === 'TAMSK: the extra move') {
      // Declining the extra move misses the point of the step.
      await wrongThenBack(page, 'gipf', n, i + 1, async () => { await gipf(page, 'e1-e5'); await gipf(page, 'decline'); });
    }
    await rightThenNext(page, 'gipf', n, i + 1, async () => { for (const a of actions) await gipf(page, a); });
    if (step.title === 'TAMSK: the extra move') assert.match((await ui(page)).position, /W:[^ ]*\bth3\b/, 'the used potential stands on h3');
    if (i + 1 < answers.length) await next(page);
  }
  await answer(page, 'end', course('gipf')[n - 1].steps.at(-1).praise);
  assert.match(await said(page), /Lesson complete: Potentials, 8 of 8 steps\./);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a corrupt stored progress is reported and reset; the reset button clears it', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  await page.addInitScript(() => { if (!sessionStorage.getItem('seeded')) { localStorage.setItem('gboards.lessons.gype', '2:1,2 x'); sessionStorage.setItem('seeded', '1'); } });
  await page.goto(`${server.url}#learn=gype`);
  await page.waitForSelector('#learn-map li');
  await page.waitForFunction(() => /could not be read/.test(document.getElementById('learn-say').textContent));
  assert.match(await page.textContent('#learn-say'), /^Your stored Table Gype lesson progress could not be read \('x' is not lesson:steps\); it starts again\.$/);
  assert.equal(await page.evaluate(() => localStorage.getItem('gboards.lessons.gype')), '');
  assert.equal(await page.getAttribute('#learn-say', 'role'), 'status');
  // A step done, then Reset progress (pressed twice) clears it.
  await page.click('#learn-gype-1');
  await onStep(page, 'gype', 1, 1);
  await rightThenNext(page, 'gype', 1, 1, () => enterMove(page, 'e4-f5'));
  await page.click('#lesson-map');
  await page.waitForSelector('#learn:not([hidden])');
  assert.match(await page.textContent('#learn-gype-1'), /1\/6 steps done/);
  await page.click('#learn-reset');
  assert.match(await page.textContent('#learn-reset'), /Press again/);
  await page.click('#learn-reset');
  await page.waitForFunction(() => /reset/.test(document.getElementById('learn-say').textContent));
  assert.match(await page.textContent('#learn-gype-1'), /0\/6 steps done/);
  assert.equal(await page.evaluate(() => localStorage.getItem('gboards.lessons.gype')), '');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the lesson files are cached for offline use, and a lesson shows in the embed', async () => {
  const own = await serve();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(own.url);
    await page.waitForFunction(() => window.wasmBindings?.uiState);
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await waitForAsync(page, async () => {
      const keys = [];
      for (const name of await caches.keys()) keys.push(...(await (await caches.open(name)).keys()).map(r => r.url));
      return ['study.js', 'lessons/gyges.txt', 'lessons/gype.txt', 'lessons/gipf.txt'].every(f => keys.some(k => k.endsWith(f)));
    });
    await own.stop();
    await page.goto(`${own.url}#learn=gipf-1`);
    await onStep(page, 'gipf', 1, 1);
  } finally {
    await context.close();
    own.stop();
  }
  const { page, errors } = await openApp(browser, `${server.url}?embed=1#learn=gyges-2`, { width: 600, height: 700 });
  await onStep(page, 'gyges', 2, 1);
  assert.ok(await page.isVisible('#lesson-teach'));
  await enterMove(page, 'c1-c2-c4');
  await answer(page, 'right', 'Bounced');
  assert.deepEqual(errors, []);
  await page.close();
});

test('every demonstration of every lesson file plays on the page to its end', async () => {
  const { page, errors } = await openApp(browser, server.url, { width: 1280, height: 800 });
  for (const game of ['gyges', 'gype', 'gipf']) {
    for (const [i, lesson] of course(game).entries()) {
      for (const [j, step] of lesson.steps.entries()) {
        if (!step.show) continue;
        // A fresh load each time: the lesson of the address is open before a step is chosen.
        await page.goto('about:blank');
        await page.goto(`${server.url}#learn=${game}-${i + 1}`);
        await page.waitForSelector('#lesson-steps button');
        await page.waitForFunction(() => /^Step 1 of /.test(document.getElementById('lesson-step')?.textContent ?? ''));
        await page.click(`#lesson-steps li:nth-child(${j + 1}) button`);
        await onStep(page, game, i + 1, j + 1);
        await answer(page, 'right|end', 'That was the demonstration.');
        const s = await ui(page);
        assert.equal(s.moves.length, step.show.length, `${game} ${step.title}: ${s.moves.join(' ')}`);
        assert.ok(await page.isVisible('#lesson-replay'), 'Replay is offered');
      }
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});
