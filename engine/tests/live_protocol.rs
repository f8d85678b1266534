//! The live protocol end to end without a network: two peers pass their messages to each
//! other, play whole games, and refuse whatever a peer should not send.

use engine::any::AnyMatch;
use engine::game::Status;
use engine::live::message::MAX_BYTES;
use engine::live::{position_hash, Event, Message, Peer, Remote};
use engine::rng::Rng;

const GYGES: &str = "gboards-record 1\ngame gyges\nseed 5\n";

/// The remote numbers the two peers know each other by.
const HOST: Remote = 0;
const GUEST: Remote = 1;

/// Delivers every `Send` from `from` (and the answers) until nothing is left; returns the
/// other events of `from`'s side and of `to`'s.
fn deliver(from: Vec<Event>, to: &mut Peer, back: &mut Peer) -> (Vec<Event>, Vec<Event>) {
    let (mut here, mut there) = (Vec::new(), Vec::new());
    let mut queue: Vec<(bool, String)> = Vec::new();
    let split = |events: Vec<Event>, to_other: bool, queue: &mut Vec<(bool, String)>, keep: &mut Vec<Event>| {
        for e in events {
            match e {
                Event::Send { text, .. } => queue.push((to_other, text)),
                other => keep.push(other),
            }
        }
    };
    split(from, true, &mut queue, &mut here);
    let back_is_host = back.is_host();
    let (to_id, back_id) = if back_is_host { (GUEST, HOST) } else { (HOST, GUEST) };
    while !queue.is_empty() {
        let (to_other, text) = queue.remove(0);
        if to_other {
            let events = to.receive(back_id, &text);
            split(events, false, &mut queue, &mut there);
        } else {
            let events = back.receive(to_id, &text);
            split(events, true, &mut queue, &mut here);
        }
    }
    (here, there)
}

/// A host and a guest who have met: both seated, with the same game and seed.
fn seated(record: &str, host_secret: u8, guest_secret: u8) -> (Peer, Peer) {
    let mut host = Peer::host(record, [host_secret; 16]).unwrap();
    let mut guest = Peer::guest([guest_secret; 16]);
    let (_, _) = deliver(guest.connected(HOST), &mut host, &mut guest);
    let hello = host.connected(GUEST);
    let (opened, _) = deliver(hello, &mut guest, &mut host);
    assert!(host.table().is_some() && guest.table().is_some(), "both seated: {opened:?}");
    assert_eq!(host.seed(), guest.seed());
    (host, guest)
}

fn game(p: &Peer) -> &dyn AnyMatch {
    p.table().unwrap().game()
}

#[test]
fn a_whole_gyges_game_between_two_peers() {
    let (mut host, mut guest) = seated(GYGES, 1, 2);
    assert_eq!((host.table().unwrap().seat(), guest.table().unwrap().seat()), (Some(0), Some(1)));
    let mut rng = Rng::new(9);
    let mut plies = 0;
    while let Status::Turn(seat) = game(&host).status() {
        let (mover, other) = if seat == 0 { (&mut host, &mut guest) } else { (&mut guest, &mut host) };
        let moves = game(mover).legal_actions();
        let pick = moves[rng.below(moves.len())].clone();
        let events = mover.local_move(&pick);
        let (_, shown) = deliver(events, other, mover);
        assert!(matches!(shown.as_slice(), [Event::Played(_)]), "{shown:?}");
        assert!(!shown.is_empty());
        assert_eq!(position_hash(game(&host)), position_hash(game(&guest)));
        plies += 1;
        assert!(plies < 2000, "the game should end");
    }
    assert!(matches!(game(&guest).status(), Status::Over(_)));
    assert_eq!(game(&host).record_text(), game(&guest).record_text());
}

#[test]
fn the_seed_comes_from_both_secrets() {
    let seeds: Vec<_> = [(1, 2), (1, 3), (4, 2)].iter().map(|&(h, g)| seated(GYGES, h, g).0.seed().unwrap()).collect();
    assert!(seeds[0] != seeds[1] && seeds[0] != seeds[2], "either side changes the seed: {seeds:?}");
    let (host, _) = seated(GYGES, 1, 2);
    assert!(game(&host).record_text().contains(&format!("seed {}\n", host.seed().unwrap())));
}

#[test]
fn refused_moves_are_never_played() {
    let (mut host, mut guest) = seated(GYGES, 1, 2);
    let legal = game(&host).legal_actions()[0].clone();
    let Event::Send { text: good, .. } = host.local_move(&legal).remove(0) else { panic!("a move to send") };
    let Ok(Message::Move { ply, hash, action, .. }) = Message::decode(&good) else { panic!("{good}") };
    let before = game(&guest).record_text();
    let refusals = [
        // Stale ply, a wrong hash, an illegal action, garbage, too long.
        Message::Move { ply: ply + 1, hash, spent_ms: None, action: action.clone() }.encode(),
        Message::Move { ply, hash: hash ^ 1, spent_ms: None, action: action.clone() }.encode(),
        Message::Move { ply, hash, spent_ms: None, action: "z9-z9".into() }.encode(),
        "move 0 0000000000000000".into(),
        "x".repeat(MAX_BYTES + 1),
        Message::Seat { seat: 1, record: GYGES.into() }.encode(),
    ];
    for text in &refusals {
        // A position that differs also sends this side's record back, to settle it.
        let events: Vec<_> = guest.receive(HOST, text).into_iter().filter(|e| !matches!(e, Event::Send { .. })).collect();
        assert!(matches!(events.as_slice(), [Event::Refused(_)]), "{text:.60}: {events:?}");
        assert_eq!(game(&guest).record_text(), before, "{text:.60} changed the game");
    }
    assert!(matches!(guest.receive(HOST, &good).as_slice(), [Event::Played(_)]));
    // The guest may not move for the host, nor the host for itself twice.
    let wrong_turn = game(&guest).legal_actions();
    assert!(matches!(host.local_move(&game(&host).legal_actions().first().cloned().unwrap_or_default()).as_slice(), [Event::Refused(_)]));
    let Event::Send { text: reply, .. } = guest.local_move(&wrong_turn[0]).remove(0) else { panic!() };
    let events = guest.receive(HOST, &reply);
    assert!(matches!(events.as_slice(), [Event::Refused(_)]), "a move for the receiver's own seat: {events:?}");
}

/// Random bytes, random lines and mutated good messages never panic and never change the game.
#[test]
fn garbage_never_panics_nor_plays() {
    let (mut host, mut guest) = seated(GYGES, 7, 8);
    let legal = game(&host).legal_actions()[3].clone();
    let Event::Send { text: good, .. } = host.local_move(&legal).remove(0) else { panic!() };
    let kinds = ["hello", "commit", "reveal", "seat", "sync", "move", "resign", "claim", "offer", "accept", "decline", "chat", "", "\n", " "];
    let mut rng = Rng::new(21);
    let before = game(&guest).record_text();
    for i in 0..20_000 {
        let text: String = match i % 3 {
            0 => (0..rng.below(80)).map(|_| char::from_u32(rng.below(0x3000) as u32).unwrap_or('?')).collect(),
            1 => {
                let mut t = kinds[rng.below(kinds.len())].to_string();
                for _ in 0..rng.below(4) {
                    t.push(' ');
                    t += &rng.next_u64().to_string()[..1 + rng.below(12)];
                }
                t
            }
            _ => {
                let mut bytes = good.clone().into_bytes();
                let at = rng.below(bytes.len());
                bytes[at] = b"0123456789abcdef xz-\n"[rng.below(21)];
                String::from_utf8_lossy(&bytes).into_owned()
            }
        };
        // The good move, and a resignation the host may send, are not garbage.
        if text == good || matches!(Message::decode(&text), Ok(Message::Resign { .. })) {
            continue;
        }
        for event in guest.receive(HOST, &text) {
            // An offer is only shown; it changes the game only once accepted here.
            assert!(matches!(event, Event::Refused(_) | Event::Note(_) | Event::Chat { .. } | Event::Offered { .. } | Event::Send { .. }), "{text:?} gave {event:?}");
        }
        assert_eq!(game(&guest).record_text(), before, "{text:?} changed the game");
    }
    assert!(matches!(guest.receive(HOST, &good).as_slice(), [Event::Played(_)]), "the good move still plays");
}

/// Found by the `live` fuzz target (its first seed): once a peer's flag or resignation ends
/// the game, nothing is listed as legal on either device, so nothing listed is refused.
#[test]
fn a_game_ended_by_a_peer_lists_no_action() {
    let (mut host, mut guest) = seated(GYGES, 1, 2);
    for text in ["offer takeback 3", "decline takeback 3", "flag 1", "resign 1"] {
        let answer = host.receive(GUEST, text);
        deliver(answer, &mut guest, &mut host);
        let answer = guest.receive(HOST, text);
        deliver(answer, &mut host, &mut guest);
    }
    for peer in [&host, &guest] {
        let g = game(peer);
        if matches!(g.status(), Status::Over(_)) {
            assert_eq!(g.legal_actions(), Vec::<String>::new());
        }
        for action in g.legal_actions() {
            g.boxed_clone().play_text(&action).expect("a listed action plays");
        }
    }
    assert!(matches!(game(&host).status(), Status::Over(_)), "the guest's resignation ended the game");
}

/// What a typical faulty peer or a player's own impossible action is refused with: the typed
/// reason the app words, each fact in it (the protocol line clipped, a proposal, a seat).
#[test]
fn refusals_carry_their_typed_reason() {
    use engine::live::{BadCommit, Decode, Garbage, LiveError, Proposal};
    let (mut host, mut guest) = seated(GYGES, 3, 4);
    let refused = |events: Vec<Event>| match events.as_slice() {
        [Event::Refused(why)] => why.clone(),
        other => panic!("not one refusal: {other:?}"),
    };
    let garbage = |line: &str, why: Decode| LiveError::Garbage(Garbage::Line { line: line.into(), why });
    assert_eq!(refused(guest.receive(HOST, "move 0 0000000000000000")), garbage("move 0 0000000000000000", Decode::NoAction));
    assert_eq!(refused(guest.receive(HOST, "offer tea 0")), garbage("offer tea 0", Decode::UnknownProposal));
    let long = format!("move 0 {}", "f".repeat(80));
    let LiveError::Garbage(Garbage::Line { line, why: Decode::PositionHash }) = refused(guest.receive(HOST, &long)) else { panic!("a long line") };
    assert_eq!(line, engine::error::clip(&long), "the line is clipped");

    let commit = Message::Commit([1; 32]).encode();
    assert_eq!(refused(guest.receive(HOST, &commit)), LiveError::BadCommit(BadCommit::CommitmentAfterStart));
    assert_eq!(refused(guest.receive(7, &Message::Reveal([1; 16]).encode())), LiveError::BadCommit(BadCommit::SecretFromOutsider));
    assert_eq!(refused(guest.receive(HOST, "clock 3+2")), LiveError::Garbage(Garbage::ClockFromGuest));
    assert_eq!(refused(guest.receive(HOST, "accept draw 0")), LiveError::Garbage(Garbage::NoOfferStanding { what: Proposal::Draw }));
    // The player's own actions that make no sense here.
    assert_eq!(refused(guest.answer(true)), LiveError::Garbage(Garbage::NoOfferToAnswer));
    assert_eq!(refused(guest.claim()), LiveError::Garbage(Garbage::EveryoneHere));
    assert_eq!(refused(host.set_name(&"n".repeat(40))), LiveError::Garbage(Garbage::Name { most: engine::live::message::MAX_NAME }));
    // A kept game that does not read.
    assert_eq!(Peer::resume("nonsense", [1; 16]).err(), Some(LiveError::Garbage(Garbage::SavedWithoutRecord)));
    assert_eq!(Peer::resume(&format!("x\n{GYGES}"), [1; 16]).err(), Some(LiveError::Garbage(Garbage::SavedWithoutSeat)));
    // English for the command line and tests, the facts in their place.
    assert_eq!(garbage("offer tea 0", Decode::UnknownProposal).to_string(), "a message that makes no sense: 'offer tea 0': unknown proposal");
    assert_eq!(LiveError::BadCommit(BadCommit::SeatOutside { seat: 4, seats: 3 }).to_string(), "the fair-dice exchange failed: a commitment for seat 5 in a game of 3 seats");
}
