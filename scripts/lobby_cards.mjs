// Stamps the lobby's cards into the built index.html: one per game of the engine's registry
// (`gboards games`: name, short name, full name, the levels offered with their ratings), in its
// order, from the page's card shell and each game's own templates (its thumbnail, blurb and
// rules options). A game without its
// templates, or templates of a game the registry lacks, stop the build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** The registry's games, as the engine's command line lists them. */
export function registryGames() {
  const out = execFileSync('cargo', ['run', '--quiet', '--release', '-p', 'gboards-engine', '--bin', 'gboards', '--', 'games'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return out.trim().split('\n').map(line => {
    const [name, short, title, levelText] = line.split('\t');
    const levels = (levelText || '').split(' ').map(pair => pair.split('=')).map(([level, rating]) => ({ level, rating: Number(rating) }));
    if (!name || !short || !title || !levels.length || levels.some(l => !l.level || !Number.isInteger(l.rating))) {
      throw new Error(`lobby_cards: 'gboards games' printed an odd line: ${line}`);
    }
    return { name, short, title, levels };
  });
}

/** The level picker's options: each level with its rating, Medium chosen. Each is message
 *  `shell-level-rated` (www/i18n/en.ftl), whose English this writes; the language
 *  module puts it in another language, the rating as written (a string, so never grouped). */
const levelOptions = levels => levels
  .map(({ level, rating }) => {
    const args = JSON.stringify({ level, rating: String(rating) }).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    return `<option value="${level}"${level === 'medium' ? ' selected' : ''} data-l10n-id="shell-level-rated" data-l10n-args='${args}'>${level[0].toUpperCase()}${level.slice(1)} ≈ ${rating}</option>`;
  })
  .join('');

const escape = text => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `html` with its card templates replaced by one card per game. Quotes are optional in the
 *  patterns: the release build's HTML is minified first. */
export function stampCards(html, games) {
  const shellPattern = /<template id=["']?card-shell["']?>([\s\S]*?)<\/template>/;
  const shell = html.match(shellPattern);
  if (!shell) throw new Error('lobby_cards: index.html has no card shell template');
  const parts = new Map();
  const partPattern = /<template data-card-(about|blurb|options)=["']?([a-z]+)["']?>([\s\S]*?)<\/template>/g;
  for (const [, part, game, body] of html.matchAll(partPattern)) parts.set(`${game} ${part}`, body);
  const cards = games.map(game => {
    const fill = { name: game.name, short: escape(game.short), title: escape(game.title), levels: levelOptions(game.levels) };
    for (const part of ['about', 'blurb', 'options']) {
      const body = parts.get(`${game.name} ${part}`);
      if (body === undefined) throw new Error(`lobby_cards: index.html has no ${part} template for ${game.name}`);
      parts.delete(`${game.name} ${part}`);
      fill[part] = body;
    }
    return shell[1].replace(/\{(name|short|title|levels|about|blurb|options)\}/g, (_, key) => fill[key]);
  });
  if (parts.size) throw new Error(`lobby_cards: templates for games the registry lacks: ${[...parts.keys()].join(', ')}`);
  return html.replace(partPattern, '').replace(shellPattern, cards.join(''));
}

/** Stamps the cards into `file` in place. */
export function stampCardsInFile(file) {
  fs.writeFileSync(file, stampCards(fs.readFileSync(file, 'utf8'), registryGames()));
}
