// Game review on the analysis board (loaded by www/analysis_loader.js, never in the first
// load): the computer's worker reviews every move of the game with progress shown and can be
// stopped; the panel draws an evaluation graph (click it to go to that move), marks each move
// of the move list, lists the mistakes with the better move, and "Learn from your mistakes"
// steps through the player's mistakes as small puzzles. A review is kept in storage with the
// game, so it shows again at once.
(() => {
  const panel = window.gboardsReviewPanel;
  if (!panel) return;
  const make = (tag, props = {}, ...children) => {
    const e = Object.assign(document.createElement(tag), props);
    e.append(...children);
    return e;
  };
  const storage = (() => { try { return localStorage; } catch { return null; } })();
  const send = command => window.gboardsAnalysisCommand(command);
  const SVG = 'http://www.w3.org/2000/svg';
  const svg = (tag, attrs) => {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    return e;
  };

  const status = make('p', { id: 'an-review-status' });
  status.setAttribute('role', 'status');
  const progress = make('progress', { id: 'an-review-progress', max: 1, value: 0, hidden: true });
  progress.setAttribute('aria-label', 'Review progress');
  const stop = make('button', { type: 'button', id: 'an-review-stop', textContent: 'Stop the review', hidden: true });
  const graph = svg('svg', { id: 'an-graph', class: 'an-graph', viewBox: '0 0 100 40', preserveAspectRatio: 'none', role: 'img' });
  graph.style.display = 'none';
  const mistakes = make('ol', { id: 'an-mistakes' });
  const learn = make('button', { type: 'button', id: 'an-learn', textContent: 'Learn from your mistakes', hidden: true });
  const lessonSay = make('p', { id: 'an-lesson' });
  lessonSay.setAttribute('aria-live', 'polite');
  const lessonRow = make('div', { className: 'row', hidden: true });
  const answer = make('button', { type: 'button', id: 'an-lesson-answer', textContent: 'Show the answer' });
  const nextLesson = make('button', { type: 'button', id: 'an-lesson-next', textContent: 'Next mistake' });
  lessonRow.append(answer, nextLesson);
  panel.append(status, progress, stop, graph, mistakes, learn, lessonSay, lessonRow);

  let worker = null, result = null, record = null, lessons = [], lesson = -1;
  const stats = window.gboardsReviewStats = { runs: [] };

  // A game's key: the record without its players line, hashed (FNV-1a).
  const keyOf = text => {
    let h = 0x811c9dc5;
    for (const line of text.split('\n')) {
      if (line.startsWith('players ') || line.startsWith('end ')) continue;
      for (let i = 0; i < line.length; i++) h = Math.imul(h ^ line.charCodeAt(i), 16777619) >>> 0;
      h = Math.imul(h ^ 10, 16777619) >>> 0;
    }
    return `gboards.review.${h.toString(16)}`;
  };
  const actionsOf = text => text.split('\n').filter(l => l.trim() && !/^(gboards-record|game|option|seed|start|players|end) /.test(l) && !l.startsWith('#'));
  // The seats a person played: the lessons are theirs (every seat's when none is named).
  const humanSeats = text => {
    const players = /\nplayers ([^\n]+)/.exec(text)?.[1]?.split(' ');
    return players ? players.map((p, i) => p === 'human' ? i : -1).filter(i => i >= 0) : null;
  };

  const goToMove = index => {
    const node = window.gboardsAnalysisList().find(n => n.main && n.ply === index + 1);
    if (node) send(`goto ${node.id}`);
  };

  const stopReview = () => {
    worker?.terminate();
    worker = null;
    progress.hidden = true;
    stop.hidden = true;
  };
  window.gboardsReviewStop = () => { stopReview(); endLesson(); };
  stop.addEventListener('click', () => { stopReview(); status.textContent = 'Review stopped.'; });

  window.gboardsReview = text => {
    if (!text) return;
    stopReview();
    record = text;
    const saved = storage?.getItem(keyOf(text));
    if (saved) {
      try { show(JSON.parse(saved)); status.textContent += ' (saved with the game)'; return; } catch { /* reviewed again */ }
    }
    const total = actionsOf(text).length;
    status.textContent = 'Reviewing the game…';
    progress.hidden = false;
    progress.value = 0;
    stop.hidden = false;
    const started = performance.now();
    // A stopped worker's last events (one already on its way) are not this review's.
    const own = worker = new Worker('./ai_worker_loader.js');
    worker.onmessage = e => {
      if (worker !== own) return;
      const data = e.data;
      if (data?.kind === 'ready') { worker.postMessage({ id: 1, kind: 'review', record: text }); return; }
      if (data?.error) { stopReview(); status.textContent = `The game cannot be reviewed: ${data.error}`; return; }
      if (data?.kind === 'progress') {
        progress.max = data.total;
        progress.value = data.done;
        status.textContent = `Reviewing: move ${data.done} of ${data.total}…`;
      } else if (data?.kind === 'review') {
        stopReview();
        stats.runs.push({ ms: performance.now() - started, workerMs: data.ms, moves: data.moves.length, actions: total });
        const kept = { moves: data.moves, lessons: data.lessons, ms: data.ms };
        try { storage?.setItem(keyOf(text), JSON.stringify(kept)); } catch { /* kept for the visit */ }
        show(kept);
      }
    };
    worker.onerror = e => {
      if (worker !== own) return;
      stopReview();
      status.textContent = `The review stopped: ${e.message ?? e}`;
    };
  };

  const classes = ['inaccuracy', 'mistake', 'blunder'];
  const show = review => {
    result = review;
    stats.indices = review.moves.map(m => m.index);
    const counts = classes.map(c => `${review.moves.filter(m => m.class === c).length} ${c === 'inaccuracy' ? 'inaccuracies' : `${c}s`}`);
    status.textContent = `Reviewed ${review.moves.length} moves: ${counts.join(', ')}.`;
    drawGraph(review.moves);
    mistakes.replaceChildren(...review.moves.filter(m => m.class !== 'good').map(m => {
      const b = make('button', { type: 'button', textContent: `${m.index + 1}. ${m.played}` });
      b.dataset.index = m.index;
      b.addEventListener('click', () => goToMove(m.index));
      const better = m.best ? `, better ${m.best}` : '';
      return make('li', { className: m.class }, b, ` ${m.class} (${Math.round(m.loss * 100)}% lost${better})`);
    }));
    const seats = humanSeats(record ?? '');
    lessons = stats.lessons = review.lessons.filter(l => !seats || seats.includes(review.moves[l.review]?.seat));
    learn.hidden = lessons.length === 0;
    window.gboardsReviewMarks();
  };

  // Each reviewed move's chance for the first seat (two seats), or the mover's (more).
  const drawGraph = list => {
    graph.replaceChildren();
    graph.style.display = list.length ? '' : 'none';
    if (!list.length) return;
    const two = !/\ngame gype\n/.test(record ?? '') || !/\noption seats=[SWNE]{3,}/.test(record ?? '');
    const value = m => two ? (m.seat === 0 ? m.chanceAfter : 1 - m.chanceAfter) : m.chanceAfter;
    const x = i => (list.length === 1 ? 50 : (i / (list.length - 1)) * 100);
    const points = list.map((m, i) => `${x(i).toFixed(2)},${(40 - value(m) * 40).toFixed(2)}`);
    graph.append(svg('line', { x1: 0, y1: 20, x2: 100, y2: 20, stroke: '#8888', 'stroke-width': 0.3 }));
    graph.append(svg('polyline', { points: points.join(' '), fill: 'none', stroke: '#2f6d5a', 'stroke-width': 0.8, 'vector-effect': 'non-scaling-stroke' }));
    list.forEach((m, i) => {
      if (m.class === 'good') return;
      const colour = { inaccuracy: '#c80', mistake: '#d60', blunder: '#c00' }[m.class];
      graph.append(svg('circle', { cx: x(i), cy: 40 - value(m) * 40, r: 1.2, fill: colour }));
    });
    graph.setAttribute('aria-label', `Evaluation over the game, ${list.length} moves: click to go to a move`);
    graph.onclick = e => {
      const box = graph.getBoundingClientRect();
      const i = Math.round(((e.clientX - box.left) / box.width) * (list.length - 1));
      const m = list[Math.max(0, Math.min(list.length - 1, i))];
      if (m) goToMove(m.index);
    };
  };

  // The move list's main-line moves carry their review marks.
  window.gboardsReviewMarks = () => {
    if (!result) return;
    const marks = new Map(result.moves.filter(m => m.class !== 'good').map(m => [m.index + 1, m.class]));
    for (const b of document.querySelectorAll('#an-moves button[data-main]')) {
      const mark = marks.get(Number(b.dataset.ply));
      if (mark) { b.classList.add(mark); b.title = mark; }
    }
  };

  // Learn from your mistakes: the position before each mistake, to find a better move.
  const endLesson = () => { lesson = -1; lessonRow.hidden = true; lessonSay.textContent = ''; };
  const openLesson = k => {
    if (k >= lessons.length) { endLesson(); lessonSay.textContent = 'That was the last of your mistakes.'; return; }
    lesson = k;
    const m = result.moves[lessons[k].review];
    lessonRow.hidden = false;
    lessonSay.textContent = `Mistake ${k + 1} of ${lessons.length}: move ${m.index + 1}, ${m.played} was a ${m.class}. Find a better move.`;
    if (m.index === 0) send('first'); else goToMove(m.index - 1);
  };
  learn.addEventListener('click', () => openLesson(0));
  nextLesson.addEventListener('click', () => openLesson(lesson + 1));
  answer.addEventListener('click', () => {
    if (lesson < 0) return;
    const l = lessons[lesson];
    lessonSay.textContent = `The answer: ${l.accepted[0]}.`;
  });
  // After each move on show: in a lesson, judges a move played from its position.
  window.gboardsLessonCheck = text => {
    if (lesson < 0 || !result) return;
    const l = lessons[lesson], m = result.moves[l.review];
    const actions = actionsOf(text);
    if (actions.length !== m.index + 1) return;
    const played = actions[actions.length - 1];
    if (played === m.playedLong) {
      lessonSay.textContent = `${m.played} is the move of the game, the ${m.class}. Try another one.`;
      send('prev');
    } else if (l.accepted.includes(played)) {
      lessonSay.textContent = `Right: ${played} is good. Next mistake?`;
      lessonRow.hidden = false;
    } else {
      lessonSay.textContent = `${played} is not better. Try again.`;
      send('delete');
    }
  };
})();
