//! UGI, the engine protocol of the Gygès engine Helios (after the chess engines' UCI), spoken
//! for every game: `gboards ugi` answers it on stdin/stdout, and the match runner drives another
//! engine through it. Commands, replies and docs: `docs/ai.md`. Gygès keeps Helios's frame
//! (below); GIPF and Table Gype use our own position strings and notation (`frame.rs`).
//!
//! In Gygès the protocol always moves "player one", the side whose home row comes first in its board
//! string, towards goal 37. Its rules are the advanced rule with moves that leave the board
//! unchanged allowed (`replace=on`, `return_to_start=allow`), and it has no pass move.
//! A position with North to move is sent flipped rank for rank (files stay), goals swapped.
//!
//! Where things live: `protocol` (commands, moves, boards, replies: text only), this file (the
//! Gygès frame between our positions and the protocol's), `frame` (how each game's positions
//! and moves cross), `table` (the engine's game between commands, generic), `think` (one move
//! of ours), `server` (`gboards ugi`), `client` (an engine in a child process), `runner`
//! (matches against it; `runner/table.rs` for GIPF and Table Gype).

pub mod frame;
pub mod protocol;
// A time target (`Search::with_time`) and a clock are native only, like everything that runs them.
#[cfg(not(target_arch = "wasm32"))]
pub mod table;
#[cfg(not(target_arch = "wasm32"))]
pub mod think;
#[cfg(not(target_arch = "wasm32"))]
pub mod client;
#[cfg(not(target_arch = "wasm32"))]
pub mod runner;
#[cfg(not(target_arch = "wasm32"))]
pub mod server;

use crate::error::{Error, Reason, Result};
use crate::game::Game;
use crate::gyges::{Action, Options, Position, Square, SOUTH};
use protocol::{Answer, Board, UgiMove};

/// The rules the protocol plays.
pub fn ugi_options() -> Vec<(String, String)> {
    [("replace", "on"), ("return_to_start", "allow")].iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

/// A square of ours in the frame of the side to move, or back (the map is its own inverse).
pub fn frame_square(sq: Square, mover: u8) -> Square {
    match (mover == SOUTH, sq) {
        (true, _) => sq,
        (false, 0..=35) => 6 * (5 - sq / 6) + sq % 6,
        (false, goal) => 73 - goal,
    }
}

/// The board as the side to move sees it.
pub fn board_of(pos: &Position) -> Board {
    let mut cells = [0u8; 36];
    for (sq, cell) in cells.iter_mut().enumerate() {
        *cell = pos.size_at(frame_square(sq as Square, pos.to_move()));
    }
    Board(cells)
}

/// The position the protocol's board stands for: South (player one) to move, in the playing
/// phase, under `options`.
pub fn position_of(board: &Board, options: &Options) -> Result<Position> {
    let ranks: Vec<String> = board.0.chunks(6).rev().map(|row| row.iter().map(|&c| if c == 0 { '.' } else { (b'0' + c) as char }).collect()).collect();
    Position::parse_position(&format!("{} S", ranks.join("/")), options)
}

/// An action in the protocol's form for the side to move (`None` for a pass).
pub fn answer_of(pos: &Position, action: &Action) -> Answer {
    let mover = pos.to_move();
    match action {
        Action::Move(m) => Some(UgiMove {
            from: frame_square(m.from, mover),
            to: frame_square(m.to, mover),
            drop: m.drop.map(|d| frame_square(d, mover)),
        }),
        _ => None,
    }
}

/// The legal action an answer names, or why it is not one.
pub fn action_of(pos: &Position, answer: &Answer) -> Result<Action> {
    let mover = pos.to_move();
    let Some(m) = answer else {
        return match pos.legal_moves().is_empty() && !pos.in_setup() {
            true => Ok(Action::Pass),
            false => Err(Error::illegal(Reason::Console("a pass while a piece can move".to_string()))),
        };
    };
    let (from, to, drop) = (frame_square(m.from, mover), frame_square(m.to, mover), m.drop.map(|d| frame_square(d, mover)));
    pos.legal_for_identity(from, to, drop)
        .map(Action::Move)
        .ok_or_else(|| Error::illegal(Reason::Console(format!("{m} is not a legal move on {}", board_of(pos)))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gyges::NORTH;

    fn options() -> Options {
        Position::parse_options(&ugi_options()).unwrap()
    }

    #[test]
    fn frames_round_trip() {
        for mover in [SOUTH, NORTH] {
            for sq in 0..38 {
                assert_eq!(frame_square(frame_square(sq, mover), mover), sq);
            }
        }
        assert_eq!(frame_square(0, NORTH), 30);
        assert_eq!(frame_square(37, NORTH), 36);
    }

    #[test]
    fn every_legal_move_survives_the_trip_for_both_sides() {
        let text = "..3.1./1..2../...3../2....1/.2..3./..13.2";
        for side in ["S", "N"] {
            let pos = Position::parse_position(&format!("{text} {side}"), &options()).unwrap();
            let board = board_of(&pos);
            let seen = position_of(&board, &options()).unwrap();
            assert_eq!(seen.legal_moves().len(), pos.legal_moves().len());
            for m in pos.legal_moves() {
                let answer = answer_of(&pos, &Action::Move(m.clone()));
                assert_eq!(action_of(&pos, &answer).unwrap(), Action::Move(m.clone()));
                // The same move is legal on the board the engine sees.
                let a = answer.unwrap();
                assert!(seen.legal_for_identity(a.from, a.to, a.drop).is_some(), "{a}");
            }
            assert!(action_of(&pos, &None).is_err());
        }
    }
}
