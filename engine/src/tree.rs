//! A game tree for analysis: the main line and every side line played from it, each node with
//! its position and an optional comment. A node's first child continues its line; the others
//! are side lines. It reads and writes the side lines and comments of a record (`record::Notes`).

use crate::error::{clip, Analysis, Error, Limit, Result};
use crate::game::{all_actions, Game, Status};
use crate::record::{Line, Notes, MAX_COMMENT, MAX_DEPTH};

/// A node's index in its tree. Indices stay valid until the node is deleted.
pub type NodeId = usize;

#[derive(Clone, Debug)]
pub struct Node<G: Game> {
    pub parent: Option<NodeId>,
    /// The action that led here (`None` at the root).
    pub action: Option<G::Action>,
    pub position: G,
    /// Continuations, the line's own first.
    pub children: Vec<NodeId>,
    pub comment: String,
}

#[derive(Clone, Debug)]
pub struct Tree<G: Game> {
    /// `None` for deleted nodes, so the other indices stay valid.
    nodes: Vec<Option<Node<G>>>,
}

impl<G: Game> Tree<G> {
    pub const ROOT: NodeId = 0;

    pub fn new(start: G) -> Self {
        Tree { nodes: vec![Some(Node { parent: None, action: None, position: start, children: Vec::new(), comment: String::new() })] }
    }

    pub fn node(&self, id: NodeId) -> Option<&Node<G>> {
        self.nodes.get(id).and_then(Option::as_ref)
    }

    fn live(&self, id: NodeId) -> Result<&Node<G>> {
        self.node(id).ok_or_else(|| Error::position(Analysis::NoMove { id }))
    }

    fn live_mut(&mut self, id: NodeId) -> Result<&mut Node<G>> {
        self.nodes.get_mut(id).and_then(Option::as_mut).ok_or_else(|| Error::position(Analysis::NoMove { id }))
    }

    pub fn position(&self, id: NodeId) -> Option<&G> {
        self.node(id).map(|n| &n.position)
    }

    /// Plays `action` from node `at`: the existing child if one made that action, otherwise a
    /// new one, which continues the line if `at` had none and is a side line if it had.
    /// A chance outcome is an action like any other.
    pub fn play(&mut self, at: NodeId, action: &G::Action) -> Result<NodeId> {
        let node = self.live(at)?;
        if let Some(&child) = node.children.iter().find(|&&c| self.node(c).and_then(|n| n.action.as_ref()) == Some(action)) {
            return Ok(child);
        }
        if let Status::Over(_) = node.position.status() {
            return Err(Error::GameOver);
        }
        if !node.children.is_empty() && self.side_depth(at) >= MAX_DEPTH {
            return Err(Error::too_large(Limit::NestAtMost { most: MAX_DEPTH }));
        }
        let mut position = node.position.clone();
        position.play(action)?;
        let id = self.nodes.len();
        self.nodes.push(Some(Node { parent: Some(at), action: Some(action.clone()), position, children: Vec::new(), comment: String::new() }));
        self.live_mut(at)?.children.push(id);
        Ok(id)
    }

    /// Plays an action given in notation (short or long) from node `at`.
    pub fn play_text(&mut self, at: NodeId, text: &str) -> Result<NodeId> {
        let action = self.live(at)?.position.parse_action(text)?;
        self.play(at, &action)
    }

    /// The nodes from the root to `id`, both included.
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = self.node(id).map(|_| id);
        while let Some(i) = at {
            path.push(i);
            at = self.node(i).and_then(|n| n.parent);
        }
        path.reverse();
        path
    }

    /// `id` and the nodes after it along its own line (first children).
    pub fn line_from(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = self.node(id).map(|_| id);
        while let Some(i) = at {
            line.push(i);
            at = self.node(i).and_then(|n| n.children.first().copied());
        }
        line
    }

    /// How many side lines deep `id` lies (0 on the main line).
    pub fn side_depth(&self, id: NodeId) -> usize {
        self.path_to(id).windows(2).filter(|w| self.node(w[0]).is_some_and(|n| n.children.first() != Some(&w[1]))).count()
    }

    /// The deepest side-line nesting below `id`, counted from `id`.
    fn nesting_below(&self, id: NodeId) -> usize {
        let mut deepest = 0;
        let mut todo = vec![(id, 0)];
        while let Some((i, d)) = todo.pop() {
            deepest = deepest.max(d);
            if let Some(n) = self.node(i) {
                todo.extend(n.children.iter().enumerate().map(|(k, &c)| (c, d + usize::from(k > 0))));
            }
        }
        deepest
    }

    /// Whether `id` lies on the main line.
    pub fn on_main_line(&self, id: NodeId) -> bool {
        let path = self.path_to(id);
        !path.is_empty() && path.windows(2).all(|w| self.node(w[0]).is_some_and(|n| n.children.first() == Some(&w[1])))
    }

    /// Moves the side line holding `id` one place up at its nearest branching (a first side
    /// line becomes its line's continuation). Returns false when `id` is on the main line.
    pub fn promote(&mut self, id: NodeId) -> bool {
        let path = self.path_to(id);
        for w in path.windows(2).rev() {
            let Some(children) = self.node(w[0]).map(|n| &n.children) else { return false };
            let Some(k) = children.iter().position(|&c| c == w[1]).filter(|&k| k > 0) else { continue };
            // The line that gives way to a side line becomes one: it must not nest too deep.
            if k == 1 && self.side_depth(w[0]) + 1 + self.nesting_below(children[0]) > MAX_DEPTH {
                return false;
            }
            if let Some(parent) = self.nodes.get_mut(w[0]).and_then(Option::as_mut) {
                parent.children.swap(k - 1, k);
                return true;
            }
        }
        false
    }

    /// Promotes the line holding `id` until it is the main line.
    pub fn make_main_line(&mut self, id: NodeId) {
        while self.promote(id) {}
    }

    /// Deletes `id` and everything after it. The root cannot be deleted.
    pub fn delete(&mut self, id: NodeId) -> Result<()> {
        let parent = self.live(id)?.parent.ok_or_else(|| Error::illegal(Analysis::DeleteStart))?;
        self.live_mut(parent)?.children.retain(|&c| c != id);
        let mut doomed = vec![id];
        while let Some(i) = doomed.pop() {
            if let Some(node) = self.nodes.get_mut(i).and_then(Option::take) {
                doomed.extend(node.children);
            }
        }
        Ok(())
    }

    /// Sets the comment on a node (empty clears it).
    pub fn set_comment(&mut self, id: NodeId, text: &str) -> Result<()> {
        let text = text.replace(['\n', '\r'], " ");
        let text = text.trim();
        if text.chars().count() > MAX_COMMENT {
            return Err(Error::too_large(Limit::CommentCharacters { most: MAX_COMMENT }));
        }
        self.live_mut(id)?.comment = text.to_string();
        Ok(())
    }

    /// Builds the tree of a record's main line (`actions`) and its notes from `start`.
    pub fn from_line(start: G, actions: &[String], notes: &Notes) -> Result<Self> {
        let mut tree = Tree::new(start);
        tree.add_line(Self::ROOT, actions, notes, 0)?;
        Ok(tree)
    }

    fn add_line(&mut self, from: NodeId, actions: &[String], notes: &Notes, depth: usize) -> Result<()> {
        if depth > MAX_DEPTH {
            return Err(Error::too_large(Limit::NestsDeeper { most: MAX_DEPTH }));
        }
        let mut line = vec![from];
        for (i, text) in actions.iter().enumerate() {
            let at = line[i];
            let bad = |e: Error| Error::record(0, Analysis::LineMove { number: i + 1, text: clip(text), error: Box::new(e) });
            let action = self.live(at)?.position.parse_action(text).map_err(bad)?;
            line.push(self.play(at, &action).map_err(bad)?);
        }
        for (k, text) in &notes.comments {
            let id = *line.get(*k).ok_or_else(|| Error::record(0, Analysis::CommentAfter { after: *k, moves: actions.len() }))?;
            let joined = match self.live(id)?.comment.as_str() {
                "" => text.clone(),
                old => format!("{old} {text}"),
            };
            self.set_comment(id, &joined)?;
        }
        for (k, side) in &notes.branches {
            let from = *line.get(*k).filter(|_| *k < actions.len()).ok_or_else(|| Error::record(0, Analysis::SideLineFor { number: k + 1, moves: actions.len() }))?;
            self.add_line(from, &side.actions, &side.notes, depth + 1)?;
        }
        Ok(())
    }

    /// The main line's actions in notation and the notes for everything else, as a record keeps
    /// them.
    pub fn to_line(&self) -> (Vec<String>, Notes) {
        let line = self.write_line(Self::ROOT, 0);
        (line.actions, line.notes)
    }

    fn write_line(&self, from: NodeId, depth: usize) -> Line {
        let mut out = Line::default();
        let mut at = from;
        loop {
            let Some(node) = self.node(at) else { break };
            if !node.comment.is_empty() {
                out.notes.comments.push((out.actions.len(), node.comment.clone()));
            }
            let Some((&next, sides)) = node.children.split_first() else { break };
            let k = out.actions.len();
            if let Some(text) = self.action_text(next) {
                out.actions.push(text);
            }
            if depth < MAX_DEPTH {
                for &side in sides {
                    let mut branch = self.write_line(side, depth + 1);
                    if let Some(text) = self.action_text(side) {
                        branch.actions.insert(0, text);
                        // The side line's comments count its first action too.
                        for (c, _) in &mut branch.notes.comments {
                            *c += 1;
                        }
                        for (b, _) in &mut branch.notes.branches {
                            *b += 1;
                        }
                        out.notes.branches.push((k, branch));
                    }
                }
            }
            at = next;
        }
        out
    }

    fn action_text(&self, id: NodeId) -> Option<String> {
        let node = self.node(id)?;
        let parent = self.node(node.parent?)?;
        Some(parent.position.format_action_long(node.action.as_ref()?))
    }

    /// Every action the position at `id` offers (players' or chance's).
    pub fn actions_at(&self, id: NodeId) -> Vec<G::Action> {
        self.node(id).map(|n| all_actions(&n.position)).unwrap_or_default()
    }
}
