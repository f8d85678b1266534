// The languages' figures for the benchmark table: each language's first load (English is the
// page's first load; another language adds the language module and its file, fetched at start
// for a visitor whose browser prefers it), and the time a switch takes from the picker to the
// page written again, cold (the module fetched and compiled) and warm (the module loaded).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gz = file => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Rows [what, figure] for the languages, `firstLoad` being the page's first load in bytes gz. */
export async function languageRows(browser, url, firstLoad, dir = 'dist') {
  const rows = [];
  const module = gz(path.join(dir, 'lang_bg.wasm')) + gz(path.join(dir, 'lang.js')) + gz(path.join(dir, 'lang_loader.js'));
  for (const code of ['en', 'uk', 'fr']) {
    const bytes = code === 'en' ? firstLoad : firstLoad + module + gz(path.join(dir, 'i18n', `${code}.ftl`));
    rows.push([`language ${code}: first load (a browser that prefers it)`, `${(bytes / 1024).toFixed(1)} KB gz`]);
  }
  for (const code of ['uk', 'fr']) {
    const context = await browser.newContext({ locale: code, viewport: { width: 1000, height: 760 } });
    const page = await context.newPage();
    const start = Date.now();
    await page.goto(url);
    await page.waitForFunction(c => window.gboardsLang?.code === c, code);
    rows.push([`language ${code}: navigation to the page in ${code}`, `${Date.now() - start} ms`]);
    await context.close();
  }
  const page = await browser.newPage({ viewport: { width: 1000, height: 760 } });
  await page.goto(url);
  await page.waitForFunction(() => window.wasmBindings);
  // The longest main-thread task while switching (the budget is 50 ms), from the browser's
  // long-task entries (tasks of 50 ms or more); "under 50 ms" when there is none.
  const switchTo = code => page.evaluate(code => new Promise(done => {
    const t = performance.now();
    let longest = 0;
    const watch = new PerformanceObserver(list => { for (const e of list.getEntries()) longest = Math.max(longest, e.duration); });
    watch.observe({ type: 'longtask' });
    // The loader says `gboards-language` once the page is in the language.
    addEventListener('gboards-language', () => {
      const took = performance.now() - t;
      // Long-task entries arrive after their task ends.
      setTimeout(() => { watch.disconnect(); done(`${took.toFixed(0)} ms, longest task ${longest ? `${longest.toFixed(0)} ms` : 'under 50 ms'}`); }, 100);
    }, { once: true });
    const picker = document.getElementById('lang-picker');
    picker.value = code;
    picker.dispatchEvent(new Event('change'));
  }), code);
  rows.push(['language switch en → uk, cold (module fetched and compiled)', await switchTo('uk')]);
  rows.push(['language switch uk → fr, warm', await switchTo('fr')]);
  rows.push(['language switch fr → en, warm', await switchTo('en')]);
  await page.close();
  return rows;
}
