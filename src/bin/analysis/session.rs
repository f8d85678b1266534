//! The analysis session behind the module's commands: the variation tree of one game and the
//! move on show. Plain Rust: it answers each command with the events for the panels, so it
//! knows nothing of the page around it.

use super::editor::{self, Editing};
use engine::game::Game;
use engine::kind::{GameKind, Listed};
use engine::record::Record;
use engine::tree::{NodeId, Tree};
use std::collections::HashSet;

use super::event::{Event, ListItem, ListedMove};

fn say(text: impl Into<String>) -> Event {
    Event::say(text)
}

/// One game's tree behind a trait object, so the session holds any of the games.
trait Board {
    fn command(&mut self, verb: &str, rest: &str) -> Vec<Event>;
}

#[derive(Default)]
pub struct Session {
    board: Option<Box<dyn Board>>,
    /// The position being set up, kept apart from the analysis so closing it returns there.
    editor: Option<Box<dyn Editing>>,
}

impl Session {
    /// Answers one command: `open <ply or end>\n<record>`, `link <packed record>`, `sync
    /// <actions>` (every action of the page's board, one a line), `play <actions>` (a line
    /// clicked here), `goto <node>`, `prev`, `next`, `first`, `last`, `promote`, `main`, `delete`,
    /// `comment <text>`, `export` or `share`; and `edit open\n<record>` or `edit <verb> …`
    /// for the position editor (see `editor::Editing`).
    pub fn command(&mut self, text: &str) -> Vec<Event> {
        let (verb, rest) = text.split_once([' ', '\n']).unwrap_or((text, ""));
        match verb {
            "edit" => {
                let (sub, args) = rest.split_once([' ', '\n']).unwrap_or((rest, ""));
                if sub == "open" {
                    return match editor::open(args) {
                        Ok(mut e) => {
                            let events = e.command("show", "");
                            self.editor = Some(e);
                            events
                        }
                        Err(e) => vec![say(format!("This position does not open in the editor: {e}"))],
                    };
                }
                match &mut self.editor {
                    Some(e) => e.command(sub, args),
                    None => vec![say("No position is being set up.")],
                }
            }
            "open" => {
                let (ply, record) = rest.split_once('\n').unwrap_or((rest, ""));
                self.open(record, ply.parse().ok())
            }
            "link" => match engine::compact::unpack(rest.trim()) {
                Ok(record) => self.open(&record, None),
                Err(e) => vec![say(format!("This link's analysis does not open: {e}"))],
            },
            _ => match &mut self.board {
                Some(board) => board.command(verb, rest),
                None => vec![say("No game is open for analysis.")],
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
                let events = board.command("show", "");
                self.board = Some(board);
                events
            }
            Err(e) => vec![say(format!("This record does not open for analysis: {e}"))],
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

    /// Plays `actions` (one a line) from the move on show.
    fn play_lines(&mut self, actions: &str, page_has_it: bool) -> Vec<Event> {
        let mut events = Vec::new();
        let mut page_has_it = page_has_it;
        for text in actions.lines().map(str::trim).filter(|t| !t.is_empty()) {
            match self.tree.play_text(self.at, text) {
                Ok(id) => self.at = id,
                Err(e) => {
                    events.push(say(format!("'{}' cannot be played here: {e}", engine::error::clip(text))));
                    // The page played a move the tree refused: the board shows the tree again.
                    page_has_it = false;
                    break;
                }
            }
        }
        events.extend(self.shown(page_has_it));
        events
    }

    /// The page's board holds `actions` (one a line): the move on show follows it, by the
    /// actions it played since (chance outcomes among them) or back to where it undid to.
    fn sync(&mut self, actions: &str) -> Vec<Event> {
        let page: Vec<&str> = actions.lines().map(str::trim).filter(|t| !t.is_empty()).collect();
        let path = self.tree.path_to(self.at);
        let mut same = 0;
        while same + 1 < path.len() && same < page.len() && self.action_text(path[same + 1], true).as_deref() == Some(page[same]) {
            same += 1;
        }
        if same == page.len() && same + 1 == path.len() {
            return Vec::new();
        }
        self.at = path[same];
        self.play_lines(&page[same..].join("\n"), true)
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
    fn command(&mut self, verb: &str, rest: &str) -> Vec<Event> {
        let node = self.tree.node(self.at);
        let parent = node.and_then(|n| n.parent);
        let child = node.and_then(|n| n.children.first().copied());
        match verb {
            "show" => self.shown(false),
            "sync" => self.sync(rest),
            "play" => self.play_lines(rest, false),
            "goto" => self.go(rest.trim().parse().ok()),
            "prev" => self.go(parent),
            "next" => self.go(child),
            "first" => self.go(Some(Tree::<G>::ROOT)),
            "last" => self.go(self.tree.line_from(self.at).last().copied()),
            "promote" | "main" => {
                let promoted = if verb == "main" {
                    let was = self.tree.on_main_line(self.at);
                    self.tree.make_main_line(self.at);
                    !was
                } else {
                    self.tree.promote(self.at)
                };
                if !promoted {
                    return vec![say("This move is already on the main line.")];
                }
                vec![Event::Moves(self.moves())]
            }
            "delete" => match (parent, self.tree.delete(self.at)) {
                (Some(p), Ok(())) => {
                    self.at = p;
                    self.shown(false)
                }
                (_, Err(e)) => vec![say(e.to_string())],
                (None, Ok(())) => Vec::new(),
            },
            "comment" => match self.tree.set_comment(self.at, rest) {
                Ok(()) => vec![Event::Moves(self.moves())],
                Err(e) => vec![say(e.to_string())],
            },
            "export" => vec![Event::Record(self.tree_record())],
            "share" => match engine::compact::pack(&self.tree_record()) {
                Ok(packed) => vec![Event::Link(packed)],
                Err(e) => vec![say(format!("This analysis is too long for a link: {e}"))],
            },
            other => vec![say(format!("The analysis module does not know '{}'.", engine::error::clip(other)))],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "gboards-record 1\ngame gyges\nseed 7\n1f1\n1c6\n1b1\n1d6\n2d1\n2a6\n3c1\n2e6\n3a1\n3b6\n2e1\n3f6\n";

    fn events(s: &mut Session, command: &str) -> Vec<Event> {
        s.command(command)
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
        let opened = events(&mut s, &format!("open 0\n{GAME}"));
        let board = find(&opened, "board").expect("the board opens the line");
        assert_eq!(board.lines().filter(|l| l.len() == 3).count(), 0, "the start is on show");
        // The game's first move is 1f1: another move from here is a side line.
        let other = events(&mut s, "play 1a1");
        let Some(Event::Moves(moves)) = other.iter().find(|e| matches!(e, Event::Moves(_))) else { panic!("the list: {other:?}") };
        let bounds = |item: &ListItem| moves.iter().filter(|i| *i == item).count();
        assert_eq!((bounds(&ListItem::SideLineStart), bounds(&ListItem::SideLineEnd)), (1, 1), "{moves:?}");
        let current: Vec<&ListedMove> = moves.iter().filter_map(|i| if let ListItem::Move(m) = i { Some(m) } else { None }).filter(|m| m.current).collect();
        assert!(matches!(current[..], [m] if m.text == "1a1" && !m.main && m.ply == 1), "{moves:?}");
        let _ = events(&mut s, "promote");
        let record = events(&mut s, "export");
        let text = find(&record, "record").expect("the record");
        assert!(text.contains("1a1\n(\n1f1\n"), "the old move is the side line now: {text}");
        let mut again = Session::default();
        let reopened = events(&mut again, &format!("open end\n{text}"));
        assert_eq!(side_lines(&reopened), Some(1));
        // A link carries the same tree.
        let link = find(&events(&mut s, "share"), "link").expect("a link").to_string();
        let mut linked = Session::default();
        let from_link = events(&mut linked, &format!("link {link}"));
        assert_eq!(side_lines(&from_link), Some(1));
    }

    #[test]
    fn the_tree_follows_the_page_board_forward_and_back() {
        let mut s = Session::default();
        let _ = events(&mut s, &format!("open 4\n{GAME}"));
        let page: Vec<&str> = GAME.lines().skip(3).take(6).collect();
        let forward = events(&mut s, &format!("sync {}", page.join("\n")));
        assert!(find(&forward, "board").is_none(), "the page already shows it");
        assert_eq!(find(&forward, "search").map(|r| r.lines().count()), Some(3 + 6));
        let back = events(&mut s, &format!("sync {}", page[..2].join("\n")));
        assert_eq!(find(&back, "search").map(|r| r.lines().count()), Some(3 + 2));
        assert!(events(&mut s, &format!("sync {}", page[..2].join("\n"))).is_empty(), "nothing changed");
    }

    #[test]
    fn bad_input_is_answered_in_words() {
        let mut s = Session::default();
        assert!(find(&events(&mut s, "next"), "say").is_some());
        assert!(find(&events(&mut s, "open end\nnot a record"), "say").is_some());
        assert!(find(&events(&mut s, "link ###"), "say").is_some());
        let _ = events(&mut s, &format!("open end\n{GAME}"));
        assert!(find(&events(&mut s, "play zz9"), "say").is_some());
        assert!(find(&events(&mut s, "goto 99999"), "say").is_none());
        assert!(find(&events(&mut s, "first"), "board").is_some());
        assert!(find(&events(&mut s, "delete"), "say").is_some(), "the start cannot be deleted");
        assert!(find(&events(&mut s, "wat"), "say").is_some());
    }
}
