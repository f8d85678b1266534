// Starts the computer's search worker (index.html builds it, tuned for speed, fetched only when a
// computer seat or a hint is first needed): the wasm-bindgen script, then its wasm, passed as
// current wasm-bindgen expects (an options object; a bare URL is deprecated). The page's links
// carry no integrity hashes: browsers ignore them on a wasm preload and warn, and the files are
// same-origin and content-hashed.
importScripts('./ai_worker.js');
wasm_bindgen({ module_or_path: './ai_worker_bg.wasm' });
