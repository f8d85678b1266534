// Ratings on this device: a whole game against the computer at Easy, played by the move box,
// changes the rating once (the banner says how, the profile panel shows it with a drawn chart,
// and neither a reload nor the same game's end seen again rates it twice); puzzles move the
// puzzle rating up on a solve and down on a failure, and the next puzzle offered is the one
// nearest the rating; the profile goes out by Export and comes back by Import in another
// browser, a damaged file is refused naming its line, and a damaged stored profile is kept
// aside and reported. At 1280×800 and 390×844.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { serve, launch, openApp, ui, settle } from './harness.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const RATING_LINE = /^Rating (\d+) → (\d+)( \(provisional\))?$/;

/** Waits until the person (South) is to move or the game is over, and nothing moves. */
async function personOrOver(page) {
  await page.waitForFunction(() => {
    const s = window.wasmBindings.uiState();
    return s && !s.thinking && !s.animating && (s.status === 'over' || s.toMove === 0);
  }, null, { timeout: 60000 });
  return ui(page);
}

/** Plays South by the move box until the game is over: a move into the goal when there is
 *  one, else a legal move picked along the list. */
async function playToTheEnd(page) {
  let s = await personOrOver(page);
  for (let turn = 0; s.status !== 'over'; turn++) {
    assert.ok(turn < 150, 'the game ends');
    const move = s.legal.find(m => m.endsWith('-N')) ?? s.legal[(turn * 7) % s.legal.length];
    await page.fill('#move-input', move);
    await page.press('#move-input', 'Enter');
    await settle(page);
    s = await personOrOver(page);
  }
  return s;
}

/** The stored profile's line for `item` (such as `rating gyges.computer`), split. */
const storedLine = (page, item) => page.evaluate(item => (localStorage.getItem('gboards.profile') ?? '').split('\n').find(l => l.startsWith(`${item} `))?.split(' ') ?? null, item);

/** Opens the profile panel from the lobby and waits for it. */
async function openPanel(page) {
  await page.click('#btn-profile');
  await page.waitForSelector('#profile-dialog[open] #profile-name', { timeout: 20000 });
}

/** Checks the chart `id` is drawn: opaque pixels of the line's colour along its first line
 *  (at each point and half way between), and the canvas within the panel. */
async function assertChartDrawn(page, id, width) {
  const check = await page.evaluate(id => {
    const c = document.getElementById(id);
    const k = c.width / c.getBoundingClientRect().width;
    const points = c.dataset.lines.split(';')[0].split(' ').map(p => p.split(',').map(Number));
    const ctx = c.getContext('2d');
    const at = ([x, y]) => Array.from(ctx.getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data);
    const samples = [];
    for (let i = 0; i < points.length; i++) {
      samples.push(at(points[i]));
      if (i > 0) samples.push(at([(points[i - 1][0] + points[i][0]) / 2, (points[i - 1][1] + points[i][1]) / 2]));
    }
    // The plot's corners hold no line: a blank canvas would pass the samples only if it were
    // all one colour, which these rule out.
    const blank = at([c.getBoundingClientRect().width - 2, 40]);
    const box = c.getBoundingClientRect();
    return { samples, blank, count: points.length, right: box.right, width: box.width };
  }, id);
  assert.ok(check.count >= 2, 'a line of at least two points');
  for (const [r, g, b, a] of check.samples) {
    // The first line's colour is #0072b2.
    assert.ok(a > 200 && b > 120 && r < 90, `the line is drawn there: ${[r, g, b, a]}`);
  }
  assert.equal(check.blank[3], 0, 'away from the line the canvas is clear');
  assert.ok(check.right <= width && check.width > 250, `the chart fits: ${JSON.stringify(check)}`);
}

test('a game against the computer at Easy is rated once, shown in the banner and the panel with a chart', async () => {
  const { page, errors } = await openApp(browser, `${server.url}?seed=3`, DESKTOP);
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.selectOption('#opts-gyges [name=player1]', 'easy');
  await page.click('#start-gyges');
  await page.waitForSelector('#play:not([hidden])');
  await page.selectOption('#anim-speed', '0');
  await page.selectOption('#ai-speed', '0');
  assert.deepEqual((await ui(page)).players, ['human', 'easy']);
  const end = await playToTheEnd(page);
  await page.waitForSelector('#banner:not([hidden]) #banner-rating:not([hidden])', { timeout: 20000 });
  const line = (await page.textContent('#banner-rating')).trim();
  const [, before, after, provisional] = line.match(RATING_LINE) ?? assert.fail(`the banner says the change: ${line}`);
  assert.equal(before, '1500', 'a newcomer starts at 1500');
  assert.ok(provisional, 'one game leaves a provisional rating');
  // A win against Easy (rated far below a newcomer) lifts the rating a little; a loss drops it.
  assert.ok(end.winner === 0 ? Number(after) >= 1500 : Number(after) < 1500, `${line} after ${end.winner === 0 ? 'a win' : 'a loss'}`);
  assert.equal((await storedLine(page, 'games gyges')).join(' '), 'games gyges 1');
  const rating = Number((await storedLine(page, 'rating gyges.computer'))[2]);
  assert.equal(Math.round(rating), Number(after));

  // A reload of the finished game rates nothing; neither does its end seen again after an undo.
  await page.reload();
  await page.waitForFunction(() => window.wasmBindings?.uiState()?.status === 'over');
  assert.equal(await page.isVisible('#banner-rating'), false, 'a game opened finished is not rated here');
  await page.click('#btn-banner-close');
  await page.click('#btn-undo');
  await playToTheEnd(page);
  await page.waitForSelector('#banner:not([hidden]) #banner-rating:not([hidden])', { timeout: 20000 });
  assert.equal((await page.textContent('#banner-rating')).trim(), line, 'the same game: the same change, told again');
  assert.equal((await storedLine(page, 'games gyges')).join(' '), 'games gyges 1', 'rated once');
  assert.equal(Number((await storedLine(page, 'rating gyges.computer'))[2]), rating);

  // The panel, from the lobby: the new rating, the games played and a chart with its line.
  await page.click('#btn-banner-new');
  await openPanel(page);
  const pool = await page.textContent('#profile-pools-gyges li[data-pool="gyges.computer"]');
  assert.equal(pool, `Against the computer: ${after} (provisional) · 1 game`);
  assert.match(await page.textContent('#profile-counts-gyges'), /^Rated games: 1 · Puzzles: 0 solved, 0 failed$/);
  await assertChartDrawn(page, 'profile-chart-gyges', DESKTOP.width);
  assert.match(await page.getAttribute('#profile-chart-gyges', 'aria-label'), /^Gygès rating history: against the computer \d+$/);
  await page.click('#btn-profile-close');
  assert.equal(await page.isVisible('#profile-dialog'), false);

  assert.deepEqual(errors, []);
  await page.close();
});

/** The puzzle the page should offer next, worked out from the set as the page serves it, the
 *  stored ratings and the puzzles tried: the nearest the player's rating among those not
 *  tried, ties to the easier, then the first. */
const expectedNext = (page, shown) => page.evaluate(async shown => {
  const lines = (await (await fetch('./puzzles/gyges.txt')).text()).split('\n').filter(Boolean);
  const kept = Object.fromEntries((localStorage.getItem('gboards.puzzles.ratings') ?? '').split('\n').filter(Boolean).map(l => l.split(' ')).map(([id, r]) => [id, Number(r)]));
  const player = Number((localStorage.getItem('gboards.profile') ?? '').split('\n').find(l => l.startsWith('rating gyges.puzzle '))?.split(' ')[2] ?? 1500);
  const all = lines.map((l, i) => {
    const id = `gyges-${i + 1}`;
    return { id, rating: kept[id] ?? 1000 + 250 * (Number(l.split('\t')[2]) - 1), seen: id in kept || id === shown };
  });
  const pool = all.some(p => !p.seen) ? all.filter(p => !p.seen) : all.filter(p => p.id !== shown);
  pool.sort((a, b) => Math.abs(a.rating - player) - Math.abs(b.rating - player) || a.rating - b.rating || Number(a.id.split('-')[1]) - Number(b.id.split('-')[1]));
  return pool[0].id;
}, shown);

/** The puzzle on show once another than `previous` has its position on the board. */
async function puzzleShown(page, previous = null) {
  await page.waitForFunction(previous => /^#puzzle=gyges-\d+$/.test(location.hash) && location.hash !== `#puzzle=${previous}`
    && window.wasmBindings.uiState()?.moves?.length === 0 && !window.wasmBindings.uiState().animating, previous, { timeout: 20000 });
  return page.evaluate(() => location.hash.slice('#puzzle='.length));
}

/** On a phone the result's banner lies over the puzzle bar: it is closed first. */
async function closeBanner(page) {
  if (await page.isVisible('#banner')) await page.click('#btn-banner-close');
}

/** The numbers of the puzzle bar's rating line once it says a change. */
async function ratingChange(page) {
  await page.waitForFunction(() => /^Puzzle rating \d+ → \d+/.test(document.getElementById('study-rating').textContent));
  const [, from, to] = (await page.textContent('#study-rating')).match(/^Puzzle rating (\d+) → (\d+)/);
  return [Number(from), Number(to)];
}

test('puzzles are rated: a solve lifts the rating, a failure lowers it, and the next is the nearest', async () => {
  const lines = fs.readFileSync(new URL('../../dist/puzzles/gyges.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
  const oneMover = lines.findIndex(l => l.split('\t')[2] === '1');
  const { page, errors } = await openApp(browser, server.url, PHONE);
  // The lobby's Puzzles button offers the puzzle nearest a newcomer's 1500.
  const first = await expectedNext(page, null);
  await page.click('#puzzles-gyges');
  assert.equal(await puzzleShown(page), first);
  assert.match(await page.textContent('#study-rating'), /^Your Gygès puzzle rating: 1500 \(provisional\)$/);
  assert.ok(await page.isVisible('#study-rating'), 'the rating is on show on a phone');

  // A puzzle opened by its link is that one; solved, the rating goes up.
  const solved = `gyges-${oneMover + 1}`;
  await page.goto('about:blank');
  await page.goto(`${server.url}#puzzle=${solved}`);
  await page.waitForFunction(() => window.wasmBindings?.uiState);
  assert.equal(await puzzleShown(page), solved);
  await page.fill('#move-input', lines[oneMover].split('\t')[4]);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => /^Solved!/.test(document.getElementById('study-say').textContent));
  const [from, up] = await ratingChange(page);
  assert.ok(from === 1500 && up > 1500, `a solve lifts the rating: ${from} → ${up}`);

  // The next puzzle is the nearest the new rating; a wrong move there fails it.
  const next = await expectedNext(page, solved);
  await closeBanner(page);
  await page.click('#study-next');
  assert.equal(await puzzleShown(page, solved), next);
  const wrong = await page.evaluate(([line]) => {
    const s = window.wasmBindings.uiState();
    const solution = window.wasmBindings.Match.fromPosition('gyges', s.position, '').play(line.split('\t')[4]);
    return s.legal.find(a => window.wasmBindings.Match.fromPosition('gyges', s.position, '').play(a) !== solution && !a.includes('@'));
  }, [lines[Number(next.split('-')[1]) - 1]]);
  await page.fill('#move-input', wrong);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => /^Not that one/.test(document.getElementById('study-say').textContent), null, { timeout: 30000 });
  const [again, down] = await ratingChange(page);
  assert.ok(again === up && down < up, `a failure lowers the rating: ${again} → ${down}`);
  assert.equal((await page.evaluate(() => localStorage.getItem('gboards.profile'))).match(/^puzzles gyges .*$/m)[0], 'puzzles gyges 1 1');
  // Trying it again moves nothing: only a puzzle's first try counts.
  await closeBanner(page);
  await page.click('#study-retry');
  await page.waitForFunction(() => window.wasmBindings.uiState().moves.length === 0);
  const after = await expectedNext(page, next);
  await page.click('#study-next');
  assert.equal(await puzzleShown(page, next), after, 'the nearest the lowered rating, none tried twice');
  assert.match(await page.textContent('#study-rating'), new RegExp(`^Your Gygès puzzle rating: ${down} \\(provisional\\)$`));

  // A puzzle tried before, opened again by its link after a reload, does not count again.
  const profileBefore = await page.evaluate(() => localStorage.getItem('gboards.profile'));
  await page.goto('about:blank');
  await page.goto(`${server.url}#puzzle=${solved}`);
  await page.waitForFunction(() => window.wasmBindings?.uiState);
  assert.equal(await puzzleShown(page), solved);
  const miss = await page.evaluate(solution => {
    const s = window.wasmBindings.uiState();
    const long = window.wasmBindings.Match.fromPosition('gyges', s.position, '').play(solution);
    return s.legal.find(a => window.wasmBindings.Match.fromPosition('gyges', s.position, '').play(a) !== long && !a.includes('@'));
  }, lines[oneMover].split('\t')[4]);
  await page.fill('#move-input', miss);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => /tried here before/.test(document.getElementById('study-rating').textContent), null, { timeout: 30000 });
  assert.equal(await page.textContent('#study-rating'), `Puzzle rating ${down} (provisional): this puzzle was tried here before, so it does not count again`);
  assert.equal(await page.evaluate(() => localStorage.getItem('gboards.profile')), profileBefore);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the profile is exported and imported in another browser; a damaged file is refused by its line', async () => {
  const { page, errors } = await openApp(browser, server.url, DESKTOP);
  await openPanel(page);
  // A rated game, through the module as the page asks for one.
  await page.evaluate(() => window.gboardsProfile({ 'rate-computer': { id: '5eed', game: 'gipf', level: 'hard', result: 'win' } }));
  await page.fill('#profile-name', '  Ada Lovelace ');
  await page.click('#btn-profile-name');
  await page.waitForFunction(() => document.getElementById('profile-note')?.textContent === 'Saved: you go by Ada Lovelace.');
  assert.equal(await page.evaluate(() => localStorage.getItem('gboards.name')), 'Ada Lovelace', 'live play goes by the same name');
  const pools = await page.textContent('#profile-pools-gipf');
  assert.match(pools, /^Against the computer: \d+ \(provisional\) · 1 game$/);
  // A name against the rule is refused in words.
  await page.fill('#profile-name', '');
  await page.click('#btn-profile-name');
  assert.match(await page.textContent('#profile-note'), /^A name is 1 to 24 characters/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-profile-export')]);
  assert.equal(download.suggestedFilename(), 'gboards-profile.txt');
  const text = fs.readFileSync(await download.path(), 'utf8');
  assert.match(text, /^gboards-profile 1\nname Ada Lovelace\nrating gipf\.computer /);
  assert.deepEqual(errors, []);
  await page.close();

  const other = await openApp(browser, server.url, DESKTOP);
  await openPanel(other.page);
  assert.equal(await other.page.inputValue('#profile-name'), 'Player', 'a new device has a new profile');
  await other.page.setInputFiles('#profile-import', { name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await other.page.waitForFunction(() => document.getElementById('profile-note')?.textContent === 'Imported the profile of Ada Lovelace.');
  assert.equal(await other.page.inputValue('#profile-name'), 'Ada Lovelace');
  assert.equal(await other.page.textContent('#profile-pools-gipf'), pools, 'the ratings came with it');
  assert.equal(await other.page.evaluate(() => localStorage.getItem('gboards.profile')), text);
  assert.equal(await other.page.evaluate(() => localStorage.getItem('gboards.name')), 'Ada Lovelace');

  // A damaged file names its line, and the profile stays as it was.
  const damaged = text.replace(/^rating gipf\.computer (\S+)/m, 'rating gipf.computer lots');
  const line = damaged.split('\n').findIndex(l => l.startsWith('rating gipf.computer lots')) + 1;
  await other.page.setInputFiles('#profile-import', { name: 'damaged.txt', mimeType: 'text/plain', buffer: Buffer.from(damaged) });
  await other.page.waitForSelector('#profile-import-error:not([hidden])');
  assert.equal(await other.page.textContent('#profile-import-error'), `That file was not imported (profile, line ${line}: 'lots' is not a number). Your profile is unchanged.`);
  assert.equal(await other.page.evaluate(() => localStorage.getItem('gboards.profile')), text);
  assert.equal(await other.page.textContent('#profile-pools-gipf'), pools);
  assert.deepEqual(other.errors, []);
  await other.page.close();
});

test('a damaged stored profile is kept aside and reported, and the panel fits a phone', async () => {
  const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2 });
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  const damaged = 'gboards-profile 1\nname Ada\nelo 1800\n';
  await page.addInitScript(damaged => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('gboards.profile', damaged);
    // The name set in live play is the profile's name.
    localStorage.setItem('gboards.name', 'Grace');
    sessionStorage.setItem('seeded', '1');
  }, damaged);
  await page.goto(server.url);
  await page.waitForFunction(() => window.wasmBindings?.uiState);
  await openPanel(page);
  const report = await page.textContent('.profile-aside');
  assert.match(report, /could not be read \(profile, line 3: unknown item 'elo'\)\. It is kept aside, not used\./);
  assert.equal(await page.evaluate(() => localStorage.getItem('gboards.profile.bad')), damaged, 'kept, not dropped');
  assert.equal(await page.evaluate(() => localStorage.getItem('gboards.profile')), null);
  assert.equal(await page.inputValue('#profile-name'), 'Grace');

  // The damaged text can be downloaded, then discarded.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-aside-download="gboards.profile.bad"]')]);
  assert.equal(fs.readFileSync(await download.path(), 'utf8'), damaged);

  // Two games rated: the chart is drawn at a phone's width, within the panel.
  await page.evaluate(() => { window.gboardsProfile({ 'rate-computer': { id: 'aa', game: 'gyges', level: 'medium', result: 'loss' } }); window.gboardsProfile({ 'rate-computer': { id: 'bb', game: 'gyges', level: 'hard', result: 'draw' } }); });
  await page.click('[data-aside-discard="gboards.profile.bad"]');
  await page.waitForFunction(() => document.getElementById('profile-note')?.textContent === 'The damaged profile was discarded.');
  assert.equal(await page.locator('.profile-aside').count(), 0);
  assert.match(await page.textContent('#profile-pools-gyges'), /· 2 games$/);
  await assertChartDrawn(page, 'profile-chart-gyges', PHONE.width);
  const box = await page.locator('#profile-dialog').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `the panel fits the phone: ${JSON.stringify(box)}`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'nothing sticks out');
  // Readable by assistive tools too: axe finds nothing in the panel.
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const found = await page.evaluate(async () => (await window.axe.run('#profile-dialog', { resultTypes: ['violations'] })).violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).join(', ')}`));
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
  await page.close();
});
