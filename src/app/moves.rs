//! The move list: one row a round, one column a seat (headed by its name), a turn's actions
//! (chance outcomes and GIPF's removals too) in its seat's cell, so no action reads as the
//! next player's.

use super::escape;
use crate::dom::el;
use crate::i18n::msg;
use engine::any::{AnyMatch, TurnMark};
use engine::game::{Seat, Status};
use wasm_bindgen::JsCast;

/// Rebuilds the move list. `names` are the seats' names; each action is a `data-ply` span,
/// marked when the position on show stands after it (`at`, or the latest).
pub(super) fn show_moves(game: &dyn AnyMatch, names: &[String], at: Option<usize>) {
    let list = el("moves");
    let current = at.unwrap_or(game.len());
    let texts = game.action_texts();
    let marks = game.turn_marks();
    let seats = names.len().max(1);
    let first = first_mover(game, &marks);
    let column = |seat: Seat| (seat as usize + seats - first as usize) % seats;
    let actors = turn_actors(&marks);
    let mut html = header(names, &column);
    let mut round = 0;
    // The open row: a set-up row, or the last column filled in a round.
    let mut row: Option<Row> = None;
    for (i, (text, mark)) in texts.iter().zip(&marks).enumerate() {
        let same_turn = i > 0 && marks[i - 1].setup == mark.setup && marks[i - 1].turn == mark.turn;
        if mark.setup {
            if !matches!(row, Some(Row::Setup)) {
                close(&mut html, &row);
                html += &format!("<li class=\"setup\"><b>{}</b> <span>", escape(&msg::shell_moves_setup()));
                row = Some(Row::Setup);
            }
        } else if !same_turn || matches!(row, Some(Row::Setup) | None) {
            let col = actors[i].map_or(0, column);
            let filled = match row {
                Some(Row::Round(last)) if col > last => Some(last),
                _ => None,
            };
            match filled {
                Some(_) => html += "</span>",
                None => {
                    // Chromium lays out an <ol> whose rows each carry `value` in time that grows
                    // with the square of the rows; only the first numbered row names its number.
                    let numbered = !matches!(row, Some(Row::Round(_)));
                    close(&mut html, &row);
                    round += 1;
                    html += &if numbered { format!("<li value=\"{round}\">") } else { "<li>".into() };
                }
            }
            // A seat with no turn in this round (out of the race) keeps its column empty.
            let from = filled.map_or(0, |last| last + 1);
            html += &"<span class=\"turn\"></span>".repeat(col.saturating_sub(from));
            let name = actors[i].and_then(|s| names.get(s as usize)).map_or("", |n| n.as_str());
            html += &format!("<span class=\"turn\" title=\"{}\">", escape(name));
            row = Some(Row::Round(col));
        }
        let class = match (i + 1 == current, mark.actor.is_none()) {
            (true, _) => " class=\"current\" aria-current=\"step\"",
            (_, true) => " class=\"roll\"",
            _ => "",
        };
        html += &format!("<span data-ply=\"{}\" translate=\"no\"{class}>{}</span> ", i + 1, escape(text));
    }
    close(&mut html, &row);
    list.set_inner_html(&html);
    if let Some(list) = list.dyn_ref::<web_sys::HtmlElement>() {
        let _ = list.style().set_property("--seats", &seats.to_string());
    }
}

enum Row {
    Setup,
    /// A round, with the column of its last cell.
    Round(usize),
}

fn close(html: &mut String, row: &Option<Row>) {
    if row.is_some() {
        *html += "</span></li>";
    }
}

/// The seats' names over their columns, in the order they play.
fn header(names: &[String], column: &dyn Fn(Seat) -> usize) -> String {
    let seat_in = |c: usize| (0..names.len()).find(|&s| column(s as Seat) == c);
    let cells: String = (0..names.len()).filter_map(seat_in).map(|s| format!("<span class=\"turn\">{}</span>", escape(&names[s]))).collect();
    format!("<li class=\"seats\" aria-hidden=\"true\">{cells}</li>")
}

/// The seat that moves first after the set-up: it opens each round.
fn first_mover(game: &dyn AnyMatch, marks: &[TurnMark]) -> Seat {
    marks.iter().filter(|m| !m.setup).find_map(|m| m.actor).unwrap_or(match game.status() {
        Status::Turn(seat) if marks.iter().all(|m| m.setup) => seat,
        _ => 0,
    })
}

/// The seat whose turn each action belongs to: its actor, or for a chance outcome the seat
/// acting in the same turn.
fn turn_actors(marks: &[TurnMark]) -> Vec<Option<Seat>> {
    let same = |a: &TurnMark, b: &TurnMark| a.turn == b.turn && a.setup == b.setup;
    (0..marks.len())
        .map(|i| {
            marks[i].actor.or_else(|| {
                let after = marks[i..].iter().take_while(|m| same(m, &marks[i])).find_map(|m| m.actor);
                after.or_else(|| marks[..i].iter().rev().take_while(|m| same(m, &marks[i])).find_map(|m| m.actor))
            })
        })
        .collect()
}

/// Scrolls the move list to its latest move. Reading the list's height lays the page out, so
/// it is done with the saving (see `follow_now`), not in the task that shows a move.
pub(super) fn scroll_moves_to_end() {
    let list = el("moves");
    list.set_scroll_top(list.scroll_height());
}
