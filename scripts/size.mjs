// Prints the gzipped size of every file the first load fetches and fails over budget.
// Usage: node scripts/size.mjs dist
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET = 280 * 1024;
const dir = process.argv[2] ?? 'dist';
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
// The first load: index.html and everything it links or preloads (scripts, styles, the wasm).
const refs = new Set(['index.html']);
// Attribute values may be quoted or not (the release build minifies the HTML).
for (const m of html.matchAll(/(?:href|src)=["']?\.?\/?([^"'#?\s>]+\.(?:js|wasm|css))/g)) refs.add(m[1]);
for (const m of html.matchAll(/['"`]\.\/([^'"`]+\.(?:js|wasm))['"`]/g)) refs.add(m[1]);
let total = 0;
const rows = [];
for (const f of refs) {
  const p = path.join(dir, f);
  if (!fs.existsSync(p)) continue;
  const raw = fs.readFileSync(p);
  const gz = zlib.gzipSync(raw, { level: 9 }).length;
  total += gz;
  rows.push([f, raw.length, gz]);
}
for (const [f, raw, gz] of rows) console.log(`${f.padEnd(48)} ${String(raw).padStart(9)} B  ${String(gz).padStart(8)} B gz`);
console.log(`${'total'.padEnd(48)} ${''.padStart(11)} ${String(total).padStart(8)} B gz  (${(total / 1024).toFixed(1)} KB of ${BUDGET / 1024} KB)`);
if (!rows.some(([f]) => f.endsWith('.wasm'))) { console.log('size: no wasm found in the first load'); process.exit(1); }
if (total > BUDGET) { console.log('size: OVER BUDGET'); process.exit(1); }
