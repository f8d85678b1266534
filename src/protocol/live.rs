//! What the page and the live-play module (src/bin/live/) say to each other: the page's
//! commands, the module's events for its panel, and the game's events that the panel hands on
//! to the page (see `protocol` for how they travel). A test or a benchmark may forge or watch
//! them (docs/live.md lists them).

use super::{field, optional_seat, seat, tagged};
use engine::game::{Concession, Seat};
use engine::live::Proposal;
use serde::{Deserialize, Serialize};

/// What the page, or the panel's buttons, ask of the module.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Command {
    /// This device's move, in the game's notation.
    Move { action: String },
    Resign,
    /// The game of a player who stayed away.
    Claim,
    Offer { what: Proposal },
    /// The answer to the standing offer.
    Answer { accept: bool },
    Chat { text: String },
    /// A side game's hidden hand: rock, paper or scissors.
    Hand { hand: String },
    /// The host of a game of more than two seats starts it.
    Start,
    /// The name this player goes by.
    Name { name: String },
    /// A search or a room given up: the sockets close.
    Leave,
}

/// Where the connection stands, for the indicator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Connection {
    Connecting,
    /// The host waits for the others.
    Waiting,
    Connected,
    /// Another player's device stopped answering.
    Disconnected,
    /// The signalling server cannot be reached.
    Unreachable,
    Reconnecting,
    Watching,
    /// A newcomer met nobody in the room: its link is old, or its host left.
    NoHost,
}

/// A seat's player as the room knows it: the name it goes by and the rating it claims in a
/// rated game (as shown: "1523?", `?` while provisional).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPlayer {
    pub seat: Seat,
    pub name: Option<String>,
    pub rating: Option<String>,
}

/// What the module tells its panel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LiveEvent {
    State { state: Connection },
    /// The clocks' line.
    Clock { line: String },
    /// A message from another device was refused, and why.
    Refused { why: String },
    Note { text: String },
    /// A player came back, or went.
    Present { seat: Seat },
    Away { seat: Seat },
    Offered { what: Proposal, by: Seat },
    Declined { what: Proposal, by: Seat },
    /// An offer dropped because its player reconnected.
    Withdrawn { what: Proposal, by: Seat },
    /// The table once its game opens: how many seats, and whether a draw may be offered.
    Table { seats: usize, draws: bool },
    /// The room of a game of more than two seats before it starts: this page's seat, how many
    /// are filled (`None`: a start called off, back to waiting), of how many, and which.
    Lobby { mine: Seat, filled: Option<Seat>, of: Seat, taken: Vec<Seat> },
    Chat { seat: Seat, text: String },
    /// The players' names and claimed ratings, when they change.
    Players { players: Vec<SeatPlayer> },
    /// A side game's hands are due; `chosen` is the one this player chose before a reload.
    Hands { chosen: Option<String> },
    /// The game's own news, for the page.
    Game(GameNews),
}

/// What the page does with the game: the live module has agreed it with the others.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameNews {
    /// The game opens: the seat played here (`None`: watching) and its record.
    Open { seat: Option<Seat>, record: String },
    /// Another device's move.
    Move { action: String },
    End { how: Concession },
    /// Moves were taken back: the game's new length.
    TakeBack { len: usize },
    /// The game that opened is gone, its start called off: back to the room's waiting.
    Wait,
    Pairing(PairingNews),
}

/// A search for players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PairingNews {
    /// Looking, in this pairing room.
    Searching { room: String },
    Note { text: String },
    /// Nobody has come for a while.
    Long,
    Unreachable { why: String },
    /// Drawn with another player: the private room of the game.
    Paired { room: String },
}

/// A search for players for the game in `record`, with this time control (`none`, `3+2`, …).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Search {
    pub clock: String,
    pub record: String,
}

/// `GameNews` as the module writes it, read on the page's side (see `protocol`); `None` for
/// anything else. The test below holds it to serde's writer.
pub fn read_news(value: &wasm_bindgen::JsValue) -> Option<GameNews> {
    let (tag, fields) = tagged(value)?;
    let text = |name: &str| field(&fields, name)?.as_string();
    Some(match tag.as_str() {
        "open" => GameNews::Open { seat: optional_seat(&fields)?, record: text("record")? },
        "move" => GameNews::Move { action: text("action")? },
        "end" => {
            let (how, by) = tagged(&field(&fields, "how")?)?;
            let by = || seat(&by);
            GameNews::End {
                how: match how.as_str() {
                    "resigned" => Concession::Resigned(by()?),
                    "draw-agreed" => Concession::DrawAgreed,
                    "out-of-time" => Concession::OutOfTime(by()?),
                    "abandoned" => Concession::Abandoned(by()?),
                    _ => return None,
                },
            }
        }
        "take-back" => GameNews::TakeBack { len: field(&fields, "len")?.as_f64().filter(|n| n.fract() == 0.0 && *n >= 0.0)? as usize },
        "wait" => GameNews::Wait,
        "pairing" => {
            let (kind, fields) = tagged(&fields)?;
            let text = |name: &str| field(&fields, name)?.as_string();
            GameNews::Pairing(match kind.as_str() {
                "searching" => PairingNews::Searching { room: text("room")? },
                "note" => PairingNews::Note { text: text("text")? },
                "long" => PairingNews::Long,
                "unreachable" => PairingNews::Unreachable { why: text("why")? },
                "paired" => PairingNews::Paired { room: text("room")? },
                _ => return None,
            })
        }
        _ => return None,
    })
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::*;

    /// The page's reader reads every kind of news as serde writes it, and nothing else.
    #[wasm_bindgen_test]
    fn the_page_reads_the_news_the_module_writes() {
        let every = [
            GameNews::Open { seat: Some(1), record: "gboards-record 1\ngame gyges\n".into() },
            GameNews::Open { seat: None, record: "r".into() },
            GameNews::Move { action: "a1-b2".into() },
            GameNews::End { how: Concession::Resigned(0) },
            GameNews::End { how: Concession::DrawAgreed },
            GameNews::End { how: Concession::OutOfTime(2) },
            GameNews::End { how: Concession::Abandoned(1) },
            GameNews::TakeBack { len: 12 },
            GameNews::Wait,
            GameNews::Pairing(PairingNews::Searching { room: "r1".into() }),
            GameNews::Pairing(PairingNews::Note { text: "n".into() }),
            GameNews::Pairing(PairingNews::Long),
            GameNews::Pairing(PairingNews::Unreachable { why: "w".into() }),
            GameNews::Pairing(PairingNews::Paired { room: "r2".into() }),
        ];
        for news in every {
            let written = serde_wasm_bindgen::to_value(&news).expect("serde writes it");
            assert_eq!(read_news(&written), Some(news));
        }
        for bad in [wasm_bindgen::JsValue::from(3), "move".into(), js_sys::JSON::parse(r#"{"move":{}}"#).unwrap(), js_sys::JSON::parse(r#"{"open":{"seat":300,"record":"r"}}"#).unwrap(), js_sys::JSON::parse(r#"{"move":{"action":"a"},"wait":1}"#).unwrap()] {
            assert_eq!(read_news(&bad), None);
        }
    }
}
