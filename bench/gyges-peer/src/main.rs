//! `gyges-peer-bench [depth] [runs]`: perft of the `gyges` 2.0.0 crate from the standard start
//! (`321123/....../....../....../....../321123`, replacements on: that crate's rule), the last
//! ply counted from its move list rather than played. Prints the leaf count and the median
//! CPU seconds of the runs.

use gyges::{BoardState, GenMoves, MoveGen, NoQuit, Player, STARTING_BOARD};

fn perft(board: &mut BoardState, gen: &mut MoveGen, player: Player, depth: u32) -> u64 {
    // SAFETY: the crate's generator is `unsafe` only for its internal table lookups.
    let mut list = unsafe { gen.gen::<GenMoves, NoQuit>(board, player) }.move_list;
    let moves = list.moves(board);
    if depth == 1 {
        // The crate's move counter counts some moves twice (230 at the start, not 222), so the
        // last ply counts the decoded list: every legal move once.
        return moves.len() as u64;
    }
    let mut total = 0;
    for mv in &moves {
        if mv.is_win() {
            total += 1;
            continue;
        }
        board.make_move(mv);
        total += perft(board, gen, player.other(), depth - 1);
        board.unmake_move(mv);
    }
    total
}

/// CPU time of this process (user + system), in seconds.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name: utime and stime are the 12th and 13th.
    let rest = stat.rsplit_once(')').map(|(_, r)| r).unwrap_or("");
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11..13).map(|f| f.iter().filter_map(|t| t.parse::<f64>().ok()).sum()).unwrap_or(0.0);
    ticks / 100.0
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let depth: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let runs: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(5);
    let mut times = Vec::new();
    let mut leaves = 0;
    for _ in 0..runs.max(1) {
        let mut board = BoardState::from(STARTING_BOARD);
        let mut gen = MoveGen::default();
        let started = std::time::Instant::now();
        let cpu = cpu_seconds();
        leaves = perft(&mut board, &mut gen, Player::One, depth);
        let used = cpu_seconds() - cpu;
        // Clock ticks are 10 ms: fall back on wall time when the run is shorter than that.
        times.push(if used > 0.05 { used } else { started.elapsed().as_secs_f64() });
    }
    times.sort_by(|a, b| a.total_cmp(b));
    println!("leaves {leaves}\nseconds {:.4}", times[times.len() / 2]);
}
