// The study module's loader (index.html has Trunk build the module; nothing here is in the
// first load). The module runs twice: on the page (its panels) and in a module worker started
// from this same file (the solver). On the page it holds the page's commands
// (gboardsStudyCommand, typed: src/protocol/study.rs), the first from its script tag as JSON,
// until the module is ready.
{
  const load = () => import('./study.js').then(async m => (await m.default({ module_or_path: './study_bg.wasm' }), m));
  if (typeof document === 'undefined') load().catch(e => setTimeout(() => { throw e; }));
  else if (!window.gboardsStudyCommand) {
    const open = document.currentScript?.dataset.open;
    let module = null, waiting = [open ? JSON.parse(open) : { open: { what: 'daily' } }];
    window.gboardsStudyCommand = command => module ? module.study_command(command) : waiting.push(command);
    load().then(m => { module = m; waiting.splice(0).forEach(command => m.study_command(command)); }, e => {
      delete window.gboardsStudyCommand;
      const line = document.getElementById('lobby-error');
      line.textContent = `The study module could not be loaded (${e.message ?? e}).`;
      line.hidden = false;
    });
  }
}
