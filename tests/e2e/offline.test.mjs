// Offline on any static host. The built site is served with three hosts' caching headers (every
// file revalidated, as Netlify; ten minutes fresh, as GitHub Pages; hashed files immutable and
// the page revalidated), at the root and under a sub-path. For each: one online visit, then
// with the network gone a reload shows the styled lobby, a game against the computer plays and
// the page switches to Ukrainian and back;
// then a rebuilt site with changed files is taken up on the next online visit, and the old
// build's stored files are dropped.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dist, launch, storedFiles, waitForAsync } from './harness.mjs';
import { host, copySite, PROFILES } from './static_host.mjs';
import { writeBuildFiles } from '../../scripts/sw_files.mjs';

let browser, tmp;
before(async () => {
  browser = await launch();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gboards-hosting-'));
});
after(async () => { await browser?.close(); fs.rmSync(tmp, { recursive: true, force: true }); });

/** The build's file list and version, as its service worker carries them (scripts/sw_files.mjs). */
const buildOf = dir => JSON.parse(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8').split('\n')[0].replace(/^self\.gboardsBuild=|;$/g, ''));

async function waitForApp(page) {
  await page.waitForFunction(() => window.wasmBindings?.uiState, null, { timeout: 20000 });
}

/** The lobby as a person sees it: styled (the stylesheet lays the cards out), with its cards. */
async function assertStyledLobby(page) {
  const look = await page.evaluate(() => ({
    cards: document.querySelectorAll('#lobby .card').length,
    display: getComputedStyle(document.querySelector('#lobby .cards')).display,
    sheets: document.styleSheets.length,
  }));
  assert.equal(look.cards, 3, 'three game cards');
  assert.ok(look.sheets >= 1 && look.display !== 'block', `the stylesheet applies: ${JSON.stringify(look)}`);
}

/** Starts Gygès (quick set-up) against the computer, which moves first (North), answers its
 *  move, and waits for its reply: the worker and its wasm came from the store. */
async function playTheComputer(page) {
  await page.selectOption('#opts-gyges [name=setup]', 'preset:321123');
  await page.selectOption('#opts-gyges [name=player0]', 'human');
  await page.selectOption('#opts-gyges [name=player1]', 'easy');
  await page.click('#start-gyges');
  await page.waitForSelector('#play:not([hidden])');
  const moves = () => page.evaluate(() => window.wasmBindings.uiState().moves.length);
  await page.waitForFunction(() => window.wasmBindings.uiState().moves.length === 1, null, { timeout: 30000 });
  const s = await page.evaluate(() => window.wasmBindings.uiState());
  assert.equal(s.players[s.toMove], 'human');
  await page.fill('#move-input', s.legal[0]);
  await page.press('#move-input', 'Enter');
  assert.equal(await moves(), 2, 'the move typed is played');
  await page.waitForFunction(() => window.wasmBindings.uiState().moves.length === 3, null, { timeout: 30000 });
}

/** Every language works offline: the language module and its messages came with the build.
 *  Switches the game on show to Ukrainian and back. */
async function switchLanguageOffline(page) {
  const uk = fs.readFileSync(new URL('../../www/i18n/uk.ftl', import.meta.url), 'utf8').match(/^play-new = (.+)$/m)[1];
  for (const [code, button] of [['uk', uk], ['en', 'New game']]) {
    await page.selectOption('#lang-picker', code);
    await page.waitForFunction(c => window.gboardsLang?.code === c, code, { timeout: 20000 });
    assert.equal((await page.textContent('#btn-new')).trim(), button, `offline, the game screen in ${code}`);
  }
}

for (const profile of Object.keys(PROFILES)) {
  for (const base of ['/', '/gboards/']) {
    test(`${profile} headers, site at ${base}: offline from the first visit, and a new build taken up`, async () => {
      const site = copySite(dist, tmp);
      const server = await host(site, { profile, base });
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', e => errors.push(String(e)));
        await page.goto(server.url);
        await waitForApp(page);
        // The worker is active once it has stored the whole build.
        await page.evaluate(async () => { await navigator.serviceWorker.ready; });
        const listed = buildOf(site).files;
        const stored = await storedFiles(page);
        for (const file of listed) assert.ok(stored.includes(server.url + file), `${file} is stored after one visit`);

        server.setOffline(true);
        await page.reload();
        await waitForApp(page);
        await assertStyledLobby(page);
        await playTheComputer(page);
        await switchLanguageOffline(page);

        // A new deploy: the page and a fixed-name file change, and so does the build's list.
        server.setOffline(false);
        const oldVersion = buildOf(site).version;
        const html = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
        fs.writeFileSync(path.join(site, 'index.html'), html.replace('<title', '<meta name="gboards-build" content="2"><title'));
        fs.appendFileSync(path.join(site, 'rules/gyges.html'), '\n<!-- build 2 -->\n');
        writeBuildFiles(site);
        const newVersion = buildOf(site).version;
        assert.notEqual(newVersion, oldVersion);
        await page.goto(server.url);
        await waitForApp(page);
        assert.equal(await page.evaluate(() => document.querySelector('meta[name=gboards-build]')?.content), '2', 'the next online visit shows the new build');
        await waitForAsync(page, v => caches.keys().then(k => k.length === 1 && k[0] === `gboards-${v}`), newVersion);
        const rules = await page.evaluate(async url => (await caches.match(url))?.text(), server.url + 'rules/gyges.html');
        assert.match(rules ?? '', /build 2/, `the changed fixed-name file is stored anew: ${(rules ?? '').slice(-60)} in ${await page.evaluate(() => caches.keys())}`);

        server.setOffline(true);
        await page.reload();
        await waitForApp(page);
        assert.equal(await page.evaluate(() => document.querySelector('meta[name=gboards-build]')?.content), '2', 'offline, the new build');
        await assertStyledLobby(page);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
        await server.stop();
      }
    });
  }
}
