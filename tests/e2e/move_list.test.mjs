// The move list: one column a seat under its name, each turn's actions in its seat's cell, so
// a GIPF removal and the same player's push read as one player's, and four Table Gype seats
// each keep a labelled column, at laptop and phone sizes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, leaveForLobby } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

/** Plays random games in the page until `wanted(actions)` holds; returns the record and, for
 *  each action, the seat that was to move before it (null for a chance outcome). */
async function randomGame(page, game, options, wanted, plies) {
  return page.evaluate(({ game, options, wanted, plies }) => {
    const { Match } = window.wasmBindings;
    const accept = new Function('actions', `return (${wanted})(actions)`);
    for (let seed = 1; seed < 400; seed++) {
      const m = new Match(game, options, seed);
      const actions = [];
      let pick = seed;
      for (let i = 0; i < plies; i++) {
        const s = m.state();
        if (s.status === 'over') break;
        const legal = m.legalMoves();
        if (legal.length === 0) break;
        pick = (pick * 1103515245 + 12345) % 2147483648;
        const before = m.state().moves.length;
        m.play(legal[pick % legal.length]);
        const moves = m.state().moves;
        // A play may add a chance outcome after the action: its actor is nobody.
        for (let k = before; k < moves.length; k++) actions.push({ text: moves[k], actor: k === before ? s.toMove : null });
      }
      if (accept(actions)) return { record: m.exportRecord(), actions };
    }
    return null;
  }, { game, options, wanted: wanted.toString(), plies });
}

async function importRecord(page, record) {
  await page.click('#btn-import-lobby');
  await page.fill('#import-text', record);
  await page.click('#btn-import-load');
  await page.waitForFunction(() => window.wasmBindings.uiState() !== null);
}

/** Every row's cells, by column: each cell's title and its plies. And the header's names. */
function readList(page) {
  return page.evaluate(() => {
    const header = [...document.querySelectorAll('#moves > li.seats > span')].map(s => s.textContent);
    const rows = [...document.querySelectorAll('#moves > li:not(.seats):not(.setup)')].map(li =>
      [...li.querySelectorAll(':scope > span.turn')].map(c => ({ title: c.title, plies: [...c.querySelectorAll('[data-ply]')].map(p => Number(p.dataset.ply)) })));
    const list = document.querySelector('#moves');
    const overflow = [...list.querySelectorAll(':scope > li')].some(li => li.scrollWidth > li.clientWidth + 1);
    return { header, rows, overflow };
  });
}

/** Each action sits in the column its seat heads, and one seat's turn is one cell. */
function checkColumns({ header, rows }, actions, seats) {
  assert.equal(header.length, seats, 'one heading a seat');
  assert.equal(new Set(header).size, seats, 'the headings differ');
  const titleOf = new Map();
  for (const row of rows) {
    row.forEach((cell, col) => {
      if (cell.plies.length === 0) return;
      assert.equal(cell.title, header[col], `the cell in column ${col + 1} belongs to that column's seat`);
      for (const ply of cell.plies) {
        const actor = actions[ply - 1].actor;
        if (actor === null) continue;
        if (!titleOf.has(actor)) titleOf.set(actor, cell.title);
        assert.equal(cell.title, titleOf.get(actor), `ply ${ply} (${actions[ply - 1].text}) is under its own seat`);
      }
    });
  }
  assert.equal(new Set(titleOf.values()).size, titleOf.size, 'each seat has its own column');
}

for (const size of SIZES) {
  test(`GIPF: a removal and the same player's push share that player's cell (${size.width}×${size.height})`, async () => {
    const { page, errors } = await openApp(browser, server.url, size);
    const game = await randomGame(page, 'gipf', 'version=basic', actions =>
      actions.some((a, i) => a.text.startsWith('x') && actions[i + 1] && actions[i + 1].actor === a.actor), 200);
    assert.ok(game, 'a game with a removal followed by the remover\'s push');
    await importRecord(page, game.record);
    const list = await readList(page);
    checkColumns(list, game.actions, 2);
    const at = game.actions.findIndex((a, i) => a.text.startsWith('x') && game.actions[i + 1]?.actor === a.actor);
    const cell = list.rows.flat().find(c => c.plies.includes(at + 1));
    assert.ok(cell.plies.includes(at + 2), `the push after ${game.actions[at].text} is in the remover's cell`);
    assert.equal(list.overflow, false, 'no row runs wider than the list');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`Table Gype with four players: four labelled columns, each turn under its seat (${size.width}×${size.height})`, async () => {
    const { page, errors } = await openApp(browser, server.url, size);
    const game = await randomGame(page, 'gype', 'seats=SWNE setup=off', actions => actions.length >= 60, 60);
    assert.ok(game, 'a four-player game');
    await importRecord(page, game.record);
    const list = await readList(page);
    checkColumns(list, game.actions, 4);
    assert.ok(list.rows.length >= 10, `rounds of four turns (${list.rows.length} rows)`);
    assert.ok(list.rows.some(r => r.length === 4), 'a full round fills four columns');
    assert.equal(list.overflow, false, 'no row runs wider than the list');
    // The headings stay in view while the list scrolls.
    await page.evaluate(() => { const l = document.querySelector('#moves'); l.scrollTop = l.scrollHeight; });
    const visible = await page.evaluate(() => {
      const l = document.querySelector('#moves').getBoundingClientRect();
      const h = document.querySelector('#moves > li.seats').getBoundingClientRect();
      return h.top >= l.top - 1 && h.bottom <= l.bottom;
    });
    assert.ok(visible, 'the seat names stay on top of the scrolled list');
    await leaveForLobby(page);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
