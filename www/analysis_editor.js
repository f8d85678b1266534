// The position editor's screen (loaded by www/analysis_loader.js, never in the first load). The
// module's editor holds the board and judges it; this builds the palette, passes clicks and
// keys on the real board canvas to it as place names (found from the page's boardPoint), shows
// the problems in words as the board changes, and offers "Analyse this position" and "Play from
// here" only when there are none. The page draws the edited position whenever its game can.
(() => {
  const $ = id => document.getElementById(id);
  const make = (tag, props = {}, ...children) => {
    const e = Object.assign(document.createElement(tag), props);
    e.append(...children);
    return e;
  };
  const send = command => window.gboardsAnalysisCommand(command);

  const style = make('style', { textContent: `
    body.editing #analysis { display: none !important; }
    .editor { display: grid; gap: .4rem; margin: .4rem 0; }
    .editor[hidden] { display: none; }
    .ed-group { display: flex; flex-wrap: wrap; gap: .25rem; align-items: center; }
    .ed-group button[aria-pressed="true"] { background: #2f6d5a; color: #fff; outline: 2px solid #2f6d5a; }
    .ed-problems { margin: 0; padding-left: 1.2rem; color: #b03a2e; }
    .ed-ok { margin: 0; color: #2f6d5a; }
    .ed-count input { width: 4rem; }
    .ed-cursor { position: absolute; pointer-events: none; border: 3px solid #2f6d5a; border-radius: 50%; box-shadow: 0 0 0 2px #fff; }
    .ed-link { width: 100%; font-family: monospace; font-size: .8rem; }
  ` });
  document.head.append(style);

  const help = make('p', { className: 'an-note', textContent: 'Choose a piece, then click a point of the board to put it there; click it again, or use the eraser, to take it off. On the board, the arrow keys move a cursor, Enter puts the piece and Delete takes it off.' });
  const palette = make('div', { id: 'ed-palette', className: 'ed-palette' });
  const side = make('select', { id: 'ed-side' });
  side.addEventListener('change', () => send(`edit side ${side.value}`));
  const sideLabel = make('label', {}, 'To move ', side);
  const counts = make('div', { id: 'ed-counts', className: 'ed-group' });
  const problems = make('ul', { id: 'ed-problems', className: 'ed-problems' });
  const ok = make('p', { id: 'ed-ok', className: 'ed-ok' });
  const status = make('div', {}, problems, ok);
  status.setAttribute('aria-live', 'polite');
  const at = make('p', { id: 'ed-at', className: 'sr-only' });
  at.setAttribute('aria-live', 'polite');
  const note = make('p', { id: 'ed-note', className: 'an-note' });
  note.setAttribute('role', 'status');
  const link = make('input', { id: 'ed-link', className: 'ed-link', readOnly: true, hidden: true });
  link.setAttribute('aria-label', 'Link to this position');
  const row = () => make('div', { className: 'row' });
  const rows = [row(), row(), row()];
  const button = (label, id, r, action, title = '') => {
    const b = make('button', { type: 'button', id, textContent: label, title });
    b.addEventListener('click', action);
    rows[r].append(b);
    return b;
  };
  button('Clear', 'ed-clear', 0, () => send('edit clear'), 'Take every piece off the board');
  button('Start position', 'ed-start', 0, () => send('edit start'), "The game's start");
  const analyse = button('Analyse this position', 'ed-analyse', 1, () => record && window.gboardsAnalysisCommand(`open end\n${record}`));
  const players = make('select', { id: 'ed-players' });
  players.setAttribute('aria-label', 'Who plays from here');
  for (const [value, label] of [['', 'Players on this device'], ['easy', 'Against the computer · Easy'], ['medium', 'Against the computer · Medium'], ['hard', 'Against the computer · Hard']]) {
    players.append(make('option', { value, textContent: label }));
  }
  rows[1].append(players);
  const play = button('Play from here', 'ed-play', 1, () => record && playFrom(record));
  const share = button('Share link', 'ed-share', 2, () => send('edit share'));
  analyse.disabled = play.disabled = share.disabled = true;
  button('Close', 'ed-close', 2, () => close());
  const panel = make('section', { id: 'editor', className: 'editor', hidden: true });
  panel.setAttribute('aria-label', 'Position editor');
  panel.append(make('h2', { textContent: 'Set up a position' }), help, palette, sideLabel, counts, status, at, ...rows, note, link);
  $('status').after(panel);
  const cursorRing = make('div', { className: 'ed-cursor', hidden: true });
  $('board-wrap')?.append(cursorRing);

  // What the module last said: the places, the palette groups and the choice in each.
  let places = [], groups = [], chosen = {}, erasing = false, record = '', origin = 'lobby', cursor = null, lastPalette = '';
  const editing = window.gboardsEditing = () => !panel.hidden;

  const pieceCode = () => groups.map(g => chosen[g.name] ?? g.items[0].code).join('');
  const drawPalette = () => {
    const key = JSON.stringify(groups);
    if (key === lastPalette) return;
    lastPalette = key;
    palette.replaceChildren(...groups.map(g => {
      const box = make('div', { className: 'ed-group' });
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', g.name === 'piece' ? 'Piece' : g.name[0].toUpperCase() + g.name.slice(1));
      for (const item of g.items) {
        const b = make('button', { type: 'button', textContent: item.label });
        b.dataset.group = g.name;
        b.dataset.code = item.code;
        b.addEventListener('click', () => { chosen[g.name] = item.code; erasing = false; pressed(); });
        box.append(b);
      }
      return box;
    }), (() => {
      const box = make('div', { className: 'ed-group' });
      const b = make('button', { type: 'button', id: 'ed-eraser', textContent: 'Eraser' });
      b.addEventListener('click', () => { erasing = !erasing; pressed(); });
      box.append(b);
      return box;
    })());
    pressed();
  };
  const pressed = () => {
    for (const b of palette.querySelectorAll('button[data-group]')) {
      const g = groups.find(x => x.name === b.dataset.group);
      b.setAttribute('aria-pressed', String(!erasing && (chosen[g.name] ?? g.items[0].code) === b.dataset.code));
    }
    $('ed-eraser')?.setAttribute('aria-pressed', String(erasing));
  };

  // The engine's problems are phrases: each is shown as a sentence.
  const sentence = p => `${p[0].toUpperCase()}${p.slice(1)}${/[.!?]$/.test(p) ? '' : '.'}`;
  const show = text => {
    const byGroup = new Map();
    let problemList = [], drawn = true;
    for (const line of text.split('\n')) {
      const [key, ...rest] = line.split('\t');
      if (key === 'places') places = rest[0].split(' ');
      else if (key === 'palette') {
        if (!byGroup.has(rest[0])) byGroup.set(rest[0], []);
        byGroup.get(rest[0]).push({ code: rest[1], label: rest[2] });
      } else if (key === 'sides') side.replaceChildren(...rest.map((name, i) => make('option', { value: i, textContent: name })));
      else if (key === 'side') side.value = rest[0];
      else if (key === 'problem') problemList.push(rest[0]);
      else if (key === 'drawn') drawn = rest[0] === 'yes';
    }
    groups = [...byGroup].map(([name, items]) => ({ name, items }));
    for (const g of groups) if (!g.items.some(i => i.code === chosen[g.name])) delete chosen[g.name];
    drawPalette();
    showCounts(text);
    problems.replaceChildren(...problemList.map(p => make('li', { textContent: sentence(p) })));
    if (!drawn) problems.append(make('li', { textContent: 'The board shows the last set-up the game can draw.' }));
    ok.textContent = problemList.length ? '' : 'This position can be analysed and played.';
  };
  const showCounts = text => {
    const list = text.split('\n').filter(l => l.startsWith('count\t')).map(l => l.split('\t'));
    if (counts.children.length !== list.length) {
      counts.replaceChildren(...list.map(([, label], i) => {
        const input = make('input', { type: 'number', min: 0, max: 255, id: `ed-count-${i}` });
        input.addEventListener('change', () => send(`edit count ${i} ${Math.max(0, Math.floor(Number(input.value) || 0))}`));
        return make('label', { className: 'ed-count' }, `${label} `, input);
      }));
    }
    list.forEach(([, , n], i) => { const input = $(`ed-count-${i}`); if (input && document.activeElement !== input) input.value = n; });
  };

  const open = () => {
    if (panel.hidden) origin = $('analysis')?.hidden === false ? 'analysis' : 'lobby';
    panel.hidden = false;
    link.hidden = true;
    note.textContent = '';
    document.body.classList.add('analysing', 'editing');
  };
  const hide = () => {
    panel.hidden = true;
    cursor = null;
    cursorRing.hidden = true;
    document.body.classList.remove('editing');
  };
  window.gboardsEditorClose = hide;
  const close = () => {
    hide();
    if (origin === 'analysis') send('show');
    else $('btn-new')?.click();
  };
  // A game from the edited position: the seat to move is the person's against the computer.
  const playFrom = text => {
    const level = players.value;
    const seats = side.options.length;
    const line = level ? `players ${[...Array(seats)].map((_, i) => i === Number(side.value) ? 'human' : level).join(' ')}\n` : '';
    hide();
    window.wasmBindings.analysisEvent('close', text + line);
  };

  window.gboardsEditorEvent = (kind, text) => {
    if (kind === 'edit') { open(); show(text); }
    else if (kind === 'edit-board') {
      // The page opens the position as a new board, which takes the focus: the keyboard stays
      // on the board.
      const focused = document.activeElement === board();
      window.wasmBindings.analysisEvent('edit', `0\n${text}`);
      if (focused) board().focus();
    }
    else if (kind === 'edit-record') {
      record = text;
      analyse.disabled = play.disabled = share.disabled = !text;
    } else if (kind === 'edit-at') at.textContent = text;
    else if (kind === 'link') {
      link.value = `${location.href.split('#')[0]}#analyse=${text}`;
      link.hidden = false;
      navigator.clipboard?.writeText(link.value).catch(() => {});
      note.textContent = 'Link to this position copied.';
    } else if (kind === 'say') note.textContent = text;
  };
  for (const [kind, text] of (window.gboardsEditorBuffer ?? []).splice(0)) window.gboardsEditorEvent(kind, text);

  // The board's places in CSS pixels of the canvas, as the page draws them now.
  const points = () => places.map(name => {
    try { const [x, y] = window.wasmBindings.boardPoint(name); return { name, x, y }; } catch { return null; }
  }).filter(Boolean);
  const placeAt = (x, y) => {
    const all = points();
    let best = null, bestD = Infinity;
    for (const p of all) { const d = Math.hypot(p.x - x, p.y - y); if (d < bestD) { best = p; bestD = d; } }
    if (!best) return null;
    // Within half the distance to the nearest other place.
    const gap = Math.min(...all.filter(p => p !== best).map(p => Math.hypot(p.x - best.x, p.y - best.y)));
    return bestD <= gap * 0.6 ? best.name : null;
  };
  const act = name => {
    if (!name) return;
    send(erasing ? `edit erase ${name}` : `edit put ${name} ${pieceCode()}`);
    send(`edit at ${name}`);
  };
  const board = () => $('board');
  // Clicks and keys on the board are the editor's while it is open: nothing reaches the game.
  const swallow = e => {
    if (!editing() || e.target !== board()) return false;
    e.stopPropagation();
    e.preventDefault();
    return true;
  };
  for (const type of ['pointerdown', 'pointermove', 'contextmenu', 'mousedown', 'click']) addEventListener(type, swallow, true);
  addEventListener('pointerup', e => {
    if (!swallow(e)) return;
    const [x, y] = window.wasmBindings.boardPointer(e.clientX, e.clientY);
    act(placeAt(x, y));
  }, true);

  const moveCursor = (dx, dy) => {
    const all = points();
    const from = all.find(p => p.name === cursor) ?? all[Math.floor(all.length / 2)];
    if (!from) return;
    if (cursor === null) { cursor = from.name; return; }
    let best = null, score = Infinity;
    for (const p of all) {
      const along = (p.x - from.x) * dx + (p.y - from.y) * dy;
      if (along <= 1) continue;
      const across = Math.abs((p.x - from.x) * dy - (p.y - from.y) * dx);
      const s = along + 2 * across;
      if (s < score) { score = s; best = p; }
    }
    if (best) cursor = best.name;
  };
  const drawCursor = () => {
    const p = points().find(q => q.name === cursor);
    const canvas = board();
    if (!p || !canvas) { cursorRing.hidden = true; return; }
    const size = Math.max(16, Math.min(canvas.clientWidth, canvas.clientHeight) / 10);
    Object.assign(cursorRing.style, { left: `${canvas.offsetLeft + p.x - size / 2}px`, top: `${canvas.offsetTop + p.y - size / 2}px`, width: `${size}px`, height: `${size}px` });
    cursorRing.hidden = false;
    cursorRing.dataset.place = cursor;
  };
  addEventListener('keydown', e => {
    if (!editing() || e.target !== board() || e.altKey || e.ctrlKey || e.metaKey) return;
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (step) { moveCursor(...step); drawCursor(); send(`edit at ${cursor}`); }
    else if ((e.key === 'Enter' || e.key === ' ') && cursor) act(cursor);
    else if ((e.key === 'Delete' || e.key === 'Backspace') && cursor) { send(`edit erase ${cursor}`); send(`edit at ${cursor}`); }
    else if (e.key === 'Escape') { cursor = null; cursorRing.hidden = true; }
    else return;
    e.stopPropagation();
    e.preventDefault();
  }, true);
  window.gboardsEditorCursor = () => cursor;
})();
