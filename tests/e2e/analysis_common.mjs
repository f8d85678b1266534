// What the analysis tests share: the 40-move records of the engine's review tests, opening a
// record from the lobby, and opening the analysis at a move.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const recordOf = name => fs.readFileSync(path.join(root, 'engine', 'tests', 'review_games', name), 'utf8');
export const actionsOf = text => text.split('\n').filter(l => l.trim() && !/^(#|(gboards-record|game|option|seed|start|players|end) )/.test(l));

/** Opens a record from the lobby's "Open a record…" dialog. */
export async function importRecord(page, text) {
  await page.click('#btn-import-lobby');
  await page.fill('#import-text', text);
  await page.click('#btn-import-load');
  await page.waitForFunction(() => window.wasmBindings?.uiState()?.moves?.length > 0, null, { timeout: 30000 });
}

/** Steps back `n` moves with the page's ‹ button, then opens the analysis there. */
export async function analyseAt(page, n) {
  for (let i = 0; i < n; i++) await page.click('#btn-prev');
  await page.click('#btn-analyse');
  await page.waitForSelector('#analysis:not([hidden])', { timeout: 30000 });
}

