// A long game walked in the page through the JS API (`Match`), each call timed with
// `performance.now()`: the limits test builds its megabyte records this way, and the benchmark
// compares the cost per step early and late in the walk (flat ≈ 1). Pass `walk` to
// `page.evaluate`; it runs in the page and must use nothing from this module.

/**
 * Walks a game of `game` with `options` (seed 1): `pick` is the body of a function of `(moves,
 * i)` that chooses among the listed actions (null: none will do). An action that ends the game
 * is taken back and another tried; where nothing will do, the last few actions are taken back
 * and the walk goes on another way. Stops when the record passes `limit` bytes or after `steps`
 * steps. Returns the record (cut at the last whole line within `limit`), the steps walked, and
 * for each `stretch` steps the µs per step spent in each call and the record's size then.
 */
export function walk({ game, options, pick, limit = Infinity, steps = Infinity, stretch = 10_000 }) {
  const choose = new Function('moves', 'i', pick);
  const m = new window.wasmBindings.Match(game, options, 1);
  const spent = { legal: 0, play: 0, undo: 0, export: 0 };
  const timed = (what, f) => { const t = performance.now(); const out = f(); spent[what] += performance.now() - t; return out; };
  const stretches = [];
  let mark = { ...spent };
  let text = timed('export', () => m.exportRecord());
  // The export copies the whole record: it is read again when the walk should have covered
  // half of what is left at the rate so far, so a walk to a megabyte exports a few dozen
  // times, not once every few hundred moves (which grew with the square of the game).
  let nextExport = 200;
  let nextReport = stretch;
  let i = 0;
  for (let stuck = 0; text.length <= limit && i < steps && stuck < 10_000; i++) {
    if (i >= nextReport) {
      const us = what => Math.round((spent[what] - mark[what]) * 10_000 / stretch) / 10;
      stretches.push({ step: i, bytes: text.length, legal: us('legal'), play: us('play'), undo: us('undo'), export: us('export') });
      stretches.at(-1).total = Math.round(10 * (stretches.at(-1).legal + stretches.at(-1).play + stretches.at(-1).undo + stretches.at(-1).export)) / 10;
      mark = { ...spent };
      nextReport += stretch;
    }
    let moves = timed('legal', () => m.legalMoves());
    let played = false;
    while (moves.length > 0 && !played) {
      const mv = choose(moves, i);
      if (mv === null) break;
      timed('play', () => m.play(mv));
      played = timed('legal', () => m.legalMoves().length > 0);
      if (!played) {
        timed('undo', () => m.undo());
        moves = moves.filter(x => x !== mv);
      }
    }
    if (!played) {
      stuck++;
      // `undo` answers whether there was a move to take back (`state()` lists every move).
      timed('undo', () => { for (let k = 0; k <= i % 4 && m.undo(); k++); });
      continue;
    }
    if (i >= nextExport) {
      text = timed('export', () => m.exportRecord());
      const left = Number.isFinite(limit) ? (limit - text.length) / (text.length / (i + 1)) : 1_000;
      nextExport = i + Math.max(200, Math.floor(left / 2));
    }
  }
  text = m.exportRecord();
  m.free();
  const cut = text.length <= limit ? text : text.slice(0, text.lastIndexOf('\n', limit - 1) + 1);
  return { text: cut, steps: i, stretches };
}

/** The body of a `pick` for Gygès: at random among moves that do not enter a goal. A walk that
 *  picks by the move number alone keeps coming back to positions it has seen twice, and stalls.
 *  The randomness is seeded (xorshift32, its state on the page's global object), so every run
 *  walks the same game: one that was seen to reach a megabyte. */
export const GYGES_PICK = `
  const open = moves.filter(m => !/-[NS]$/.test(m));
  if (open.length === 0) return null;
  let s = globalThis.gygesWalkState ?? 2463534242;
  s ^= s << 13; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
  globalThis.gygesWalkState = s;
  return open[s % open.length];
`;

/** The body of a `pick` for Table Gype: rolls only, while there are any. */
export const GYPE_PICK = `
  const rolls = moves.filter(m => m.startsWith('roll '));
  return rolls.length ? rolls[i % rolls.length] : moves[0];
`;
