//! The side panel and what lies over the board: the status line, the buttons, the move list
//! and the end-of-game banner. Its HTML is rebuilt here; the clicks on it are delegated to
//! one listener per container (see `wiring`), which reads the `data-` attribute of the target.

use super::{escape, outcome_text, App};
use crate::dom::{el, set_disabled, set_hidden, set_text};
use crate::screens::{Screen, ScreenButton};
use engine::any::AnyMatch;
use engine::game::Status;

impl App {
    /// The status line, the buttons, the board notice and the banner, from the screen.
    pub(super) fn show_panel(&self) {
        let Some(s) = &self.screen else { return };
        let game = s.game();
        let shown: &dyn Screen = self.view.as_ref().map(|v| v.1.as_ref()).unwrap_or(s.as_ref());
        set_text("status", &match shown.game().status() {
            Status::Over(o) => outcome_text(shown, &o),
            _ if self.view.is_some() => "Looking at an earlier position.".into(),
            _ if self.computer_to_act().is_some() => self.computer_status().unwrap_or_default(),
            _ => s.status_text(),
        });
        set_disabled("btn-undo", !game.can_undo());
        set_disabled("btn-redo", !game.can_redo());
        set_hidden("btn-pass", self.view.is_some() || s.only_pass().is_none());
        set_disabled("btn-cancel", !s.input_active());
        let len = game.len();
        let at = self.view.as_ref().map(|v| v.0).unwrap_or(len);
        set_disabled("btn-first", at == 0);
        set_disabled("btn-prev", at == 0);
        set_disabled("btn-next", at >= len);
        set_disabled("btn-last", at >= len);
        set_hidden("viewing", self.view.is_none());
        set_text("viewing-text", &format!("After move {at} of {len}."));
        let buttons = buttons_html(&s.buttons());
        let holder = el("screen-buttons");
        if holder.inner_html() != buttons {
            holder.set_inner_html(&buttons);
        }
        set_hidden("screen-buttons", self.view.is_some() || self.computer_to_act().is_some() || buttons.is_empty());
        let notice = s.notice();
        set_text("board-notice", notice.as_deref().unwrap_or(""));
        set_hidden("board-notice", notice.is_none());
        match game.status() {
            Status::Over(o) if !self.banner_closed && self.view.is_none() => {
                set_text("banner-text", &outcome_text(s.as_ref(), &o));
                let lines: String = s.outcome_lines().iter().map(|l| format!("<li>{}</li>", escape(l))).collect();
                el("banner-detail").set_inner_html(&lines);
                set_hidden("banner", false);
            }
            _ => set_hidden("banner", true),
        }
    }
}

/// The screen's own buttons; a click is told apart by `data-id`.
fn buttons_html(buttons: &[ScreenButton]) -> String {
    buttons
        .iter()
        .map(|b| {
            format!(
                "<button type=\"button\" data-id=\"{}\"{}{}>{}</button>",
                escape(&b.id),
                if b.primary { " class=\"primary\"" } else { "" },
                if b.enabled { "" } else { " disabled" },
                escape(&b.label)
            )
        })
        .collect()
}

/// Rebuilds the move list, marking the move after which the position on show stands (`at`,
/// or the latest); a click on a move is told apart by `data-ply`.
pub(super) fn show_moves(game: &dyn AnyMatch, at: Option<usize>) {
    let list = el("moves");
    let current = at.unwrap_or(game.len());
    let html: String = game
        .action_texts()
        .iter()
        .enumerate()
        .map(|(i, t)| format!("<li data-ply=\"{}\"{}>{}</li>", i + 1, if i + 1 == current { " class=\"current\" aria-current=\"step\"" } else { "" }, escape(t)))
        .collect();
    list.set_inner_html(&html);
    if at.is_none() {
        list.set_scroll_top(list.scroll_height());
    }
}
