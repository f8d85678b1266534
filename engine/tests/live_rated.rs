//! A rated game between two peers without a network: each tells the other the rating it
//! claims, and when the game ends each device has the game to rate for its own player, with
//! the other's claim; forged claims are refused.

mod live_pair;
use live_pair::{deliver, GUEST, HOST};

use engine::clock::TimeControl;
use engine::live::{Event, LiveError, NotRated, Peer};
use engine::rating::{rate_two, Duel, GameResult, Glicko, Pool, Profile, Rating, TimeClass};

const GYGES: &str = "gboards-record 1\ngame gyges\noption setup=preset:321123\nseed 3\n";

fn claim(rating: f64, deviation: f64) -> Rating {
    Rating::Glicko(Glicko::new(rating, deviation, 0.06).unwrap())
}

/// A 3+2 game whose players claim their ratings once seated (told at once), where the
/// other test's guest claims before it meets the host (told on meeting).
fn rated_pair(host_claim: Rating, guest_claim: Rating) -> (Peer, Peer) {
    let host = Peer::host(GYGES, [1; 16]).unwrap().with_clock(Some(TimeControl { base_ms: 180_000, increment_ms: 2_000 }));
    let (mut host, mut guest) = live_pair::seated(host);
    let told = host.claim_rating(host_claim);
    deliver(told, &mut host, &mut guest, true);
    let told = guest.claim_rating(guest_claim);
    deliver(told, &mut host, &mut guest, false);
    (host, guest)
}

#[test]
fn both_devices_rate_their_own_player_against_the_others_claim() {
    let (strong, newcomer) = (claim(1700.0, 80.0), Rating::Glicko(Glicko::START));
    let (mut host, mut guest) = rated_pair(strong, newcomer);
    assert_eq!(host.claim_of(1), Some(newcomer));
    assert_eq!(guest.claim_of(0), Some(strong));
    assert_eq!(host.people_game().err(), Some(LiveError::NotRated(NotRated::GoesOn)), "not while the game goes on");

    // South (the host) moves, then North (the guest) resigns.
    let first = engine::any::AnyMatch::legal_actions(live_pair::game(&host))[0].clone();
    deliver(host.local_move(&first), &mut host, &mut guest, true);
    deliver(guest.resign(), &mut host, &mut guest, false);

    let blitz = Pool::Live(Duel::Gyges, TimeClass::Blitz);
    let at_host = host.people_game().unwrap();
    assert_eq!((at_host.pool, at_host.me, &at_host.ranks, &at_host.claims), (blitz, 0, &vec![1, 2], &vec![None, Some(newcomer)]));
    let at_guest = guest.people_game().unwrap();
    assert_eq!((at_guest.me, &at_guest.ranks, &at_guest.claims), (1, &vec![1, 2], &vec![Some(strong), None]));

    // Each profile rates as Glicko-2 does against the claim it was given.
    let mut winner = Profile::new("Host").unwrap();
    let mut loser = Profile::new("Guest").unwrap();
    let won = winner.play_people(&at_host, 10).unwrap();
    let lost = loser.play_people(&at_guest, 10).unwrap();
    assert_eq!(won, Rating::Glicko(rate_two(Glicko::START, Glicko::START, GameResult::Win)));
    let Rating::Glicko(strong_glicko) = strong else { unreachable!() };
    assert_eq!(lost, Rating::Glicko(rate_two(Glicko::START, strong_glicko, GameResult::Loss)));
    assert!(won.value() > 1500.0 && lost.value() < 1500.0);
    assert_eq!(winner.rating(blitz), won);

    // The claim of a player who left stays for the end of the game.
    host.disconnected(GUEST);
    assert_eq!(host.claim_of(1), Some(newcomer));
}

#[test]
fn a_game_without_the_others_claim_or_with_a_forged_one_is_not_rated() {
    let mut host = Peer::host(GYGES, [1; 16]).unwrap();
    let mut guest = Peer::guest([2; 16]);
    guest.claim_rating(claim(1600.0, 90.0));
    let hello = guest.connected(HOST);
    deliver(hello, &mut host, &mut guest, false);
    let hello = host.connected(GUEST);
    deliver(hello, &mut host, &mut guest, true);
    for forged in ["rating 99999:80:0.06", "rating 1500:0:0.06", "rating NaN:80:0.06", "rating 1500:80:0.06:1", "rating 1500"] {
        let events = guest.receive(HOST, forged);
        assert!(matches!(events.as_slice(), [Event::Refused(_)]), "{forged}: {events:?}");
    }
    assert_eq!(guest.claim_of(0), None, "nothing forged was kept");
    deliver(host.resign(), &mut host, &mut guest, true);
    assert!(host.people_game().is_ok(), "the guest claimed a rating");
    let unclaimed = LiveError::NotRated(NotRated::NoClaim { seat: 0 });
    assert_eq!(guest.people_game().err(), Some(unclaimed.clone()));
    assert_eq!(unclaimed.to_string(), "this game is not rated: the player of seat 1 claimed no rating");
    // A Weng-Lin claim reads, but is the wrong kind for a game of two: rating it fails.
    guest.receive(HOST, "rating 25:3");
    let at_guest = guest.people_game().unwrap();
    assert!(Profile::new("Guest").unwrap().play_people(&at_guest, 1).is_err(), "a claim of the wrong system");
}
