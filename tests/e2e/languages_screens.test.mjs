// Every screen in Ukrainian and French, at 1280×800 and 390×844: a pass over the lobby, a game
// of each (a move played), the rules pane, a lesson, a puzzle and the online lobby finds no
// English text node, and no English title, label or placeholder, beyond notation and names; no
// horizontal overflow and no clipped control; and no axe violation (`lang` included). A word
// counts as English when en.ftl has it and the language's own file does not (so names such as
// Gygès, GIPF or TAMSK, which every file has, never count).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serve, settle, clickSquare, enterGipfMove, followed, ui } from './harness.mjs';
import { words, tokens } from './english_words.mjs';
import { signal } from './live_common.mjs';
import { createRequire } from 'node:module';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

/** Every text a person can see or hear on the page now: text nodes of shown elements (and the
 *  options of shown menus), the live regions, the title, and titles, labels and placeholders,
 *  but for text marked as another language or as notation. */
const texts = page => page.evaluate(() => {
  const out = [document.title];
  // Text marked as another language (the picker's own names of languages) is meant so, and
  // text marked translate="no" is notation (the move list).
  const page = document.documentElement.lang;
  const shown = el => el && el.closest('[lang]')?.lang === page && !el.closest('[translate=no]')
    && (el.tagName === 'OPTION' ? shown(el.closest('select')) : el.checkVisibility());
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template, noscript') || !node.textContent.trim()) continue;
    if (shown(parent)) out.push(node.textContent.trim());
  }
  for (const el of document.body.querySelectorAll('[title], [aria-label], [placeholder], [alt], [aria-roledescription]')) {
    if (!shown(el)) continue;
    for (const a of ['title', 'aria-label', 'placeholder', 'alt', 'aria-roledescription']) {
      if (el.getAttribute(a)?.trim()) out.push(el.getAttribute(a).trim());
    }
  }
  return out;
});

/** What sticks out: the page wider than the window, or a control whose text is cut. */
const overflow = page => page.evaluate(() => {
  const wide = document.documentElement.scrollWidth > document.documentElement.clientWidth + 1 ? ['the page'] : [];
  const clipped = [...document.querySelectorAll('button, select, summary, label, h1, h2')]
    .filter(el => el.checkVisibility() && !el.closest('.sr-only') && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
    .map(el => el.id || el.textContent.trim().slice(0, 30));
  return [...wide, ...clipped];
});

/** axe's violations on the page now. */
async function axe(page) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).join(', ')}`));
}

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

for (const size of SIZES) for (const code of ['uk', 'fr']) {
  test(`${code} at ${size.width}x${size.height}: no English, no overflow, no clipped control, no axe violation on any screen`, async () => {
    const own = words(code);
    const english = new Set([...words('en')].filter(w => !own.has(w)));
    const context = await browser.newContext({ viewport: size });
    await context.addInitScript(c => localStorage.setItem('gboards.lang', c), code);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', e => errors.push(e.message));
    const found = [];
    let seen = 0;
    const pass = async where => {
      for (const text of await texts(page)) {
        seen++;
        const odd = tokens(text).filter(w => english.has(w));
        if (odd.length) found.push(`${where}: "${text.slice(0, 90)}" (${odd.join(', ')})`);
      }
      for (const what of await overflow(page)) found.push(`${where}: overflows or is clipped: ${what}`);
      for (const violation of await axe(page)) found.push(`${where}: axe: ${violation}`);
    };
    const open = async hash => {
      await page.goto(`${server.url}?signal=${encodeURIComponent(signal)}&pairing_salt=lang${code}${Date.now()}${hash}`);
      await page.waitForFunction(c => window.wasmBindings && window.gboardsLang?.code === c && document.documentElement.lang === c, code);
      await followed(page);
    };

    await open('');
    await pass('lobby');

    // A game of each, hot-seat, with a move played: its status lines, panel and move list.
    const play = {
      gyges: async () => {
        await clickSquare(page, 'a6');
        await clickSquare(page, 'a3');
      },
      gype: async () => {
        // Both rows confirmed as dealt, then South's first die goes where it may.
        while ((await ui(page)).inSetup) await page.click('[data-id=confirm]');
        const from = (await ui(page)).movable[0];
        await clickSquare(page, from);
        const s = await ui(page);
        const to = [...s.steps, ...s.leaps, ...s.jumps][0];
        await clickSquare(page, to);
        if ((await ui(page)).selected) await clickSquare(page, to);
      },
      gipf: async () => enterGipfMove(page, (await ui(page)).entries[0].move),
    };
    for (const game of ['gyges', 'gype', 'gipf']) {
      if (game === 'gyges') await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
      await page.click(`#vs-friend-${game}`);
      await page.waitForSelector('#play:not([hidden])');
      await settle(page);
      await pass(`${game}, at the start`);
      const before = (await ui(page)).moves.length;
      await play[game]();
      await settle(page);
      assert.ok((await ui(page)).moves.length > before, `a ${game} move is played`);
      await pass(`${game}, after a move`);
      await page.click('#btn-new');
      if (await page.isVisible('#ask')) {
        await pass(`${game}, asked before leaving`);
        await page.click('#btn-ask-yes');
      }
      await page.waitForSelector('#lobby:not([hidden])');
    }

    // The rules pane, each game's.
    await page.click('#btn-rules');
    await page.waitForSelector('#rules-dialog[open]');
    for (const game of ['gyges', 'gype', 'gipf']) {
      await page.selectOption('#rules-game', game);
      await page.waitForFunction(g => document.getElementById('rules-body').dataset.game === g, game);
      await pass(`rules of ${game}`);
    }
    await page.click('#btn-rules-close');

    // The profile: a name against the rule and a damaged file, each refused in words.
    await page.click('#btn-profile');
    await page.waitForSelector('#profile-dialog[open] #profile-name', { timeout: 20000 });
    await page.fill('#profile-name', '');
    await page.click('#btn-profile-name');
    await page.waitForFunction(() => document.getElementById('profile-note').textContent.trim());
    await pass('the profile, a name refused');
    const damaged = 'gboards-profile 1\nname Ada\nrating gipf.computer lots 80 0.06\n';
    await page.setInputFiles('#profile-import', { name: 'damaged.txt', mimeType: 'text/plain', buffer: Buffer.from(damaged) });
    await page.waitForSelector('#profile-import-error:not([hidden])');
    assert.match(await page.textContent('#profile-import-error'), /3/, 'the refusal names the line');
    await pass('the profile, a damaged file refused');
    await page.click('#btn-profile-close');

    // A lesson: the course's map, then its first step.
    await page.click('#learn-gyges');
    await page.waitForSelector('#learn-map li');
    await pass('the Gygès course');
    await page.click('#learn-gyges-1');
    await page.waitForFunction(() => !document.getElementById('lesson').hidden && document.getElementById('lesson-teach').textContent.trim() && !window.wasmBindings.uiState()?.animating, null, { timeout: 20000 });
    await pass('a Gygès lesson');

    // A puzzle, by its link.
    await open('#puzzle=gype-1');
    await page.waitForFunction(() => document.getElementById('study-say')?.textContent.trim() && !window.wasmBindings.uiState()?.animating, null, { timeout: 20000 });
    await pass('a Table Gype puzzle');

    // The online lobby: a card's Play online, then looking for an opponent.
    await open('');
    await page.click('#online-gyges summary');
    await pass('play online');
    await page.click('#online-gyges [data-pair]');
    await page.waitForFunction(() => document.getElementById('pairing')?.getAttribute('data-room')?.startsWith('gbpair.'), null, { timeout: 30000 });
    await pass('looking for an opponent');

    assert.ok(seen > 400, `only ${seen} texts read`);
    assert.deepEqual(found, [], `English, overflow or axe violations on the ${code} screens`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
