//! The live protocol as a peer sends it. The input is messages separated by blank lines. Every
//! message decodes or is refused without a panic, and one that decodes encodes to a line that
//! decodes to the same message. Then a seated game between two devices (GIPF with a clock,
//! challenges and a rock-paper-scissors side game, so that moves, time claims, offers, hidden
//! choices and rating claims all have something to act on) takes each message on both sides,
//! as if from the other player: whatever it is, nothing panics, and each side's game still
//! plays its listed actions.
#![no_main]
use engine::clock::TimeControl;
use engine::live::{Event, Message, Peer, Remote};
use libfuzzer_sys::fuzz_target;

const RECORD: &str = "gboards-record 1\ngame gipf\noption version=ultimate\noption challenges=on\noption side_game=rps\nseed 1\n";
const HOST: Remote = 0;
const GUEST: Remote = 1;

/// Hands every message either side sends to the other until none is left (a bounded number,
/// in case two peers kept answering each other).
fn deliver(first: Vec<Event>, host: &mut Peer, guest: &mut Peer, from_host: bool) {
    let mut queue: Vec<(bool, String)> = Vec::new();
    let split = |events: Vec<Event>, to_guest: bool, queue: &mut Vec<(bool, String)>| {
        queue.extend(events.into_iter().filter_map(|e| match e {
            Event::Send { text, .. } => Some((to_guest, text)),
            _ => None,
        }))
    };
    split(first, from_host, &mut queue);
    for _ in 0..200 {
        if queue.is_empty() {
            return;
        }
        let (to_guest, text) = queue.remove(0);
        let events = if to_guest { guest.receive(HOST, &text) } else { host.receive(GUEST, &text) };
        split(events, !to_guest, &mut queue);
    }
}

fn still_plays(peer: &Peer) {
    let Some(table) = peer.table() else { return };
    for action in table.game().legal_actions().into_iter().take(4) {
        let mut next = table.game().boxed_clone();
        next.play_text(&action).expect("a listed action plays");
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let messages: Vec<&str> = text.split("\n\n").take(32).collect();
    for m in &messages {
        if let Ok(message) = Message::decode(m) {
            let again = Message::decode(&message.encode()).expect("an encoded message decodes");
            assert_eq!(again, message);
        }
    }
    let Ok(host) = Peer::host(RECORD, [1; 16]) else { return };
    let mut host = host.with_clock(Some(TimeControl { base_ms: 300_000, increment_ms: 2_000 }));
    let mut guest = Peer::guest([2; 16]);
    let hello = guest.connected(HOST);
    deliver(hello, &mut host, &mut guest, false);
    let hello = host.connected(GUEST);
    deliver(hello, &mut host, &mut guest, true);
    for m in messages {
        let answer = host.receive(GUEST, m);
        deliver(answer, &mut host, &mut guest, true);
        let answer = guest.receive(HOST, m);
        deliver(answer, &mut host, &mut guest, false);
    }
    still_plays(&host);
    still_plays(&guest);
    let _ = host.people_game();
    let _ = guest.saved();
});
