//! The live buttons under the connection indicator (which ones, the page's policy for the mode
//! says: `uiState().controls`), Resign's second press, and the claim of the game of a player
//! who stays away.

use super::{command, page, with};
use crate::i18n::msg;
use crate::protocol::live::Command;
use gloo::timers::callback::Timeout;
use web_sys::{Element, HtmlElement};

/// The live buttons' ids, in the row's order.
const BUTTONS: [&str; 4] = ["live-rematch", "live-resign", "live-draw", "live-takeback"];

/// A live button's label (Resign's when it asks to confirm: `confirm`).
fn label(id: &str, confirm: bool) -> String {
    match id {
        "live-rematch" => msg::live_rematch(),
        "live-resign" if confirm => msg::live_resign_confirm(),
        "live-resign" => msg::live_resign(),
        "live-draw" => msg::live_offer_draw(),
        _ => msg::live_takeback(),
    }
}

/// How long Resign waits for its second press (lichess's way).
const CONFIRM_MS: u32 = 4_000;

/// Seconds a player may stay away before the others may claim the game.
const CLAIM_AFTER_S: u32 = 60;

/// The wait before a claim: `?claim=<seconds>` in the address (for tests), else a minute.
fn claim_after_s() -> u32 {
    // Whole seconds: a float parser would add kilobytes to the module for a test setting.
    crate::query("claim").and_then(|s| s.parse::<u32>().ok()).filter(|&s| s > 0).unwrap_or(CLAIM_AFTER_S)
}

/// Draws the live buttons again when what the row shows has changed; only a player has them.
pub fn refresh() {
    let Some(bar) = page::by_id::<HtmlElement>("live-actions") else { return };
    let playing = with(|p| p.playing()).unwrap_or(false);
    bar.set_hidden(!playing);
    if !playing {
        return;
    }
    let asked = with(|p| p.resign_asked).unwrap_or(false);
    let shown = page::controls_shown(&BUTTONS);
    let row: Vec<(&str, String)> = BUTTONS.iter().zip(&shown).filter(|(_, &on)| on).map(|(&id, _)| (id, label(id, asked && id == "live-resign"))).collect();
    // The labels are part of it: a row drawn in another language is drawn again.
    let drawn = format!("{row:?}{asked}");
    let same = with(|p| std::mem::replace(&mut p.buttons_drawn, drawn.clone()) == drawn).unwrap_or(false);
    if same && page::by_id::<Element>("live-buttons").is_some() {
        return;
    }
    page::remove("live-buttons");
    let Some(line) = page::element::<Element>("p", "live-buttons", "") else { return };
    for (id, label) in row {
        let confirm = asked && id == "live-resign";
        let Some(b) = page::button(&label, id) else { continue };
        if confirm {
            b.set_class_name("confirm");
            let _ = b.set_attribute("aria-pressed", "true");
        }
        page::append(&line, &b);
    }
    let _ = bar.prepend_with_node_1(&line);
}

/// Resign: the first press asks to confirm for a few seconds, the second resigns.
pub fn resign() {
    let confirmed = with(|p| std::mem::replace(&mut p.resign_asked, false).then(|| p.resign_timer.take())).flatten();
    if let Some(timer) = confirmed {
        // The confirmation's timer ends unrun.
        drop(timer);
        return command(Command::Resign);
    }
    let timer = Timeout::new(CONFIRM_MS, || {
        crate::follow_language();
        with(|p| p.resign_asked = false);
        refresh();
    });
    // The timer replaced (if any) has run already: dropped here, outside its own call.
    let old = with(|p| {
        p.resign_asked = true;
        p.resign_timer.replace(timer)
    });
    drop(old);
    refresh();
    if let Some(b) = page::by_id::<HtmlElement>("live-resign") {
        let _ = b.focus();
    }
}

/// Another player is away: after a while, this player may claim the game.
pub fn start_away() {
    stop_away();
    let after = claim_after_s();
    let timer = Timeout::new(after.saturating_mul(1000), move || {
        if page::game_over() {
            return;
        }
        crate::follow_language();
        let (claim, wait) = (msg::live_claim(), msg::live_keep_waiting());
        page::prompt("live-claim", &msg::live_away(after), &[(&claim, "live-claim-yes"), (&wait, "live-claim-wait")]);
    });
    let old = with(|p| p.away_timer.replace(timer));
    drop(old);
}

/// The away player is back, or the game ended: no claim.
pub fn stop_away() {
    let old = with(|p| p.away_timer.take());
    drop(old);
    page::remove("live-claim");
}
