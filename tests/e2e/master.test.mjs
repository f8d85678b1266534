// The Master level and the level ratings: every level picker shows each level with its rating
// on the one scale (the engine's table, as `gboards games` prints it), and Master, given a time
// a move in the players panel, plays a whole game of each game against Easy.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openApp, ui } from './harness.mjs';
import { registryGames } from '../../scripts/lobby_cards.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const title = level => level[0].toUpperCase() + level.slice(1);

test('the level pickers show every level with its rating, Master at the top', async () => {
  const registry = registryGames();
  const { page, errors } = await openApp(browser, server.url);
  for (const { name, levels } of registry) {
    assert.deepEqual(levels.map(l => l.level), ['easy', 'medium', 'hard', 'expert', 'master']);
    const ratings = levels.map(l => l.rating);
    assert.ok(ratings.every((r, i) => i === 0 || r > ratings[i - 1]), `${name}: each level rated above the one below: ${ratings}`);
    const picker = await page.evaluate(game => [...document.querySelectorAll(`#opts-${game} select[name=level] option`)].map(o => [o.value, o.textContent]), name);
    assert.deepEqual(picker, levels.map(({ level, rating }) => [level, `${title(level)} ≈ ${rating}`]), `${name}: the card's level picker`);
    // A seat's own choice shows the same numbers.
    const seat = await page.evaluate(game => [...document.querySelector(`#opts-${game} select[data-player]`).options].map(o => o.textContent), name);
    for (const { level, rating } of levels) assert.ok(seat.includes(`Computer · ${title(level)} ≈ ${rating}`), `${name}: ${seat}`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

for (const game of ['gyges', 'gipf', 'gype']) {
  test(`${game}: Master plays a whole game against Easy, at the time the players panel gives it`, async () => {
    const { page, errors } = await openApp(browser, server.url + '?seed=5');
    const seats = await page.evaluate(g => [...document.querySelectorAll(`#opts-${g} select[data-player]`)].filter(s => !s.closest('[hidden]') && (!s.dataset.if || document.querySelector(`#opts-${g} [name=${s.dataset.if}]`)?.checked)).map(s => s.name), game);
    assert.equal(seats.length, 2, `${game}: two seats`);
    await page.selectOption(`#opts-${game} [name=${seats[0]}]`, 'master');
    await page.selectOption(`#opts-${game} [name=${seats[1]}]`, 'easy');
    if (game === 'gype') await page.uncheck('#opts-gype [name=setup]');
    if (game === 'gipf') await page.selectOption('#opts-gipf [name=version]', 'basic');
    // Half a second a move, remembered for the next visit; the computer moves at once.
    await page.click(`#start-${game}`);
    await page.waitForSelector('#play:not([hidden])');
    await page.evaluate(() => { document.getElementById('players-panel').open = true; });
    await page.selectOption('#master-time', '500');
    await page.selectOption('#ai-speed', '0');
    assert.equal(await page.evaluate(() => localStorage.getItem('gboards.masterTime')), '500');
    const seatLabel = await page.evaluate(() => document.querySelector('#seat-0').selectedOptions[0].textContent);
    assert.match(seatLabel, /^Computer · Master ≈ \d+$/);
    await page.waitForFunction(() => window.wasmBindings.uiState().status === 'over', null, { timeout: 300000 });
    const s = await ui(page);
    assert.deepEqual(s.players, ['master', 'easy']);
    assert.ok(s.moves.length > 4, `${game}: a whole game (${s.moves.length} moves)`);
    await page.reload();
    await page.waitForFunction(() => window.wasmBindings?.uiState()?.game);
    assert.equal(await page.inputValue('#master-time'), '500', 'the time is remembered');
    assert.deepEqual(errors, []);
    await page.close();
  });
}
