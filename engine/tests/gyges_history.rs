//! With `repetition=on` every position keeps the hashes of the earlier ones, and a match keeps
//! every position of its game: the hashes must be shared, or memory grows with the square of the
//! game's length, and counting a position's repeats must not scan them all, or time does. A
//! 130,000-move record (780 KB, about what a 1 MiB record holds) loads here in seconds within a
//! fixed memory bound.

use engine::game::{Game, Status};
use engine::gyges::{Action, Options, Position};
use engine::options::parse_pairs;
use engine::rng::Rng;
use engine::Match;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Counts the bytes live and the peak since the last reset.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(live, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// A long game: random moves that neither win nor end the game by repetition. Where every move
/// would, a few moves are taken back and the walk goes on another way.
fn long_game(plies: usize, options: &Options) -> Vec<String> {
    let mut rng = Rng::new(7);
    let mut line = vec![(Position::start(options), String::new())];
    while line.len() <= plies {
        let p = &line[line.len() - 1].0;
        let mut actions = p.legal_actions();
        let mut chosen = None;
        while !actions.is_empty() {
            let a: Action = actions.swap_remove(rng.below(actions.len()));
            let mut next = p.clone();
            next.play(&a).unwrap();
            if matches!(next.status(), Status::Turn(_)) {
                chosen = Some((next, p.format_action(&a)));
                break;
            }
        }
        match chosen {
            Some(step) => line.push(step),
            None => line.truncate(line.len().saturating_sub(1 + rng.below(4)).max(1)),
        }
    }
    line.into_iter().skip(1).map(|(_, text)| text).collect()
}

#[test]
fn a_long_record_with_repetition_loads_in_bounded_memory() {
    let plies = if cfg!(debug_assertions) { 2_000 } else { 130_000 };
    let items = ["repetition=on", "setup=preset:321123"];
    let options = Options::parse(&parse_pairs(&items).unwrap()).unwrap();
    let moves = long_game(plies, &options);
    let text = format!("gboards-record 1\ngame gyges\noption repetition=on\noption setup=preset:321123\nseed 1\n{}\n", moves.join("\n"));
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let m = Match::<Position>::from_record_text(&text).unwrap();
    let peak = PEAK.load(Ordering::Relaxed) - before;
    assert_eq!(m.position().status(), Status::Turn(m.position().to_move()));
    // About 200 bytes per kept position; one copy of the history per position would be
    // 8 bytes × plies² / 2 (1.6 GB for 20,000 moves).
    eprintln!("{plies} moves, {} bytes of record: {peak} bytes at the peak", text.len());
    assert!(peak < 1_000 * plies, "{peak} bytes for {plies} moves");
}
