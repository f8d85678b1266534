//! Games going in and out of the page: links, record files (export, import, drop), the embed
//! snippet, and the messages exchanged with a page embedding this one.

use super::{escape, notice, show_error, show_lobby_error, App};
use crate::dom::{self, by_id, random_seed, set_hidden, set_text};
use crate::embed::{self, HostMessage};
use crate::error::AppError;
use crate::i18n::msg;
use crate::persist;
use crate::sound::{self, Cue};
use engine::any::{match_from_input, match_from_record};
use engine::game::{Outcome, Status};
use wasm_bindgen::prelude::*;
use web_sys::{HtmlDialogElement, HtmlInputElement, HtmlTextAreaElement};

pub(super) fn open_import_dialog() {
    set_hidden("import-error", true);
    let _ = by_id::<HtmlDialogElement>("import-dialog").show_modal();
}

/// Reads a dropped or chosen file as text (at most 1 MB).
pub(super) fn read_file(file: web_sys::File, done: impl FnOnce(String) + 'static) {
    if file.size() > 1_048_576.0 {
        show_error(&msg::shell_file_too_large());
        return;
    }
    let cb = Closure::once(move |text: JsValue| done(text.as_string().unwrap_or_default()));
    let _ = file.text().then(&cb);
    cb.forget();
}

impl App {
    /// Starts a game from a name, an optional position string and options (`k=v k=v`).
    pub(super) fn load_position(&mut self, game: &str, position: Option<&str>, options: &str) -> Result<(), AppError> {
        let game = engine::any::match_from_fields(game, position, options, random_seed())?;
        self.open_game(game, None);
        Ok(())
    }

    /// A message from the page embedding this one; ignored unless its origin is allowed.
    pub(super) fn host_message(&mut self, origin: &str, data: &JsValue) {
        if !self.embed.enabled || !self.embed.allows(origin) {
            return;
        }
        let result = match embed::parse_message(data) {
            Ok(HostMessage::LoadRecord(text)) => match_from_input(&text).map(|g| self.open_game(g, None)).map_err(AppError::from),
            Ok(HostMessage::LoadPosition { game, position, options }) => self.load_position(&game, Some(&position), &options),
            Ok(HostMessage::SetOrientation(flipped)) => {
                self.set_flipped(flipped);
                self.redraw();
                Ok(())
            }
            Err(e) => Err(AppError::from(e)),
        };
        if let Err(problem) = result {
            self.embed.post("error", &[("message", problem.to_string().into())]);
        }
    }

    /// Tells the host about new moves and the end of the game, with the sound of a new move.
    pub(super) fn post_events(&mut self) {
        let Some(s) = &self.screen else { return };
        let game = s.game();
        let len = game.len();
        if len > self.posted.0 {
            sound::play(if matches!(game.status(), Status::Over(Outcome::Win(_))) { Cue::Win } else { s.cue(len - 1) });
            let texts = game.action_texts();
            let last = texts.last().cloned().unwrap_or_default();
            self.embed.post("move", &[("move", last.into()), ("ply", (len as f64).into()), ("position", game.position_string().into())]);
        }
        let over = matches!(game.status(), Status::Over(_));
        if over && !self.posted.1 {
            let (winner, draw) = match game.status() {
                Status::Over(Outcome::Win(w)) => (JsValue::from(w as f64), false),
                _ => (JsValue::NULL, true),
            };
            let name = match game.status() {
                Status::Over(Outcome::Win(w)) => s.seat_name(w).into(),
                _ => JsValue::NULL,
            };
            self.embed.post("gameover", &[("winner", winner), ("winnerName", name), ("draw", draw.into())]);
        }
        self.posted = (len, over);
    }

    pub(super) fn share(&mut self, message: &str) {
        let Some(s) = &self.screen else { return };
        let link = persist::link_for(s.game(), self.view.as_ref().map(|v| v.0));
        persist::copy_to_clipboard(&link);
        notice(message);
    }

    pub(super) fn export(&mut self) {
        let Some(s) = &self.screen else { return };
        let text = s.game().record_text();
        persist::copy_to_clipboard(&text);
        persist::download(&format!("{}-{}.txt", s.game().game(), self.save_id), &text);
        notice(&msg::shell_exported());
    }

    /// Opens a pasted or dropped record; a bad one leaves the current game untouched.
    pub(super) fn import(&mut self, text: &str) {
        match match_from_input(text) {
            Ok(game) => {
                by_id::<HtmlDialogElement>("import-dialog").close();
                self.open_game(game, None);
                notice(&msg::shell_imported());
            }
            Err(e) => {
                let message = msg::shell_import_failed(&crate::error::engine_words(&e));
                set_text("import-error", &message);
                set_hidden("import-error", false);
                if !by_id::<HtmlDialogElement>("import-dialog").open() {
                    show_error(&message);
                    if self.screen.is_none() {
                        show_lobby_error(&message);
                    }
                }
            }
        }
    }

    /// Another tab saved a game (`key`): when it is the one on show and this page has no
    /// unsaved moves, this page follows it.
    pub(super) fn other_tab_saved(&mut self, key: &str) {
        let Some(s) = &self.screen else { return };
        let ours = s.game().record_text();
        let id = persist::game_id(&ours);
        if self.embed.enabled
            || key != persist::save_key(&id)
            || self.seen.as_deref() != Some(ours.as_str())
        {
            return;
        }
        let Some(theirs) = persist::saved_record(&id).filter(|t| *t != ours) else {
            return;
        };
        if let Ok(game) = match_from_record(&theirs) {
            self.open_game(game, None);
            notice(&msg::shell_other_tab_moves());
        }
    }

    /// Shows the iframe snippet that embeds this game (at the ply on show) in another page.
    pub(super) fn show_embed_snippet(&self) {
        self.write_embed_snippet();
        let _ = by_id::<HtmlDialogElement>("embed-dialog").show_modal();
    }

    /// Writes the snippet for the host origin typed in the dialog: with none, the board talks
    /// to whichever page frames it.
    pub(super) fn write_embed_snippet(&self) {
        let Some(s) = &self.screen else { return };
        let location = dom::window().location();
        let base = location.href().unwrap_or_default();
        let base = base.split(['#', '?']).next().unwrap_or("").to_string();
        let typed = by_id::<HtmlInputElement>("embed-origin").value();
        let host = typed.trim().trim_end_matches('/');
        let valid = host.is_empty() || is_origin(host);
        set_hidden("embed-origin-error", valid);
        let origins = if host.is_empty() || !valid { String::new() } else { format!("&amp;origins={}", escape(host)) };
        let src = format!("{base}?embed=1{origins}{}", persist::hash_for(s.game(), self.view.as_ref().map(|v| v.0)));
        let title = escape(&msg::shell_embed_frame_title(s.game().kind().display_name()));
        by_id::<HtmlTextAreaElement>("embed-text").set_value(&embed_snippet(&src, &title));
    }

    /// The address's hash changed (back button, an edited link): opens its game unless it is
    /// the one on show.
    pub(super) fn hash_changed(&mut self) {
        let hash = dom::window().location().hash().unwrap_or_default();
        // The room this page is in, opened again: the page stays in it, connected.
        if self.live.as_ref().is_some_and(|l| l.address() == hash) {
            return;
        }
        let current = self.screen.as_ref().map(|s| persist::hash_for(s.game(), self.view.as_ref().map(|v| v.0)));
        if current.as_deref() != Some(hash.as_str()) {
            self.open_from_hash_or_lobby();
        }
    }
}

/// The HTML a host page pastes: the frame, a line under it that shows the board's last event,
/// and a listener that hears this frame alone (its window and the origin of its address), so
/// two boards on one page each report their own events. The line's words are the language's
/// chosen when the code is made; `title` is the frame's, escaped for HTML.
fn embed_snippet(src: &str, title: &str) -> String {
    // A message's variables as JS expressions of the event `d`: each is given as a mark, the
    // text is escaped for a JS string, and the marks become `${...}` in a template literal.
    let marks = ['\u{E000}', '\u{E001}'];
    let template = |text: String, fields: &[&str]| {
        let mut out = format!("`{}`", js_text(&text, '`'));
        for (mark, field) in marks.iter().zip(fields) {
            out = out.replace(*mark, &format!("${{d.{field}}}"));
        }
        out
    };
    let [a, b] = marks.map(String::from);
    let moved = template(msg::shell_embed_move(&a, &b), &["ply", "move"]);
    let won = template(msg::shell_embed_win(&a), &["winnerName"]);
    let failed = template(msg::shell_embed_error(&a), &["message"]);
    let drawn = format!("'{}'", js_text(&msg::shell_embed_draw(), '\''));
    let ready = format!("'{}'", js_text(&msg::shell_embed_ready(), '\''));
    format!(
        r#"<div class="gboards-embed">
<iframe src="{src}" width="480" height="640" style="border:0;max-width:100%" title="{title}" loading="lazy"></iframe>
<output aria-live="polite"></output>
<script>
{{
  const box = document.currentScript.parentElement;
  const frame = box.querySelector('iframe'), shown = box.querySelector('output');
  addEventListener('message', e => {{
    if (e.source !== frame.contentWindow || e.origin !== new URL(frame.src).origin || e.data?.source !== 'gboards') return;
    const d = e.data;
    shown.textContent = d.type === 'move' ? {moved}
      : d.type === 'gameover' ? (d.draw ? {drawn} : {won})
      : d.type === 'error' ? {failed} : {ready};
    console.log('gboards', d.type, JSON.stringify(d));
  }});
}}
</script>
</div>"#
    )
}

/// `text` escaped for a JS string quoted by `quote` (a template literal's too), in a script
/// element of an HTML page.
fn js_text(text: &str, quote: char) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '$' if quote == '`' => out.push_str("\\$"),
            // No `</script>` ends the script early.
            '<' => out.push_str("\\x3c"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// Whether `text` is an origin: `http://` or `https://` and a host (a port may follow).
fn is_origin(text: &str) -> bool {
    text.split_once("://").is_some_and(|(scheme, host)| {
        matches!(scheme, "http" | "https") && !host.is_empty() && !host.contains(['/', '?', '#', ' ', ',', '&'])
    })
}

pub(super) fn copy_embed_snippet() {
    persist::copy_to_clipboard(&by_id::<HtmlTextAreaElement>("embed-text").value());
    by_id::<HtmlDialogElement>("embed-dialog").close();
    notice(&msg::shell_embed_copied());
}
