//! The panel's sentences, in the player's language (`live-*` messages): pure functions of the
//! module's typed events, tested natively (in English).

use crate::i18n::msg;
use crate::protocol::live::{Connection, SeatPlayer};
use engine::game::Seat;
use engine::live::Proposal;

/// The sentence of a stale room link (the `nohost` state), beside its way back to the lobby.
pub fn nobody_hosts() -> String {
    msg::live_nobody_hosts()
}

/// The connection indicator's line for a state the module reports; `None` for the one shown
/// otherwise (nobody hosts: a sentence with a way back).
pub fn state_line(state: Connection) -> Option<String> {
    Some(match state {
        Connection::Connecting => msg::live_state_connecting(),
        Connection::Waiting => msg::live_state_waiting(),
        Connection::Connected => msg::live_state_connected(),
        Connection::Disconnected => msg::live_state_disconnected(),
        Connection::Unreachable => msg::live_state_unreachable(),
        Connection::Reconnecting => msg::live_state_reconnecting(),
        Connection::Watching => msg::live_state_watching(),
        Connection::NoHost => return None,
    })
}

/// A seat as named by its number, when nothing better names it ("Seat 2").
pub fn seat_called(seat: Seat) -> String {
    msg::live_seat(seat_number(seat))
}

/// How an offer (`draw`, `takeback`, `rematch`) by `who` is put to the others. With more than
/// two players (`many`) every other one must accept, and a rematch moves everyone on.
pub fn asks(what: Proposal, who: &str, many: bool) -> String {
    match (what, many) {
        (Proposal::Draw, false) => msg::live_asks_draw(who),
        (Proposal::Draw, true) => msg::live_asks_draw_all(who),
        (Proposal::Takeback, false) => msg::live_asks_takeback(who),
        (Proposal::Takeback, true) => msg::live_asks_takeback_all(who),
        (Proposal::Rematch, false) => msg::live_asks_rematch(who),
        (Proposal::Rematch, true) => msg::live_asks_rematch_all(who),
    }
}

/// The note of an offer that `who` declined.
pub fn declined(what: Proposal, who: &str, many: bool) -> String {
    match (what, many) {
        (Proposal::Draw, _) => msg::live_declined_draw(who),
        (Proposal::Takeback, false) => msg::live_declined_takeback(who),
        (Proposal::Takeback, true) => msg::live_declined_takeback_all(who),
        (Proposal::Rematch, false) => msg::live_declined_rematch(who),
        (Proposal::Rematch, true) => msg::live_declined_rematch_all(who),
    }
}

/// The note of an offer dropped because `who`, who made it, reconnected.
pub fn withdrawn(what: Proposal, who: &str) -> String {
    match what {
        Proposal::Draw => msg::live_withdrawn_draw(who),
        Proposal::Takeback => msg::live_withdrawn_takeback(who),
        Proposal::Rematch => msg::live_withdrawn_rematch(who),
    }
}

/// A seat's number as people count (the module's seats count from 0).
pub fn seat_number(seat: Seat) -> u32 {
    u32::from(seat) + 1
}

/// The invitation beside the room's link (`copied`: the link is on the clipboard).
pub fn invite(link: &str, copied: bool) -> String {
    if copied {
        msg::live_invite_copied(link)
    } else {
        msg::live_invite(link)
    }
}

/// The host's list of seats of a room's lobby (`LiveEvent::Lobby`), one line each, and whether
/// the seat is free (nobody in it).
pub fn seat_lines(mine: Seat, of: Seat, taken: &[Seat]) -> Vec<(String, bool)> {
    (0..of.min(MAX_SEATS))
        .map(|s| {
            let free = !taken.contains(&s);
            let who = if s == mine { "you" } else if free { "free" } else { "friend" };
            (msg::live_lobby_seat(seat_number(s), who), free)
        })
        .collect()
}

/// More seats than any game has: a longer list is not drawn.
const MAX_SEATS: Seat = 16;

/// The line of who plays: the other seats' names and claimed ratings (`None` when nobody else
/// has either). `mine` is the seat played here.
pub fn playing_line(players: &[SeatPlayer], mine: Option<Seat>) -> Option<String> {
    let mut others: Vec<&SeatPlayer> = players.iter().filter(|p| Some(p.seat) != mine && (p.name.is_some() || p.rating.is_some())).collect();
    others.sort_by_key(|p| p.seat);
    others.dedup_by_key(|p| p.seat);
    let shown: Vec<String> = others
        .iter()
        .map(|p| {
            let number = seat_number(p.seat);
            let name = p.name.clone().unwrap_or_else(|| seat_called(p.seat));
            match &p.rating {
                Some(r) => msg::live_player_rated(&name, number, r),
                None => msg::live_player(&name, number),
            }
        })
        .collect();
    (!shown.is_empty()).then(|| msg::live_playing(&shown.join(", ")))
}

/// The most characters of a chat line.
pub const MAX_CHAT: usize = 200;

/// A chat line as sent: control characters as spaces, trimmed, cut to `MAX_CHAT` characters;
/// `None` when nothing is left.
pub fn chat_line(text: &str) -> Option<String> {
    let spaced: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    let clean: String = spaced.trim().chars().take(MAX_CHAT).collect();
    (!clean.is_empty()).then_some(clean)
}

/// The most characters (UTF-16 units, as the name field counts) of a player's name.
pub const MAX_NAME: usize = 24;

/// A name as this player types it, trimmed; `None` when empty, too long or with control
/// characters.
pub fn player_name(text: &str) -> Option<&str> {
    let name = text.trim();
    let fits = !name.is_empty() && name.encode_utf16().count() <= MAX_NAME;
    (fits && !name.chars().any(char::is_control)).then_some(name)
}

/// The hands of the side game, as the module names them.
pub const HANDS: [&str; 3] = ["rock", "paper", "scissors"];

/// A hand's button label: its name with a capital, in the player's language.
pub fn hand_label(hand: &str) -> String {
    msg::live_hand(hand)
}

/// Canned chat phrases, one button each. A phrase goes to the others as its English text (the
/// protocol's chat line); each device shows it in its own player's language (`phrase_shown`).
pub const PHRASES: [&str; 3] = ["Good luck!", "Good game!", "Thanks!"];

/// Canned phrase `i`'s words in the player's language (its button).
pub fn phrase_label(i: usize) -> Option<String> {
    Some(match i {
        0 => msg::live_phrase_good_luck(),
        1 => msg::live_phrase_good_game(),
        2 => msg::live_phrase_thanks(),
        _ => return None,
    })
}

/// A chat line as shown here: a canned phrase (sent as its English) in the player's language,
/// any other line as it was written.
pub fn phrase_shown(line: &str) -> String {
    PHRASES.iter().position(|p| *p == line).and_then(phrase_label).unwrap_or_else(|| line.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offers_read_for_two_and_for_more() {
        assert_eq!(asks(Proposal::Draw, "Your friend", false), "Your friend offers a draw.");
        assert_eq!(asks(Proposal::Takeback, "Seat 2", true), "Seat 2 asks to take back their last move and the replies: it needs every other player's yes.");
        assert_eq!(declined(Proposal::Rematch, "Ada", false), "Ada declined a rematch, sides swapped.");
        assert_eq!(declined(Proposal::Takeback, "Seat 3", true), "Seat 3 declined to take back their last move and the replies.");
        assert_eq!(withdrawn(Proposal::Takeback, "Your friend"), "Your friend reconnected: the takeback request is dropped. Ask again if you still want it.");
    }

    #[test]
    fn a_lobby_lists_its_seats() {
        assert_eq!(seat_lines(0, 3, &[0, 1]), vec![("Seat 1: you".into(), false), ("Seat 2: a friend".into(), false), ("Seat 3: free".into(), true)]);
        assert_eq!(seat_lines(1, 3, &[1]).iter().filter(|(_, free)| *free).count(), 2);
        assert_eq!(seat_lines(0, 200, &[]).len(), 16);
    }

    #[test]
    fn names_are_listed_without_this_seat() {
        let player = |seat, name: Option<&str>, rating: Option<&str>| SeatPlayer { seat, name: name.map(str::to_string), rating: rating.map(str::to_string) };
        let named = [player(0, Some("<b>Ada</b>"), None), player(1, Some("Bob"), None)];
        assert_eq!(playing_line(&named, Some(1)).as_deref(), Some("Playing: <b>Ada</b> (seat 1)"));
        assert_eq!(playing_line(&named[1..], Some(1)), None);
        assert_eq!(playing_line(&[player(2, None, None)], None), None);
        let rated = [player(0, Some("Ada"), Some("1612")), player(1, None, Some("1500?"))];
        assert_eq!(playing_line(&rated, Some(0)).as_deref(), Some("Playing: Seat 2 (seat 2, rated 1500?)"));
        assert_eq!(playing_line(&rated, None).as_deref(), Some("Playing: Ada (seat 1, rated 1612), Seat 2 (seat 2, rated 1500?)"));
    }

    #[test]
    fn chat_lines_and_names_are_cleaned() {
        assert_eq!(chat_line("  hi\u{7}there\n "), Some("hi there".into()));
        assert_eq!(chat_line(" \t "), None);
        assert_eq!(chat_line(&"é".repeat(300)).map(|l| l.chars().count()), Some(MAX_CHAT));
        assert_eq!(player_name("  Ada "), Some("Ada"));
        assert_eq!(player_name(&"z".repeat(25)), None);
        assert_eq!(player_name("a\u{1}b"), None);
        assert_eq!(player_name(""), None);
        assert_eq!(player_name(&"😀".repeat(12)), Some("😀".repeat(12).as_str()));
        assert_eq!(player_name(&"😀".repeat(13)), None);
    }

    #[test]
    fn small_words() {
        assert_eq!(state_line(Connection::Connected).as_deref(), Some("Online: connected"));
        assert_eq!(state_line(Connection::NoHost), None);
        assert_eq!(seat_number(2), 3);
        assert_eq!(hand_label("scissors"), "Scissors");
        assert_eq!(hand_label("rock"), "Rock");
        assert_eq!(nobody_hosts(), "Nobody is hosting this room: the link may be old, or its host has left.");
        assert_eq!(phrase_shown("Good game!"), "Good game!");
        assert_eq!(phrase_shown("hi"), "hi");
        assert!(PHRASES.iter().enumerate().all(|(i, p)| phrase_label(i).as_deref() == Some(*p)));
        assert!(invite("http://x/#live=a", true).starts_with("Send this link to your friend (copied): http://x/#live=a"));
    }
}
