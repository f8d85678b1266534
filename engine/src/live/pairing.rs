//! Quick pairing with strangers, with no game server of our own. The signalling server's own
//! matchmaking joins players: a room id followed by `?next=N` connects the next N players who
//! ask for that id, then the next N apart. So the id carries everything two players must agree
//! on (the protocol's version, the game, its seats, the options that change its rules, the time
//! control, and a rating band once ratings exist), and only compatible players ever meet.
//!
//! This module lists the lobby's tiles, builds and reads pairing room ids, and checks that the
//! game a paired host opens is the room's. `draw` runs the short exchange by which a group just
//! matched draws, by commit-reveal, who plays which seat and the private room the game moves to.

pub mod draw;
mod error;

pub use error::{Mismatch, PairingError, RoomField, Unpairable};

use super::message::{unhex, Commitment, VERSION};
use crate::any::{match_from_parsed, new_match};
use crate::clock::TimeControl;
use crate::error::clip;
use crate::kind::GameKind;
use crate::record::{LineNumbers, Record};
use sha2::{Digest, Sha256};
use std::fmt;


/// One of the lobby's common settings: a game, its number of seats and its clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    pub game: GameKind,
    pub seats: u8,
    pub clock: Option<TimeControl>,
}

/// The two-player games' tiles: minutes each, plus seconds after every move.
const TWO_PLAYER_CLOCKS: [(u64, u64); 4] = [(3, 2), (5, 3), (10, 5), (15, 10)];
/// Table Gype's clocked tiles: its games of three or four last longer than a duel.
const GYPE_CLOCK: (u64, u64) = (10, 5);

fn minutes(base: u64, increment: u64) -> TimeControl {
    TimeControl { base_ms: base * 60_000, increment_ms: increment * 1000 }
}

/// The tiles the lobby offers for `game`, in the order shown.
pub fn tiles(game: GameKind) -> Vec<Tile> {
    match game {
        GameKind::Gype => (2..=4u8)
            .flat_map(|seats| [Some(minutes(GYPE_CLOCK.0, GYPE_CLOCK.1)), None].map(|clock| Tile { game, seats, clock }))
            .collect(),
        _ => TWO_PLAYER_CLOCKS.iter().map(|&(m, s)| Tile { game, seats: 2, clock: Some(minutes(m, s)) }).collect(),
    }
}

fn clock_name(clock: Option<TimeControl>) -> String {
    clock.map_or_else(|| "none".to_string(), |c| c.name())
}

impl Tile {
    /// The tile's code, as a lobby button carries it: `gyges-2p-3+2`, `gype-3p-none`.
    pub fn code(&self) -> String {
        format!("{}-{}p-{}", self.game.name(), self.seats, clock_name(self.clock))
    }

    /// Reads a code that `code` wrote; only the listed tiles are accepted. (The page's lobby
    /// says when a code names no tile: a pairing error would bring its whole drop code into the
    /// first load.)
    pub fn parse(code: &str) -> Option<Tile> {
        let game = code.split('-').next().and_then(|g| GameKind::parse(g).ok())?;
        tiles(game).into_iter().find(|t| t.code() == code)
    }

    /// What the tile shows: the clock for a duel; the players and the clock for Table Gype.
    pub fn label(&self) -> String {
        let clock = self.clock.map_or_else(|| "no clock".to_string(), |c| c.name());
        match self.game {
            GameKind::Gype => format!("{} players · {clock}", self.seats),
            _ => clock,
        }
    }

    /// The options of the tile's game: the usual ones, with Table Gype's seats for its players.
    pub fn options(&self) -> Vec<(String, String)> {
        let seats = match (self.game, self.seats) {
            (GameKind::Gype, 3) => "SWN",
            (GameKind::Gype, 4) => "SWNE",
            _ => return Vec::new(),
        };
        vec![("seats".to_string(), seats.to_string())]
    }

    /// A new game of the tile's settings, as a record.
    pub fn record(&self, seed: u64) -> Result<String, PairingError> {
        let game = new_match(self.game.name(), &self.options(), None, seed).map_err(|e| PairingError::Game(Unpairable::Record(e)))?;
        Ok(game.record_text())
    }
}

/// The rating band a pairing room is for, written `any` in the id for everyone, or a token of
/// its own (`r1400`: Glicko-2 ratings from 1400 to 1599) so that players of different bands
/// never share a room. A search looks in its own band first and then widens to `any`, so that
/// far-apart players meet only when no closer one came.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RatingBand(String);

/// The width of a band: Glicko-2 points, and Weng-Lin points (a table's scale is about 70
/// times smaller: 25 to start, where Glicko-2 starts at 1500).
const GLICKO_BAND: f64 = 200.0;
const TABLE_BAND: f64 = 3.0;

impl RatingBand {
    /// No band: everyone.
    pub fn any() -> RatingBand {
        RatingBand(String::new())
    }

    /// The band of a player rated `rating` (`r1400` for 1400 up to 1600, or `t24` for a table's Weng-Lin 24 up to 27).
    pub fn around(rating: &crate::rating::Rating) -> RatingBand {
        let (prefix, width) = match rating {
            crate::rating::Rating::Glicko(_) => ("r", GLICKO_BAND),
            crate::rating::Rating::Table(_) => ("t", TABLE_BAND),
        };
        // Plausible ratings are finite and within a few thousand points; the cast saturates.
        let floor = ((rating.value() / width).floor() * width) as i64;
        RatingBand(format!("{prefix}{}", floor.max(0)))
    }

    /// A band's token: 1 to 16 lowercase letters, digits and hyphens, not `any`.
    pub fn named(token: &str) -> Result<RatingBand, PairingError> {
        let ok = (1..=16).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        match token {
            "any" => Ok(RatingBand::any()),
            _ if ok => Ok(RatingBand(token.to_string())),
            _ => Err(PairingError::BadField { field: RoomField::RatingBand, value: token.to_string() }),
        }
    }

    pub fn token(&self) -> &str {
        if self.0.is_empty() { "any" } else { &self.0 }
    }
}

/// The longest test salt (`?pairing_salt=`), in characters.
pub const MAX_SALT: usize = 32;

fn check_salt(salt: &str) -> Result<(), PairingError> {
    let ok = salt.len() <= MAX_SALT && salt.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    if ok { Ok(()) } else { Err(PairingError::BadField { field: RoomField::Salt, value: salt.to_string() }) }
}

/// What a pairing room is for: players meet only where all of it agrees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scope {
    pub game: GameKind,
    pub seats: u8,
    pub clock: Option<TimeControl>,
    /// The options that change the rules, as the game's record writes them (those that differ
    /// from the defaults, in a fixed order), `;`-joined.
    pub options: String,
    pub rating_band: RatingBand,
    /// Test runs' own rooms (`?pairing_salt=` in the address), so that a run never meets the
    /// stale peers of another; empty in play.
    pub salt: String,
}

impl Scope {
    /// The scope of a new game in `record` (a game from its start; the seed and the players
    /// are not part of it) played with `clock`.
    pub fn of_game(record: &str, clock: Option<TimeControl>) -> Result<Scope, PairingError> {
        let (rec, lines) = Record::parse(record).map_err(|e| PairingError::Game(Unpairable::Record(e)))?;
        Scope::of_record(&rec, &lines, clock).map_err(PairingError::Game)
    }

    fn of_record(rec: &Record, lines: &LineNumbers, clock: Option<TimeControl>) -> Result<Scope, Unpairable> {
        if rec.start.is_some() || !rec.actions.is_empty() || rec.conceded.is_some() {
            return Err(Unpairable::NotAtStart);
        }
        let game = match_from_parsed(rec, lines).map_err(Unpairable::Record)?;
        // The record the game itself writes: its options in one form whatever the input's.
        let own = game.record();
        let options: Vec<String> = own.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let seats = u8::try_from(game.players().len()).map_err(|_| Unpairable::TooManySeats)?;
        Ok(Scope { game: game.kind(), seats, clock, options: options.join(";"), rating_band: RatingBand::any(), salt: String::new() })
    }

    /// The same scope in a test run's own rooms.
    pub fn with_salt(self, salt: &str) -> Result<Scope, PairingError> {
        check_salt(salt)?;
        Ok(Scope { salt: salt.to_string(), ..self })
    }

    /// The room's id on the signalling server.
    pub fn room(&self) -> RoomId {
        RoomId {
            version: VERSION,
            game: self.game,
            seats: self.seats,
            clock: self.clock,
            options_digest: options_digest(&self.options),
            rating_band: self.rating_band.clone(),
            salt: self.salt.clone(),
        }
    }

    /// Whether a game a paired player opened (its record and clock) is this room's.
    pub fn admits(&self, record: &str, clock: Option<TimeControl>) -> Result<(), PairingError> {
        // The record carries the agreed seed and no move yet; its start is the game's own.
        let unpairable = |why| PairingError::Mismatch(Mismatch::Unpairable(why));
        let (mut rec, lines) = Record::parse(record).map_err(|e| unpairable(Unpairable::Record(e)))?;
        rec.seed = 0;
        let theirs = Scope::of_record(&rec, &lines, clock).map_err(unpairable)?;
        if theirs.game != self.game || theirs.seats != self.seats {
            return Err(PairingError::Mismatch(Mismatch::Seats { game: theirs.game, seats: theirs.seats }));
        }
        if theirs.clock != self.clock {
            return Err(PairingError::Mismatch(Mismatch::Clock(theirs.clock)));
        }
        if theirs.options != self.options {
            return Err(PairingError::Mismatch(Mismatch::Options(clip(&theirs.options))));
        }
        Ok(())
    }
}

const OPTIONS_TAG: &[u8] = b"gboards-pairing-options-1";

/// The options in 12 hex digits: the id stays short and the same for the same options. Two
/// option sets with the same digest would meet; the host's game is checked in full anyway.
fn options_digest(options: &str) -> String {
    let d: [u8; 32] = Sha256::digest([OPTIONS_TAG, options.as_bytes()].concat()).into();
    d[..6].iter().map(|b| format!("{b:02x}")).collect()
}

/// A pairing room's id, field by field: `gbpair.v5.gyges.2p.180s2.o0123456789ab.any`, then
/// `.t<salt>` for a test run's room. Every field is letters, digits and hyphens at most, so the
/// id is one path segment of the signalling server's address, as it must be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomId {
    pub version: u32,
    pub game: GameKind,
    pub seats: u8,
    pub clock: Option<TimeControl>,
    pub options_digest: String,
    pub rating_band: RatingBand,
    pub salt: String,
}

const PREFIX: &str = "gbpair";
/// The longest room id read, in bytes.
const MAX_ID: usize = 160;

impl fmt::Display for RoomId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let clock = self.clock.map_or_else(|| "untimed".to_string(), |c| format!("{}s{}", c.base_ms / 1000, c.increment_ms / 1000));
        write!(f, "{PREFIX}.v{}.{}.{}p.{clock}.o{}.{}", self.version, self.game.name(), self.seats, self.options_digest, self.rating_band.token())?;
        if !self.salt.is_empty() {
            write!(f, ".t{}", self.salt)?;
        }
        Ok(())
    }
}

impl RoomId {
    /// The path to ask the signalling server for: the id, and how many players it joins.
    pub fn signal_path(&self) -> String {
        format!("{self}?next={}", self.seats)
    }

    /// Reads an id that `Display` wrote. A room of another protocol version is its own error:
    /// such a room never pairs with this one, and the page can say why.
    pub fn parse(id: &str) -> Result<RoomId, PairingError> {
        let not_a_room = || PairingError::NotARoom(id.to_string());
        if id.len() > MAX_ID {
            return Err(not_a_room());
        }
        let fields: Vec<&str> = id.split('.').collect();
        if fields.first() != Some(&PREFIX) || !(7..=8).contains(&fields.len()) {
            return Err(not_a_room());
        }
        let bad = |field: RoomField, value: &str| PairingError::BadField { field, value: value.to_string() };
        let digits = |t: &str| t.parse::<u64>().ok().filter(|_| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()));
        let version = fields[1].strip_prefix('v').and_then(digits).and_then(|v| u32::try_from(v).ok()).ok_or_else(|| bad(RoomField::Version, fields[1]))?;
        if version != VERSION {
            return Err(PairingError::OtherVersion(version));
        }
        let game = GameKind::parse(fields[2]).map_err(|_| bad(RoomField::Game, fields[2]))?;
        let seats = fields[3].strip_suffix('p').and_then(digits).filter(|n| (2..=8).contains(n)).ok_or_else(|| bad(RoomField::Seats, fields[3]))? as u8;
        let clock = match fields[4] {
            "untimed" => None,
            text => {
                let (base, inc) = text.split_once('s').ok_or_else(|| bad(RoomField::Clock, text))?;
                let control = match (digits(base), digits(inc)) {
                    (Some(b), Some(i)) => TimeControl::parse(&format!("{b}s+{i}")).ok().flatten(),
                    _ => None,
                };
                Some(control.ok_or_else(|| bad(RoomField::Clock, text))?)
            }
        };
        let options_digest = fields[5].strip_prefix('o').filter(|d| unhex::<6>(d).is_some() && d.bytes().all(|b| !b.is_ascii_uppercase())).ok_or_else(|| bad(RoomField::Options, fields[5]))?;
        let rating_band = RatingBand::named(fields[6])?;
        let salt = match fields.get(7) {
            Some(t) => t.strip_prefix('t').filter(|s| !s.is_empty()).ok_or_else(|| bad(RoomField::Salt, t))?,
            None => "",
        };
        check_salt(salt)?;
        Ok(RoomId { version, game, seats, clock, options_digest: options_digest.to_string(), rating_band, salt: salt.to_string() })
    }
}

/// The message a guest shows the host of the private room first: its ticket (see `draw`).
pub fn ticket_message(ticket: &Commitment) -> String {
    format!("ticket {}", super::message::hex(ticket))
}

/// A ticket, if `text` is the ticket message (other messages are the game's: `None`).
pub fn read_ticket(text: &str) -> Option<Result<Commitment, PairingError>> {
    let hex = text.strip_prefix("ticket ")?;
    Some(unhex::<32>(hex).ok_or(PairingError::BadTicket))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scope(tile: &str) -> Scope {
        let tile = Tile::parse(tile).unwrap();
        Scope::of_game(&tile.record(7).unwrap(), tile.clock).unwrap()
    }

    #[test]
    fn the_tiles_are_the_common_settings_and_their_codes_read_back() {
        let codes = |g| tiles(g).iter().map(Tile::code).collect::<Vec<_>>();
        assert_eq!(codes(GameKind::Gyges), ["gyges-2p-3+2", "gyges-2p-5+3", "gyges-2p-10+5", "gyges-2p-15+10"]);
        assert_eq!(codes(GameKind::Gipf), ["gipf-2p-3+2", "gipf-2p-5+3", "gipf-2p-10+5", "gipf-2p-15+10"]);
        assert_eq!(codes(GameKind::Gype), ["gype-2p-10+5", "gype-2p-none", "gype-3p-10+5", "gype-3p-none", "gype-4p-10+5", "gype-4p-none"]);
        for game in GameKind::ALL {
            for tile in tiles(game) {
                assert_eq!(Tile::parse(&tile.code()), Some(tile));
                let record = tile.record(1).unwrap();
                let s = Scope::of_game(&record, tile.clock).unwrap();
                assert_eq!((s.game, s.seats as usize), (game, tile.seats as usize), "{}", tile.code());
            }
        }
        assert_eq!(Tile::parse("gype-3p-none").unwrap().label(), "3 players · no clock");
        assert_eq!(Tile::parse("gyges-2p-15+10").unwrap().label(), "15+10");
    }

    #[test]
    fn bad_tiles_are_refused() {
        for code in ["", "gyges", "gyges-2p-4+2", "gyges-3p-3+2", "chess-2p-3+2", "gype-5p-none", "gyges-2p-3+2-x", "GYGES-2p-3+2"] {
            assert_eq!(Tile::parse(code), None, "{code:?}");
        }
    }

    #[test]
    fn equal_settings_make_equal_rooms_and_any_difference_another() {
        assert_eq!(scope("gyges-2p-3+2").room(), scope("gyges-2p-3+2").room(), "the seed is not part of the room");
        let rooms: Vec<String> = ["gyges-2p-3+2", "gyges-2p-5+3", "gipf-2p-3+2", "gype-2p-10+5", "gype-2p-none", "gype-3p-none", "gype-4p-none"]
            .iter()
            .map(|t| scope(t).room().to_string())
            .collect();
        let mut unique = rooms.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), rooms.len(), "{rooms:?}");
        // Options that change the rules, a test run's salt and the protocol version.
        let plain = scope("gyges-2p-3+2");
        let record = new_match("gyges", &[("replace".into(), "on".into())], None, 3).unwrap().record_text();
        let advanced = Scope::of_game(&record, plain.clock).unwrap();
        assert_ne!(advanced.room(), plain.room());
        assert_ne!(plain.clone().with_salt("run1").unwrap().room(), plain.room());
        let older = RoomId { version: VERSION - 1, ..plain.room() };
        assert_ne!(older.to_string(), plain.room().to_string());
        assert_eq!(plain.room().signal_path(), format!("{}?next=2", plain.room()));
        assert_eq!(scope("gype-4p-none").room().signal_path(), format!("{}?next=4", scope("gype-4p-none").room()));
    }

    #[test]
    fn room_ids_read_back_and_bad_ones_are_typed_errors() {
        let s = scope("gype-3p-10+5").with_salt("abc123").unwrap();
        let id = s.room().to_string();
        assert!(id.bytes().all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b)), "{id}");
        assert_eq!(RoomId::parse(&id), Ok(s.room()));
        assert_eq!(RoomId::parse(&scope("gyges-2p-3+2").room().to_string()), Ok(scope("gyges-2p-3+2").room()));
        let older = RoomId { version: 4, ..s.room() }.to_string();
        assert_eq!(RoomId::parse(&older), Err(PairingError::OtherVersion(4)));
        for bad in ["", "gbpair", "room.v5.gyges.2p.180s2.o000000000000.any", &"x".repeat(400)] {
            assert!(matches!(RoomId::parse(bad), Err(PairingError::NotARoom(_))), "{bad:?}");
        }
        for (bad, field) in [
            ("gbpair.vx.gyges.2p.180s2.o000000000000.any", "version"),
            ("gbpair.v5.chess.2p.180s2.o000000000000.any", "game"),
            ("gbpair.v5.gyges.9p.180s2.o000000000000.any", "seats"),
            ("gbpair.v5.gyges.2.180s2.o000000000000.any", "seats"),
            ("gbpair.v5.gyges.2p.0s2.o000000000000.any", "clock"),
            ("gbpair.v5.gyges.2p.3+2.o000000000000.any", "clock"),
            ("gbpair.v5.gyges.2p.180s2.o00.any", "options"),
            ("gbpair.v5.gyges.2p.180s2.oZZZZZZZZZZZZ.any", "options"),
            ("gbpair.v5.gyges.2p.180s2.o000000000000.ANY", "rating band"),
            ("gbpair.v5.gyges.2p.180s2.o000000000000.any.x1", "salt"),
            ("gbpair.v5.gyges.2p.180s2.o000000000000.any.tA", "salt"),
        ] {
            assert!(matches!(RoomId::parse(bad), Err(PairingError::BadField { field: f, .. }) if f.name() == field), "{bad}: {:?}", RoomId::parse(bad));
        }
        assert_eq!(scope("gyges-2p-3+2").with_salt("no spaces"), Err(PairingError::BadField { field: RoomField::Salt, value: "no spaces".into() }));
        assert!(scope("gyges-2p-3+2").with_salt(&"a".repeat(MAX_SALT + 1)).is_err());
    }

    #[test]
    fn the_rating_band_is_a_field_of_the_id() {
        let mut s = scope("gyges-2p-10+5");
        assert!(s.room().to_string().ends_with(".any"));
        s.rating_band = RatingBand::named("r1400-1599").unwrap();
        assert!(s.room().to_string().ends_with(".r1400-1599"));
        assert_eq!(RoomId::parse(&s.room().to_string()).unwrap().rating_band, s.rating_band);
        assert!(RatingBand::named("R 1400").is_err());
    }

    #[test]
    fn players_of_close_ratings_share_a_band_and_far_ones_do_not() {
        use crate::rating::{Glicko, Rating, TableRating};
        let band = |r: f64| RatingBand::around(&Rating::Glicko(Glicko::new(r, 80.0, 0.06).unwrap())).token().to_string();
        assert_eq!([band(1400.0), band(1500.0), band(1599.9)], ["r1400"; 3]);
        assert_eq!([band(1600.0), band(0.0), band(4000.0)], ["r1600", "r0", "r4000"]);
        let table = |r: f64| RatingBand::around(&Rating::Table(TableRating::new(r, 5.0).unwrap())).token().to_string();
        assert_eq!([table(25.0), table(26.9), table(27.0), table(-3.0)], ["t24", "t24", "t27", "t0"]);
        for token in [band(1500.0), table(25.0)] {
            assert_eq!(RatingBand::named(&token).unwrap().token(), token, "a band reads back from the id");
        }
    }

    #[test]
    fn a_game_that_is_not_the_rooms_is_refused() {
        let s = scope("gyges-2p-3+2");
        let tile = Tile::parse("gyges-2p-3+2").unwrap();
        assert_eq!(s.admits(&tile.record(99).unwrap(), tile.clock), Ok(()), "another seed is the draw's");
        assert_eq!(s.admits(&tile.record(99).unwrap(), None), Err(PairingError::Mismatch(Mismatch::Clock(None))));
        let gipf = Tile::parse("gipf-2p-3+2").unwrap();
        assert_eq!(s.admits(&gipf.record(1).unwrap(), gipf.clock), Err(PairingError::Mismatch(Mismatch::Seats { game: GameKind::Gipf, seats: 2 })));
        let advanced = new_match("gyges", &[("replace".into(), "on".into())], None, 3).unwrap().record_text();
        assert!(matches!(s.admits(&advanced, tile.clock), Err(PairingError::Mismatch(Mismatch::Options(o))) if o.contains("replace")));
        assert!(matches!(s.admits("garbage", tile.clock), Err(PairingError::Mismatch(Mismatch::Unpairable(Unpairable::Record(_))))));
        let moved = new_match("gyges", &[], Some("321123/....../....../....../....../321123 S"), 1).unwrap().record_text();
        assert_eq!(Scope::of_game(&moved, None), Err(PairingError::Game(Unpairable::NotAtStart)), "a game from a set position");
        assert_eq!(s.admits(&moved, tile.clock), Err(PairingError::Mismatch(Mismatch::Unpairable(Unpairable::NotAtStart))));
        assert!(matches!(Scope::of_game("garbage", None), Err(PairingError::Game(Unpairable::Record(_)))));
        // English for the command line and tests: the facts in their place.
        let three = PairingError::Mismatch(Mismatch::Seats { game: GameKind::Gype, seats: 3 });
        assert_eq!(three.to_string(), "the player found opened another game than the one chosen (Table Gype for 3 players)");
    }

    #[test]
    fn tickets_read_back() {
        assert_eq!(read_ticket(&ticket_message(&[7; 32])), Some(Ok([7; 32])));
        assert_eq!(read_ticket("ticket 12"), Some(Err(PairingError::BadTicket)));
        assert_eq!(read_ticket("hello 5"), None);
    }
}
