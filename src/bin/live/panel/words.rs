//! The panel's sentences and the module's event texts it reads: pure functions, tested
//! natively.

/// The sentence of a stale room link (the `nohost` state), beside its way back to the lobby.
pub const NOBODY_HOSTS: &str = "Nobody is hosting this room: the link may be old, or its host has left.";

/// The connection indicator's line for a state the module reports; `None` for a state without
/// one (shown as it is).
pub fn state_line(state: &str) -> Option<&'static str> {
    Some(match state {
        "connecting" => "Online: connecting…",
        "waiting" => "Online: waiting for your friend",
        "connected" => "Online: connected",
        "disconnected" => "Online: your friend is disconnected",
        "unreachable" => "Online: the signalling server cannot be reached",
        "reconnecting" => "Online: connection lost, reconnecting…",
        "watching" => "Online: watching",
        _ => return None,
    })
}

/// How an offer (`draw`, `takeback`, `rematch`) by `who` is put to the others. With more than
/// two players (`many`) every other one must accept, and a rematch moves everyone on.
pub fn asks(what: &str, who: &str, many: bool) -> String {
    let asks = match (what, many) {
        ("draw", _) => "offers a draw",
        ("takeback", false) => "asks to take back their last move",
        ("takeback", true) => "asks to take back their last move and the replies",
        ("rematch", false) => "offers a rematch, sides swapped",
        ("rematch", true) => "offers a rematch, everyone one seat on",
        (other, _) => other,
    };
    if many {
        format!("{who} {asks}: it needs every other player's yes.")
    } else {
        format!("{who} {asks}.")
    }
}

/// The note of an offer that `who` declined.
pub fn declined(what: &str, who: &str, many: bool) -> String {
    let what = match (what, many) {
        ("draw", _) => "a draw",
        ("takeback", false) => "to take back their last move",
        ("takeback", true) => "to take back their last move and the replies",
        ("rematch", false) => "a rematch, sides swapped",
        ("rematch", true) => "a rematch, everyone one seat on",
        (other, _) => other,
    };
    format!("{who} declined {what}.")
}

/// The note of an offer dropped because `who`, who made it, reconnected.
pub fn withdrawn(what: &str, who: &str) -> String {
    let request = match what {
        "draw" => "draw offer",
        "takeback" => "takeback request",
        "rematch" => "rematch offer",
        _ => "request",
    };
    format!("{who} reconnected: the {request} is dropped. Ask again if you still want it.")
}

/// A seat's number as people count (the module's seats count from 0).
pub fn seat_number(seat: &str) -> String {
    seat.parse::<u32>().map_or_else(|_| seat.to_string(), |s| (s + 1).to_string())
}

/// The invitation beside the room's link (`copied`: the link is on the clipboard).
pub fn invite(link: &str, copied: bool) -> String {
    let copied = if copied { " (copied)" } else { "" };
    format!("Send this link to your friend{copied}: {link} — the game starts when they open it.")
}

/// A `lobby` event: this page's seat, how many seats are filled (`None`: a start called off
/// here, back to waiting), of how many, and the seats taken.
#[derive(Debug, PartialEq)]
pub struct Lobby {
    pub mine: u32,
    pub filled: Option<u32>,
    pub of: u32,
    pub taken: Vec<u32>,
}

impl Lobby {
    /// `<seat> <filled or -> <seats> <taken seats, comma-separated>`.
    pub fn parse(text: &str) -> Option<Lobby> {
        let mut words = text.split(' ');
        let mine = words.next()?.parse().ok()?;
        let filled = match words.next()? {
            "-" => None,
            n => Some(n.parse().ok()?),
        };
        let of = words.next()?.parse().ok()?;
        let taken = words.next().unwrap_or("").split(',').filter_map(|s| s.parse().ok()).collect();
        Some(Lobby { mine, filled, of, taken })
    }

    /// The host's list of seats, one line each, and whether the seat is free (nobody in it).
    pub fn seat_lines(&self) -> Vec<(String, bool)> {
        (0..self.of.min(MAX_SEATS))
            .map(|s| {
                let free = !self.taken.contains(&s);
                let who = if s == self.mine { "you" } else if free { "free" } else { "a friend" };
                (format!("Seat {}: {who}", s + 1), free)
            })
            .collect()
    }
}

/// More seats than any game has: a longer list is not drawn.
const MAX_SEATS: u32 = 16;

/// A `names` event: `<seat>\t<name>[\t<rating>]` lines, the name empty for a player who gave
/// none and the rating there in a rated game (as its player claims it). The seats' names.
pub fn names(text: &str) -> Vec<(String, String)> {
    told(text, 1)
}

/// The seats' claimed ratings, from a `names` event ("1523?": `?` while provisional).
pub fn ratings(text: &str) -> Vec<(String, String)> {
    told(text, 2)
}

fn told(text: &str, field: usize) -> Vec<(String, String)> {
    text.split('\n')
        .filter_map(|l| {
            let parts: Vec<&str> = l.split('\t').collect();
            let value = parts.get(field).filter(|v| !v.is_empty())?;
            Some((parts.first()?.to_string(), value.to_string()))
        })
        .collect()
}

/// The line of who plays: the other seats' names and claimed ratings (`None` when nobody else
/// has either).
pub fn playing_line(names: &[(String, String)], ratings: &[(String, String)], mine: Option<&str>) -> Option<String> {
    let mut seats: Vec<&str> = names.iter().chain(ratings).map(|(s, _)| s.as_str()).filter(|s| Some(*s) != mine).collect();
    seats.sort_by_key(|s| seat_number(s));
    seats.dedup();
    let shown: Vec<String> = seats
        .iter()
        .map(|s| {
            let name = names.iter().find(|(x, _)| x == s).map_or_else(|| format!("Seat {}", seat_number(s)), |(_, n)| n.clone());
            match ratings.iter().find(|(x, _)| x == s) {
                Some((_, r)) => format!("{name} (seat {}, rated {r})", seat_number(s)),
                None => format!("{name} (seat {})", seat_number(s)),
            }
        })
        .collect();
    (!shown.is_empty()).then(|| format!("Playing: {}", shown.join(", ")))
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

/// A hand's button label: its name with a capital.
pub fn hand_label(hand: &str) -> String {
    let mut label = hand.to_string();
    if let Some(first) = label.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    label
}

/// Canned chat phrases, one button each.
pub const PHRASES: [&str; 3] = ["Good luck!", "Good game!", "Thanks!"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offers_read_for_two_and_for_more() {
        assert_eq!(asks("draw", "Your friend", false), "Your friend offers a draw.");
        assert_eq!(asks("takeback", "Seat 2", true), "Seat 2 asks to take back their last move and the replies: it needs every other player's yes.");
        assert_eq!(declined("rematch", "Ada", false), "Ada declined a rematch, sides swapped.");
        assert_eq!(declined("takeback", "Seat 3", true), "Seat 3 declined to take back their last move and the replies.");
        assert_eq!(withdrawn("takeback", "Your friend"), "Your friend reconnected: the takeback request is dropped. Ask again if you still want it.");
        assert_eq!(withdrawn("odd", "X"), "X reconnected: the request is dropped. Ask again if you still want it.");
    }

    #[test]
    fn lobby_events_parse_and_list_seats() {
        let lobby = Lobby::parse("0 2 3 0,1").expect("a lobby");
        assert_eq!(lobby, Lobby { mine: 0, filled: Some(2), of: 3, taken: vec![0, 1] });
        assert_eq!(lobby.seat_lines(), vec![("Seat 1: you".into(), false), ("Seat 2: a friend".into(), false), ("Seat 3: free".into(), true)]);
        assert_eq!(Lobby::parse("1 - 3"), Some(Lobby { mine: 1, filled: None, of: 3, taken: vec![] }));
        assert_eq!(Lobby::parse("x 1 2"), None);
        assert_eq!(Lobby::parse("1 2"), None);
        assert_eq!(Lobby::parse("0 1 4000000000").map(|l| l.seat_lines().len()), Some(16));
    }

    #[test]
    fn names_are_read_and_listed_without_this_seat() {
        let names = names("0\t<b>Ada</b>\n1\tBob\n\nbad");
        assert_eq!(names, vec![("0".into(), "<b>Ada</b>".into()), ("1".into(), "Bob".into())]);
        assert_eq!(playing_line(&names, &[], Some("1")).as_deref(), Some("Playing: <b>Ada</b> (seat 1)"));
        assert_eq!(playing_line(&names[1..], &[], Some("1")), None);
        let rated = "0\tAda\t1612\n1\t\t1500?";
        let (rated_names, rated_ratings) = (super::names(rated), ratings(rated));
        assert_eq!(rated_names, vec![("0".into(), "Ada".into())]);
        assert_eq!(rated_ratings, vec![("0".into(), "1612".into()), ("1".into(), "1500?".into())]);
        assert_eq!(playing_line(&rated_names, &rated_ratings, Some("0")).as_deref(), Some("Playing: Seat 2 (seat 2, rated 1500?)"));
        assert_eq!(playing_line(&rated_names, &rated_ratings, None).as_deref(), Some("Playing: Ada (seat 1, rated 1612), Seat 2 (seat 2, rated 1500?)"));
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
        assert_eq!(state_line("connected"), Some("Online: connected"));
        assert_eq!(state_line("odd"), None);
        assert_eq!(seat_number("2"), "3");
        assert_eq!(hand_label("scissors"), "Scissors");
        assert!(invite("http://x/#live=a", true).starts_with("Send this link to your friend (copied): http://x/#live=a"));
    }
}
