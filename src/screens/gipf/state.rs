//! What the GIPF board reports to tests and assistive tools (`uiState()`), and where its named
//! places are (`boardPoint()`).

use super::{bits, GipfView};
use crate::input::gipf::{bring_choices, intro_name, parse_intro_name, phase, Arrow, Phase};
use crate::render::gipf as board;
use crate::screens::board::Board;
use engine::game::Game;
use engine::gipf::{entries, parse_point, point_name, Action, Spot};
use crate::dom::to_js;
use wasm_bindgen::JsValue;

#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct ArrowState {
    /// `dot-first spot`, also the name of the arrow for `boardPoint("arrow:...")`.
    name: String,
    target: String,
    blocked: bool,
    /// The move in notation, when legal now.
    r#move: Option<String>,
}

#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct RowState {
    points: Vec<String>,
    optional: Vec<String>,
}

#[derive(serde::Serialize)]
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

impl GipfView {
    pub(super) fn state(&self, b: &Board<Self>) -> JsValue {
        let pos = b.position();
        let arrow_state = |a: &Arrow| ArrowState {
            name: format!("{}-{}", point_name(a.entry.dot), point_name(a.entry.first)),
            target: point_name(a.entry.first),
            blocked: a.entry.blocked,
            r#move: a.action.map(|x| pos.format_action(&x)),
        };
        let arrows = self.arrows(b);
        // As drawn: a game over by a concession offers no dot (see `draw`).
        let dots = if b.playable() { self.input.active_dots(pos) } else { Vec::new() };
        let entries: Vec<ArrowState> = dots.iter().flat_map(|&d| self.input.arrows(pos, d)).filter(|a| a.action.is_some()).map(|a| arrow_state(&a)).collect();
        let preview = self
            .ghosts(b, &arrows)
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
            phase: if b.conceded_here() { Phase::Over.name() } else { phase(pos).name() },
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
            last_move: names(&Self::last_marks(b).0),
            cursor: b.cursor.map(point_name),
            flipped: b.flipped,
            extra_accepted: phase(pos) == Phase::Extra && self.extra_accepted(),
        };
        let out = to_js(&state);
        let side = self.side.as_ref().map_or(JsValue::NULL, |s| s.ui_state());
        let _ = js_sys::Reflect::set(&out, &"side".into(), &side);
        out
    }

    /// CSS pixel centre of a named place of the GIPF board (see `BoardView::point`).
    pub(super) fn place(&self, b: &Board<Self>, name: &str) -> Option<(f64, f64)> {
        let f = b.flipped;
        let (x, y) = if let Some(arrow) = name.strip_prefix("arrow:") {
            let (a, b) = arrow.split_once('-')?;
            let (dot, first) = (parse_point(a)?, parse_point(b)?);
            entries().iter().find(|e| e.dot == dot && e.path[0] == first)?;
            let (d, f) = (board::centre(dot), board::centre(first));
            (d.0 + (f.0 - d.0) * 0.45, d.1 + (f.1 - d.1) * 0.45)
        } else if let Some(intro) = name.strip_prefix("bring:") {
            let intro = parse_intro_name(intro)?;
            let seat = b.position().to_move();
            let i = self.chips(b, seat).iter().position(|c| c.clickable && c.intro == intro)?;
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
        Some(b.vp.to_css(x, y))
    }
}
