//! How a game ends from the players' side: the result and its reason in words, resigning, a
//! draw offered and accepted on this device, and a rematch with the sides swapped.

use crate::protocol::live::Command;
use engine::live::Proposal;
use super::mode::Control;
use super::{notice, with_app, App};
use crate::dom::{self, announce, random_seed};
use crate::i18n::msg;
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
            let winner = screen.seat_name(*s);
            let loser = screen.seat_name(1 - (*s).min(1));
            match why {
                Some(Ending::Goal) => msg::result_win_goal(&winner),
                // In GIPF a player who cannot move has no piece left to bring in.
                Some(Ending::NoMove) if screen.game().kind() == GameKind::Gipf => msg::result_win_no_reserve(&winner, &loser),
                Some(Ending::NoMove) => msg::result_win_no_move(&winner, &loser),
                Some(Ending::AllHome) => msg::result_win_all_home(&winner),
                Some(Ending::Blocked) => msg::result_win_blocked(&winner),
                Some(Ending::GipfPieces) => msg::result_win_no_gipf(&winner, &loser),
                Some(Ending::MoveCap) => msg::result_win_move_cap(&winner),
                Some(Ending::Resigned) => match screen.game().conceded() {
                    // With 3–4 seats the one who resigned (or was claimed) is named, not "the other".
                    Some(Concession::Resigned(r)) => msg::result_win_resigned(&winner, &screen.seat_name(r)),
                    _ => msg::result_win_resigned(&winner, &loser),
                },
                Some(Ending::OutOfTime) => msg::result_win_time(&winner, &flagged.unwrap_or_default()),
                Some(Ending::Abandoned) => match screen.game().conceded() {
                    Some(Concession::Abandoned(a)) => msg::result_win_abandoned(&winner, &screen.seat_name(a)),
                    _ => msg::result_win_abandoned(&winner, &loser),
                },
                _ => msg::result_win(&winner),
            }
        }
        Outcome::Draw if flagged.is_some() => msg::result_draw_time(&flagged.unwrap_or_default()),
        Outcome::Draw => match why {
            Some(Ending::NoMove) => msg::result_draw_no_move(),
            Some(Ending::Repetition) => msg::result_draw_repetition(),
            Some(Ending::MoveCap) => msg::result_draw_move_cap(),
            Some(Ending::Agreed) => msg::result_draw_agreed(),
            _ => msg::result_draw(),
        },
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
            let status = msg::verdict_draw_offered(&s.seat_name(1 - seat), &s.seat_name(seat));
            return (b("accept", &msg::verdict_accept_draw(), "") + &b("decline", &msg::verdict_decline(), ""), Some(status));
        }
        // The first press asks for a second on the same spot (lichess's way), for a while.
        let mut html = match self.resign_asked {
            Some(_) => b("resign", &msg::verdict_confirm_resign(), " class=\"confirm\" aria-pressed=\"true\""),
            None => b("resign", &msg::verdict_resign(), ""),
        };
        // Offered to the other person on this device, so both seats are human.
        if policy.enabled(Control::OfferDraw) {
            html += &b("offer", &msg::verdict_offer_draw(), "");
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
        announce(&msg::verdict_resign_again());
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
            notice(&msg::verdict_rematch_swapped());
        }
    }
}
