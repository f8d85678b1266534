//! Clocks in a live game without a network: each player's thinking time travels with its move
//! and is charged on both sides; a flag fall (reported by the flagged player's own device, or a
//! move sent too late) ends the game on time everywhere; nobody can flag another's clock.

mod live_pair;
use live_pair::{deliver, game, GUEST, HOST};

use engine::clock::TimeControl;
use engine::game::{Concession, Outcome, Status};
use engine::live::peer::GRACE_MS;
use engine::live::{Event, Message, Note, Peer};

const GYGES: &str = "gboards-record 1\ngame gyges\nseed 5\n";

fn seated(control: &str) -> (Peer, Peer) {
    live_pair::seated(Peer::host(GYGES, [1; 16]).unwrap().with_clock(TimeControl::parse(control).unwrap()))
}

fn first_move(p: &Peer) -> String {
    game(p).legal_actions().into_iter().next().unwrap()
}

#[test]
fn thinking_time_travels_with_the_move_and_a_flag_fall_loses_on_time() {
    let (mut host, mut guest) = seated("5s+1");
    assert_eq!(guest.clocks().map(|c| c.left(1, 0)), Some(5000), "the guest has the host's time control");
    let m = first_move(&host);
    deliver(host.local_move_timed(&m, 1500), &mut host, &mut guest, true);
    for p in [&host, &guest] {
        assert_eq!(p.clocks().unwrap().left(0, 0), 4500, "1.5 s taken, 1 s added");
    }
    // Nobody flags another's clock: the host's device says the guest ran out.
    let forged = Message::Flag { seat: 1 }.encode();
    assert!(matches!(guest.receive(HOST, &forged).as_slice(), [Event::Refused(_)]));
    assert!(matches!(host.flag().as_slice(), [Event::Refused(_)]), "the host is not to act");
    // The guest thinks too long: its own device ends the game on time.
    let m = first_move(&guest);
    let (on_host, on_guest) = deliver(guest.local_move_timed(&m, 5000), &mut host, &mut guest, false);
    assert_eq!(on_guest, vec![Event::Ended(Concession::OutOfTime(1))]);
    assert_eq!(on_host, vec![Event::Ended(Concession::OutOfTime(1))]);
    for p in [&host, &guest] {
        assert_eq!(game(p).status(), Status::Over(Outcome::Win(0)));
        assert!(game(p).record_text().contains("end time 1"));
    }
}

#[test]
fn a_move_sent_after_the_flag_fell_loses_on_time_and_a_reload_keeps_the_clocks() {
    let (mut host, mut guest) = seated("3+2");
    let m = first_move(&host);
    deliver(host.local_move_timed(&m, 10_000), &mut host, &mut guest, true);
    let saved = guest.saved().unwrap();
    let (key, rest) = saved.split_once('\n').unwrap();
    assert!(key.starts_with("key ") && rest.starts_with("1 3+2 172000,180000\n"), "{saved}");
    let resumed = Peer::resume(&saved, [3; 16]).unwrap();
    assert_eq!(resumed.clocks().unwrap().left(0, 0), 172_000);
    // A modified client sends a move after its time ran out: lost on time, not played.
    let m = first_move(&guest);
    let late = Message::Move { ply: 1, hash: 0, spent_ms: Some(180_000), action: m }.encode();
    assert_eq!(host.receive(GUEST, &late), vec![Event::Ended(Concession::OutOfTime(1))]);
    assert_eq!(game(&host).len(), 1);
}

#[test]
fn a_host_reloaded_before_the_guest_came_still_hosts_the_room() {
    let host = Peer::host(GYGES, [1; 16]).unwrap().with_clock(TimeControl::parse("10+5").unwrap());
    let saved = host.saved().unwrap();
    assert!(saved.starts_with("host 10+5\n"), "{saved}");
    let mut host = Peer::resume(&saved, [4; 16]).unwrap();
    assert!(host.is_host());
    let mut guest = Peer::guest([2; 16]);
    let hello = guest.connected(HOST);
    deliver(hello, &mut host, &mut guest, false);
    let hello = host.connected(GUEST);
    deliver(hello, &mut host, &mut guest, true);
    assert_eq!((host.table().unwrap().seat(), guest.table().unwrap().seat()), (Some(0), Some(1)));
    assert_eq!(guest.clocks().map(|c| c.left(1, 0)), Some(600_000));
}

#[test]
fn the_waiting_side_ends_the_game_on_the_time_of_a_device_that_stopped_answering() {
    let (mut host, mut guest) = seated("5s+0");
    let m = first_move(&host);
    deliver(host.local_move_timed(&m, 1000), &mut host, &mut guest, true);
    // The guest is to act with 5 s left; its device goes silent. The host's own measure of
    // the turn decides when it may end the game: not before 5 s and the grace have passed.
    let len = game(&host).len();
    host.turn_time(len, 4999 + GRACE_MS);
    assert_eq!(host.may_claim_time(), None, "within the grace for the network's delay");
    assert!(matches!(host.claim_time().as_slice(), [Event::Refused(_)]));
    host.turn_time(len - 1, 60_000);
    assert_eq!(host.may_claim_time(), None, "a measure of another turn counts for nothing");
    host.turn_time(len, 5000 + GRACE_MS);
    assert_eq!(host.may_claim_time(), Some(1));
    let claim = host.claim_time();
    assert_eq!(claim.first(), Some(&Event::Ended(Concession::OutOfTime(1))));
    // The guest's device, back, checks the claim against its own measure of its turn: one
    // that had not run out there is refused and changes nothing; one that had is taken.
    let text = Message::Flag { seat: 1 }.encode();
    guest.turn_time(len, 4999);
    assert!(matches!(guest.receive(HOST, &text).as_slice(), [Event::Refused(_)]));
    assert_eq!(game(&guest).status(), Status::Turn(1));
    guest.turn_time(len, 5000);
    assert_eq!(guest.receive(HOST, &text), vec![Event::Ended(Concession::OutOfTime(1))]);
    for p in [&host, &guest] {
        assert_eq!(game(p).status(), Status::Over(Outcome::Win(0)));
    }
    // The player to act never ends the game on another's time, nor without a clock.
    let (mut host, mut guest) = seated("5s+0");
    let m = first_move(&host);
    deliver(host.local_move_timed(&m, 1000), &mut host, &mut guest, true);
    guest.turn_time(1, 60_000);
    assert_eq!(guest.may_claim_time(), None, "its own clock is its own device's to flag");
    let (mut host, _) = live_pair::seated(Peer::host(GYGES, [1; 16]).unwrap());
    host.turn_time(0, 600_000);
    assert_eq!(host.may_claim_time(), None);
}

#[test]
fn a_claimed_think_time_below_the_receivers_measure_is_raised_to_it() {
    use engine::live::peer::CLAIM_EXCESS_MS;
    let (mut host, mut guest) = seated("3+2");
    let m = first_move(&host);
    deliver(host.local_move_timed(&m, 1000), &mut host, &mut guest, true);
    // The guest's turn has run 8 s on the host's device, which saw it begin.
    host.whole_turn_time(1, 8000);
    let before = host.clocks().unwrap().left(1, 0);
    // A modified guest claims no thought at all: the host charges its own measure less the
    // allowance for the move's trip, and says so.
    let m = first_move(&guest);
    let events = host.receive(GUEST, &sent(&mut guest, &m, 0));
    assert!(matches!(events.first(), Some(Event::Played(_))), "{events:?}");
    let charged = 8000 - LATENCY_ALLOWANCE;
    let note = Note::TimeCharged { seat: 1, claimed_ms: 0, measured_ms: 8000, charged_ms: charged };
    assert!(events.contains(&Event::Note(note.clone())), "{events:?}");
    assert!(note.to_string().contains("claimed 0.0 s of thought, but its turn ran 8.0 s here"), "{note}");
    assert_eq!(host.clocks().unwrap().left(1, 0), before - charged + 2000, "charged {charged} ms, then the 2 s increment");

    // An honest claim within the allowance stands as claimed.
    let m = first_move(&host);
    deliver(host.local_move_timed(&m, 500), &mut host, &mut guest, true);
    host.whole_turn_time(3, 4000);
    let before = host.clocks().unwrap().left(1, 0);
    let m = first_move(&guest);
    let events = host.receive(GUEST, &sent(&mut guest, &m, 3000));
    assert!(!events.iter().any(|e| matches!(e, Event::Note(_))), "{events:?}");
    assert_eq!(host.clocks().unwrap().left(1, 0), before - 3000 + 2000);

    // A claim far beyond a turn seen from its start is refused; nothing is played.
    let m = first_move(&host);
    deliver(host.local_move_timed(&m, 500), &mut host, &mut guest, true);
    host.whole_turn_time(5, 1000);
    let m = first_move(&guest);
    let far = sent(&mut guest, &m, 1000 + CLAIM_EXCESS_MS + 1);
    assert!(matches!(host.receive(GUEST, &far).as_slice(), [Event::Refused(_)]));
    assert_eq!(game(&host).len(), 5);
    // After a reload the measure is a lower bound only: a long claim then stands.
    host.turn_time(5, 1000);
    assert!(matches!(host.receive(GUEST, &far).first(), Some(Event::Played(_))));
}

#[test]
fn a_forged_short_claim_cannot_dodge_the_flag() {
    let (mut host, mut guest) = seated("5s+0");
    let m = first_move(&host);
    deliver(host.local_move_timed(&m, 100), &mut host, &mut guest, true);
    // The guest's 5 s ran out on the host's measure; its move claims 1 ms.
    host.whole_turn_time(1, 5000 + LATENCY_ALLOWANCE);
    let m = first_move(&guest);
    assert_eq!(host.receive(GUEST, &sent(&mut guest, &m, 1)), vec![Event::Ended(Concession::OutOfTime(1))]);
}

const LATENCY_ALLOWANCE: u64 = engine::live::peer::LATENCY_ALLOWANCE_MS;

/// The message `p` sends for its move `action`, claiming `claimed` ms of thought (a modified
/// client claims what it likes).
fn sent(p: &mut Peer, action: &str, claimed: u64) -> String {
    let events = p.local_move_timed(action, claimed);
    events.into_iter().find_map(|e| match e { Event::Send { text, .. } => Some(text), _ => None }).expect("the move is sent")
}
