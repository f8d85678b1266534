//! The messages peers exchange, and their text form: one line `<kind> <fields>`, a record
//! after it for `seat`. Every message is size-limited and decoded into a typed form before
//! anything reads it; what does not decode is refused with the reason.

pub use super::proposal::Proposal;
use super::reason::{Decode, Garbage};
use super::LiveError;
use crate::error::clip;
use crate::clock::TimeControl;

/// The protocol's version, sent in `hello`; a peer speaking another one is refused.
pub const VERSION: u32 = 5;
/// The longest message accepted, in bytes (a record of a long game fits many times over).
pub const MAX_BYTES: usize = 64 * 1024;
/// The longest chat line, in characters.
pub const MAX_CHAT: usize = 200;

/// The longest display name, in characters.
pub const MAX_NAME: usize = 24;

/// A 32-byte commitment or a 16-byte secret, carried in hex.
pub type Commitment = [u8; 32];
pub type Secret = [u8; 16];

#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// A peer arrived, speaking this protocol version.
    Hello { version: u32 },
    /// The commitment to a peer's secret for the game's seed (see `commit`).
    Commit(Commitment),
    /// The secret behind an earlier commitment.
    Reveal(Secret),
    /// From the host: the receiver plays `seat`; the game (options, seed, moves so far).
    Seat { seat: u8, record: String },
    /// A player's action: `ply` actions came before it (chance included), and `hash` is the
    /// position hash after it; with a clock, the milliseconds its player thought (`@<ms>`).
    Move { ply: usize, hash: u64, spent_ms: Option<u64>, action: String },
    /// From the host, just before `seat`: the game's time control.
    Clock(TimeControl),
    /// The sender's own clock (it plays `seat`) ran out.
    Flag { seat: u8 },
    /// From a seated peer on meeting another: the seat it plays, the next link of its seat
    /// token (`guard`) and its whole record, so a player who reloaded, or a spectator, catches up.
    Sync { seat: u8, link: Option<Commitment>, record: String },
    /// The player of `seat`'s token: its anchor when the seat is taken, or a link it just gave
    /// in a claim, so that link proves nothing any more.
    Guard { seat: u8, link: Commitment },
    /// The player of `seat` gives up.
    Resign { seat: u8 },
    /// The player of `seat` stayed away too long and the sender takes the game.
    Claim { seat: u8 },
    /// The sender proposes this, in the position after `ply` actions.
    Offer { what: Proposal, ply: usize },
    /// The answer to the other player's offer.
    Answer { what: Proposal, ply: usize, accept: bool },
    Chat(String),
    /// The name the sender's player goes by (see `check_name`).
    Name(String),
    /// The rating the sender's player claims in the game's pool (a rated game; see
    /// `rating::PeopleGame`).
    Rating(crate::rating::Rating),
    /// The sender's commitment to its hidden choice due after `ply` actions
    /// (`Game::hidden_choice`; "hand" after the first game to have one).
    Hand { ply: usize, commit: Commitment },
    /// The choice behind that commitment (an action's text), and its secret.
    Show { ply: usize, choice: String, secret: Secret },
    /// From the host of a game of more than two seats: the receiver plays `seat`; the game's
    /// options and start (its seed comes from the round of `pledge` and `unveil`), and the
    /// round of the start to come.
    Place { seat: u8, round: u32, record: String },
    /// The player of `seat` commits to its secret for the seed of round `round`, to every other
    /// player.
    Pledge { seat: u8, round: u32, commit: Commitment },
    /// The secret behind that pledge, sent once every seat's pledge is in.
    Unveil { seat: u8, round: u32, secret: Secret },
    /// From the host: the player of `seat` left during the start of round `round`, which is
    /// called off; the next start is round `round + 1`.
    Abandon { seat: u8, round: u32 },
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub(crate) fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    if text.len() != N * 2 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut out = [0u8; N];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[i * 2..i * 2 + 2], 16).ok()?;
    }
    Some(out)
}

impl Message {
    pub fn encode(&self) -> String {
        match self {
            Message::Hello { version } => format!("hello {version}"),
            Message::Commit(c) => format!("commit {}", hex(c)),
            Message::Reveal(s) => format!("reveal {}", hex(s)),
            Message::Seat { seat, record } => format!("seat {seat}\n{record}"),
            Message::Move { ply, hash, spent_ms: None, action } => format!("move {ply} {hash:016x} {action}"),
            Message::Move { ply, hash, spent_ms: Some(ms), action } => format!("move {ply} {hash:016x} @{ms} {action}"),
            Message::Clock(c) => format!("clock {}", c.name()),
            Message::Flag { seat } => format!("flag {seat}"),
            Message::Sync { seat, link: None, record } => format!("sync {seat}\n{record}"),
            Message::Sync { seat, link: Some(link), record } => format!("sync {seat} {}\n{record}", hex(link)),
            Message::Guard { seat, link } => format!("guard {seat} {}", hex(link)),
            Message::Resign { seat } => format!("resign {seat}"),
            Message::Claim { seat } => format!("claim {seat}"),
            Message::Offer { what, ply } => format!("offer {} {ply}", what.name()),
            Message::Answer { what, ply, accept } => format!("{} {} {ply}", if *accept { "accept" } else { "decline" }, what.name()),
            Message::Chat(text) => format!("chat {text}"),
            Message::Name(name) => format!("name {name}"),
            Message::Rating(r) => format!("rating {}", crate::rating::claim_text(r)),
            Message::Hand { ply, commit } => format!("hand {ply} {}", hex(commit)),
            Message::Show { ply, choice, secret } => format!("show {ply} {choice} {}", hex(secret)),
            Message::Place { seat, round, record } => format!("place {seat} {round}\n{record}"),
            Message::Pledge { seat, round, commit } => format!("pledge {seat} {round} {}", hex(commit)),
            Message::Unveil { seat, round, secret } => format!("unveil {seat} {round} {}", hex(secret)),
            Message::Abandon { seat, round } => format!("abandon {seat} {round}"),
        }
    }

    /// Reads a message from a peer: anything too long, of an unknown kind or with a bad field
    /// is an error naming it.
    pub fn decode(text: &str) -> Result<Message, LiveError> {
        if text.len() > MAX_BYTES {
            return Err(LiveError::TooLarge { bytes: text.len() });
        }
        let (line, rest) = text.split_once('\n').unwrap_or((text, ""));
        let line = line.trim_end_matches('\r');
        let (kind, fields) = line.split_once(' ').unwrap_or((line, ""));
        let garbage = |why: Decode| LiveError::Garbage(Garbage::Line { line: clip(line), why });
        let carries_record = matches!(kind, "seat" | "sync" | "place");
        if !rest.is_empty() && !carries_record {
            return Err(garbage(Decode::ExtraLines));
        }
        if line.chars().any(char::is_control) {
            return Err(garbage(Decode::ControlCharacters));
        }
        let number = |t: &str| t.parse::<u64>().ok().filter(|_| t.bytes().all(|b| b.is_ascii_digit()));
        let seat = |t: &str| number(t).filter(|&n| n < 8).map(|n| n as u8).ok_or_else(|| garbage(Decode::SeatNumber));
        let ply = |t: Option<&str>| t.and_then(number).and_then(|n| usize::try_from(n).ok()).ok_or_else(|| garbage(Decode::PlyNumber));
        let round = |t: Option<&str>| t.and_then(number).and_then(|n| u32::try_from(n).ok()).ok_or_else(|| garbage(Decode::RoundNumber));
        let proposal = |fields: &str| {
            let (what, at) = fields.split_once(' ').unwrap_or((fields, ""));
            Ok::<_, LiveError>((Proposal::parse(what).ok_or_else(|| garbage(Decode::UnknownProposal))?, ply(Some(at))?))
        };
        if carries_record && rest.trim().is_empty() {
            return Err(garbage(Decode::NoRecord));
        }
        match kind {
            "hello" => Ok(Message::Hello { version: number(fields).and_then(|v| u32::try_from(v).ok()).ok_or_else(|| garbage(Decode::VersionNumber))? }),
            "commit" => unhex::<32>(fields).map(Message::Commit).ok_or_else(|| garbage(Decode::CommitmentHex)),
            "reveal" => unhex::<16>(fields).map(Message::Reveal).ok_or_else(|| garbage(Decode::SecretHex)),
            "seat" => Ok(Message::Seat { seat: seat(fields)?, record: rest.to_string() }),
            "sync" => {
                let (at, link) = fields.split_once(' ').map_or((fields, None), |(a, l)| (a, Some(l)));
                let link = link.map(|l| unhex::<32>(l).ok_or_else(|| garbage(Decode::LinkHex))).transpose()?;
                Ok(Message::Sync { seat: seat(at)?, link, record: rest.to_string() })
            }
            "move" => {
                let mut parts = fields.splitn(3, ' ');
                let ply = ply(parts.next())?;
                let hash = parts.next().filter(|h| h.len() == 16).and_then(|h| unhex::<8>(h)).map(u64::from_be_bytes).ok_or_else(|| garbage(Decode::PositionHash))?;
                let mut action = parts.next().map(str::trim).filter(|a| !a.is_empty()).ok_or_else(|| garbage(Decode::NoAction))?;
                let mut spent_ms = None;
                if let Some(timed) = action.strip_prefix('@') {
                    let (ms, rest) = timed.split_once(' ').ok_or_else(|| garbage(Decode::NoAction))?;
                    spent_ms = Some(number(ms).ok_or_else(|| garbage(Decode::TimeSpent))?);
                    action = rest.trim();
                }
                Ok(Message::Move { ply, hash, spent_ms, action: action.to_string() })
            }
            "resign" => Ok(Message::Resign { seat: seat(fields)? }),
            "flag" => Ok(Message::Flag { seat: seat(fields)? }),
            "clock" => match TimeControl::parse(fields) {
                Ok(Some(c)) => Ok(Message::Clock(c)),
                _ => Err(garbage(Decode::TimeControl)),
            },
            "claim" => Ok(Message::Claim { seat: seat(fields)? }),
            "offer" => proposal(fields).map(|(what, ply)| Message::Offer { what, ply }),
            "accept" | "decline" => proposal(fields).map(|(what, ply)| Message::Answer { what, ply, accept: kind == "accept" }),
            "hand" => {
                let (at, commit) = fields.split_once(' ').unwrap_or((fields, ""));
                Ok(Message::Hand { ply: ply(Some(at))?, commit: unhex::<32>(commit).ok_or_else(|| garbage(Decode::CommitmentHex))? })
            }
            "show" => {
                let mut parts = fields.splitn(3, ' ');
                let ply = ply(parts.next())?;
                let choice = parts.next().filter(|c| is_choice(c)).ok_or_else(|| garbage(Decode::HiddenChoice))?;
                let secret = parts.next().and_then(unhex::<16>).ok_or_else(|| garbage(Decode::SecretHex))?;
                Ok(Message::Show { ply, choice: choice.to_string(), secret })
            }
            "place" => {
                let (at, r) = fields.split_once(' ').unwrap_or((fields, ""));
                Ok(Message::Place { seat: seat(at)?, round: round(Some(r))?, record: rest.to_string() })
            }
            "pledge" | "unveil" | "abandon" | "guard" => {
                let mut parts = fields.splitn(3, ' ');
                let seat = seat(parts.next().unwrap_or(""))?;
                if kind == "guard" {
                    let link = parts.next().and_then(unhex::<32>).filter(|_| parts.next().is_none());
                    return link.map(|link| Message::Guard { seat, link }).ok_or_else(|| garbage(Decode::LinkHex));
                }
                let round = round(parts.next())?;
                let hex = parts.next().unwrap_or("");
                match kind {
                    "pledge" => unhex::<32>(hex).map(|commit| Message::Pledge { seat, round, commit }).ok_or_else(|| garbage(Decode::CommitmentHex)),
                    "unveil" => unhex::<16>(hex).map(|secret| Message::Unveil { seat, round, secret }).ok_or_else(|| garbage(Decode::SecretHex)),
                    _ if hex.is_empty() => Ok(Message::Abandon { seat, round }),
                    _ => Err(garbage(Decode::AbandonFields)),
                }
            }
            "chat" if fields.chars().count() <= MAX_CHAT => Ok(Message::Chat(fields.to_string())),
            "chat" => Err(garbage(Decode::ChatTooLong)),
            "name" => check_name(fields).map(Message::Name),
            "rating" => match crate::rating::read_claim(fields) {
                Ok(Some(r)) => Ok(Message::Rating(r)),
                Err(crate::rating::RatingError::Implausible { .. }) => Err(garbage(Decode::RatingImplausible)),
                // `-` (no claim) is for a game to rate (`PeopleGame`), never a message: a peer claims a rating or says nothing.
                Ok(None) | Err(_) => Err(garbage(Decode::RatingNumbers)),
            },
            _ => Err(garbage(Decode::UnknownKind)),
        }
    }
}

/// A hidden choice as it travels: one word of up to 16 visible ASCII characters (an action's
/// text; the receiver checks it is legal before playing it).
fn is_choice(text: &str) -> bool {
    (1..=16).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_graphic())
}

/// A display name as players may give it: 1 to `MAX_NAME` characters once trimmed, none of
/// them a control character. Anything else is refused, from the page and from a peer alike.
pub fn check_name(text: &str) -> Result<String, LiveError> {
    let name = text.trim();
    let chars = name.chars().count();
    if chars == 0 || chars > MAX_NAME || name.chars().any(char::is_control) {
        return Err(LiveError::Garbage(Garbage::Name { most: MAX_NAME }));
    }
    Ok(name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_round_trips() {
        let all = [
            Message::Hello { version: 1 },
            Message::Commit([7; 32]),
            Message::Reveal([0xab; 16]),
            Message::Seat { seat: 1, record: "gboards-record 1\ngame gyges\nseed 3\n".into() },
            Message::Move { ply: 12, hash: 0x0123_4567_89ab_cdef, spent_ms: None, action: "a1-b2-c3".into() },
            Message::Move { ply: 3, hash: 7, spent_ms: Some(4250), action: "tb3".into() },
            Message::Clock(TimeControl { base_ms: 180_000, increment_ms: 2000 }),
            Message::Flag { seat: 1 },
            Message::Sync { seat: 0, link: None, record: "gboards-record 1\ngame gyges\nseed 3\na1-b2\n".into() },
            Message::Sync { seat: 1, link: Some([0x3c; 32]), record: "gboards-record 1\ngame gyges\nseed 3\n".into() },
            Message::Guard { seat: 2, link: [0xe1; 32] },
            Message::Abandon { seat: 3, round: 1 },
            Message::Resign { seat: 0 },
            Message::Claim { seat: 1 },
            Message::Offer { what: Proposal::Takeback, ply: 4 },
            Message::Answer { what: Proposal::Draw, ply: 9, accept: true },
            Message::Answer { what: Proposal::Rematch, ply: 30, accept: false },
            Message::Chat("good game".into()),
            Message::Rating(crate::rating::Rating::Glicko(crate::rating::Glicko::new(1612.25, 80.5, 0.06).unwrap())),
            Message::Rating(crate::rating::Rating::Table(crate::rating::TableRating::new(27.5, 6.25).unwrap())),
            Message::Hand { ply: 40, commit: [0x5a; 32] },
            Message::Show { ply: 40, choice: "scissors".into(), secret: [3; 16] },
            Message::Place { seat: 3, round: 0, record: "gboards-record 1\ngame gype\noption seats=SWNE\nseed 0\n".into() },
            Message::Pledge { seat: 2, round: 5, commit: [9; 32] },
            Message::Unveil { seat: 1, round: 2, secret: [0xcd; 16] },
        ];
        for m in all {
            assert_eq!(Message::decode(&m.encode()), Ok(m.clone()), "{}", m.encode());
        }
    }

    #[test]
    fn bad_fields_are_named() {
        use Decode::*;
        let h64 = "0".repeat(64);
        let h32 = "0".repeat(32);
        let cases: Vec<(String, Decode)> = [
            ("", UnknownKind), ("hello", VersionNumber), ("hello -1", VersionNumber), ("commit 12", CommitmentHex), ("reveal zz", SecretHex),
            ("seat 1", NoRecord), ("seat 9\nx", SeatNumber), ("move 1 2 a1", PositionHash), ("move x 0123456789abcdef a1", PlyNumber),
            ("move 1 0123456789abcdef", NoAction), ("resign", SeatNumber), ("fly 1", UnknownKind), ("sync 0", NoRecord), ("claim x", SeatNumber),
            ("offer draw", PlyNumber), ("offer tea 3", UnknownProposal), ("accept draw x", PlyNumber), ("decline", UnknownProposal),
            ("chat a\nb", ExtraLines), ("move 1 0123456789abcdef a\u{7}", ControlCharacters), ("hand 3", CommitmentHex), ("hand x 00", PlyNumber),
            ("move 1 0123456789abcdef @x a1", TimeSpent), ("move 1 0123456789abcdef @12", NoAction), ("clock none", TimeControl), ("clock 3", TimeControl),
            ("flag", SeatNumber), ("show 3 seventeen-characters 00000000000000000000000000000000", HiddenChoice), ("show 3 rock 12", SecretHex),
            ("rating -", RatingNumbers), ("rating 99999:80:0.06", RatingImplausible), ("rating 1500:80", RatingImplausible),
            ("rating 1500:80:0.06:1", RatingNumbers), ("rating NaN:80:0.06", RatingImplausible), ("rating x:80", RatingNumbers),
            ("place 2\nx", RoundNumber), ("place 2 x\nx", RoundNumber), ("pledge 1", RoundNumber), ("pledge 1 0 00", CommitmentHex),
            ("unveil 1", RoundNumber), ("sync 1 12\nx", LinkHex), ("guard 1", LinkHex), ("guard 1 00", LinkHex), ("abandon 1", RoundNumber),
            ("abandon 1 x", RoundNumber), ("abandon 1 2 3", AbandonFields),
        ]
        .into_iter()
        .map(|(t, why)| (t.to_string(), why))
        .chain([
            (format!("pledge 9 0 {h64}"), SeatNumber),
            (format!("pledge 1 {h64}"), CommitmentHex),
            (format!("unveil x 0 {h32}"), SeatNumber),
            (format!("chat {}", "x".repeat(MAX_CHAT + 1)), ChatTooLong),
        ])
        .collect();
        for (text, why) in cases {
            let line = clip(text.split('\n').next().unwrap_or(""));
            assert_eq!(Message::decode(&text), Err(LiveError::Garbage(Garbage::Line { line, why })), "{text:?}");
        }
        // The offending line is clipped, as notation in any other reason.
        let Err(LiveError::Garbage(Garbage::Line { line, .. })) = Message::decode(&format!("{} 1", "q".repeat(90))) else { panic!("a long kind is refused") };
        assert!(line.chars().count() <= 41 && line.ends_with('…'), "{line}");
        assert_eq!(check_name(&"n".repeat(MAX_NAME + 1)), Err(LiveError::Garbage(Garbage::Name { most: MAX_NAME })));
        let long = "chat ".to_string() + &"x".repeat(MAX_BYTES);
        assert_eq!(Message::decode(&long), Err(LiveError::TooLarge { bytes: long.len() }));
    }
}
