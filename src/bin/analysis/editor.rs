//! The position editor behind the module's `edit` commands: one game's `engine::editor` board,
//! the palette of what can be put on it, and after every change the problems in words and, when
//! there are none, the record to analyse or play. The rules stay the engine's: this file only
//! names pieces and places for the editor screen (`setup.rs`) and passes clicks on to the editor.

use super::event::{EditorState, Event, PaletteItem};
use super::i18n::{self, msg};
use engine::editor::gipf::GipfBoard;
use engine::editor::gyges::{self as gyges_editor, GygesBoard};
use engine::editor::gype::GypeBoard;
use engine::editor::Editor;
use engine::error::{clip, Error, Result};
use engine::game::Game;
use engine::kind::GameKind;
use engine::record::{LineNumbers, Record};
use engine::{gipf, gype, gyges};

/// One game's editing: its board and the words for its pieces and places.
trait Setup: Editor + Sized {
    /// The board of a position.
    fn of(pos: &Self::Game) -> Self;
    fn empty(options: &<Self::Game as Game>::Options) -> Self;
    /// The game's start as a board to edit.
    fn start(options: &<Self::Game as Game>::Options) -> Self {
        Self::of(&<Self::Game as Game>::start(options))
    }
    /// Every place a piece can stand, by the names the page's board knows.
    fn places() -> Vec<String>;
    /// What can be put: `(group, code, label)`; a piece's code is one code of each group, in
    /// group order.
    fn palette(options: &<Self::Game as Game>::Options) -> Vec<(&'static str, String, String)>;
    /// The seats, in seat order.
    fn sides(options: &<Self::Game as Game>::Options) -> Vec<String>;
    fn set_side(&mut self, seat: usize);
    /// Puts the piece of `code` on `place`, or takes it off when it already stands there.
    fn toggle(&mut self, place: &str, code: &str) -> Result<()>;
    fn erase(&mut self, place: &str) -> Result<()>;
    /// The place and what stands on it, in words (for the keyboard cursor).
    fn content(&self, place: &str) -> String;
    /// Counts the player sets besides the board: `(label, value)`.
    fn counts(&self) -> Vec<(String, u32)> {
        Vec::new()
    }
    fn set_count(&mut self, _index: usize, _value: u32) {}
}

fn bad_piece(code: &str) -> Error {
    Error::notation(engine::error::Analysis::NotInPalette { code: clip(code) })
}

impl Setup for GygesBoard {
    fn of(pos: &gyges::Position) -> Self {
        GygesBoard::from_position(pos)
    }
    fn empty(options: &gyges::Options) -> Self {
        GygesBoard::new(options)
    }
    /// A game that starts by placing its pieces starts here from the quick-start rows
    /// (3 2 1 1 2 3), the lobby's preset, rather than from an empty board.
    fn start(options: &gyges::Options) -> Self {
        let preset = gyges::Options { setup: gyges::Setup::Preset { south: [3, 2, 1, 1, 2, 3], north: [3, 2, 1, 1, 2, 3] }, ..options.clone() };
        let mut board = GygesBoard::from_position(&gyges::Position::start(&preset));
        board.set_options(&gyges::Position::format_options(options)).ok();
        board
    }
    fn places() -> Vec<String> {
        gyges_editor::squares().collect()
    }
    fn palette(_: &gyges::Options) -> Vec<(&'static str, String, String)> {
        (1..=3usize).map(|size| ("piece", size.to_string(), msg::analysis_editor_gyges_piece(size))).collect()
    }
    fn sides(_: &gyges::Options) -> Vec<String> {
        [gyges::SOUTH, gyges::NORTH].map(|s| i18n::seat_name(gyges::seat_name(s))).to_vec()
    }
    fn set_side(&mut self, seat: usize) {
        self.set_to_move(if seat == 1 { gyges::NORTH } else { gyges::SOUTH });
    }
    fn toggle(&mut self, place: &str, code: &str) -> Result<()> {
        let size = code.parse::<u8>().map_err(|_| bad_piece(code))?;
        if self.size_at(place)? == size { self.remove(place) } else { self.put(place, size) }
    }
    fn erase(&mut self, place: &str) -> Result<()> {
        self.remove(place)
    }
    fn content(&self, place: &str) -> String {
        match self.size_at(place) {
            Ok(0) | Err(_) => msg::analysis_editor_at_empty(place),
            Ok(n) => msg::analysis_editor_at_gyges(place, n.min(3)),
        }
    }
}

impl Setup for GypeBoard {
    fn of(pos: &gype::Position) -> Self {
        GypeBoard::from_position(pos)
    }
    fn empty(options: &gype::Options) -> Self {
        GypeBoard::new(options)
    }
    fn places() -> Vec<String> {
        gype::all_cells().map(gype::cell_name).collect()
    }
    fn palette(options: &gype::Options) -> Vec<(&'static str, String, String)> {
        let mut out: Vec<_> = options.seats.sides().map(|s| ("seat", s.letter().to_string(), i18n::seat_name(s.name()))).collect();
        out.extend(gype::Face::ALL.iter().map(|f| ("face", f.letter().to_string(), msg::analysis_face(&f.name().to_ascii_lowercase()))));
        out
    }
    fn sides(options: &gype::Options) -> Vec<String> {
        options.seats.sides().map(|s| i18n::seat_name(s.name())).collect()
    }
    fn set_side(&mut self, seat: usize) {
        if let Some(side) = self.options().seats.sides().nth(seat) {
            self.set_to_move(side);
        }
    }
    fn toggle(&mut self, place: &str, code: &str) -> Result<()> {
        let mut letters = code.chars();
        let side = letters.next().and_then(gype::Side::from_letter).ok_or_else(|| bad_piece(code))?;
        let face = letters.next().and_then(gype::Face::from_letter).ok_or_else(|| bad_piece(code))?;
        if self.piece_at(place)? == Some((side, face)) { self.remove(place) } else { self.put(place, side, face) }
    }
    fn erase(&mut self, place: &str) -> Result<()> {
        self.remove(place)
    }
    fn content(&self, place: &str) -> String {
        match self.piece_at(place) {
            Ok(Some((side, face))) => msg::analysis_editor_at_gype(place, &side.name().to_ascii_lowercase(), &face.name().to_ascii_lowercase()),
            _ => msg::analysis_editor_at_empty(place),
        }
    }
    /// Each seat's block counter (turns its blocked dice have waited).
    fn counts(&self) -> Vec<(String, u32)> {
        self.options().seats.sides().map(|s| (msg::analysis_editor_block_counter(&s.name().to_ascii_lowercase()), self.block(s))).collect()
    }
    fn set_count(&mut self, index: usize, value: u32) {
        if let Some(side) = self.options().seats.sides().nth(index) {
            self.set_block(side, value);
        }
    }
}

/// GIPF's kinds of piece by code: `b` basic, `G` a GIPF-piece, a potential's letter loaded on
/// a basic piece, its lower case used.
fn gipf_kind(code: &str) -> Option<gipf::Kind> {
    match code {
        "b" => Some(gipf::Kind::Basic),
        "G" => Some(gipf::Kind::Gipf),
        _ => {
            let c = code.chars().next().filter(|_| code.len() == 1)?;
            let potential = gipf::Potential::from_letter(c.to_ascii_uppercase())?;
            Some(if c.is_ascii_uppercase() { gipf::Kind::Loaded(potential) } else { gipf::Kind::Used(potential) })
        }
    }
}

fn gipf_seat(letter: char) -> Option<u8> {
    match letter {
        'W' => Some(gipf::WHITE),
        'B' => Some(gipf::BLACK),
        _ => None,
    }
}

impl Setup for GipfBoard {
    fn of(pos: &gipf::Position) -> Self {
        GipfBoard::from_position(pos)
    }
    fn empty(options: &gipf::Options) -> Self {
        GipfBoard::new(options)
    }
    fn places() -> Vec<String> {
        (0..61u8).filter(|&p| gipf::is_spot(p)).map(gipf::point_name).collect()
    }
    fn palette(options: &gipf::Options) -> Vec<(&'static str, String, String)> {
        let colour = |seat| i18n::seat_name(gipf::seat_name(seat));
        let mut out = vec![("colour", "W".to_string(), colour(gipf::WHITE)), ("colour", "B".into(), colour(gipf::BLACK))];
        out.push(("kind", "b".into(), msg::analysis_editor_gipf_basic()));
        out.push(("kind", "G".into(), msg::analysis_editor_gipf_piece()));
        // Potentials only where the options give them.
        for (i, p) in gipf::Potential::ALL.iter().enumerate() {
            if options.potentials.iter().any(|mix| mix[i] > 0) {
                out.push(("kind", p.letter().to_string(), msg::analysis_editor_gipf_loaded(p.name())));
                out.push(("kind", p.letter().to_ascii_lowercase().to_string(), msg::analysis_editor_gipf_used(p.name())));
            }
        }
        out
    }
    fn sides(_: &gipf::Options) -> Vec<String> {
        [gipf::WHITE, gipf::BLACK].map(|s| i18n::seat_name(gipf::seat_name(s))).to_vec()
    }
    fn set_side(&mut self, seat: usize) {
        self.set_to_move(if seat == 1 { gipf::BLACK } else { gipf::WHITE });
    }
    fn toggle(&mut self, place: &str, code: &str) -> Result<()> {
        let seat = code.chars().next().and_then(gipf_seat).ok_or_else(|| bad_piece(code))?;
        let kind = code.get(1..).and_then(gipf_kind).ok_or_else(|| bad_piece(code))?;
        if self.piece_at(place)? == Some(gipf::Piece::new(seat, kind)) { self.remove(place) } else { self.put(place, seat, kind) }
    }
    fn erase(&mut self, place: &str) -> Result<()> {
        self.remove(place)
    }
    fn content(&self, place: &str) -> String {
        match self.piece_at(place) {
            Ok(Some(p)) => {
                // The colour chooses its words (a message per language agrees with it).
                let colour = gipf::seat_name(p.colour).to_ascii_lowercase();
                match p.kind {
                    gipf::Kind::Basic => msg::analysis_editor_at_gipf(place, &colour, "basic"),
                    gipf::Kind::Gipf => msg::analysis_editor_at_gipf(place, &colour, "gipf"),
                    gipf::Kind::Loaded(t) => msg::analysis_editor_at_gipf_loaded(place, &colour, t.name()),
                    gipf::Kind::Used(t) => msg::analysis_editor_at_gipf_used(place, &colour, t.name()),
                    _ => msg::analysis_editor_at_gipf(place, &colour, "stack"),
                }
            }
            _ => msg::analysis_editor_at_empty(place),
        }
    }
    /// The reserves, then the pieces each player has captured.
    fn counts(&self) -> Vec<(String, u32)> {
        let (w, b) = (gipf::WHITE, gipf::BLACK);
        vec![
            (msg::analysis_editor_reserve("white"), self.reserve(w) as u32),
            (msg::analysis_editor_reserve("black"), self.reserve(b) as u32),
            (msg::analysis_editor_captured("white"), self.captured(w) as u32),
            (msg::analysis_editor_captured("black"), self.captured(b) as u32),
        ]
    }
    fn set_count(&mut self, index: usize, value: u32) {
        let seat = if index % 2 == 1 { gipf::BLACK } else { gipf::WHITE };
        let value = value.min(u8::MAX as u32) as u8;
        if index < 2 { self.set_reserve(seat, value) } else { self.set_captured(seat, value) }
    }
}

/// What the editor's panel asks of the position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditRequest {
    /// The state as it is (the board, the palette, the problems).
    Show,
    /// Puts the piece `code` on `place`, or takes it off when the same piece stands there.
    Put { place: String, code: String },
    Erase(String),
    Clear,
    Start,
    /// The seat to move.
    Side(usize),
    /// Sets the counter `index` (reserves, captures, block counters) to `value`.
    Count { index: usize, value: u32 },
    /// What stands on `place`, in words.
    At(String),
    /// A link to the position.
    Share,
}

/// The editor of one game, behind a trait object.
pub trait Editing {
    fn command(&mut self, request: EditRequest) -> Vec<Event>;
}

struct Edited<B: Setup> {
    /// The record's heading: game, options and seed; its start is the edited position.
    heading: Record,
    board: B,
    side: usize,
    /// Whether the page has been sent a board to draw: until then an edit the game cannot
    /// draw sends the game's start, so there is a board to click on.
    drawn: bool,
}

/// Opens the editor on the position a record reaches (a heading alone: the game's start).
pub fn open(text: &str) -> Result<Box<dyn Editing>> {
    let (record, lines) = Record::parse(text)?;
    let kind = GameKind::parse(&record.game)?;
    Ok(match kind {
        GameKind::Gyges => Box::new(Edited::<GygesBoard>::open(record, &lines)?),
        GameKind::Gype => Box::new(Edited::<GypeBoard>::open(record, &lines)?),
        GameKind::Gipf => Box::new(Edited::<GipfBoard>::open(record, &lines)?),
    })
}

impl<B: Setup> Edited<B>
where
    B::Game: engine::kind::Listed,
{
    fn open(mut heading: Record, lines: &LineNumbers) -> Result<Self> {
        let game = engine::Match::<B::Game>::from_record(&heading, lines)?;
        let pos = game.position();
        let side = match pos.status() {
            engine::game::Status::Turn(seat) => seat as usize,
            _ => 0,
        };
        let board = B::of(pos);
        heading.actions.clear();
        heading.notes = Default::default();
        heading.players.clear();
        heading.conceded = None;
        heading.start = None;
        Ok(Edited { heading, board, side, drawn: false })
    }

    /// The record of the edited position: the heading with the board as its start.
    fn record(&self) -> String {
        Record { start: Some(self.board.position_text()), ..self.heading.clone() }.to_text()
    }

    /// The state for the editor screen, and the board to draw when the game can draw it.
    fn state(&mut self) -> Vec<Event> {
        let options = self.board.options();
        let palette = B::palette(options).into_iter().map(|(group, code, label)| PaletteItem { group: group.to_string(), code, label }).collect();
        let drawable = <B::Game as Game>::parse_position(&self.board.position_text(), options).is_ok();
        let problems = self.board.problems();
        let state = EditorState {
            game: self.heading.game.clone(),
            places: B::places(),
            palette,
            sides: B::sides(options),
            side: self.side,
            counts: self.board.counts(),
            problems: problems.iter().map(crate::reason::words).collect(),
            drawn: drawable,
        };
        let mut events = vec![Event::Edit(state)];
        if drawable {
            events.push(Event::EditBoard(self.record()));
            self.drawn = true;
        } else if !std::mem::replace(&mut self.drawn, true) {
            events.push(Event::EditBoard(self.heading.to_text()));
        }
        events.push(Event::EditRecord(if problems.is_empty() { self.record() } else { String::new() }));
        events
    }

    fn changed(&mut self, done: Result<()>) -> Vec<Event> {
        match done {
            Ok(()) => self.state(),
            Err(e) => vec![Event::Say(crate::reason::engine_words(&e))],
        }
    }
}

impl<B: Setup> Editing for Edited<B>
where
    B::Game: engine::kind::Listed,
{
    fn command(&mut self, request: EditRequest) -> Vec<Event> {
        match request {
            EditRequest::Show => self.state(),
            EditRequest::Put { place, code } => {
                let done = self.board.toggle(&place, &code);
                self.changed(done)
            }
            EditRequest::Erase(place) => {
                let done = self.board.erase(&place);
                self.changed(done)
            }
            EditRequest::Clear => {
                self.board = B::empty(self.board.options());
                self.board.set_side(self.side);
                self.state()
            }
            EditRequest::Start => {
                self.board = B::start(self.board.options());
                self.side = 0;
                self.board.set_side(0);
                self.state()
            }
            EditRequest::Side(seat) if seat < B::sides(self.board.options()).len() => {
                self.side = seat;
                self.board.set_side(seat);
                self.state()
            }
            EditRequest::Side(_) => vec![Event::Say(msg::analysis_editor_no_seat())],
            EditRequest::Count { index, value } if index < self.board.counts().len() && value <= 255 => {
                self.board.set_count(index, value);
                self.state()
            }
            EditRequest::Count { .. } => vec![Event::Say(msg::analysis_editor_bad_count())],
            EditRequest::At(place) => vec![Event::EditAt(self.board.content(&place))],
            EditRequest::Share => match self.board.playable() {
                Ok(_) => match engine::compact::pack(&self.record()) {
                    Ok(packed) => vec![Event::Link(packed)],
                    Err(e) => vec![Event::Say(msg::analysis_editor_too_long(&crate::reason::engine_words(&e)))],
                },
                Err(_) => vec![Event::Say(msg::analysis_editor_unshareable())],
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn put(place: &str, code: &str) -> EditRequest {
        EditRequest::Put { place: place.into(), code: code.into() }
    }

    fn lines<'a>(events: &'a [Event], kind: &str) -> Option<&'a str> {
        events.iter().find(|e| e.kind() == kind).map(|e| e.text())
    }

    fn state(events: &[Event]) -> Option<&EditorState> {
        events.iter().find_map(|e| if let Event::Edit(state) = e { Some(state) } else { None })
    }

    fn problems(events: &[Event]) -> Vec<String> {
        state(events).map(|s| s.problems.clone()).unwrap_or_default()
    }

    #[test]
    fn five_triples_are_refused_in_words_and_a_valid_board_gives_a_record() {
        let mut e = open("gboards-record 1\ngame gyges\nseed 1\n").expect("the editor opens");
        let _ = e.command(EditRequest::Clear);
        for sq in ["a1", "b1", "c1", "d1", "e1"] {
            let _ = e.command(put(sq, "3"));
        }
        let refused = e.command(put("a6", "1"));
        assert!(problems(&refused).iter().any(|p| p == "five triples on the board, at most four"), "{refused:?}");
        assert_eq!(lines(&refused, "edit-record"), Some(""), "no record while there are problems");
        assert!(!state(&refused).unwrap().drawn, "the game cannot draw five triples");
        // The same click again takes the triple off.
        let fixed = e.command(put("e1", "3"));
        assert!(problems(&fixed).is_empty(), "{fixed:?}");
        let record = lines(&fixed, "edit-record").unwrap();
        let m = engine::any::match_from_record(record).expect("the record opens as a game");
        assert!(m.position_string().starts_with("1...../"), "{}", m.position_string());
        assert!(lines(&e.command(EditRequest::Share), "link").is_some());
        // The start is the quick-start rows, a position to play.
        let start = e.command(EditRequest::Start);
        assert!(problems(&start).is_empty(), "{start:?}");
        assert!(lines(&start, "edit-record").unwrap().contains("start 321123/"), "{start:?}");
    }

    #[test]
    fn every_game_edits_by_place_names_and_refuses_bad_input() {
        for (game, place, code) in [("gyges", "c3", "2"), ("gype", "e5", "SF"), ("gipf", "e5", "WG")] {
            let mut e = open(&format!("gboards-record 1\ngame {game}\nseed 1\n")).expect("opens");
            let shown = e.command(EditRequest::Show);
            let shown = state(&shown).unwrap();
            assert!(shown.places.iter().any(|p| p == place), "{game}: {shown:?}");
            assert!(!shown.palette.is_empty() && shown.sides.len() == 2, "{game}: {shown:?}");
            let placed = e.command(put(place, code));
            assert!(state(&placed).is_some(), "{game}: {placed:?}");
            assert_ne!(lines(&e.command(EditRequest::At(place.into())), "edit-at"), Some(format!("{place}: empty").as_str()), "{game}");
            let _ = e.command(put(place, code));
            assert_eq!(lines(&e.command(EditRequest::At(place.into())), "edit-at"), Some(format!("{place}: empty").as_str()), "{game}: a second click takes it off");
            for bad in [put("zz9", "1"), put("", ""), EditRequest::Side(9), EditRequest::Count { index: 0, value: 999 }, EditRequest::Count { index: 99, value: 1 }] {
                assert!(lines(&e.command(bad.clone()), "say").is_some(), "{game}: {bad:?}");
            }
            assert!(lines(&e.command(put(place, "??")), "say").is_some());
            let start = e.command(EditRequest::Start);
            assert!(state(&start).is_some());
        }
        assert!(open("not a record").is_err());
    }

    #[test]
    fn gipf_counts_its_pieces_against_the_version() {
        let mut e = open("gboards-record 1\ngame gipf\nseed 1\n").expect("opens");
        let _ = e.command(EditRequest::Clear);
        let over = e.command(put("e5", "Wb"));
        assert!(problems(&over).iter().any(|p| p.starts_with("White has 19 pieces, at most 18")), "{over:?}");
        let fixed = e.command(EditRequest::Count { index: 0, value: 17 });
        assert!(!problems(&fixed).iter().any(|p| p.starts_with("White has")), "{fixed:?}");
        // Pieces Black captured count against White's set too.
        let captured = e.command(EditRequest::Count { index: 3, value: 1 });
        assert!(state(&captured).unwrap().counts.contains(&("Captured by Black".to_string(), 1)), "{captured:?}");
        assert!(problems(&captured).iter().any(|p| p.starts_with("White has 19 pieces")), "{captured:?}");
    }

    #[test]
    fn table_gype_block_counters_are_counts_of_the_editor() {
        let mut e = open("gboards-record 1\ngame gype\nseed 1\n").expect("opens");
        let set = e.command(EditRequest::Count { index: 1, value: 2 });
        let shown = state(&set).unwrap();
        assert!(shown.counts.contains(&("North's block counter".to_string(), 2)), "{shown:?}");
        assert!(lines(&set, "edit-record").unwrap().contains("block=N2"), "{set:?}");
    }

    /// The set-ups the browser test builds by clicks: each is refused first, then accepted.
    #[test]
    fn the_browser_tests_set_ups_are_refused_then_accepted() {
        let mut e = open("gboards-record 1\ngame gype\nseed 1\n").expect("opens");
        let _ = e.command(EditRequest::Clear);
        let one = e.command(put("e3", "SF"));
        assert!(problems(&one).iter().any(|p| p == "North has no dice"), "{one:?}");
        let two = e.command(put("e6", "NF"));
        assert!(problems(&two).is_empty(), "{two:?}");
        let mut e = open("gboards-record 1\ngame gipf\nseed 1\n").expect("opens");
        let over = e.command(put("e5", "Wb"));
        assert!(problems(&over).iter().any(|p| p.starts_with("White has") && p.contains("at most")), "{over:?}");
        let back = e.command(put("e5", "Wb"));
        assert!(problems(&back).is_empty(), "{back:?}");
    }
}
