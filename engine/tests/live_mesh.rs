//! Table Gype for four players in one room, without a network: seats filled in order, the
//! host's Start only once every seat is in, the seed from a round where every player pledges
//! to all before any unveils (delivered in many orders), forged and late pledges refused (a
//! copy of one already taken changes nothing), moves that cross on the way held back, a
//! reload of any player resumed, and a claim.

mod live_room_kit;
use live_room_kit::Room;

use engine::game::{Concession, Outcome, Status};
use engine::live::commit::{commitment, seed, share};
use engine::live::commit::rematch_seed;
use engine::live::{Event, Garbage, LiveError, Message, Note, Peer, Proposal, Remote};

const GYPE4: &str = "gboards-record 1\ngame gype\noption seats=SWNE\noption setup=off\nseed 0\n";

fn secret(at: usize) -> [u8; 16] {
    [at as u8 + 1; 16]
}

/// The secret the player at `at` reveals in round `round` (derived from its own, never sent).
fn shown(at: usize, round: u32) -> [u8; 16] {
    share(&secret(at), round)
}

/// The seed of a round of the four first players: their secrets in seat order.
fn agreed_seed(round: u32) -> u64 {
    seed(&(0..4).map(|at| shown(at, round)).collect::<Vec<_>>())
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

/// `started`, then `moves` actions played, each the first listed for the seat to act.
fn started_after(moves: usize) -> Room {
    let mut room = started();
    for _ in 0..moves {
        let at = mover(&room);
        room.play_first(at);
    }
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
    assert!(matches!(&room.local(0, |p| p.begin())[..], [Event::Refused(why)] if why.to_string().contains("seat 4")), "not before every seat is in");
    assert!(matches!(&room.local(1, |p| p.begin())[..], [Event::Refused(_)]), "only the host starts");
    room.add(Peer::guest(secret(3)));
    room.join(3);
    // A fifth visitor is placed nowhere and watches once the game opens.
    let watcher = room.add(Peer::guest(secret(4)));
    room.join(watcher);
    assert!(!room.seen[watcher].iter().any(|e| matches!(e, Event::Lobby { .. })), "{:?}", room.seen[watcher]);
    room.clear();
    room.local(0, |p| p.begin());
    let expected = agreed_seed(0);
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
    let expected = agreed_seed(0);
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
    let expected = agreed_seed(0);
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
    let forged = Message::Pledge { seat: 2, round: 0, commit: commitment(&[9; 16]) }.encode();
    assert!(refused(&room.act(0, |p| p.receive(1, &forged))), "the host placed remote 1 at seat 1");
    let as_host = Message::Pledge { seat: 0, round: 0, commit: commitment(&[9; 16]) }.encode();
    assert!(refused(&room.act(2, |p| p.receive(1, &as_host))), "seat 0 is the host's");
    // An unveil before its pledge, and one that does not match it.
    let early = Message::Unveil { seat: 1, round: 0, secret: shown(1, 0) }.encode();
    assert!(refused(&room.act(0, |p| p.receive(1, &early))));
    let own = Message::Pledge { seat: 1, round: 0, commit: commitment(&shown(1, 0)) }.encode();
    assert!(room.act(0, |p| p.receive(1, &own)).is_empty(), "seat 1's own pledge is taken");
    let changed = Message::Pledge { seat: 1, round: 0, commit: commitment(&[8; 16]) }.encode();
    assert!(refused(&room.act(0, |p| p.receive(1, &changed))), "a second, different pledge");
    let wrong = Message::Unveil { seat: 1, round: 0, secret: [8; 16] }.encode();
    assert!(matches!(&room.act(0, |p| p.receive(1, &wrong))[..], [Event::Refused(why)] if why.to_string().contains("does not match")));
    // The round still goes through, and nothing refused changed the seed.
    room.local(0, |p| p.begin());
    let expected = agreed_seed(0);
    assert!((0..4).all(|at| room.peer(at).seed() == Some(expected)));
    // After the game opened: a copy of seat 1's pledge or unveil (sent again over a link that
    // opened late) changes nothing; a changed one, or one of another round, is late.
    for copy in [&own, &early] {
        assert!(room.act(2, |p| p.receive(1, copy)).is_empty(), "a copy of the round that opened the game: {copy}");
    }
    let other_round = Message::Pledge { seat: 1, round: 1, commit: commitment(&shown(1, 1)) }.encode();
    for late in [changed, wrong, other_round] {
        assert!(matches!(&room.act(2, |p| p.receive(1, &late))[..], [Event::Refused(why)] if why.to_string().contains("after the game started")), "{late}");
    }
    assert!((0..4).all(|at| room.peer(at).seed() == Some(expected)));
}

/// A spectator's link to a seat may open only after the others moved: that seat's record goes
/// further than the spectator's through moves it cannot vouch for. It still learns who plays
/// the seat (and that seat's later moves reach it); the others' moves come from their players.
#[test]
fn a_spectator_linked_late_to_a_seat_learns_the_seat_and_catches_up() {
    let mut room = started();
    let watcher = room.add(Peer::guest(secret(9)));
    room.connect(0, watcher);
    room.run();
    for _ in 0..3 {
        let at = mover(&room);
        room.play_first(at);
    }
    assert!(room.game(watcher).len() < room.game(0).len(), "only the host's moves reached it");
    let last = (0..4).find(|&s| s != mover(&room) && s != 0).expect("a seat that has moved");
    for seat in [last, 1, 2, 3] {
        if !room.links.contains(&(seat, watcher)) {
            room.connect(seat, watcher);
            room.run();
        }
    }
    assert_eq!(room.game(watcher).record_text(), room.game(0).record_text(), "caught up from every seat");
    for _ in 0..8 {
        let at = mover(&room);
        room.play_first(at);
        assert_eq!(room.game(watcher).record_text(), room.game(0).record_text(), "after a move of seat {at}");
    }
    assert!(!room.seen[watcher].iter().any(|e| matches!(e, Event::Refused(_))), "{:?}", room.seen[watcher]);
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
    let mut room = started_after(4);
    assert!(matches!(&room.local(1, |p| p.claim())[..], [Event::Refused(_)]), "everyone is here");
    let saved = room.leave(3).unwrap();
    assert_eq!(room.local(1, |p| p.claim()), vec![Event::Ended(Concession::Abandoned(3))]);
    for at in [0, 2] {
        assert!(room.seen[at].contains(&Event::Ended(Concession::Abandoned(3))), "{:?}", room.seen[at]);
    }
    let Status::Over(outcome) = room.game(0).status() else { panic!("the game ends") };
    assert_ne!(outcome, Outcome::Win(3), "the claimed seat never wins");
    let back = room.add(Peer::resume(&saved, secret(20)).unwrap());
    room.join(back);
    assert_eq!(room.game(back).record_text(), room.game(0).record_text(), "it comes back to the ended game");
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

#[test]
fn a_takeback_needs_every_other_players_yes_and_one_no_drops_it() {
    let mut room = started_after(6);
    let len = room.game(0).len();
    // Seat 1 asks; seats 2 and 0 say yes: nothing happens until seat 3 says yes too.
    room.clear();
    room.local(1, |p| p.propose(Proposal::Takeback));
    for at in [0, 2, 3] {
        assert!(room.seen[at].contains(&Event::Offered { what: Proposal::Takeback, by: 1 }), "{at}: {:?}", room.seen[at]);
    }
    room.local(2, |p| p.answer(true));
    room.local(0, |p| p.answer(true));
    assert!((0..4).all(|at| room.game(at).len() == len), "two of three is not enough");
    // The asker hears each yes, and whose is still missing.
    let first_yes = Note::Accepted { seat: 2, what: Proposal::Takeback, waiting: vec![0, 3] };
    let second_yes = Note::Accepted { seat: 0, what: Proposal::Takeback, waiting: vec![3] };
    assert!(room.seen[1].contains(&Event::Note(first_yes.clone())) && room.seen[1].contains(&Event::Note(second_yes.clone())), "{:?}", room.seen[1]);
    assert_eq!(first_yes.to_string(), "Seat 3 accepts takeback; waiting for seats 1, 4.");
    assert_eq!(second_yes.to_string(), "Seat 1 accepts takeback; waiting for seat 4.");
    assert!(matches!(&room.local(2, |p| p.answer(true))[..], [Event::Refused(_)]), "one answer a seat");
    room.local(3, |p| p.answer(true));
    let back = room.game(0).len();
    assert!(back < len, "taken back");
    assert_eq!(room.game(0).status(), Status::Turn(1), "to the turn of the seat that asked");
    for at in 0..4 {
        assert!(room.seen[at].contains(&Event::TakenBack(back)), "{at}: {:?}", room.seen[at]);
        assert_eq!(room.game(at).record_text(), room.game(0).record_text());
        assert!(!room.seen[at].iter().any(|e| matches!(e, Event::Refused(_))) || at == 2, "{at}: {:?}", room.seen[at]);
    }
    // Seat 1 plays on and asks again; seat 0 says yes and seat 2 no: dropped everywhere.
    room.play_first(1);
    room.clear();
    room.local(1, |p| p.propose(Proposal::Takeback));
    room.local(0, |p| p.answer(true));
    room.local(2, |p| p.answer(false));
    for at in [0, 1, 3] {
        assert!(room.seen[at].contains(&Event::Declined { what: Proposal::Takeback, by: 2 }), "{at}: {:?}", room.seen[at]);
    }
    assert!(matches!(&room.local(3, |p| p.answer(true))[..], [Event::Refused(_)]), "nothing stands to accept");
    assert_eq!(room.game(3).len(), back + 1);
    // Table Gype has no draw by agreement, with any number of players.
    assert!(matches!(&room.local(2, |p| p.propose(Proposal::Draw))[..], [Event::Refused(why)] if why.to_string().contains("no draw")));
}

#[test]
fn a_rematch_of_four_needs_everyone_and_moves_every_player_one_seat_on() {
    let mut room = started();
    let watcher = room.add(Peer::guest(secret(9)));
    room.join(watcher);
    room.play_first(0);
    assert!(matches!(&room.local(1, |p| p.propose(Proposal::Rematch))[..], [Event::Refused(_)]), "not while the game goes on");
    room.local(2, |p| p.resign());
    let seed_before = room.peer(0).seed().unwrap();
    room.clear();
    room.local(3, |p| p.propose(Proposal::Rematch));
    for at in [0, 1] {
        room.local(at, |p| p.answer(true));
    }
    assert!(room.seen[0].iter().all(|e| !matches!(e, Event::Open { .. })), "seat 3 has not answered");
    room.local(2, |p| p.answer(true));
    for at in 0..4 {
        let seat = ((at + 1) % 4) as u8;
        assert!(room.seen[at].iter().any(|e| matches!(e, Event::Open { seat: Some(s), .. } if *s == seat)), "{at}: {:?}", room.seen[at]);
        assert_eq!(room.peer(at).seed(), Some(rematch_seed(seed_before)));
    }
    assert!(room.seen[watcher].iter().any(|e| matches!(e, Event::Open { seat: None, .. })), "the spectator follows");
    // The player who had seat 3 now starts, and everyone takes its moves as seat 0's.
    for _ in 0..8 {
        let seat = mover(&room);
        let at = (seat + 3) % 4;
        room.play_first(at);
        for other in 0..=4 {
            assert_eq!(room.game(other).record_text(), room.game(0).record_text());
        }
    }
    for at in 0..=4 {
        assert!(!room.seen[at].iter().any(|e| matches!(e, Event::Refused(_))), "{at}: {:?}", room.seen[at]);
    }
}

/// Delivers at most `n` queued messages.
fn run_some(room: &mut Room, n: usize) {
    for _ in 0..n {
        let Some((from, to, text)) = room.queue.pop_front() else { return };
        if room.links.contains(&(from.min(to), from.max(to))) {
            let e = room.act(to, |p| p.receive(from as Remote, &text));
            room.take(to, e);
        }
    }
}

#[test]
fn a_player_who_leaves_during_the_start_calls_it_off_and_the_seat_fills_again() {
    // Each guest in turn leaves after every number of messages delivered, so in every state of
    // the round: before any pledge, between pledges and unveils, some players opened already.
    let (mut restarted, mut reopened) = (0, 0);
    for (leaver, delivered) in (1..4).flat_map(|l| (0..40).map(move |d| (l, d))) {
        let mut room = placed();
        let e = room.act(0, |p| p.begin());
        room.take(0, e);
        run_some(&mut room, delivered);
        if room.peer(0).table().is_some() {
            // Too late to call off: the game is on, and the leaver is away (claimable as ever).
            continue;
        }
        let stayers: Vec<usize> = (1..4).filter(|&at| at != leaver).collect();
        reopened += stayers.iter().filter(|&&at| room.peer(at).table().is_some()).count();
        room.leave(leaver);
        restarted += 1;
        let why = format!("leaver {leaver}, {delivered} delivered");
        assert!(room.seen[0].contains(&Event::Note(Note::StartCalledOff { seat: leaver as u8 })), "{why}: {:?}", room.seen[0]);
        assert!(room.seen[0].ends_with(&[Event::Lobby { seat: 0, filled: Some(3), of: 4 }]), "{why}: {:?}", room.seen[0]);
        for &at in &stayers {
            assert!(room.peer(at).table().is_none(), "{why}: seat {at} waits again");
            assert!(room.seen[at].contains(&Event::Note(Note::StartCalledOffByHost { seat: leaver as u8 })), "{why}: {:?}", room.seen[at]);
        }
        let unfilled = LiveError::Garbage(Garbage::SeatNotFilled { seat: leaver as u8 });
        assert_eq!(room.local(0, |p| p.begin()), [Event::Refused(unfilled)], "not before the seat is filled");
        let back = room.add(Peer::guest(secret(leaver)));
        room.join(back);
        assert!(room.seen[back].contains(&Event::Lobby { seat: leaver as u8, filled: None, of: 4 }), "{why}: {:?}", room.seen[back]);
        room.clear();
        room.local(0, |p| p.begin());
        let mut ids = [0, 1, 2, 3];
        ids[leaver] = back;
        for at in ids {
            assert_eq!(room.peer(at).seed(), Some(agreed_seed(1)), "{why}: a new round, fresh secrets");
            assert_eq!(room.game(at).record_text(), room.game(0).record_text());
            assert!(!room.seen[at].iter().any(|e| matches!(e, Event::Refused(_))), "{why}, {at}: {:?}", room.seen[at]);
        }
        for _ in 0..4 {
            let seat = mover(&room);
            room.play_first(ids[seat]);
        }
        assert!(ids.iter().all(|&at| room.game(at).record_text() == room.game(0).record_text()), "{why}");
    }
    assert!(restarted > 30, "the round was caught under way {restarted} times");
    assert!(reopened > 0, "a player who had opened the game before the host goes back to waiting");
}

#[test]
fn a_seat_of_four_is_claimed_back_only_with_its_token() {
    let mut room = started_after(4);
    let saved = room.leave(3).unwrap();
    let (_, rest) = saved.split_once('\n').unwrap();
    let intruder = room.add(Peer::resume(&format!("key {} 0 \n{rest}", "cd".repeat(32)), secret(30)).unwrap());
    room.clear();
    room.join(intruder);
    for at in 0..3 {
        assert!(room.seen[at].iter().any(|e| matches!(e, Event::Refused(why) if why.to_string().contains("seat 4 without that seat's token"))), "{at}: {:?}", room.seen[at]);
        assert!(!room.peer(at).present(3), "{at}");
    }
    room.leave(intruder);
    let back = room.add(Peer::resume(&saved, secret(31)).unwrap());
    room.clear();
    room.join(back);
    for at in 0..3 {
        assert!(room.peer(at).present(3), "{at}: {:?}", room.seen[at]);
        assert!(!room.seen[at].iter().any(|e| matches!(e, Event::Refused(_))), "{at}: {:?}", room.seen[at]);
    }
}

#[test]
fn a_host_who_leaves_before_the_game_opens_gives_the_seats_again_on_return() {
    // The host leaves before Start (no delivery) or during it, after every number of messages
    // delivered; its page comes back from what it saved, with a fresh secret.
    let mut returned = 0;
    for delivered in std::iter::once(None).chain((0..40).map(Some)) {
        let mut room = placed();
        if let Some(n) = delivered {
            let e = room.act(0, |p| p.begin());
            room.take(0, e);
            run_some(&mut room, n);
            if room.peer(0).table().is_some() {
                continue;
            }
        }
        let why = format!("{delivered:?} delivered");
        let saved = room.leave(0).expect("the host keeps its room");
        for at in 1..4 {
            assert!(room.peer(at).table().is_none(), "{why}: seat {at} waits");
            assert!(room.seen[at].contains(&Event::Note(Note::HostLeft)), "{why}: {:?}", room.seen[at]);
        }
        assert!(saved.starts_with("host round=0\n"), "{saved}");
        let host = room.add(Peer::resume(&saved, secret(9)).unwrap());
        room.join(host);
        room.clear();
        // A pledge of the round before, arriving late, is dropped: the host numbers on.
        let stale = Message::Pledge { seat: 2, round: 0, commit: commitment(&[7; 16]) }.encode();
        for at in [1, 3] {
            let e = room.act(at, |p| p.receive(2, &stale));
            assert!(e.is_empty(), "{why}: {e:?}");
        }
        room.local(host, |p| p.begin());
        let ids = [host, 1, 2, 3];
        let seats: Vec<usize> = ids.iter().map(|&at| room.peer(at).table().and_then(|t| t.seat()).expect("seated") as usize).collect();
        let mut sorted = seats.clone();
        sorted.sort();
        assert_eq!(sorted, [0, 1, 2, 3], "{why}: every seat given once");
        // Round 1: the host's share 1; the guests', past share 0 (round 0's): 1 + 1.
        let mut secrets = [[0u8; 16]; 4];
        secrets[seats[0]] = share(&secret(9), 1);
        for at in 1..4 {
            secrets[seats[at]] = shown(at, 2);
        }
        for &at in &ids {
            assert_eq!(room.peer(at).seed(), Some(seed(&secrets)), "{why}: {at}");
            assert_eq!(room.game(at).record_text(), room.game(host).record_text());
            assert!(!room.seen[at].iter().any(|e| matches!(e, Event::Refused(_))), "{why}, {at}: {:?}", room.seen[at]);
        }
        for _ in 0..4 {
            let seat = mover_at(&room, host);
            room.play_first(ids[seats.iter().position(|&s| s == seat).unwrap()]);
        }
        assert!(ids.iter().all(|&at| room.game(at).record_text() == room.game(host).record_text()), "{why}");
        returned += 1;
    }
    assert!(returned > 20, "the host left during the start {returned} times");
}
