//! Quick pairing without a network: a group of four strangers matched on a Table Gype tile
//! draws its seats and private room, then meets there, arriving in the worst order (the last
//! seat first); the host lets each guest in on its ticket, seat by seat, so every player gets
//! the seat it drew, and every guest's game is the tile's. And a pair on a Gygès tile.

mod live_room_kit;
use live_room_kit::Room;

use engine::live::pairing::draw::{Admission, Draw, DrawEvent, Paired};
use engine::live::pairing::{Scope, Tile};
use engine::live::{Event, Peer, Remote};

fn secret(i: usize) -> [u8; 16] {
    [i as u8 * 31 + 5; 16]
}

/// The draw among `n` players, every message delivered in order; each one's outcome.
fn draw(n: usize) -> Vec<Paired> {
    let mut draws: Vec<Draw> = (0..n).map(|i| Draw::new(n, secret(i))).collect();
    let mut queue = Vec::new();
    let mut out = vec![None; n];
    let mut take = |from: usize, events: Vec<DrawEvent>, queue: &mut Vec<(usize, usize, String)>| {
        for e in events {
            match e {
                DrawEvent::Send { to, text } => queue.push((from, to as usize, text)),
                DrawEvent::Paired(p) => out[from] = Some(p),
            }
        }
    };
    for (a, draw) in draws.iter_mut().enumerate() {
        for b in (0..n).filter(|&b| b != a) {
            let events = draw.connected(b as Remote);
            take(a, events, &mut queue);
        }
    }
    while !queue.is_empty() {
        let (from, to, text) = queue.remove(0);
        let events = draws[to].receive(from as Remote, &text).unwrap();
        take(to, events, &mut queue);
    }
    out.into_iter().map(Option::unwrap).collect()
}

/// The private room after the draw: the host's game and its guests let in on their tickets,
/// arriving last seat first. Returns the room and, per place in it, the player's draw.
fn meet(tile: &str) -> (Room, Vec<Paired>) {
    let tile = Tile::parse(tile).unwrap();
    let n = tile.seats as usize;
    let mut by_seat = draw(n);
    by_seat.sort_by_key(|p| p.seat);
    let mut room = Room::default();
    room.add(Peer::host(&tile.record(0).unwrap(), secret(0)).unwrap().with_clock(tile.clock));
    let mut door = Admission::new(&by_seat[0].tickets);
    for seat in (1..n).rev() {
        let at = room.add(Peer::guest(secret(seat)));
        // The host's device greets a guest only once its ticket lets it in.
        for admitted in door.ticket(at as Remote, &by_seat[seat].ticket()).unwrap() {
            room.connect(0, admitted as usize);
            room.run();
        }
    }
    // The guests meet one another too, as in any room.
    for a in 1..n {
        for b in a + 1..n {
            room.connect(a, b);
        }
    }
    room.run();
    // Place `at` of the room holds the player of seat `n - at` (they came last seat first).
    let players = (0..n).map(|at| by_seat[if at == 0 { 0 } else { n - at }].clone()).collect();
    (room, players)
}

#[test]
fn four_strangers_get_the_seats_they_drew_whatever_order_they_arrive_in() {
    let (mut room, players) = meet("gype-4p-none");
    assert!(room.seen[0].contains(&Event::Lobby { seat: 0, filled: Some(4), of: 4 }), "{:?}", room.seen[0]);
    room.local(0, |p| p.begin());
    let tile = Tile::parse("gype-4p-none").unwrap();
    let scope = Scope::of_game(&tile.record(0).unwrap(), None).unwrap();
    for (at, player) in players.iter().enumerate() {
        let opened = room.seen[at].iter().find_map(|e| match e {
            Event::Open { seat, record } => Some((*seat, record.clone())),
            _ => None,
        });
        let (seat, record) = opened.unwrap_or_else(|| panic!("the game opens at {at}: {:?}", room.seen[at]));
        assert_eq!(seat, Some(player.seat), "place {at} plays the seat it drew");
        assert_eq!(scope.admits(&record, None), Ok(()));
    }
    assert!(players.iter().all(|p| p.room == players[0].room));
}

#[test]
fn a_pair_on_a_clocked_tile_plays_the_tiles_game() {
    let (room, players) = meet("gyges-2p-3+2");
    let tile = Tile::parse("gyges-2p-3+2").unwrap();
    let scope = Scope::of_game(&tile.record(0).unwrap(), tile.clock).unwrap();
    let guest = room.peer(1);
    let record = guest.table().expect("the guest's game is open").record();
    assert_eq!(guest.table().unwrap().seat(), Some(players[1].seat));
    assert_eq!(scope.admits(&record, guest.clocks().map(|c| c.control())), Ok(()));
    assert!(scope.admits(&record, None).is_err(), "the clock is part of the room");
}
