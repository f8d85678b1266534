//! Ultimate GIPF (seed §D) and combining games (seed §E): challenges, who starts the side game,
//! reported results, rock-paper-scissors with a sealed first throw, and the consequences.

use engine::game::{Game, Status};
use engine::gipf::{parse_point, Action, ChallengeStage, Hand, Kind, Options, Piece, Position, Potential, SideResult, BLACK, WHITE};
use engine::Match;

fn options(pairs: &[(&str, &str)]) -> Options {
    let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Position::parse_options(&pairs).unwrap_or_else(|e| panic!("{pairs:?}: {e}"))
}
fn pos(text: &str, o: &Options) -> Position {
    Position::parse_position(text, o).unwrap_or_else(|e| panic!("{text}: {e}"))
}
fn pt(name: &str) -> u8 {
    parse_point(name).unwrap()
}
fn play(p: &mut Position, text: &str) {
    let a = p.parse_action(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.position_string()));
    p.play(&a).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.position_string()));
    assert_eq!(&pos(&p.position_string(), p.options()), p, "round trip after {text}");
}
fn texts(p: &Position) -> Vec<String> {
    p.legal_actions().iter().map(|a| p.format_action(a)).collect()
}

/// White's DVONN-loaded piece on d4 may jump onto Black's basic piece on e5.
const DVONN: &str = "W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W";

fn reported() -> Options {
    options(&[("potentials", "d3"), ("challenges", "on")])
}
fn rps() -> Options {
    options(&[("potentials", "d3"), ("challenges", "2"), ("side_game", "rps")])
}

#[test]
fn options_for_challenges_and_ultimate() {
    assert_eq!(reported().challenges, 3, "on = the rules' default of 3");
    assert_eq!(options(&[("potentials", "t6"), ("challenges", "off")]).challenges, 0);
    for bad in [[("potentials", "t6"), ("challenges", "16")], [("potentials", "t6"), ("challenges", "x")], [("potentials", "-"), ("challenges", "on")]] {
        let pairs: Vec<(String, String)> = bad.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        assert!(Position::parse_options(&pairs).is_err(), "{bad:?}");
    }
    // Ultimate GIPF: 21 pieces and 3 potentials of each type, tournament start.
    let o = options(&[("version", "ultimate")]);
    let p = Position::start(&o);
    assert_eq!(p.position_string(), "W: B: 21/21 W version=ultimate hand=t3z3d3p3y3/t3z3d3p3y3");
    assert_eq!(p.potentials_in_hand(WHITE), [3; 5]);
    let texts = texts(&p);
    assert!(texts.iter().all(|t| t.starts_with('G')), "GIPF-pieces first: {texts:?}");
    let o = options(&[("version", "ultimate"), ("potentials", "z6d6p3"), ("challenges", "on"), ("side_game", "rps")]);
    assert_eq!(Position::start(&o).reserve(BLACK), 21);
    assert_eq!(Position::start(&o).challenges_left(BLACK), 3);
}

#[test]
fn announced_and_allowed() {
    let mut p = pos(DVONN, &reported());
    play(&mut p, "Dd4>e5");
    let c = p.pending_challenge().unwrap();
    assert_eq!((c.player, c.potential, c.stage), (WHITE, Potential::Dvonn, ChallengeStage::Announced));
    assert_eq!(c.action, Action::Jump { from: pt("d4"), to: pt("e5") });
    assert_eq!(p.status(), Status::Turn(BLACK), "the opponent decides");
    assert_eq!(p.turn_player(), WHITE);
    assert_eq!(texts(&p), ["challenge", "allow"]);
    assert!(p.position_string().ends_with("challenge=Dd4>e5,announced"));
    assert_eq!(p.piece_at(pt("d4")), Some(Piece::new(WHITE, Kind::Loaded(Potential::Dvonn))), "nothing moves yet");
    assert!(p.parse_action("c2").is_err());
    play(&mut p, "allow");
    assert_eq!(p.piece_at(pt("e5")).map(|x| x.colour), Some(WHITE));
    assert_eq!(p.status(), Status::Turn(BLACK));
    assert_eq!(p.turn_number(), 1);
    assert_eq!(p.challenges_left(BLACK), 3, "allowing costs nothing");
}

#[test]
fn challenged_and_won_or_tied() {
    for result in ["win", "tie"] {
        let mut p = pos(DVONN, &reported());
        play(&mut p, "Dd4>e5");
        play(&mut p, "challenge");
        assert_eq!(p.challenges_left(BLACK), 2);
        assert_eq!(p.challenges_left(WHITE), 3, "only the challenger's count goes down");
        assert_eq!(p.pending_challenge().unwrap().stage, ChallengeStage::Challenged);
        assert_eq!(p.status(), Status::Turn(WHITE), "the challenged player chooses who starts");
        assert_eq!(texts(&p), ["first=W", "first=B"]);
        play(&mut p, "first=B");
        let g = p.side_game().unwrap();
        assert_eq!((g.player, g.starter, g.to_act), (WHITE, BLACK, WHITE));
        assert!(p.position_string().ends_with("challenges=3/2 challenge=Dd4>e5,B"));
        assert_eq!(texts(&p), ["win", "tie", "loss"]);
        play(&mut p, result);
        assert_eq!(p.piece_at(pt("e5")).map(|x| x.prefix()), Some("(b+wd)".to_string()), "{result}: the move is made");
        assert_eq!(p.status(), Status::Turn(BLACK));
        assert!(p.pending_challenge().is_none());
    }
}

#[test]
fn challenged_and_lost() {
    let mut p = pos(DVONN, &reported());
    play(&mut p, "Dd4>e5");
    play(&mut p, "challenge");
    play(&mut p, "first=W");
    play(&mut p, "loss");
    // The move is cancelled, the potential leaves the game, and White's turn goes on.
    assert_eq!(p.piece_at(pt("d4")), Some(Piece::new(WHITE, Kind::Basic)));
    assert_eq!(p.piece_at(pt("e5")), Some(Piece::new(BLACK, Kind::Basic)));
    assert_eq!(p.potentials_on_board(WHITE), 0);
    assert_eq!((p.status(), p.turn_number(), p.has_moved()), (Status::Turn(WHITE), 0, false));
    assert!(p.legal_actions().iter().all(|a| !matches!(a, Action::Jump { .. })));
    play(&mut p, "c2");
    assert_eq!((p.status(), p.turn_number()), (Status::Turn(BLACK), 1));
}

#[test]
fn another_potential_after_a_lost_challenge_and_no_challenges_left() {
    let o = options(&[("potentials", "d3"), ("challenges", "1")]);
    let mut p = pos("W:Gb5,Dd4,Dd3 B:Gb2,e5,e4,Ge8,Gh2 5/5 W", &o);
    play(&mut p, "Dd4>e5");
    play(&mut p, "challenge");
    play(&mut p, "first=W");
    play(&mut p, "loss");
    // White tries its other DVONN-potential; Black has no challenge left, so it is played at once.
    assert_eq!(p.challenges_left(BLACK), 0);
    play(&mut p, "Dd3>e4");
    assert!(p.pending_challenge().is_none());
    assert_eq!(p.piece_at(pt("e4")).map(|x| x.colour), Some(WHITE));
    assert_eq!(p.status(), Status::Turn(BLACK));
}

#[test]
fn rock_paper_scissors_with_a_sealed_first_throw() {
    let mut p = pos(DVONN, &rps());
    play(&mut p, "Dd4>e5");
    play(&mut p, "challenge");
    play(&mut p, "first=B");
    assert_eq!(p.status(), Status::Turn(BLACK), "the starter throws first");
    assert_eq!(texts(&p), ["throw", "throw", "throw"], "sealed for the move list");
    let long: Vec<String> = p.legal_actions().iter().map(|a| p.format_action_long(a)).collect();
    assert_eq!(long, ["rock", "paper", "scissors"], "named for the thrower's own buttons");
    let rock = Action::Throw(Hand::Rock);
    // The first throw's short notation hides the choice; the long form (records) names it.
    assert_eq!(p.format_action(&rock), "throw");
    assert_eq!(p.format_action_long(&rock), "rock");
    assert!(p.parse_action("throw").is_err());
    p.play(&rock).unwrap();
    assert_eq!(p.status(), Status::Turn(WHITE));
    assert!(p.side_game().unwrap().first_throw_made);
    assert_eq!(p.sealed_throw(), Some(Hand::Rock));
    // The view shown to White does not name Black's throw; Black's own view and the full string do.
    assert!(p.position_string_for(WHITE).ends_with("challenge=Dd4>e5,B:?"));
    assert!(p.position_string_for(BLACK).ends_with("challenge=Dd4>e5,B:rock"));
    assert!(Position::parse_position(&p.position_string_for(WHITE), p.options()).is_err());
    assert_eq!(pos(&p.position_string(), p.options()), p);
    // The second throw is named at once: the side game is decided by it.
    assert_eq!(p.format_action(&Action::Throw(Hand::Paper)), "paper");
    for (second, made) in [("paper", true), ("rock", true), ("scissors", false)] {
        let mut q = p.clone();
        play(&mut q, second);
        assert!(q.pending_challenge().is_none());
        assert_eq!(q.piece_at(pt("e5")).map(|x| x.colour), Some(if made { WHITE } else { BLACK }), "{second}");
        assert_eq!(q.status(), Status::Turn(if made { BLACK } else { WHITE }));
    }
    let mut q = p.clone();
    let turn = q.format_turn(&[Action::Throw(Hand::Scissors), Action::Place { spot: pt("c2"), intro: engine::gipf::Intro::Basic }]).unwrap();
    assert_eq!(turn, "scissors;c2");
    play(&mut q, "scissors");
}

#[test]
fn the_announcing_player_throws_first_when_it_starts() {
    let mut p = pos(DVONN, &rps());
    play(&mut p, "Dd4>e5");
    play(&mut p, "challenge");
    play(&mut p, "first=W");
    assert_eq!(p.status(), Status::Turn(WHITE));
    let before = p.clone();
    assert_eq!(before.format_turn(&[Action::Throw(Hand::Scissors)]).unwrap(), "throw");
    play(&mut p, "scissors");
    assert_eq!(p.status(), Status::Turn(BLACK));
    play(&mut p, "paper");
    assert_eq!(p.piece_at(pt("e5")).map(|x| x.colour), Some(WHITE), "scissors beat paper");
}

#[test]
fn tamsk_extra_move_challenged() {
    let o = options(&[("potentials", "t6"), ("challenges", "on")]);
    // After the regular move: a lost challenge takes the potential and the turn goes on to its end.
    let mut p = pos("W:e3,Te4 B:b2,e2,e8,h2 5/5 W version=basic", &o);
    play(&mut p, "e1-e5");
    assert!(p.extra_move_on_offer());
    play(&mut p, "tc2");
    assert_eq!(p.pending_challenge().unwrap().potential, Potential::Tamsk);
    play(&mut p, "challenge");
    play(&mut p, "first=W");
    play(&mut p, "loss");
    assert_eq!(p.piece_at(pt("e5")), Some(Piece::new(WHITE, Kind::Basic)));
    assert_eq!(p.piece_at(pt("c2")), None);
    assert_eq!((p.status(), p.turn_number()), (Status::Turn(BLACK), 1));
    // Decline is never challenged.
    let mut p = pos("W:e3,Te4 B:b2,e2,e8,h2 5/5 W version=basic", &o);
    play(&mut p, "e1-e5");
    play(&mut p, "decline");
    assert_eq!(p.status(), Status::Turn(BLACK));
    // Before the regular move (the opponent pushed the stack in): after a loss the player moves.
    let mut p = pos("W:Te6 B:b2,e7,e8,h2 5/5 B version=basic", &o);
    play(&mut p, "e9-e5");
    assert!(p.extra_move_on_offer());
    play(&mut p, "tb5");
    assert_eq!(p.status(), Status::Turn(BLACK), "Black decides on the challenge");
    play(&mut p, "challenge");
    play(&mut p, "first=B");
    play(&mut p, "win");
    assert_eq!(p.piece_at(pt("b5")).map(|x| x.kind), Some(Kind::Used(Potential::Tamsk)));
    assert_eq!((p.status(), p.has_moved()), (Status::Turn(WHITE), false));
    play(&mut p, "h5");
    assert_eq!(p.status(), Status::Turn(BLACK));
}

#[test]
fn challenge_steps_out_of_place_are_refused() {
    let mut p = pos(DVONN, &reported());
    for text in ["challenge", "allow", "first=W", "win", "loss"] {
        let a = p.parse_action(text);
        assert!(a.is_err(), "{text}");
    }
    for a in [Action::Challenge, Action::FirstPlayer(WHITE), Action::SideGameResult(SideResult::Win), Action::Throw(Hand::Rock)] {
        let before = p.clone();
        assert!(p.play(&a).is_err());
        assert_eq!(p, before);
    }
    play(&mut p, "Dd4>e5");
    assert!(p.play(&Action::Throw(Hand::Rock)).is_err(), "reported side game, and not yet challenged");
    assert!(p.play(&Action::Decline).is_err());
    assert!(p.potential_uses(pt("d4")).is_empty());
    assert!(p.pending_rows().is_empty());
}

#[test]
fn challenge_fields_are_checked() {
    let o = rps();
    for bad in [
        "W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W challenge=Dd4>e5",
        "W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W challenge=c2,announced",
        "W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W challenge=Dd4>e4,announced",
        "W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W challenge=Dd4>e5,later",
        "W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W challenge=Dd4>e5,W:?",
        "W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W challenge=Dd4>e5,X:rock",
        "W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W challenges=3/0 challenge=Dd4>e5,announced",
        "W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W challenges=3",
    ] {
        assert!(Position::parse_position(bad, &o).is_err(), "{bad}");
    }
    assert!(Position::parse_position("W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W challenge=Dd4>e5,W:rock", &reported()).is_err());
}

#[test]
fn records_keep_the_side_game() {
    let mut m: Match<Position> = Match::from_position(pos(DVONN, &rps()), 5);
    for text in ["Dd4>e5", "challenge", "first=B", "rock", "paper"] {
        m.play_text(text).unwrap();
    }
    let shown = m.action_texts(false);
    assert_eq!(shown, ["Dd4>e5", "challenge", "first=B", "throw", "paper"]);
    let record = m.to_record().to_text();
    assert!(record.contains("\nrock\n"), "{record}");
    let replay = Match::<Position>::from_record_text(&record).unwrap();
    assert_eq!(replay.position(), m.position());
}

#[test]
fn side_games_played_in_the_app_report_their_result() {
    for name in ["gyges", "gype"] {
        let o = options(&[("potentials", "d3"), ("challenges", "on"), ("side_game", name)]);
        assert_eq!(Position::format_options(&o), vec![("potentials".to_string(), "d3".to_string()), ("challenges".into(), "3".into()), ("side_game".into(), name.into())]);
        let mut p = pos(DVONN, &o);
        for text in ["Dd4>e5", "challenge", "first=B"] {
            play(&mut p, text);
        }
        assert_eq!(p.side_game().unwrap().kind.name(), name);
        assert_eq!(p.status(), Status::Turn(WHITE), "the announcing player enters the result");
        assert_eq!(texts(&p), ["win", "tie", "loss"]);
        play(&mut p, "loss");
        assert!(p.pending_challenge().is_none());
    }
}
