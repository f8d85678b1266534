//! The analysis session behind the module's commands: the variation tree of one game and the
//! move on show. Plain Rust: it answers each command with the events for the panels, so it
//! knows nothing of the page around it.

use super::editor::{self, EditRequest, Editing};
use engine::game::Game;
use engine::kind::{GameKind, Listed};
use engine::record::Record;
use engine::tree::{NodeId, Tree};
use std::collections::HashSet;

use super::event::{Event, ListItem, ListedMove};
use super::i18n::msg;
use super::reason::engine_words;

fn say(text: impl Into<String>) -> Event {
    Event::say(text)
}

/// What the session is asked, by the page (through the module's door) and by the panels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Analyse a record at move `ply` of its main line (its end when `None` or past it).
    Open { ply: Option<usize>, record: String },
    /// A link's packed record.
    Link(String),
    /// Every action of the page's board, after a change there.
    Sync(Vec<String>),
    /// Actions clicked in the panel, played from the move on show.
    Play(Vec<String>),
    GoTo(NodeId),
    Step(Step),
    /// Promote the line on show one level, or make it the main line.
    Promote,
    MakeMain,
    Delete,
    Comment(String),
    Export,
    Share,
    /// The analysis board again (after the editor closed).
    Show,
    /// Set up the position a record reaches.
    EditOpen(String),
    Edit(EditRequest),
}

/// A step through the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    First,
    Prev,
    Next,
    Last,
}

/// One game's tree behind a trait object, so the session holds any of the games.
trait Board {
    fn command(&mut self, request: Request) -> Vec<Event>;
}

#[derive(Default)]
pub struct Session {
    board: Option<Box<dyn Board>>,
    /// The position being set up, kept apart from the analysis so closing it returns there.
    editor: Option<Box<dyn Editing>>,
}

impl Session {
    /// Answers one request with the events for the panels.
    pub fn command(&mut self, request: Request) -> Vec<Event> {
        match request {
            Request::EditOpen(record) => match editor::open(&record) {
                Ok(mut e) => {
                    let events = e.command(EditRequest::Show);
                    self.editor = Some(e);
                    events
                }
                Err(e) => vec![say(msg::analysis_editor_unopenable(&engine_words(&e)))],
            },
            Request::Edit(request) => match &mut self.editor {
                Some(e) => e.command(request),
                None => vec![say(msg::analysis_editor_none())],
            },
            Request::Open { ply, record } => self.open(&record, ply),
            Request::Link(packed) => match engine::compact::unpack(packed.trim()) {
                Ok(record) => self.open(&record, None),
                Err(e) => vec![say(msg::analysis_link_unopenable(&engine_words(&e)))],
            },
            other => match &mut self.board {
                Some(board) => board.command(other),
                None => vec![say(msg::analysis_no_game())],
            },
        }
    }

    /// Opens a record with its side lines and comments at move `ply` of its main line (its end
    /// when `None` or past it).
    fn open(&mut self, text: &str, ply: Option<usize>) -> Vec<Event> {
        let opened = Record::parse(text).and_then(|(record, _)| {
            let kind = GameKind::parse(&record.game)?;
            engine::with_kind!(kind, G => Analysed::<G>::open(record, ply).map(|b| Box::new(b) as Box<dyn Board>))
        });
        match opened {
            Ok(mut board) => {
                let events = board.command(Request::Show);
                self.board = Some(board);
                events
            }
            Err(e) => vec![say(msg::analysis_record_unopenable(&engine_words(&e)))],
        }
    }
}

struct Analysed<G: Game> {
    /// The record's heading (game, options, seed, start); its actions are the tree's.
    heading: Record,
    tree: Tree<G>,
    at: NodeId,
}

impl<G: Game + Listed> Analysed<G> {
    fn open(mut heading: Record, ply: Option<usize>) -> engine::error::Result<Self> {
        let options = G::parse_options(&heading.options)?;
        let start = match &heading.start {
            Some(text) => G::parse_position(text, &options)?,
            None => G::start(&options),
        };
        let tree = Tree::from_line(start, &heading.actions, &heading.notes)?;
        let main = tree.line_from(Tree::<G>::ROOT);
        let at = main[ply.unwrap_or(usize::MAX).min(main.len() - 1)];
        // Every seat is played here, and the game goes on whoever had ended it.
        heading.players.clear();
        heading.conceded = None;
        heading.actions.clear();
        heading.notes = Default::default();
        Ok(Analysed { heading, tree, at })
    }

    /// The long notation of the action that led to `id`.
    fn action_text(&self, id: NodeId, long: bool) -> Option<String> {
        let node = self.tree.node(id)?;
        let before = &self.tree.node(node.parent?)?.position;
        let action = node.action.as_ref()?;
        Some(if long { before.format_action_long(action) } else { before.format_action(action) })
    }

    /// The record of the line from the start to the move on show, for the board and the search.
    fn path_record(&self) -> String {
        let actions = self.tree.path_to(self.at).into_iter().filter_map(|id| self.action_text(id, true)).collect();
        Record { actions, ..self.heading.clone() }.to_text()
    }

    /// The whole tree as a record: the main line with its side lines and comments.
    fn tree_record(&self) -> String {
        let (actions, notes) = self.tree.to_line();
        Record { actions, notes, ..self.heading.clone() }.to_text()
    }

    /// The move list for the panel: the start, then the main line, each side line inside its
    /// bounds after the move it replaces.
    fn moves(&self) -> Vec<ListItem> {
        let main: HashSet<NodeId> = self.tree.line_from(Tree::<G>::ROOT).into_iter().collect();
        let mut out = vec![self.listed(Tree::<G>::ROOT, 0, &main)];
        self.list_line(&mut out, Tree::<G>::ROOT, 0, &main);
        out
    }

    fn list_line(&self, out: &mut Vec<ListItem>, from: NodeId, ply: usize, main: &HashSet<NodeId>) {
        let mut at = from;
        let mut ply = ply;
        while let Some(node) = self.tree.node(at) {
            let Some((&next, sides)) = node.children.split_first() else { break };
            ply += 1;
            out.push(self.listed(next, ply, main));
            for &side in sides {
                out.push(ListItem::SideLineStart);
                out.push(self.listed(side, ply, main));
                self.list_line(out, side, ply, main);
                out.push(ListItem::SideLineEnd);
            }
            at = next;
        }
    }

    fn listed(&self, node: NodeId, ply: usize, main: &HashSet<NodeId>) -> ListItem {
        let comment = self.tree.node(node).map(|n| n.comment.clone()).unwrap_or_default();
        let text = if node == Tree::<G>::ROOT { String::new() } else { self.action_text(node, false).unwrap_or_default() };
        ListItem::Move(ListedMove { node, ply, current: node == self.at, main: main.contains(&node), text, comment })
    }

    /// The events after the move on show changed: the board opens it (unless the page played
    /// it), the panel analyses it and redraws the list.
    fn shown(&self, page_has_it: bool) -> Vec<Event> {
        let record = self.path_record();
        let mut events = Vec::new();
        if !page_has_it {
            events.push(Event::Board(record.clone()));
        }
        events.push(Event::Search(record));
        events.push(Event::Moves(self.moves()));
        events
    }

    /// Plays `actions` from the move on show.
    fn play_lines(&mut self, actions: &[String], page_has_it: bool) -> Vec<Event> {
        let mut events = Vec::new();
        let mut page_has_it = page_has_it;
        for text in actions.iter().map(|t| t.trim()).filter(|t| !t.is_empty()) {
            match self.tree.play_text(self.at, text) {
                Ok(id) => self.at = id,
                Err(e) => {
                    events.push(say(msg::analysis_unplayable(&engine::error::clip(text), &engine_words(&e))));
                    // The page played a move the tree refused: the board shows the tree again.
                    page_has_it = false;
                    break;
                }
            }
        }
        events.extend(self.shown(page_has_it));
        events
    }

    /// The page's board holds `actions`: the move on show follows it, by the actions it
    /// played since (chance outcomes among them) or back to where it undid to.
    fn sync(&mut self, actions: &[String]) -> Vec<Event> {
        let page: Vec<String> = actions.iter().map(|t| t.trim()).filter(|t| !t.is_empty()).map(String::from).collect();
        let path = self.tree.path_to(self.at);
        let mut same = 0;
        while same + 1 < path.len() && same < page.len() && self.action_text(path[same + 1], true).as_deref() == Some(page[same].as_str()) {
            same += 1;
        }
        if same == page.len() && same + 1 == path.len() {
            return Vec::new();
        }
        self.at = path[same];
        self.play_lines(&page[same..], true)
    }

    fn go(&mut self, to: Option<NodeId>) -> Vec<Event> {
        match to.filter(|&id| self.tree.node(id).is_some()) {
            Some(id) if id != self.at => {
                self.at = id;
                self.shown(false)
            }
            _ => Vec::new(),
        }
    }
}

impl<G: Game + Listed> Board for Analysed<G> {
    fn command(&mut self, request: Request) -> Vec<Event> {
        let node = self.tree.node(self.at);
        let parent = node.and_then(|n| n.parent);
        let child = node.and_then(|n| n.children.first().copied());
        match request {
            Request::Show => self.shown(false),
            Request::Sync(actions) => self.sync(&actions),
            Request::Play(actions) => self.play_lines(&actions, false),
            Request::GoTo(id) => self.go(Some(id)),
            Request::Step(Step::Prev) => self.go(parent),
            Request::Step(Step::Next) => self.go(child),
            Request::Step(Step::First) => self.go(Some(Tree::<G>::ROOT)),
            Request::Step(Step::Last) => self.go(self.tree.line_from(self.at).last().copied()),
            Request::Promote | Request::MakeMain => {
                let promoted = if request == Request::MakeMain {
                    let was = self.tree.on_main_line(self.at);
                    self.tree.make_main_line(self.at);
                    !was
                } else {
                    self.tree.promote(self.at)
                };
                if !promoted {
                    return vec![say(msg::analysis_already_main())];
                }
                vec![Event::Moves(self.moves())]
            }
            Request::Delete => match (parent, self.tree.delete(self.at)) {
                (Some(p), Ok(())) => {
                    self.at = p;
                    self.shown(false)
                }
                (_, Err(e)) => vec![say(engine_words(&e))],
                (None, Ok(())) => Vec::new(),
            },
            Request::Comment(text) => match self.tree.set_comment(self.at, &text) {
                Ok(()) => vec![Event::Moves(self.moves())],
                Err(e) => vec![say(engine_words(&e))],
            },
            Request::Export => vec![Event::Record(self.tree_record())],
            Request::Share => match engine::compact::pack(&self.tree_record()) {
                Ok(packed) => vec![Event::Link(packed)],
                Err(e) => vec![say(msg::analysis_too_long(&engine_words(&e)))],
            },
            // The session answers these itself.
            Request::Open { .. } | Request::Link(_) | Request::EditOpen(_) | Request::Edit(_) => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "gboards-record 1\ngame gyges\nseed 7\n1f1\n1c6\n1b1\n1d6\n2d1\n2a6\n3c1\n2e6\n3a1\n3b6\n2e1\n3f6\n";

    fn events(s: &mut Session, request: Request) -> Vec<Event> {
        s.command(request)
    }

    fn open(ply: Option<usize>, record: &str) -> Request {
        Request::Open { ply, record: record.into() }
    }

    fn actions(list: &[&str]) -> Vec<String> {
        list.iter().map(|a| a.to_string()).collect()
    }

    fn find<'a>(events: &'a [Event], kind: &str) -> Option<&'a str> {
        events.iter().find(|e| e.kind() == kind).map(|e| e.text())
    }

    /// The side lines of the move list among `events`.
    fn side_lines(events: &[Event]) -> Option<usize> {
        events.iter().find_map(|e| if let Event::Moves(items) = e { Some(items.iter().filter(|i| **i == ListItem::SideLineStart).count()) } else { None })
    }

    #[test]
    fn a_side_line_is_played_promoted_exported_and_read_back() {
        let mut s = Session::default();
        let opened = events(&mut s, open(Some(0), GAME));
        let board = find(&opened, "board").expect("the board opens the line");
        assert_eq!(board.lines().filter(|l| l.len() == 3).count(), 0, "the start is on show");
        // The game's first move is 1f1: another move from here is a side line.
        let other = events(&mut s, Request::Play(actions(&["1a1"])));
        let Some(Event::Moves(moves)) = other.iter().find(|e| matches!(e, Event::Moves(_))) else { panic!("the list: {other:?}") };
        let bounds = |item: &ListItem| moves.iter().filter(|i| *i == item).count();
        assert_eq!((bounds(&ListItem::SideLineStart), bounds(&ListItem::SideLineEnd)), (1, 1), "{moves:?}");
        let current: Vec<&ListedMove> = moves.iter().filter_map(|i| if let ListItem::Move(m) = i { Some(m) } else { None }).filter(|m| m.current).collect();
        assert!(matches!(current[..], [m] if m.text == "1a1" && !m.main && m.ply == 1), "{moves:?}");
        let _ = events(&mut s, Request::Promote);
        let record = events(&mut s, Request::Export);
        let text = find(&record, "record").expect("the record");
        assert!(text.contains("1a1\n(\n1f1\n"), "the old move is the side line now: {text}");
        let mut again = Session::default();
        let reopened = events(&mut again, open(None, text));
        assert_eq!(side_lines(&reopened), Some(1));
        // A link carries the same tree.
        let link = find(&events(&mut s, Request::Share), "link").expect("a link").to_string();
        let mut linked = Session::default();
        let from_link = events(&mut linked, Request::Link(link));
        assert_eq!(side_lines(&from_link), Some(1));
    }

    #[test]
    fn the_tree_follows_the_page_board_forward_and_back() {
        let mut s = Session::default();
        let _ = events(&mut s, open(Some(4), GAME));
        let page: Vec<&str> = GAME.lines().skip(3).take(6).collect();
        let forward = events(&mut s, Request::Sync(actions(&page)));
        assert!(find(&forward, "board").is_none(), "the page already shows it");
        assert_eq!(find(&forward, "search").map(|r| r.lines().count()), Some(3 + 6));
        let back = events(&mut s, Request::Sync(actions(&page[..2])));
        assert_eq!(find(&back, "search").map(|r| r.lines().count()), Some(3 + 2));
        assert!(events(&mut s, Request::Sync(actions(&page[..2]))).is_empty(), "nothing changed");
    }

    #[test]
    fn bad_input_is_answered_in_words() {
        let mut s = Session::default();
        assert!(find(&events(&mut s, Request::Step(Step::Next)), "say").is_some());
        assert!(find(&events(&mut s, open(None, "not a record")), "say").is_some());
        assert!(find(&events(&mut s, Request::Link("###".into())), "say").is_some());
        let _ = events(&mut s, open(None, GAME));
        assert!(find(&events(&mut s, Request::Play(actions(&["zz9"]))), "say").is_some());
        assert!(find(&events(&mut s, Request::GoTo(99999)), "say").is_none());
        assert!(find(&events(&mut s, Request::Step(Step::First)), "board").is_some());
        assert!(find(&events(&mut s, Request::Delete), "say").is_some(), "the start cannot be deleted");
        assert!(find(&events(&mut s, Request::Edit(EditRequest::Clear)), "say").is_some(), "no position is being set up");
    }
}
