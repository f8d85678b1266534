//! The lesson screen's look, added to the page when a lesson is first opened.

pub const CSS: &str = r#"
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
}"#;
