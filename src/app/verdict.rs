//! How a game ends from the players' side: the result and its reason in words, resigning, a
//! draw offered and accepted on this device, and a rematch with the sides swapped.

use crate::protocol::live::Command;
use engine::live::Proposal;
use super::mode::Control;
use super::{notice, with_app, App};
use crate::dom::{self, announce, random_seed};
use crate::screens::Screen;
use engine::any::match_from_record;
use engine::game::{Concession, Ending, Outcome, Status};
use engine::kind::GameKind;

/// The result and why, as the banner and the status line say it.
pub(super) fn outcome_text(screen: &dyn Screen, o: &Outcome) -> String {
    let why = screen.game().ending();
    // The seat whose clock ran out (with 3-4 seats, not always the winner's one opponent).
    let flagged = match screen.game().conceded() {
        Some(Concession::OutOfTime(seat)) => Some(screen.seat_name(seat)),
        _ => None,
    };
    match o {
        Outcome::Win(s) => {
            let loser = screen.seat_name(1 - (*s).min(1));
            let why = match why {
                Some(Ending::Goal) => ": a ring reached the goal".into(),
                // In GIPF a player who cannot move has no piece left to bring in.
                Some(Ending::NoMove) if screen.game().kind() == GameKind::Gipf => format!(": {loser} has no piece left in reserve"),
                Some(Ending::NoMove) => format!(": {loser} cannot move"),
                Some(Ending::AllHome) => ": all dice home".into(),
                Some(Ending::Blocked) => " by the block rule".into(),
                Some(Ending::GipfPieces) => format!(": {loser} has no GIPF-piece left"),
                Some(Ending::MoveCap) => " on standing at the move cap".into(),
                Some(Ending::Resigned) => match screen.game().conceded() {
                    // With 3–4 seats the one who resigned (or was claimed) is named, not "the other".
                    Some(Concession::Resigned(r)) => format!(": {} resigned", screen.seat_name(r)),
                    _ => format!(": {loser} resigned"),
                },
                Some(Ending::OutOfTime) => format!(": {} lost on time", flagged.unwrap_or_default()),
                Some(Ending::Abandoned) => match screen.game().conceded() {
                    Some(Concession::Abandoned(a)) => format!(": {} left the game, and it was claimed", screen.seat_name(a)),
                    _ => format!(": {loser} left the game, and it was claimed"),
                },
                _ => String::new(),
            };
            format!("{} wins{why}.", screen.seat_name(*s))
        }
        Outcome::Draw if flagged.is_some() => format!("Draw: {} lost on time.", flagged.unwrap_or_default()),
        Outcome::Draw => match why {
            Some(Ending::NoMove) => "Draw: neither side can move.",
            Some(Ending::Repetition) => "Draw by threefold repetition.",
            Some(Ending::MoveCap) => "Draw at the move cap.",
            Some(Ending::Agreed) => "Draw agreed.",
            _ => "Draw.",
        }
        .into(),
    }
}

/// How long a first press of Resign waits for the second.
const RESIGN_CONFIRM_MS: i32 = 4000;

impl App {
    /// The seat to act, when the mode lets it resign here (a game of two seats going on).
    fn conceding_seat(&self) -> Option<u8> {
        if !self.policy()?.enabled(Control::Resign) {
            return None;
        }
        match self.screen.as_ref()?.game().status() {
            Status::Turn(seat) => Some(seat),
            _ => None,
        }
    }

    /// Resign and draw buttons for the side panel (ids `app-...`), and the draw offer's status.
    pub(super) fn verdict_buttons(&self) -> (String, Option<String>) {
        let (Some(seat), Some(s), Some(policy)) = (self.conceding_seat(), &self.screen, self.policy()) else {
            return (String::new(), None);
        };
        let b = |id: &str, label: &str, class: &str| {
            format!("<button type=\"button\" data-id=\"app-{id}\"{class}>{label}</button>")
        };
        if self.draw_offer == Some(s.game().len()) {
            let status = format!(
                "{} offers a draw: {}, accept or decline.",
                s.seat_name(1 - seat),
                s.seat_name(seat)
            );
            return (
                b("accept", "Accept draw", "") + &b("decline", "Decline", ""),
                Some(status),
            );
        }
        // The first press asks for a second on the same spot (lichess's way), for a while.
        let mut html = match self.resign_asked {
            Some(_) => b("resign", "Confirm resign?", " class=\"confirm\" aria-pressed=\"true\""),
            None => b("resign", "Resign", ""),
        };
        // Offered to the other person on this device, so both seats are human.
        if policy.enabled(Control::OfferDraw) {
            html += &b("offer", "Offer a draw", "");
        }
        (html, None)
    }

    /// A click on one of the `verdict_buttons` or the banner's rematch.
    pub(super) fn verdict_button(&mut self, id: &str) {
        if id == "app-rematch" && self.live.is_some() {
            return self.live_request(Command::Offer { what: Proposal::Rematch });
        }
        if id == "app-rematch" {
            return self.rematch();
        }
        let Some(seat) = self.conceding_seat() else {
            return;
        };
        if id == "app-resign" && self.resign_asked.is_none() {
            return self.ask_resign();
        }
        self.resign_asked = None;
        let Some(s) = &mut self.screen else { return };
        let game = s.game_mut();
        let conceded = match id {
            "app-resign" => Some(Concession::Resigned(seat)),
            "app-accept" => Some(Concession::DrawAgreed),
            "app-offer" => {
                // The offer passes the turn to the other player in words only: it is theirs to take.
                self.draw_offer = Some(game.len());
                None
            }
            _ => {
                self.draw_offer = None;
                None
            }
        };
        if let Some(c) = conceded {
            if game.concede(c).is_ok() {
                // The game is over: whatever was half chosen on the board goes.
                s.reset_input();
                self.draw_offer = None;
                self.stop_computer();
                self.banner_closed = false;
                return self.game_changed();
            }
        }
        self.input_changed();
    }

    /// Resign pressed once: the button asks to be pressed again, and goes back after a while.
    fn ask_resign(&mut self) {
        let ask = self.asked_count.wrapping_add(1);
        self.asked_count = ask;
        self.resign_asked = Some(ask);
        announce("Press Resign again to resign.");
        dom::after_ms(RESIGN_CONFIRM_MS, Box::new(move || {
            with_app(|app| {
                if app.resign_asked == Some(ask) {
                    app.resign_asked = None;
                    app.input_changed();
                }
            });
        }));
        self.input_changed();
    }

    /// A new game with the same options and the seats' players swapped round.
    fn rematch(&mut self) {
        let Some(s) = &self.screen else { return };
        let mut text = String::new();
        for line in s.game().record_text().lines() {
            match line.split(' ').next() {
                Some("seed") => text += &format!("seed {}\n", random_seed()),
                Some("gboards-record" | "game" | "option" | "start") => text = text + line + "\n",
                Some("players") => {}
                _ => break,
            }
        }
        let mut players = s.game().players();
        let first = players.remove(0);
        players.push(first);
        // The rematch keeps the time control; a live rematch is the live module's.
        let control = self.clock.as_ref().map(|c| c.control());
        if let Ok(mut game) = match_from_record(&text) {
            let _ = game.set_players(players);
            self.open_game(game, None);
            self.start_clock(control);
            notice("Rematch: the sides are swapped.");
        }
    }
}
