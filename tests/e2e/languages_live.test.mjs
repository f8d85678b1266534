// Live play in Ukrainian and in French: what the engine tells a player (a message from the other
// device refused, and why; the catch-up after a reload) reads in the player's language, with no
// English word beyond the protocol's own text. Two browser contexts in one language each, the
// guest a modified client that sends what no device of ours sends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { env, liveSuite, pageUrl, openModified, forge, notes, chooseMove, enterMove, ui } from './live_common.mjs';
import { englishOnly, englishIn } from './english_words.mjs';

liveSuite();

const I18N = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../www/i18n');

/** The text a message of `code`.ftl begins with, up to its first placeable. */
function opening(code, id) {
  const line = fs.readFileSync(path.join(I18N, `${code}.ftl`), 'utf8').split('\n').find(l => l.startsWith(`${id} =`));
  assert.ok(line, `${code}.ftl has ${id}`);
  return line.slice(line.indexOf('=') + 1).split('{')[0].trim();
}

/** Waits until the page's note holds `part`; returns the note. */
async function noteWith(page, part) {
  await page.waitForFunction(p => `${document.getElementById('lobby-error').textContent} ${document.getElementById('notice').textContent}`.includes(p), part, { timeout: 20000 })
    .catch(async e => { throw new Error(`no note with "${part}": the page says "${await notes(page)}"`, { cause: e }); });
  return (await notes(page)).trim();
}

/** Both pages in the game, each with an open channel to the other. */
async function connected(pages) {
  for (const p of pages) {
    await p.waitForFunction(() => window.__gboardsChannels.some(c => c.readyState === 'open') && window.wasmBindings.uiState()?.position?.startsWith('321123'), null, { timeout: 30000 });
  }
}

for (const code of ['uk', 'fr']) {
  test(`${code}: refused messages and the catch-up after a reload say why in ${code}, without English`, async () => {
    const english = englishOnly(code);
    const host = await openModified(pageUrl(), { lang: code });
    await host.page.waitForFunction(c => window.gboardsLang?.code === c, code);
    await host.page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
    await host.page.click('#start-gyges');
    await host.page.click('#btn-live');
    await host.page.waitForFunction(() => location.hash.startsWith('#live='));
    const link = `${pageUrl()}${await host.page.evaluate(() => location.hash)}`;
    const guest = await openModified(link, { lang: code });
    await connected([host.page, guest.page]);
    const clean = (text, what) => {
      assert.deepEqual(englishIn(text, english), [], `${what}: "${text}"`);
      assert.doesNotMatch(text, /makes no sense|exchange failed|Caught up/, `${what}: "${text}"`);
    };

    // A line of no kind the protocol knows: refused, the line itself kept as it came.
    await forge(guest.page, 'zzz 1');
    clean(await noteWith(host.page, opening(code, 'live-decode-unknown-kind')), 'a line of no known kind');
    assert.match(await notes(host.page), /zzz 1/);
    // An answer to a proposal nobody made, and a commitment once the game is on.
    await forge(guest.page, 'accept draw 0');
    clean(await noteWith(host.page, opening(code, 'live-garbage-no-offer-standing')), 'an answer to no offer');
    await forge(guest.page, `commit ${'0'.repeat(64)}`);
    clean(await noteWith(host.page, opening(code, 'live-commit-after-start')), 'a commitment after the start');

    // North (the guest) moves; it leaves, the host moves meanwhile, and back on the link the
    // guest catches up.
    await enterMove(guest.page, await chooseMove(guest.page));
    await host.page.waitForFunction(() => window.wasmBindings.uiState().moves.length === 1, null, { timeout: 15000 });
    const context = guest.page.context();
    await guest.page.close();
    await enterMove(host.page, await chooseMove(host.page));
    const back = await context.newPage();
    await back.goto(link);
    await back.waitForFunction(() => window.wasmBindings?.uiState()?.moves?.length === 2, null, { timeout: 30000 });
    clean(await noteWith(back, opening(code, 'live-note-caught-up')), 'the catch-up');
    assert.equal((await ui(back)).position, (await ui(host.page)).position);

    assert.deepEqual(host.errors, []);
    await host.page.context().close();
    await context.close();
  });
}

for (const code of ['uk', 'fr']) {
  test(`${code}: a signalling server that cannot be reached is said in ${code}, the reason too`, async () => {
    const url = `${env.server.url}?signal=${encodeURIComponent('ws://127.0.0.1:9/')}#live=0123456789abcdef0123`;
    const { page } = await openModified(url, { lang: code });
    await page.waitForFunction(c => window.gboardsLang?.code === c, code);
    const said = await noteWith(page, opening(code, 'live-server-unreachable'));
    assert.ok(said.includes(opening(code, 'live-socket-not-opened')) || said.includes(opening(code, 'live-socket-cut')), `the reason is ours: "${said}"`);
    assert.deepEqual(englishIn(said, englishOnly(code)), [], `"${said}"`);
    await page.context().close();
  });
}
