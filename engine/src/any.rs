//! A match of any game behind one object-safe interface, for the JS API and the app shell.
//! Games are picked by name through `kind` (the one list of games).

use crate::error::{Error, Limit, Result};
use crate::game::{Concession, Ending, Game, HiddenChoice, Seat, Status};
use crate::kind::{GameKind, Listed};
use crate::player::Player;
use crate::record::{LineNumbers, Record};
use crate::session::Match;

pub trait AnyMatch {
    fn kind(&self) -> GameKind;
    /// The game's name (`kind().name()`).
    fn game(&self) -> &'static str;
    fn status(&self) -> Status;
    /// Why the game is over, when the rules say.
    fn ending(&self) -> Option<Ending>;
    /// Ends the game by a resignation or an agreed draw (see `Match::concede`).
    fn concede(&mut self, c: Concession) -> Result<()>;
    /// How the players ended the game, if they did (who resigned or ran out of time).
    fn conceded(&self) -> Option<Concession>;
    /// The rules allow a draw by agreement.
    fn draw_by_agreement(&self) -> bool;
    /// Where each action stands in the game, for a move list grouped by turn.
    fn turn_marks(&self) -> Vec<TurnMark>;
    /// Every legal action for the player to act, in canonical notation that plays back; none
    /// once the game is over, by the rules or by the players.
    fn legal_actions(&self) -> Vec<String>;
    /// Plays an action given in notation; returns its long form.
    fn play_text(&mut self, text: &str) -> Result<String>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    fn position_string(&self) -> String;
    /// Every action so far in long notation.
    fn action_texts(&self) -> Vec<String>;
    fn record_text(&self) -> String;
    /// The record as a value.
    fn record(&self) -> Record;
    /// Number of actions so far (chance outcomes included).
    fn len(&self) -> usize;
    /// The seed chance draws from: with the start, what tells one game from another.
    fn seed(&self) -> u64;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Drops every action after the first `i` ("take over from here").
    fn truncate(&mut self, i: usize);
    fn boxed_clone(&self) -> Box<dyn AnyMatch>;
    /// Perft from the current position (leaf action sequences of `depth`); an error once the
    /// count passes `limit`.
    fn perft(&self, depth: u32, limit: u64) -> Result<u64>;
    /// The match as its own game's type, for what only that game has.
    fn typed(&self) -> TypedMatch<'_>;
    /// Who plays each seat, one per seat.
    fn players(&self) -> Vec<Player>;
    /// The number of seats.
    fn seats(&self) -> usize {
        self.players().len()
    }
    /// The seats' names in order ("South", "White").
    fn seat_names(&self) -> Vec<&'static str>;
    /// Sets who plays each seat (missing seats are human); too many seats is an error.
    fn set_players(&mut self, players: Vec<Player>) -> Result<()>;
    /// The choice two seats make at once where the game stands, if its rules hide them.
    fn hidden_choice(&self) -> Option<HiddenChoice>;
}

/// A match seen as its own game's type: how a caller reaches one game's own API (a GIPF side
/// game, a Gygès board) without a downcast. A new game adds its variant here.
pub enum TypedMatch<'a> {
    Gyges(&'a Match<crate::gyges::Position>),
    Gype(&'a Match<crate::gype::Position>),
    Gipf(&'a Match<crate::gipf::Position>),
}

/// A listed game's position type names its variant of [`TypedMatch`].
pub trait Typed: Listed + Sized {
    fn typed(m: &Match<Self>) -> TypedMatch<'_>;
}

impl Typed for crate::gyges::Position {
    fn typed(m: &Match<Self>) -> TypedMatch<'_> {
        TypedMatch::Gyges(m)
    }
}
impl Typed for crate::gype::Position {
    fn typed(m: &Match<Self>) -> TypedMatch<'_> {
        TypedMatch::Gype(m)
    }
}
impl Typed for crate::gipf::Position {
    fn typed(m: &Match<Self>) -> TypedMatch<'_> {
        TypedMatch::Gipf(m)
    }
}

impl<G: Typed + 'static> AnyMatch for Match<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }
    fn game(&self) -> &'static str {
        G::NAME
    }
    fn status(&self) -> Status {
        Match::status(self)
    }
    fn ending(&self) -> Option<Ending> {
        Match::ending(self)
    }
    fn concede(&mut self, c: Concession) -> Result<()> {
        Match::concede(self, c)
    }
    fn conceded(&self) -> Option<Concession> {
        Match::conceded(self)
    }
    fn draw_by_agreement(&self) -> bool {
        G::DRAW_BY_AGREEMENT
    }
    fn hidden_choice(&self) -> Option<HiddenChoice> {
        self.position().hidden_choice()
    }
    fn turn_marks(&self) -> Vec<TurnMark> {
        (0..self.actions().len())
            .filter_map(|i| self.position_at(i))
            .map(|p| TurnMark {
                turn: p.turn_number(),
                actor: match p.status() {
                    Status::Turn(s) => Some(s),
                    _ => None,
                },
                setup: p.in_setup(),
            })
            .collect()
    }
    fn legal_actions(&self) -> Vec<String> {
        // A game the players ended (a resignation, a flag) lists nothing, as it plays nothing.
        if matches!(Match::status(self), Status::Over(_)) {
            return Vec::new();
        }
        let p = self.position();
        // The short form, unless it does not name the action (a sealed throw): then the long one.
        p.legal_actions()
            .iter()
            .map(|a| {
                let short = p.format_action(a);
                if p.parse_action(&short).as_ref() == Ok(a) { short } else { p.format_action_long(a) }
            })
            .collect()
    }
    fn play_text(&mut self, text: &str) -> Result<String> {
        let before = self.position().clone();
        let action = Match::play_text(self, text)?;
        Ok(before.format_action_long(&action))
    }
    fn undo(&mut self) -> bool {
        Match::undo(self)
    }
    fn redo(&mut self) -> bool {
        Match::redo(self)
    }
    fn can_undo(&self) -> bool {
        Match::can_undo(self)
    }
    fn can_redo(&self) -> bool {
        Match::can_redo(self)
    }
    fn position_string(&self) -> String {
        self.position().position_string()
    }
    fn action_texts(&self) -> Vec<String> {
        Match::action_texts(self, true)
    }
    fn record_text(&self) -> String {
        self.to_record().to_text()
    }
    fn record(&self) -> Record {
        self.to_record()
    }
    fn len(&self) -> usize {
        self.actions().len()
    }
    fn seed(&self) -> u64 {
        Match::seed(self)
    }
    fn truncate(&mut self, i: usize) {
        Match::truncate(self, i)
    }
    fn boxed_clone(&self) -> Box<dyn AnyMatch> {
        Box::new(self.clone())
    }
    fn perft(&self, depth: u32, limit: u64) -> Result<u64> {
        crate::perft::check_depth(self.position(), depth)?;
        crate::perft::perft_within(self.position(), depth, limit)
            .ok_or_else(|| Error::option(Limit::PerftLeaves { depth, most: limit }))
    }
    fn typed(&self) -> TypedMatch<'_> {
        G::typed(self)
    }
    fn players(&self) -> Vec<Player> {
        Match::players(self)
    }
    fn seats(&self) -> usize {
        self.start().seat_count()
    }
    fn seat_names(&self) -> Vec<&'static str> {
        let start = self.start();
        (0..start.seat_count() as crate::game::Seat).map(|s| start.seat_name(s)).collect()
    }
    fn set_players(&mut self, players: Vec<Player>) -> Result<()> {
        Match::set_players(self, players)
    }
}

/// An action's place in its game, read from the position before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnMark {
    /// Complete turns before it (`Game::turn_number`): a turn's actions share it.
    pub turn: u32,
    /// The seat acting; `None` for a chance outcome.
    pub actor: Option<Seat>,
    /// Played during the set-up.
    pub setup: bool,
}

/// A new game at the standard start (or at `position`, a position string).
pub fn new_match(game: &str, options: &[(String, String)], position: Option<&str>, seed: u64) -> Result<Box<dyn AnyMatch>> {
    crate::with_kind!(GameKind::parse(game)?, G => {
        let opts = G::parse_options(options)?;
        let m: Match<G> = match position {
            None => Match::new(&opts, seed),
            Some(text) => Match::from_position(G::parse_position(text, &opts)?, seed),
        };
        Ok(Box::new(m) as Box<dyn AnyMatch>)
    })
}

/// A new game from the fields of an embed's `load` message or URL: a game name, an optional
/// position string and options as text (`key=value` items separated by spaces or commas).
pub fn match_from_fields(game: &str, position: Option<&str>, options: &str, seed: u64) -> Result<Box<dyn AnyMatch>> {
    let items: Vec<&str> = options.split(|c: char| c.is_whitespace() || c == ',').filter(|s| !s.is_empty()).collect();
    new_match(game, &crate::options::parse_pairs(&items)?, position, seed)
}

/// Replays a record from outside the page; one over `record::MAX_BYTES` is refused unread.
pub fn match_from_input(text: &str) -> Result<Box<dyn AnyMatch>> {
    if text.len() > crate::record::MAX_BYTES {
        return Err(Error::too_large(Limit::RecordBytes { bytes: text.len(), most: crate::record::MAX_BYTES }));
    }
    match_from_record(text)
}

/// Replays a record of any game.
pub fn match_from_record(text: &str) -> Result<Box<dyn AnyMatch>> {
    let (rec, lines) = Record::parse(text)?;
    match_from_parsed(&rec, &lines)
}

/// The match of a record read already; `lines` say where its parts were, for errors.
pub fn match_from_parsed(rec: &Record, lines: &LineNumbers) -> Result<Box<dyn AnyMatch>> {
    crate::with_kind!(GameKind::parse(&rec.game)?, G => Ok(Box::new(Match::<G>::from_record(rec, lines)?) as Box<dyn AnyMatch>))
}

/// The match of a record made here (a value, never text: errors name no line).
pub fn match_from(rec: &Record) -> Result<Box<dyn AnyMatch>> {
    match_from_parsed(rec, &LineNumbers::default())
}

/// The computer's action for whoever acts at the end of a record, in long notation (`None` when
/// no player acts). The search seed comes from the game's seed and length, so a game replays
/// the same way. For the app's worker; the main page never links the search.
pub fn choose_from_record(text: &str, level: crate::ai::Level) -> Result<Option<String>> {
    choose_from_record_within(text, level, None)
}

/// `choose_from_record` with a time cap (`ai::choose_in_match_within`), for slow devices.
pub fn choose_from_record_within(text: &str, level: crate::ai::Level, cap: Option<crate::ai::Cap>) -> Result<Option<String>> {
    let (rec, lines) = Record::parse(text)?;
    crate::with_kind!(GameKind::parse(&rec.game)?, G => {
        let m = Match::<G>::from_record(&rec, &lines)?;
        let seed = crate::rng::mix(m.seed() ^ (m.actions().len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        Ok(crate::ai::choose_in_match_within(&m, level, seed, cap).map(|a| m.position().format_action_long(&a)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Every listed action plays, in every game, along random games (a sealed rock-paper-scissors
    /// throw must be listed in a form that plays).
    #[test]
    fn listed_actions_play() {
        let mut rng = Rng::new(11);
        for (game, options) in [
            ("gyges", "replace=on"),
            ("gype", "seats=SWN"),
            ("gipf", "version=ultimate challenges=on side_game=rps max_plies=200"),
        ] {
            let pairs = crate::options::parse_pairs(&options.split(' ').collect::<Vec<_>>()).unwrap();
            for seed in 0..20 {
                let mut m = new_match(game, &pairs, None, seed).unwrap();
                for _ in 0..200 {
                    let moves = m.legal_actions();
                    if moves.is_empty() {
                        break;
                    }
                    let pick = &moves[rng.below(moves.len())];
                    m.play_text(pick).unwrap_or_else(|e| panic!("{game}: listed '{pick}' does not play: {e}"));
                }
            }
        }
    }

    /// The computer's choice from a record plays in that game, is the same every time, and a
    /// `players` line survives the record round trip.
    #[test]
    fn computer_choice_from_a_record_plays() {
        let mut rng = Rng::new(5);
        for (game, options) in [("gyges", ""), ("gype", "seats=SWN"), ("gipf", "version=standard")] {
            let pairs = crate::options::parse_pairs(&options.split(' ').filter(|s| !s.is_empty()).collect::<Vec<_>>()).unwrap();
            let mut m = new_match(game, &pairs, None, 3).unwrap();
            assert_eq!((m.kind().name(), m.game()), (game, game));
            let seats = m.seats();
            let mut players = vec![Player::Human; seats];
            players[1] = Player::Computer(crate::ai::Level::Easy);
            m.set_players(players.clone()).unwrap();
            for _ in 0..12 {
                let moves = m.legal_actions();
                if moves.is_empty() {
                    break;
                }
                let pick = moves[rng.below(moves.len())].clone();
                m.play_text(&pick).unwrap();
            }
            let text = m.record_text();
            let back = match_from_record(&text).unwrap();
            assert_eq!(back.players(), players, "{game}");
            let first = choose_from_record(&text, crate::ai::Level::Easy).unwrap();
            assert_eq!(first, choose_from_record(&text, crate::ai::Level::Easy).unwrap(), "{game}: same record, same move");
            if let Some(action) = first {
                let mut after = back.boxed_clone();
                after.play_text(&action).unwrap_or_else(|e| panic!("{game}: chosen '{action}' does not play: {e}"));
            }
            assert!(m.set_players(vec![Player::Human; seats + 1]).is_err());
            assert_eq!(m.players(), players, "a refused change leaves the players as they were");
        }
    }

    #[test]
    fn each_game_names_its_seats() {
        let names = |game: &str, options: &[&str]| new_match(game, &crate::options::parse_pairs(options).unwrap(), None, 1).unwrap().seat_names();
        assert_eq!(names("gyges", &[]), ["South", "North"]);
        assert_eq!(names("gipf", &[]), ["White", "Black"]);
        assert_eq!(names("gype", &["seats=SN"]), ["South", "North"]);
        assert_eq!(names("gype", &["seats=SWNE"]), ["South", "West", "North", "East"]);
        let m = new_match("gype", &crate::options::parse_pairs(&["seats=WE"]).unwrap(), None, 1).unwrap();
        assert_eq!(m.seat_names(), ["West", "East"]);
        assert_eq!(m.seats(), 2);
    }

    #[test]
    fn a_record_from_outside_over_the_limit_is_refused_unread() {
        let record = new_match("gyges", &[], None, 1).unwrap().record_text();
        assert!(match_from_input(&record).is_ok());
        let mut long = record.clone();
        while long.len() <= crate::record::MAX_BYTES {
            long += "# padding to the limit\n";
        }
        assert!(matches!(match_from_input(&long), Err(Error::TooLarge(_))));
        // The page's own saves are not held to it: a game may grow past it by play.
        assert!(match_from_record(&long).is_ok());
    }

    #[test]
    fn an_unknown_game_is_named() {
        let e = new_match("chess", &[], None, 1).err().unwrap();
        assert_eq!(e.to_string(), "unknown game 'chess' (expected gyges, gype or gipf)");
        let e = match_from_record("gboards-record 1\ngame chess\nseed 1\n").err().unwrap();
        assert!(matches!(e, Error::UnknownGame { .. }), "{e:?}");
    }

    /// A record that fails on replay names the line at fault: an option, the start, the
    /// players, an action or the end.
    #[test]
    fn a_replay_error_names_its_line() {
        let line_of = |text: &str| match match_from_record(text).err() {
            Some(Error::BadRecord { line, .. }) => line,
            other => panic!("{text}: {other:?}"),
        };
        let head = "gboards-record 1\n# a comment\ngame gyges\n";
        assert_eq!(line_of(&format!("{head}option replace=on\noption replace=maybe\nseed 1\n")), 5);
        assert_eq!(line_of(&format!("{head}seed 1\noption replace=on\nstart 123/abc\n")), 6);
        assert_eq!(line_of(&format!("{head}seed 1\nplayers human human human\n")), 5);
        assert_eq!(line_of(&format!("{head}seed 1\n{{ a note }}\nz9\n")), 6);
        assert_eq!(line_of(&format!("{head}seed 1\nend resigned 7\n")), 5);
        // Among thousands of repeated options, the bad one still names its line.
        let many = "option replace=on\n".repeat(5_000);
        assert_eq!(line_of(&format!("{head}{many}option max_plies=x\n{many}seed 1\n")), 5_004);
    }

    /// Against a GIPF challenge the computer allows, throws without reading the sealed throw,
    /// and never searches a side game it cannot play.
    #[test]
    fn computer_side_decisions_in_gipf() {
        use crate::gipf::Action;
        let pairs = crate::options::parse_pairs(&["version=ultimate", "challenges=6", "side_game=rps", "max_plies=400"]).unwrap();
        let (mut allowed, mut thrown) = (0, 0);
        let mut rng = Rng::new(2);
        for seed in 0..40 {
            let mut m = new_match("gipf", &pairs, None, seed).unwrap();
            for _ in 0..400 {
                let TypedMatch::Gipf(any) = m.typed() else { panic!("a GIPF match") };
                let legal = any.position().legal_actions();
                if legal.is_empty() {
                    break;
                }
                let is_throw = legal.iter().all(|a| matches!(a, Action::Throw(_)));
                if legal.contains(&Action::Allow) || is_throw {
                    let chosen = choose_from_record(&m.record_text(), crate::ai::Level::Hard).unwrap().unwrap();
                    let action = any.position().parse_action(&chosen).unwrap();
                    if is_throw {
                        assert!(matches!(action, Action::Throw(_)), "{chosen}");
                        thrown += 1;
                    } else {
                        assert_eq!(action, Action::Allow, "the computer never challenges");
                        allowed += 1;
                    }
                }
                // Random play, challenging whenever it can, to reach side games.
                let pick = legal.iter().find(|a| **a == Action::Challenge).cloned().unwrap_or_else(|| legal[rng.below(legal.len())].clone());
                let text = any.position().format_action_long(&pick);
                m.play_text(&text).unwrap();
            }
        }
        assert!(allowed > 0 && thrown > 0, "challenges met: {allowed} allowed, {thrown} throws");
    }
}
