// Trunk post-build hook. For release builds it makes the page's wasm and its JS glue smaller.
// 1. wasm-bindgen names each import after its JS function plus a 16-digit hash, and those
//    names travel twice (in the wasm and in the glue) and barely compress. They are renamed to
//    short ones in both files; the import module too, and the wasm's exports, which only the
//    glue calls (the page calls the glue's own exports, which keep their names).
// 2. The glue is minified by esbuild (Trunk's own JS minifier cannot parse it).
// 3. The service worker script and the profile module's glue are minified too.
// 4. In every build, the lobby's cards are stamped from the engine's registry
//    (scripts/lobby_cards.mjs), the web manifest's texts come from the language files
//    (scripts/manifest.mjs), and last the service worker gets the build's file list
//    (scripts/sw_files.mjs).
// Anything unexpected stops the build: a half-renamed pair of files would not load.
import fs from 'node:fs';
import path from 'node:path';
import { writeBuildFiles } from './sw_files.mjs';
import { stampCardsInFile } from './lobby_cards.mjs';
import { localizeManifest } from './manifest.mjs';

const SHORT_MODULE = 'w';
const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) process.exit(0);
stampCardsInFile(path.join(dir, 'index.html'));
localizeManifest(path.join(dir, 'manifest.webmanifest'));
if (process.env.TRUNK_PROFILE !== 'release') {
  writeBuildFiles(dir);
  process.exit(0);
}

const glue = fs.readdirSync(dir).filter(f => /^gboards-web-[0-9a-f]+\.js$/.test(f));
if (glue.length !== 1) throw new Error(`postbuild: expected one page glue file, found ${glue.length}`);
const jsFile = path.join(dir, glue[0]);
const wasmFile = jsFile.replace(/\.js$/, '_bg.wasm');

const { wasm, module, names, exports } = renameImportsAndExports(fs.readFileSync(wasmFile));
// Doc comments first: they may quote names.
let js = fs.readFileSync(jsFile, 'utf8').replace(/\/\*\*[\s\S]*?\*\//g, '');
const start = js.indexOf('function __wbg_get_imports()');
const end = js.indexOf('\n}\n', start);
if (start < 0 || end < 0) throw new Error('postbuild: the glue has no __wbg_get_imports function');
let imports = js.slice(start, end);
for (const [old, short] of names) {
  const renamed = imports.replace(new RegExp(`\\b${old}:`, 'g'), `${short}:`);
  if (renamed === imports) throw new Error(`postbuild: the glue does not define the import ${old}`);
  imports = renamed;
}
const moduleKey = JSON.stringify(module) + ':';
if (!imports.includes(moduleKey)) throw new Error(`postbuild: the glue does not name the module ${module}`);
imports = imports.replace(moduleKey, `${SHORT_MODULE}:`);
js = js.slice(0, start) + imports + js.slice(end);
for (const [old, short] of exports) {
  // The glue reaches exports as `wasm.<name>`; a quoted name or `exports.<name>` would be missed.
  if (new RegExp(`['"\`]${old}['"\`]|exports\\.${old}\\b`).test(js)) throw new Error(`postbuild: the glue names the export ${old} other than as wasm.${old}`);
  js = js.replace(new RegExp(`\\bwasm\\.${old}\\b`, "g"), () => `wasm.${short}`);
}

let esbuild = null;
try {
  esbuild = await import('esbuild');
} catch {
  console.warn('postbuild: esbuild is not installed (npm ci): the JS glue is not minified');
}
if (esbuild) js = esbuild.transformSync(js, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' }).code;
fs.writeFileSync(wasmFile, wasm);
fs.writeFileSync(jsFile, js);
console.log(`postbuild: ${names.size} imports and ${exports.size} exports renamed; ${path.basename(jsFile)} is ${js.length} bytes`);
// The profile module's glue is an ES module as well (it runs on the page beside the live
// module's global one), which Trunk's minifier cannot parse either.
const profileGlue = path.join(dir, 'profile.js');
if (esbuild && fs.existsSync(profileGlue)) {
  fs.writeFileSync(profileGlue, esbuild.transformSync(fs.readFileSync(profileGlue, 'utf8'), { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' }).code);
}
const swFile = path.join(dir, 'sw.js');
if (esbuild && fs.existsSync(swFile)) {
  fs.writeFileSync(swFile, esbuild.transformSync(fs.readFileSync(swFile, 'utf8'), { minify: true, target: 'es2020', legalComments: 'none' }).code);
}
const build = writeBuildFiles(dir);
console.log(`postbuild: the service worker keeps ${build.files.length} files (build ${build.version})`);

/** The wasm with every import of the glue's module renamed (`_0`, `_1`, …, module `w`) and
 *  every export (`$0`, `$1`, …). */
function renameImportsAndExports(bytes) {
  const SECTION_IMPORT = 2, SECTION_EXPORT = 7;
  let p = 8;
  const leb = () => {
    let value = 0, shift = 0, byte;
    do { byte = bytes[p++]; value += (byte & 127) * 2 ** shift; shift += 7; } while (byte & 128);
    return value;
  };
  const name = () => { const n = leb(); const s = bytes.subarray(p, p + n).toString(); p += n; return s; };
  const parts = [bytes.subarray(0, 8)];
  const names = new Map();
  const exports = new Map();
  const modules = new Set();
  while (p < bytes.length) {
    const sectionStart = p;
    const id = bytes[p++];
    const size = leb();
    const sectionEnd = p + size;
    if (id === SECTION_EXPORT) {
      const count = leb();
      const entries = [uleb(count)];
      for (let i = 0; i < count; i++) {
        const field = name();
        const descStart = p;
        p++; // kind
        leb(); // index
        exports.set(field, '$' + i.toString(36));
        entries.push(str(exports.get(field)), bytes.subarray(descStart, p));
      }
      if (p !== sectionEnd) throw new Error('postbuild: the export section did not parse');
      const section = Buffer.concat(entries);
      parts.push(Buffer.from([SECTION_EXPORT]), uleb(section.length), section);
      continue;
    }
    if (id !== SECTION_IMPORT) {
      parts.push(bytes.subarray(sectionStart, sectionEnd));
      p = sectionEnd;
      continue;
    }
    const count = leb();
    const entries = [uleb(count)];
    for (let i = 0; i < count; i++) {
      const module = name();
      const field = name();
      const descStart = p;
      skipImportDesc();
      modules.add(module);
      if (!names.has(field)) names.set(field, '_' + names.size.toString(36));
      entries.push(str(SHORT_MODULE), str(names.get(field)), bytes.subarray(descStart, p));
    }
    if (p !== sectionEnd) throw new Error('postbuild: the import section did not parse');
    const section = Buffer.concat(entries);
    parts.push(Buffer.from([SECTION_IMPORT]), uleb(section.length), section);
  }
  if (modules.size !== 1) throw new Error(`postbuild: expected imports from one module, found ${[...modules]}`);
  return { wasm: Buffer.concat(parts), module: [...modules][0], names, exports };

  function skipImportDesc() {
    const kind = bytes[p++];
    const limits = () => { const flags = bytes[p++]; leb(); if (flags & 1) leb(); };
    if (kind === 0) leb(); // function: type index
    else if (kind === 1) { p++; limits(); } // table: element type, limits
    else if (kind === 2) limits(); // memory
    else if (kind === 3) p += 2; // global: value type, mutability
    else if (kind === 4) { p++; leb(); } // tag
    else throw new Error(`postbuild: unknown import kind ${kind}`);
  }
}

function uleb(n) {
  const out = [];
  do { let byte = n & 127; n = Math.floor(n / 128); if (n) byte |= 128; out.push(byte); } while (n);
  return Buffer.from(out);
}

function str(s) {
  const b = Buffer.from(s);
  return Buffer.concat([uleb(b.length), b]);
}
