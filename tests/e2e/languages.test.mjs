// Languages: the page's own text in English is en.ftl's; the language follows the browser and
// is remembered; a switch to Ukrainian or French keeps the game, its save and its address; the
// engine's reasons (a refused record, a damaged link) are said in the player's language.
// (languages_screens.test.mjs reads every screen in each language, at both sizes.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, openApp, ui, settle, clickSquare, followed } from './harness.mjs';
import { englishOnly, englishIn } from './english_words.mjs';

const I18N = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../www/i18n');

/** A language's one-line messages: id → { value, attrs }; values that span lines are `null`. */
function messages(code) {
  const files = [path.join(I18N, `${code}.ftl`)];
  const out = new Map();
  let current = null;
  for (const line of files.flatMap(f => fs.readFileSync(f, 'utf8').split('\n'))) {
    const message = line.match(/^([a-z][a-z0-9-]*)\s*=\s*(.*)$/);
    const attribute = line.match(/^\s+\.([a-z-]+)\s*=\s*(.*)$/);
    if (message) out.set(message[1], current = { value: message[2] === '' ? undefined : message[2].startsWith('{') ? null : message[2], attrs: {} });
    else if (attribute && current) current.attrs[attribute[1]] = attribute[2];
    else if (/^\s+\S/.test(line) && current) current.value = null;
  }
  return out;
}

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

/** Every `data-l10n-id` element of the page and of its templates, as the page has it now. */
const l10nElements = page => page.evaluate(() => {
  const collapse = s => s.replace(/\s+/g, ' ').trim();
  const found = [];
  const visit = root => {
    for (const el of root.querySelectorAll('[data-l10n-id]')) {
      const html = el.hasAttribute('data-l10n-html');
      const attrs = {};
      for (const a of ['title', 'aria-label', 'placeholder', 'alt']) if (el.hasAttribute(a)) attrs[a] = el.getAttribute(a);
      found.push({ id: el.dataset.l10nId, text: collapse(html ? el.innerHTML : el.textContent), attrs, children: !html && el.children.length > 0 });
    }
    for (const t of root.querySelectorAll('template')) visit(t.content);
  };
  visit(document);
  return found;
});

/** Waits until the language module has put the page in `code`. */
async function choose(page, code) {
  await page.selectOption('#lang-picker', code);
  // English needs the language module only to come back from another language.
  await page.waitForFunction(c => document.documentElement.lang === c && (window.gboardsLang?.code ?? 'en') === c, code);
  await followed(page);
}

test('the page\'s own text in English is en.ftl\'s, message by message', async () => {
  const english = messages('en');
  const { page, errors } = await openApp(browser, server.url);
  let checked = 0;
  const compare = found => {
    for (const { id, text, attrs, children } of found) {
      const m = english.get(id);
      assert.ok(m, `no message ${id} in en.ftl`);
      if (m.value) {
        assert.ok(!children, `${id}: an element with a message value holds only text`);
        assert.equal(text, m.value, `${id}: the page says otherwise than en.ftl`);
        checked++;
      }
      for (const [name, value] of Object.entries(m.attrs)) {
        if (name in attrs) assert.equal(attrs[name], value, `${id}.${name}`);
      }
    }
  };
  compare(await l10nElements(page));
  for (const game of ['gyges', 'gype', 'gipf']) {
    await page.click('#btn-rules');
    await page.waitForSelector('#rules-dialog[open]');
    await page.selectOption('#rules-game', game);
    await page.waitForFunction(g => document.getElementById('rules-body').dataset.game === g, game);
    compare(await l10nElements(page));
    await page.click('#btn-rules-close');
  }
  assert.ok(checked > 150, `only ${checked} texts compared`);
  assert.deepEqual(errors, []);
});

test('the web manifest names the app in every language, from the language files', async () => {
  const manifest = await (await fetch(`${server.url}manifest.webmanifest`)).json();
  assert.equal(manifest.lang, 'en');
  assert.equal(manifest.name, messages('en').get('page-title').value);
  assert.equal(manifest.description, messages('en').get('app-description').value);
  for (const code of ['uk', 'fr']) {
    assert.equal(manifest.name_localized[code], messages(code).get('page-title').value, code);
    assert.equal(manifest.description_localized[code], messages(code).get('app-description').value, code);
  }
});

test('the language follows the browser, is remembered, and <html lang> follows it', async () => {
  const context = await browser.newContext({ locale: 'uk-UA' });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => window.gboardsLang?.code === 'uk');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'uk');
  assert.equal(await page.textContent('#lobby-title'), messages('uk').get('lobby-title').value);
  assert.equal(await page.inputValue('#lang-picker'), 'uk');
  await choose(page, 'fr');
  await page.reload();
  await page.waitForFunction(() => window.gboardsLang?.code === 'fr');
  assert.equal(await page.textContent('#lobby-title'), messages('fr').get('lobby-title').value);
  await choose(page, 'en');
  assert.equal(await page.textContent('#lobby-title'), messages('en').get('lobby-title').value);
  await context.close();
});

test('switching language in the middle of a game keeps the game, its save and its address', async () => {
  const { page, errors } = await openApp(browser, server.url);
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.click('#vs-friend-gyges');
  await page.waitForSelector('#play:not([hidden])');
  await clickSquare(page, 'a6');
  await clickSquare(page, 'a3');
  await settle(page);
  await followed(page);
  const before = { hash: await page.evaluate(() => location.hash), moves: (await ui(page)).moves };
  assert.equal(before.moves.length, 1);
  const saved = () => page.evaluate(() => Object.keys(localStorage).filter(k => k.startsWith('gboards.game.')).map(k => localStorage.getItem(k)).join('\n'));
  const savedBefore = await saved();
  for (const code of ['uk', 'fr', 'en']) {
    await choose(page, code);
    assert.equal(await page.evaluate(() => location.hash), before.hash, `${code}: the address stays`);
    assert.deepEqual((await ui(page)).moves, before.moves, `${code}: the game stays`);
    assert.equal(await saved(), savedBefore, `${code}: the save stays`);
  }
  await choose(page, 'uk');
  assert.equal(await page.textContent('#btn-new'), messages('uk').get('play-new').value, 'the game screen is in Ukrainian');
  assert.deepEqual((await ui(page)).moves, before.moves);
  // A module fetched later speaks the language the page has loaded: the analysis panel's depth.
  await page.click('#btn-analyse');
  await page.waitForFunction(() => /^Глибина \d/.test(document.getElementById('an-depth')?.textContent ?? ''), null, { timeout: 30000 });
  assert.deepEqual(errors, []);
});

for (const code of ['uk', 'fr']) {
  test(`in ${code}, a refused record and a damaged link say why with no English word`, async () => {
    const english = englishOnly(code);
    const context = await browser.newContext();
    await context.addInitScript(c => localStorage.setItem('gboards.lang', c), code);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', e => errors.push(e.message));
    await page.goto(server.url);
    await page.waitForFunction(c => window.wasmBindings && window.gboardsLang?.code === c && document.documentElement.lang === c, code);
    // A record whose line 5 moves from an empty square.
    await page.click('#btn-import-lobby');
    await page.fill('#import-text', 'gboards-record 1\ngame gyges\nseed 1\noption setup=preset:321123\nc3-c4\n');
    await page.click('#btn-import-load');
    await page.waitForFunction(() => !document.getElementById('import-error').hidden && document.getElementById('import-error').textContent.trim());
    const refused = await page.textContent('#import-error');
    assert.match(refused, /5/, refused);
    assert.match(refused, /c3-c4/, refused);
    assert.deepEqual(englishIn(refused, english), [], refused);
    // A link whose data is damaged.
    await page.goto(server.url + '#g=@@@not-a-game');
    await page.waitForFunction(c => window.gboardsLang?.code === c && document.getElementById('lobby-error')?.textContent.trim(), code);
    const damaged = await page.textContent('#lobby-error');
    assert.deepEqual(englishIn(damaged, english), [], damaged);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
