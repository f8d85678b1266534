//! The GIPF screen: bringing pieces in by dot and arrow (click or drag) with a ghost preview,
//! row removal with keep/take toggles and a Confirm button, potentials, the TAMSK extra move,
//! and short animations of pushes, jumps and removed pieces flying to the trays.

use super::{KeyOutcome, Screen, ScreenButton};
use crate::dom::now_ms;
use crate::persist;
use crate::input::gipf::{bring_choices, cursor_step, intro_name, parse_intro_name, phase, Arrow, GipfInput, Phase, Target};
use crate::render::{self, gipf as board, Canvas, Theme, Viewport};
use engine::any::AnyMatch;
use engine::game::Game;
use engine::game::Status;
use engine::gipf::challenge::ChallengeStage;
use engine::gipf::{entries, parse_point, point_name, Action, Intro, Kind, Piece, Position, Potential, SideGame, SideResult, Spot, CENTRE, WHITE};
use engine::Match;
use serde::Serialize;
use wasm_bindgen::JsValue;

const PUSH_MS: f64 = 200.0;
const REMOVE_MS: f64 = 380.0;
/// A pointer that travels further than this (CSS px) between down and up is a drag.
const DRAG_PX: f64 = 8.0;

struct Flight {
    movers: Vec<board::Mover>,
    hidden: Vec<Spot>,
    start_ms: f64,
    duration: f64,
}

struct Press {
    at: (f64, f64),
    target: Target,
    /// The press itself selected a dot, so the click that ends it must not deselect it.
    selected: bool,
}

pub struct GipfScreen {
    game: Match<Position>,
    input: GipfInput,
    flight: Option<Flight>,
    press: Option<Press>,
    hover: Target,
    coords: bool,
    vp: Viewport,
    layer: Option<board::StaticLayer>,
    /// Seen from Black's side.
    flipped: bool,
    /// The keyboard cursor on a dot or spot.
    cursor: Option<Spot>,
    /// The screen height (board units) that left/right cursor steps try to keep.
    cursor_row: f64,
    /// The TAMSK extra move was accepted with its button: only where it comes in is left.
    accepted: bool,
    /// A side game of a challenge, played in place (`side_game=gyges|gype`).
    side: Option<side::SideBoard>,
    /// A suggested action's points (the hint).
    hint: Vec<Spot>,
}

pub fn seat_name(seat: u8) -> &'static str {
    if seat == WHITE { "White" } else { "Black" }
}

fn piece_words(intro: Intro) -> String {
    match intro {
        Intro::Basic => "a piece".into(),
        Intro::Gipf => "a GIPF-piece".into(),
        Intro::Loaded(p) => format!("a piece loaded with {}", p.name()),
        Intro::Tamsk => "the TAMSK-potential".into(),
    }
}

/// Who decides now: the player to move, or its opponent while a challenge is open.
fn actor(pos: &Position) -> u8 {
    match pos.status() {
        Status::Turn(s) => s,
        _ => pos.to_move(),
    }
}

/// A button label for a step of a challenge (combining games).
fn challenge_label(pos: &Position, action: &Action) -> String {
    let player = pos.pending_challenge().map_or(pos.to_move(), |c| c.player);
    match action {
        Action::Challenge => "Challenge the move".into(),
        Action::Allow => "Allow the move".into(),
        Action::FirstPlayer(s) => format!("{} starts the side game", seat_name(*s)),
        Action::SideGameResult(r) => format!("{} {} the side game", seat_name(player), match r.name() {
            "win" => "won",
            "loss" => "lost",
            _ => "tied",
        }),
        Action::Throw(h) => {
            let name = h.name();
            let mut c = name.chars();
            c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
        }
        other => pos.format_action_long(other),
    }
}

fn bits(mask: u64) -> Vec<Spot> {
    (0..64u8).filter(|&p| mask >> p & 1 == 1).collect()
}

fn ease(t: f64) -> f64 {
    1.0 - (1.0 - t).powi(3)
}

/// The animation of an action just played: pieces sliding along a push or jump, removed pieces
/// flying to the remover's reserve (own) or captures (the opponent's).
fn flight_for(before: &Position, after: &Position, action: &Action, flipped: bool) -> Option<Flight> {
    let (movers, hidden, duration): (Vec<board::Mover>, Vec<Spot>, f64) = match *action {
        Action::Place { .. } | Action::Push { .. } => {
            let moves = before.push_preview(action);
            let movers = moves.iter().filter_map(|&(f, t)| Some(board::Mover { piece: after.piece_at(t)?, from: board::centre(f), to: board::centre(t) })).collect();
            (movers, moves.iter().map(|m| m.1).collect(), PUSH_MS)
        }
        Action::Jump { from, to } => {
            let piece = after.piece_at(to)?;
            (vec![board::Mover { piece, from: board::centre(from), to: board::centre(to) }], vec![to], PUSH_MS)
        }
        Action::Remove { points } => {
            let me = before.to_move();
            let movers = bits(points)
                .into_iter()
                .filter_map(|s| {
                    let piece = before.piece_at(s)?;
                    let to = if piece.colour == me { board::reserve_centre(me, flipped) } else { board::captured_centre(me, flipped) };
                    Some(board::Mover { piece, from: board::centre(s), to })
                })
                .collect();
            (movers, Vec::new(), REMOVE_MS)
        }
        _ => return None,
    };
    Some(Flight { movers, hidden, start_ms: now_ms(), duration })
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ArrowState {
    /// `dot-first spot`, also the name of the arrow for `boardPoint("arrow:...")`.
    name: String,
    target: String,
    blocked: bool,
    /// The move in notation, when legal now.
    r#move: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RowState {
    points: Vec<String>,
    optional: Vec<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct InputState {
    phase: &'static str,
    bring: Option<String>,
    bring_choices: Vec<String>,
    dots: Vec<String>,
    dot: Option<String>,
    arrows: Vec<ArrowState>,
    /// Every legal entry move with the piece chosen: dot, first spot and notation.
    entries: Vec<ArrowState>,
    /// The ghost preview shown: `[from, to]` pairs, the new piece first.
    preview: Vec<[String; 2]>,
    loaded: Option<String>,
    usable: Vec<String>,
    targets: Vec<String>,
    rows: Vec<RowState>,
    row: Option<RowState>,
    keep: Vec<String>,
    remove: Vec<String>,
    can_confirm: bool,
    extra_offer: bool,
    reserve: [u8; 2],
    captured: [u8; 2],
    hand: [String; 2],
    coords: bool,
    last_move: Vec<String>,
    cursor: Option<String>,
    flipped: bool,
    /// The TAMSK extra move was accepted (its button, or a dot chosen).
    extra_accepted: bool,
}

fn names(spots: &[Spot]) -> Vec<String> {
    spots.iter().map(|&s| point_name(s)).collect()
}

impl GipfScreen {
    pub fn new(game: Match<Position>) -> Self {
        let coords = crate::dom::local_storage().and_then(|s| s.get_item("gboards.gipf.coords").ok().flatten()).as_deref() != Some("off");
        let mut s = GipfScreen {
            game,
            input: GipfInput::default(),
            flight: None,
            press: None,
            hover: Target::Nothing,
            coords,
            vp: Viewport::fit(board::bounds(true), 1.0, 1.0),
            layer: None,
            flipped: false,
            cursor: None,
            cursor_row: 0.0,
            accepted: false,
            side: None,
            hint: Vec::new(),
        };
        s.sync_side();
        s
    }

    /// Starts the side game when the match reaches one played in place, and drops it when the
    /// match has left it (result entered, undo).
    fn sync_side(&mut self) {
        let pos = self.game.position();
        let want = pos.side_game().filter(|g| matches!(g.kind, SideGame::Gyges | SideGame::Gype));
        let Some(g) = want else {
            self.side = None;
            return;
        };
        let ply = self.game.len();
        if self.side.as_ref().is_some_and(|s| s.ply == ply && s.kind == g.kind) {
            return;
        }
        let Some(c) = pos.pending_challenge() else { return };
        // The same side game after a reload: the seed comes from the match and the ply.
        let seed = (self.game.seed() ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)) & ((1 << 53) - 1);
        let stake = pos.format_action_long(&c.action);
        self.side = side::SideBoard::new(g.kind, g.starter, c.player, stake, c.potential, ply, seed, self.flipped);
        // A side game in progress was saved with the GIPF game: play on from where it stood.
        if let Some(side) = &mut self.side {
            let key = side.save_key(self.game.seed());
            if let Some(record) = persist::load_side(&key) {
                if let Err(e) = side.resume(&record, self.flipped) {
                    persist::set_side_aside(&key);
                    side.notice = Some(format!("The saved side game could not be read and was set aside ({e}); it starts again."));
                }
            }
        }
    }

    fn position(&self) -> &Position {
        self.game.position()
    }

    fn commit(&mut self, action: Action) -> Option<String> {
        let before = self.position().clone();
        match self.game.play(&action) {
            Ok(()) => {
                self.flight = flight_for(&before, self.game.position(), &action, self.flipped);
                self.accepted = false;
                // The piece choice holds for one player's turn only.
                if self.game.position().to_move() != before.to_move() {
                    self.input.clear();
                } else {
                    self.input.clear_selection();
                }
                self.hover = Target::Nothing;
                let who = seat_name(before.to_move());
                self.sync_side();
                let side_start = match (&self.side, action) {
                    (Some(side), Action::FirstPlayer(_)) => {
                        let ([title, stake], [a, b]) = (side.heading(), side.sides());
                        format!(" {title}. {a}, {b}. {stake}")
                    }
                    _ => String::new(),
                };
                Some(match action {
                    Action::Decline => format!("{who} declines the extra move."),
                    // A first throw stays sealed from the other player.
                    Action::Throw(_) => format!("{} has thrown.", seat_name(actor(&before))),
                    _ if action.is_challenge_step() => format!("{}: {}.{side_start}", seat_name(actor(&before)), challenge_label(&before, &action)),
                    _ => format!("{who} plays {}.", before.format_action_long(&action)),
                })
            }
            Err(e) => Some(e.to_string()),
        }
    }

    fn extra_accepted(&self) -> bool {
        self.accepted || self.input.dot.is_some()
    }

    /// Where the keyboard cursor appears first: at the selection, else where there is something
    /// to do (a dot to bring a piece in, a loaded piece, a row to remove), else the centre.
    fn cursor_start(&self, pos: &Position) -> Spot {
        let rows = pos.pending_rows();
        self.input
            .dot
            .or(self.input.loaded)
            .or_else(|| self.input.chosen_row(pos).and_then(|r| r.points.first().copied()))
            .or_else(|| rows.first().and_then(|r| r.points.first().copied()))
            .or_else(|| self.input.active_dots(pos).first().copied())
            .or_else(|| self.input.usable_loaded(pos).first().copied())
            .unwrap_or(CENTRE)
    }

    /// Puts the cursor on a point; it also stands for the pointer, so the preview follows it.
    fn place_cursor(&mut self, p: Spot) {
        self.cursor_row = board::scr(self.flipped, board::centre(p)).1;
        self.cursor = Some(p);
        self.hover = Target::Point(p);
    }

    /// Moves the cursor one step in a screen direction.
    fn step_cursor(&mut self, from: Spot, dx: i8, dy: i8) -> Spot {
        let (next, row) = cursor_step(from, dx, dy, self.cursor_row, self.flipped);
        self.place_cursor(next);
        self.cursor_row = row;
        next
    }

    /// After input to the side game: when it is over, its winner settles the challenge.
    fn after_side(&mut self, said: Option<String>) -> Option<String> {
        let Some(side) = &self.side else { return said };
        let Some((result, text)) = side.result() else { return said };
        let pos = self.position().clone();
        let player = seat_name(pos.pending_challenge().map_or(pos.to_move(), |c| c.player));
        let key = side.save_key(self.game.seed());
        match self.game.play(&Action::SideGameResult(result)) {
            Ok(()) => {
                persist::forget_side(&key);
                self.input.clear_selection();
                self.sync_side();
                let outcome = match result {
                    SideResult::Loss => format!("{player} lost the side game: the move is cancelled and the potential leaves the game."),
                    _ => format!("{player} {} the side game: the move is made.", if result == SideResult::Win { "won" } else { "tied" }),
                };
                Some(format!("{} {text} {outcome}", said.unwrap_or_default()).trim().to_string())
            }
            Err(e) => Some(e.to_string()),
        }
    }

    fn toggle_coords(&mut self) {
        self.coords = !self.coords;
        if let Some(s) = crate::dom::local_storage() {
            let _ = s.set_item("gboards.gipf.coords", if self.coords { "on" } else { "off" });
        }
    }

    /// The tray chips of a seat: piece choices for the player bringing one in, else potentials in hand.
    fn chips(&self, seat: u8) -> Vec<board::Chip> {
        let pos = self.position();
        let hand = pos.potentials_in_hand(seat);
        if seat == pos.to_move() && phase(pos) == Phase::Move {
            let choices = bring_choices(pos);
            if choices.len() > 1 {
                return choices
                    .into_iter()
                    .map(|intro| board::Chip { intro, count: if let Intro::Loaded(p) = intro { Some(hand[p as usize]) } else { None }, clickable: true })
                    .collect();
            }
        }
        Potential::ALL
            .iter()
            .filter(|&&p| hand[p as usize] > 0)
            .map(|&p| board::Chip { intro: Intro::Loaded(p), count: Some(hand[p as usize]), clickable: false })
            .collect()
    }

    fn arrows(&self) -> Vec<Arrow> {
        match self.input.dot {
            Some(d) => self.input.arrows(self.position(), d),
            None => Vec::new(),
        }
    }

    fn hit(&self, px: f64, py: f64) -> Target {
        let (x, y) = self.vp.to_board(px, py);
        let seat = self.position().to_move();
        board::hit(&self.arrows(), &self.chips(seat), seat, self.flipped, x, y)
    }

    /// The entry the pointer is on: its arrow, or its target spot.
    fn hover_entry(&self, arrows: &[Arrow]) -> Option<u8> {
        arrows
            .iter()
            .find(|a| match self.hover {
                Target::Arrow(e) => a.entry.entry == e,
                Target::Point(p) => a.entry.first == p,
                _ => false,
            })
            .map(|a| a.entry.entry)
    }

    /// Ghost previews: the hovered entry (or the only legal one) in full, else marks on the
    /// pieces each legal entry would shift.
    fn ghosts(&self, arrows: &[Arrow]) -> Vec<board::Ghost> {
        let pos = self.position();
        // An announced or challenged potential move: what it will do if it stands.
        if let Some(c) = pos.pending_challenge() {
            let moves = match c.action {
                Action::Jump { from, to } => vec![(from, to)],
                a => pos.push_preview(&a),
            };
            return vec![board::Ghost { moves, new_piece: Piece::new(c.player, Kind::Used(c.potential)), full: true }];
        }
        // A selected loaded piece: its potential on the target pointed at.
        if let (Some(from), Target::Point(to)) = (self.input.loaded, self.hover) {
            if let (Some(Kind::Loaded(p)), true) = (pos.piece_at(from).map(|x| x.kind), self.input.jump_targets(pos).contains(&to)) {
                return vec![board::Ghost { moves: vec![(from, to)], new_piece: Piece::new(pos.to_move(), Kind::Used(p)), full: true }];
            }
        }
        let Some(intro) = self.input.intro(pos) else { return Vec::new() };
        let new_piece = Piece::new(pos.to_move(), intro.kind());
        let legal: Vec<&Arrow> = arrows.iter().filter(|a| a.action.is_some()).collect();
        let hovered = self.hover_entry(arrows);
        let full: Vec<&Arrow> = match legal.iter().find(|a| Some(a.entry.entry) == hovered) {
            Some(a) => vec![*a],
            None if legal.len() == 1 => legal.clone(),
            None => Vec::new(),
        };
        let shown = if full.is_empty() { legal } else { full.clone() };
        shown
            .into_iter()
            .filter_map(|a| Some(board::Ghost { moves: pos.push_preview(&a.action?), new_piece, full: !full.is_empty() }))
            .collect()
    }

    /// The last move (its dot and every spot a piece moved to) and the points removed since.
    fn last_marks(&self) -> (Vec<Spot>, Vec<Spot>) {
        let acts = self.game.actions();
        let mut removed = Vec::new();
        for i in (0..acts.len()).rev() {
            match acts[i] {
                Action::Remove { points } => removed.extend(bits(points)),
                Action::Place { .. } | Action::Push { .. } => {
                    let Some(before) = self.game.position_at(i) else { break };
                    let moves = before.push_preview(&acts[i]);
                    let mut marks: Vec<Spot> = moves.first().map(|m| m.0).into_iter().collect();
                    marks.extend(moves.iter().map(|m| m.1));
                    return (marks, removed);
                }
                Action::Jump { from, to } => return (vec![from, to], removed),
                _ => {}
            }
        }
        (Vec::new(), removed)
    }
}

impl Screen for GipfScreen {
    fn play_computer(&mut self, text: &str) -> Result<String, String> {
        let action = self.position().parse_action(text).map_err(|e| e.to_string())?;
        self.hint.clear();
        super::commit_checked(self, |s| s.commit(action))
    }

    fn set_hint(&mut self, action: Option<&str>) {
        let pos = self.position();
        self.hint = match action.map(|t| pos.parse_action(t)) {
            Some(Ok(Action::Place { spot, .. })) => vec![spot],
            Some(Ok(Action::Push { entry, .. })) => {
                let e = &engine::gipf::geometry::entries()[entry as usize];
                vec![e.dot, e.path[0]]
            }
            Some(Ok(Action::Jump { from, to })) => vec![from, to],
            Some(Ok(Action::Remove { points })) => bits(points),
            _ => Vec::new(),
        };
    }

    fn game(&self) -> &dyn AnyMatch {
        &self.game
    }
    fn game_mut(&mut self) -> &mut dyn AnyMatch {
        &mut self.game
    }

    fn seat_name(&self, seat: u8) -> String {
        seat_name(seat).to_string()
    }

    fn status_text(&self) -> String {
        if let Some(side) = &self.side {
            return side.status_text();
        }
        let pos = self.position();
        let who = seat_name(pos.to_move());
        match phase(pos) {
            Phase::Over => String::new(),
            Phase::Challenge => {
                let Some(c) = pos.pending_challenge() else { return String::new() };
                let (player, other) = (seat_name(c.player), seat_name(1 - c.player));
                let mv = pos.format_action_long(&c.action);
                match c.stage {
                    ChallengeStage::Announced => format!("{player} announces {mv} ({}): {other} may challenge it or allow it.", c.potential.name()),
                    ChallengeStage::Challenged => format!("{other} challenges {mv}: {player} chooses who starts the side game."),
                    ChallengeStage::SideGame => match pos.side_game() {
                        Some(g) if g.kind == SideGame::RockPaperScissors => {
                            format!("Side game for {mv}: {} throws (the other player looks away).", seat_name(g.to_act))
                        }
                        _ => format!("Side game for {mv}: enter how it went for {player}."),
                    },
                }
            }
            Phase::Extra if self.extra_accepted() => format!("{who} makes the TAMSK extra move: click a dot, then an arrow, to push the potential in."),
            Phase::Extra => format!("{who} may make a TAMSK extra move: Accept (or click a dot) to push the potential in, or Decline."),
            Phase::Removal => {
                let rows = pos.pending_rows();
                match self.input.chosen_row(pos) {
                    None => format!("{who} must remove {} rows: click the row to take first.", rows.len()),
                    Some(row) if row.optional.is_empty() => format!("{who} removes the outlined row: press Remove row (or Enter)."),
                    Some(_) => format!("{who} removes the outlined row: click GIPF- or loaded pieces to keep or take them, then Confirm."),
                }
            }
            Phase::Move => {
                let piece = self.input.intro(pos).map(piece_words).unwrap_or_else(|| "a piece".into());
                if let Some(s) = self.input.loaded {
                    let name = match pos.piece_at(s).map(|p| p.kind) {
                        Some(engine::gipf::Kind::Loaded(p)) => p.name(),
                        _ => "the",
                    };
                    format!("{who}: click where the {name}-potential on {} goes.", point_name(s))
                } else if self.input.dot.is_some() {
                    format!("{who}: click an arrow or its spot to push in {piece}.")
                } else if !self.input.usable_loaded(pos).is_empty() {
                    format!("{who} to move: click a dot to bring in {piece}, or a loaded piece to use its potential.")
                } else {
                    format!("{who} to move: click a dot to bring in {piece}.")
                }
            }
        }
    }

    fn draw(&mut self, canvas: &Canvas, theme: &Theme) -> bool {
        let dark = std::ptr::eq(theme, &render::DARK);
        if let Some(side) = &mut self.side {
            return side.draw(canvas, theme, dark);
        }
        let mut flying = Vec::new();
        if let Some(f) = &self.flight {
            let t = (now_ms() - f.start_ms) / f.duration;
            if t < 1.0 {
                let k = ease(t.max(0.0));
                flying = f.movers.iter().map(|m| (m.piece, (m.from.0 + (m.to.0 - m.from.0) * k, m.from.1 + (m.to.1 - m.from.1) * k))).collect();
            }
        }
        if flying.is_empty() {
            self.flight = None;
        }
        let pos = self.game.position();
        let ph = phase(pos);
        let arrows = self.arrows();
        let ghosts = if self.flight.is_none() { self.ghosts(&arrows) } else { Vec::new() };
        let active_dots = self.input.active_dots(pos);
        let usable = self.input.usable_loaded(pos);
        let targets = self.input.jump_targets(pos);
        let rows = if ph == Phase::Removal { pos.pending_rows() } else { Vec::new() };
        let chosen = self.input.chosen_row(pos);
        let kept = chosen.as_ref().map_or(0, |r| self.input.kept(pos, r));
        // Show the kept set the Confirm button would use (it may differ for loaded-only rows).
        let kept = match (self.input.removal(pos), &chosen) {
            (Some(Action::Remove { points }), Some(r)) => r.points.iter().fold(0u64, |m, &s| m | 1 << s) & !points,
            _ => kept,
        };
        let chips = [self.chips(0), self.chips(1)];
        let (last_move, last_removed) = if self.flight.is_some() { (Vec::new(), Vec::new()) } else { self.last_marks() };
        let hidden = self.flight.as_ref().map(|f| f.hidden.clone()).unwrap_or_default();
        let options = pos.options();
        let overlay = board::Overlay {
            coords: self.coords,
            flipped: self.flipped,
            view: None,
            cursor: self.cursor,
            chip_row: options.version.starts_empty() || options.potentials.iter().flatten().any(|&n| n > 0),
            phase: ph,
            active_dots: &active_dots,
            dot: self.input.dot,
            arrows: &arrows,
            hover_entry: self.hover_entry(&arrows),
            ghosts: &ghosts,
            usable_loaded: &usable,
            loaded: self.input.loaded,
            jump_targets: &targets,
            rows: &rows,
            chosen_row: chosen.as_ref(),
            kept,
            chips: [&chips[0], &chips[1]],
            bring: self.input.intro(pos),
            last_move: &last_move,
            last_removed: &last_removed,
            hidden: &hidden,
            flying: &flying,
            hint: if self.flight.is_some() { &[] } else { &self.hint },
        };
        self.vp = board::draw(canvas, theme, dark, pos, &overlay, &mut self.layer);
        self.flight.is_some()
    }

    fn pointer_down(&mut self, px: f64, py: f64) {
        if let Some(side) = &mut self.side {
            return side.pointer_down(px, py);
        }
        let target = self.hit(px, py);
        let mut selected = false;
        // Pressing a dot selects it at once, so a drag shows its arrows and preview.
        if let Target::Point(p) = target {
            let pos = self.position().clone();
            if self.input.dot != Some(p) && self.input.active_dots(&pos).contains(&p) {
                self.input.click(&pos, target);
                selected = true;
            }
        }
        self.hover = target;
        self.press = Some(Press { at: (px, py), target, selected });
    }

    fn pointer_move(&mut self, px: f64, py: f64) -> bool {
        if let Some(side) = &mut self.side {
            return side.pointer_move(px, py);
        }
        let target = self.hit(px, py);
        let changed = target != self.hover;
        self.hover = target;
        changed && (self.input.dot.is_some() || self.input.loaded.is_some())
    }

    fn pointer_up(&mut self, px: f64, py: f64) -> Option<String> {
        if let Some(side) = &mut self.side {
            let said = side.pointer_up(px, py);
            return self.after_side(said);
        }
        let press = self.press.take()?;
        let pos = self.position().clone();
        let target = self.hit(px, py);
        if (px - press.at.0).hypot(py - press.at.1) > DRAG_PX {
            if let Target::Point(dot) = press.target {
                if self.input.dot == Some(dot) && target != press.target {
                    let action = self.input.drag(&pos, dot, target)?;
                    return self.commit(action);
                }
            }
            None
        } else if press.selected {
            None
        } else if target == Target::Coords {
            self.toggle_coords();
            None
        } else {
            let action = self.input.click(&pos, target)?;
            self.commit(action)
        }
    }

    fn back(&mut self) {
        match &mut self.side {
            Some(side) => side.screen.back(),
            None => self.input.back(),
        }
    }
    fn cancel(&mut self) {
        match &mut self.side {
            Some(side) => side.screen.cancel(),
            None => {
                self.input.clear_selection();
                self.accepted = false;
            }
        }
    }
    fn input_active(&self) -> bool {
        match &self.side {
            Some(side) => side.screen.input_active(),
            None => !self.input.is_empty(),
        }
    }
    fn only_pass(&self) -> Option<String> {
        // A forced pass in the side game is a side-game button.
        None
    }
    fn reset_input(&mut self) {
        self.input.clear_selection();
        self.flight = None;
        self.press = None;
        self.accepted = false;
        self.sync_side();
        if let Some(side) = &mut self.side {
            side.screen.reset_input();
        }
    }
    fn animating(&self) -> bool {
        match &self.side {
            Some(side) => side.screen.animating(),
            None => self.flight.is_some(),
        }
    }

    fn flippable(&self) -> bool {
        true
    }

    fn set_flipped(&mut self, flipped: bool) {
        self.flipped = flipped;
        if let Some(side) = &mut self.side {
            side.set_flipped(flipped);
        }
    }

    fn notice(&self) -> Option<String> {
        self.side.as_ref().and_then(|s| s.notice.clone().or_else(|| s.screen.notice()))
    }

    fn side_save(&self) -> Option<(String, String)> {
        let side = self.side.as_ref()?;
        Some((side.save_key(self.game.seed()), side.screen.game().record_text()))
    }

    fn describe(&self) -> String {
        match &self.side {
            Some(side) => {
                let ([title, stake], [a, b]) = (side.heading(), side.sides());
                format!("{title}. {a}, {b}. {stake} {}", side.screen.describe())
            }
            None => format!("Position: {}", self.game.position_string()),
        }
    }

    /// Typed moves go to the side game while one is played in place.
    fn play_text(&mut self, text: &str) -> Result<String, String> {
        if let Some(side) = &mut self.side {
            let said = side.play_text(text)?;
            return Ok(self.after_side(Some(said)).unwrap_or_default());
        }
        let long = AnyMatch::play_text(&mut self.game, text).map_err(|e| e.to_string())?;
        self.reset_input();
        Ok(format!("Played {long}."))
    }

    fn cursor_text(&self) -> Option<String> {
        if let Some(side) = &self.side {
            return side.screen.cursor_text();
        }
        let spot = self.cursor?;
        let what = match self.position().piece_at(spot) {
            None => "empty".to_string(),
            Some(p) => {
                let kind = match p.kind {
                    Kind::Basic => "piece".to_string(),
                    Kind::Gipf => "GIPF-piece".to_string(),
                    Kind::Loaded(potential) => format!("piece loaded with {}", potential.name()),
                    Kind::Used(potential) => format!("used {}", potential.name()),
                    Kind::Stack(_) => "stack of used potentials".to_string(),
                    Kind::PunctGipf { .. } => "GIPF-piece taken by PÜNCT".to_string(),
                };
                format!("{} {kind}", seat_name(p.colour))
            }
        };
        Some(format!("{}: {what}", point_name(spot)))
    }

    fn buttons(&self) -> Vec<ScreenButton> {
        if let Some(side) = &self.side {
            return side.buttons();
        }
        let pos = self.position();
        let button = |id: String, label: String, enabled: bool| ScreenButton { id, label, enabled, primary: true };
        match phase(pos) {
            Phase::Removal => {
                let removal = self.input.removal(pos);
                let label = if matches!(removal, Some(Action::KeepRow { .. })) { "Confirm: keep the row" } else { "Confirm: remove row" };
                vec![button("confirm".into(), label.into(), removal.is_some())]
            }
            Phase::Extra => vec![
                button("accept".into(), if self.extra_accepted() { "Accepted: choose a dot".into() } else { "Accept the extra move".into() }, !self.extra_accepted()),
                ScreenButton { id: "decline".into(), label: "Decline the extra move".into(), enabled: true, primary: false },
            ],
            // Every step of a challenge is a button, keyed by its long notation.
            Phase::Challenge => pos.legal_actions().iter().map(|a| button(pos.format_action_long(a), challenge_label(pos, a), true)).collect(),
            _ => Vec::new(),
        }
    }

    fn players(&self) -> String {
        "White v Black".into()
    }

    fn cue(&self, i: usize) -> crate::sound::Cue {
        match self.game.actions().get(i) {
            Some(Action::Remove { .. }) => crate::sound::Cue::Removal,
            _ => crate::sound::Cue::Move,
        }
    }

    fn button(&mut self, key: &str) -> Option<String> {
        if let Some(side) = &mut self.side {
            let said = side.button(key);
            return self.after_side(said);
        }
        let pos = self.position().clone();
        match (key, phase(&pos)) {
            ("accept", Phase::Extra) => {
                self.accepted = true;
                if self.cursor.is_none() {
                    self.cursor = self.input.active_dots(&pos).first().copied();
                }
                Some(format!("{} accepts the extra move: choose a dot, then a direction.", seat_name(pos.to_move())))
            }
            ("confirm", Phase::Removal) => {
                let action = self.input.confirm(&pos)?;
                self.commit(action)
            }
            ("decline", Phase::Extra) => self.commit(Action::Decline),
            (_, Phase::Challenge) => {
                let action = pos.legal_actions().into_iter().find(|a| pos.format_action_long(a) == key)?;
                self.commit(action)
            }
            _ => None,
        }
    }

    /// Arrows move the cursor over dots and spots (in screen directions); Enter or Space acts
    /// at it as a click does: select a dot, push along the arrow whose spot is under the cursor,
    /// select a loaded piece and its target, pick a row or toggle a piece in a removal. Enter
    /// with no cursor, or where a click would change nothing in a removal, confirms it. Keys 1..9
    /// pick the piece to bring in; `c` toggles the coordinates.
    fn key(&mut self, key: &str) -> KeyOutcome {
        if let Some(side) = &mut self.side {
            let out = side.screen.key(key);
            return match out {
                KeyOutcome::Played(said) => KeyOutcome::Played(self.after_side(Some(said)).unwrap_or_default()),
                other => other,
            };
        }
        let pos = self.position().clone();
        let ph = phase(&pos);
        let arrow = match key {
            "ArrowUp" => Some((0, -1)),
            "ArrowDown" => Some((0, 1)),
            "ArrowLeft" => Some((-1, 0)),
            "ArrowRight" => Some((1, 0)),
            _ => None,
        };
        if let Some((dx, dy)) = arrow {
            if matches!(ph, Phase::Over | Phase::Challenge) {
                return KeyOutcome::Ignored;
            }
            let next = match self.cursor {
                Some(c) => self.step_cursor(c, dx, dy),
                None => self.cursor_start(&pos),
            };
            self.place_cursor(next);
            return KeyOutcome::Handled;
        }
        match key {
            "Enter" | " " => {
                if matches!(ph, Phase::Over | Phase::Challenge) {
                    return KeyOutcome::Ignored;
                }
                let Some(at) = self.cursor else {
                    if ph == Phase::Removal && key == "Enter" {
                        return self.button("confirm").map_or(KeyOutcome::Handled, KeyOutcome::Played);
                    }
                    let start = self.cursor_start(&pos);
                    self.place_cursor(start);
                    return KeyOutcome::Handled;
                };
                if ph == Phase::Removal {
                    let before = self.input.clone();
                    self.input.click(&pos, Target::Point(at));
                    if self.input != before || key == " " {
                        return KeyOutcome::Handled;
                    }
                    return self.button("confirm").map_or(KeyOutcome::Handled, KeyOutcome::Played);
                }
                match self.input.click(&pos, Target::Point(at)) {
                    Some(action) => KeyOutcome::Played(self.commit(action).unwrap_or_default()),
                    None => KeyOutcome::Handled,
                }
            }
            "c" => {
                self.toggle_coords();
                KeyOutcome::Handled
            }
            _ => match key.parse::<usize>() {
                Ok(n @ 1..=9) if ph == Phase::Move => {
                    let chips = self.chips(pos.to_move());
                    match chips.get(n - 1).filter(|c| c.clickable) {
                        Some(chip) => {
                            self.input.click(&pos, Target::Bring(chip.intro));
                            KeyOutcome::Handled
                        }
                        None => KeyOutcome::Ignored,
                    }
                }
                _ => KeyOutcome::Ignored,
            },
        }
    }

    fn ui_state(&self) -> JsValue {
        let pos = self.position();
        let arrow_state = |a: &Arrow| ArrowState {
            name: format!("{}-{}", point_name(a.entry.dot), point_name(a.entry.first)),
            target: point_name(a.entry.first),
            blocked: a.entry.blocked,
            r#move: a.action.map(|x| pos.format_action(&x)),
        };
        let arrows = self.arrows();
        let dots = self.input.active_dots(pos);
        let entries: Vec<ArrowState> = dots.iter().flat_map(|&d| self.input.arrows(pos, d)).filter(|a| a.action.is_some()).map(|a| arrow_state(&a)).collect();
        let preview = self
            .ghosts(&arrows)
            .into_iter()
            .filter(|g| g.full)
            .flat_map(|g| g.moves)
            .map(|(f, t)| [point_name(f), point_name(t)])
            .collect();
        let row_state = |r: &engine::gipf::PendingRow| RowState { points: names(&r.points), optional: names(&r.optional) };
        let chosen = self.input.chosen_row(pos);
        let removal = self.input.removal(pos);
        let (keep, remove) = match (&chosen, removal) {
            (Some(r), Some(Action::Remove { points })) => (r.points.iter().copied().filter(|&s| points >> s & 1 == 0).collect(), bits(points)),
            (Some(r), Some(Action::KeepRow { .. })) => (r.points.clone(), Vec::new()),
            (Some(r), _) => {
                let k = self.input.kept(pos, r);
                (bits(k), r.points.iter().copied().filter(|&s| k >> s & 1 == 0).collect())
            }
            _ => (Vec::new(), Vec::new()),
        };
        let state = InputState {
            phase: phase(pos).name(),
            bring: self.input.intro(pos).map(intro_name),
            bring_choices: bring_choices(pos).into_iter().map(intro_name).collect(),
            dot: self.input.dot.map(point_name),
            dots: names(&dots),
            arrows: arrows.iter().map(arrow_state).collect(),
            entries,
            preview,
            loaded: self.input.loaded.map(point_name),
            usable: names(&self.input.usable_loaded(pos)),
            targets: names(&self.input.jump_targets(pos)),
            rows: if phase(pos) == Phase::Removal { pos.pending_rows().iter().map(row_state).collect() } else { Vec::new() },
            row: chosen.as_ref().map(row_state),
            keep: names(&keep),
            remove: names(&remove),
            can_confirm: removal.is_some(),
            extra_offer: pos.extra_move_on_offer(),
            reserve: [pos.reserve(0), pos.reserve(1)],
            captured: [pos.captured(0), pos.captured(1)],
            hand: [0, 1].map(|s| engine::gipf::options::format_mix(&pos.potentials_in_hand(s))),
            coords: self.coords,
            last_move: names(&self.last_marks().0),
            cursor: self.cursor.map(point_name),
            flipped: self.flipped,
            extra_accepted: phase(pos) == Phase::Extra && self.extra_accepted(),
        };
        let out = crate::dom::to_js(&state);
        let side = self.side.as_ref().map_or(JsValue::NULL, |s| s.ui_state());
        let _ = js_sys::Reflect::set(&out, &"side".into(), &side);
        out
    }

    /// A point (`e5`, `a1`), an entry arrow (`arrow:a1-b2`), a piece choice of the player to
    /// move (`bring:basic`, `bring:G`, `bring:T`..), `coords`, or a tray (`reserve:0`, `captured:1`).
    /// While a side game is played in place, names (optionally prefixed `side:`) are places of
    /// the side game's board.
    fn point(&self, name: &str) -> Option<(f64, f64)> {
        if let Some(side) = &self.side {
            return side.point(name.strip_prefix("side:").unwrap_or(name));
        }
        let f = self.flipped;
        let (x, y) = if let Some(arrow) = name.strip_prefix("arrow:") {
            let (a, b) = arrow.split_once('-')?;
            let (dot, first) = (parse_point(a)?, parse_point(b)?);
            entries().iter().find(|e| e.dot == dot && e.path[0] == first)?;
            let (d, f) = (board::centre(dot), board::centre(first));
            (d.0 + (f.0 - d.0) * 0.45, d.1 + (f.1 - d.1) * 0.45)
        } else if let Some(intro) = name.strip_prefix("bring:") {
            let intro = parse_intro_name(intro)?;
            let seat = self.position().to_move();
            let i = self.chips(seat).iter().position(|c| c.clickable && c.intro == intro)?;
            board::chip_centre(seat, i, f)
        } else if name == "coords" {
            board::coords_toggle(f)
        } else if let Some(seat) = name.strip_prefix("reserve:").and_then(|s| s.parse::<u8>().ok()).filter(|&s| s < 2) {
            board::reserve_centre(seat, f)
        } else if let Some(seat) = name.strip_prefix("captured:").and_then(|s| s.parse::<u8>().ok()).filter(|&s| s < 2) {
            board::captured_centre(seat, f)
        } else {
            board::centre(parse_point(name)?)
        };
        Some(self.vp.to_css(x, y))
    }
}

/// A side game of a challenge played in place: a Gygès or 2-player Table Gype match with its
/// own screen (the same input and renderer as a game of its own), drawn below a header that
/// says which colour plays which side and what is at stake. Its winner settles the challenge.
mod side {
    use super::seat_name;
    use crate::render::{gipf as board, new_offscreen, rounded_rect_px, Canvas, Pen, Theme, Viewport};
    use crate::persist;
    use crate::screens::{self, Screen, ScreenButton};
    use engine::game::{Game, Outcome, Status};
    use engine::gipf::{Kind, Piece, Potential, SideGame, SideResult, BLACK, WHITE};
    use serde::Serialize;
    use wasm_bindgen::JsValue;

    pub struct SideBoard {
        pub screen: Box<dyn Screen>,
        pub kind: SideGame,
        /// The GIPF colour playing the side game's first seat (South): the player who starts it.
        south: u8,
        /// The player who announced the potential move at stake.
        player: u8,
        /// The move at stake, in long notation, and its potential.
        stake: String,
        potential: Potential,
        /// The GIPF ply at which the side game began.
        pub ply: usize,
        /// The GIPF colour that gave the side game up.
        conceded: Option<u8>,
        /// The offscreen canvas the side board is drawn into.
        canvas: Option<Canvas>,
        /// The header's height in CSS px (the side board starts below it).
        top: f64,
        /// Said on the board while the side game is on (a saved side game that did not load).
        pub notice: Option<String>,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct SideState {
        game: &'static str,
        /// The side game's seat names and the GIPF colour playing each.
        seats: [String; 2],
        colours: [&'static str; 2],
        player: &'static str,
        stake: String,
        /// The overlay's header, line by line.
        heading: Vec<String>,
        position: String,
        to_move: Option<u8>,
        over: bool,
        moves: Vec<String>,
        legal: Vec<String>,
        /// Gygès: for each legal action, the places to click (`tray2`, squares, goals).
        clicks: Vec<Vec<String>>,
    }

    impl SideBoard {
        #[allow(clippy::too_many_arguments)]
        pub fn new(kind: SideGame, starter: u8, player: u8, stake: String, potential: Potential, ply: usize, seed: u64, flipped: bool) -> Option<Self> {
            let (game, options): (&str, Vec<(String, String)>) = match kind {
                SideGame::Gyges => ("gyges", Vec::new()),
                SideGame::Gype => ("gype", vec![("seats".into(), "SN".into()), ("first".into(), "S".into())]),
                _ => return None,
            };
            let m = engine::any::new_match(game, &options, None, seed).ok()?;
            let mut b = SideBoard { screen: screens::open(m), kind, south: starter, player, stake, potential, ply, conceded: None, canvas: None, top: 0.0, notice: None };
            b.set_flipped(flipped);
            Some(b)
        }

        /// Where autosave keeps this side game (see `persist::side_key`).
        pub fn save_key(&self, gipf_seed: u64) -> String {
            persist::side_key(gipf_seed, self.ply, self.screen.game().game(), &self.stake)
        }

        /// Plays on from a saved record of this side game: it must be this very game (same
        /// game, options and seed) with moves added.
        pub fn resume(&mut self, record: &str, gipf_flipped: bool) -> Result<(), String> {
            let fresh = self.screen.game().record_text();
            if !record.starts_with(&fresh) {
                return Err("it belongs to another side game".into());
            }
            let game = engine::any::match_from_record(record).map_err(|e| e.to_string())?;
            self.screen = screens::open(game);
            self.set_flipped(gipf_flipped);
            Ok(())
        }

        fn game_name(&self) -> &'static str {
            if self.kind == SideGame::Gype { "Table Gype" } else { "Gygès" }
        }

        /// The GIPF colour playing a seat of the side game.
        fn colour(&self, seat: u8) -> u8 {
            if seat == 0 { self.south } else { 1 - self.south }
        }

        /// The player at the bottom of the GIPF board keeps the bottom of the side board.
        pub fn set_flipped(&mut self, gipf_flipped: bool) {
            let bottom = if gipf_flipped { BLACK } else { WHITE };
            self.screen.set_flipped(self.south != bottom);
        }

        /// The side game's result for the announcing player, once it is decided, and a sentence.
        pub fn result(&self) -> Option<(SideResult, String)> {
            let for_player = |winner: u8| if winner == self.player { SideResult::Win } else { SideResult::Loss };
            if let Some(c) = self.conceded {
                return Some((for_player(1 - c), format!("{} gives up the side game.", seat_name(c))));
            }
            match self.screen.game().status() {
                Status::Over(Outcome::Win(s)) => {
                    let c = self.colour(s);
                    Some((for_player(c), format!("{} ({}) wins the side game of {}.", seat_name(c), self.screen.seat_name(s), self.game_name())))
                }
                Status::Over(Outcome::Draw) => Some((SideResult::Tie, format!("The side game of {} is a draw.", self.game_name()))),
                _ => None,
            }
        }

        /// The side game's own status, each side named with its GIPF colour.
        pub fn status_text(&self) -> String {
            let mut text = self.screen.status_text();
            for seat in 0..2u8 {
                let name = self.screen.seat_name(seat);
                if let Some(rest) = text.strip_prefix(name.as_str()) {
                    text = format!("{name} ({}){rest}", seat_name(self.colour(seat)));
                }
            }
            format!("Side game: {text}")
        }

        pub fn buttons(&self) -> Vec<ScreenButton> {
            let mut out: Vec<ScreenButton> = self.screen.buttons().into_iter().map(|b| ScreenButton { id: format!("side:{}", b.id), ..b }).collect();
            if let Some(pass) = self.screen.only_pass() {
                out.push(ScreenButton { id: format!("side-pass:{pass}"), label: "Pass (side game)".into(), enabled: true, primary: true });
            }
            out.push(ScreenButton { id: "side-undo".into(), label: "Take back".into(), enabled: self.screen.game().can_undo(), primary: false });
            for (c, letter) in [(WHITE, "W"), (BLACK, "B")] {
                out.push(ScreenButton { id: format!("side-concede:{letter}"), label: format!("{} gives up", seat_name(c)), enabled: true, primary: false });
            }
            out
        }

        pub fn button(&mut self, id: &str) -> Option<String> {
            if let Some(sub) = id.strip_prefix("side:") {
                return self.screen.button(sub);
            }
            if let Some(pass) = id.strip_prefix("side-pass:") {
                return Some(self.play_text(pass).unwrap_or_else(|e| e));
            }
            match id {
                "side-undo" if self.screen.game_mut().undo() => {
                    self.screen.reset_input();
                    Some("Side-game move taken back.".into())
                }
                "side-concede:W" => {
                    self.conceded = Some(WHITE);
                    None
                }
                "side-concede:B" => {
                    self.conceded = Some(BLACK);
                    None
                }
                _ => None,
            }
        }

        pub fn play_text(&mut self, text: &str) -> Result<String, String> {
            self.screen.play_text(text)
        }

        pub fn pointer_down(&mut self, x: f64, y: f64) {
            self.screen.pointer_down(x, y - self.top);
        }
        pub fn pointer_move(&mut self, x: f64, y: f64) -> bool {
            self.screen.pointer_move(x, y - self.top)
        }
        pub fn pointer_up(&mut self, x: f64, y: f64) -> Option<String> {
            self.screen.pointer_up(x, y - self.top)
        }
        pub fn point(&self, name: &str) -> Option<(f64, f64)> {
            self.screen.point(name).map(|(x, y)| (x, y + self.top))
        }

        pub fn ui_state(&self) -> JsValue {
            let g = self.screen.game();
            let clicks = g
                .as_any()
                .downcast_ref::<engine::Match<engine::gyges::Position>>()
                .map(|m| m.position().legal_actions().iter().filter_map(gyges_clicks).collect())
                .unwrap_or_default();
            let (to_move, over) = match g.status() {
                Status::Turn(s) => (Some(s), false),
                _ => (None, true),
            };
            let state = SideState {
                game: g.game(),
                seats: [self.screen.seat_name(0), self.screen.seat_name(1)],
                colours: [seat_name(self.colour(0)), seat_name(self.colour(1))],
                player: seat_name(self.player),
                stake: self.stake.clone(),
                heading: {
                    let [title, stake] = self.heading();
                    let [a, b] = self.sides();
                    vec![title, format!("{a}, {b}."), stake]
                },
                position: g.position_string(),
                to_move,
                over,
                moves: g.action_texts(),
                legal: g.legal_actions(),
                clicks,
            };
            let out = crate::dom::to_js(&state);
            let _ = js_sys::Reflect::set(&out, &"input".into(), &self.screen.ui_state());
            out
        }

        /// Draws the header and, below it, the side board (through an offscreen canvas of its size).
        pub fn draw(&mut self, canvas: &Canvas, theme: &Theme, dark: bool) -> bool {
            let (w, h) = (canvas.width, canvas.height);
            let top = (h * 0.14).max(58.0).min(84.0).min(h * 0.4).round();
            self.top = top;
            let sub_h = (h - top).max(1.0);
            let dpr = crate::dom::window().device_pixel_ratio().max(1.0);
            let (pw, ph) = ((w * dpr).round() as u32, (sub_h * dpr).round() as u32);
            if self.canvas.as_ref().is_none_or(|c| c.element.width() != pw || c.element.height() != ph) {
                self.canvas = new_offscreen(pw, ph).map(|(element, ctx)| {
                    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
                    Canvas { element, ctx, width: w, height: sub_h }
                });
            }
            canvas.clear(theme.background);
            self.header(canvas, theme, dark, top);
            let Some(sub) = &mut self.canvas else { return false };
            sub.width = w;
            sub.height = sub_h;
            let animating = self.screen.draw(sub, theme);
            let _ = canvas.ctx.draw_image_with_html_canvas_element_and_dw_and_dh(&sub.element, 0.0, top, w, sub_h);
            animating
        }

        fn header(&self, canvas: &Canvas, theme: &Theme, dark: bool, top: f64) {
            let ctx = &canvas.ctx;
            let w = canvas.width;
            rounded_rect_px(ctx, 6.0, 4.0, w - 12.0, top - 8.0, 8.0);
            ctx.set_fill_style_str(theme.board);
            ctx.set_global_alpha(0.4);
            ctx.fill();
            ctx.set_global_alpha(1.0);
            ctx.set_stroke_style_str(theme.highlight);
            ctx.set_line_width(2.0);
            ctx.stroke();
            let line = (top - 8.0) / 3.0;
            let y = |i: f64| 4.0 + line * (i + 0.5);
            let size = (line * 0.62).min(16.0);
            let [title, stake] = self.heading();
            text_fit(ctx, &title, w / 2.0, y(0.0), size, w - 24.0, theme.text, "700");

            // Which colour plays which side, with a GIPF piece of that colour.
            let parts = [(self.colour(0), self.sides()[0].clone()), (self.colour(1), self.sides()[1].clone())];
            let r = size * 0.5;
            let gap = size * 1.5;
            ctx.set_font(&format!("600 {}px system-ui, sans-serif", crate::render::css_num(size, 1)));
            let widths: Vec<f64> = parts.iter().map(|p| ctx.measure_text(&p.1).map(|m| m.width()).unwrap_or(0.0)).collect();
            let total: f64 = widths.iter().sum::<f64>() + 2.0 * (2.0 * r + 6.0) + gap;
            let k = ((w - 24.0) / total).min(1.0);
            let pen = Pen { ctx, vp: Viewport { scale: 1.0, ox: 0.0, oy: 0.0, flip: None } };
            let mut x = (w - total * k) / 2.0;
            for (i, (colour, label)) in parts.iter().enumerate() {
                board::draw_piece(&pen, dark, Piece::new(*colour, Kind::Basic), x + r * k, y(1.0), r * k, 1.0);
                x += (2.0 * r + 6.0) * k;
                text_at(ctx, label, x, y(1.0), size * k, theme.text, "600", "left");
                x += (widths[i] + gap) * k;
            }
            text_fit(ctx, &stake, w / 2.0, y(2.0), size * 0.9, w - 24.0, theme.highlight, "600");
        }

        /// The header's first and last lines: the game and the move at stake, what each result does.
        pub fn heading(&self) -> [String; 2] {
            let (player, other) = (seat_name(self.player), seat_name(1 - self.player));
            [
                format!("Side game of {}: {player}'s {} is at stake", self.game_name(), self.stake),
                format!("{player} keeps the move with a win or a draw; if {other} wins, the {}-potential is lost.", self.potential.name()),
            ]
        }

        /// Which colour plays which side of the side game.
        pub fn sides(&self) -> [String; 2] {
            [
                format!("{} plays {} and starts", seat_name(self.colour(0)), self.screen.seat_name(0)),
                format!("{} plays {}", seat_name(self.colour(1)), self.screen.seat_name(1)),
            ]
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn text_at(ctx: &web_sys::CanvasRenderingContext2d, s: &str, x: f64, y: f64, size: f64, colour: &str, weight: &str, align: &str) {
        ctx.set_font(&format!("{weight} {}px system-ui, sans-serif", crate::render::css_num(size.max(5.0), 1)));
        ctx.set_text_align(align);
        ctx.set_text_baseline("middle");
        ctx.set_fill_style_str(colour);
        let _ = ctx.fill_text(s, x, y);
    }

    /// Centred text, made smaller until it fits `max_w`.
    #[allow(clippy::too_many_arguments)]
    fn text_fit(ctx: &web_sys::CanvasRenderingContext2d, s: &str, x: f64, y: f64, size: f64, max_w: f64, colour: &str, weight: &str) {
        ctx.set_font(&format!("{weight} {}px system-ui, sans-serif", crate::render::css_num(size, 1)));
        let width = ctx.measure_text(s).map(|m| m.width()).unwrap_or(0.0);
        let size = if width > max_w { size * max_w / width } else { size };
        text_at(ctx, s, x, y, size, colour, weight, "center");
    }

    /// The clicks that enter a Gygès action: a tray size and a square, or the ring, each run's
    /// end and, with a replacement, the landed-on ring again and the drop square.
    fn gyges_clicks(action: &engine::gyges::Action) -> Option<Vec<String>> {
        use engine::gyges::{square_name, Action};
        Some(match action {
            Action::Place { square, size } => vec![format!("tray{size}"), square_name(*square)],
            Action::Move(m) => {
                let mut out = vec![square_name(m.from)];
                out.extend(m.stops.iter().map(|&s| square_name(s)));
                if let Some(d) = m.drop {
                    out.push(square_name(*m.stops.last()?));
                    out.push(square_name(d));
                }
                out
            }
            Action::Pass => return None,
        })
    }
}
