// The study module's loader (index.html has Trunk build the module; nothing here is in the
// first load). The module runs twice: on the page (its panels) and in a module worker started
// from this same file (the solver). On the page it holds the page's calls (gboardsStudyOpen,
// gboardsStudyCommand), the first from its script tag, until the module is ready.
{
  const load = () => import('./study.js').then(async m => (await m.default({ module_or_path: './study_bg.wasm' }), m));
  if (typeof document === 'undefined') load().catch(e => setTimeout(() => { throw e; }));
  else if (!window.gboardsStudyOpen) {
    let module = null, waiting = [['study_open', document.currentScript?.dataset.open ?? 'daily']];
    const call = name => text => module ? module[name](text) : waiting.push([name, text]);
    window.gboardsStudyOpen = call('study_open');
    window.gboardsStudyCommand = call('study_command');
    load().then(m => { module = m; waiting.splice(0).forEach(([name, text]) => m[name](text)); }, e => {
      delete window.gboardsStudyOpen;
      delete window.gboardsStudyCommand;
      const line = document.getElementById('lobby-error');
      line.textContent = `The study module could not be loaded (${e.message ?? e}).`;
      line.hidden = false;
    });
  }
}
