//! The GIPF screen: bringing pieces in by dot and arrow (click or drag) with a ghost preview,
//! row removal with keep/take toggles and a Confirm button, potentials, the TAMSK extra move,
//! and short animations of pushes, jumps and removed pieces flying to the trays.

use super::{KeyOutcome, Screen, ScreenButton};
use crate::dom::now_ms;
use crate::input::gipf::{bring_choices, intro_name, parse_intro_name, phase, Arrow, GipfInput, Phase, Target};
use crate::render::{self, gipf as board, Canvas, Theme, Viewport};
use engine::any::AnyMatch;
use engine::game::Game;
use engine::game::Status;
use engine::gipf::challenge::ChallengeStage;
use engine::gipf::{entries, parse_point, point_name, Action, Intro, Piece, Position, Potential, SideGame, Spot, WHITE};
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
fn flight_for(before: &Position, after: &Position, action: &Action) -> Option<Flight> {
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
                    let to = if piece.colour == me { board::reserve_centre(me) } else { board::captured_centre(me) };
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
}

fn names(spots: &[Spot]) -> Vec<String> {
    spots.iter().map(|&s| point_name(s)).collect()
}

impl GipfScreen {
    pub fn new(game: Match<Position>) -> Self {
        let coords = crate::dom::local_storage().and_then(|s| s.get_item("gboards.gipf.coords").ok().flatten()).as_deref() != Some("off");
        GipfScreen { game, input: GipfInput::default(), flight: None, press: None, hover: Target::Nothing, coords, vp: Viewport::fit(board::bounds(true), 1.0, 1.0), layer: None }
    }

    fn position(&self) -> &Position {
        self.game.position()
    }

    fn commit(&mut self, action: Action) -> Option<String> {
        let before = self.position().clone();
        match self.game.play(&action) {
            Ok(()) => {
                self.flight = flight_for(&before, self.game.position(), &action);
                // The piece choice holds for one player's turn only.
                if self.game.position().to_move() != before.to_move() {
                    self.input.clear();
                } else {
                    self.input.clear_selection();
                }
                self.hover = Target::Nothing;
                let who = seat_name(before.to_move());
                Some(match action {
                    Action::Decline => format!("{who} declines the extra move."),
                    // A first throw stays sealed from the other player.
                    Action::Throw(_) => format!("{} has thrown.", seat_name(actor(&before))),
                    _ if action.is_challenge_step() => format!("{}: {}.", seat_name(actor(&before)), challenge_label(&before, &action)),
                    _ => format!("{who} plays {}.", before.format_action_long(&action)),
                })
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
        board::hit(&self.arrows(), &self.chips(seat), seat, x, y)
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
            Phase::Extra => format!("{who} may make a TAMSK extra move: click a dot to push the potential in, or Decline."),
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
        };
        self.vp = board::draw(canvas, theme, dark, pos, &overlay, &mut self.layer);
        self.flight.is_some()
    }

    fn pointer_down(&mut self, px: f64, py: f64) {
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
        let target = self.hit(px, py);
        let changed = target != self.hover;
        self.hover = target;
        changed && self.input.dot.is_some()
    }

    fn pointer_up(&mut self, px: f64, py: f64) -> Option<String> {
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
        self.input.back();
    }
    fn cancel(&mut self) {
        self.input.clear_selection();
    }
    fn input_active(&self) -> bool {
        !self.input.is_empty()
    }
    fn only_pass(&self) -> Option<String> {
        None
    }
    fn reset_input(&mut self) {
        self.input.clear_selection();
        self.flight = None;
        self.press = None;
    }
    fn animating(&self) -> bool {
        self.flight.is_some()
    }

    fn buttons(&self) -> Vec<ScreenButton> {
        let pos = self.position();
        let button = |id: String, label: String, enabled: bool| ScreenButton { id, label, enabled, primary: true };
        match phase(pos) {
            Phase::Removal => {
                let removal = self.input.removal(pos);
                let label = if matches!(removal, Some(Action::KeepRow { .. })) { "Confirm: keep the row" } else { "Confirm: remove row" };
                vec![button("confirm".into(), label.into(), removal.is_some())]
            }
            Phase::Extra => vec![button("decline".into(), "Decline the extra move".into(), true)],
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
        let pos = self.position().clone();
        match (key, phase(&pos)) {
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

    fn key(&mut self, key: &str) -> KeyOutcome {
        match key {
            "Enter" if phase(self.position()) == Phase::Removal => match self.button("confirm") {
                Some(said) => KeyOutcome::Played(said),
                None => KeyOutcome::Handled,
            },
            "c" => {
                self.toggle_coords();
                KeyOutcome::Handled
            }
            _ => KeyOutcome::Ignored,
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
        };
        crate::api::to_js(&state)
    }

    /// A point (`e5`, `a1`), an entry arrow (`arrow:a1-b2`), a piece choice of the player to
    /// move (`bring:basic`, `bring:G`, `bring:T`..), `coords`, or a tray (`reserve:0`, `captured:1`).
    fn point(&self, name: &str) -> Option<(f64, f64)> {
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
            board::chip_centre(seat, i)
        } else if name == "coords" {
            board::COORDS_TOGGLE
        } else if let Some(seat) = name.strip_prefix("reserve:").and_then(|s| s.parse::<u8>().ok()).filter(|&s| s < 2) {
            board::reserve_centre(seat)
        } else if let Some(seat) = name.strip_prefix("captured:").and_then(|s| s.parse::<u8>().ok()).filter(|&s| s < 2) {
            board::captured_centre(seat)
        } else {
            board::centre(parse_point(name)?)
        };
        Some(self.vp.to_css(x, y))
    }
}
