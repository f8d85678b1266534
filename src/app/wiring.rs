//! The page's event listeners, each registered once at start. Where the HTML is rebuilt (the
//! saved games, the move list, the seat choices, the screen's buttons), one listener on the
//! container reads the `data-` attribute of what was clicked.

use super::lobby::{self, Start};
use super::records::{self, open_import_dialog, read_file};
use super::replay::Step;
use super::seats::SPEEDS;
use super::{show_error, with_app, App};
use crate::computer::{MASTER_DEFAULT_MS, MASTER_TIMES_MS};
use crate::dom::{self, announce, by_id, el, l10n_attrs, set_hidden, set_text};
use crate::i18n::msg;
use crate::screens::{self, KeyOutcome};
use crate::sound;
use engine::kind::GameKind;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{DragEvent, Element, Event, HtmlDialogElement, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent, PointerEvent};

pub(super) fn initial_dark() -> bool {
    match dom::local_storage().and_then(|s| s.get_item("gboards.theme").ok().flatten()).as_deref() {
        Some("dark") => true,
        Some("light") => false,
        _ => dom::window().match_media("(prefers-color-scheme: dark)").ok().flatten().map(|m| m.matches()).unwrap_or(false),
    }
}

pub(super) fn apply_theme(dark: bool) {
    if let Some(root) = dom::document().document_element() {
        let _ = root.set_attribute("data-theme", if dark { "dark" } else { "light" });
    }
    let _ = el("btn-theme").set_attribute("aria-pressed", if dark { "true" } else { "false" });
}

pub(super) fn show_sound_state() {
    let on = sound::enabled();
    let _ = el("btn-sound").set_attribute("aria-pressed", if on { "true" } else { "false" });
}

fn on(id: &str, event: &'static str, mut f: impl FnMut(&mut App) + 'static) {
    EventListener::new(&el(id), event, move |_| {
        with_app(&mut f);
    })
    .forget();
}

fn listen(target: &web_sys::EventTarget, event: &'static str, f: impl FnMut(&Event) + 'static) {
    EventListener::new(target, event, f).forget();
}

/// The element an event happened on.
fn target_element(e: &Event) -> Option<Element> {
    e.target().and_then(|t| t.dyn_into::<Element>().ok())
}

/// The `attr` of the nearest element matching `selector` around an event's target.
fn closest_attr(e: &Event, selector: &str, attr: &str) -> Option<String> {
    target_element(e)?.closest(selector).ok().flatten()?.get_attribute(attr)
}

pub(super) fn wire_events() {
    wire_lobby();
    wire_panel();
    wire_records();
    wire_board();
    on("btn-theme", "click", App::toggle_theme);
    on("btn-palette", "click", |app| {
        crate::render::toggle_safe_colours();
        app.redraw();
    });
    on("btn-sound", "click", App::toggle_sound);
    on("btn-rules", "click", App::open_rules);
    on("rules-game", "change", |app| {
        let Ok(game) = GameKind::parse(&by_id::<HtmlSelectElement>("rules-game").value()) else { return };
        app.show_rules(game);
    });
    on("btn-rules-close", "click", |_| by_id::<HtmlDialogElement>("rules-dialog").close());
    // The board's backing store follows its displayed size, whatever changes it: the window,
    // a frame, the panel's text wrapping beside it. A zoom changes the devicePixelRatio alone.
    let follow_size = || {
        with_app(|app| {
            if app.canvas.resize() {
                app.redraw();
            }
        });
    };
    listen(&dom::window(), "resize", move |_| follow_size());
    dom::on_resize(&el("board"), follow_size);
}

fn wire_lobby() {
    lobby::build_seat_fields();
    lobby::build_gype_seats();
    for game in GameKind::ALL {
        on(&format!("start-{}", game.name()), "click", move |app| app.start_from_lobby(game, Start::AsSet));
        let form = format!("opts-{}", game.name());
        lobby::restore_card_or_warn(&form);
        lobby::show_dependent_fields(&form);
        listen(&el(&form), "change", move |_| lobby::show_dependent_fields(&form));
    }
    // Changing the number of players ticks the usual seats for that number.
    listen(&el("gype-players"), "change", |_| {
        lobby::tick_usual_seats(&by_id::<HtmlSelectElement>("gype-players"));
        lobby::show_dependent_fields("opts-gype");
    });
    // The one-click starts: `data-start` on a button of a game's card.
    listen(&el("lobby"), "click", |e| {
        let Some(start) = closest_attr(e, "button[data-start]", "data-start").and_then(|s| Start::parse(&s)) else { return };
        let Some(game) = closest_attr(e, "[data-game]", "data-game").and_then(|g| GameKind::parse(&g).ok()) else { return };
        with_app(|app| app.start_from_lobby(game, start));
    });
    // Play online: a tile (`data-pair`) looks for players with its settings.
    super::pairing::show_tiles();
    listen(&el("lobby"), "click", |e| {
        let Some(code) = closest_attr(e, "button[data-pair]", "data-pair") else { return };
        let Some(game) = closest_attr(e, "[data-game]", "data-game").and_then(|g| GameKind::parse(&g).ok()) else { return };
        with_app(|app| app.pair_from_lobby(game, &code));
    });
    on("pairing-cancel", "click", App::cancel_pairing);
    on("pairing-back", "click", App::cancel_pairing);
    on("pairing-computer", "click", App::pairing_computer);
    // "Set up a position": the editor opens on the card's game with its options.
    listen(&el("lobby"), "click", |e| {
        if closest_attr(e, "button[data-edit]", "data-edit").is_none() {
            return;
        }
        let Some(game) = closest_attr(e, "[data-game]", "data-game").and_then(|g| GameKind::parse(&g).ok()) else { return };
        with_app(|app| app.edit_from_lobby(game));
    });
    // The puzzle buttons: `data-puzzles` says which (`daily`, `next <game>`).
    listen(&el("lobby"), "click", |e| {
        if let Some(what) = closest_attr(e, "button[data-puzzles]", "data-puzzles") {
            with_app(|app| app.start_study(&what));
        }
    });
    listen(&el("saved-list"), "click", |e| {
        if let Some(target) = target_element(e) {
            lobby::saved_list_click(&target);
        }
    });
    on("btn-new", "click", App::leave);
    on("btn-ask-yes", "click", |app| app.answer(true));
    on("btn-ask-no", "click", |app| app.answer(false));
    on("btn-live", "click", App::host_live);
    on("btn-banner-new", "click", App::leave);
    on("btn-banner-review", "click", App::start_review);
    on("btn-profile", "click", |_| super::profile::profile_command(&crate::protocol::profile::ProfileCommand::Open));
}

fn wire_panel() {
    listen(&el("screen-buttons"), "click", |e| {
        let Some(id) = closest_attr(e, "button[data-id]", "data-id") else { return };
        with_app(|app| {
            if id.starts_with("app-") {
                return app.verdict_button(&id);
            }
            if !app.board_takes_moves() {
                return;
            }
            if let Some(said) = app.screen.as_mut().and_then(|s| s.button(&id)) {
                announce(&screens::sentence(said));
            }
            app.after_input();
        });
    });
    // A click on a move shows the position after it.
    listen(&el("banner-detail"), "click", |e| {
        if let Some(id) = closest_attr(e, "button[data-id]", "data-id") {
            with_app(|app| app.verdict_button(&id));
        }
    });
    listen(&el("moves"), "click", |e| {
        if let Some(ply) =
            closest_attr(e, "[data-ply]", "data-ply").and_then(|p| p.parse::<usize>().ok())
        {
            with_app(|app| app.show_ply(ply));
        }
    });
    listen(&el("players-list"), "change", |e| {
        let Some(select) = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()) else { return };
        let seat: Option<usize> = select.get_attribute("data-seat").and_then(|s| s.parse().ok());
        let value = select.value();
        with_app(|app| app.set_player(seat, &value));
    });
    on("btn-hint", "click", App::ask_hint);
    on("btn-pause", "click", App::toggle_pause);
    on("btn-stop", "click", App::pause);
    if let Some(saved) = dom::local_storage().and_then(|s| s.get_item("gboards.speed").ok().flatten()) {
        if SPEEDS.contains(&saved.as_str()) {
            by_id::<HtmlSelectElement>("ai-speed").set_value(&saved);
        }
    }
    listen(&el("ai-speed"), "change", |_| {
        if let Some(s) = dom::local_storage() {
            let _ = s.set_item("gboards.speed", &by_id::<HtmlSelectElement>("ai-speed").value());
        }
    });
    // Marked for the language module, which writes them again in another language (1,5 s).
    let times: String = MASTER_TIMES_MS
        .iter()
        .map(|&ms| {
            let (tenths, whole) = (ms % 1000 / 100, ms / 1000);
            let marks = l10n_attrs("shell-seconds", &[("tenths", tenths.into()), ("whole", whole.into())]);
            format!("<option value=\"{ms}\"{marks}>{}</option>", msg::shell_seconds(tenths, whole))
        })
        .collect();
    el("master-time").set_inner_html(&times);
    crate::i18n::language::translate(&el("master-time"));
    by_id::<HtmlSelectElement>("master-time").set_value(&MASTER_DEFAULT_MS.to_string());
    if let Some(saved) = dom::local_storage().and_then(|s| s.get_item("gboards.masterTime").ok().flatten()) {
        if saved.parse::<u32>().is_ok_and(|ms| MASTER_TIMES_MS.contains(&ms)) {
            by_id::<HtmlSelectElement>("master-time").set_value(&saved);
        }
    }
    listen(&el("master-time"), "change", |_| {
        if let Some(s) = dom::local_storage() {
            let _ = s.set_item("gboards.masterTime", &by_id::<HtmlSelectElement>("master-time").value());
        }
    });
    listen(&el("lang-picker"), "change", |_| super::language::pick(&by_id::<HtmlSelectElement>("lang-picker").value()));
    listen(&dom::window(), "gboards-language", |_| {
        with_app(App::relabel);
    });
    crate::motion::load();
    listen(&el("anim-speed"), "change", |_| crate::motion::choose());
    on("btn-flip", "click", |app| {
        app.set_flipped(!app.flipped);
        app.redraw();
    });
    on("btn-undo", "click", App::undo);
    on("btn-redo", "click", App::redo);
    on("btn-banner-close", "click", |app| {
        app.banner_closed = true;
        app.input_changed();
    });
    on("btn-cancel", "click", |app| {
        if let Some(s) = &mut app.screen {
            s.cancel();
        }
        app.input_changed();
    });
    on("btn-pass", "click", |app| {
        if let Some(pass) = app.screen.as_ref().and_then(|s| s.only_pass()) {
            app.play_text(&pass);
        }
    });
    on("btn-describe", "click", |app| {
        if let Some(s) = &app.screen {
            let text = s.describe();
            set_text("description", &text);
            set_hidden("description", false);
            announce(&text);
        }
    });
    on("btn-first", "click", |app| app.step_view(Step::First));
    on("btn-prev", "click", |app| app.step_view(Step::Prev));
    on("btn-next", "click", |app| app.step_view(Step::Next));
    on("btn-last", "click", |app| app.step_view(Step::Last));
    on("btn-takeover", "click", App::take_over);
    EventListener::new_with_options(&el("move-form"), "submit", EventListenerOptions::enable_prevent_default(), |e| {
        e.prevent_default();
        let input = by_id::<HtmlInputElement>("move-input");
        let text = input.value();
        if with_app(|app| app.play_text(text.trim())).unwrap_or(false) {
            input.set_value("");
        }
    })
    .forget();
}

fn wire_records() {
    on("btn-share", "click", |app| app.share(&msg::shell_link_copied()));
    on("btn-send", "click", |app| app.share(&msg::shell_link_send_copied()));
    on("btn-export", "click", App::export);
    on("btn-analyse", "click", |app| app.start_analysis(None));
    on("btn-import", "click", |_| open_import_dialog());
    on("btn-import-lobby", "click", |_| open_import_dialog());
    on("btn-import-cancel", "click", |_| by_id::<HtmlDialogElement>("import-dialog").close());
    on("btn-import-load", "click", |app| {
        let text = by_id::<HtmlTextAreaElement>("import-text").value();
        app.import(&text);
    });
    listen(&el("import-file"), "change", |e| {
        let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
        if let Some(file) = input.files().and_then(|f| f.get(0)) {
            read_file(file, |text| by_id::<HtmlTextAreaElement>("import-text").set_value(&text));
        }
    });
    listen(&dom::window(), "message", |e| {
        let e = e.unchecked_ref::<web_sys::MessageEvent>();
        let (origin, data) = (e.origin(), e.data());
        with_app(|app| app.host_message(&origin, &data));
    });
    on("btn-embed", "click", |app| app.show_embed_snippet());
    on("embed-origin", "input", |app| app.write_embed_snippet());
    on("btn-embed-copy", "click", |_| records::copy_embed_snippet());
    on("btn-embed-close", "click", |_| by_id::<HtmlDialogElement>("embed-dialog").close());
    // Another tab saved: the same game there may have gone on.
    listen(&dom::window(), "storage", |e| {
        let key = js_sys::Reflect::get(e, &"key".into()).ok().and_then(|k| k.as_string()).unwrap_or_default();
        with_app(|app| app.other_tab_saved(&key));
    });
    listen(&dom::window(), "hashchange", |_| {
        with_app(App::hash_changed);
    });
    // A move made just before the page goes away is still saved.
    listen(&dom::window(), "pagehide", |_| {
        with_app(App::follow_now);
    });
    // Dropping a record file anywhere on the page opens it.
    let Some(body) = dom::document().body() else { return };
    for (event, dropping) in [("dragover", true), ("dragleave", false)] {
        EventListener::new_with_options(&body, event, EventListenerOptions::enable_prevent_default(), move |e| {
            e.prevent_default();
            let _ = dom::document().body().map(|b| b.class_list().toggle_with_force("dropping", dropping));
        })
        .forget();
    }
    EventListener::new_with_options(&body, "drop", EventListenerOptions::enable_prevent_default(), |e| {
        e.prevent_default();
        let _ = dom::document().body().map(|b| b.class_list().remove_1("dropping"));
        let file = e.unchecked_ref::<DragEvent>().data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0));
        if let Some(file) = file {
            read_file(file, |text| {
                with_app(|app| app.import(&text));
            });
        }
    })
    .forget();
}

fn wire_board() {
    let canvas = el("board");
    listen(&canvas, "pointerdown", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        if e.button() == 0 {
            with_app(|app| {
                // Whether a selection stands before this click (see pointerup).
                app.missed = app.screen.as_ref().is_some_and(|s| s.input_active());
                if app.board_takes_moves() {
                    if let Some(s) = &mut app.screen {
                        let (x, y) = app.canvas.point_of(e.client_x() as f64, e.client_y() as f64);
                        s.pointer_down(x, y);
                    }
                }
                app.redraw();
            });
        }
    });
    listen(&canvas, "pointermove", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        let (client_x, client_y) = (e.client_x() as f64, e.client_y() as f64);
        with_app(|app| {
            let (x, y) = app.canvas.point_of(client_x, client_y);
            if app.screen.as_mut().is_some_and(|s| s.pointer_move(x, y)) {
                app.redraw();
            }
            // A hand over what a click would take: a movable piece, a target, a drawn button.
            let offers = app.board_takes_moves() && app.screen.as_ref().is_some_and(|s| s.offers_at(x, y));
            if offers != app.hand {
                app.hand = offers;
                let _ = el("board").class_list().toggle_with_force("offers", offers);
            }
        });
    });
    listen(&canvas, "pointerup", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        if e.button() == 0 {
            with_app(|app| {
                if !app.board_takes_moves() {
                    return;
                }
                let (x, y) = app.canvas.point_of(e.client_x() as f64, e.client_y() as f64);
                let said = app.screen.as_mut().and_then(|s| s.pointer_up(x, y));
                // A selection dropped by a click that played and refused nothing: not on offer there.
                app.missed = app.missed && said.is_none() && app.screen.as_ref().is_some_and(|s| !s.input_active() && super::GameStamp::of(s.as_ref()) == app.stamp);
                let refused = matches!(said, Some(Err(_)));
                if let Some(said) = said {
                    announce(&screens::sentence(said));
                }
                if app.missed || refused {
                    shake_board();
                }
                app.after_input();
            });
        }
    });
    EventListener::new_with_options(&canvas, "contextmenu", EventListenerOptions::enable_prevent_default(), |e| {
        e.prevent_default();
        with_app(|app| {
            if let Some(s) = &mut app.screen {
                s.back();
            }
            app.input_changed();
        });
    })
    .forget();
    EventListener::new_with_options(&dom::document(), "keydown", EventListenerOptions::enable_prevent_default(), |e| {
        let e = e.unchecked_ref::<KeyboardEvent>();
        // Keys typed into a form control (or Enter on a focused button) belong to it.
        let target = target_element(e);
        let tag = target.as_ref().map(|t| t.tag_name()).unwrap_or_default();
        let target_id = target.map(|t| t.id()).unwrap_or_default();
        let typing = matches!(tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA") || (tag == "BUTTON" && matches!(e.key().as_str(), "Enter" | " "));
        if typing && !e.ctrl_key() && !e.meta_key() && e.key() != "Escape" {
            return;
        }
        if with_app(|app| app.key(&e.key(), e.ctrl_key() || e.meta_key(), &target_id)).unwrap_or(false) {
            e.prevent_default();
        }
    })
    .forget();
}

impl App {
    /// Plays a typed move; returns whether it was played.
    fn play_text(&mut self, text: &str) -> bool {
        if self.view.is_some() {
            show_error(&msg::shell_error_earlier());
            return false;
        }
        if let Some(status) = self.computer_status() {
            show_error(&status);
            return false;
        }
        let Some(s) = &mut self.screen else { return false };
        let played = match s.play_text(text) {
            Ok(said) => {
                set_hidden("error", true);
                announce(&said);
                true
            }
            Err(e) => {
                show_error(&e.to_string());
                false
            }
        };
        self.after_input();
        played
    }

    /// A key pressed outside form controls; returns whether it was used.
    fn key(&mut self, key: &str, ctrl: bool, target_id: &str) -> bool {
        if self.screen.is_none() {
            return false;
        }
        let on_board = target_id == "board";
        match (key, ctrl) {
            ("z", true) => self.undo(),
            ("y", true) => self.redo(),
            // Other shortcuts with Ctrl or Cmd (reload, find...) belong to the browser.
            (_, true) => return false,
            ("Home", _) => self.step_view(Step::First),
            ("End", _) => self.step_view(Step::Last),
            // Left and right step through the game unless the board's cursor has the focus; the
            // move list takes up and down too.
            ("ArrowLeft", _) if !on_board => self.step_view(Step::Prev),
            ("ArrowRight", _) if !on_board => self.step_view(Step::Next),
            ("ArrowUp", _) if target_id == "moves" => self.step_view(Step::Prev),
            ("ArrowDown", _) if target_id == "moves" => self.step_view(Step::Next),
            _ if self.view.is_some() => return false,
            // The board takes no move for a computer seat; F still turns it round.
            ("f" | "F", _) if !self.board_takes_moves() => {
                self.set_flipped(!self.flipped);
                self.redraw();
            }
            _ if !self.board_takes_moves() => return false,
            // The cursor keys drive the board only while it has the focus.
            ("ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Enter" | " ", _) if !on_board => return false,
            ("Escape", _) => {
                if let Some(s) = self.screen.as_mut() {
                    s.cancel();
                }
                self.input_changed();
            }
            ("Backspace", false) => {
                if let Some(s) = self.screen.as_mut() {
                    s.back();
                }
                self.input_changed();
            }
            _ => {
                let Some(s) = &mut self.screen else { return false };
                match s.key(key) {
                    // H asks for a hint unless the screen uses the letter (a face picker).
                    KeyOutcome::Ignored if matches!(key, "h" | "H") => self.ask_hint(),
                    KeyOutcome::Ignored if matches!(key, "f" | "F") => {
                        self.set_flipped(!self.flipped);
                        self.redraw();
                    }
                    KeyOutcome::Ignored => return false,
                    KeyOutcome::Handled => {
                        if let Some(text) = key.starts_with("Arrow").then(|| s.cursor_text()).flatten() {
                            announce(&text);
                        }
                        self.redraw();
                    }
                    KeyOutcome::Played(said) => {
                        announce(&screens::sentence(said));
                        self.after_input();
                    }
                }
            }
        }
        true
    }
}

/// Shakes the board briefly (CSS; none with reduced motion): a click that did nothing.
fn shake_board() {
    let board = el("board");
    let _ = board.class_list().remove_1("shake");
    // Reading the layout restarts the animation.
    let _ = board.client_width();
    let _ = board.class_list().add_1("shake");
}
