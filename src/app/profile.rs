//! The page's side of ratings, kept small because it is in the first load: it sees a game
//! against the computer end here and asks the profile module (www/profile_loader.js, fetched
//! then) to rate it; the lobby's Profile button opens the module's panel. The rating maths,
//! the stored profile and the panel are all the module's.
//!
//! A game is rated when the mode's policy says so (a local game with a computer seat) and
//! exactly one seat is a person, every other seat the computer at one level, the same players
//! from the first position this visit saw the game going on to its end. So a game opened
//! already over (a reload, a link, a file) is not rated here, nor one whose players were
//! changed during it. The module rates each game id once, however often its end is seen.

use super::relay::command_module;
use crate::protocol::profile::ProfileCommand;
use super::App;
use crate::dom::set_hidden;
use engine::game::{Outcome, Status};
use engine::player::{Level, Player};
use engine::rating::GameResult;

/// What the page has seen of the game on show.
#[derive(Default)]
pub(super) struct Watch {
    /// The players while the game went on, once seen going on this visit.
    players: Option<Vec<Player>>,
    /// The players changed during the game, or the module was asked to rate it.
    done: bool,
}

/// A command for the profile module, loaded first if it is not yet (www/profile_loader.js).
pub(super) fn profile_command(command: &ProfileCommand) {
    command_module("gboardsProfile", "./profile_loader.js", command);
}

/// The person's seat and the computer's level, when one seat is a person and every other
/// seat the computer at one level.
fn person_against_level(players: &[Player]) -> Option<(u8, Level)> {
    let me = players.iter().position(|p| *p == Player::Human)?;
    let mut level = None;
    for (seat, p) in players.iter().enumerate() {
        match *p {
            Player::Computer(l) if level.is_none_or(|first| first == l) => level = Some(l),
            Player::Human if seat == me => {}
            _ => return None,
        }
    }
    Some((me as u8, level?))
}

impl App {
    /// A new game on show: nothing seen of it yet, and no rating line in its banner.
    pub(super) fn reset_rating(&mut self) {
        self.rating = Watch::default();
        set_hidden("banner-rating", true);
    }

    /// After the game changed: notes its players while it goes on, and asks the module to
    /// rate it when it ends.
    pub(super) fn follow_rating(&mut self) {
        let rated = self.policy().is_some_and(|p| p.rated);
        let (Some(s), w) = (&self.screen, &mut self.rating) else { return };
        let game = s.game();
        let players = game.players();
        let Status::Over(outcome) = game.status() else {
            match &w.players {
                None => w.players = Some(players),
                Some(seen) => w.done |= *seen != players,
            }
            return;
        };
        let fit = person_against_level(&players).filter(|_| rated && !w.done && w.players.as_ref() == Some(&players));
        let Some((me, level)) = fit else { return };
        w.done = true;
        let result = match outcome {
            Outcome::Win(seat) if seat == me => GameResult::Win,
            Outcome::Draw => GameResult::Draw,
            Outcome::Win(_) => GameResult::Loss,
        };
        let (id, game, level) = (self.save_id.to_string(), game.kind().name().to_string(), level.name().to_string());
        profile_command(&ProfileCommand::RateComputer { id, game, level, result });
    }
}
