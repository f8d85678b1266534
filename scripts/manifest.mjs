// The web manifest's name and description come from the language files: English (`page-title`,
// `app-description` in www/i18n/en.ftl) as `name` and `description`, every other language as
// `name_localized` and `description_localized`, for browsers that show an installed app in the
// player's language. Run by scripts/postbuild.mjs on the built copy of the manifest.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const I18N = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../www/i18n');

/** A one-line message of a language file; the build stops if it is missing. */
function message(code, id) {
  const text = fs.readFileSync(path.join(I18N, `${code}.ftl`), 'utf8');
  const found = text.match(new RegExp(`^${id} = (.+)$`, 'm'));
  if (!found) throw new Error(`manifest: ${code}.ftl has no one-line message ${id}`);
  return found[1].trim();
}

/** The languages there are files for, English first. */
export const languages = () => ['en', ...fs.readdirSync(I18N).filter(f => /^[a-z]{2,3}\.ftl$/.test(f) && f !== 'en.ftl').map(f => f.slice(0, -4)).sort()];

/** Writes the texts into the manifest at `file`. */
export function localizeManifest(file) {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const others = languages().slice(1);
  manifest.lang = 'en';
  manifest.name = message('en', 'page-title');
  manifest.description = message('en', 'app-description');
  manifest.name_localized = Object.fromEntries(others.map(code => [code, message(code, 'page-title')]));
  manifest.description_localized = Object.fromEntries(others.map(code => [code, message(code, 'app-description')]));
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2) + '\n');
}
