//! The side panel and what lies over the board: the status line, the buttons, the move list
//! and the end-of-game banner. Its HTML is rebuilt here; the clicks on it are delegated to
//! one listener per container (see `wiring`), which reads the `data-` attribute of the target.

use super::mode::{Control, Mode, Place, Policy, Shown};
use super::verdict::outcome_text;
use super::{escape, App};
use crate::dom::{el, set_disabled, set_hidden, set_text};
use crate::i18n::msg;
use crate::screens::{Screen, ScreenButton};
use engine::game::Status;

impl App {
    /// The status line, the buttons, the board notice and the banner, from the screen and
    /// the mode's policy.
    pub(super) fn show_panel(&self) {
        let Some(s) = &self.screen else { return };
        let game = s.game();
        let shown: &dyn Screen = self.view.as_ref().map(|v| v.1.as_ref()).unwrap_or(s.as_ref());
        let mode = self.mode();
        if let Some(policy) = mode.as_ref().map(|m| m.policy(&self.facts())) {
            show_controls(&policy);
        }
        let (verdict, offer) = self.verdict_buttons();
        set_text("status", &match shown.game().status() {
            Status::Over(o) => outcome_text(shown, &o),
            _ if offer.is_some() => offer.unwrap_or_default(),
            _ if self.view.is_some() => msg::shell_status_earlier(),
            _ if mode.as_ref().is_some_and(|m| *m.game_mode() == Mode::Puzzle { solved: true }) => msg::shell_status_puzzle_solved(),
            _ if mode.as_ref().is_some_and(|m| *m.game_mode() == Mode::LiveWaiting) => msg::shell_status_live_waiting(),
            _ if self.computer_to_act().is_some() => self.computer_status().unwrap_or_default(),
            _ if self.missed => msg::shell_status_missed(&s.status_text()),
            _ => s.status_text(),
        });
        self.show_ask();
        set_hidden("btn-pass", self.view.is_some() || s.only_pass().is_none());
        set_disabled("btn-cancel", !s.input_active());
        let len = game.len();
        let at = self.view.as_ref().map(|v| v.0).unwrap_or(len);
        set_disabled("btn-first", at == 0);
        set_disabled("btn-prev", at == 0);
        set_disabled("btn-next", at >= len);
        set_disabled("btn-last", at >= len);
        set_hidden("viewing", self.view.is_none());
        set_text("viewing-text", &msg::shell_viewing(at, len));
        let buttons = buttons_html(&s.buttons()) + &verdict;
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
                let mut lines: String = s.outcome_lines().iter().map(|l| format!("<li>{}</li>", escape(l))).collect();
                lines += &format!("<li><button type=\"button\" data-id=\"app-rematch\">{}</button></li>", escape(&msg::shell_rematch()));
                el("banner-detail").set_inner_html(&lines);
                set_hidden("banner", false);
            }
            _ => set_hidden("banner", true),
        }
    }
}

/// Shows, hides, enables and disables the page's controls as the policy says; the screen's
/// buttons and the live module's follow it where they are drawn.
fn show_controls(policy: &Policy) {
    for c in Control::ALL.into_iter().filter(|c| c.place() == Place::Page) {
        let shown = policy.control(c);
        set_hidden(c.id(), shown == Shown::Hidden);
        set_disabled(c.id(), shown == Shown::Disabled);
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

