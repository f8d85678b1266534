// Writes a build's file list and version into the first line of its service worker, so that
// the worker stores exactly the files of that build (see www/sw.js). The version is a hash of
// every file's name and content: any changed file makes a new worker script, which browsers
// install on the next online visit. Run by the build's post-build hook, or by hand on a folder:
//   node scripts/sw_files.mjs dist
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MARK = 'self.gboardsBuild=';

/** Every file under `dir`, as paths relative to it with `/`, sorted. */
function listFiles(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap(entry => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, name) : entry.isFile() ? [name] : [];
  }).sort();
}

export function writeBuildFiles(dir) {
  const swFile = path.join(dir, 'sw.js');
  if (!fs.existsSync(swFile)) throw new Error(`sw_files: ${swFile} does not exist`);
  const files = listFiles(dir).filter(f => f !== 'sw.js');
  const hash = crypto.createHash('sha256');
  for (const f of files) hash.update(f).update('\0').update(fs.readFileSync(path.join(dir, f))).update('\0');
  const version = hash.digest('hex').slice(0, 16);
  // A line written before (a folder built once, then changed) is replaced.
  const body = fs.readFileSync(swFile, 'utf8').split('\n').filter(line => !line.startsWith(MARK)).join('\n');
  fs.writeFileSync(swFile, `${MARK}${JSON.stringify({ version, files })};\n${body}`);
  return { version, files };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/sw_files.mjs <built site folder>');
    process.exit(2);
  }
  const { version, files } = writeBuildFiles(dir);
  console.log(`sw_files: ${files.length} files, version ${version}`);
}
