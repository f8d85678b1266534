// Which words on a screen are English: a word counts as English when en.ftl has it and the
// language's own file does not (so names such as Gygès, GIPF or TAMSK, which every file has,
// never count). Shared by the languages tests.
import fs from 'node:fs';
import path from 'node:path';

const I18N = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../www/i18n');

/** The words of a language file's texts: no ids, variables, select keys or comments. */
export function words(code) {
  const text = fs.readFileSync(path.join(I18N, `${code}.ftl`), 'utf8')
    .split('\n')
    .filter(line => !line.startsWith('#'))
    .map(line => line.replace(/^[a-z][a-z0-9-]*\s*=/, '').replace(/^\s+\.[a-z-]+\s*=/, '').replace(/^\s*\*?\[[a-z0-9-]+\]/, ''))
    .join('\n')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return new Set(tokens(text));
}

/** A text's words of three letters or more, lower-cased. */
export const tokens = text => (text.toLowerCase().match(/[\p{L}'ʼ’]{3,}/gu) ?? []).map(w => w.replace(/^['ʼ’]+|['ʼ’]+$/g, ''));

/** The words English has and the language `code` does not. */
export function englishOnly(code) {
  const own = words(code);
  return new Set([...words('en')].filter(w => !own.has(w)));
}

/** The English words in `text`, for a page in the language `code`. */
export const englishIn = (text, english) => tokens(text).filter(w => english.has(w));
