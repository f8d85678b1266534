//! The page's side of quick pairing with strangers: the tiles under each card's "Play online",
//! and the lobby's panel while the live module looks for players (its own loader, started with
//! `data-pair`). Looking, the draw of seats and the private room are the module's; once the
//! game opens it is any live game.

use crate::error::AppError;
use super::lobby::Start;
use super::App;
use crate::dom::{self, el, random_seed, set_hidden, set_text};
use crate::i18n::msg;
use crate::protocol::live::{Command, PairingNews, Search};
use engine::kind::GameKind;
use engine::live::pairing::{tiles, Tile};

/// The tile that pairs a game of the card's own options and clock.
const CUSTOM: &str = "custom";

/// A search going on, for the page.
pub(super) struct Pairing {
    game: GameKind,
}

/// Fills every card's tile grid (`[data-tiles]` in a card) from the engine's list, and Custom
/// (marked for the language module, which writes it again in another language).
pub(super) fn show_tiles() {
    for game in GameKind::ALL {
        let Ok(Some(grid)) = dom::document().query_selector(&format!("[data-game={}] [data-tiles]", game.name())) else { continue };
        let mut html: String = tiles(game)
            .iter()
            .map(|t| format!("<button type=\"button\" data-pair=\"{}\">{}</button>", t.code(), t.label()))
            .collect();
        let custom = msg::shell_pairing_custom();
        html.push_str(&format!(r#"<button type="button" data-pair="{CUSTOM}" data-l10n-id="shell-pairing-custom" title="The options and clock set under More options">{custom}</button>"#));
        grid.set_inner_html(&html);
        crate::i18n::language::translate(&grid);
    }
}

/// The lobby as the panel shows it: the cards and saved games give way to the search.
fn show_panel(on: bool) {
    let _ = el("lobby").class_list().toggle_with_force("pairing", on);
    set_hidden("pairing", !on);
}

impl App {
    /// A tile pressed: a new game of its settings (or the card's, for Custom), and the search.
    pub(super) fn pair_from_lobby(&mut self, game: GameKind, code: &str) {
        // The tile's own options, or the card's; the errors in the engine's words (its pairing
        // errors' sentences are the live module's, not the first load's).
        let chosen = match code {
            CUSTOM => self.card_for_pairing(game).map(|(options, clock)| {
                let label = msg::shell_pairing_custom_label(&clock);
                (options, clock, label)
            }),
            _ => Tile::parse(code).map(|t| (t.options(), t.clock.map_or("none".into(), |c| c.name()), t.label())).ok_or(AppError::NoSuchTile),
        };
        let made = chosen.and_then(|(options, clock, label)| {
            let m = engine::any::new_match(game.name(), &options, None, random_seed())?;
            Ok((m.record_text(), clock, label))
        });
        let (record, clock, label) = match made {
            Ok(made) => made,
            Err(why) => return super::show_lobby_error(&why.to_string()),
        };
        self.cancel_pairing();
        set_hidden("lobby-error", true);
        set_text("pairing-note", "");
        set_text("pairing-title", &msg::shell_pairing_title(game.display_name(), &label));
        self.pairing = Some(Pairing { game });
        self.show_pairing(&msg::shell_pairing_looking(), true);
        // The live module, loaded once: a later search goes to the loader already there.
        if !call_live_pair(Some(&Search { clock: clock.clone(), record: record.clone() })) {
            crate::protocol::load_loader("./live_loader.js", &[("data-pair", &clock), ("data-record", &record)]);
        }
    }

    /// What the panel says, and whether Cancel (else Back to the lobby) is the way out.
    fn show_pairing(&self, state: &str, looking: bool) {
        show_panel(true);
        set_text("pairing-state", state);
        set_hidden("pairing-cancel", !looking);
        set_hidden("pairing-back", looking);
        if !looking {
            set_hidden("pairing-computer", true);
        }
    }

    /// The live module's news of the search.
    pub(super) fn pairing_event(&mut self, news: PairingNews) {
        if self.pairing.is_none() {
            return;
        }
        match news {
            PairingNews::Searching { room } => {
                // A paired game given up: back to the search, its room left.
                self.leave_paired_room();
                let _ = el("pairing").set_attribute("data-room", &room);
                self.show_pairing(&msg::shell_pairing_looking(), true);
            }
            PairingNews::Note { text } => set_text("pairing-note", &text),
            PairingNews::Long => {
                set_text("pairing-note", &msg::shell_pairing_long());
                set_hidden("pairing-computer", false);
            }
            PairingNews::Unreachable { why } => {
                self.show_pairing(&msg::shell_pairing_unreachable(&why), false);
            }
            PairingNews::Paired { room } => {
                set_text("pairing-note", "");
                self.show_pairing(&msg::shell_pairing_found(), true);
                self.enter_paired_room(&room);
            }
        }
    }

    /// Cancel, or a new search: the module leaves the pairing room (or the paired room before
    /// its game opened), and the panel goes.
    pub(super) fn cancel_pairing(&mut self) {
        if self.pairing.take().is_some() {
            // Whether the module has come yet or not, nothing goes on looking.
            call_live_pair(None);
            self.live_request(Command::Leave);
            self.leave_paired_room();
        }
        show_panel(false);
    }

    /// "Play the computer meanwhile": the search ends and a game against the computer starts.
    pub(super) fn pairing_computer(&mut self) {
        let game = self.pairing.as_ref().map(|p| p.game);
        self.cancel_pairing();
        if let Some(game) = game {
            self.start_from_lobby(game, Start::Computer);
        }
    }

    /// The game of a pairing opened: the panel's work is done.
    pub(super) fn pairing_opened(&mut self) {
        if self.pairing.take().is_some() {
            show_panel(false);
            // Notes of the private room before the game opened are done with too.
            set_hidden("lobby-error", true);
        }
    }
}

/// Hands the live module's loader a search (`null`: the search was given up); false when the
/// loader has not run yet.
fn call_live_pair(search: Option<&Search>) -> bool {
    crate::protocol::call_global("gboardsLivePair", &dom::to_js(&search))
}
