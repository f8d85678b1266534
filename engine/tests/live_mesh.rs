//! Table Gype for four players in one room, without a network: seats filled in order, the
//! host's Start only once every seat is in, the seed from a round where every player pledges
//! to all before any unveils (delivered in many orders), forged and late pledges refused,
//! moves that cross on the way held back, a reload of any player resumed, and a claim.

mod live_room_kit;
use live_room_kit::Room;

use engine::game::{Concession, Outcome, Status};
use engine::live::commit::{commitment, seed};
use engine::live::{Event, Message, Peer, Remote};

const GYPE4: &str = "gboards-record 1\ngame gype\noption seats=SWNE\noption setup=off\nseed 0\n";

fn secret(at: usize) -> [u8; 16] {
    [at as u8 + 1; 16]
}

/// A host and three guests placed in seats 1, 2, 3 (not started).
fn placed() -> Room {
    let mut room = Room::default();
    room.add(Peer::host(GYPE4, secret(0)).unwrap());
    for at in 1..4 {
        room.add(Peer::guest(secret(at)));
        room.join(at);
        assert!(room.seen[at].contains(&Event::Lobby { seat: at as u8, filled: None, of: 4 }), "{:?}", room.seen[at]);
        assert!(room.seen[0].contains(&Event::Lobby { seat: 0, filled: Some(at + 1), of: 4 }), "{:?}", room.seen[0]);
    }
    room
}

/// Four players seated and the game open on every screen.
fn started() -> Room {
    let mut room = placed();
    room.local(0, |p| p.begin());
    room
}

fn mover(room: &Room) -> usize {
    match room.game(0).status() {
        Status::Turn(s) => s as usize,
        s => panic!("the game is not going on: {s:?}"),
    }
}

#[test]
fn seats_fill_in_order_and_the_host_starts_when_all_are_in() {
    let mut room = Room::default();
    room.add(Peer::host(GYPE4, secret(0)).unwrap());
    for at in 1..3 {
        room.add(Peer::guest(secret(at)));
        room.join(at);
    }
    assert!(matches!(&room.local(0, |p| p.begin())[..], [Event::Refused(why)] if why.contains("seat 4")), "not before every seat is in");
    assert!(matches!(&room.local(1, |p| p.begin())[..], [Event::Refused(_)]), "only the host starts");
    room.add(Peer::guest(secret(3)));
    room.join(3);
    // A fifth visitor is placed nowhere and watches once the game opens.
    let watcher = room.add(Peer::guest(secret(4)));
    room.join(watcher);
    assert!(!room.seen[watcher].iter().any(|e| matches!(e, Event::Lobby { .. })), "{:?}", room.seen[watcher]);
    room.clear();
    room.local(0, |p| p.begin());
    let expected = seed(&(0..4).map(secret).collect::<Vec<_>>());
    for at in 0..4 {
        assert!(room.seen[at].iter().any(|e| matches!(e, Event::Open { seat: Some(s), .. } if *s as usize == at)), "{at}: {:?}", room.seen[at]);
        assert_eq!(room.peer(at).seed(), Some(expected), "every secret, in seat order");
        assert_eq!(room.game(at).record_text(), room.game(0).record_text());
        assert!(!room.seen[at].iter().any(|e| matches!(e, Event::Refused(_))), "{at}: {:?}", room.seen[at]);
    }
    assert!(room.seen[watcher].iter().any(|e| matches!(e, Event::Open { seat: None, .. })), "{:?}", room.seen[watcher]);
    assert_eq!(room.game(watcher).record_text(), room.game(0).record_text());
    assert!(matches!(&room.local(0, |p| p.begin())[..], [Event::Refused(_)]), "started once");
}

/// Opens the link between `a` and `b` and delivers what follows.
fn link(room: &mut Room, a: usize, b: usize) {
    room.connect(a, b);
    room.run();
}

#[test]
fn a_link_between_guests_that_opens_after_the_pledges_still_completes_the_round() {
    let mut room = Room::default();
    room.add(Peer::host(GYPE4, secret(0)).unwrap());
    for at in 1..3 {
        room.add(Peer::guest(secret(at)));
        room.join(at);
    }
    // The fourth player is seated by the host before its links to the other guests are up.
    room.add(Peer::guest(secret(3)));
    link(&mut room, 0, 3);
    room.local(0, |p| p.begin());
    assert!(!room.seen[3].iter().any(|e| matches!(e, Event::Open { .. })), "not without the others' pledges");
    link(&mut room, 1, 3);
    link(&mut room, 2, 3);
    let expected = seed(&(0..4).map(secret).collect::<Vec<_>>());
    for at in 0..4 {
        assert!(room.seen[at].iter().any(|e| matches!(e, Event::Open { seat: Some(s), .. } if *s as usize == at)), "{at}: {:?}", room.seen[at]);
        assert_eq!(room.peer(at).seed(), Some(expected));
        assert!(!room.seen[at].iter().any(|e| matches!(e, Event::Refused(_))), "{at}: {:?}", room.seen[at]);
    }
}

#[test]
fn a_guest_who_leaves_before_the_start_frees_its_seat() {
    let mut room = placed();
    room.leave(2);
    assert!(room.seen[0].contains(&Event::Lobby { seat: 0, filled: Some(3), of: 4 }), "{:?}", room.seen[0]);
    assert!(matches!(&room.local(0, |p| p.begin())[..], [Event::Refused(_)]));
    let back = room.add(Peer::guest(secret(7)));
    room.join(back);
    assert!(room.seen[back].contains(&Event::Lobby { seat: 2, filled: None, of: 4 }), "the free seat: {:?}", room.seen[back]);
    room.local(0, |p| p.begin());
    for at in [0, 1, 3, back] {
        assert_eq!(room.game(at).record_text(), room.game(0).record_text());
    }
}

/// Delivers the queue in an order drawn from `seed`, keeping each link's own order (a data
/// channel is reliable and ordered; different links are not ordered with each other).
fn run_shuffled(room: &mut Room, mut seed: u64) {
    while !room.queue.is_empty() {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let heads: Vec<usize> = (0..room.queue.len())
            .filter(|&i| !room.queue.iter().take(i).any(|(f, t, _)| (*f, *t) == (room.queue[i].0, room.queue[i].1)))
            .collect();
        let (from, to, text) = room.queue.remove(heads[(seed >> 33) as usize % heads.len()]).unwrap();
        if room.links.contains(&(from.min(to), from.max(to))) {
            let e = room.act(to, |p| p.receive(from as Remote, &text));
            room.take(to, e);
        }
    }
}

#[test]
fn the_round_agrees_in_every_order_of_delivery() {
    let expected = seed(&(0..4).map(secret).collect::<Vec<_>>());
    for order in 0..40u64 {
        let mut room = placed();
        let e = room.act(0, |p| p.begin());
        room.take(0, e);
        run_shuffled(&mut room, order);
        for at in 0..4 {
            assert_eq!(room.peer(at).seed(), Some(expected), "order {order}, seat {at}: {:?}", room.seen[at]);
            assert!(!room.seen[at].iter().any(|e| matches!(e, Event::Refused(_))), "order {order}: {:?}", room.seen[at]);
        }
    }
}

#[test]
fn forged_and_late_pledges_are_refused() {
    let mut room = placed();
    let refused = |e: &[Event]| matches!(e, [Event::Refused(_)]);
    // Before the start: a guest pledging for another seat, or for the host's.
    let forged = Message::Pledge { seat: 2, commit: commitment(&[9; 16]) }.encode();
    assert!(refused(&room.act(0, |p| p.receive(1, &forged))), "the host placed remote 1 at seat 1");
    let as_host = Message::Pledge { seat: 0, commit: commitment(&[9; 16]) }.encode();
    assert!(refused(&room.act(2, |p| p.receive(1, &as_host))), "seat 0 is the host's");
    // An unveil before its pledge, and one that does not match it.
    let early = Message::Unveil { seat: 1, secret: secret(1) }.encode();
    assert!(refused(&room.act(0, |p| p.receive(1, &early))));
    let own = Message::Pledge { seat: 1, commit: commitment(&secret(1)) }.encode();
    assert!(room.act(0, |p| p.receive(1, &own)).is_empty(), "seat 1's own pledge is taken");
    let changed = Message::Pledge { seat: 1, commit: commitment(&[8; 16]) }.encode();
    assert!(refused(&room.act(0, |p| p.receive(1, &changed))), "a second, different pledge");
    let wrong = Message::Unveil { seat: 1, secret: [8; 16] }.encode();
    assert!(matches!(&room.act(0, |p| p.receive(1, &wrong))[..], [Event::Refused(why)] if why.contains("does not match")));
    // The round still goes through, and nothing refused changed the seed.
    room.local(0, |p| p.begin());
    let expected = seed(&(0..4).map(secret).collect::<Vec<_>>());
    assert!((0..4).all(|at| room.peer(at).seed() == Some(expected)));
    // After the game opened, a pledge or an unveil is late.
    for late in [own, early] {
        assert!(matches!(&room.act(2, |p| p.receive(1, &late))[..], [Event::Refused(why)] if why.contains("after the game started")));
    }
}

#[test]
fn moves_reach_everyone_and_crossing_moves_are_held_back() {
    let mut room = started();
    let watcher = room.add(Peer::guest(secret(9)));
    room.join(watcher);
    for _ in 0..12 {
        let at = mover(&room);
        room.play_first(at);
        for other in 1..=4 {
            assert_eq!(room.game(other).record_text(), room.game(0).record_text(), "after a move of seat {at}");
        }
    }
    // Seat m moves but its move is slow to reach the next-but-one seat, which first gets the
    // next player's move: held back until its turn comes.
    let m = mover(&room);
    let (next, third) = ((m + 1) % 4, (m + 2) % 4);
    let action = room.game(m).legal_actions()[0].clone();
    let sends = room.act(m, |p| p.local_move(&action));
    let slow: Vec<String> = sends.iter().filter_map(|e| match e { Event::Send { to, text } if *to as usize == third => Some(text.clone()), _ => None }).collect();
    room.take(m, sends.into_iter().filter(|e| !matches!(e, Event::Send { to, .. } if *to as usize == third)).collect());
    room.run();
    let reply = room.game(next).legal_actions()[0].clone();
    let e = room.act(next, |p| p.local_move(&reply));
    room.take(next, e);
    room.run();
    assert_eq!(room.game(third).len(), room.game(m).len() - 2, "the reply is held");
    for text in slow {
        let e = room.act(third, |p| p.receive(m as Remote, &text));
        room.take(third, e);
    }
    room.run();
    for at in 0..=4 {
        assert_eq!(room.game(at).record_text(), room.game(0).record_text(), "seat {at}");
        assert!(!room.seen[at].iter().any(|e| matches!(e, Event::Refused(_))), "{at}: {:?}", room.seen[at]);
    }
}

#[test]
fn any_player_reloads_and_catches_up_with_the_moves_made_meanwhile() {
    let mut room = started();
    let mut ids = [0, 1, 2, 3];
    for round in 0..8 {
        let at = ids[mover_at(&room, ids[0])];
        room.play_first(at);
        // The player who just moved reloads while the others play on, up to its turn.
        let seat = (0..4).find(|&s| ids[s] == at).unwrap();
        let saved = room.leave(at).expect("a player saves its game");
        for _ in 0..3 {
            let next = ids[mover_at(&room, ids[(seat + 1) % 4])];
            room.play_first(next);
        }
        let back = room.add(Peer::resume(&saved, secret(10 + round)).unwrap());
        room.join(back);
        ids[seat] = back;
        for &other in &ids {
            assert_eq!(room.game(other).record_text(), room.game(ids[0]).record_text(), "round {round}: {:?}", room.seen[back]);
        }
    }
}

fn mover_at(room: &Room, at: usize) -> usize {
    match room.game(at).status() {
        Status::Turn(s) => s as usize,
        s => panic!("the game is not going on: {s:?}"),
    }
}

#[test]
fn a_player_who_stays_away_is_claimed_and_the_others_standings_decide() {
    let mut room = started();
    for _ in 0..4 {
        let at = mover(&room);
        room.play_first(at);
    }
    assert!(matches!(&room.local(1, |p| p.claim())[..], [Event::Refused(_)]), "everyone is here");
    let saved = room.leave(3).unwrap();
    assert_eq!(room.local(1, |p| p.claim()), vec![Event::Ended(Concession::Resigned(3))]);
    for at in [0, 2] {
        assert!(room.seen[at].contains(&Event::Ended(Concession::Resigned(3))), "{:?}", room.seen[at]);
    }
    let Status::Over(outcome) = room.game(0).status() else { panic!("the game ends") };
    assert_ne!(outcome, Outcome::Win(3), "the claimed seat never wins");
    let back = room.add(Peer::resume(&saved, secret(20)).unwrap());
    room.join(back);
    assert_eq!(room.game(back).record_text(), room.game(0).record_text(), "it comes back to the ended game");
    // Offers are for two players: one answer could not speak for the others.
    let mut room = started();
    room.play_first(0);
    assert!(matches!(&room.local(0, |p| p.propose(engine::live::Proposal::Takeback))[..], [Event::Refused(_)]));
}

/// The short game the browser test plays: two Flames a side, two steps from home.
const SHORT: &str = "gboards-record 1\ngame gype\noption seats=SWNE\noption setup=off\nseed 0\nstart SWNE S SFd7,SFe7,WFh4,WFh5,NFd2,NFe2,EFc4,EFc5\n";

#[test]
fn a_short_four_player_game_with_rolls_ends_alike_everywhere() {
    let mut room = Room::default();
    room.add(Peer::host(SHORT, secret(0)).unwrap());
    for at in 1..4 {
        room.add(Peer::guest(secret(at)));
        room.join(at);
    }
    room.local(0, |p| p.begin());
    let mut rolled = [false; 4];
    for _ in 0..200 {
        let Status::Turn(seat) = room.game(0).status() else { break };
        let actions = room.game(0).legal_actions();
        // Each seat rolls a die once, then steps toward home (the last legal action is the
        // furthest along in notation order, good enough to end a short game).
        let roll = actions.iter().find(|a| a.starts_with("roll")).filter(|_| !rolled[seat as usize]);
        let action = roll.or_else(|| actions.iter().find(|a| !a.starts_with("roll") && progresses(room.game(0), a))).or(actions.first()).unwrap().clone();
        rolled[seat as usize] = true;
        let e = room.local(seat as usize, |p| p.local_move(&action));
        assert!(!e.iter().any(|e| matches!(e, Event::Refused(_))), "{action}: {e:?}");
        for at in 1..4 {
            assert_eq!(room.game(at).record_text(), room.game(0).record_text());
        }
    }
    assert!(matches!(room.game(0).status(), Status::Over(Outcome::Win(_))), "{}", room.game(0).record_text());
    assert!(room.game(0).action_texts().iter().filter(|a| a.contains('=')).count() >= 4, "every seat's roll is in the record");
}

/// Whether `action` brings its seat's dice closer to their home row.
fn progresses(game: &dyn engine::any::AnyMatch, action: &str) -> bool {
    let distance = |g: &dyn engine::any::AnyMatch, seat: char| -> i32 {
        let pos = g.position_string();
        let pieces = pos.split(' ').nth(2).unwrap_or("");
        pieces.split(',').filter(|p| p.starts_with(seat)).map(|p| {
            let (x, y) = (p.as_bytes()[2] as i32 - 'a' as i32, p.as_bytes()[3] as i32 - '0' as i32);
            match seat { 'S' => 9 - y, 'N' => y, 'W' => 9 - x, _ => x }
        }).sum()
    };
    let pos = game.position_string();
    let seat = pos.split(' ').nth(1).and_then(|s| s.chars().next()).unwrap_or('S');
    let mut next = game.boxed_clone();
    next.play_text(action).is_ok() && distance(next.as_ref(), seat) < distance(game, seat)
}
