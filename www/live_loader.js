// Loads the live-play module when a live game starts (index.html has Trunk build it; nothing
// here is in the first load), then runs the room for the page: its script tag carries the room
// and, for the host, the game's record. The page opens games and shows moves (liveEvent); the
// connection indicator and the notes are written here.
(() => {
  const { room, record } = document.currentScript.dataset;
  const $ = id => document.getElementById(id);
  const show = (id, text) => { $(id).textContent = text; $(id).hidden = false; };
  // Notes go to the game screen, or to the lobby while the guest waits for the game.
  const note = text => show($('play').hidden ? 'lobby-error' : 'notice', text);
  const STATES = {
    connecting: 'Online: connecting…', waiting: 'Online: waiting for your friend', connected: 'Online: connected',
    disconnected: 'Online: your friend is disconnected', unreachable: 'Online: the signalling server cannot be reached',
  };
  window.gboardsLiveEvent = (kind, text) => {
    if (kind === 'state') show('live-state', STATES[text] ?? text);
    else if (kind === 'refused') note(`A message from the other device was refused: ${text}`);
    else if (kind === 'note') note(text);
    else window.wasmBindings.liveEvent(kind, text);
  };
  if (record) {
    navigator.clipboard?.writeText(location.href).catch(() => {});
    note(`Send this link to your friend (copied): ${location.href} — the game starts when they open it.`);
  } else {
    note('Joining the live game…');
  }
  const start = () => {
    try { window.gboardsLive.live_start(room, record ?? ''); } catch (e) { note(`Live play could not start: ${e.message ?? e}`); }
  };
  if (window.gboardsLive) return start();
  const script = document.createElement('script');
  script.src = './live.js';
  script.onload = () => wasm_bindgen({ module_or_path: './live_bg.wasm' }).then(() => {
    window.gboardsLive = wasm_bindgen;
    window.gboardsLiveSend = action => wasm_bindgen.live_command(`move ${action}`);
    start();
  }, e => note(`The live-play module could not start: ${e}`));
  script.onerror = () => note('The live-play module could not be loaded.');
  document.head.append(script);
})();
