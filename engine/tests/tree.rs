//! Analysis trees and the side lines and comments of records: random trees of every game survive
//! a record's text form; promote, delete and the nesting limit; hostile records are refused by
//! line.

use engine::error::Error;
use engine::game::{all_actions, Game, Status};
use engine::record::{Line, Notes, Record, MAX_DEPTH};
use engine::rng::Rng;
use engine::tree::{NodeId, Tree};
use engine::{gipf, gyges, gype, Match};

/// A tree grown by random walks, each from a random node already in it, with some comments.
fn random_tree<G: Game>(start: G, rng: &mut Rng, walks: usize) -> Tree<G> {
    let mut tree = Tree::new(start);
    let mut ids: Vec<NodeId> = vec![Tree::<G>::ROOT];
    for _ in 0..walks {
        let mut at = ids[rng.below(ids.len())];
        for _ in 0..rng.below(12) {
            let actions = tree.actions_at(at);
            if actions.is_empty() {
                break;
            }
            at = tree.play(at, &actions[rng.below(actions.len())]).unwrap();
            if !ids.contains(&at) {
                ids.push(at);
            }
            if rng.below(6) == 0 {
                tree.set_comment(at, &format!("note {at}\non two lines")).unwrap();
            }
        }
    }
    tree
}

/// Every live node as (path of actions in notation, position string, comment), sorted.
fn contents<G: Game>(tree: &Tree<G>) -> Vec<(Vec<String>, String, String)> {
    let mut out = Vec::new();
    let mut todo = vec![Tree::<G>::ROOT];
    while let Some(id) = todo.pop() {
        let node = tree.node(id).unwrap();
        let path = tree.path_to(id);
        let texts = path.windows(2).map(|w| tree.position(w[0]).unwrap().format_action_long(tree.node(w[1]).unwrap().action.as_ref().unwrap())).collect();
        out.push((texts, node.position.position_string(), node.comment.clone()));
        todo.extend(&node.children);
    }
    out.sort();
    out
}

fn round_trips<G: Game>(options: &[&str], seed: u64) {
    let options = G::parse_options(&engine::options::parse_pairs(options).unwrap()).unwrap();
    let mut rng = Rng::new(seed);
    let (mut sides, mut comments) = (0, 0);
    for _ in 0..6 {
        let tree = random_tree(G::start(&options), &mut rng, 8);
        let (actions, notes) = tree.to_line();
        let rec = Record { game: G::NAME.into(), options: G::format_options(&options), seed: 1, actions, notes, ..Record::default() };
        let text = rec.to_text();
        sides += text.matches("\n(\n").count();
        comments += text.matches("\n{").count();
        let (back, _) = Record::parse(&text).unwrap();
        assert_eq!(back, rec, "{text}");
        let again = Tree::from_line(G::start(&options), &back.actions, &back.notes).unwrap();
        assert_eq!(contents(&again), contents(&tree), "{text}");
        // The main line is the same in both, in order.
        let main = |t: &Tree<G>| t.line_from(Tree::<G>::ROOT).iter().map(|&i| t.position(i).unwrap().position_string()).collect::<Vec<_>>();
        assert_eq!(main(&again), main(&tree));
        // A game replays the main line and ignores the side lines.
        if !matches!(again.position(*again.line_from(0).last().unwrap()).unwrap().status(), Status::Chance(_)) {
            let m: Match<G> = Match::from_record_text(&text).unwrap();
            assert_eq!(m.actions().len(), back.actions.len());
        }
    }
    assert!(sides > 0 && comments > 0, "{} trees had {sides} side lines and {comments} comments", G::NAME);
}

#[test]
fn random_trees_survive_the_record_text() {
    round_trips::<gyges::Position>(&[], 1);
    round_trips::<gyges::Position>(&["replace=on"], 2);
    round_trips::<gype::Position>(&[], 3);
    round_trips::<gype::Position>(&["seats=SWNE"], 4);
    round_trips::<gipf::Position>(&[], 5);
    round_trips::<gipf::Position>(&["version=tournament", "potentials=t2z1d1p1y1"], 6);
}

#[test]
fn play_follows_existing_moves_and_branches_new_ones() {
    let mut tree = Tree::new(gyges::Position::start(&Default::default()));
    let root = Tree::<gyges::Position>::ROOT;
    let first = tree.actions_at(root);
    let a = tree.play(root, &first[0]).unwrap();
    assert_eq!(tree.play(root, &first[0]).unwrap(), a, "the same move follows the existing node");
    let b = tree.play(root, &first[1]).unwrap();
    assert_eq!(tree.node(root).unwrap().children, vec![a, b]);
    assert!(tree.on_main_line(a) && !tree.on_main_line(b));
    assert_eq!((tree.side_depth(a), tree.side_depth(b)), (0, 1));
    // Promote swaps the side line up; the old main line becomes the side line.
    assert!(tree.promote(b));
    assert_eq!(tree.node(root).unwrap().children, vec![b, a]);
    assert!(!tree.promote(b), "the main line cannot be promoted");
    // A deeper side line: make it the main line in one step.
    let b2 = tree.play(b, &tree.actions_at(b)[0]).unwrap();
    let b3 = tree.play(b, &tree.actions_at(b)[1]).unwrap();
    let c = tree.play(a, &tree.actions_at(a)[0]).unwrap();
    tree.make_main_line(c);
    assert!(tree.on_main_line(c) && tree.on_main_line(a) && !tree.on_main_line(b2));
    // Delete takes the subtree; its ids are gone; the root stays.
    tree.delete(b).unwrap();
    assert!(tree.node(b).is_none() && tree.node(b2).is_none() && tree.node(b3).is_none());
    assert_eq!(tree.node(root).unwrap().children, vec![a]);
    assert!(tree.delete(root).is_err());
    assert!(tree.delete(b).is_err(), "a deleted node is refused, not a panic");
    assert!(tree.play(b, &first[0]).is_err());
    // An illegal move leaves the tree as it was.
    let before = contents(&tree);
    assert!(tree.play_text(a, "a1-a1").is_err());
    assert_eq!(contents(&tree), before);
}

#[test]
fn side_lines_nest_at_most_the_limit() {
    let mut tree = Tree::new(gyges::Position::start(&Default::default()));
    let mut at = Tree::<gyges::Position>::ROOT;
    // Each step adds a main move and a side line beside it, and goes into the side line.
    let mut depth = 0;
    loop {
        let actions = tree.actions_at(at);
        if actions.len() < 2 {
            at = tree.play(at, &actions[0]).unwrap();
            continue;
        }
        tree.play(at, &actions[0]).unwrap();
        match tree.play(at, &actions[1]) {
            Ok(side) => {
                depth += 1;
                at = side;
            }
            Err(e) => {
                assert!(matches!(e, Error::TooLarge(_)), "{e:?}");
                break;
            }
        }
        assert!(depth <= MAX_DEPTH);
    }
    assert_eq!(depth, MAX_DEPTH);
    assert_eq!(tree.side_depth(at), MAX_DEPTH);
    // The deepest tree writes and reads back.
    let (actions, notes) = tree.to_line();
    let rec = Record { game: "gyges".into(), actions, notes, ..Record::default() };
    let (back, _) = Record::parse(&rec.to_text()).unwrap();
    assert!(Tree::from_line(gyges::Position::start(&Default::default()), &back.actions, &back.notes).is_ok());
}

fn line_of(rec: &str) -> usize {
    match Record::parse(rec) {
        Err(Error::BadRecord { line, .. }) => line,
        other => panic!("accepted: {other:?}"),
    }
}

#[test]
fn hostile_side_lines_are_refused_by_line() {
    let head = "gboards-record 1\ngame gyges\nseed 1\n";
    assert_eq!(line_of(&format!("{head}(\nb1-c3\n)\n")), 4, "a side line before any move");
    assert_eq!(line_of(&format!("{head}a1\n)\n")), 5, "a ')' that closes nothing");
    assert_eq!(line_of(&format!("{head}a1\n(\n)\n")), 6, "an empty side line");
    assert_eq!(line_of(&format!("{head}a1\n{{no end\n")), 5, "a comment without its '}}'");
    assert_eq!(line_of(&format!("{head}a1\n{{{}}}\n", "x".repeat(2_001))), 5, "a long comment");
    assert!(matches!(Record::parse(&format!("{head}a1\n(\nb1\n")), Err(Error::BadRecord { .. })), "never closed");
    let deep = format!("{head}{}", "a1\n(\n".repeat(MAX_DEPTH + 1));
    assert_eq!(line_of(&deep), 4 + 2 * MAX_DEPTH + 1, "nesting past the limit");
    assert_eq!(line_of(&format!("{head}a1\nend agreed\n(\n")), 6, "nothing after the end");
    // A side line that is not legal where it stands is refused when the tree is built.
    let (rec, _) = Record::parse(&format!("{head}a1\n(\nzz\n)\n")).unwrap();
    let start = gyges::Position::start(&Default::default());
    assert!(Tree::from_line(start.clone(), &rec.actions, &rec.notes).is_err());
    // Notes that point past their line are refused, not a panic.
    let notes = Notes { comments: vec![(9, "x".into())], branches: Vec::new() };
    assert!(Tree::from_line(start.clone(), &[], &notes).is_err());
    let notes = Notes { comments: Vec::new(), branches: vec![(0, Line { actions: vec!["a1".into()], notes: Notes::default() })] };
    assert!(Tree::from_line(start, &[], &notes).is_err());
}

#[test]
fn records_without_notes_read_as_before() {
    let mut m: Match<gipf::Position> = Match::new(&Default::default(), 7);
    let mut rng = Rng::new(9);
    for _ in 0..30 {
        let actions = all_actions(m.position());
        if actions.is_empty() {
            break;
        }
        m.play(&actions[rng.below(actions.len())]).unwrap();
    }
    let text = m.to_record().to_text();
    assert!(!text.contains("\n(\n") && !text.contains("\n{"), "{text}");
    let (rec, lines) = Record::parse(&text).unwrap();
    assert!(rec.notes.is_empty());
    assert_eq!(lines.actions.len(), rec.actions.len());
    let back: Match<gipf::Position> = Match::from_record_text(&text).unwrap();
    assert_eq!(back.position().position_string(), m.position().position_string());
}
