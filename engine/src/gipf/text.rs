//! The position string:
//! `W:<spots> B:<spots> <white reserve>/<black reserve> <W|B> version=<v> [key=value ...]`.
//!
//! A prefix tells what stands on a spot (none basic, `G` GIPF-piece, `T Z D P Y` loaded, `t z d p
//! y` used); DVONN/PÜNCT stacks are written bottom to top, `(b+wd)`, `(bD+wd+bd)`, and a
//! GIPF-piece taken over by PÜNCT as `(b+wp)`. A spot is listed under the colour that owns it.
//!
//! Extra fields, each left out when it has its default value:
//! `captured=<by White>/<by Black>`, `hand=<white mix>/<black mix>` (potentials not yet in play),
//! `intro=<XY>` (what each player may still bring in: F first GIPF-piece required, G GIPF-pieces
//! allowed, L loaded pieces allowed, P plain pieces only), `moved=yes` (the player to move has
//! moved and is removing its rows), `kept=<line>,...` (all-GIPF rows left standing in this
//! removal phase, named by their end dots), `extra=yes` (a TAMSK extra move is on offer to the
//! player to move), `extra_first=yes` (the player to move made a TAMSK extra move before its
//! regular move: the rows it formed wait for the regular move), `extra_next=W|B` (that player's TAMSK-stack was pushed onto the centre by
//! the opponent: its extra move comes at the start of its turn), `challenges=<W>/<B>`
//! (challenges left), `challenge=<move>,<stage>` (a potential move waiting: stage `announced`,
//! `challenged`, `W`/`B` = side game started by that player, `W:rock` = with the starter's
//! sealed throw), `turn=<completed turns>`, `result=W|B|draw`.

use super::geometry::{lines, parse_line_name, parse_point, point_name, is_spot, line_name, POINTS};
use super::options::{format_mix, parse_mix, Options, Version};
use super::piece::{colour_letter, Kind, Piece, Potential, BLACK, WHITE};
use super::action::Hand;
use super::position::{Challenge, Step};
use super::options::SideGame;
use super::position::{IntroStage, Position};
use crate::error::{clip, Counter, Error, Gipf, Reason, Result, Setting};
use crate::game::Game;
use crate::game::Outcome;

pub fn format(p: &Position) -> String {
    format_for(p, None)
}

/// The position string as `viewer` may see it: the other player's sealed throw shows as `?`.
/// Such a string is for display only; it cannot be parsed back.
pub fn format_for(p: &Position, viewer: Option<u8>) -> String {
    let mut out = String::new();
    for seat in [WHITE, BLACK] {
        if seat == BLACK {
            out.push(' ');
        }
        out.push(colour_letter(seat));
        out.push(':');
        let spots: Vec<String> = (0..POINTS as u8)
            .filter_map(|s| p.piece_at(s).filter(|pc| pc.colour == seat).map(|pc| format!("{}{}", pc.prefix(), point_name(s))))
            .collect();
        out += &spots.join(",");
    }
    out += &format!(" {}/{} {}", p.reserve[0], p.reserve[1], colour_letter(p.to_move));
    out += &format!(" version={}", p.options.version.name());
    if p.captured != [0, 0] {
        out += &format!(" captured={}/{}", p.captured[0], p.captured[1]);
    }
    if p.hand != [[0; 5]; 2] {
        out += &format!(" hand={}/{}", format_mix(&p.hand[0]), format_mix(&p.hand[1]));
    }
    if p.intro != [p.default_intro(WHITE), p.default_intro(BLACK)] {
        out += &format!(" intro={}{}", p.intro[0].letter(), p.intro[1].letter());
    }
    if p.moved {
        out += " moved=yes";
    }
    if p.kept != 0 {
        let names: Vec<String> = (0..lines().len() as u8).filter(|l| p.kept >> l & 1 == 1).map(line_name).collect();
        out += &format!(" kept={}", names.join(","));
    }
    if p.extra {
        out += " extra=yes";
    }
    if p.extra_first {
        out += " extra_first=yes";
    }
    if let Some(seat) = p.extra_next {
        out += &format!(" extra_next={}", colour_letter(seat));
    }
    if p.challenges_left != [p.options.challenges; 2] {
        out += &format!(" challenges={}/{}", p.challenges_left[0], p.challenges_left[1]);
    }
    if let Some(c) = p.challenge {
        let stage = match c.step {
            Step::Announced => "announced".to_string(),
            Step::Challenged => "challenged".to_string(),
            Step::Playing { starter, sealed: None } => colour_letter(starter).to_string(),
            Step::Playing { starter, sealed: Some(h) } => {
                let shown = if viewer.is_none_or(|v| v == starter) { h.name() } else { "?" };
                format!("{}:{shown}", colour_letter(starter))
            }
        };
        out += &format!(" challenge={},{stage}", p.format_action(&c.action));
    }
    if p.turns != 0 {
        out += &format!(" turn={}", p.turns);
    }
    match &p.result {
        Some(Outcome::Win(s)) => out += &format!(" result={}", colour_letter(*s)),
        Some(Outcome::Draw) => out += " result=draw",
        None => {}
    }
    out
}

fn bad(why: impl Into<Reason>) -> Error {
    Error::position(why)
}

/// A stack written bottom to top inside parentheses: `(b+wd)`, `(bD+wd+bd)`, `(bP+wp)`; a
/// PÜNCT-potential on a plain basic piece, `(b+wp)`, is a taken-over GIPF-piece.
fn parse_stack(seat: u8, inner: &str, whole: &str) -> Result<Kind> {
    let faulty = |why: Gipf| bad(Reason::quoted(whole, why));
    let colour = |c: Option<char>| match c {
        Some('w') => Ok(WHITE),
        Some('b') => Ok(BLACK),
        _ => Err(faulty(Gipf::StackColour)),
    };
    let mut parts = inner.split('+');
    let base_text = parts.next().unwrap_or("");
    let mut chars = base_text.chars();
    let base = colour(chars.next())?;
    let base_letter = chars.next();
    let mut potential = None;
    let (mut layers, mut height) = (0u16, 0u8);
    for part in parts {
        let mut c = part.chars();
        let layer = colour(c.next())?;
        let p = match (c.next(), c.next()) {
            (Some('d'), None) => Potential::Dvonn,
            (Some('p'), None) => Potential::Punct,
            _ => return Err(faulty(Gipf::StackPotentials)),
        };
        if potential.is_some_and(|q| q != p) {
            return Err(faulty(Gipf::StackMixed));
        }
        let below = if height == 0 { base } else { (layers >> (height - 1) & 1) as u8 };
        // A taken-over GIPF-piece may carry its base's own colour (taken back by PÜNCT).
        let taken_over = height == 0 && p == Potential::Punct && base_letter.is_none();
        if layer == below && !taken_over {
            return Err(faulty(Gipf::StackAlternate));
        }
        if height == super::piece::MAX_STACK {
            return Err(faulty(Gipf::StackHeight { most: super::piece::MAX_STACK }));
        }
        potential = Some(p);
        layers |= (layer as u16) << height;
        height += 1;
    }
    let potential = potential.ok_or_else(|| faulty(Gipf::StackEmpty))?;
    let base_loaded = match (base_letter, chars.next()) {
        (None, _) => false,
        (Some(c), None) if Potential::from_letter(c) == Some(potential) && c.is_ascii_uppercase() => true,
        _ => return Err(faulty(Gipf::StackBase)),
    };
    let stack = super::piece::Stack { base, base_loaded, potential, layers, height };
    if stack.top() != seat {
        return Err(faulty(Gipf::StackTop));
    }
    if potential == Potential::Punct && !base_loaded {
        if height != 1 {
            return Err(faulty(Gipf::TakenOver));
        }
        return Ok(Kind::PunctGipf { base });
    }
    Ok(Kind::Stack(stack))
}

fn parse_piece(seat: u8, text: &str) -> Result<(u8, Piece)> {
    let first = text.chars().next().unwrap_or(' ');
    let (kind, rest) = match first {
        '(' => {
            let (inner, rest) = text[1..].split_once(')').ok_or_else(|| bad(Reason::quoted(text, Gipf::StackClose)))?;
            (parse_stack(seat, inner, text)?, rest)
        }
        'G' => (Kind::Gipf, &text[1..]),
        c if c.is_ascii_uppercase() => match Potential::from_letter(c) {
            Some(p) => (Kind::Loaded(p), &text[1..]),
            None => return Err(bad(Reason::quoted(text, Gipf::Prefix { letter: c }))),
        },
        c @ ('t' | 'z' | 'd' | 'p' | 'y') if text.len() > 2 && text.as_bytes()[1].is_ascii_lowercase() => {
            (Kind::Used(Potential::from_letter(c).unwrap_or(Potential::Tamsk)), &text[1..])
        }
        _ => (Kind::Basic, text),
    };
    let spot = parse_point(rest).ok_or_else(|| bad(Gipf::PointLike { text: clip(text) }))?;
    if !is_spot(spot) {
        return Err(bad(Gipf::PieceOnDot { point: point_name(spot) }));
    }
    Ok((spot, Piece::new(seat, kind)))
}

fn parse_count(text: &str, what: Counter) -> Result<u8> {
    text.parse().map_err(|_| bad(Gipf::Count { what, text: clip(text) }))
}

fn parse_pair(text: &str, what: Counter) -> Result<[u8; 2]> {
    let (a, b) = text.split_once('/').ok_or_else(|| bad(Gipf::Pair { what, text: clip(text) }))?;
    Ok([parse_count(a, what)?, parse_count(b, what)?])
}

pub fn parse(text: &str, options: &Options) -> Result<Position> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 4 {
        return Err(bad(Gipf::PositionForm));
    }
    let mut options = options.clone();
    let mut fields = Vec::new();
    for w in &words[4..] {
        let (k, v) = w.split_once('=').ok_or_else(|| bad(Setting::NotPair { item: clip(w) }))?;
        if k == "version" {
            options.version = Version::parse(v).ok_or_else(|| bad(Gipf::UnknownVersion { value: clip(v) }))?;
        } else {
            fields.push((k, v));
        }
    }
    let mut p = Position::empty(&options);
    for (i, seat) in [(0, WHITE), (1, BLACK)] {
        let prefix = format!("{}:", colour_letter(seat));
        let list = words[i].strip_prefix(&prefix).ok_or_else(|| bad(Gipf::WordPrefix { word: i + 1, prefix: prefix.clone() }))?;
        for item in list.split(',').filter(|s| !s.is_empty()) {
            let (spot, piece) = parse_piece(seat, item)?;
            if p.piece_at(spot).is_some() {
                return Err(bad(Gipf::ListedTwice { point: point_name(spot) }));
            }
            p.set(spot, Some(piece));
        }
    }
    p.reserve = parse_pair(words[2], Counter::Reserves)?;
    p.to_move = match words[3] {
        "W" => WHITE,
        "B" => BLACK,
        w => return Err(bad(Gipf::SideToMove { text: clip(w) })),
    };
    let mut intro = None;
    let mut result = None;
    let mut challenge = None;
    for (k, v) in fields {
        match k {
            "captured" => p.captured = parse_pair(v, Counter::Captured)?,
            "hand" => {
                let (w, b) = v.split_once('/').ok_or_else(|| bad(Gipf::HandForm))?;
                p.hand = [parse_mix(w).map_err(|e| bad(Reason::inner(e)))?, parse_mix(b).map_err(|e| bad(Reason::inner(e)))?];
            }
            "intro" => {
                let stages: Vec<Option<IntroStage>> = v.chars().map(IntroStage::from_letter).collect();
                match stages[..] {
                    [Some(a), Some(b)] => intro = Some([a, b]),
                    _ => return Err(bad(Gipf::IntroForm { value: clip(v) })),
                }
            }
            "moved" => {
                p.moved = match v {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(bad(Gipf::YesNo { key: "moved".into() })),
                }
            }
            "kept" => {
                for name in v.split(',') {
                    let line = parse_line_name(name).ok_or_else(|| bad(Gipf::KeptLine { text: clip(name) }))?;
                    p.kept |= 1 << line;
                }
            }
            "extra" => {
                p.extra = match v {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(bad(Gipf::YesNo { key: "extra".into() })),
                }
            }
            "extra_first" => {
                p.extra_first = match v {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(bad(Gipf::YesNo { key: "extra_first".into() })),
                }
            }
            "extra_next" => {
                p.extra_next = match v {
                    "W" => Some(WHITE),
                    "B" => Some(BLACK),
                    _ => return Err(bad(Gipf::ExtraNext)),
                }
            }
            "challenges" => p.challenges_left = parse_pair(v, Counter::Challenges)?,
            "challenge" => challenge = Some(v),
            "turn" => p.turns = v.parse().map_err(|_| bad(Gipf::TurnNumber { text: clip(v) }))?,
            "result" => {
                result = Some(match v {
                    "W" => Outcome::Win(WHITE),
                    "B" => Outcome::Win(BLACK),
                    "draw" => Outcome::Draw,
                    _ => return Err(bad(Gipf::ResultForm)),
                })
            }
            _ => return Err(bad(Setting::UnknownField { key: clip(k) })),
        }
    }
    p.intro = intro.unwrap_or([p.default_intro(WHITE), p.default_intro(BLACK)]);
    p.result = result;
    let tamsk_on_centre = p.piece_at(super::geometry::CENTRE) == Some(Piece::new(p.to_move, Kind::Loaded(Potential::Tamsk)));
    if p.extra && !tamsk_on_centre {
        return Err(bad(Gipf::ExtraNeedsTamsk));
    }
    check_counts(&p, &options)?;
    if p.extra_first && p.moved {
        return Err(bad(Gipf::ExtraFirstMoved));
    }
    if let Some(text) = challenge {
        if p.result.is_some() {
            return Err(bad(Gipf::FinishedChallenge));
        }
        p.challenge = Some(parse_challenge(&p, text)?);
    }
    if p.result.is_none() {
        p.settle_parsed();
    }
    Ok(p)
}

/// Refuses counters no game can reach, so that playing on cannot overflow them: more pieces in
/// reserve and captured by the opponent than the version gives a player, or a turn past the
/// self-play cap. (The board is not counted: hand-set positions may be loose there.)
fn check_counts(p: &Position, options: &Options) -> Result<()> {
    for seat in [WHITE, BLACK] {
        let (reserve, captured) = (p.reserve[seat as usize] as u32, p.captured[1 - seat as usize] as u32);
        let total = options.total_pieces(seat) as u32;
        if reserve + captured > total {
            return Err(bad(Gipf::TooManyOwned { colour: colour_letter(seat), reserve, captured, total, version: options.version.name().into() }));
        }
    }
    if options.max_plies > 0 && p.turns > options.max_plies {
        return Err(bad(Gipf::TurnPast { turn: p.turns, most: options.max_plies }));
    }
    Ok(())
}

/// `challenge=<move>,<stage>`: the move must be a potential move legal in the position.
fn parse_challenge(p: &Position, text: &str) -> Result<Challenge> {
    let (move_text, stage_text) = text.split_once(',').ok_or_else(|| bad(Gipf::ChallengeForm { value: clip(text) }))?;
    let action = p.parse_action(move_text).map_err(|e| bad(Gipf::ChallengeMove { error: Box::new(e) }))?;
    if !action.is_potential_move() {
        return Err(bad(Gipf::ChallengeNotPotential { text: clip(move_text) }));
    }
    let seat = |c: &str| match c {
        "W" => Ok(WHITE),
        "B" => Ok(BLACK),
        _ => Err(bad(Gipf::ChallengeStage { text: clip(stage_text) })),
    };
    let stage = match stage_text {
        "announced" => {
            if p.challenges_left[1 - p.to_move as usize] == 0 {
                return Err(bad(Gipf::NoChallengeLeft));
            }
            Step::Announced
        }
        "challenged" => Step::Challenged,
        _ => match stage_text.split_once(':') {
            None => Step::Playing { starter: seat(stage_text)?, sealed: None },
            Some((starter, hand)) => {
                let sealed = Hand::parse(hand).ok_or_else(|| bad(Gipf::HiddenThrow { text: clip(hand) }))?;
                if p.options.side_game != SideGame::RockPaperScissors {
                    return Err(bad(Gipf::ThrowsNeedRps));
                }
                Step::Playing { starter: seat(starter)?, sealed: Some(sealed) }
            }
        },
    };
    Ok(Challenge { action, step: stage })
}
