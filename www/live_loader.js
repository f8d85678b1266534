// Loads the live-play module when a live game starts (index.html has Trunk build it; nothing
// here is in the first load), then runs the room for the page: its script tag carries the room
// and, for the host, the game's record. The page opens games, shows moves and ends or takes
// them back (liveEvent); the connection indicator, the notes and the live buttons (resign,
// offers and their answers, claiming the game of a player who stayed away) are here.
(() => {
  // `pair` (the time control) starts a search for players instead of a room (the module's).
  let { room, record, pair } = document.currentScript.dataset;
  const $ = id => document.getElementById(id);
  const show = (id, text) => { $(id).textContent = text; $(id).hidden = false; };
  // Notes go to the game screen, or to the lobby while the guest waits for the game.
  const note = text => show($('play').hidden ? 'lobby-error' : 'notice', text);
  // Where the room's panels go: under the notes of the screen on show (a host back after a
  // reload waits on the lobby screen until the game opens).
  const spot = () => $('play').hidden ? $('lobby-error') : $('live-state');
  const STATES = {
    connecting: 'Online: connecting…', waiting: 'Online: waiting for your friend', connected: 'Online: connected',
    disconnected: 'Online: your friend is disconnected', unreachable: 'Online: the signalling server cannot be reached',
    watching: 'Online: watching',
    nohost: 'Nobody is hosting this room: the link may be old, or its host has left.',
  };
  const WHAT = { draw: 'a draw', takeback: 'to take back their last move', rematch: 'a rematch, sides swapped' };
  // With more than two players every other one must accept, and a rematch moves everyone on.
  const WHAT_MANY = { draw: 'a draw', takeback: 'to take back their last move and the replies', rematch: 'a rematch, everyone one seat on' };
  // An offer as it is put to the others.
  const ASKS = { draw: 'offers a draw', takeback: 'asks to take back their last move', rematch: 'offers a rematch, sides swapped' };
  const ASKS_MANY = { draw: 'offers a draw', takeback: 'asks to take back their last move and the replies', rematch: 'offers a rematch, everyone one seat on' };
  // Seconds a player may stay away before the other may claim the game (`?claim=` for tests).
  const claimAfter = Number(new URLSearchParams(location.search).get('claim')) || 60;
  const command = text => window.gboardsLive?.live_command(text);
  const HANDS = ['rock', 'paper', 'scissors'];
  // Chat: short lines shown as text only, canned phrases, and a mute kept in storage.
  const MAX_CHAT = 200;
  const PHRASES = ['Good luck!', 'Good game!', 'Thanks!'];
  const MUTE_KEY = 'gboards.live.mute';
  // The name this player goes by, kept on this device; at most as long as the module takes.
  const NAME_KEY = 'gboards.name';
  const MAX_NAME = 24;
  let muted = localStorage.getItem(MUTE_KEY) === '1';

  // The live buttons, under the connection indicator.
  const bar = $('live-actions') ?? document.createElement('div');
  bar.id = 'live-actions';
  bar.className = 'live-actions';
  bar.hidden = true;
  $('live-state').after(bar);
  const button = (label, action, id) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    if (id) b.id = id;
    b.addEventListener('click', action);
    return b;
  };
  // Offers, the claim of a game and a side game's hands go beside the status line, in view
  // without scrolling on a phone too.
  const prompts = $('prompts') ?? bar;
  const line = (id, text, ...buttons) => {
    $(id)?.remove();
    const p = document.createElement('p');
    p.id = id;
    p.setAttribute('role', 'status');
    p.append(text, ' ', ...buttons);
    prompts.append(p);
  };
  const chat = document.createElement('div');
  chat.id = 'live-chat';
  const log = document.createElement('ol');
  log.id = 'live-chat-log';
  log.setAttribute('aria-live', 'polite');
  // The room's chat is kept in the browser with the game, so a reload shows it again; only the
  // latest room's (a new room starts afresh).
  const CHAT_KEY = 'gboards.live.chat';
  const kept = () => { try { const k = JSON.parse(localStorage.getItem(CHAT_KEY)); return k?.room === room && Array.isArray(k.lines) ? k.lines.filter(l => typeof l === 'string') : []; } catch { return []; } };
  const showLine = line => {
    const li = document.createElement('li');
    li.textContent = line;
    log.append(li);
    while (log.children.length > 30) log.firstChild.remove();
    log.hidden = muted;
  };
  const say = (who, text) => {
    const line = `${who}: ${text}`;
    showLine(line);
    try { localStorage.setItem(CHAT_KEY, JSON.stringify({ room, lines: [...kept(), line].slice(-30) })); } catch { /* no storage: this page's log only */ }
  };
  kept().forEach(showLine);
  const send = text => {
    const clean = [...text.replace(/[\p{Cc}]/gu, ' ').trim()].slice(0, MAX_CHAT).join('');
    if (!clean) return;
    command(`chat ${clean}`);
    say('You', clean);
  };
  const form = document.createElement('form');
  const input = Object.assign(document.createElement('input'), { id: 'live-chat-text', maxLength: MAX_CHAT, placeholder: 'Chat', autocomplete: 'off' });
  input.setAttribute('aria-label', 'Chat with your friend');
  form.append(input, Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Send' }));
  form.addEventListener('submit', e => { e.preventDefault(); send(input.value); input.value = ''; });
  const mute = Object.assign(document.createElement('input'), { type: 'checkbox', id: 'live-chat-mute', checked: muted });
  mute.addEventListener('change', () => { muted = mute.checked; localStorage.setItem(MUTE_KEY, muted ? '1' : '0'); log.hidden = muted; });
  const muteLabel = document.createElement('label');
  muteLabel.append(mute, ' Mute chat');
  const phrases = document.createElement('p');
  PHRASES.forEach((text, i) => phrases.append(button(text, () => send(text), `live-phrase-${i}`), ' '));
  phrases.append(muteLabel);
  // The name this player goes by: kept on this device, checked here and by the module.
  const nameForm = document.createElement('form');
  nameForm.id = 'live-name-form';
  const nameInput = Object.assign(document.createElement('input'), { id: 'live-name', maxLength: MAX_NAME, placeholder: 'Your name', autocomplete: 'nickname', value: localStorage.getItem(NAME_KEY) ?? '' });
  nameInput.setAttribute('aria-label', 'Your name, shown to the other players');
  nameForm.append(nameInput, Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Save name', id: 'live-name-save' }));
  nameForm.addEventListener('submit', e => {
    e.preventDefault();
    const name = nameInput.value.trim();
    if (!name || name.length > MAX_NAME || /\p{Cc}/u.test(name)) return note(`A name is 1 to ${MAX_NAME} characters.`);
    try { localStorage.setItem(NAME_KEY, name); } catch { /* no storage: this game only */ }
    command(`name ${name}`);
    note(`The others see you as ${name}.`);
  });
  chat.append(nameForm, log, form, phrases);
  bar.append(chat);
  let seat = null, awayTimer = null, seats = 2;
  // The names the seats' players go by (the module tells them), and this player's own, kept on
  // this device.
  let names = {};
  // A seat as this player names it: the name its player goes by, else "Your friend" of two,
  // else by its number.
  const named = n => names[n] ?? (seats > 2 || seat === 'watch' ? `Seat ${Number(n) + 1}` : 'Your friend');
  const playing = () => seat !== null && seat !== 'watch';
  const over = () => window.wasmBindings?.uiState?.()?.status === 'over';
  // Resign asks for a second press on the same spot for a few seconds (lichess's way).
  let resignAsked = null;
  const resign = () => {
    if (resignAsked) { clearTimeout(resignAsked); resignAsked = null; return command('resign'); }
    resignAsked = setTimeout(() => { resignAsked = null; refresh(); }, 4000);
    refresh();
    $('live-resign')?.focus();
  };
  // Which live buttons there are is the page's policy for the mode (uiState().controls).
  const refresh = () => {
    bar.hidden = !playing();
    if (!playing()) return;
    $('live-buttons')?.remove();
    const row = document.createElement('p');
    row.id = 'live-buttons';
    const controls = window.wasmBindings?.uiState?.()?.controls ?? {};
    const made = {
      'live-rematch': () => button('Rematch online', () => command('offer rematch'), 'live-rematch'),
      'live-resign': () => {
        const b = button(resignAsked ? 'Confirm resign?' : 'Resign', resign, 'live-resign');
        if (resignAsked) { b.className = 'confirm'; b.setAttribute('aria-pressed', 'true'); }
        return b;
      },
      'live-draw': () => button('Offer a draw', () => command('offer draw'), 'live-draw'),
      'live-takeback': () => button('Take back', () => command('offer takeback'), 'live-takeback'),
    };
    for (const [id, make] of Object.entries(made)) {
      if (controls[id] && controls[id] !== 'hidden') row.append(make());
    }
    bar.prepend(row);
  };
  const stopAway = () => { clearTimeout(awayTimer); awayTimer = null; $('live-claim')?.remove(); };
  const startAway = () => {
    stopAway();
    awayTimer = setTimeout(() => {
      if (over()) return;
      line('live-claim', `Your friend has been away for ${claimAfter} s.`,
        button('Claim the game', () => { stopAway(); command('claim'); }, 'live-claim-yes'),
        button('Keep waiting', () => startAway(), 'live-claim-wait'));
    }, claimAfter * 1000);
  };

  window.gboardsLiveEvent = (kind, text) => {
    // A search's news is the page's; once paired, the room is the one the draw gave.
    if (kind === 'pairing') {
      if (text.startsWith('paired ')) { room = text.slice(7); sendName(); }
      return window.wasmBindings.liveEvent(kind, text);
    }
    if (kind === 'state' && text === 'nohost') {
      // A way back from a stale link: the lobby, afresh.
      const where = spot();
      where.replaceChildren(STATES.nohost, ' ', button('Back to the lobby', () => { location.href = location.pathname + location.search; }, 'live-nohost-back'));
      where.hidden = false;
    } else if (kind === 'state') show('live-state', STATES[text] ?? text);
    else if (kind === 'clock') show('clock', text);
    else if (kind === 'refused') note(`A message from the other device was refused: ${text}`);
    else if (kind === 'note') note(text);
    else if (kind === 'present') { if (seat === 'watch') return; stopAway(); show('live-state', STATES.connected); }
    else if (kind === 'away') {
      if (seat === 'watch') return note(`The player of seat ${Number(text) + 1} left the room.`);
      show('live-state', STATES.disconnected);
      if (playing()) startAway();
    } else if (kind === 'offer') {
      const [what, by] = text.split(' ');
      const asks = seats > 2 ? `${named(by)} ${ASKS_MANY[what] ?? what}: it needs every other player's yes.` : `${named(by)} ${ASKS[what] ?? what}.`;
      line('live-offer', asks,
        button('Accept', () => { $('live-offer')?.remove(); command('accept'); }, 'live-accept'),
        button('Decline', () => { $('live-offer')?.remove(); command('decline'); }, 'live-decline'));
    } else if (kind === 'declined') {
      const [what, by] = text.split(' ');
      $('live-offer')?.remove();
      note(`${named(by)} declined ${(seats > 2 ? WHAT_MANY : WHAT)[what] ?? what}.`);
    } else if (kind === 'withdrawn') {
      const [what, by] = text.split(' ');
      $('live-offer')?.remove();
      const request = { draw: 'draw offer', takeback: 'takeback request', rematch: 'rematch offer' }[what] ?? 'request';
      note(`${named(by)} reconnected: the ${request} is dropped. Ask again if you still want it.`);
    } else if (kind === 'table') {
      // The second word (draws or nodraws) is the page's to act on: see its policy.
      seats = Number(text.split(' ')[0]);
      return;
    }
    else if (kind === 'lobby') {
      // A game of more than two seats fills up: the host starts it once every seat is in.
      const [mine, filled, of, taken = ''] = text.split(' ');
      seats = Number(of);
      if (filled === '-') {
        // A game that opened here before its start was called off is gone: back to waiting.
        if (!$('play').hidden) window.wasmBindings.liveEvent('wait', '');
        return note(`You have seat ${Number(mine) + 1} of ${of}: the game starts when the host presses Start.`);
      }
      show('live-state', filled === of ? 'Online: every seat is filled' : 'Online: waiting for the players');
      $('live-lobby')?.remove();
      // The host's lobby: who is in, seat by seat, and Start once every seat is filled.
      const box = Object.assign(document.createElement('div'), { id: 'live-lobby', className: 'live-lobby' });
      const p = Object.assign(document.createElement('p'), { textContent: `Players in: ${filled} of ${of}.` });
      p.setAttribute('role', 'status');
      const list = Object.assign(document.createElement('ul'), { id: 'live-seats' });
      list.style.cssText = 'list-style:none;padding:0;margin:.3rem 0';
      const inSeat = new Set(taken.split(',').filter(Boolean).map(Number));
      for (let s = 0; s < Number(of); s++) {
        const li = document.createElement('li');
        li.textContent = `Seat ${s + 1}: ${s === Number(mine) ? 'you' : inSeat.has(s) ? 'a friend' : 'free'}`;
        if (!inSeat.has(s)) li.className = 'free';
        list.append(li);
      }
      const go = button('Start', () => { go.disabled = true; command('start'); }, 'live-start');
      go.disabled = filled !== of;
      box.append(p, list, go);
      spot().after(box);
    }
    else if (kind === 'chat') { if (!muted) say(named(text.slice(0, text.indexOf('\n'))), text.slice(text.indexOf('\n') + 1)); }
    else if (kind === 'names') {
      names = Object.fromEntries(text.split('\n').filter(Boolean).map(l => l.split('\t')));
      const shown = Object.entries(names).filter(([s]) => s !== String(seat)).map(([s, n]) => `${n} (seat ${Number(s) + 1})`);
      $('live-names')?.remove();
      if (shown.length) {
        const p = Object.assign(document.createElement('p'), { id: 'live-names', textContent: `Playing: ${shown.join(', ')}` });
        $('live-state').after(p);
      }
    }
    else if (kind === 'throws') {
      if (!playing()) return note('The players choose their hands.');
      if (text) return line('live-throws', `You chose ${text}: waiting for your friend's hand.`);
      line('live-throws', 'Rock, paper, scissors: choose your hand (hidden until both have chosen).',
        ...HANDS.map(h => button(h[0].toUpperCase() + h.slice(1), () => {
          line('live-throws', `You chose ${h}: waiting for your friend's hand.`);
          command(`hand ${h}`);
        }, `live-hand-${h}`)));
    }
    else {
      if (kind === 'open') {
        $('live-room')?.remove();
        seat = text.slice(0, text.indexOf('\n'));
        $('live-lobby')?.remove();
        if (seat === 'watch') show('live-state', STATES.watching);
      }
      // Any change of the game drops a standing offer (and settles a side game's hands).
      $('live-offer')?.remove();
      $('live-throws')?.remove();
      window.wasmBindings.liveEvent(kind, text);
      if (kind === 'end') stopAway();
    }
    refresh();
  };
  const invite = `Send this link to your friend${record ? ' (copied)' : ''}: ${location.href} — the game starts when they open it.`;
  // The host's room panel: the link and its QR code (drawn by the module), until the game opens.
  const roomPanel = () => {
    const svg = window.gboardsLive.live_qr(location.href);
    if (!svg) return;
    const panel = Object.assign(document.createElement('div'), { id: 'live-room' });
    const qr = Object.assign(document.createElement('div'), { className: 'qr', innerHTML: svg });
    qr.style.cssText = 'width:min(11rem,100%);margin-top:.4rem';
    qr.firstElementChild.style.cssText = 'display:block;width:100%;height:auto';
    // The link has no spaces: it may break anywhere rather than widen a phone's page.
    const link = Object.assign(document.createElement('p'), { textContent: `${invite} Or let them scan this code:` });
    link.style.overflowWrap = 'anywhere';
    panel.append(link, qr);
    $('live-room')?.remove();
    // The panel says it all: the invitation (or, back after a reload, "Joining…") goes.
    $('notice').hidden = true;
    $('lobby-error').hidden = true;
    spot().after(panel);
  };
  if (record && !pair) {
    navigator.clipboard?.writeText(location.href).catch(() => {});
    note(invite);
  } else if (!pair) {
    note('Joining the live game…');
  }
  const sendName = () => {
    const name = (localStorage.getItem(NAME_KEY) ?? '').trim();
    if (name) command(`name ${name}`);
  };
  const start = () => {
    if (pair !== undefined) {
      // An empty one: the search was cancelled before the module came.
      try { if (pair) window.gboardsLive.live_pair(record, pair); } catch (e) { note(`Live play could not start: ${e.message ?? e}`); }
      return;
    }
    // The host's time control: `?clock=` in the address (short clocks for tests), else the choice
    // next to "Play a friend online".
    const clock = (new URLSearchParams(location.search).get('clock') ?? $('live-clock')?.value ?? 'none').replace(/ /g, '+');
    try {
      const hosting = window.gboardsLive.live_start(room, record ?? '', record ? clock : 'none');
      sendName();
      if (hosting) roomPanel();
    } catch (e) { note(`Live play could not start: ${e.message ?? e}`); }
  };
  // A later search on this page (`<clock>\n<record>`, empty to cancel) goes to this loader.
  window.gboardsLivePair = text => {
    [pair, record] = [text.slice(0, text.indexOf('\n')), text.slice(text.indexOf('\n') + 1)];
    if (window.gboardsLive) start();
  };
  if (window.gboardsLive) return start();
  const script = document.createElement('script');
  script.src = './live.js';
  script.onload = () => wasm_bindgen({ module_or_path: './live_bg.wasm' }).then(() => {
    window.gboardsLive = wasm_bindgen;
    window.gboardsLiveCommand = text => wasm_bindgen.live_command(text);
    start();
  }, e => note(`The live-play module could not start: ${e}`));
  script.onerror = () => note('The live-play module could not be loaded.');
  document.head.append(script);
})();
