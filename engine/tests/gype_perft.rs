//! Golden perft figures (rolls=off) and a cross-check of the move generator against a slow,
//! independent one written here from the rules file: shallow perft from the standard starts,
//! and the exact set of move identities in positions from random games with random options.

use engine::game::{Game, Status};
use engine::gype::{Action, Position};
use engine::options::parse_pairs;
use engine::perft::perft;
use engine::rng::Rng;
use std::collections::{BTreeMap, BTreeSet};

const START_2: &str = "SN S SSb0,STc0,SBd0,SFe0,SFf0,SBg0,STh0,SSi0,NSb9,NTc9,NBd9,NFe9,NFf9,NBg9,NTh9,NSi9";
const START_3: &str = "SWN S SSb0,STc0,SBd0,SFe0,SFf0,SBg0,STh0,SSi0,WSa1,WTa2,WBa3,WFa4,WFa5,WBa6,WTa7,WSa8,NSb9,NTc9,NBd9,NFe9,NFf9,NBg9,NTh9,NSi9";
const START_4: &str = "SWNE S SSb0,STc0,SBd0,SFe0,SFf0,SBg0,STh0,SSi0,WSa1,WTa2,WBa3,WFa4,WFa5,WBa6,WTa7,WSa8,NSb9,NTc9,NBd9,NFe9,NFf9,NBg9,NTh9,NSi9,ESj1,ETj2,EBj3,EFj4,EFj5,EBj6,ETj7,ESj8";

fn options(items: &[&str]) -> engine::gype::Options {
    Position::parse_options(&parse_pairs(items).unwrap()).unwrap()
}

fn no_rolls(text: &str) -> Position {
    Position::parse_position(text, &options(&["rolls=off"])).unwrap()
}

// ---------------------------------------------------------------------------------------------
// The slow generator: coordinates, a map of pieces, every path enumerated, no tables.

type Xy = (i32, i32);

#[derive(Clone, Copy, Debug, Default)]
struct SlowRules {
    never_return: bool,
    chaos: bool,
    hat_rect: bool,
    rolls: bool,
}

#[derive(Clone, Debug)]
struct Slow {
    seats: Vec<char>,
    to_move: usize,
    pieces: BTreeMap<Xy, (char, char)>,
    rules: SlowRules,
}

/// (origin, end, jumped cells), as names.
type Identity = (String, String, BTreeSet<String>);

fn name(c: Xy) -> String {
    format!("{}{}", (b'a' + c.0 as u8) as char, c.1)
}

fn exists(c: Xy) -> bool {
    (0..10).contains(&c.0) && (0..10).contains(&c.1) && !((c.0 == 0 || c.0 == 9) && (c.1 == 0 || c.1 == 9))
}

fn row_of(c: Xy) -> Option<char> {
    match c {
        (1..=8, 0) => Some('S'),
        (1..=8, 9) => Some('N'),
        (0, 1..=8) => Some('W'),
        (9, 1..=8) => Some('E'),
        _ => None,
    }
}

fn opposite(side: char) -> char {
    match side {
        'S' => 'N',
        'N' => 'S',
        'W' => 'E',
        _ => 'W',
    }
}

fn forward(side: char) -> Xy {
    match side {
        'S' => (0, 1),
        'N' => (0, -1),
        'W' => (1, 0),
        _ => (-1, 0),
    }
}

/// Rank counted from the side's start row (0) to its destination row (9).
fn rank(side: char, c: Xy) -> i32 {
    match side {
        'S' => c.1,
        'N' => 9 - c.1,
        'W' => c.0,
        _ => 9 - c.0,
    }
}

fn step_dirs(face: char, side: char) -> Vec<Xy> {
    let all: Vec<Xy> = (-1..=1).flat_map(|dx| (-1..=1).map(move |dy| (dx, dy))).filter(|&d| d != (0, 0)).collect();
    let f = forward(side);
    let s = (f.1, f.0);
    match face {
        'F' => all,
        'B' => all.into_iter().filter(|d| d.0 == 0 || d.1 == 0).collect(),
        'S' => all.into_iter().filter(|d| d.0 != 0 && d.1 != 0).collect(),
        'T' => vec![f, (f.0 + s.0, f.1 + s.1), (f.0 - s.0, f.1 - s.1), (-f.0, -f.1)],
        _ => vec![],
    }
}

fn add(a: Xy, b: Xy) -> Xy {
    (a.0 + b.0, a.1 + b.1)
}

impl Slow {
    fn parse(text: &str, rules: SlowRules) -> Slow {
        let words: Vec<&str> = text.split_whitespace().collect();
        let seats: Vec<char> = words[0].chars().collect();
        let to_move = seats.iter().position(|&c| c.to_string() == words[1]).unwrap();
        let mut pieces = BTreeMap::new();
        if words[2] != "-" {
            for item in words[2].split(',') {
                let b = item.as_bytes();
                let c = ((b[2] - b'a') as i32, (b[3] - b'0') as i32);
                pieces.insert(c, (b[0] as char, b[1] as char));
            }
        }
        Slow { seats, to_move, pieces, rules }
    }

    fn side(&self) -> char {
        self.seats[self.to_move]
    }

    /// May the mover (left its start row already? reached its destination row?) land on `to`?
    fn may_land(&self, origin: Xy, to: Xy, left: bool, in_dest: bool, chaos_bar: bool) -> bool {
        let side = self.side();
        if !exists(to) || (to != origin && self.pieces.contains_key(&to)) {
            return false;
        }
        let row = row_of(to);
        if row.is_some_and(|r| r != side && r != opposite(side)) {
            return false;
        }
        if in_dest && row != Some(opposite(side)) {
            return false;
        }
        if self.rules.never_return && left && row == Some(side) {
            return false;
        }
        !(chaos_bar && rank(side, to) >= 5)
    }

    fn identities(&self) -> BTreeSet<Identity> {
        let side = self.side();
        let chaos_bar = self.rules.chaos && self.pieces.iter().any(|(&c, &(s, _))| s == side && row_of(c) == Some(side));
        let mut out = BTreeSet::new();
        for (&origin, &(s, face)) in &self.pieces {
            if s != side || row_of(origin) == Some(opposite(side)) {
                continue;
            }
            let left0 = row_of(origin) != Some(side);
            if face == 'H' {
                for (dx, dy) in [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)] {
                    let to = add(origin, (dx, dy));
                    if !self.may_land(origin, to, left0, false, chaos_bar) {
                        continue;
                    }
                    let passed: Vec<Xy> = if self.rules.hat_rect {
                        let mut v = Vec::new();
                        for ix in 0..=i32::abs(dx) {
                            for iy in 0..=i32::abs(dy) {
                                let p = (ix * dx.signum(), iy * dy.signum());
                                if p != (0, 0) && p != (dx, dy) {
                                    v.push(add(origin, p));
                                }
                            }
                        }
                        v
                    } else if dx.abs() == 2 {
                        vec![add(origin, (dx.signum(), 0)), add(origin, (dx, 0))]
                    } else {
                        vec![add(origin, (0, dy.signum())), add(origin, (0, dy))]
                    };
                    let rolled = passed.into_iter().filter(|c| self.pieces.contains_key(c)).map(name).collect();
                    out.insert((name(origin), name(to), rolled));
                }
                continue;
            }
            for d in step_dirs(face, side) {
                let to = add(origin, d);
                if self.may_land(origin, to, left0, false, chaos_bar) {
                    out.insert((name(origin), name(to), BTreeSet::new()));
                }
            }
            let mut used = BTreeSet::new();
            self.chains(origin, origin, face, left0, false, chaos_bar, &mut used, &mut BTreeSet::new(), &mut out);
        }
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn chains(
        &self,
        origin: Xy,
        cur: Xy,
        face: char,
        left: bool,
        in_dest: bool,
        chaos_bar: bool,
        used: &mut BTreeSet<(Xy, Xy)>,
        jumped: &mut BTreeSet<Xy>,
        out: &mut BTreeSet<Identity>,
    ) {
        let side = self.side();
        for d in step_dirs(face, side) {
            let over = add(cur, d);
            let to = add(over, d);
            let pair = if cur < to { (cur, to) } else { (to, cur) };
            if over == origin || !self.pieces.contains_key(&over) || used.contains(&pair) {
                continue;
            }
            if !self.may_land(origin, to, left, in_dest, chaos_bar) {
                continue;
            }
            used.insert(pair);
            let fresh = jumped.insert(over);
            if to != origin || self.rules.rolls {
                out.insert((name(origin), name(to), jumped.iter().copied().map(name).collect()));
            }
            let now_left = left || row_of(to) != Some(side);
            let now_in_dest = in_dest || row_of(to) == Some(opposite(side));
            self.chains(origin, to, face, now_left, now_in_dest, chaos_bar, used, jumped, out);
            if fresh {
                jumped.remove(&over);
            }
            used.remove(&pair);
        }
    }

    /// The positions after each move (rolls off), or None where the mover has just won.
    fn children(&self) -> Vec<Option<Slow>> {
        let ids = self.identities();
        if ids.is_empty() {
            let mut next = self.clone();
            next.to_move = (self.to_move + 1) % self.seats.len();
            return vec![Some(next)];
        }
        let cell = |s: &str| ((s.as_bytes()[0] - b'a') as i32, (s.as_bytes()[1] - b'0') as i32);
        ids.into_iter()
            .map(|(o, e, _)| {
                let mut next = self.clone();
                let piece = next.pieces.remove(&cell(&o)).unwrap();
                next.pieces.insert(cell(&e), piece);
                let side = self.side();
                let home = next.pieces.iter().filter(|(_, p)| p.0 == side).all(|(&c, _)| row_of(c) == Some(opposite(side)));
                next.to_move = (self.to_move + 1) % self.seats.len();
                (!home).then_some(next)
            })
            .collect()
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.children().into_iter().map(|c| c.map_or(1, |c| c.perft(depth - 1))).sum()
    }
}

fn engine_identities(p: &Position) -> BTreeSet<Identity> {
    use engine::gype::cell_name;
    p.legal_moves().into_iter().map(|m| (cell_name(m.origin), cell_name(m.end()), m.rolled.iter().map(|&c| cell_name(c)).collect())).collect()
}

// ---------------------------------------------------------------------------------------------

#[test]
fn golden_perft_two_players() {
    let p = no_rolls(START_2);
    let expected = [16, 256, 5_248, 107_584, 2_527_568];
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&p, d as u32 + 1), n, "depth {}", d + 1);
    }
}

#[test]
fn golden_perft_three_players() {
    let p = no_rolls(START_3);
    let expected = [16, 255, 4_064, 83_112];
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&p, d as u32 + 1), n, "depth {}", d + 1);
    }
}

#[test]
fn golden_perft_four_players() {
    let p = no_rolls(START_4);
    let expected = [16, 255, 4_064, 64_514];
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&p, d as u32 + 1), n, "depth {}", d + 1);
    }
}

#[test]
fn standard_starts_match_the_start_position() {
    for (seats, text) in [("seats=SN", START_2), ("seats=SWN", START_3), ("seats=SWNE", START_4)] {
        let start = Position::start(&options(&[seats, "setup=off"]));
        assert_eq!(start.position_string(), text);
    }
}

#[test]
fn slow_generator_agrees_on_shallow_perft() {
    let rules = SlowRules::default();
    for (text, depth) in [(START_2, 3), (START_3, 3), (START_4, 3)] {
        let slow = Slow::parse(text, rules);
        assert_eq!(slow.perft(depth), perft(&no_rolls(text), depth), "{text} depth {depth}");
    }
}

#[test]
fn perft_with_rolls_stops_at_depth_one() {
    let p = Position::parse_position(START_2, &Default::default()).unwrap();
    assert_eq!(perft(&p, 1), 24);
    assert!(p.check_perft_depth(1).is_ok());
    assert!(p.check_perft_depth(2).is_err());
    assert!(no_rolls(START_2).check_perft_depth(6).is_ok());
}

/// Plays random games with random options and compares, in every position where a player
/// moves, the engine's move identities with the slow generator's, and checks each witness path.
#[test]
fn slow_generator_agrees_in_random_games() {
    let mut rng = Rng::new(2024);
    let mut positions = 0;
    let mut chains = 0;
    for game in 0..200 {
        let seats = ["SN", "SWN", "SWNE", "WE", "SWE"][game % 5];
        let pick = |rng: &mut Rng, a: &'static str, b: &'static str| if rng.below(2) == 0 { a } else { b };
        let opts = [
            format!("seats={seats}"),
            "setup=off".to_string(),
            pick(&mut rng, "rolls=on", "rolls=off").into(),
            pick(&mut rng, "return_home=free", "return_home=never").into(),
            pick(&mut rng, "chaos=off", "chaos=on").into(),
            pick(&mut rng, "hat_pass=leg", "hat_pass=rect").into(),
            pick(&mut rng, "start=standard", "start=random").into(),
            "max_plies=160".into(),
        ];
        let items: Vec<&str> = opts.iter().map(String::as_str).collect();
        let o = options(&items);
        let rules = SlowRules {
            never_return: items.contains(&"return_home=never"),
            chaos: items.contains(&"chaos=on"),
            hat_rect: items.contains(&"hat_pass=rect"),
            rolls: items.contains(&"rolls=on"),
        };
        let mut p = Position::start(&o);
        loop {
            let actions = match p.status() {
                Status::Over(_) => break,
                Status::Chance(n) => (0..n).map(|i| p.chance_action(i)).collect(),
                Status::Turn(_) => {
                    // The game ends at max_plies=160: a turn there would never end.
                    assert!(p.plies() < 160, "a turn past max_plies in {}", p.position_string());
                    positions += 1;
                    let slow = Slow::parse(&p.position_string(), rules).identities();
                    let fast = engine_identities(&p);
                    assert_eq!(fast, slow, "moves differ in {} with {items:?}", p.position_string());
                    for m in p.legal_moves() {
                        chains += (m.path.len() > 1) as u32;
                        assert_eq!(p.move_for_path(m.origin, &m.path).as_ref(), Ok(&m), "witness path of {m:?}");
                    }
                    p.legal_actions()
                }
            };
            // Favour moves over rolls so that pieces travel and chains appear.
            let moves: Vec<&Action> = actions.iter().filter(|a| matches!(a, Action::Move(_))).collect();
            let a = if !moves.is_empty() && rng.below(4) != 0 { moves[rng.below(moves.len())].clone() } else { actions[rng.below(actions.len())].clone() };
            p.play(&a).unwrap();
        }
    }
    assert!(positions > 8_000, "{positions} positions");
    assert!(chains > 1_000, "{chains} chain moves");
}
