//! Rooms of several peers without a network: a reload that resumes from the saved record, a
//! move made while the other player was away, a spectator who sees every move, resigning,
//! claiming the game of a player who stayed away, offers (draw, takeback, rematch) accepted
//! and declined, and a record that differs settled by the host's.

use engine::game::{Concession, Outcome, Status};
use engine::live::commit::rematch_seed;
use engine::live::{position_hash, Event, Note, Peer, Proposal, Remote};

mod live_room_kit;
use live_room_kit::Room;

const GYGES: &str = "gboards-record 1\ngame gyges\nseed 5\n";

/// A host (0) and a guest (1) seated in a room.
fn seated() -> Room {
    let mut room = Room::default();
    room.add(Peer::host(GYGES, [1; 16]).unwrap());
    room.add(Peer::guest([2; 16]));
    room.join(1);
    assert_eq!(room.peer(0).table().unwrap().seat(), Some(0));
    assert_eq!(room.peer(1).table().unwrap().seat(), Some(1));
    room
}

fn mover(room: &Room, players: [usize; 2]) -> usize {
    match room.game(players[0]).status() {
        Status::Turn(s) => players[s as usize],
        s => panic!("the game is not going on: {s:?}"),
    }
}

#[test]
fn a_reloaded_player_resumes_and_a_move_made_meanwhile_catches_up() {
    let mut room = seated();
    for _ in 0..4 {
        let at = mover(&room, [0, 1]);
        room.play_first(at);
    }
    // The guest reloads: away, then back from what it saved, as a new peer.
    let saved = room.leave(1).expect("a player saves its game");
    assert!(room.seen[0].contains(&Event::Away(1)), "{:?}", room.seen[0]);
    assert!(!room.peer(0).present(1));
    let guest = room.add(Peer::resume(&saved, [3; 16]).unwrap());
    assert!(matches!(&room.seen[guest][..], [Event::Open { seat: Some(1), .. }]), "opens the saved game at once");
    room.join(guest);
    assert!(room.seen[0].contains(&Event::Present(1)));
    assert_eq!(room.game(0).record_text(), room.game(guest).record_text());
    // The host moves while the guest is away again; on its return the guest catches up.
    let saved = room.leave(guest).unwrap();
    room.play_first(0);
    let guest = room.add(Peer::resume(&saved, [4; 16]).unwrap());
    room.join(guest);
    assert_eq!(room.game(0).record_text(), room.game(guest).record_text(), "{:?}", room.seen[guest]);
    // And the host too may reload: the guest's move made meanwhile comes back to it.
    let saved = room.leave(0).unwrap();
    room.play_first(guest);
    let host = room.add(Peer::resume(&saved, [5; 16]).unwrap());
    room.join(host);
    assert_eq!(room.game(host).record_text(), room.game(guest).record_text());
    assert!(room.seen[host].contains(&Event::Note(Note::CaughtUp { added: 1 })), "{:?}", room.seen[host]);
    let at = mover(&room, [host, guest]);
    room.play_first(at);
    assert_eq!(position_hash(room.game(host)), position_hash(room.game(guest)));
}

#[test]
fn a_spectator_watches_every_move_and_cannot_play() {
    let mut room = seated();
    room.play_first(0);
    let watcher = room.add(Peer::guest([9; 16]));
    room.join(watcher);
    assert!(room.seen[watcher].iter().any(|e| matches!(e, Event::Open { seat: None, .. })), "{:?}", room.seen[watcher]);
    assert_eq!(room.peer(watcher).saved(), None, "a spectator keeps nothing to resume");
    for _ in 0..6 {
        let at = mover(&room, [0, 1]);
        room.play_first(at);
        assert_eq!(room.game(watcher).record_text(), room.game(0).record_text());
    }
    let played = room.seen[watcher].iter().filter(|e| matches!(e, Event::Played(_))).count();
    assert_eq!(played, 6, "every move reaches the spectator");
    let action = room.game(watcher).legal_actions()[0].clone();
    assert!(matches!(&room.local(watcher, |p| p.local_move(&action))[..], [Event::Refused(_)]));
    assert!(matches!(&room.local(watcher, |p| p.resign())[..], [Event::Refused(_)]));
    // A spectator's made-up move is refused by the players.
    room.clear();
    let ply = room.game(0).len();
    let fake = format!("move {ply} 0000000000000000 {action}");
    let e = room.act(0, |p| p.receive(watcher as Remote, &fake));
    assert!(matches!(&e[..], [Event::Refused(_)]), "{e:?}");
    // The spectator sees a draw agreed, and nothing refused on the way.
    room.clear();
    room.local(0, |p| p.propose(Proposal::Draw));
    room.local(1, |p| p.answer(true));
    assert!(room.seen[watcher].contains(&Event::Ended(Concession::DrawAgreed)), "{:?}", room.seen[watcher]);
    assert!(!room.seen[watcher].iter().any(|e| matches!(e, Event::Refused(_))), "{:?}", room.seen[watcher]);
}

#[test]
fn resigning_and_claiming_end_the_game_everywhere() {
    let mut room = seated();
    room.play_first(0);
    let events = room.local(1, |p| p.resign());
    assert_eq!(events, vec![Event::Ended(Concession::Resigned(1))]);
    assert!(room.seen[0].contains(&Event::Ended(Concession::Resigned(1))));
    assert_eq!(room.game(0).status(), Status::Over(Outcome::Win(0)));

    let mut room = seated();
    room.play_first(0);
    let refused = room.local(0, |p| p.claim());
    assert!(matches!(&refused[..], [Event::Refused(_)]), "no claim while the other is here: {refused:?}");
    let saved = room.leave(1).unwrap();
    assert_eq!(room.local(0, |p| p.claim()), vec![Event::Ended(Concession::Abandoned(1))]);
    assert!(room.game(0).record_text().ends_with("end abandoned 1\n"), "the record says the game was claimed");
    // The guest comes back to a game it lost on the claim.
    let guest = room.add(Peer::resume(&saved, [3; 16]).unwrap());
    room.join(guest);
    assert_eq!(room.game(guest).status(), Status::Over(Outcome::Win(0)));
    assert_eq!(room.game(guest).record_text(), room.game(0).record_text());
}

#[test]
fn offers_are_accepted_or_declined() {
    let mut room = seated();
    room.play_first(0);
    room.play_first(1);
    // A takeback: the host's last move and the guest's reply go back.
    room.local(0, |p| p.propose(Proposal::Takeback));
    assert!(room.seen[1].contains(&Event::Offered { what: Proposal::Takeback, by: 0 }));
    room.local(1, |p| p.answer(false));
    assert!(room.seen[0].contains(&Event::Declined { what: Proposal::Takeback, by: 1 }));
    assert_eq!(room.game(0).len(), 2);
    // A no is not asked again at once.
    let again = room.local(0, |p| p.propose(Proposal::Takeback));
    assert!(matches!(&again[..], [Event::Refused(why)] if why.to_string().contains("after 6 more moves")), "{again:?}");
    // The other player may ask: its reply goes back.
    room.local(1, |p| p.propose(Proposal::Takeback));
    room.local(0, |p| p.answer(true));
    assert!(room.seen[0].contains(&Event::TakenBack(1)) && room.seen[1].contains(&Event::TakenBack(1)));
    assert_eq!((room.game(0).len(), room.game(1).len()), (1, 1));
    // No takeback before a move, no answer with no offer, no rematch while the game goes on.
    assert!(matches!(&room.local(1, |p| p.propose(Proposal::Takeback))[..], [Event::Refused(_)]));
    assert!(matches!(&room.local(0, |p| p.answer(true))[..], [Event::Refused(_)]));
    assert!(matches!(&room.local(1, |p| p.propose(Proposal::Rematch))[..], [Event::Refused(_)]));
    // A move drops a standing offer.
    room.play_first(1);
    room.local(0, |p| p.propose(Proposal::Draw));
    room.play_first(0);
    assert!(matches!(&room.local(1, |p| p.answer(true))[..], [Event::Refused(_)]));
    // A draw agreed.
    room.local(1, |p| p.propose(Proposal::Draw));
    room.local(0, |p| p.answer(true));
    assert!(room.seen[0].contains(&Event::Ended(Concession::DrawAgreed)));
    assert_eq!(room.game(1).status(), Status::Over(Outcome::Draw));
    // A rematch: the next seed, the seats swapped round.
    let seed = room.peer(0).seed().unwrap();
    room.clear();
    room.local(1, |p| p.propose(Proposal::Rematch));
    room.local(0, |p| p.answer(true));
    for (at, seat) in [(0, 1), (1, 0)] {
        assert!(room.seen[at].iter().any(|e| matches!(e, Event::Open { seat: Some(s), .. } if *s == seat)), "{:?}", room.seen[at]);
        assert_eq!(room.peer(at).seed(), Some(rematch_seed(seed)));
        assert!(room.game(at).record_text().contains(&format!("seed {}\n", rematch_seed(seed))));
    }
    // The guest now plays first, and its moves are taken as seat 0's.
    room.play_first(1);
    assert_eq!(room.game(0).record_text(), room.game(1).record_text());
}

#[test]
fn a_declined_draw_is_offered_again_only_after_some_moves() {
    use engine::live::peer::OFFER_PAUSE_ACTIONS;
    let mut room = seated();
    room.play_first(0);
    room.local(0, |p| p.propose(Proposal::Draw));
    room.local(1, |p| p.answer(false));
    for n in 0..OFFER_PAUSE_ACTIONS {
        // Refused on the proposer's own device, and on the other's were it forged.
        let again = room.local(0, |p| p.propose(Proposal::Draw));
        assert!(matches!(&again[..], [Event::Refused(_)]), "{n}: {again:?}");
        let at = mover(&room, [0, 1]);
        room.play_first(at);
    }
    room.clear();
    room.local(0, |p| p.propose(Proposal::Draw));
    assert!(room.seen[1].contains(&Event::Offered { what: Proposal::Draw, by: 0 }), "{:?}", room.seen[1]);
}

#[test]
fn records_that_differ_follow_the_hosts() {
    let mut room = seated();
    room.play_first(0);
    let saved = room.leave(1).unwrap();
    // While away, the guest's saved record gets another first move for the host.
    let (key, saved) = saved.split_once('\n').unwrap();
    let (seat, record) = saved.split_once('\n').unwrap();
    let real = room.game(0).action_texts()[0].clone();
    let mut forged = engine::any::match_from_record(record).unwrap();
    forged.truncate(0);
    let other = forged.legal_actions().into_iter().find(|a| forged.boxed_clone().play_text(a).ok().as_ref() != Some(&real)).unwrap();
    forged.play_text(&other).unwrap();
    let guest = room.add(Peer::resume(&format!("{key}\n{seat}\n{}", forged.record_text()), [3; 16]).unwrap());
    room.join(guest);
    assert_eq!(room.game(guest).record_text(), room.game(0).record_text());
    assert!(room.seen[guest].contains(&Event::Note(Note::Resynchronised)), "{:?}", room.seen[guest]);
}

/// `saved` with another token: what a modified client that knows the room and the record
/// would send to claim that seat.
fn forged_token(saved: &str) -> String {
    let (key, rest) = saved.split_once('\n').unwrap();
    assert!(key.starts_with("key "), "{saved}");
    format!("key {} 0 \n{rest}", "ab".repeat(32))
}

#[test]
fn a_seat_claimed_without_its_token_is_refused_and_the_game_goes_on() {
    let mut room = seated();
    room.play_first(0);
    room.play_first(1);
    // A spectator comes and keeps the link the guest greeted it with.
    let watcher = room.add(Peer::guest([9; 16]));
    for other in [0, 1] {
        room.connect(other, watcher);
    }
    let seen_link = room.queue.iter().find(|(from, to, text)| (*from, *to) == (1, watcher) && text.starts_with("sync 1 ")).expect("the guest's greeting").2.clone();
    room.run();
    // Replayed while the guest is here: that link went to the host too, so it proves nothing.
    room.clear();
    let e = room.act(0, |p| p.receive(watcher as Remote, &seen_link));
    assert!(matches!(&e[..], [Event::Refused(why)] if why.to_string().contains("without that seat's token")), "{e:?}");
    let before = room.game(0).record_text();
    let action = room.game(watcher).legal_actions()[0].clone();
    let fake = format!("move {} {:016x} {action}", room.game(0).len(), 0);
    assert!(matches!(&room.act(0, |p| p.receive(watcher as Remote, &fake))[..], [Event::Refused(_)]), "the spectator still plays no seat");
    assert_eq!(room.game(0).record_text(), before);
    // The guest goes away; a modified client claims its seat with the record and a made-up
    // token, then with the link it saw: both refused, and the seat stays away.
    let saved = room.leave(1).unwrap();
    let intruder = room.add(Peer::resume(&forged_token(&saved), [7; 16]).unwrap());
    room.clear();
    room.join(intruder);
    assert!(room.seen[0].iter().any(|e| matches!(e, Event::Refused(why) if why.to_string().contains("seat 2 without that seat's token"))), "{:?}", room.seen[0]);
    assert!(!room.peer(0).present(1));
    let e = room.act(0, |p| p.receive(watcher as Remote, &seen_link));
    assert!(matches!(&e[..], [Event::Refused(_)]), "{e:?}");
    let ply = room.game(0).len();
    let action = room.game(intruder).legal_actions()[0].clone();
    let next = {
        let mut g = room.game(0).boxed_clone();
        g.play_text(&action).unwrap();
        position_hash(g.as_ref())
    };
    let e = room.act(0, |p| p.receive(intruder as Remote, &format!("move {ply} {next:016x} {action}")));
    assert!(matches!(&e[..], [Event::Refused(_)]), "{e:?}");
    assert_eq!(room.game(0).record_text(), before, "nothing the intruder sent was played");
    // The real guest comes back with its kept token and plays on.
    room.leave(intruder);
    let guest = room.add(Peer::resume(&saved, [8; 16]).unwrap());
    room.clear();
    room.join(guest);
    assert!(room.seen[0].contains(&Event::Present(1)), "{:?}", room.seen[0]);
    assert!(!room.seen[0].iter().any(|e| matches!(e, Event::Refused(_))), "{:?}", room.seen[0]);
    let at = mover(&room, [0, guest]);
    room.play_first(at);
    assert_eq!(room.game(0).record_text(), room.game(guest).record_text());
    assert_eq!(room.game(watcher).record_text(), room.game(0).record_text());
}

/// A player who reloads while a proposal stands has lost it (its own, or its yes): the other
/// device drops it too, so an accept can no longer carry it out on one device only.
#[test]
fn a_proposal_standing_when_a_player_reloads_is_dropped_on_both_sides() {
    for proposer in [1, 0] {
        let mut room = seated();
        room.play_first(0);
        room.play_first(1);
        room.local(proposer, |p| p.propose(Proposal::Takeback));
        assert!(room.seen[1 - proposer].contains(&Event::Offered { what: Proposal::Takeback, by: proposer as u8 }));
        let saved = room.leave(1).expect("the guest saves its game");
        let guest = room.add(Peer::resume(&saved, [3; 16]).unwrap());
        room.join(guest);
        assert!(room.seen[0].contains(&Event::Withdrawn { what: Proposal::Takeback, by: 1 }), "{:?}", room.seen[0]);
        if proposer == 1 {
            assert!(matches!(&room.local(0, |p| p.answer(true))[..], [Event::Refused(_)]), "nothing left to accept");
        } else {
            assert!(matches!(&room.local(guest, |p| p.answer(true))[..], [Event::Refused(_)]), "the reloaded guest has nothing to accept");
        }
        assert_eq!((room.game(0).len(), room.game(guest).len()), (2, 2));
        // Asked again, it is carried out on both.
        room.local(0, |p| p.propose(Proposal::Takeback));
        room.local(guest, |p| p.answer(true));
        assert_eq!((room.game(0).len(), room.game(guest).len()), (0, 0));
        // A return with nothing standing says nothing of offers.
        let saved = room.leave(guest).unwrap();
        let again = room.add(Peer::resume(&saved, [4; 16]).unwrap());
        room.join(again);
        assert!(!room.seen[0].iter().skip_while(|e| !matches!(e, Event::TakenBack(_))).any(|e| matches!(e, Event::Withdrawn { .. })));
    }
}

#[test]
fn names_reach_every_peer_and_bad_names_are_refused() {
    let mut room = seated();
    room.local(0, |p| p.set_name("  Ada  "));
    assert_eq!(room.peer(0).name_of(0), Some("Ada"), "trimmed");
    assert_eq!(room.peer(1).name_of(0), Some("Ada"));
    assert_eq!(room.peer(1).name_of(1), None, "the guest gave none");
    let long = "x".repeat(25);
    for bad in ["", "   ", long.as_str(), "a\u{7}b", "two\nlines"] {
        assert!(matches!(&room.local(1, |p| p.set_name(bad))[..], [Event::Refused(_)]), "{bad:?}");
    }
    // A peer's name of 10 KB, or with a control character, is refused and changes nothing.
    for forged in [format!("name {}", "y".repeat(10_000)), "name a\u{1b}[31m".to_string()] {
        assert!(matches!(room.act(0, |p| p.receive(1, &forged)).as_slice(), [Event::Refused(_)]));
    }
    assert_eq!(room.peer(0).name_of(1), None);
    // A spectator who comes later hears the players' names when it meets them.
    room.local(1, |p| p.set_name("Bea"));
    let watcher = room.add(Peer::guest([7; 16]));
    room.join(watcher);
    assert_eq!((room.peer(watcher).name_of(0), room.peer(watcher).name_of(1)), (Some("Ada"), Some("Bea")));
    // A player who leaves takes its name away; back after a reload, it tells it again.
    let saved = room.leave(1).unwrap();
    assert_eq!(room.peer(0).name_of(1), None);
    let back = room.add(Peer::resume(&saved, [3; 16]).unwrap());
    room.local(back, |p| p.set_name("Bea"));
    room.join(back);
    assert_eq!(room.peer(0).name_of(1), Some("Bea"));
}
