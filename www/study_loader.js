// The study module's loader (index.html has Trunk build the module; nothing here is in the
// first load). On the page it shows the puzzle's line, its buttons and the streak, keeps the
// streak in storage and the puzzle's id in the address, and passes the module's board events to
// the page (studyEvent); lessons have a part of their own (study_lessons.js), fetched when one
// is first opened. Puzzles are rated: the module reads the stored profile before each puzzle
// and answers with the profile and the puzzles' ratings to store. Started as a worker, it
// loads the module itself, which judges the moves with the solver off the page's thread.
if (typeof document === 'undefined') {
  importScripts('./study.js');
  wasm_bindgen({ module_or_path: './study_bg.wasm' });
} else (() => {
  const $ = id => document.getElementById(id);
  const GAMES = ['gyges', 'gype', 'gipf'];
  const STREAK_KEY = 'gboards.puzzles.streak';
  const lastKey = game => `gboards.puzzles.last.${game}`;
  // The profile (as the profile module keeps it), its name, and the puzzles' own ratings.
  const PROFILE_KEY = 'gboards.profile', NAME_KEY = 'gboards.name', RATINGS_KEY = 'gboards.puzzles.ratings';
  const ASIDE_KEY = 'gboards.profile.bad';
  const storage = (() => { try { return localStorage; } catch { return null; } })();

  // The bar under the status line: what the module says, the buttons and the streak.
  const bar = document.createElement('div');
  bar.id = 'study';
  bar.className = 'study';
  bar.hidden = true;
  const line = document.createElement('p');
  line.id = 'study-say';
  line.setAttribute('role', 'status');
  const streak = document.createElement('p');
  streak.id = 'study-streak';
  streak.className = 'study-streak';
  const rating = document.createElement('p');
  rating.id = 'study-rating';
  rating.className = 'study-streak';
  // Said once a stored profile that could not be read is kept aside.
  const aside = document.createElement('p');
  aside.id = 'study-aside';
  aside.setAttribute('role', 'alert');
  aside.hidden = true;
  const row = document.createElement('div');
  row.className = 'row';
  const button = (label, id, action) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = id;
    b.textContent = label;
    b.addEventListener('click', action);
    row.append(b);
    return b;
  };
  let worker = null, ready = false, queue = [], current = null, state = 'playing';
  const post = command => { if (ready) worker.postMessage({ command }); else queue.push(command); };
  // The profile may have changed since the last puzzle (a game rated, a name set, an import):
  // the module reads it afresh before each one opens.
  const send = command => {
    if (command.startsWith('open ')) post(`profile ${storage?.getItem(NAME_KEY) ?? ''}\n${storage?.getItem(PROFILE_KEY) ?? ''}`);
    post(command);
  };
  const keep = (key, text) => { try { storage?.setItem(key, text); } catch { /* full or off: kept for the visit */ } };
  // A stored profile the module could not read is kept under the first free key, never dropped.
  const keepAside = () => {
    const text = storage?.getItem(PROFILE_KEY);
    if (text == null) return;
    let key = ASIDE_KEY;
    for (let n = 2; storage.getItem(key) !== null; n++) key = `${ASIDE_KEY}.${n}`;
    keep(key, text);
    if (storage.getItem(key) === text) storage.removeItem(PROFILE_KEY);
    // Storage refused it: the damaged text stays, and nothing is written over it.
    else stuck = true;
  };
  let stuck = false;
  const hint = button('Hint', 'study-hint', () => send('hint'));
  const retry = button('Try again', 'study-retry', () => send('open retry'));
  const next = button('Next puzzle', 'study-next', () => send(`open next ${current ?? 'gyges'}`));
  bar.append(line, row, rating, streak, aside);
  $('status').after(bar);
  const refresh = () => {
    hint.disabled = state === 'wrong' || state === 'solved';
    retry.hidden = state !== 'wrong';
    next.classList.toggle('primary', state === 'solved');
  };
  // Before a puzzle is on show (loading, or one that cannot open), the lobby shows the line.
  const say = text => {
    line.textContent = text;
    if ($('play').hidden) { $('lobby-error').textContent = text; $('lobby-error').hidden = false; }
  };

  // The lesson part, once loaded: it takes the module's events while a lesson is on show.
  let lessons = null;
  const lessonPart = () => lessons ?? (lessons = new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = './study_lessons.js';
    script.onload = () => resolve(window.gboardsLessons({ send, say, studyEvent: (k, t) => window.wasmBindings.studyEvent(k, t) }));
    script.onerror = () => reject(new Error('The lesson screen could not be loaded'));
    document.body.append(script);
  }));
  let lessonOn = null;

  const onEvent = (kind, text) => {
    if (lessonOn?.event(kind, text)) return;
    if (kind === 'say') say(text);
    else if (kind === 'streak') streak.textContent = text;
    else if (kind === 'store') keep(STREAK_KEY, text);
    else if (kind === 'profile') { if (!stuck) keep(PROFILE_KEY, text); }
    else if (kind === 'ratings') keep(RATINGS_KEY, text);
    else if (kind === 'rating') rating.textContent = text;
    else if (kind === 'aside') { keepAside(); aside.textContent = text; aside.hidden = false; }
    // The page hears the puzzle's state too: a solved puzzle's board takes no more moves.
    else if (kind === 'state') { state = text; refresh(); window.wasmBindings.studyEvent('state', text); }
    else if (kind === 'id') {
      current = text;
      history.replaceState(null, '', `#puzzle=${text}`);
      try { storage?.setItem(lastKey(text.split('-')[0]), text); } catch { /* kept for the visit */ }
    } else {
      window.wasmBindings.studyEvent(kind, text);
      if (kind === 'open') { bar.hidden = false; $('lobby-error').hidden = true; }
    }
  };

  // The address's `daily` and `next <game>` become the module's commands.
  const opening = what => {
    if (what === 'daily') return `open daily ${Math.floor(Date.now() / 86400000)}`;
    const game = what.startsWith('next ') ? what.slice(5) : null;
    if (game) return `open next ${storage?.getItem(lastKey(game)) ?? game}`;
    return `open ${what}`;
  };
  // The puzzle sets are fetched for the first puzzle opened.
  let sets = null;
  const puzzleSets = () => sets ?? (sets = Promise.all(GAMES.map(game => fetch(`./puzzles/${game}.txt`).then(r => r.ok ? r.text() : '').then(text => text && send(`set ${game}\n${text}`), () => {})))
    .then(() => { send(`streak ${storage?.getItem(STREAK_KEY) ?? ''}`); send(`ratings ${storage?.getItem(RATINGS_KEY) ?? ''}`); }));
  window.gboardsStudyOpen = what => {
    if (what.startsWith('learn=')) {
      lessonPart().then(part => { lessonOn = part; part.open(what.slice(6)); }, e => say(`${e.message}.`));
      return;
    }
    lessonOn?.leave();
    lessonOn = null;
    say('Opening the puzzle…');
    puzzleSets().then(() => send(opening(what)));
  };
  window.gboardsStudyCommand = text => {
    if (text === 'close') { bar.hidden = true; lessonOn?.close(); return; }
    send(text);
  };

  worker = new Worker('./study_loader.js');
  worker.onmessage = e => {
    if (e.data?.ready) {
      ready = true;
      queue.splice(0).forEach(c => worker.postMessage({ command: c }));
      return;
    }
    for (const [kind, text] of e.data?.events ?? []) onEvent(kind, text);
  };
  worker.onerror = e => say(`The study module stopped: ${e.message ?? e}`);
  window.gboardsStudyOpen(document.currentScript?.dataset.open ?? 'daily');
})();
