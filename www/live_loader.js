// The live module's loader (index.html has Trunk build the module; nothing here is in the first
// load): it loads the module once and hands it its script tag's data (the room and, for its
// host, the game's record; or `pair`, a search for players). A search asked for before the
// module came waits here. Everything else, the panel included, is the module's.
(() => {
  const { room, record, pair } = document.currentScript.dataset;
  let data = [room, record, pair];
  if (window.gboardsLive) return window.gboardsLive.live_load(...data);
  // A later search (or `null`: given up) before the module came replaces the first.
  window.gboardsLivePair = search => { data = [room, search?.record ?? '', search?.clock ?? '']; };
  const fail = text => {
    const note = document.getElementById(document.getElementById('play').hidden ? 'lobby-error' : 'notice');
    note.textContent = text;
    note.hidden = false;
  };
  const script = document.createElement('script');
  script.src = './live.js';
  script.onload = () => wasm_bindgen({ module_or_path: './live_bg.wasm' }).then(() => {
    const live = window.gboardsLive = wasm_bindgen;
    window.gboardsLiveEvent = live.live_event;
    window.gboardsLiveCommand = live.live_command;
    window.gboardsLivePair = live.live_search;
    live.live_load(...data);
  }, e => fail(`The live-play module could not start: ${e}`));
  script.onerror = () => fail('The live-play module could not be loaded.');
  document.head.append(script);
})();
