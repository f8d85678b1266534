// The analysis board's loader (index.html has Trunk build the module; nothing here is in the
// first load). On the page it builds the analysis panel: the evaluation bar and number, the
// depth, the best lines (click a move of one to play the line up to it), the move list with
// its side lines, and the buttons; it passes the module's board events to the page
// (analysisEvent) and runs the search in a computer worker of its own. Started as a worker, it
// loads the module itself, which holds the variation tree.
if (typeof document === 'undefined') {
  importScripts('./analysis.js');
  wasm_bindgen({ module_or_path: './analysis_bg.wasm' });
} else (() => {
  const $ = id => document.getElementById(id);
  const make = (tag, props = {}, ...children) => {
    const e = Object.assign(document.createElement(tag), props);
    e.append(...children);
    return e;
  };

  // What is on show: the record the search was given, its seats' names, the last report.
  let back = null, current = null, seats = ['South', 'North'], searchId = 0, running = true;
  let lastSaid = 0, lastDepth = -1, list = [];
  // The report waiting for a frame, and what the panel and the board show.
  let shown = null, frame = 0, linesShown = '', arrowsShown = null;
  const stats = window.gboardsAnalysisStats = { updates: 0, first: null, last: null, depth: 0, reports: [] };

  // The panel, under the status line (the page's own move list makes way for it; which of the
  // page's controls stay is the analysis mode's row in the page's policy, src/app/mode.rs).
  const style = make('style', { textContent: `
    body.analysing #moves, body.analysing #moves + .row, body.analysing #banner, body.analysing #viewing { display: none !important; }
    .analysis { display: grid; gap: .4rem; margin: .4rem 0; }
    .an-bar { display: flex; height: 1.1rem; border-radius: .3rem; overflow: hidden; border: 1px solid currentColor; }
    .an-bar > span { display: block; height: 100%; transition: width .3s; }
    .an-eval { font-size: 1.3rem; font-weight: bold; margin: 0; }
    .an-depth, .an-note { margin: 0; font-size: .85rem; }
    .an-lines { margin: 0; padding-left: 1.2rem; font-size: .9rem; }
    .an-lines button, .an-moves button { font: inherit; padding: .05rem .25rem; margin: .05rem; }
    .an-moves { max-height: 14rem; overflow: auto; border: 1px solid #8884; padding: .3rem; font-size: .9rem; line-height: 1.7; }
    .an-side { margin-left: 1rem; padding-left: .4rem; border-left: 2px solid #8886; color: #777; }
    .an-side::before { content: '('; } .an-side::after { content: ')'; }
    .an-moves button[aria-current="true"] { background: #2f6d5a; color: #fff; }
    .an-comment { font-style: italic; margin: 0 .3rem; }
    .an-moves .inaccuracy::after { content: '?!'; color: #c80; }
    .an-moves .mistake::after { content: '?'; color: #d60; }
    .an-moves .blunder::after { content: '??'; color: #c00; }
    .an-graph { width: 100%; height: 4rem; cursor: pointer; border: 1px solid #8884; }
    .an-record { width: 100%; font-family: monospace; font-size: .8rem; }
  ` });
  document.head.append(style);
  const bar = make('div', { id: 'an-bar', className: 'an-bar' });
  bar.setAttribute('aria-hidden', 'true');
  const evalText = make('p', { id: 'an-eval', className: 'an-eval' });
  const depthText = make('p', { id: 'an-depth', className: 'an-depth' });
  const lines = make('ol', { id: 'an-lines', className: 'an-lines' });
  lines.setAttribute('aria-label', 'Best lines');
  const said = make('p', { id: 'an-say', className: 'sr-only' });
  said.setAttribute('aria-live', 'polite');
  const note = make('p', { id: 'an-note', className: 'an-note' });
  note.setAttribute('role', 'status');
  const moves = make('div', { id: 'an-moves', className: 'an-moves', tabIndex: 0 });
  moves.setAttribute('aria-label', 'Analysis moves: ← and → step through them');
  const row = () => make('div', { className: 'row' });
  const rows = [row(), row(), row()];
  const button = (label, id, at, action, title = '') => {
    const b = make('button', { type: 'button', id, textContent: label, title });
    b.addEventListener('click', action);
    rows[at].append(b);
    return b;
  };
  const comment = make('input', { id: 'an-comment-text', placeholder: 'Comment on this position' });
  comment.setAttribute('aria-label', 'Comment on this position');
  const record = make('textarea', { id: 'an-record', className: 'an-record', rows: 6, hidden: true });
  record.setAttribute('aria-label', 'Record of the analysis');
  const panel = make('section', { id: 'analysis', className: 'analysis', hidden: true });
  panel.setAttribute('aria-label', 'Analysis');
  const review = window.gboardsReviewPanel = make('div', { id: 'an-review' });

  let worker = null, ready = false, queue = [];
  const send = command => { if (ready) worker.postMessage({ command }); else queue.push(command); };
  button('«', 'an-first', 0, () => send('first'), 'Start (Home)').setAttribute('aria-label', 'Start position');
  button('‹', 'an-prev', 0, () => send('prev'), 'Previous move (←)').setAttribute('aria-label', 'Previous move');
  button('›', 'an-next', 0, () => send('next'), 'Next move (→)').setAttribute('aria-label', 'Next move');
  button('»', 'an-last', 0, () => send('last'), 'End of the line (End)').setAttribute('aria-label', 'End of the line');
  button('Promote', 'an-promote', 0, () => send('promote'), 'Move this side line one place up');
  button('Make main line', 'an-main', 0, () => send('main'));
  button('Delete from here', 'an-delete', 0, () => send('delete'));
  rows[1].append(comment);
  button('Comment', 'an-comment', 1, () => { send(`comment ${comment.value}`); comment.value = ''; });
  const pause = button('Stop analysing', 'an-pause', 1, () => { running = !running; pause.textContent = running ? 'Stop analysing' : 'Analyse'; analyse(); });
  button('Continue from here', 'an-continue', 2, () => window.wasmBindings.analysisEvent('close', current ?? back ?? ''), 'Play on from this position');
  button('Export', 'an-export', 2, () => send('export'), 'Show and copy the record with its side lines');
  button('Import', 'an-import', 2, () => { record.hidden = false; record.readOnly = false; record.value = ''; record.focus(); openRecord.hidden = false; });
  const openRecord = button('Open this record', 'an-open', 2, () => send(`open end\n${record.value}`));
  openRecord.hidden = true;
  button('Share link', 'an-share', 2, () => send('share'));
  button('Edit position', 'an-edit', 2, () => current && send(`edit open\n${current}`), 'Set up a position from this one');
  button('Review', 'an-review-start', 2, () => window.gboardsReview?.(back ?? current), 'Review every move of the game');
  button('Close', 'an-close', 2, () => window.wasmBindings.analysisEvent('close', back ?? current ?? ''), 'Back to the game');
  panel.append(bar, evalText, depthText, lines, said, note, moves, ...rows, record, review);
  $('status').after(panel);

  // The computer's worker, for the search only: a request replaces the one before, and the
  // latest waits until the worker listens.
  let search = null, searchReady = false, waiting = null;
  const ask = request => { if (searchReady) search.postMessage(request); else waiting = request; };
  const startSearch = () => {
    search = new Worker('./ai_worker_loader.js');
    searchReady = false;
    search.onmessage = e => {
      if (e.data?.kind === 'ready') { searchReady = true; if (waiting) search.postMessage(waiting); waiting = null; return; }
      report(e.data);
    };
    search.onerror = e => { note.textContent = `The analysis stopped: ${e.message ?? e}`; };
  };
  const analyse = () => {
    if (!search) startSearch();
    searchId += 1;
    lastDepth = -1;
    // The board may have been opened afresh, without arrows.
    arrowsShown = null;
    if (!running || !current) { ask({ kind: 'stop' }); return; }
    ask({ id: searchId, kind: 'analyse', record: current });
    stats.asked = performance.now();
  };

  const percent = p => `${Math.round(p * 100)}%`;
  // 1234567 as "1,234,567": toLocaleString's first call sets up the locale's number formats,
  // some 20 ms of the page's thread.
  const thousands = n => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const colour = i => ['#e8e2d0', '#2b2b2b', '#c0392b', '#2471a3'][i] ?? '#888';
  const gypeColour = name => ({ South: '#b8452d', West: '#c9a227', North: '#2d7a4b', East: '#2d5fa8' })[name];
  // The bar keeps its parts and only changes their widths (so they slide): one per seat.
  const drawBar = shares => {
    const gype = /\ngame gype\n/.test(current ?? '');
    while (bar.children.length > shares.length) bar.lastChild.remove();
    while (bar.children.length < shares.length) bar.append(make('span'));
    shares.forEach((p, i) => {
      const part = bar.children[i];
      part.style.width = `${(p * 100).toFixed(1)}%`;
      part.style.background = gype ? gypeColour(seats[i]) : colour(i);
    });
  };
  const speak = (depth, text) => {
    const now = performance.now();
    if (depth !== 'done' && now - lastSaid < 2500) return;
    lastSaid = now;
    said.textContent = text;
  };
  // A report waits for the next frame, and a later one replaces it: the panel and the board
  // change at most once a frame however fast the reports come.
  const report = data => {
    if (data?.kind === 'ready') return;
    if (data?.id !== searchId) return;
    if (data.error) { note.textContent = `The position cannot be analysed: ${data.error}`; return; }
    if (data.kind === 'done') { stats.done = performance.now(); return; }
    shown = data;
    frame ||= requestAnimationFrame(() => { frame = 0; show(); });
  };
  // The best lines, rebuilt only when they changed (a deeper search often keeps them).
  const showLines = top => {
    const key = JSON.stringify(top.map(t => [t.eval, t.line, t.long]));
    if (key === linesShown) return;
    linesShown = key;
    lines.replaceChildren(...top.map(t => make('li', {}, `${t.eval} `, ...t.line.map((m, k) => {
      const b = make('button', { type: 'button', textContent: m, title: 'Play the line up to this move' });
      b.addEventListener('click', () => send(`play ${t.long.slice(0, k + 1).join('\n')}`));
      return b;
    }))));
  };
  // The board redraws only when its arrows change.
  const showArrows = text => {
    if (text === arrowsShown) return;
    arrowsShown = text;
    window.wasmBindings.analysisEvent('arrows', text);
  };
  const show = () => {
    const data = shown;
    shown = null;
    if (data?.id !== searchId) return;
    const now = performance.now();
    stats.updates += 1;
    stats.first ??= now;
    stats.last = now;
    if (data.kind === 'analysis') {
      const mover = seats[data.seat] ?? `Seat ${data.seat}`;
      const best = data.top[0];
      const first = data.seat === 0 ? best.chance : 1 - best.chance;
      drawBar([first, 1 - first]);
      evalText.textContent = `${best.eval} for ${mover}`;
      depthText.textContent = `Depth ${data.depth}${data.last ? ' (final)' : ''}, ${thousands(data.nodes)} positions`;
      stats.depth = data.depth;
      showLines(data.top);
      // The board's redraw in a task of its own, after the panel's (a report of a search
      // since replaced draws nothing).
      const arrows = data.top.map(t => t.long[0]).filter(Boolean).join('\n');
      setTimeout(() => data.id === searchId && showArrows(arrows));
      if (data.depth !== lastDepth) {
        lastDepth = data.depth;
        speak(data.last ? 'done' : data.depth, `Depth ${data.depth}: ${best.eval} for ${mover}, ${percent(best.chance)} to win. Best line: ${best.line.join(', ')}.`);
      }
    } else if (data.kind === 'chances') {
      drawBar(data.chances);
      const text = data.chances.map((p, i) => `${seats[i] ?? `Seat ${i}`} ${percent(p)}`).join(', ');
      evalText.textContent = text;
      depthText.textContent = `${thousands(data.played)} playouts${data.unfinished ? `, ${data.unfinished} unfinished` : ''}${data.last ? ' (final)' : ''}`;
      stats.depth = data.played;
      showLines([]);
      speak(data.last ? 'done' : data.played, `Chances to win after ${data.played} playouts: ${text}.`);
    }
  };

  // The move list from the module's lines (see `Analysed::moves` in the module). A step
  // through the list changes only the move on show: the buttons stay, the mark moves.
  let listShape = null;
  const showMoves = text => {
    const shape = text.replace(/^([^\t\n]*\t[^\t\n]*\t)c/gm, '$1');
    if (shape === listShape) {
      const at = /^([^\t\n]*)\t[^\t\n]*\tc/m.exec(text)?.[1];
      for (const item of list) item.current = item.id === at;
      moves.querySelector('button[aria-current="true"]')?.removeAttribute('aria-current');
      const focus = at === undefined ? null : moves.querySelector(`button[data-node="${CSS.escape(at)}"]`);
      focus?.setAttribute('aria-current', 'true');
      focus?.scrollIntoView({ block: 'nearest' });
      return;
    }
    listShape = shape;
    list = [];
    const root = make('div', { className: 'an-line' });
    const stack = [root];
    let focus = null;
    for (const line of text.split('\n')) {
      if (!line) continue;
      const top = stack[stack.length - 1];
      if (line === '(') { const side = make('div', { className: 'an-side' }); top.append(side); stack.push(side); continue; }
      if (line === ')') { if (stack.length > 1) stack.pop(); continue; }
      const [id, ply, flags, move, note] = line.split('\t');
      list.push({ id, ply: Number(ply), main: flags.includes('m'), current: flags.includes('c'), move });
      const b = make('button', { type: 'button', textContent: move ? `${ply}. ${move}` : 'Start' });
      b.dataset.node = id;
      b.dataset.ply = ply;
      if (flags.includes('m')) b.dataset.main = '1';
      if (flags.includes('c')) { b.setAttribute('aria-current', 'true'); focus = b; }
      b.addEventListener('click', () => send(`goto ${id}`));
      top.append(b);
      if (note) top.append(make('span', { className: 'an-comment', textContent: note }));
    }
    moves.replaceChildren(root);
    window.gboardsReviewMarks?.();
    focus?.scrollIntoView({ block: 'nearest' });
  };
  window.gboardsAnalysisList = () => list;

  // The position editor's events go to www/analysis_editor.js (kept until it has loaded).
  const editorBuffer = window.gboardsEditorBuffer = [];
  const toEditor = (kind, text) => window.gboardsEditorEvent ? window.gboardsEditorEvent(kind, text) : editorBuffer.push([kind, text]);
  const onEvent = (kind, text) => {
    if (kind.startsWith('edit')) {
      // No search runs while a position is set up.
      if (current) { current = null; analyse(); }
      toEditor(kind, text);
      return;
    }
    if ((kind === 'link' || kind === 'say') && window.gboardsEditing?.()) { toEditor(kind, text); return; }
    if (kind === 'board') {
      // Reports still to come of the search before are of another position (the search of
      // this one starts with the next event).
      searchId += 1;
      window.wasmBindings.analysisEvent('open', `${bottomSeat()}\n${text}`);
      showPanel();
    } else if (kind === 'search') {
      current = text;
      try { seats = window.wasmBindings.seatsOf(text).names; } catch { /* the seats stay as they were */ }
      note.textContent = '';
      analyse();
      window.gboardsLessonCheck?.(text);
    } else if (kind === 'moves') showMoves(text);
    else if (kind === 'record') {
      record.hidden = false;
      record.readOnly = true;
      record.value = text;
      openRecord.hidden = false;
      navigator.clipboard?.writeText(text).catch(() => {});
      note.textContent = 'The record, with its side lines and comments, is below and copied.';
    } else if (kind === 'link') {
      const link = `${location.href.split('#')[0]}#analyse=${text}`;
      navigator.clipboard?.writeText(link).catch(() => {});
      record.hidden = false;
      record.readOnly = true;
      record.value = link;
      note.textContent = 'Link to this analysis copied.';
    } else if (kind === 'say') note.textContent = text;
  };
  // The seat at the bottom of the board: a person's against the computer, else the first.
  const bottomSeat = () => { try { return window.wasmBindings.seatsOf(back ?? '').bottom; } catch { return 0; } };
  const showPanel = () => {
    window.gboardsEditorClose?.();
    panel.hidden = false;
    document.body.classList.add('analysing');
  };

  // ← and → step through the analysis anywhere but on the board and in a text field.
  addEventListener('keydown', e => {
    if (panel.hidden || e.altKey || e.metaKey) return;
    const t = e.target;
    if (t?.id === 'board' || /^(INPUT|TEXTAREA|SELECT)$/.test(t?.tagName ?? '')) return;
    const step = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' }[e.key];
    if (!step || e.ctrlKey) return;
    e.preventDefault();
    e.stopPropagation();
    send(step);
  }, true);

  window.gboardsAnalysisCommand = text => {
    if (text === 'close') {
      panel.hidden = true;
      document.body.classList.remove('analysing');
      searchId += 1;
      search?.terminate();
      search = null;
      window.gboardsReviewStop?.();
      window.gboardsEditorClose?.();
      return true;
    }
    // `review\n<record>` (the result banner's Review): the analysis opens on the game's end and
    // reviews it once the review's script is there.
    if (text.startsWith('review\n')) {
      const game = text.slice('review\n'.length);
      window.gboardsAnalysisCommand(`open end\n${game}`);
      const start = () => window.gboardsReview ? window.gboardsReview(game) : setTimeout(start, 50);
      start();
      return true;
    }
    // The board on show while a position is set up is the editor's, not a line to follow.
    if (text.startsWith('sync ') && window.gboardsEditing?.()) return true;
    if (text.startsWith('open ') || text.startsWith('link ')) {
      back = text.startsWith('open ') ? text.slice(text.indexOf('\n') + 1) : null;
      record.hidden = true;
      openRecord.hidden = true;
    }
    send(text);
    return true;
  };

  // The module's events are handled one a task, in order: opening the board, starting the
  // search and redrawing the move list each take a few milliseconds of the page's thread, and
  // together they made one long task.
  const events = [];
  const nextEvent = () => {
    const [kind, text] = events.shift();
    try {
      onEvent(kind, text);
    } finally {
      if (events.length) setTimeout(nextEvent);
    }
  };
  note.textContent = 'Loading the analysis…';
  worker = new Worker('./analysis_loader.js');
  worker.onmessage = e => {
    if (e.data?.ready) {
      ready = true;
      queue.splice(0).forEach(c => worker.postMessage({ command: c }));
      return;
    }
    const idle = !events.length;
    events.push(...(e.data?.events ?? []));
    if (idle && events.length) nextEvent();
  };
  worker.onerror = e => { note.textContent = `The analysis module stopped: ${e.message ?? e}`; };
  const first = document.currentScript?.dataset.open;
  if (first) window.gboardsAnalysisCommand(first);
  for (const src of ['./analysis_review.js', './analysis_editor.js']) {
    const script = document.createElement('script');
    script.src = src;
    document.body.append(script);
  }
})();
