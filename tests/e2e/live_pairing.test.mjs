// Quick pairing with strangers through the signalling server's own matchmaking (its `?next=N`
// rooms), between browser contexts: two players on the same Gygès tile are paired, get
// opposite seats and play by canvas clicks; players on different tiles are not; three on the
// Table Gype 3-player tile make one game of three seats; Cancel leaves the pairing room, so a
// later player is not paired with the one who left; and a signalling server that does not
// answer is said plainly. Every test's rooms carry this run's own salt (`?pairing_salt=`), so
// runs side by side, or a stale page of an earlier run, never meet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { liveSuite, env, pageUrl, ui, openApp, setUpAndMoveTwice } from './live_common.mjs';

liveSuite();

const RUN = `${Date.now().toString(36)}${process.pid.toString(36)}`;

/** A page of its own browser context, in the lobby, with rooms salted for `test`. */
const player = (test, query = '') => openApp(env.browser, pageUrl(`&pairing_salt=${RUN}${test}${query}`));

/** Opens the card's Play online and presses the tile `code`. */
async function pressTile(page, game, code) {
  await page.click(`#online-${game} summary`);
  await page.click(`#online-${game} [data-pair="${code}"]`);
}

const panel = page => page.evaluate(() => ({
  shown: !document.getElementById('pairing').hidden,
  state: document.getElementById('pairing-state').textContent,
  note: document.getElementById('pairing-note').textContent,
  mode: window.wasmBindings.uiState()?.mode ?? null,
}));

const waitSearching = page => page.waitForFunction(() => document.getElementById('pairing')?.getAttribute('data-room')?.startsWith('gbpair.'), null, { timeout: 30000 });

/** Waits until the page plays a seat of a live game; its seat and room. */
async function seated(page, timeout = 45000) {
  await page.waitForFunction(() => window.wasmBindings.uiState()?.mode === 'live-player', null, { timeout });
  return page.evaluate(() => {
    const room = location.hash.slice('#live='.length);
    const saved = localStorage.getItem(`gboards.live.${room}`) ?? '';
    const line = saved.split('\n').find(l => !l.startsWith('key ') && !l.startsWith('show '));
    return { room, seat: Number(line.split(' ')[0]), panel: !document.getElementById('pairing').hidden };
  });
}

const close = async (...players) => { for (const p of players) await p.page.context().close(); };

test('two players on the same Gygès tile are paired, sit opposite and play by clicks', async () => {
  const [a, b] = [await player('same'), await player('same')];
  await pressTile(a.page, 'gyges', 'gyges-2p-3+2');
  await waitSearching(a.page);
  assert.equal((await panel(a.page)).state, 'Looking for an opponent…');
  assert.equal(await a.page.locator('#pairing-title').textContent(), 'Play online: Gygès · 3+2');
  await pressTile(b.page, 'gyges', 'gyges-2p-3+2');
  const [sa, sb] = [await seated(a.page), await seated(b.page)];
  assert.equal(sa.room, sb.room, 'one private room');
  assert.match(sa.room, /^[0-9a-f]{32}$/);
  assert.deepEqual([sa.seat, sb.seat].sort(), [0, 1], 'opposite seats');
  assert.equal(sa.panel || sb.panel, false, 'the waiting panel goes');
  const pages = sa.seat === 0 ? [a.page, b.page] : [b.page, a.page];
  assert.match(await pages[0].locator('#clock').textContent(), /3:00/, "the tile's clock");
  // The set-up by clicks, South first (seat 0), then two moves; both boards agree each time.
  await setUpAndMoveTwice(pages);
  const [pa, pb] = [await ui(pages[0]), await ui(pages[1])];
  assert.equal(pa.position, pb.position, 'both boards agree');
  assert.deepEqual(pa.moves, pb.moves);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await close(a, b);
});

test('players on different tiles are not paired', async () => {
  const [a, b] = [await player('apart'), await player('apart')];
  await pressTile(a.page, 'gyges', 'gyges-2p-3+2');
  await pressTile(b.page, 'gyges', 'gyges-2p-5+3');
  await waitSearching(a.page);
  await waitSearching(b.page);
  const rooms = await Promise.all([a, b].map(p => p.page.getAttribute('#pairing', 'data-room')));
  assert.notEqual(rooms[0], rooms[1]);
  await a.page.waitForTimeout(5000);
  for (const p of [a, b]) {
    const shown = await panel(p.page);
    assert.equal(shown.state, 'Looking for an opponent…', 'still looking');
    assert.equal(shown.mode, null, 'no game');
  }
  assert.deepEqual([...a.errors, ...b.errors], []);
  await close(a, b);
});

test('three players on the Table Gype 3-player tile make one game of three seats', async () => {
  const players = [await player('three'), await player('three'), await player('three')];
  for (const p of players) await pressTile(p.page, 'gype', 'gype-3p-none');
  const seats = [];
  for (const p of players) seats.push(await seated(p.page));
  assert.equal(new Set(seats.map(s => s.room)).size, 1, 'one private room');
  assert.deepEqual(seats.map(s => s.seat).sort(), [0, 1, 2]);
  for (const p of players) {
    const s = await ui(p.page);
    assert.equal(s.game, 'gype');
    assert.match(s.position, /^SWN /, 'three seats');
  }
  assert.deepEqual(players.flatMap(p => p.errors), []);
  await close(...players);
});

test('Cancel returns to the lobby, and a later player is not paired with the one who left', async () => {
  const [a, b, c] = [await player('cancel'), await player('cancel'), await player('cancel')];
  await pressTile(a.page, 'gyges', 'gyges-2p-10+5');
  await waitSearching(a.page);
  await a.page.click('#pairing-cancel');
  await a.page.waitForFunction(() => document.getElementById('pairing').hidden && !document.getElementById('lobby').classList.contains('pairing'));
  assert.equal(await a.page.isVisible('#vs-computer-gyges'), true, 'the lobby is back');
  await pressTile(b.page, 'gyges', 'gyges-2p-10+5');
  await waitSearching(b.page);
  await b.page.waitForTimeout(5000);
  assert.equal((await panel(b.page)).mode, null, 'nobody to pair with: the one who cancelled is gone');
  assert.equal((await panel(a.page)).mode, null);
  // The room still pairs: a third player comes.
  await pressTile(c.page, 'gyges', 'gyges-2p-10+5');
  const [sb, sc] = [await seated(b.page), await seated(c.page)];
  assert.equal(sb.room, sc.room);
  assert.equal((await panel(a.page)).shown, false);
  assert.deepEqual([...a.errors, ...b.errors, ...c.errors], []);
  await close(a, b, c);
});

test('after a long wait the computer is offered, and playing it leaves the search', async () => {
  const [a, b] = [await player('long', '&pairing_long=2'), await player('long')];
  await pressTile(a.page, 'gyges', 'gyges-2p-15+10');
  await a.page.waitForSelector('#pairing-computer', { state: 'visible', timeout: 15000 });
  assert.match((await panel(a.page)).note, /Play the computer meanwhile\? That stops looking/);
  await a.page.click('#pairing-computer');
  await a.page.waitForFunction(() => window.wasmBindings.uiState()?.mode === 'local-computer');
  assert.equal((await ui(a.page)).game, 'gyges');
  // Nothing of the first page waits in the room any more.
  await pressTile(b.page, 'gyges', 'gyges-2p-15+10');
  await waitSearching(b.page);
  await b.page.waitForTimeout(5000);
  assert.equal((await panel(b.page)).mode, null, 'not paired with a page that stopped looking');
  assert.equal((await ui(a.page)).mode, 'local-computer');
  assert.deepEqual([...a.errors, ...b.errors], []);
  await close(a, b);
});

test('a peer the server matches but who never answers does not hold a player for good', async () => {
  const [a, b] = [await player('stale'), await player('stale')];
  await pressTile(a.page, 'gipf', 'gipf-2p-10+5');
  await waitSearching(a.page);
  // A stale client joins the same room and says nothing: the server matches it with the page.
  const room = await a.page.getAttribute('#pairing', 'data-room');
  const stale = await (await env.browser.newContext()).newPage();
  await stale.evaluate(url => new Promise((open, fail) => {
    window.stale = new WebSocket(url);
    window.stale.onopen = open;
    window.stale.onerror = fail;
  }), `${new URL(pageUrl()).searchParams.get('signal')}${room}?next=2`);
  await pressTile(b.page, 'gipf', 'gipf-2p-10+5');
  // The page asks for its place again after a while alone, and meets the next player.
  const [sa, sb] = [await seated(a.page, 70000), await seated(b.page, 70000)];
  assert.equal(sa.room, sb.room);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await stale.context().close();
  await close(a, b);
});

/** A port nothing listens on. */
const unusedPort = () => new Promise((resolve, reject) => {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
  srv.on('error', reject);
});

test('a pairing server that cannot be reached is said plainly, with a way back', async () => {
  const signal = `ws://127.0.0.1:${await unusedPort()}/`;
  const { page, errors } = await openApp(env.browser, `${env.server.url}?signal=${encodeURIComponent(signal)}&pairing_salt=${RUN}down`);
  await pressTile(page, 'gipf', 'gipf-2p-5+3');
  await page.waitForFunction(() => /^The pairing server cannot be reached/.test(document.getElementById('pairing-state').textContent), null, { timeout: 60000 });
  assert.equal(await page.isVisible('#pairing-back'), true);
  assert.equal(await page.isVisible('#pairing-cancel'), false);
  await page.click('#pairing-back');
  await page.waitForFunction(() => document.getElementById('pairing').hidden);
  assert.equal(await page.isVisible('#vs-computer-gipf'), true);
  // The browser itself logs each refused connection; nothing else may go wrong.
  assert.deepEqual(errors.filter(e => !/^WebSocket connection to .* failed/.test(e)), []);
  await page.context().close();
});
