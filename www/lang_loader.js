// The language module's loader (index.html has Trunk build the module; nothing here is in the
// first load): fetched when a language other than English is chosen. It loads the module and
// the language's messages (i18n/<code>.ftl), puts the page's own text in that language and
// says so with a `gboards-language` event on the window (the app writes its text again on it),
// or with `gboards-language-failed`. The code comes from its script tag (as JSON), later ones through
// gboardsLanguage(code); the last one asked wins.
(() => {
  const open = document.currentScript?.dataset.open;
  const first = open && JSON.parse(open);
  if (window.gboardsLanguage) return first && window.gboardsLanguage(first);
  let wanted = first, module = null;
  const report = e => {
    const where = document.getElementById(document.getElementById('play').hidden ? 'lobby-error' : 'error');
    where.textContent = `The language could not be loaded (${e.message ?? e}).`;
    where.hidden = false;
    dispatchEvent(new CustomEvent('gboards-language-failed', { detail: wanted }));
  };
  // Each step is a task of its own, so that no one task takes long (the browser's number
  // formats load their locale's data on first use).
  const yieldTask = () => new Promise(done => setTimeout(done, 0));
  const apply = code => fetch(`./i18n/${code}.ftl`)
    .then(r => r.ok ? r.text() : Promise.reject(new Error(`${code}.ftl: HTTP ${r.status}`)))
    .then(async text => {
      if (code !== wanted) return;
      try { module.set_language(code, text); } catch (e) { report(e); }
      await yieldTask();
      new Intl.NumberFormat(code).format(1.5);
      new Intl.PluralRules(code).select(2);
      await yieldTask();
      if (code !== wanted) return;
      module.translate(document);
      await yieldTask();
      if (code !== wanted) return;
      // The page is in the language once this says so and the app has written its text.
      window.gboardsLang = { code, format: module.format, formatId: module.formatId, translate: module.translate };
      dispatchEvent(new CustomEvent('gboards-language', { detail: code }));
    })
    .catch(report);
  window.gboardsLanguage = code => { wanted = code; if (module) apply(code); return true; };
  import('./lang.js')
    .then(async m => {
      await m.default({ module_or_path: './lang_bg.wasm' });
      module = m;
      apply(wanted);
    })
    .catch(e => { report(e); delete window.gboardsLanguage; });
})();
