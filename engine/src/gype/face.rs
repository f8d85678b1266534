//! The six faces of a die. A piece *is* its face-up symbol.

use super::geometry::Side;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Face {
    Flame,
    Book,
    Sword,
    Tree,
    Hat,
    Ear,
}

impl Face {
    /// In index order: chance outcome `i` is the face `ALL[i]`.
    pub const ALL: [Face; 6] = [Face::Flame, Face::Book, Face::Sword, Face::Tree, Face::Hat, Face::Ear];

    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Option<Face> {
        Face::ALL.get(i).copied()
    }
    /// `F B S T H E`.
    pub fn letter(self) -> char {
        ['F', 'B', 'S', 'T', 'H', 'E'][self.index()]
    }
    pub fn from_letter(c: char) -> Option<Face> {
        Face::ALL.into_iter().find(|f| f.letter() == c.to_ascii_uppercase())
    }
    pub fn name(self) -> &'static str {
        ["Flame", "Book", "Sword", "Tree", "Hat", "Ear"][self.index()]
    }

    /// Step and jump directions for a piece of `side`, as a bit mask over `geometry::DIRS`.
    /// The Hat leaps instead and the Ear never moves: both have none.
    pub(crate) fn step_dirs(self, side: Side) -> u8 {
        match self {
            Face::Flame => 0xFF,
            Face::Book => 0b0101_0101,
            Face::Sword => 0b1010_1010,
            Face::Tree => {
                let f = side.forward_dir();
                1 << f | 1 << ((f + 1) % 8) | 1 << ((f + 7) % 8) | 1 << ((f + 4) % 8)
            }
            Face::Hat | Face::Ear => 0,
        }
    }
}
