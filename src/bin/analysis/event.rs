//! What the analysis session tells the module's panels: one typed event each, handled one a
//! task by `main.rs`.

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The record of the line to the move on show, for the page to open.
    Board(String),
    /// The record to analyse.
    Search(String),
    /// The move list (see `Analysed::moves`).
    Moves(Vec<ListItem>),
    /// The exported tree.
    Record(String),
    /// The tree or position packed for a link.
    Link(String),
    /// A sentence for the player.
    Say(String),
    /// The editor's state.
    Edit(EditorState),
    /// The edited position's record, for the page to draw.
    EditBoard(String),
    /// The record to analyse or play; empty while there are problems.
    EditRecord(String),
    /// What stands on a place, for the keyboard cursor.
    EditAt(String),
}

/// What the position editor shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditorState {
    pub game: String,
    /// Every place of the board, by name.
    pub places: Vec<String>,
    pub palette: Vec<PaletteItem>,
    /// The seats' names; `side` is the one to move.
    pub sides: Vec<String>,
    pub side: usize,
    /// Pieces off the board (where the game has them): a label and a number each.
    pub counts: Vec<(String, u32)>,
    /// Why the position cannot be played, as phrases.
    pub problems: Vec<String>,
    /// The game can draw the position (else the board shows the last one it could).
    pub drawn: bool,
}

/// A piece to put, in its palette group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaletteItem {
    pub group: String,
    pub code: String,
    pub label: String,
}

/// An item of the move list: a move, or the bounds of a side line (which nest).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListItem {
    SideLineStart,
    SideLineEnd,
    Move(ListedMove),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedMove {
    /// The move's node in the tree (the start's is the root).
    pub node: engine::tree::NodeId,
    /// Its ply from the start; 0 for the start.
    pub ply: usize,
    /// The move on show.
    pub current: bool,
    /// On the main line.
    pub main: bool,
    /// The move in notation; empty for the start.
    pub text: String,
    pub comment: String,
}

impl Event {
    pub fn say(text: impl Into<String>) -> Event {
        Event::Say(text.into())
    }

    /// The kind's name, as the tests find an event.
    #[cfg(test)]
    pub fn kind(&self) -> &'static str {
        match self {
            Event::Board(_) => "board",
            Event::Search(_) => "search",
            Event::Moves(_) => "moves",
            Event::Record(_) => "record",
            Event::Link(_) => "link",
            Event::Say(_) => "say",
            Event::Edit(_) => "edit",
            Event::EditBoard(_) => "edit-board",
            Event::EditRecord(_) => "edit-record",
            Event::EditAt(_) => "edit-at",
        }
    }

    #[cfg(test)]
    pub fn text(&self) -> &str {
        match self {
            Event::Board(t) | Event::Search(t) | Event::Record(t) | Event::Link(t) | Event::Say(t) => t,
            Event::Moves(_) => "",
            Event::EditBoard(t) | Event::EditRecord(t) | Event::EditAt(t) => t,
            Event::Edit(state) => &state.game,
        }
    }
}
