// The lesson screen, fetched by study_loader.js when a lesson is first opened (nothing here is
// in the first load): a map of a game's lessons with their progress, inside the lobby, and the
// step's bar beside the board. The study module holds the lessons and judges every answer; this
// part shows what it says, keeps the progress in storage, paces a demonstration's moves and
// leaves a wrong move on the board for a moment before the position is set back.
window.gboardsLessons = ({ send, say: lobbySay, studyEvent }) => {
  const $ = id => document.getElementById(id);
  const GAMES = { gyges: 'Gygès', gype: 'Table Gype', gipf: 'GIPF' };
  const progressKey = game => `gboards.lessons.${game}`;
  const storage = (() => { try { return localStorage; } catch { return null; } })();
  // How long a wrong move stays on the board, and a demonstration's pace, in ms.
  const SET_BACK = 900, FIRST_MOVE = 500, BETWEEN = 1100;

  const make = (tag, props = {}, ...children) => {
    const e = Object.assign(document.createElement(tag), props);
    e.append(...children);
    return e;
  };
  const button = (label, props = {}) => make('button', { type: 'button', textContent: label, ...props });
  const hidden = text => make('span', { className: 'sr-only', textContent: text });

  document.head.append(make('style', { id: 'lesson-style', textContent: `
#lobby.learning > :not(#learn) { display: none; }
#learn[hidden], .lesson[hidden], .lesson [hidden] { display: none; }
.learn-games { display: flex; flex-wrap: wrap; gap: .4rem; }
.learn-map { list-style: none; margin: 0 0 1rem; padding: 0; display: grid; gap: .6rem; grid-template-columns: repeat(auto-fill, minmax(min(21rem, 100%), 1fr)); }
.learn-lesson { width: 100%; height: 100%; display: grid; grid-template-columns: 2.4rem 1fr auto; align-items: center; gap: .2rem .8rem; text-align: left; padding: .7rem .9rem; border-radius: 10px;
  background: linear-gradient(90deg, color-mix(in srgb, var(--accent) 16%, var(--panel)) var(--done), var(--panel) var(--done)); }
.learn-n { width: 2.3rem; height: 2.3rem; border-radius: 50%; display: grid; place-items: center; border: 2px solid var(--accent); color: var(--accent); font-weight: 700; }
.learn-lesson.done .learn-n { background: var(--accent); color: var(--accent-fg); }
.learn-text { display: flex; flex-direction: column; min-width: 0; }
.learn-text small, .learn-count { color: var(--muted); }
.learn-count { font-variant-numeric: tabular-nums; }
#learn-say:empty { display: none; }
#learn-title:focus { outline: none; }
.lesson { display: flex; flex-direction: column; gap: .35rem; }
.lesson p, .lesson h2 { margin: 0; }
.lesson-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 .6rem; }
.lesson h2 { font-size: 1.05rem; }
.lesson-steps { list-style: none; display: flex; flex-wrap: wrap; gap: .3rem; margin: 0; padding: 0; }
.lesson-dot { min-height: 0; width: 2rem; height: 2rem; padding: 0; border-radius: 50%; font-size: .85rem; }
.lesson-dot.done { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
.lesson-dot[aria-current] { outline: 2px solid var(--fg); outline-offset: 2px; }
.lesson-say { padding: .35rem .6rem; border-radius: 6px; border-left: 4px solid var(--line); }
.lesson-say:empty { display: none; }
.lesson-say.right, .lesson-say.end { border-color: var(--accent); background: color-mix(in srgb, var(--accent) 12%, transparent); }
.lesson-say.wrong { border-color: var(--danger); background: color-mix(in srgb, var(--danger) 10%, transparent); }
/* A lesson is not a game to resign, offer a draw in or see a result banner of. */
#play.learning #banner, #play.learning #screen-buttons [data-id^="app-"] { display: none; }
body.embed .lesson { flex: 1 1 100%; }
/* A phone held upright: the step's text right under the board, above the status line. */
@media (max-width: 720px) {
  #play.learning #board-wrap { height: min(calc((100vw - 1.2rem) * var(--board-aspect, 100) / 100), calc(100dvh - 22rem)); }
  .lesson { font-size: .93rem; gap: .25rem; order: -1; }
  .lesson h2 { font-size: 1rem; }
}` }));

  // The map sits in the lobby, so its buttons (data-puzzles) open a lesson as the lobby's open a
  // puzzle.
  const mapTitle = make('h1', { id: 'learn-title', tabIndex: -1 });
  const games = make('div', { className: 'learn-games' });
  const back = button('All games', { id: 'learn-back' });
  const mapSay = make('p', { id: 'learn-say' });
  mapSay.setAttribute('role', 'status');
  const list = make('ol', { id: 'learn-map', className: 'learn-map' });
  const reset = button('Reset progress', { id: 'learn-reset' });
  const map = make('section', { id: 'learn', hidden: true }, make('div', { className: 'lobby-head' }, mapTitle, games, back), mapSay, list, reset);
  map.setAttribute('aria-labelledby', 'learn-title');
  $('lobby').prepend(map);

  // The step's bar, under the status line.
  const toMap = button('', { id: 'lesson-map', className: 'linkish' });
  const title = make('h2', { id: 'lesson-title' });
  const steps = make('ol', { id: 'lesson-steps', className: 'lesson-steps' });
  steps.setAttribute('aria-label', 'Steps of the lesson');
  const stepName = make('b', { id: 'lesson-step' });
  const teach = make('span', { id: 'lesson-teach' });
  const said = make('p', { id: 'lesson-say', className: 'lesson-say' });
  // The step's text and each answer are read out as they change.
  const live = make('div', { id: 'lesson-live' }, make('p', {}, stepName, ' ', teach), said);
  live.setAttribute('aria-live', 'polite');
  const next = button('Next', { id: 'lesson-next', className: 'primary' });
  const nextLesson = button('Next lesson', { id: 'lesson-next-lesson', className: 'primary' });
  const hint = button('Show me', { id: 'lesson-hint' });
  const replay = button('Replay', { id: 'lesson-replay' });
  const all = button('All lessons', { id: 'lesson-all' });
  const bar = make('div', { id: 'lesson', className: 'lesson', hidden: true }, make('div', { className: 'lesson-head' }, title, toMap), steps, live, make('div', { className: 'row' }, next, nextLesson, hint, replay, all));
  $('status').after(bar);
  // Where the board's room depends on the bar (an embed, a phone on its side), the page lays the
  // board out again on a window resize: a change of the bar's text is one.
  new ResizeObserver(() => { if (!bar.hidden) dispatchEvent(new Event('resize')); }).observe($('board-wrap'));

  let game = null, step = null, state = 'asking';
  // Board events waiting for their time (a demonstration's moves, a set-back).
  let timers = [], demoAt = 0, setBack = false;
  // The page is opening a position sent here: its 'close' is not the player leaving.
  let opening = false;
  // A report that came before any view was on show (a corrupt progress, say).
  let note = '';

  const later = (f, ms) => timers.push(setTimeout(f, ms));
  const cancel = () => { timers.forEach(clearTimeout); timers = []; demoAt = 0; };
  const stored = g => { try { return storage?.getItem(progressKey(g)) ?? ''; } catch { return ''; } };
  const keep = text => {
    const [g, value] = text.split('\n');
    try { storage?.setItem(progressKey(g), value ?? ''); } catch { /* full or off: kept for the visit */ }
  };

  // Each game's lesson file, fetched and sent once, with the stored progress.
  const courses = {};
  const course = g => courses[g] ??= fetch(`./lessons/${g}.txt`)
    .then(r => { if (!r.ok) throw new Error(`HTTP ${r.status}`); return r.text(); })
    .then(text => { send(`learn course ${g}\n${text}`); send(`learn progress ${g}\n${stored(g)}`); })
    .catch(e => { delete courses[g]; throw new Error(`The ${GAMES[g]} lessons could not be fetched (${e.message}); try again when online.`); });

  const showSay = text => {
    if (!text && note) { text = note; note = ''; }
    said.textContent = text;
    if (!map.hidden) mapSay.textContent = text;
    else if ($('play').hidden) { if (text) note = text; lobbySay(text); }
  };

  const hideMap = () => { map.hidden = true; $('lobby').classList.remove('learning'); };

  const showMap = text => {
    const [head, ...rows] = text.split('\n');
    const [g, name] = head.split('\t');
    game = g;
    cancel();
    // The map lives in the lobby: the board goes first.
    if (!$('play').hidden) $('btn-new').click();
    $('lobby-error').hidden = true;
    mapTitle.textContent = `Learn ${name}`;
    games.replaceChildren(...Object.entries(GAMES).filter(([k]) => k !== g).map(([k, n]) => {
      const b = button(`${n} lessons`);
      b.dataset.puzzles = `learn=${k}`;
      return b;
    }));
    list.replaceChildren(...rows.map((row, i) => {
      const [done, total, lessonTitle, about] = row.split('\t');
      const complete = done === total;
      const b = button('', { className: `learn-lesson${complete ? ' done' : ''}`, id: `learn-${g}-${i + 1}` });
      b.dataset.puzzles = `learn=${g}-${i + 1}`;
      b.style.setProperty('--done', `${(100 * Number(done)) / Math.max(1, Number(total))}%`);
      b.append(
        make('span', { className: 'learn-n' }, complete ? '✓' : String(i + 1), hidden(complete ? ` Lesson ${i + 1}, complete:` : ` Lesson ${i + 1}:`)),
        make('span', { className: 'learn-text' }, make('b', { textContent: lessonTitle }), make('small', { textContent: about })),
        make('span', { className: 'learn-count' }, `${done}/${total}`, hidden(' steps done')));
      return make('li', {}, b);
    }));
    reset.textContent = 'Reset progress';
    mapSay.textContent = note;
    note = '';
    map.hidden = false;
    $('lobby').classList.add('learning');
    mapTitle.focus();
  };

  const drawMarks = marks => steps.replaceChildren(...[...marks].map((m, i) => {
    const b = button(String(i + 1), { className: `lesson-dot${m === '1' ? ' done' : ''}` });
    b.setAttribute('aria-label', `Step ${i + 1}${m === '1' ? ', done' : ''}`);
    if (i + 1 === step?.k) b.setAttribute('aria-current', 'step');
    b.addEventListener('click', () => send(`learn step ${i + 1}`));
    return make('li', {}, b);
  }));

  const showStep = text => {
    const [id, k, lessons, kind, lessonTitle, name, marks] = text.split('\t');
    game = id.split('-')[0];
    step = { id, k: Number(k), n: Number(id.split('-')[1]), lessons: Number(lessons), kind };
    setBack = false;
    toMap.textContent = `All ${GAMES[game]} lessons`;
    title.textContent = `Lesson ${step.n}: ${lessonTitle}`;
    stepName.textContent = `Step ${k} of ${marks.length}: ${name}.`;
    drawMarks(marks);
  };

  const setState = s => {
    state = s;
    setBack = s === 'wrong';
    const demo = step?.kind === 'show';
    next.hidden = s !== 'right';
    nextLesson.hidden = !(s === 'end' && step && step.n < step.lessons);
    all.hidden = s !== 'end';
    hint.hidden = demo || s === 'right' || s === 'end';
    replay.hidden = !demo;
    replay.disabled = s === 'watching';
    said.className = `lesson-say ${s}`;
    // The way on takes the focus, so Enter goes on.
    if (s === 'right') next.focus();
    if (s === 'end') (nextLesson.hidden ? all : nextLesson).focus();
  };

  const showBar = () => { bar.hidden = false; $('play').classList.add('learning'); };

  // The position to show: at once, or after a wrong move has been seen.
  const openBoard = text => {
    cancel();
    // The bar first, so the page lays the board out in the room that is left.
    const go = () => {
      hideMap();
      showBar();
      opening = true;
      try { studyEvent('open', text); } finally { opening = false; }
    };
    if (setBack) later(go, SET_BACK); else go();
    demoAt = setBack ? SET_BACK : 0;
    setBack = false;
  };

  // A demonstration's moves, one at a time; when the last has been seen, the module hears of it.
  let watched = null;
  const demoMove = text => {
    demoAt += demoAt ? BETWEEN : FIRST_MOVE;
    later(() => studyEvent('move', text), demoAt);
    clearTimeout(watched);
    watched = setTimeout(() => send('learn watched'), demoAt + BETWEEN);
    timers.push(watched);
  };

  const event = (kind, text) => {
    if (kind === 'map') showMap(text);
    else if (kind === 'id') history.replaceState(null, '', `#learn=${text}`);
    else if (kind === 'step') showStep(text);
    else if (kind === 'marks') drawMarks(text);
    else if (kind === 'teach') teach.textContent = text;
    else if (kind === 'say') showSay(text);
    else if (kind === 'state') setState(text);
    else if (kind === 'progress') keep(text);
    else if (kind === 'open') openBoard(text);
    else if (kind === 'move') demoMove(text);
    else return false;
    return true;
  };

  toMap.addEventListener('click', () => send(`learn map ${game}`));
  all.addEventListener('click', () => send(`learn map ${game}`));
  next.addEventListener('click', () => send('learn next'));
  nextLesson.addEventListener('click', () => send('learn next'));
  hint.addEventListener('click', () => send('hint'));
  replay.addEventListener('click', () => send('learn replay'));
  back.addEventListener('click', () => { hideMap(); history.replaceState(null, '', location.pathname + location.search); });
  // Reset asks to be pressed twice.
  let resetAsked = null;
  reset.addEventListener('click', () => {
    if (resetAsked) {
      clearTimeout(resetAsked);
      resetAsked = null;
      send(`learn reset ${game}`);
      return;
    }
    reset.textContent = 'Press again to reset your progress';
    resetAsked = setTimeout(() => { resetAsked = null; reset.textContent = 'Reset progress'; }, 5000);
  });

  return {
    /** `<game>` (its map) or `<game>-<lesson>`. */
    open(what) {
      const g = what.split('-')[0];
      if (!GAMES[g]) { lobbySay(`There are no lessons for '${g}'.`); return; }
      course(g).then(() => send(what.includes('-') ? `learn open ${what}` : `learn map ${g}`), e => showSay(e.message));
    },
    event,
    /** The page leaves the board (the lobby, another game), or opens the position sent here. */
    close() {
      if (opening) return;
      bar.hidden = true;
      cancel();
      hideMap();
      $('play').classList.remove('learning');
    },
    /** A puzzle takes the board. */
    leave() { this.close(); },
  };
};
