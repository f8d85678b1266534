// The profile module's loader (index.html has Trunk build the module; nothing here is in the
// first load): fetched when a rated game ends or the profile panel opens, it loads the module
// and hands it the page's commands (`gboardsProfile`), the first one from its script tag (as
// JSON; the commands are typed: src/protocol/profile.rs).
// Everything else, the panel included, is the module's.
(() => {
  const open = document.currentScript?.dataset.open;
  const first = open && JSON.parse(open);
  if (window.gboardsProfile) return first && window.gboardsProfile(first);
  const waiting = first ? [first] : [];
  let module = null;
  window.gboardsProfile = command => module ? module.profile_command(command) : waiting.push(command);
  import('./profile.js')
    .then(async m => {
      await m.default({ module_or_path: './profile_bg.wasm' });
      module = m;
      waiting.splice(0).forEach(command => m.profile_command(command));
    })
    .catch(e => {
      // Where the player looks: the banner of a game that ended, else the lobby's line.
      const where = document.getElementById(document.getElementById('play').hidden ? 'lobby-error' : 'banner-rating');
      where.textContent = `The profile module could not be loaded (${e.message ?? e}).`;
      where.hidden = false;
      delete window.gboardsProfile;
    });
})();
