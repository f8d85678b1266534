//! The GIPF screen: bringing pieces in by dot and arrow (click or drag) with a ghost preview,
//! row removal with keep/take toggles and a Confirm button, potentials, the TAMSK extra move,
//! and short animations of pushes, jumps and removed pieces flying to the trays.

mod marks;
mod side;
mod state;

use super::board::{Board, BoardScreen, BoardView, Input, Inset, KeyInput, Press, Source};
use super::{Played, ScreenButton};
use crate::dom::now_ms;
use crate::i18n::msg;
use crate::input::gipf::{cursor_step, phase, GipfInput, Phase, Target};
use crate::persist;
use crate::render::{self, gipf as board, Canvas, Theme, Viewport};
use crate::sound::Cue;
use engine::game::{Game, Status};
use engine::gipf::challenge::ChallengeStage;
use engine::gipf::{point_name, Action, Intro, Kind, Position, SideGame, Spot};
use marks::Flight;
use wasm_bindgen::JsValue;

pub type GipfScreen = BoardScreen<GipfView>;

impl GipfScreen {
    pub fn new(game: Box<dyn Source<Position>>) -> Self {
        let coords = crate::dom::local_storage().and_then(|s| s.get_item("gboards.gipf.coords").ok().flatten()).as_deref() != Some("off");
        let view = GipfView { input: GipfInput::default(), hover: Target::Nothing, coords, layer: Default::default(), cursor_row: 0.0, accepted: false, side: None };
        BoardScreen::with_source(view, game, Viewport::fit(board::bounds(true), 1.0, 1.0))
    }
}

pub struct GipfView {
    input: GipfInput,
    hover: Target,
    coords: bool,
    layer: board::Caches,
    /// The screen height (board units) that left/right cursor steps try to keep.
    cursor_row: f64,
    /// The TAMSK extra move was accepted with its button: only where it comes in is left.
    accepted: bool,
    /// A side game of a challenge, played in place (`side_game=gyges|gype`).
    side: Option<side::SideBoard>,
}

/// A colour's name ("White", "Black") in the chosen language.
pub fn seat_name(seat: u8) -> String {
    crate::i18n::seat_name(engine::gipf::seat_name(seat))
}

/// The piece to bring in, as the variables of `board-gipf-piece`: its kind (`basic`, `gipf`,
/// `loaded`, `tamsk`) and the potential it carries (empty if none).
fn piece_words(intro: Intro) -> (&'static str, &'static str) {
    match intro {
        Intro::Basic => ("basic", ""),
        Intro::Gipf => ("gipf", ""),
        Intro::Loaded(p) => ("loaded", p.name()),
        Intro::Tamsk => ("tamsk", ""),
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
        Action::Challenge => msg::board_gipf_challenge(),
        Action::Allow => msg::board_gipf_allow(),
        Action::FirstPlayer(s) => msg::board_gipf_side_starts(&seat_name(*s)),
        Action::SideGameResult(r) => msg::board_gipf_side_result(&seat_name(player), r.name()),
        Action::Throw(h) => msg::board_gipf_throw(h.name()),
        other => pos.format_action_long(other),
    }
}

fn bits(mask: u64) -> Vec<Spot> {
    (0..64u8).filter(|&p| mask >> p & 1 == 1).collect()
}

impl GipfView {
    /// Starts the side game when the match reaches one played in place, and drops it when the
    /// match has left it (result entered, undo).
    fn sync_side(&mut self, b: &Board<Self>) {
        let pos = b.position();
        let want = pos.side_game().filter(|g| matches!(g.kind, SideGame::Gyges | SideGame::Gype));
        let Some(g) = want else {
            self.side = None;
            return;
        };
        let ply = b.game.as_match().len();
        if self.side.as_ref().is_some_and(|s| s.ply == ply && s.kind == g.kind) {
            return;
        }
        let Some(c) = pos.pending_challenge() else { return };
        // The same side game after a reload: the seed comes from the match and the ply.
        let seed = (b.game.seed() ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)) & ((1 << 53) - 1);
        let stake = pos.format_action_long(&c.action);
        self.side = side::SideBoard::new(g.kind, g.starter, c.player, stake, c.potential, ply, seed, b.flipped);
        // A side game in progress was saved with the GIPF game: play on from where it stood.
        if let Some(side) = &mut self.side {
            let key = side.save_key(b.game.seed());
            if let Some(record) = persist::load_side(&key) {
                if let Err(e) = side.resume(&record, b.flipped) {
                    persist::set_side_aside(&key);
                    side.notice = Some(msg::board_side_unreadable(&e.to_string()));
                }
            }
        }
    }

    fn extra_accepted(&self) -> bool {
        self.accepted || self.input.dot.is_some()
    }

    /// Puts the cursor on a point; it also stands for the pointer, so the preview follows it.
    fn place_cursor(&mut self, b: &mut Board<Self>, p: Spot) {
        self.cursor_row = board::scr(b.flipped, board::centre(p)).1;
        b.cursor = Some(p);
        self.hover = Target::Point(p);
    }

    /// Moves the cursor one step in a screen direction.
    fn step_cursor(&mut self, b: &mut Board<Self>, from: Spot, dx: i8, dy: i8) -> Spot {
        let (next, row) = cursor_step(from, dx, dy, self.cursor_row, b.flipped);
        self.place_cursor(b, next);
        self.cursor_row = row;
        next
    }

    fn toggle_coords(&mut self) {
        self.coords = !self.coords;
        if let Some(s) = crate::dom::local_storage() {
            let _ = s.set_item("gboards.gipf.coords", if self.coords { "on" } else { "off" });
        }
    }
}

/// Whether the board has a row of chips to choose what to bring in (potentials, or a version
/// that starts empty).
fn chip_row(pos: &Position) -> bool {
    let options = pos.options();
    options.version.starts_empty() || options.potentials.iter().flatten().any(|&n| n > 0)
}

impl BoardView for GipfView {
    type Position = Position;
    type Target = Target;
    type Flight = Flight;
    const FLIPPABLE: bool = true;

    fn open(&mut self, b: &mut Board<Self>) {
        self.sync_side(b);
    }

    fn status(&self, b: &Board<Self>) -> String {
        if let Some(side) = &self.side {
            return side.status_text();
        }
        let pos = b.position();
        let who = seat_name(pos.to_move());
        match phase(pos) {
            Phase::Over => String::new(),
            Phase::Challenge => {
                let Some(c) = pos.pending_challenge() else { return String::new() };
                let (player, other) = (seat_name(c.player), seat_name(1 - c.player));
                let mv = pos.format_action_long(&c.action);
                match c.stage {
                    ChallengeStage::Announced => msg::board_gipf_announced(&player, &mv, c.potential.name(), &other),
                    ChallengeStage::Challenged => msg::board_gipf_challenged(&other, &mv, &player),
                    ChallengeStage::SideGame => match pos.side_game() {
                        Some(g) if g.kind == SideGame::RockPaperScissors => msg::board_gipf_side_throws(&mv, &seat_name(g.to_act)),
                        _ => msg::board_gipf_side_report(&mv, &player),
                    },
                }
            }
            Phase::Extra if self.extra_accepted() => msg::board_gipf_extra_accepted(&who),
            Phase::Extra => msg::board_gipf_extra_offered(&who),
            Phase::Removal => {
                let rows = pos.pending_rows();
                match self.input.chosen_row(pos) {
                    None => msg::board_gipf_rows(&who, rows.len()),
                    Some(row) if row.optional.is_empty() => msg::board_gipf_remove_row(&who),
                    Some(_) => msg::board_gipf_keep_or_take(&who),
                }
            }
            Phase::Move => {
                let (kind, potential) = self.input.intro(pos).map_or(("basic", ""), piece_words);
                if let Some(s) = self.input.loaded {
                    match pos.piece_at(s).map(|p| p.kind) {
                        Some(engine::gipf::Kind::Loaded(p)) => msg::board_gipf_potential_target(&who, p.name(), &point_name(s)),
                        _ => msg::board_gipf_the_potential_target(&who, &point_name(s)),
                    }
                } else if self.input.dot.is_some() {
                    msg::board_gipf_push_in(&who, kind, potential)
                } else if !self.input.usable_loaded(pos).is_empty() {
                    msg::board_gipf_to_move_loaded(&who, kind, potential)
                } else {
                    msg::board_gipf_to_move(&who, kind, potential)
                }
            }
        }
    }

    fn draw(&mut self, b: &mut Board<Self>, canvas: &Canvas, theme: &Theme) -> bool {
        let dark = std::ptr::eq(theme, &render::DARK);
        if let Some(side) = &mut self.side {
            return side.draw(canvas, theme, dark);
        }
        let mut flying = Vec::new();
        if let Some(a) = &b.anim {
            let k = marks::ease((a.elapsed(now_ms()) / a.duration_ms).clamp(0.0, 1.0));
            flying = a.flight.movers.iter().map(|m| (m.piece, (m.from.0 + (m.to.0 - m.from.0) * k, m.from.1 + (m.to.1 - m.from.1) * k))).collect();
        }
        // Nothing moves: the action is shown at once.
        if flying.is_empty() {
            b.anim = None;
        }
        let pos = b.position();
        // A resignation (or a draw agreed, a flag fall) ends the game in a position that still
        // has a player to move: the plates then name no one to move.
        let ph = if b.conceded_here() { Phase::Over } else { phase(pos) };
        // An earlier position on show is only looked at: nothing is offered on it.
        let live = b.playable();
        let arrows = if live { self.arrows(b) } else { Vec::new() };
        let ghosts = if b.anim.is_none() { self.ghosts(b, &arrows) } else { Vec::new() };
        let active_dots = if live { self.input.active_dots(pos) } else { Vec::new() };
        let usable = if live { self.input.usable_loaded(pos) } else { Vec::new() };
        let targets = if live { self.input.jump_targets(pos) } else { Vec::new() };
        let rows = if ph == Phase::Removal { pos.pending_rows() } else { Vec::new() };
        let chosen = self.input.chosen_row(pos);
        let kept = chosen.as_ref().map_or(0, |r| self.input.kept(pos, r));
        // Show the kept set the Confirm button would use (it may differ for loaded-only rows).
        let kept = match (self.input.removal(pos), &chosen) {
            (Some(Action::Remove { points }), Some(r)) => r.points.iter().fold(0u64, |m, &s| m | 1 << s) & !points,
            _ => kept,
        };
        let chips = [self.chips(b, 0), self.chips(b, 1)];
        let (last_move, last_removed) = if b.anim.is_some() { (Vec::new(), Vec::new()) } else { Self::last_marks(b) };
        let hidden = b.anim.as_ref().map(|a| a.flight.hidden.clone()).unwrap_or_default();
        let overlay = board::Overlay {
            coords: self.coords,
            flipped: b.flipped,
            view: None,
            cursor: b.cursor,
            chip_row: chip_row(pos),
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
            hint: if b.anim.is_some() { &[] } else { &b.hint },
        };
        b.vp = board::draw(canvas, theme, dark, pos, &overlay, &mut self.layer);
        b.anim.is_some()
    }

    fn hit(&self, b: &Board<Self>, x: f64, y: f64) -> Target {
        self.hit_at(b, x, y)
    }

    fn aspect_pct(&self, b: &Board<Self>) -> u32 {
        render::aspect_pct(board::bounds(chip_row(b.position())))
    }

    fn offered(&self, b: &Board<Self>, target: Target) -> bool {
        let pos = b.position();
        match target {
            Target::Coords | Target::Bring(_) | Target::Arrow(_) => true,
            Target::Point(p) => {
                self.input.active_dots(pos).contains(&p)
                    || self.input.usable_loaded(pos).contains(&p)
                    || self.input.jump_targets(pos).contains(&p)
                    || pos.pending_rows().iter().any(|r| r.points.contains(&p))
            }
            Target::Nothing => false,
        }
    }

    fn press(&mut self, b: &Board<Self>, target: Target) -> bool {
        let mut selected = false;
        // Pressing a dot selects it at once, so a drag shows its arrows and preview.
        if let Target::Point(p) = target {
            let pos = b.position();
            if self.input.dot != Some(p) && self.input.active_dots(pos).contains(&p) {
                self.input.click(pos, target);
                selected = true;
            }
        }
        self.hover = target;
        selected
    }

    fn pointer_move(&mut self, _b: &Board<Self>, _at: (f64, f64), target: Target, _press: Option<(&Press<Target>, bool)>) -> bool {
        let changed = target != self.hover;
        self.hover = target;
        changed && (self.input.dot.is_some() || self.input.loaded.is_some())
    }

    fn drop(&mut self, b: &Board<Self>, from: Target, to: Target) -> Input<Action> {
        if let Target::Point(dot) = from {
            if self.input.dot == Some(dot) && to != from {
                return self.input.drag(b.position(), dot, to).map_or(Input::None, Input::Play);
            }
        }
        Input::None
    }

    fn click(&mut self, b: &mut Board<Self>, target: Target) -> Input<Action> {
        if target == Target::Coords {
            self.toggle_coords();
            return Input::None;
        }
        if let Some(why) = self.input.refusal(b.position(), target) {
            return Input::Reply(Err(super::Refusal::NotOnOffer(why)));
        }
        self.input.click(b.position(), target).map_or(Input::None, Input::Play)
    }

    fn played(&mut self, b: &mut Board<Self>, before: &Position, action: &Action) -> String {
        match marks::flight_for(before, b.position(), action, b.flipped) {
            Some((flight, duration)) => b.animate(before.clone(), flight, duration),
            None => b.anim = None,
        }
        self.accepted = false;
        // The piece choice holds for one player's turn only.
        if b.position().to_move() != before.to_move() {
            self.input.clear();
        } else {
            self.input.clear_selection();
        }
        self.hover = Target::Nothing;
        let who = seat_name(before.to_move());
        self.sync_side(b);
        let side_start = match (&self.side, action) {
            (Some(side), Action::FirstPlayer(_)) => format!(" {}", side.introduction()),
            _ => String::new(),
        };
        match action {
            Action::Decline => msg::board_gipf_declines(&who),
            // A first throw stays sealed from the other player.
            Action::Throw(_) => msg::board_gipf_thrown(&seat_name(actor(before))),
            _ if action.is_challenge_step() => msg::board_gipf_step(&seat_name(actor(before)), &challenge_label(before, action)) + &side_start,
            _ => msg::board_gipf_plays(&who, &before.format_action_long(action)),
        }
    }

    fn hint_marks(&self, _pos: &Position, action: &Action) -> Vec<Spot> {
        match *action {
            Action::Place { spot, .. } => vec![spot],
            Action::Push { entry, .. } => {
                let e = &engine::gipf::geometry::entries()[entry as usize];
                vec![e.dot, e.path[0]]
            }
            Action::Jump { from, to } => vec![from, to],
            Action::Remove { points } => bits(points),
            _ => Vec::new(),
        }
    }

    fn back(&mut self) {
        self.input.back();
    }
    fn cancel(&mut self) {
        self.input.clear_selection();
        self.accepted = false;
    }
    fn reset(&mut self, b: &mut Board<Self>) {
        self.input.clear_selection();
        self.accepted = false;
        self.sync_side(b);
        if let Some(side) = &mut self.side {
            side.screen.reset_input();
        }
    }
    fn input_active(&self) -> bool {
        !self.input.is_empty()
    }

    fn set_flipped(&mut self, flipped: bool) {
        if let Some(side) = &mut self.side {
            side.set_flipped(flipped);
        }
    }

    fn cue(&self, action: Option<&Action>) -> Cue {
        match action {
            Some(Action::Remove { .. }) => Cue::Removal,
            _ => Cue::Move,
        }
    }

    fn notice(&self, _b: &Board<Self>) -> Option<String> {
        self.side.as_ref().and_then(|s| s.notice.clone().or_else(|| s.screen.notice()))
    }

    fn side_save(&self, b: &Board<Self>) -> Option<(String, String)> {
        let side = self.side.as_ref()?;
        Some((side.save_key(b.game.seed()), side.screen.game().record_text()))
    }

    fn describe(&self, b: &Board<Self>) -> String {
        match &self.side {
            Some(side) => format!("{} {}", side.introduction(), side.screen.describe()),
            None => msg::board_position(&b.game.as_match().position_string()),
        }
    }

    fn cursor_text(&self, b: &Board<Self>) -> Option<String> {
        let spot = b.cursor?;
        let Some(p) = b.position().piece_at(spot) else { return Some(msg::board_gipf_spot_empty(&point_name(spot))) };
        let (kind, potential) = match p.kind {
            Kind::Basic => ("basic", ""),
            Kind::Gipf => ("gipf", ""),
            Kind::Loaded(potential) => ("loaded", potential.name()),
            Kind::Used(potential) => ("used", potential.name()),
            Kind::Stack(_) => ("stack", ""),
            Kind::PunctGipf { .. } => ("punct", ""),
        };
        let colour = engine::gipf::seat_name(p.colour).to_ascii_lowercase();
        Some(msg::board_gipf_spot(&point_name(spot), &colour, kind, potential))
    }

    fn buttons(&self, b: &Board<Self>) -> Vec<ScreenButton> {
        if let Some(side) = &self.side {
            return side.buttons();
        }
        let pos = b.position();
        let button = |id: String, label: String, enabled: bool| ScreenButton { id, label, enabled, primary: true };
        match phase(pos) {
            Phase::Removal => {
                let removal = self.input.removal(pos);
                let label = if matches!(removal, Some(Action::KeepRow { .. })) { msg::board_gipf_confirm_keep() } else { msg::board_gipf_confirm_remove() };
                vec![button("confirm".into(), String::from(label), removal.is_some())]
            }
            Phase::Extra => vec![
                button("accept".into(), if self.extra_accepted() { msg::board_gipf_accepted() } else { msg::board_gipf_accept() }, !self.extra_accepted()),
                ScreenButton { id: "decline".into(), label: msg::board_gipf_decline(), enabled: true, primary: false },
            ],
            // Every step of a challenge is a button, keyed by its long notation.
            Phase::Challenge => pos.legal_actions().iter().map(|a| button(pos.format_action_long(a), challenge_label(pos, a), true)).collect(),
            _ => Vec::new(),
        }
    }

    fn button(&mut self, b: &mut Board<Self>, key: &str) -> Input<Action> {
        if let Some(side) = &mut self.side {
            let said = side.button(key);
            return self.after_inset(b, said).map_or(Input::None, Input::Reply);
        }
        let pos = b.position().clone();
        let pos = &pos;
        match (key, phase(pos)) {
            ("accept", Phase::Extra) => {
                self.accepted = true;
                if b.cursor.is_none() {
                    b.cursor = self.input.active_dots(pos).first().copied();
                }
                Input::Reply(Ok(msg::board_gipf_accepts(&seat_name(pos.to_move()))))
            }
            ("confirm", Phase::Removal) => self.input.confirm(pos).map_or(Input::None, Input::Play),
            ("decline", Phase::Extra) => Input::Play(Action::Decline),
            (_, Phase::Challenge) => pos.legal_actions().into_iter().find(|a| pos.format_action_long(a) == key).map_or(Input::None, Input::Play),
            _ => Input::None,
        }
    }

    /// Arrows move the cursor over dots and spots (in screen directions); Enter or Space acts
    /// at it as a click does: select a dot, push along the arrow whose spot is under the cursor,
    /// select a loaded piece and its target, pick a row or toggle a piece in a removal. Enter
    /// with no cursor, or where a click would change nothing in a removal, confirms it. Keys 1..9
    /// pick the piece to bring in; `c` toggles the coordinates.
    fn key(&mut self, b: &mut Board<Self>, key: &str) -> KeyInput<Action> {
        let pos = b.position().clone();
        let ph = phase(&pos);
        let arrow = match key {
            "ArrowUp" => Some((0, -1)),
            "ArrowDown" => Some((0, 1)),
            "ArrowLeft" => Some((-1, 0)),
            "ArrowRight" => Some((1, 0)),
            _ => None,
        };
        // Enter where a removal is due and a click changes nothing: the Confirm button.
        let confirm = |view: &mut Self, b: &mut Board<Self>| match view.button(b, "confirm") {
            Input::None => KeyInput::Handled,
            act => KeyInput::Act(act),
        };
        if let Some((dx, dy)) = arrow {
            if matches!(ph, Phase::Over | Phase::Challenge) {
                return KeyInput::Ignored;
            }
            let next = match b.cursor {
                Some(c) => self.step_cursor(b, c, dx, dy),
                None => self.cursor_start(&pos),
            };
            self.place_cursor(b, next);
            return KeyInput::Handled;
        }
        match key {
            "Enter" | " " => {
                if matches!(ph, Phase::Over | Phase::Challenge) {
                    return KeyInput::Ignored;
                }
                let Some(at) = b.cursor else {
                    if ph == Phase::Removal && key == "Enter" {
                        return confirm(self, b);
                    }
                    let start = self.cursor_start(&pos);
                    self.place_cursor(b, start);
                    return KeyInput::Handled;
                };
                if ph == Phase::Removal {
                    let before = self.input.clone();
                    self.input.click(&pos, Target::Point(at));
                    if self.input != before || key == " " {
                        return KeyInput::Handled;
                    }
                    return confirm(self, b);
                }
                match self.input.click(&pos, Target::Point(at)) {
                    Some(action) => KeyInput::Act(Input::Play(action)),
                    None => KeyInput::Handled,
                }
            }
            "c" => {
                self.toggle_coords();
                KeyInput::Handled
            }
            _ => match key.parse::<usize>() {
                Ok(n @ 1..=9) if ph == Phase::Move => {
                    let chips = self.chips(b, pos.to_move());
                    match chips.get(n - 1).filter(|c| c.clickable) {
                        Some(chip) => {
                            self.input.click(&pos, Target::Bring(chip.intro));
                            KeyInput::Handled
                        }
                        None => KeyInput::Ignored,
                    }
                }
                _ => KeyInput::Ignored,
            },
        }
    }

    fn ui_state(&self, b: &Board<Self>) -> JsValue {
        self.state(b)
    }

    /// A point (`e5`, `a1`), an entry arrow (`arrow:a1-b2`), a piece choice of the player to
    /// move (`bring:basic`, `bring:G`, `bring:T`..), `coords`, or a tray (`reserve:0`, `captured:1`).
    /// While a side game is played in place, names (optionally prefixed `side:`) are places of
    /// the side game's board.
    fn point(&self, b: &Board<Self>, name: &str) -> Option<(f64, f64)> {
        if let Some(side) = &self.side {
            return side.point(name.strip_prefix("side:").unwrap_or(name));
        }
        self.place(b, name)
    }

    fn inset(&mut self) -> Option<&mut dyn Inset> {
        self.side.as_mut().map(|s| s as &mut dyn Inset)
    }
    fn inset_ref(&self) -> Option<&dyn Inset> {
        self.side.as_ref().map(|s| s as &dyn Inset)
    }

    /// After input to the side game: when it is over, its winner settles the challenge.
    fn after_inset(&mut self, b: &mut Board<Self>, said: Option<Played>) -> Option<Played> {
        let Some(side) = &self.side else { return said };
        let Some((result, text)) = side.result() else { return said };
        let pos = b.position();
        let player = seat_name(pos.pending_challenge().map_or(pos.to_move(), |c| c.player));
        let key = side.save_key(b.game.seed());
        if let Err(e) = b.game.play(&Action::SideGameResult(result)) {
            return Some(Err(e));
        }
        persist::forget_side(&key);
        self.input.clear_selection();
        self.sync_side(b);
        let outcome = msg::board_gipf_side_settled(&player, result.name());
        let before = said.map(super::sentence).unwrap_or_default();
        Some(Ok(format!("{before} {text} {outcome}").trim().to_string()))
    }
}
