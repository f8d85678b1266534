// Rated games from quick pairing, between browser contexts: two newcomers paired on the Gygès
// 3+2 tile see each other's claimed rating beside the other's seat, play by clicks, and when
// one resigns each page rates its own player in the game's pool (Glicko-2 from the same start:
// the winner gains what the loser gives up) and says so in the banner. A player whose stored rating is far from
// the other's waits in its own band's room first, then both meet in everyone's room.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSuite, env, pageUrl, ui, openApp, setUpAndMoveTwice } from './live_common.mjs';

liveSuite();

const RUN = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const POOL = 'gyges.live.blitz';

const player = (test, query = '') => openApp(env.browser, pageUrl(`&pairing_salt=${RUN}${test}${query}`));

async function pressTile(page, game, code) {
  await page.click(`#online-${game} summary`);
  await page.click(`#online-${game} [data-pair="${code}"]`);
}

const searchingRoom = page => page.waitForFunction(() => document.getElementById('pairing')?.getAttribute('data-room')?.startsWith('gbpair.') && document.getElementById('pairing').getAttribute('data-room'), null, { timeout: 30000 }).then(h => h.jsonValue());

async function seat(page, timeout = 60000) {
  await page.waitForFunction(() => window.wasmBindings.uiState()?.mode === 'live-player', null, { timeout });
  return page.evaluate(() => {
    const room = location.hash.slice('#live='.length);
    const saved = localStorage.getItem(`gboards.live.${room}`) ?? '';
    return Number(saved.split('\n').find(l => !l.startsWith('key ') && !l.startsWith('show ')).split(' ')[0]);
  });
}

/** The rating stored in the profile for `POOL`, or null. */
const stored = page => page.evaluate(pool => {
  const line = (localStorage.getItem('gboards.profile') ?? '').split('\n').find(l => l.startsWith(`rating ${pool} `));
  return line ? Number(line.split(' ')[2]) : null;
}, POOL);

test('two newcomers paired on a tile see each other rated and are both rated when one resigns', async () => {
  const [a, b] = [await player('rated'), await player('rated')];
  await pressTile(a.page, 'gyges', 'gyges-2p-3+2');
  assert.match(await searchingRoom(a.page), /\.r1400\.t/, "a newcomer (1500) looks in its band's room");
  await pressTile(b.page, 'gyges', 'gyges-2p-3+2');
  const seats = [await seat(a.page), await seat(b.page)];
  assert.deepEqual([...seats].sort(), [0, 1]);
  for (const [p, s] of [[a, seats[0]], [b, seats[1]]]) {
    await p.page.waitForFunction(other => document.getElementById('live-names')?.textContent.includes(`seat ${other + 1}, rated 1500?`), 1 - s, { timeout: 15000 });
  }
  // The set-up by clicks, South (seat 0) first, then a move each; then the player of seat 1
  // resigns (a second press confirms).
  const [loser, winner] = seats[0] === 1 ? [a, b] : [b, a];
  const pages = [winner.page, loser.page];
  await setUpAndMoveTwice(pages);
  await loser.page.click('#live-resign');
  await loser.page.click('#live-resign');
  for (const p of [a, b]) {
    await p.page.waitForFunction(() => window.wasmBindings.uiState()?.status === 'over', null, { timeout: 15000 });
    await p.page.waitForFunction(() => /^Rating 1500 → \d+ \(provisional\)/.test(document.getElementById('banner-rating')?.textContent ?? ''), null, { timeout: 20000 });
  }
  const [won, lost] = [await stored(winner.page), await stored(loser.page)];
  assert.ok(won > 1500 && lost < 1500, `${won} / ${lost}`);
  assert.ok(Math.abs(won - 1500 - (1500 - lost)) < 1e-6, 'from the same start the winner gains what the loser gives up');
  assert.match(await winner.page.textContent('#banner-rating'), new RegExp(`→ ${Math.round(won)} `));
  assert.equal((await ui(winner.page)).winner, 0);
  assert.deepEqual([...a.errors, ...b.errors], []);
  for (const p of [a, b]) await p.page.context().close();
});

test('far-apart ratings wait in their own bands first, then meet in everyone\'s room', async () => {
  const strong = await player('bands', '&pairing_band=4');
  await strong.page.evaluate(pool => localStorage.setItem('gboards.profile', `gboards-profile 1\nname Strong\nrating ${pool} 2150 60 0.06\n`), POOL);
  await strong.page.reload();
  await strong.page.waitForFunction(() => window.wasmBindings?.uiState);
  const newcomer = await player('bands', '&pairing_band=4');
  await pressTile(strong.page, 'gyges', 'gyges-2p-3+2');
  await pressTile(newcomer.page, 'gyges', 'gyges-2p-3+2');
  const rooms = [await searchingRoom(strong.page), await searchingRoom(newcomer.page)];
  assert.match(rooms[0], /\.r2000\.t/);
  assert.match(rooms[1], /\.r1400\.t/);
  const seats = [await seat(strong.page), await seat(newcomer.page)];
  assert.deepEqual([...seats].sort(), [0, 1], 'paired once both look in everyone\'s room');
  await newcomer.page.waitForFunction(other => document.getElementById('live-names')?.textContent.includes(`seat ${other + 1}, rated 2150`), seats[0], { timeout: 15000 });
  assert.deepEqual([...strong.errors, ...newcomer.errors], []);
  for (const p of [strong, newcomer]) await p.page.context().close();
});
