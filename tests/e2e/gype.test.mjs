// Uncle Chestnut's Table Gype end to end, by clicking the canvas only: the set-up with the face
// picker, swaps and Randomize; a 4-player game with a Hat leap, a Roll, and jump chains entered
// hop by hop; a 2-player game without rolls played to a win; and pixel checks of the cloth, the
// home rows and the dice.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui, settle, clickSquare, dragSquare, pixel } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const SEAT_RGB = { S: [184, 69, 45], W: [47, 99, 166], N: [45, 122, 75], E: [199, 136, 26] };
const ROWS = {
  S: ['b0', 'c0', 'd0', 'e0', 'f0', 'g0', 'h0', 'i0'],
  W: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'],
  N: ['b9', 'c9', 'd9', 'e9', 'f9', 'g9', 'h9', 'i9'],
  E: ['j1', 'j2', 'j3', 'j4', 'j5', 'j6', 'j7', 'j8'],
};

/** Starts a game from the lobby card. */
async function startGype(page, { players = 2, rolls = true, start = 'standard', url } = {}) {
  if (url) await page.goto(url);
  await page.waitForFunction(() => window.wasmBindings && typeof window.wasmBindings.uiState === 'function');
  await page.selectOption('#gype-players', String(players));
  if (!rolls) await page.uncheck('#opts-gype [name=rolls]');
  await page.selectOption('#opts-gype [name=start]', start);
  await page.click('#start-gype');
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
  await settle(page);
}

/** `{ cell: { seat, face } }` from a position string. */
function pieces(position) {
  const list = position.split(' ')[2];
  const out = {};
  if (list !== '-') for (const p of list.split(',')) out[p.slice(2)] = { seat: p[0], face: p[1] };
  return out;
}

const xy = cell => [cell.charCodeAt(0) - 97, Number(cell[1])];
const IN_GOAL = { S: c => c[1] === '9', N: c => c[1] === '0', W: c => c[0] === 'j', E: c => c[0] === 'a' };
const GOALS = Object.fromEntries(Object.entries(ROWS).map(([s]) => [s, ROWS[{ S: 'N', N: 'S', W: 'E', E: 'W' }[s]]]));
/** How far a seat's dice are from the free cells of their goal row (king steps, summed). */
function distance(position, seat) {
  const all = pieces(position);
  const open = GOALS[seat].filter(c => !all[c]).map(xy);
  return Object.entries(all).filter(([c, p]) => p.seat === seat && !IN_GOAL[seat](c)).reduce((sum, [c]) => {
    const [x, y] = xy(c);
    return sum + Math.min(20, ...open.map(([ox, oy]) => Math.max(Math.abs(ox - x), Math.abs(oy - y))));
  }, 0);
}

/** Every legal action with its long form and the position after it, from the page's own engine. */
async function options(page) {
  return page.evaluate(() => {
    const { Match } = window.wasmBindings;
    const pos = window.wasmBindings.uiState().position;
    const opts = window.__gypeOptions ?? '';
    return Match.fromPosition('gype', pos, opts).legalMoves().map(mv => {
      const m = Match.fromPosition('gype', pos, opts);
      const long = m.play(mv);
      return { mv, long, after: m.position() };
    });
  });
}

/**
 * A fixed policy: most progress toward free goal cells, then the longest chain, never straight
 * back where the seat's previous move came from; ties by notation.
 */
function best(moves, position, seat, previous = '', prefer = () => 0) {
  const before = distance(position, seat);
  const [pFrom, pTo] = [previous.split('-')[0], previous.split('-').pop()];
  const scored = moves.filter(m => m.long.includes('-')).map(m => ({
    ...m,
    score: prefer(m) * 1000 + (before - distance(m.after, seat)) * 10 + m.long.split('-').length
      - (m.long.split('-')[0] === pTo && m.long.split('-').pop() === pFrom ? 5 : 0),
  }));
  scored.sort((a, b) => b.score - a.score || (a.long < b.long ? -1 : 1));
  return scored[0];
}

/** The move the player to act made one round ago. */
function previousOf(state, seats) {
  const turns = state.moves.filter(t => !/^[a-j]\d=/.test(t) && !/^(swap|set|confirm)/.test(t));
  return turns[turns.length - seats] ?? '';
}

/** Enters a move by clicks: the die, each landing, and the end again when the chain could go on. */
async function enterMove(page, long) {
  const cells = long.split('-');
  await clickSquare(page, cells[0]);
  let s = await ui(page);
  assert.equal(s.selected, cells[0], `selecting ${cells[0]}`);
  for (let i = 1; i < cells.length; i++) {
    const offered = i === 1 ? [...s.steps, ...s.jumps, ...s.leaps] : s.jumps;
    assert.ok(offered.includes(cells[i]), `${cells[i]} is offered after ${cells.slice(0, i).join('-')}: ${offered}`);
    await clickSquare(page, cells[i]);
    s = await ui(page);
    if (s.selected === null) {
      assert.equal(i, cells.length - 1, `${long} played only at its end`);
      break;
    }
    assert.deepEqual(s.path, cells.slice(1, i + 1), `the path grows hop by hop (${long})`);
  }
  if (s.selected !== null) await clickSquare(page, cells[cells.length - 1]);
  await settle(page);
  const after = await ui(page);
  const played = after.moves.filter(t => !/^[a-j]\d=/.test(t));
  assert.equal(played[played.length - 1], long, 'the move list shows the long form');
}

/** Pixels of a die: its body in the seat's colour and light glyph ink in the middle. */
async function checkDie(page, cell, seat) {
  const [x, y] = await page.evaluate(c => window.wasmBindings.boardPoint(c), cell);
  const [x2] = await page.evaluate(() => window.wasmBindings.boardPoint('f4'));
  const [x1] = await page.evaluate(() => window.wasmBindings.boardPoint('e4'));
  const u = x2 - x1;
  const body = await pixel(page, x - 0.34 * u, y - 0.2 * u);
  body.forEach((v, i) => assert.ok(Math.abs(v - SEAT_RGB[seat][i]) < 40, `die body on ${cell} is ${seat}'s colour: ${body}`));
  const ink = await page.evaluate(([x, y, r]) => {
    const c = document.getElementById('board');
    const k = c.width / c.getBoundingClientRect().width;
    const d = c.getContext('2d').getImageData(Math.round((x - r) * k), Math.round((y - r) * k), Math.round(2 * r * k), Math.round(2 * r * k)).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 215 && d[i + 1] > 205 && d[i + 2] > 185) n++;
    return n / (d.length / 4);
  }, [x, y, 0.28 * u]);
  assert.ok(ink > 0.12, `the glyph on ${cell} is drawn (${ink.toFixed(2)} ink)`);
  return u;
}

/** The canvas pixels of a die's top face. */
async function dieImage(page, cell, u) {
  const [x, y] = await page.evaluate(c => window.wasmBindings.boardPoint(c), cell);
  return page.evaluate(([x, y, r]) => {
    const c = document.getElementById('board');
    const k = c.width / c.getBoundingClientRect().width;
    return Array.from(c.getContext('2d').getImageData(Math.round((x - r) * k), Math.round((y - r) * k), Math.round(2 * r * k), Math.round(2 * r * k)).data);
  }, [x, y, 0.28 * u]);
}

/** Turns a die to a face with the set-up face picker. */
async function setFace(page, cell, face) {
  const now = pieces((await ui(page)).position)[cell].face;
  if (now === face) return;
  await clickSquare(page, cell);
  assert.equal((await ui(page)).pickingFace, true, 'a click on a die opens the face picker');
  await clickSquare(page, 'face:' + face);
  await settle(page);
  assert.equal(pieces((await ui(page)).position)[cell].face, face);
}

test('four players: face picker, Randomize, a Hat leap, a Roll and hop-by-hop jump chains', async t => {
  const { page, errors } = await openApp(browser, server.url + '?seed=20261130');
  await startGype(page, { players: 4, start: 'choose' });
  let s = await ui(page);
  assert.equal(s.inSetup, true);
  assert.equal(s.position.split(' ')[0], 'SWNE');

  // South: a Hat on e0, Flames elsewhere.
  for (const c of ROWS.S) await setFace(page, c, c === 'e0' ? 'H' : 'F');
  await page.click('[data-id=confirm]');
  // West: Randomize keeps the faces, only their order changes; then all Flames.
  const facesOf = (pos, seat) => ROWS[seat].map(c => pieces(pos)[c].face).sort().join('');
  const westBefore = facesOf((await ui(page)).position, 'W');
  await page.click('[data-id=randomize]');
  await settle(page);
  assert.equal(facesOf((await ui(page)).position, 'W'), westBefore, 'Randomize only swaps');
  for (const seat of ['W', 'N', 'E']) {
    for (const c of ROWS[seat]) await setFace(page, c, 'F');
    await page.click('[data-id=confirm]');
  }
  await settle(page);
  s = await ui(page);
  assert.equal(s.inSetup, false, 'the set-up ends after four confirmations');

  // South's first turn: the Hat leaps, its targets offered as leaps.
  await clickSquare(page, 'e0');
  s = await ui(page);
  assert.deepEqual([...s.leaps].sort(), ['c1', 'd2', 'f2', 'g1']);
  await clickSquare(page, 'd2');
  await settle(page);
  s = await ui(page);
  assert.equal(s.moves[s.moves.length - 1], 'e0-d2');
  assert.equal(pieces(s.position).d2.face, 'H');

  // West's first turn: roll a die with the roll button beside it.
  await clickSquare(page, 'a4');
  await clickSquare(page, 'roll');
  await settle(page);
  s = await ui(page);
  assert.equal(s.moves[s.moves.length - 2], 'roll a4');
  const [, shown] = s.moves[s.moves.length - 1].match(/^a4=([FBSTHE])$/) ?? [];
  assert.ok(shown, `the outcome is in the log: ${s.moves.slice(-2)}`);
  assert.equal(pieces(s.position).a4.face, shown, 'the position shows the rolled face');
  const u = await checkDie(page, 'a4', 'W');
  const twin = Object.entries(pieces(s.position)).find(([c, p]) => c !== 'a4' && p.seat === 'W' && p.face === shown)?.[0];
  if (twin) {
    const [a, b] = [await dieImage(page, 'a4', u), await dieImage(page, twin, u)];
    const diff = a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;
    assert.ok(diff < 6, `a4 is drawn like ${twin}, which shows the same face (mean diff ${diff.toFixed(1)})`);
  }
  // Undo never re-rolls: redo brings back the same face, and rolling again after undo too.
  await page.click('#btn-undo');
  await page.click('#btn-redo');
  await settle(page);
  assert.equal(pieces((await ui(page)).position).a4.face, shown);
  await page.click('#btn-undo');
  await clickSquare(page, 'a4');
  await page.click('[data-id=roll]');
  await settle(page);
  assert.equal(pieces((await ui(page)).position).a4.face, shown, 'the same roll comes up after an undo');

  // Several rounds by the fixed policy, preferring long chains, until a chain of three hops.
  let longest = 0, chose = 0;
  for (let ply = 0; ply < 80; ply++) {
    s = await ui(page);
    if (s.status === 'over') break;
    const seat = s.position.split(' ')[1];
    const mv = best(await options(page), s.position, seat, previousOf(s, 4), m => (longest < 3 ? m.long.split('-').length - 1 : 0));
    if (!mv) break;
    const hops = mv.long.split('-').length - 1;
    if (mv.mv !== mv.long.split('-')[0] + '-' + mv.long.split('-').slice(-1)[0] && hops >= 2 && chose === 0) {
      // Other moves end on the same cell: drag there and pick this one in the chooser.
      const cells = mv.long.split('-');
      await dragSquare(page, cells[0], cells[cells.length - 1]);
      const c = await ui(page);
      const i = c.choices.indexOf(mv.long);
      assert.ok(c.choices.length >= 2, `a drag to a cell several moves reach asks which: ${c.choices}`);
      if (i >= 0) {
        await clickSquare(page, `choice${i + 1}`);
        await settle(page);
        chose++;
        const after = await ui(page);
        assert.equal(after.moves.filter(t => !/^[a-j]\d=/.test(t)).pop(), mv.long);
      } else {
        await page.keyboard.press('Escape');
        await enterMove(page, mv.long);
      }
    } else {
      await enterMove(page, mv.long);
    }
    if (hops >= 2) {
      // Every jumped die was rolled, in the log right after the move.
      const log = (await ui(page)).moves;
      const rolled = log.slice(log.lastIndexOf(mv.long) + 1);
      assert.ok(rolled.length >= 1 && rolled.every(t => /^[a-j]\d=[FBSTHE]$/.test(t)), `the chain's rolls follow it: ${rolled}`);
    }
    longest = Math.max(longest, hops);
    if (longest >= 3 && ply >= 12) break;
  }
  s = await ui(page);
  t.diagnostic(`longest chain ${longest} hops; chooser used ${chose} times; ${s.moves.length} actions`);
  assert.ok(longest >= 3, `a chain of three or more hops was entered hop by hop (longest ${longest})`);
  assert.ok(s.moves.length > 30, 'several rounds were played');
  assert.ok(s.lastDrawMs < 4, `a redraw takes under 4 ms (${s.lastDrawMs})`);
  assert.deepEqual(errors, []);
});

test('two players without rolls: swaps by click and drag, then a game to the win screen', async () => {
  const { page, errors } = await openApp(browser, server.url + '?seed=7');
  await startGype(page, { players: 2, rolls: false });
  await page.evaluate(() => { window.__gypeOptions = 'rolls=off'; });
  // South swaps b0 and c0 by clicks, then d0 and e0 by a drag.
  await clickSquare(page, 'b0');
  await clickSquare(page, 'c0');
  await settle(page);
  await dragSquare(page, 'd0', 'e0');
  await settle(page);
  let s = await ui(page);
  assert.deepEqual(s.moves, ['swap b0 c0', 'swap d0 e0']);
  assert.ok(s.position.includes('STb0,SSc0,SFd0,SBe0'), s.position);
  await page.keyboard.press('Enter');
  await page.click('[data-id=confirm]');
  await settle(page);
  s = await ui(page);
  assert.equal(s.inSetup, false);
  assert.equal(await page.locator('[data-id=roll]').count(), 0, 'no Roll button without rolls');

  for (let ply = 0; ply < 400; ply++) {
    s = await ui(page);
    if (s.status === 'over') break;
    if (!(await page.locator('#btn-pass').isHidden())) {
      await page.click('#btn-pass');
      continue;
    }
    const seat = s.position.split(' ')[1];
    const mv = best(await options(page), s.position, seat, previousOf(s, 2));
    await enterMove(page, mv.long);
  }
  s = await ui(page);
  assert.equal(s.status, 'over', 'the game reaches a win');
  await page.waitForSelector('#banner:not([hidden])');
  assert.match(await page.textContent('#banner-text'), s.winner === 0 ? /South wins/ : /North wins/);
  const standings = await page.locator('#banner-detail li:not(:has(button))').allTextContents();
  assert.equal(standings.length, 2);
  assert.match(standings[0], /^1\. (South|North): 8 of 8 dice home, 0 rows still to travel/);
  assert.deepEqual(errors, []);
});

test('the cloth is woven, the four home rows are dyed, the dice are drawn; light, dark and phone', async () => {
  for (const [width, height, dark] of [[1100, 800, false], [1100, 800, true], [390, 844, false]]) {
    const { page, errors } = await openApp(browser, server.url, { width, height });
    if (dark) await page.click('#btn-theme');
    await startGype(page, { players: 4 });
    const shot = await page.screenshot();
    assert.ok(shot.length > 10000, 'a screenshot was taken');
    // The weave: an empty field cell is not a flat colour.
    const [x, y] = await page.evaluate(() => window.wasmBindings.boardPoint('e5'));
    const lum = await page.evaluate(([x, y]) => {
      const c = document.getElementById('board');
      const k = c.width / c.getBoundingClientRect().width;
      const d = c.getContext('2d').getImageData(Math.round((x - 8) * k), Math.round((y - 8) * k), Math.round(16 * k), Math.round(16 * k)).data;
      const l = [];
      for (let i = 0; i < d.length; i += 4) l.push(0.3 * d[i] + 0.59 * d[i + 1] + 0.11 * d[i + 2]);
      const mean = l.reduce((a, b) => a + b) / l.length;
      return { mean, sd: Math.sqrt(l.reduce((a, b) => a + (b - mean) ** 2, 0) / l.length) };
    }, [x, y]);
    assert.ok(lum.sd > 1.5, `the cloth has a texture (sd ${lum.sd.toFixed(2)})`);
    assert.ok(dark ? lum.mean < 110 : lum.mean > 170, `the cloth follows the theme (mean ${lum.mean.toFixed(0)})`);
    // Each home row's hem is in its side's colour; each side's dice too.
    for (const seat of ['S', 'W', 'N', 'E']) {
      const [hx, hy] = await page.evaluate(n => window.wasmBindings.boardPoint(n), 'hem:' + seat);
      const rgb = await pixel(page, hx, hy);
      rgb.forEach((v, i) => assert.ok(Math.abs(v - SEAT_RGB[seat][i]) < 45, `${seat}'s hem is its colour: ${rgb}`));
      await checkDie(page, ROWS[seat][2], seat);
    }
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('odd input never breaks the page: clicks everywhere, right-clicks, keys', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await startGype(page, { players: 3 });
  const box = await page.locator('#board').boundingBox();
  const inside = (i, a, b) => [12 + (i * a) % (box.width - 24), 12 + (i * b) % (box.height - 24)];
  for (let i = 0; i < 60; i++) {
    const [x, y] = inside(i, 37, 53);
    await page.locator('#board').click({ position: { x, y }, button: i % 7 === 0 ? 'right' : 'left' });
    if (i % 11 === 0) await page.keyboard.press(['Enter', 'Escape', 'Backspace', 'r', '3'][i % 5]);
  }
  await page.click('[data-id=confirm]').catch(() => {});
  for (let i = 0; i < 40; i++) {
    const [x, y] = inside(i, 41, 29);
    await page.locator('#board').click({ position: { x, y }, button: i % 5 === 0 ? 'right' : 'left' });
    if (i % 9 === 0) await page.keyboard.press(['Enter', 'Escape', 'Backspace', 'r', '1'][i % 5]);
  }
  const s = await ui(page);
  assert.ok(s && s.game === 'gype');
  assert.deepEqual(errors, []);
});
