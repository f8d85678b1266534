//! A side game of a challenge played in place: a Gygès or 2-player Table Gype match with its
//! own screen (the same input and renderer as a game of its own), drawn below a header that
//! says which colour plays which side and what is at stake. Its winner settles the challenge.

use super::seat_name;
use crate::render::text::{self, Align, Font, TextStyle};
use crate::render::{gipf as board, new_offscreen, rounded_rect_px, Canvas, Pen, Theme, Viewport};
use crate::i18n::msg;
use crate::persist;
use crate::screens::board::Inset;
use crate::screens::{self, KeyOutcome, Played, Screen, ScreenButton};
use engine::game::{Game, Outcome, Status};
use engine::any::TypedMatch;
use engine::kind::GameKind;
use engine::gipf::{Kind, Piece, Potential, SideGame, SideResult, BLACK, WHITE};
use crate::dom::to_js;
use crate::error::AppError;
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

#[derive(serde::Serialize)]
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
        let (game, options): (GameKind, Vec<(String, String)>) = match kind {
            SideGame::Gyges => (GameKind::Gyges, Vec::new()),
            SideGame::Gype => (GameKind::Gype, vec![("seats".into(), "SN".into()), ("first".into(), "S".into())]),
            _ => return None,
        };
        let m = engine::any::new_match(game.name(), &options, None, seed).ok()?;
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
    pub fn resume(&mut self, record: &str, gipf_flipped: bool) -> Result<(), AppError> {
        let fresh = self.screen.game().record_text();
        if !record.starts_with(&fresh) {
            return Err(AppError::OtherSideGame);
        }
        let game = engine::any::match_from_record(record)?;
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
            return Some((for_player(1 - c), msg::board_side_gives_up_said(&seat_name(c))));
        }
        match self.screen.game().status() {
            Status::Over(Outcome::Win(s)) => {
                let c = self.colour(s);
                Some((for_player(c), msg::board_side_won(&seat_name(c), &self.screen.seat_name(s), self.game_name())))
            }
            Status::Over(Outcome::Draw) => Some((SideResult::Tie, msg::board_side_drawn(self.game_name()))),
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
        msg::board_side_status(&text)
    }

    pub fn buttons(&self) -> Vec<ScreenButton> {
        let mut out: Vec<ScreenButton> = self.screen.buttons().into_iter().map(|b| ScreenButton { id: format!("side:{}", b.id), ..b }).collect();
        if let Some(pass) = self.screen.only_pass() {
            out.push(ScreenButton { id: format!("side-pass:{pass}"), label: msg::board_side_pass(), enabled: true, primary: true });
        }
        out.push(ScreenButton { id: "side-undo".into(), label: msg::board_side_undo(), enabled: self.screen.game().can_undo(), primary: false });
        for (c, letter) in [(WHITE, "W"), (BLACK, "B")] {
            out.push(ScreenButton { id: format!("side-concede:{letter}"), label: msg::board_side_give_up(&seat_name(c)), enabled: true, primary: false });
        }
        out
    }

    pub fn button(&mut self, id: &str) -> Option<Played> {
        if let Some(sub) = id.strip_prefix("side:") {
            return self.screen.button(sub);
        }
        if let Some(pass) = id.strip_prefix("side-pass:") {
            return Some(self.play_text(pass));
        }
        match id {
            "side-undo" if self.screen.game_mut().undo() => {
                self.screen.reset_input();
                Some(Ok(msg::board_side_taken_back()))
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

    pub fn point(&self, name: &str) -> Option<(f64, f64)> {
        self.screen.point(name).map(|(x, y)| (x, y + self.top))
    }

    pub fn ui_state(&self) -> JsValue {
        let g = self.screen.game();
        let clicks = match g.typed() {
            TypedMatch::Gyges(m) => m.position().legal_actions().iter().filter_map(gyges_clicks).collect(),
            _ => Vec::new(),
        };
        let (to_move, over) = match g.status() {
            Status::Turn(s) => (Some(s), false),
            _ => (None, true),
        };
        let state = SideState {
            game: g.game(),
            seats: [self.screen.seat_name(0), self.screen.seat_name(1)],
            colours: [engine::gipf::seat_name(self.colour(0)), engine::gipf::seat_name(self.colour(1))],
            player: engine::gipf::seat_name(self.player),
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
        let out = to_js(&state);
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
        // Header text is never set under 5 px.
        let title_style = TextStyle::label(size, theme.text).font(Font::Sans("700")).fitted(ctx, &title, w - 24.0);
        text::fill(ctx, &title, w / 2.0, y(0.0), &title_style.at_least(5.0));

        // Which colour plays which side, with a GIPF piece of that colour.
        let parts = [(self.colour(0), self.sides()[0].clone()), (self.colour(1), self.sides()[1].clone())];
        let r = size * 0.5;
        let gap = size * 1.5;
        let side_style = TextStyle::label(size, theme.text).align(Align::Left);
        let widths: Vec<f64> = parts.iter().map(|p| side_style.width(ctx, &p.1)).collect();
        let total: f64 = widths.iter().sum::<f64>() + 2.0 * (2.0 * r + 6.0) + gap;
        let k = ((w - 24.0) / total).min(1.0);
        let pen = Pen { ctx, vp: Viewport { scale: 1.0, ox: 0.0, oy: 0.0, flip: None } };
        let mut x = (w - total * k) / 2.0;
        for (i, (colour, label)) in parts.iter().enumerate() {
            board::draw_piece(&pen, dark, Piece::new(*colour, Kind::Basic), x + r * k, y(1.0), r * k, 1.0);
            x += (2.0 * r + 6.0) * k;
            text::fill(ctx, label, x, y(1.0), &side_style.size(size * k).at_least(5.0));
            x += (widths[i] + gap) * k;
        }
        let stake_style = TextStyle::label(size * 0.9, theme.highlight).fitted(ctx, &stake, w - 24.0);
        text::fill(ctx, &stake, w / 2.0, y(2.0), &stake_style.at_least(5.0));
    }

    /// The header's first and last lines: the game and the move at stake, what each result does.
    pub fn heading(&self) -> [String; 2] {
        let (player, other) = (seat_name(self.player), seat_name(1 - self.player));
        [
            msg::board_side_title(self.game_name(), &player.clone(), self.stake.as_str()),
            msg::board_side_stake(&player, &other, self.potential.name()),
        ]
    }

    /// Which colour plays which side of the side game.
    pub fn sides(&self) -> [String; 2] {
        [
            msg::board_side_plays_first(&seat_name(self.colour(0)), &self.screen.seat_name(0)),
            msg::board_side_plays(&seat_name(self.colour(1)), &self.screen.seat_name(1)),
        ]
    }

    /// The header in one sentence for screen readers: the game and the move at stake, who
    /// plays which side, and what each result does.
    pub fn introduction(&self) -> String {
        let ([title, stake], [first, second]) = (self.heading(), self.sides());
        msg::board_side_introduction(&title, &first, &second, &stake)
    }
}

impl Inset for SideBoard {
    fn pointer_down(&mut self, x: f64, y: f64) {
        self.screen.pointer_down(x, y - self.top);
    }
    fn pointer_move(&mut self, x: f64, y: f64) -> bool {
        self.screen.pointer_move(x, y - self.top)
    }
    fn pointer_up(&mut self, x: f64, y: f64) -> Option<Played> {
        self.screen.pointer_up(x, y - self.top)
    }
    fn key(&mut self, key: &str) -> KeyOutcome {
        self.screen.key(key)
    }
    fn play_text(&mut self, text: &str) -> Played {
        self.screen.play_text(text)
    }
    fn back(&mut self) {
        self.screen.back();
    }
    fn cancel(&mut self) {
        self.screen.cancel();
    }
    fn input_active(&self) -> bool {
        self.screen.input_active()
    }
    fn animating(&self) -> bool {
        self.screen.animating()
    }
    fn cursor_text(&self) -> Option<String> {
        self.screen.cursor_text()
    }
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
