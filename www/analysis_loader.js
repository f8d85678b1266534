// The analysis module's loader (index.html has Trunk build the module; nothing here is in the
// first load): it loads the module and hands it the page's commands (gboardsAnalysisCommand),
// the first one from its script tag (as JSON). The panels, the review and the editor are the
// module's; the commands are typed (src/protocol/analysis.rs).
(() => {
  const open = document.currentScript?.dataset.open;
  const first = open && JSON.parse(open);
  if (window.gboardsAnalysisCommand) return first && window.gboardsAnalysisCommand(first);
  const waiting = first ? [first] : [];
  window.gboardsAnalysisCommand = command => { waiting.push(command); return true; };
  import('./analysis.js')
    .then(async m => {
      await m.default({ module_or_path: './analysis_bg.wasm' });
      window.gboardsAnalysisCommand = command => { m.analysis_command(command); return true; };
      waiting.splice(0).forEach(command => m.analysis_command(command));
    })
    .catch(e => {
      const where = document.getElementById('error');
      where.textContent = `The analysis module could not be loaded (${e.message ?? e}).`;
      where.hidden = false;
      delete window.gboardsAnalysisCommand;
    });
})();
