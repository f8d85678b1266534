//! GIPF between two peers without a network: a row removal, and a challenged potential whose
//! rock-paper-scissors side game is chosen hidden by commit-reveal (`hand`, then `show`).

mod live_pair;
use live_pair::{deliver, game, HOST};

use engine::live::hidden::commitment;
use engine::live::{position_hash, BadCommit, Event, Garbage, LiveError, Message, Note, Peer};

const GIPF: &str = "gboards-record 1\ngame gipf\noption version=standard\noption potentials=z1\noption challenges=1\noption side_game=rps\nseed 1\n";

fn seated() -> (Peer, Peer) {
    let (host, guest) = live_pair::seated(Peer::host(GIPF, [1; 16]).unwrap());
    assert!(host.table().is_some() && guest.table().is_some());
    (host, guest)
}

/// Plays `moves` by whoever acts, checking that the other side shows each one.
fn play(host: &mut Peer, guest: &mut Peer, moves: &[&str]) {
    for m in moves {
        let engine::game::Status::Turn(seat) = game(host).status() else { panic!("the game ended before {m}") };
        let events = if seat == 0 { host.local_move(m) } else { guest.local_move(m) };
        let (h, g) = deliver(events, host, guest, seat == 0);
        let other = if seat == 0 { g } else { h };
        assert!(matches!(other.first(), Some(Event::Played(_))), "{m}: {other:?}");
        assert_eq!(position_hash(game(host)), position_hash(game(guest)), "after {m}");
    }
}

#[test]
fn a_row_removal_and_a_challenge_settled_by_hidden_hands() {
    let (mut host, mut guest) = seated();
    play(&mut host, &mut guest, &["Za1-c3", "g6", "e1-e3", "d7", "e1-e4", "d8-d6", "e1-e5", "xe2,e3,e4", "d8-d5", "Zb2>d4", "challenge"]);
    // White chooses who throws first: both sides are then asked for a hand.
    let events = host.local_move("first=W");
    assert!(events.contains(&Event::ChoiceDue), "{events:?}");
    let (_, on_guest) = deliver(events, &mut host, &mut guest, true);
    assert!(on_guest.contains(&Event::ChoiceDue), "{on_guest:?}");
    let ply = game(&host).len();

    // A throw in the clear is refused on either side.
    assert_eq!(host.local_move("rock"), [Event::Refused(LiveError::Garbage(Garbage::ChoiceAsMove))]);
    let clear = Message::Move { ply, hash: 0, spent_ms: None, action: "rock".into() }.encode();
    assert!(matches!(guest.receive(HOST, &clear).as_slice(), [Event::Refused(_)]));

    // White commits; Black learns only that a hand is chosen.
    let (_, on_guest) = deliver(host.choose_hidden("rock", [7; 16]), &mut host, &mut guest, true);
    assert_eq!(on_guest, vec![Event::Note(Note::Chosen { noun: "hand" })]);
    assert_eq!(Note::Chosen { noun: "hand" }.to_string(), "Your friend has chosen a hand.");
    assert_eq!(game(&guest).len(), ply, "nothing is played yet");
    assert_eq!(host.choose_hidden("paper", [8; 16]), [Event::Refused(LiveError::BadCommit(BadCommit::ChosenAlready))], "a hand is chosen once");

    // A reveal that does not match White's commitment is refused, and changes nothing.
    let forged = Message::Show { ply, choice: "paper".into(), secret: [7; 16] }.encode();
    assert!(matches!(guest.receive(HOST, &forged).as_slice(), [Event::Refused(why)] if why.to_string().contains("does not match")));
    // A commitment for another ply is stale.
    let stale = Message::Hand { ply: ply + 1, commit: commitment("rock", &[0; 16]) }.encode();
    assert!(matches!(guest.receive(HOST, &stale).as_slice(), [Event::Refused(_)]));

    // Black chooses: both reveal, both play White's throw then Black's.
    let (on_host, on_guest) = deliver(guest.choose_hidden("scissors", [9; 16]), &mut host, &mut guest, false);
    let played = |events: &[Event]| events.iter().filter_map(|e| if let Event::Played(a) = e { Some(a.clone()) } else { None }).collect::<Vec<_>>();
    assert_eq!(played(&on_host), ["rock", "scissors"]);
    assert_eq!(played(&on_guest), ["rock", "scissors"]);
    assert_eq!(game(&host).record_text(), game(&guest).record_text());
    assert!(game(&host).position_string().contains("zd4"), "rock beats scissors: White's jump is made");
    assert_eq!(game(&host).hidden_choice(), None);
}

mod live_room_kit;

#[test]
fn a_reload_mid_exchange_keeps_the_hand_chosen_before_it() {
    let mut room = live_room_kit::Room::default();
    room.add(Peer::host(GIPF, [1; 16]).unwrap());
    room.add(Peer::guest([2; 16]));
    room.join(1);
    let mut ids = [0usize, 1];
    for m in ["Za1-c3", "g6", "e1-e3", "d7", "e1-e4", "d8-d6", "e1-e5", "xe2,e3,e4", "d8-d5", "Zb2>d4", "challenge", "first=W"] {
        let engine::game::Status::Turn(seat) = room.game(0).status() else { panic!("over before {m}") };
        let e = room.local(ids[seat as usize], |p| p.local_move(m));
        assert!(!e.iter().any(|e| matches!(e, Event::Refused(_))), "{m}: {e:?}");
    }
    let ply = room.game(0).len();
    // White chooses rock, then reloads: the hand and its secret are kept with the game.
    room.local(0, |p| p.choose_hidden("rock", [7; 16]));
    let saved = room.leave(0).unwrap();
    assert!(saved.starts_with(&format!("show {ply} rock ")), "{saved}");
    // Black chooses while White is away; White comes back and the exchange goes on.
    room.local(1, |p| p.choose_hidden("scissors", [9; 16]));
    assert_eq!(room.game(1).len(), ply, "nothing is played before both hands are shown");
    let back = room.add(Peer::resume(&saved, [5; 16]).unwrap());
    assert!(matches!(room.act(back, |p| p.choose_hidden("paper", [6; 16])).as_slice(), [Event::Refused(why)] if why.to_string().contains("chosen already")), "no second hand");
    room.join(back);
    ids[0] = back;
    for at in ids {
        assert_eq!(room.game(at).action_texts()[ply..], ["rock", "scissors"], "{:?}", room.seen[at]);
        assert!(!room.seen[at].iter().any(|e| matches!(e, Event::Refused(_))), "{:?}", room.seen[at]);
    }
    assert_eq!(room.game(back).record_text(), room.game(1).record_text());
    assert!(room.peer(back).saved().is_some_and(|s| !s.starts_with("show ")), "the kept hand is gone once played");

    // A hand kept for a side game no longer due (the game went on meanwhile) is dropped.
    let stale = format!("show {} rock {}\n{}", ply, "07".repeat(16), room.peer(1).saved().unwrap());
    let again = Peer::resume(&stale, [3; 16]).unwrap();
    assert!(again.saved().is_some_and(|s| !s.starts_with("show ")));
}
