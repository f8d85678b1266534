//! The one board screen. It owns what every board needs: where the position comes from, the
//! press and drag of the pointer, the animation of a played action, the hint, the keyboard
//! cursor, the flip and the viewport. A game supplies a `BoardView`: hit-testing, what a click,
//! a drag or a key means, drawing, and the words (status, description, buttons).

use super::{KeyOutcome, Played, Refusal, Screen, ScreenButton};
use crate::dom::now_ms;
use crate::i18n::msg;
use crate::motion;
use crate::render::{Canvas, Theme, Viewport};
use crate::sound::Cue;
use engine::any::AnyMatch;
use engine::game::Game;
use engine::any::Typed;
use engine::Match;
use wasm_bindgen::JsValue;

/// A pointer that travels further than this (CSS px) between down and up is a drag.
pub const DRAG_PX: f64 = 8.0;

/// Where a board's position comes from and where its actions go: a live match today; a
/// replayed ply, a position being edited or a lesson step implement the same.
pub trait Source<P: Game> {
    fn position(&self) -> &P;
    /// Every action so far, chance outcomes included (last-move marks, sounds).
    fn actions(&self) -> &[P::Action];
    /// The position before action `i`.
    fn position_at(&self, i: usize) -> Option<&P>;
    fn play(&mut self, action: &P::Action) -> Result<(), Refusal>;
    /// Plays an action typed in notation; returns its long form.
    fn play_text(&mut self, text: &str) -> Result<String, Refusal>;
    /// The seed that chance outcomes come from.
    fn seed(&self) -> u64;
    /// The game as the shell sees it (move list, undo, records).
    fn as_match(&self) -> &dyn AnyMatch;
    fn as_match_mut(&mut self) -> &mut dyn AnyMatch;
    /// Whether the position on show is played on (a replay is only looked at): the board marks
    /// what can move only then.
    fn playable(&self) -> bool {
        true
    }
    /// The position on show is the last of a game ended by a concession (a resignation, a
    /// draw agreed, a flag fall): the position still has a player to move, the game none.
    fn conceded_here(&self) -> bool {
        false
    }
}

impl<P: Typed + 'static> Source<P> for Match<P> {
    fn position(&self) -> &P {
        Match::position(self)
    }
    fn actions(&self) -> &[P::Action] {
        Match::actions(self)
    }
    fn position_at(&self, i: usize) -> Option<&P> {
        Match::position_at(self, i)
    }
    fn play(&mut self, action: &P::Action) -> Result<(), Refusal> {
        Ok(Match::play(self, action)?)
    }
    fn play_text(&mut self, text: &str) -> Result<String, Refusal> {
        Ok(AnyMatch::play_text(self, text)?)
    }
    fn seed(&self) -> u64 {
        Match::seed(self)
    }
    fn as_match(&self) -> &dyn AnyMatch {
        self
    }
    fn as_match_mut(&mut self) -> &mut dyn AnyMatch {
        self
    }
    /// A game ended by a concession offers nothing on the board any more.
    fn playable(&self) -> bool {
        !self.conceded_here()
    }
    fn conceded_here(&self) -> bool {
        self.conceded().is_some()
    }
}

/// An earlier position of a game, on show: it can be looked at, not played on. The game is
/// kept whole, so the shell's move list and records see every move.
pub struct Replay<P: Game> {
    game: Match<P>,
    /// Actions played before the position on show.
    ply: usize,
}

impl<P: Game> Replay<P> {
    pub fn new(game: Match<P>, ply: usize) -> Self {
        let ply = ply.min(game.actions().len());
        Replay { game, ply }
    }
}

impl<P: Typed + 'static> Source<P> for Replay<P> {
    fn position(&self) -> &P {
        self.game.position_at(self.ply).unwrap_or(self.game.position())
    }
    fn actions(&self) -> &[P::Action] {
        &self.game.actions()[..self.ply]
    }
    fn position_at(&self, i: usize) -> Option<&P> {
        if i <= self.ply { self.game.position_at(i) } else { None }
    }
    fn play(&mut self, _: &P::Action) -> Result<(), Refusal> {
        Err(Refusal::Viewing)
    }
    fn play_text(&mut self, _: &str) -> Result<String, Refusal> {
        Err(Refusal::Viewing)
    }
    fn seed(&self) -> u64 {
        self.game.seed()
    }
    fn as_match(&self) -> &dyn AnyMatch {
        &self.game
    }
    fn as_match_mut(&mut self) -> &mut dyn AnyMatch {
        &mut self.game
    }
    fn playable(&self) -> bool {
        false
    }
}

/// A pointer press not yet released.
pub struct Press<T> {
    /// CSS pixels.
    pub at: (f64, f64),
    pub target: T,
    /// The press itself selected something, so the click that ends it must not deselect.
    pub selected: bool,
}

impl<T> Press<T> {
    /// Whether the pointer has left the press far enough to be a drag.
    pub fn far(&self, px: f64, py: f64) -> bool {
        (px - self.at.0).hypot(py - self.at.1) > DRAG_PX
    }
}

/// A played action being shown.
pub struct Anim<V: BoardView> {
    pub start_ms: f64,
    /// The view's own length of the animation; `elapsed` runs on this clock.
    pub duration_ms: f64,
    /// How much faster than the view's clock it is shown, to fit the chosen time.
    rate: f64,
    /// The position before the action.
    pub before: V::Position,
    pub flight: V::Flight,
}

impl<V: BoardView> Anim<V> {
    /// Milliseconds since the animation began.
    pub fn elapsed(&self, now: f64) -> f64 {
        (now - self.start_ms) * self.rate
    }
}

/// The state every board shares, lent to its view.
pub struct Board<V: BoardView> {
    pub game: Box<dyn Source<V::Position>>,
    pub anim: Option<Anim<V>>,
    pub press: Option<Press<V::Target>>,
    /// The keyboard cursor: a square, cell or point, shown once an arrow key is pressed.
    pub cursor: Option<u8>,
    /// Seen from the other side.
    pub flipped: bool,
    /// Suggested actions' places, one list an arrow, the best first.
    pub hint: Vec<Vec<u8>>,
    /// Where the board was last drawn.
    pub vp: Viewport,
    /// The person may act now (not while the computer or a remote player is to act).
    pub input_allowed: bool,
    /// Why the last click was not taken, said in the status line until the next input.
    pub refused: Option<String>,
}

impl<V: BoardView> Board<V> {
    pub fn position(&self) -> &V::Position {
        self.game.position()
    }

    /// Whether the game on show was ended by a concession in this position (see `Source`).
    pub fn conceded_here(&self) -> bool {
        self.game.conceded_here()
    }

    /// Whether the position on show is played on by the person now, so what can move is
    /// marked: not an earlier position, not while another player or the computer is to act.
    pub fn playable(&self) -> bool {
        self.game.playable() && self.input_allowed
    }

    /// Starts showing an action (or set-up) from `before`.
    /// Shown faster when it would take longer than the chosen time, not at all when that is 0.
    pub fn animate(&mut self, before: V::Position, flight: V::Flight, duration_ms: f64) {
        let fit = motion::move_ms();
        self.anim = (fit > 0.0 && duration_ms > 0.0)
            .then(|| Anim { start_ms: now_ms(), duration_ms, rate: (duration_ms / fit).max(1.0), before, flight });
    }
}

/// What an input asks the screen to do.
pub enum Input<A> {
    /// Nothing to play (the selection may have changed).
    None,
    /// Play this action.
    Play(A),
    /// Already dealt with: this is what to announce.
    Reply(Played),
}

/// What a key asks the screen to do.
pub enum KeyInput<A> {
    Ignored,
    /// The cursor or the selection changed.
    Handled,
    Act(Input<A>),
}

/// A board played inside another one (a side game), which takes the pointer and the keys
/// while it is shown.
pub trait Inset {
    fn pointer_down(&mut self, x: f64, y: f64);
    fn pointer_move(&mut self, x: f64, y: f64) -> bool;
    fn pointer_up(&mut self, x: f64, y: f64) -> Option<Played>;
    fn key(&mut self, key: &str) -> KeyOutcome;
    fn play_text(&mut self, text: &str) -> Played;
    fn back(&mut self);
    fn cancel(&mut self);
    fn input_active(&self) -> bool;
    fn animating(&self) -> bool;
    fn cursor_text(&self) -> Option<String>;
}

/// One game's board inside the generic screen.
pub trait BoardView: Sized + 'static {
    type Position: Game + 'static;
    /// What a point of the board is (a square, a tray slot, a button drawn on the board).
    type Target: Copy + PartialEq;
    /// What moves while an action is animated.
    type Flight;
    /// Whether the board can be turned round (two sides facing each other).
    const FLIPPABLE: bool;

    /// Called once the screen holds its game (a set-up animation, a side game to resume).
    fn open(&mut self, _b: &mut Board<Self>) {}
    fn seat_name(&self, pos: &Self::Position, seat: u8) -> String {
        crate::i18n::seat_name(pos.seat_name(seat))
    }
    /// The colour that stands for `seat` beside the board (the analysis bar's share of each
    /// seat): its pieces' colour, light and dark where the pieces are shared.
    fn seat_colour(&self, _pos: &Self::Position, seat: u8) -> &'static str {
        if seat == 0 { crate::render::gipf::WHITE_FILL } else { crate::render::gipf::BLACK_FILL }
    }
    /// The seats' names: "South v North".
    fn players(&self, pos: &Self::Position) -> String {
        (0..pos.seat_count() as u8).map(|s| self.seat_name(pos, s)).collect::<Vec<_>>().join(&msg::board_versus())
    }
    fn status(&self, b: &Board<Self>) -> String;
    fn describe(&self, b: &Board<Self>) -> String {
        msg::board_position(&b.game.as_match().position_string())
    }
    fn cursor_text(&self, b: &Board<Self>) -> Option<String>;

    /// Draws the board and sets `b.vp`; returns whether to draw again next frame. An
    /// animation that has run its time is gone before this is called.
    fn draw(&mut self, b: &mut Board<Self>, canvas: &Canvas, theme: &Theme) -> bool;
    /// What is under a point in board units.
    fn hit(&self, b: &Board<Self>, x: f64, y: f64) -> Self::Target;
    /// A press on `target`; returns whether it selected something at once (so a drag shows
    /// its targets and the click that ends it does not deselect).
    fn press(&mut self, b: &Board<Self>, target: Self::Target) -> bool;
    /// Pointer motion (board units), pressed or not; returns whether to redraw.
    fn pointer_move(&mut self, _b: &Board<Self>, _at: (f64, f64), _target: Self::Target, _press: Option<(&Press<Self::Target>, bool)>) -> bool {
        false
    }
    /// The board's height over its width, in percent, for the page's layout (square: 100).
    fn aspect_pct(&self, _b: &Board<Self>) -> u32 {
        100
    }
    /// Whether a click on `target` would do something now (select, extend, play, press a
    /// button drawn on the board): the pointer shows a hand there.
    fn offered(&self, _b: &Board<Self>, _target: Self::Target) -> bool {
        false
    }
    /// The pointer was released: whether the view had been dragging (ends it).
    fn end_drag(&mut self) -> bool {
        false
    }
    /// A press on `from` released over `to` after a drag.
    fn drop(&mut self, b: &Board<Self>, from: Self::Target, to: Self::Target) -> Input<<Self::Position as Game>::Action>;
    fn click(&mut self, b: &mut Board<Self>, target: Self::Target) -> Input<<Self::Position as Game>::Action>;
    /// Keys other than Escape and Backspace: arrows move `b.cursor`, Enter acts at it...
    fn key(&mut self, b: &mut Board<Self>, key: &str) -> KeyInput<<Self::Position as Game>::Action>;
    fn buttons(&self, _b: &Board<Self>) -> Vec<ScreenButton> {
        Vec::new()
    }
    fn button(&mut self, _b: &mut Board<Self>, _id: &str) -> Input<<Self::Position as Game>::Action> {
        Input::None
    }

    /// The action was played (the game holds it): start its animation, update the input and
    /// return the sentence to announce.
    fn played(&mut self, b: &mut Board<Self>, before: &Self::Position, action: &<Self::Position as Game>::Action) -> String;
    /// The action was refused.
    fn refused(&mut self) {}
    /// The places to mark for a suggested action.
    fn hint_marks(&self, pos: &Self::Position, action: &<Self::Position as Game>::Action) -> Vec<u8>;

    fn back(&mut self);
    fn cancel(&mut self);
    /// Drops the view's input state (after undo, redo, load); the screen drops the rest.
    fn reset(&mut self, b: &mut Board<Self>);
    fn input_active(&self) -> bool;
    fn only_pass(&self, _pos: &Self::Position) -> Option<String> {
        None
    }
    fn set_flipped(&mut self, _flipped: bool) {}
    fn cue(&self, _action: Option<&<Self::Position as Game>::Action>) -> Cue {
        Cue::Move
    }
    fn notice(&self, _b: &Board<Self>) -> Option<String> {
        None
    }
    fn side_save(&self, _b: &Board<Self>) -> Option<(String, String)> {
        None
    }
    fn outcome_lines(&self, _b: &Board<Self>) -> Vec<String> {
        Vec::new()
    }
    fn ui_state(&self, b: &Board<Self>) -> JsValue;
    /// CSS pixel centre of a named place.
    fn point(&self, b: &Board<Self>, name: &str) -> Option<(f64, f64)>;

    /// A board shown in place of this one, which takes the input while it is there.
    fn inset(&mut self) -> Option<&mut dyn Inset> {
        None
    }
    fn inset_ref(&self) -> Option<&dyn Inset> {
        None
    }
    /// Settles this game after input to the inset (its result may decide something here).
    fn after_inset(&mut self, _b: &mut Board<Self>, said: Option<Played>) -> Option<Played> {
        said
    }
}

/// The status line, after why the last click was not taken, if it was not.
fn with_refusal(refused: Option<&str>, status: String) -> String {
    match refused {
        Some(why) => format!("{why} {status}"),
        None => status,
    }
}

pub struct BoardScreen<V: BoardView> {
    pub view: V,
    pub board: Board<V>,
}

impl<V: BoardView> BoardScreen<V> {
    pub fn with_source(mut view: V, game: Box<dyn Source<V::Position>>, fit: Viewport) -> Self {
        let mut board = Board { game, anim: None, press: None, cursor: None, flipped: false, hint: Vec::new(), vp: fit, input_allowed: true, refused: None };
        view.open(&mut board);
        BoardScreen { view, board }
    }

    /// Plays an action, starting its animation: the sentence to announce, or why not.
    pub fn commit(&mut self, action: <V::Position as Game>::Action) -> Played {
        let before = self.board.position().clone();
        match self.board.game.play(&action) {
            Ok(()) => Ok(self.view.played(&mut self.board, &before, &action)),
            Err(e) => {
                self.view.refused();
                Err(e)
            }
        }
    }

    fn run(&mut self, input: Input<<V::Position as Game>::Action>) -> Option<Played> {
        if let Input::Reply(Err(Refusal::NotOnOffer(why))) = &input {
            self.board.refused = Some(why.clone());
        }
        match input {
            Input::None => None,
            Input::Play(action) => Some(self.commit(action)),
            Input::Reply(said) => Some(said),
        }
    }
}

impl<V: BoardView> Screen for BoardScreen<V> {
    fn game(&self) -> &dyn AnyMatch {
        self.board.game.as_match()
    }
    fn game_mut(&mut self) -> &mut dyn AnyMatch {
        self.board.game.as_match_mut()
    }
    fn status_text(&self) -> String {
        with_refusal(self.board.refused.as_deref(), self.view.status(&self.board))
    }
    fn seat_name(&self, seat: u8) -> String {
        self.view.seat_name(self.board.position(), seat)
    }
    fn players(&self) -> String {
        self.view.players(self.board.position())
    }

    fn draw(&mut self, canvas: &Canvas, theme: &Theme) -> bool {
        let now = now_ms();
        if self.board.anim.as_ref().is_some_and(|a| a.elapsed(now) >= a.duration_ms) {
            self.board.anim = None;
        }
        self.view.draw(&mut self.board, canvas, theme)
    }

    fn pointer_down(&mut self, px: f64, py: f64) {
        self.board.refused = None;
        if let Some(inset) = self.view.inset() {
            return inset.pointer_down(px, py);
        }
        let (x, y) = self.board.vp.to_board(px, py);
        let target = self.view.hit(&self.board, x, y);
        let selected = self.view.press(&self.board, target);
        self.board.press = Some(Press { at: (px, py), target, selected });
    }

    fn pointer_move(&mut self, px: f64, py: f64) -> bool {
        if let Some(inset) = self.view.inset() {
            return inset.pointer_move(px, py);
        }
        let at = self.board.vp.to_board(px, py);
        let target = self.view.hit(&self.board, at.0, at.1);
        let press = self.board.press.as_ref().map(|p| (p, p.far(px, py)));
        self.view.pointer_move(&self.board, at, target, press)
    }

    fn aspect_pct(&self) -> u32 {
        self.view.aspect_pct(&self.board)
    }

    fn offers_at(&self, px: f64, py: f64) -> bool {
        if self.view.inset_ref().is_some() || !self.board.playable() {
            return false;
        }
        let (x, y) = self.board.vp.to_board(px, py);
        self.view.offered(&self.board, self.view.hit(&self.board, x, y))
    }

    fn pointer_up(&mut self, px: f64, py: f64) -> Option<Played> {
        if let Some(inset) = self.view.inset() {
            let said = inset.pointer_up(px, py);
            return self.view.after_inset(&mut self.board, said);
        }
        let press = self.board.press.take()?;
        let dragged = self.view.end_drag();
        let (x, y) = self.board.vp.to_board(px, py);
        let target = self.view.hit(&self.board, x, y);
        let input = if dragged || press.far(px, py) {
            self.view.drop(&self.board, press.target, target)
        } else if press.selected {
            Input::None
        } else {
            self.view.click(&mut self.board, target)
        };
        self.run(input)
    }

    fn key(&mut self, key: &str) -> KeyOutcome {
        self.board.refused = None;
        if let Some(inset) = self.view.inset() {
            return match inset.key(key) {
                KeyOutcome::Played(said) => KeyOutcome::Played(self.view.after_inset(&mut self.board, Some(said)).unwrap_or(Ok(String::new()))),
                other => other,
            };
        }
        match self.view.key(&mut self.board, key) {
            KeyInput::Ignored => KeyOutcome::Ignored,
            KeyInput::Handled => KeyOutcome::Handled,
            KeyInput::Act(input) => KeyOutcome::Played(self.run(input).unwrap_or(Ok(String::new()))),
        }
    }

    fn back(&mut self) {
        match self.view.inset() {
            Some(inset) => inset.back(),
            None => self.view.back(),
        }
    }
    fn cancel(&mut self) {
        match self.view.inset() {
            Some(inset) => inset.cancel(),
            None => self.view.cancel(),
        }
    }
    fn input_active(&self) -> bool {
        match self.view.inset_ref() {
            Some(inset) => inset.input_active(),
            None => self.view.input_active(),
        }
    }
    fn animating(&self) -> bool {
        match self.view.inset_ref() {
            Some(inset) => inset.animating(),
            None => self.board.anim.is_some(),
        }
    }
    fn cursor_text(&self) -> Option<String> {
        match self.view.inset_ref() {
            Some(inset) => inset.cursor_text(),
            None => self.view.cursor_text(&self.board),
        }
    }

    fn only_pass(&self) -> Option<String> {
        self.view.only_pass(self.board.position())
    }

    fn reset_input(&mut self) {
        self.board.anim = None;
        self.board.press = None;
        self.board.refused = None;
        self.view.reset(&mut self.board);
    }

    fn play_text(&mut self, text: &str) -> Played {
        if let Some(inset) = self.view.inset() {
            let said = inset.play_text(text)?;
            return self.view.after_inset(&mut self.board, Some(Ok(said))).unwrap_or(Ok(String::new()));
        }
        let long = self.board.game.play_text(text)?;
        self.reset_input();
        Ok(msg::board_played(&long))
    }

    fn play_computer(&mut self, text: &str) -> Played {
        let action = self.board.position().parse_action(text)?;
        self.board.hint.clear();
        self.commit(action)
    }

    fn set_hint(&mut self, action: Option<&str>) {
        let pos = self.board.position();
        // `piece <action>`: only the piece that moves (a puzzle's first hint).
        let (piece, action) = match action.map(|t| t.strip_prefix("piece ").map_or((false, t), |a| (true, a))) {
            Some((piece, t)) => (piece, Some(t)),
            None => (false, None),
        };
        // Several lines are several arrows (the analysis board's best moves).
        let lines = action.map(str::lines).into_iter().flatten();
        self.board.hint = lines.filter_map(|t| pos.parse_action(t).ok()).map(|a| self.view.hint_marks(pos, &a)).collect();
        if piece {
            self.board.hint.iter_mut().for_each(|h| h.truncate(1));
        }
    }

    fn cue(&self, i: usize) -> Cue {
        self.view.cue(self.board.game.actions().get(i))
    }
    fn describe(&self) -> String {
        self.view.describe(&self.board)
    }
    fn set_input_allowed(&mut self, allowed: bool) {
        self.board.input_allowed = allowed;
    }
    fn set_flipped(&mut self, flipped: bool) {
        self.board.flipped = flipped;
        self.view.set_flipped(flipped);
    }
    fn flippable(&self) -> bool {
        V::FLIPPABLE
    }
    fn buttons(&self) -> Vec<ScreenButton> {
        self.view.buttons(&self.board)
    }
    fn button(&mut self, id: &str) -> Option<Played> {
        let input = self.view.button(&mut self.board, id);
        self.run(input)
    }
    fn notice(&self) -> Option<String> {
        self.view.notice(&self.board)
    }
    fn side_save(&self) -> Option<(String, String)> {
        self.view.side_save(&self.board)
    }
    fn outcome_lines(&self) -> Vec<String> {
        self.view.outcome_lines(&self.board)
    }
    fn ui_state(&self) -> JsValue {
        let state = self.view.ui_state(&self.board);
        let pos = self.board.position();
        let colours: js_sys::Array = (0..pos.seat_count() as u8).map(|s| JsValue::from_str(self.view.seat_colour(pos, s))).collect();
        if state.is_object() {
            let _ = js_sys::Reflect::set(&state, &"seatColours".into(), &colours);
        }
        state
    }
    fn arrows(&self) -> &[Vec<u8>] {
        &self.board.hint
    }
    fn point(&self, name: &str) -> Option<(f64, f64)> {
        self.view.point(&self.board, name)
    }
}

#[cfg(test)]
mod tests {
    use super::{Refusal, Replay, Source};
    use engine::game::Game;
    use engine::gyges::Position;
    use engine::Match;
    use wasm_bindgen_test::*;

    wasm_bindgen_test_configure!(run_in_browser);

    /// A replayed position shows the board after its ply, refuses play of every kind and
    /// leaves the whole game to the shell.
    #[wasm_bindgen_test]
    fn a_replay_shows_an_earlier_position_and_is_not_played_on() {
        let opts = Position::parse_options(&[("setup".into(), "preset:321123".into())]).expect("options");
        let mut game: Match<Position> = Match::new(&opts, 7);
        for _ in 0..3 {
            let action = game.position().legal_actions()[0].clone();
            game.play(&action).expect("a listed action plays");
        }
        let after_one = game.position_at(1).expect("three actions were played").clone();
        let text = |p: &Position| p.position_string();
        let mut replay = Replay::new(game.clone(), 1);
        assert_eq!(text(replay.position()), text(&after_one));
        assert_eq!(replay.actions(), &game.actions()[..1]);
        assert!(replay.position_at(2).is_none(), "nothing after the ply on show");
        let next = after_one.legal_actions()[0].clone();
        assert_eq!(replay.play(&next), Err(Refusal::Viewing));
        assert_eq!(Source::play_text(&mut replay, "pass"), Err(Refusal::Viewing));
        assert_eq!(replay.as_match().len(), 3, "the shell still sees every move");
        assert_eq!(text(replay.position()), text(&after_one), "refused play leaves the position");
        // Past the end, the latest position is on show.
        assert_eq!(text(Replay::new(game.clone(), 99).position()), text(game.position()));
    }
}
