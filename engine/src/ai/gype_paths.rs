//! Table Gype's race measured in moves: how many moves a piece needs to reach each cell of its
//! destination row with the face it shows, on an empty board. Ranks alone mislead: a Hat gains
//! two a move, a Book can only enter its row straight ahead, a Sword never leaves its colour and
//! an Ear must be rolled first. In the endgame only a few destination cells are free, and the
//! way to them may run sideways, which ranks do not see at all.

use crate::gype::{all_cells, Cell, Face, Side, DIRS, KNIGHT};

/// Faces with a table of their own: the six, then a die about to be rolled (the mean of six).
pub const PENDING: usize = 6;
/// Moves are kept in tenths.
pub const TENTHS: u16 = 10;
const UNREACHABLE: u16 = u16::MAX;

/// `moves[side][face][cell][j]`: tenths of moves from `cell` to the `j`-th cell of the side's
/// destination row (in increasing cell order), for each face and for a pending die.
pub struct Paths {
    moves: Vec<[u16; 8]>,
}

impl Paths {
    pub fn get(&self, side: Side, face: usize, cell: Cell) -> &[u16; 8] {
        &self.moves[(side.index() * 7 + face) * 100 + cell as usize]
    }
}

pub static PATHS: std::sync::LazyLock<Paths> = std::sync::LazyLock::new(build);

fn build() -> Paths {
    let mut moves = vec![[UNREACHABLE; 8]; 4 * 7 * 100];
    for side in Side::ALL {
        let dest = side.destination_row();
        // Cells closed to a piece of this side: the other sides' Home Rows.
        let closed = side.foreign_rows();
        let targets: Vec<Cell> = all_cells().filter(|&c| dest >> c & 1 == 1).collect();
        let at = |face: usize, c: Cell| (side.index() * 7 + face) * 100 + c as usize;
        for face in [Face::Flame, Face::Book, Face::Sword, Face::Tree, Face::Hat] {
            let steps: Vec<(i32, i32)> = match face {
                Face::Hat => KNIGHT.to_vec(),
                _ => {
                    let mask = face.step_dirs(side);
                    (0..8).filter(|d| mask >> d & 1 == 1).map(|d| DIRS[d]).collect()
                }
            };
            for from in all_cells().filter(|&c| closed >> c & 1 == 0 && dest >> c & 1 == 0) {
                // Breadth-first over the empty board; the destination row ends a path.
                let mut dist = [UNREACHABLE; 100];
                dist[from as usize] = 0;
                let mut queue = vec![from];
                let mut head = 0;
                while head < queue.len() {
                    let c = queue[head];
                    head += 1;
                    if dest >> c & 1 == 1 {
                        continue;
                    }
                    let (x, y) = ((c % 10) as i32, (c / 10) as i32);
                    for &(dx, dy) in &steps {
                        let Some(n) = crate::gype::cell_at(x + dx, y + dy) else { continue };
                        if closed >> n & 1 == 0 && dist[n as usize] == UNREACHABLE {
                            dist[n as usize] = dist[c as usize] + 1;
                            queue.push(n);
                        }
                    }
                }
                let row = &mut moves[at(face.index(), from)];
                for (j, &t) in targets.iter().enumerate() {
                    if dist[t as usize] != UNREACHABLE {
                        row[j] = dist[t as usize] * TENTHS;
                    }
                }
            }
        }
        // A face that cannot get there (a Sword on the wrong colour), like an Ear, must be
        // rolled first: a move, then whatever face comes up. With `r` the total over the faces
        // that can get there and `u` the moving faces that cannot, a pending die is worth
        // p = (r + (u + 1)(1 + p)) / 6, so p = (r + u + 1) / (5 - u) moves.
        for from in all_cells() {
            for j in 0..8 {
                let reachable: Vec<u16> = (0..5).map(|f| moves[at(f, from)][j]).filter(|&d| d != UNREACHABLE).collect();
                if reachable.is_empty() {
                    continue;
                }
                let u = 5 - reachable.len() as u32;
                let r: u32 = reachable.iter().map(|&d| d as u32).sum();
                let pending = ((r + (u + 1) * TENTHS as u32) / (5 - u)) as u16;
                for f in 0..6 {
                    let d = &mut moves[at(f, from)][j];
                    if *d == UNREACHABLE {
                        *d = TENTHS + pending;
                    }
                }
                moves[at(PENDING, from)][j] = pending;
            }
        }
    }
    Paths { moves }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gype::parse_cell;

    fn moves(side: Side, face: usize, from: &str, j: usize) -> u16 {
        PATHS.get(side, face, parse_cell(from).unwrap())[j]
    }

    #[test]
    fn moves_by_face() {
        // South races to b9..i9 (j = 0..7).
        assert_eq!(moves(Side::South, Face::Flame.index(), "e1", 3), 80); // e9: eight steps
        assert_eq!(moves(Side::South, Face::Book.index(), "e8", 0), 40); // b9: sideways, then up
        assert_eq!(moves(Side::South, Face::Hat.index(), "e1", 3), 40); // four leaps
        assert_eq!(moves(Side::South, Face::Sword.index(), "e8", 2), 10); // d9
        // e8 to e9 is the wrong colour for a Sword: roll first, then the mean of the others.
        assert!(moves(Side::South, Face::Sword.index(), "e8", 3) > 10);
        assert!(moves(Side::South, Face::Ear.index(), "e8", 3) > 10);
        // North races down; a North Tree steps forward-diagonally toward row 0.
        assert_eq!(moves(Side::North, Face::Tree.index(), "e1", 3), 10); // to e0
        assert_eq!(moves(Side::North, Face::Tree.index(), "e1", 4), 10); // to f0
    }
}
