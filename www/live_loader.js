// Loads the live-play module when a live game starts (index.html has Trunk build it; nothing
// here is in the first load): the wasm-bindgen script, then its wasm. The page hears back
// through its liveEvent export: 'loaded' once the module listens, 'failed' if it cannot load.
(() => {
  const tell = (kind, text) => window.wasmBindings.liveEvent(kind, text);
  const script = document.createElement('script');
  script.src = './live.js';
  script.onload = () => wasm_bindgen({ module_or_path: './live_bg.wasm' })
    .then(() => { window.gboardsLive = wasm_bindgen; tell('loaded', ''); }, e => tell('failed', String(e)));
  script.onerror = () => tell('failed', 'The live-play module could not be loaded.');
  document.head.append(script);
})();
