// The analysis module's loader (index.html has Trunk build the module; nothing here is in the
// first load): it loads the module and hands it the page's commands (gboardsAnalysisCommand),
// the first one from its script tag. The panels, the review and the editor are the module's.
(() => {
  const first = document.currentScript?.dataset.open;
  if (window.gboardsAnalysisCommand) return first && window.gboardsAnalysisCommand(first);
  const waiting = first ? [first] : [];
  window.gboardsAnalysisCommand = text => { waiting.push(text); return true; };
  import('./analysis.js')
    .then(async m => {
      await m.default({ module_or_path: './analysis_bg.wasm' });
      window.gboardsAnalysisCommand = text => { m.analysis_command(text); return true; };
      waiting.splice(0).forEach(text => m.analysis_command(text));
    })
    .catch(e => {
      const where = document.getElementById('error');
      where.textContent = `The analysis module could not be loaded (${e.message ?? e}).`;
      where.hidden = false;
      delete window.gboardsAnalysisCommand;
    });
})();
