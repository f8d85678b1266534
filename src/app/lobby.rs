//! The lobby: each game's option card, read by one reader, and the list of saved games.
//!
//! A card is a form of named fields, read in document order. Its markup says what each field
//! means, so one reader serves every game:
//! - a select or input gives `name=value`; a ticked checkbox gives `name=` its value (`on`
//!   unless set), an unticked one `name=` its `data-off`, or nothing;
//! - `data-join="key"` adds the field to one option `key`, each contributing `data-prefix`
//!   and its value (nothing when unticked, empty or 0), e.g. `seats=SN`, `potentials=t2y1`;
//! - `data-player` marks a seat's player choice, `data-if="box"` a field that counts only
//!   while the checkbox `box` is ticked, and `data-ui` a field that is no option.
//!
//! The cards themselves are stamped by the build, one per game of the engine's registry
//! (scripts/lobby_cards.mjs). The seats' player choices, Table Gype's seat ticks and its
//! first-player menu are not in the markup: `build_seat_fields` and `build_gype_seats` make
//! them from the engine's seats and their names.

use super::{escape, show_lobby_error, with_app, App};
use crate::computer::{seat_options, SEAT_CHOICES};
use crate::error::AppError;
use crate::dom::{self, el, l10n_attrs, random_seed, set_hidden};
use crate::i18n::{msg, seat_name};
use crate::persist;
use crate::screens;
use engine::any::{match_from_record, new_match};
use engine::game::Status;
use engine::kind::GameKind;
use engine::player::{Level, Player};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

/// What a card asks for: the options and each seat's player, in seat order.
struct Card {
    options: Vec<(String, String)>,
    players: Vec<Player>,
}

fn fields(form: &str) -> Vec<Element> {
    let Ok(nodes) = dom::document().query_selector_all(&format!("#{form} [name]")) else { return Vec::new() };
    (0..nodes.length()).filter_map(|i| nodes.item(i)?.dyn_into::<Element>().ok()).collect()
}

/// A field's value, and whether it counts (a checkbox only when ticked).
fn value_of(field: &Element) -> (String, bool) {
    if let Some(input) = field.dyn_ref::<HtmlInputElement>() {
        (input.value(), input.type_() != "checkbox" || input.checked())
    } else if let Some(select) = field.dyn_ref::<HtmlSelectElement>() {
        (select.value(), true)
    } else {
        (String::new(), false)
    }
}

fn named_field(form: &str, name: &str) -> Option<Element> {
    dom::document().query_selector(&format!("#{form} [name={name}]")).ok().flatten()
}

fn is_ticked(form: &str, name: &str) -> bool {
    named_field(form, name).and_then(|e| e.dyn_into::<HtmlInputElement>().ok()).is_some_and(|i| i.checked())
}

/// Fills each card's `fieldset[data-seats]` with a player choice per seat of its game, named
/// as the engine names the seats (with the options in `data-seats`: Table Gype's every side)
/// and offering `SEAT_CHOICES`. With `data-if-prefix`, a seat's choice is `player<letter>` and
/// counts while the seat's checkbox `<prefix><letter>` is ticked; else `player<n>`. Made again
/// in another language, each choice keeps what it was set to.
pub(super) fn build_seat_fields() {
    for game in GameKind::ALL {
        let choices = seat_options(game, None);
        let Ok(Some(fieldset)) = dom::document().query_selector(&format!("#opts-{} fieldset[data-seats]", game.name())) else { continue };
        let wanted = fieldset.get_attribute("data-seats").unwrap_or_default();
        let items: Vec<&str> = wanted.split_whitespace().collect();
        let Ok(seats) = engine::options::parse_pairs(&items).and_then(|options| new_match(game.name(), &options, None, 0)).map(|m| m.seat_names()) else { continue };
        let prefix = fieldset.get_attribute("data-if-prefix");
        let set: Vec<(String, String)> = fieldset
            .query_selector_all("select[data-player]")
            .map(|l| (0..l.length()).filter_map(|i| l.item(i)?.dyn_into::<HtmlSelectElement>().ok()).map(|s| (s.name(), s.value())).collect())
            .unwrap_or_default();
        let mut html = fieldset.query_selector("legend").ok().flatten().map(|l| l.outer_html()).unwrap_or_default();
        for (i, name) in seats.iter().enumerate() {
            let (key, condition) = match &prefix {
                Some(prefix) => {
                    let letter = &name[..1];
                    (letter.to_string(), format!(" data-if=\"{prefix}{letter}\""))
                }
                None => (i.to_string(), String::new()),
            };
            let (label, name) = (escape(&msg::shell_played_by(&seat_name(name))), escape(&seat_name(name)));
            html += &format!("<label>{name} <select name=\"player{key}\" data-player{condition} aria-label=\"{label}\">{choices}</select></label>");
        }
        fieldset.set_inner_html(&html);
        for (name, value) in set {
            if let Ok(Some(select)) = fieldset.query_selector(&format!("select[name={name}]")) {
                if let Ok(select) = select.dyn_into::<HtmlSelectElement>() {
                    select.set_value(&value);
                }
            }
        }
    }
}

/// Table Gype's seat ticks (`fieldset[data-seat-ticks]`: one per side, the usual two ticked,
/// `data-usual` the player counts that seat is usual for) and its first-player menu
/// (`select[data-first-seat]`: each side, then Random). The sides' names are marked for the
/// language module, which writes them again in another language.
pub(super) fn build_gype_seats() {
    use engine::gype::{Side, SideSet};
    let document = dom::document();
    if let Ok(Some(ticks)) = document.query_selector("#opts-gype fieldset[data-seat-ticks]") {
        let mut html = ticks.query_selector("legend").ok().flatten().map(|l| l.outer_html()).unwrap_or_default();
        for side in Side::ALL {
            let usual: String = (2..=4).filter(|&n| SideSet::usual(n).is_some_and(|s| s.contains(side))).map(|n| n.to_string()).collect();
            let ticked = if usual.contains('2') { " checked" } else { "" };
            let letter = side.letter();
            let lower = letter.to_ascii_lowercase();
            let name = format!("<span{}>{}</span>", side_attrs(side.name()), escape(&seat_name(side.name())));
            html += &format!("<label><input type=\"checkbox\" name=\"seat{letter}\" value=\"{letter}\" data-join=\"seats\" data-usual=\"{usual}\"{ticked}> <i class=\"swatch {lower}\"></i>{name}</label>");
        }
        ticks.set_inner_html(&html);
        crate::i18n::language::translate(&ticks);
    }
    if let Ok(Some(first)) = document.query_selector("#opts-gype select[data-first-seat]") {
        let mut html: String = Side::ALL.iter().map(|side| format!("<option value=\"{}\"{}>{}</option>", side.letter(), side_attrs(side.name()), escape(&seat_name(side.name())))).collect();
        html += &format!("<option value=\"random\"{}>{}</option>", l10n_attrs("shell-first-random", &[]), msg::shell_first_random());
        first.set_inner_html(&html);
        crate::i18n::language::translate(&first);
    }
}

/// A side's name marked for the language module (`seat-name`).
fn side_attrs(english: &str) -> String {
    l10n_attrs("seat-name", &[("seat", english.to_ascii_lowercase().as_str().into())])
}

/// Reads the card `form` as its markup describes (see the module's notes).
fn read_card(form: &str) -> Card {
    let mut options: Vec<(String, String)> = Vec::new();
    let mut players = Vec::new();
    for field in fields(form) {
        if field.has_attribute("data-ui") {
            continue;
        }
        if field.get_attribute("data-if").is_some_and(|b| !is_ticked(form, &b)) {
            continue;
        }
        let (value, counts) = value_of(&field);
        if field.has_attribute("data-player") {
            // The card's own markup offers only players; anything else is a person.
            players.push(Player::parse(&value).unwrap_or(Player::Human));
            continue;
        }
        let name = field.get_attribute("name").unwrap_or_default();
        if let Some(key) = field.get_attribute("data-join") {
            if !counts || value.is_empty() || value == "0" {
                continue;
            }
            let part = field.get_attribute("data-prefix").unwrap_or_default() + &value;
            match options.iter_mut().find(|(k, _)| *k == key) {
                Some((_, joined)) => joined.push_str(&part),
                None => options.push((key, part)),
            }
        } else if counts {
            options.push((name, value));
        } else if let Some(off) = field.get_attribute("data-off") {
            options.push((name, off));
        }
    }
    Card { options, players }
}

fn option<'a>(options: &'a [(String, String)], key: &str) -> Option<&'a str> {
    options.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

fn set_option(options: &mut Vec<(String, String)>, key: &str, value: String) {
    match options.iter_mut().find(|(k, _)| k == key) {
        Some((_, v)) => *v = value,
        None => options.push((key.to_string(), value)),
    }
}

/// What a card cannot say in markup: Table Gype's seat count and a random first player, GIPF's
/// side games, which the computer cannot play, and Gygès's repetition rule, on whenever the
/// computer plays (the rules' decision: else two sides content with a position shuffle for ever).
fn settle(game: GameKind, card: &mut Card) -> Result<(), AppError> {
    match game {
        GameKind::Gype => {
            let players: usize = named_field("opts-gype", "players").and_then(|f| value_of(&f).0.parse().ok()).unwrap_or(2);
            let seats = option(&card.options, "seats").unwrap_or("").to_string();
            if seats.len() != players {
                return Err(AppError::SeatsTicked { players, ticked: seats.len() });
            }
            let first = match option(&card.options, "first").unwrap_or("") {
                "random" => {
                    let i = (random_seed() % seats.len().max(1) as u64) as usize;
                    seats.get(i..i + 1).unwrap_or("").to_string()
                }
                f if seats.contains(f) && !f.is_empty() => f.to_string(),
                _ => seats.get(..1).unwrap_or("").to_string(),
            };
            set_option(&mut card.options, "first", first);
        }
        // Against the computer, challenges are settled by rock-paper-scissors (its throw is random).
        GameKind::Gipf if card.players.iter().any(|p| *p != Player::Human) && option(&card.options, "side_game").is_some() => {
            set_option(&mut card.options, "side_game", "rps".into());
        }
        GameKind::Gyges if card.players.iter().any(|p| *p != Player::Human) => {
            set_option(&mut card.options, "repetition", "on".into());
        }
        _ => {}
    }
    Ok(())
}

/// The seed for a new game: `?seed=N` in the page URL replays a known game, else random.
fn lobby_seed() -> u64 {
    let search = dom::window().location().search().unwrap_or_default();
    let given = search.trim_start_matches('?').split('&').find_map(|kv| kv.strip_prefix("seed=")?.parse::<u64>().ok());
    given.filter(|&s| s < 1 << 53).unwrap_or_else(random_seed)
}

/// Ticks the seats usual for the number of players chosen in `select` (`data-usual` lists the
/// counts a seat is ticked for).
pub(super) fn tick_usual_seats(select: &HtmlSelectElement) {
    let Some(form) = select.closest("form").ok().flatten() else { return };
    let count = select.value();
    let Ok(seats) = form.query_selector_all("[data-usual]") else { return };
    for i in 0..seats.length() {
        if let Some(b) = seats.item(i).and_then(|n| n.dyn_into::<HtmlInputElement>().ok()) {
            b.set_checked(b.get_attribute("data-usual").is_some_and(|u| u.contains(count.as_str())));
        }
    }
}

/// Shows each `data-if` field of a card only while its checkbox is ticked.
pub(super) fn show_dependent_fields(form: &str) {
    for field in fields(form) {
        let Some(b) = field.get_attribute("data-if") else { continue };
        if let Some(label) = field.parent_element() {
            let _ = label.toggle_attribute_with_force("hidden", !is_ticked(form, &b));
        }
    }
}

/// Who plays a game started from a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Start {
    /// The card's options as set, players included (More options).
    AsSet,
    /// You on the first seat, the computer at the card's level on the others.
    Computer,
    /// Everyone at this device.
    Friend,
}

impl Start {
    /// A one-click start button's `data-start`.
    pub(super) fn parse(name: &str) -> Option<Start> {
        match name {
            "computer" => Some(Start::Computer),
            "friend" => Some(Start::Friend),
            _ => None,
        }
    }
}

/// The players for `start`, given the card's own choices.
fn players_for(start: Start, form: &str, players: Vec<Player>) -> Vec<Player> {
    let chosen = named_field(form, "level").and_then(|f| Player::parse(&value_of(&f).0).ok());
    let computer = chosen.filter(|p| *p != Player::Human && SEAT_CHOICES.contains(p)).unwrap_or(Player::Computer(Level::Medium));
    match start {
        Start::AsSet => players,
        Start::Friend => vec![Player::Human; players.len()],
        Start::Computer => (0..players.len()).map(|i| if i == 0 { Player::Human } else { computer }).collect(),
    }
}

impl App {
    /// Starts `game` from its card (`#opts-<name>`), its players as `start` says, and
    /// remembers the card's choices for the next visit.
    pub(super) fn start_from_lobby(&mut self, game: GameKind, start: Start) {
        let form = format!("opts-{}", game.name());
        let mut card = read_card(&form);
        card.players = players_for(start, &form, std::mem::take(&mut card.players));
        if let Err(problem) = settle(game, &mut card) {
            show_lobby_error(&problem.to_string());
            return;
        }
        match new_match(game.name(), &card.options, None, lobby_seed()) {
            Ok(mut m) => {
                let _ = m.set_players(card.players);
                remember_card(&form);
                let clock = named_field(&form, "clock").map(|f| value_of(&f).0).unwrap_or_default();
                self.open_game(m, None);
                self.start_clock(super::clock::chosen(&clock));
            }
            Err(e) => show_lobby_error(&crate::error::engine_words(&e)),
        }
    }

    /// The card's options and clock for pairing with strangers ("Custom" under Play online):
    /// as set, every seat a person's, and no first player, which the draw of seats decides.
    pub(super) fn card_for_pairing(&self, game: GameKind) -> Result<(Vec<(String, String)>, String), AppError> {
        let form = format!("opts-{}", game.name());
        let mut card = read_card(&form);
        card.players = vec![Player::Human; card.players.len()];
        settle(game, &mut card)?;
        card.options.retain(|(k, _)| k != "first");
        remember_card(&form);
        Ok((card.options, named_field(&form, "clock").map(|f| value_of(&f).0).unwrap_or_default()))
    }

    /// Opens the position editor on the start of a game with the card's options.
    pub(super) fn edit_from_lobby(&mut self, game: GameKind) {
        let mut card = read_card(&format!("opts-{}", game.name()));
        if let Err(problem) = settle(game, &mut card) {
            return show_lobby_error(&problem.to_string());
        }
        match new_match(game.name(), &card.options, None, lobby_seed()) {
            Ok(m) => self.start_editor(&m.record_text()),
            Err(e) => show_lobby_error(&crate::error::engine_words(&e)),
        }
    }

    pub(super) fn show_lobby(&mut self) {
        self.follow_now();
        self.asking = None;
        self.live = None;
        self.clock = None;
        self.end_study();
        self.end_analysis();
        self.close_screen();
        persist::clear_hash();
        list_saved_games();
    }

    /// The game screen goes and the lobby shows: no game on show, no computer thinking.
    pub(super) fn close_screen(&mut self) {
        self.stop_computer();
        self.screen = None;
        self.view = None;
        set_hidden("play", true);
        set_hidden("banner", true);
        set_hidden("lobby", false);
    }

    /// Resumes the save under `key` in its own slot.
    fn resume(&mut self, key: &str) {
        let text = dom::local_storage().and_then(|s| s.get_item(key).ok().flatten()).unwrap_or_default();
        match match_from_record(&text) {
            Ok(game) => {
                self.open_game(game, None);
                self.save_id = key.trim_start_matches("gboards.game.").to_string();
            }
            Err(e) => show_lobby_error(&msg::shell_save_unreadable(&crate::error::engine_words(&e))),
        }
    }
}

/// Lists autosaved games in the lobby; saves that do not load are reported and set aside.
/// Each row carries its key; one listener on the list handles the rows' buttons.
pub(super) fn list_saved_games() {
    let list = el("saved-list");
    list.set_inner_html("");
    let saves = persist::saved_games();
    set_hidden("saved", saves.is_empty());
    let doc = dom::document();
    for save in saves {
        let Ok(li) = doc.create_element("li") else { continue };
        let date = crate::i18n::language::date_time(&save.saved_at);
        match &save.game {
            Ok(game) => {
                let players = screens::open(game.boxed_clone()).players();
                let state = match game.status() {
                    Status::Over(_) => "finished",
                    _ => "playing",
                };
                let _ = li.set_attribute("data-key", &save.key);
                let name = game.kind().display_name();
                let args = [("game", name.into()), ("players", (&players).into()), ("moves", game.len().into()), ("state", state.into()), ("date", (&date).into())];
                let about = format!("<span{}>{}</span>", l10n_attrs("shell-saved-game", &args), escape(&msg::shell_saved_game(name, &players, game.len(), state, &date)));
                let resume = format!("<button type=\"button\" data-resume{}>{}</button>", l10n_attrs("shell-saved-resume", &[]), msg::shell_saved_resume());
                li.set_inner_html(&(about + &resume + r#"<button type="button" data-forget data-l10n-id="shell-saved-delete" aria-label="Delete this save">✕</button>"#));
                crate::i18n::language::translate(&li);
            }
            Err(message) => {
                li.set_class_name("broken");
                li.set_inner_html(&format!("<span>{}</span>", escape(&msg::shell_save_set_aside(&message.to_string()))));
                persist::set_aside(&save.key);
            }
        }
        let _ = list.append_child(&li);
    }
}

/// A click in the saved-games list: Resume or Delete on the row it is in.
pub(super) fn saved_list_click(target: &Element) {
    let Some(button) = target.closest("button").ok().flatten() else { return };
    let Some(key) = button.closest("li[data-key]").ok().flatten().and_then(|li| li.get_attribute("data-key")) else { return };
    if button.has_attribute("data-resume") {
        with_app(|app| app.resume(&key));
    } else if button.has_attribute("data-forget") {
        persist::forget(&key);
        // The game's kept clocks go with it.
        persist::forget(&key.replacen("gboards.game.", "gboards.clock.", 1));
        list_saved_games();
    }
}

/// Where a card's choices are kept between visits.
fn memory_key(form: &str) -> String {
    format!("gboards.lobby.{}", form.trim_start_matches("opts-"))
}

/// Keeps every field of the card `form` as `name=value` lines (a checkbox as `on` or `off`).
fn remember_card(form: &str) {
    let text: String = fields(form)
        .iter()
        .filter_map(|f| {
            let name = f.get_attribute("name")?;
            let value = match f.dyn_ref::<HtmlInputElement>() {
                Some(i) if i.type_() == "checkbox" => (if i.checked() { "on" } else { "off" }).to_string(),
                _ => value_of(f).0,
            };
            Some(format!("{name}={value}\n"))
        })
        .collect();
    if let Some(storage) = dom::local_storage() {
        let _ = storage.set_item(&memory_key(form), &text);
    }
}

/// Restores the card `form`; remembered values it cannot take are skipped, with a warning.
pub(super) fn restore_card_or_warn(form: &str) {
    let refused = restore_card(form);
    if !refused.is_empty() {
        web_sys::console::warn_1(&format!("gboards: remembered lobby options not applied: {}", refused.join("; ")).into());
    }
}

/// Sets the card `form` as last remembered. Each line is checked against the card: a field it
/// lacks, or a value the field does not offer, is skipped and named in the returned list.
fn restore_card(form: &str) -> Vec<String> {
    let Some(text) = dom::local_storage().and_then(|s| s.get_item(&memory_key(form)).ok().flatten()) else { return Vec::new() };
    let mut refused = Vec::new();
    for line in text.lines().filter(|l| !l.is_empty()).take(64) {
        let applied = line.split_once('=').is_some_and(|(name, value)| {
            let valid_name = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            valid_name && named_field(form, name).is_some_and(|field| set_field(&field, value))
        });
        if !applied {
            refused.push(line.chars().take(40).collect());
        }
    }
    refused
}

/// Sets a field to a remembered value if the field can hold it.
fn set_field(field: &Element, value: &str) -> bool {
    if let Some(select) = field.dyn_ref::<HtmlSelectElement>() {
        let offered = (0..select.length()).any(|i| select.item(i).and_then(|o| o.get_attribute("value")).as_deref() == Some(value));
        if offered {
            select.set_value(value);
        }
        return offered;
    }
    let Some(input) = field.dyn_ref::<HtmlInputElement>() else { return false };
    if input.type_() == "checkbox" {
        match value {
            "on" | "off" => input.set_checked(value == "on"),
            _ => return false,
        }
        return true;
    }
    // A number: whole, and within the field's own bounds.
    let bound = |attr: &str| input.get_attribute(attr).and_then(|b| b.parse::<i64>().ok());
    match value.parse::<i64>() {
        Ok(n) if bound("min").is_none_or(|lo| n >= lo) && bound("max").is_none_or(|hi| n <= hi) => {
            input.set_value(value);
            true
        }
        _ => false,
    }
}
