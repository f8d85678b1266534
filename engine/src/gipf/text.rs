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
use crate::error::{Error, Result};
use crate::game::Game;
use crate::game::Outcome;
use crate::error::clip;

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

fn bad(m: String) -> Error {
    Error::BadPosition(m)
}

/// A stack written bottom to top inside parentheses: `(b+wd)`, `(bD+wd+bd)`, `(bP+wp)`; a
/// PÜNCT-potential on a plain basic piece, `(b+wp)`, is a taken-over GIPF-piece.
fn parse_stack(seat: u8, inner: &str, whole: &str) -> Result<Kind> {
    let colour = |c: Option<char>| match c {
        Some('w') => Ok(WHITE),
        Some('b') => Ok(BLACK),
        _ => Err(bad(format!("'{}': each part of a stack starts with its colour, w or b, e.g. (b+wd)", clip(whole)))),
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
            _ => return Err(bad(format!("'{}': stacked potentials are written wd, bd, wp or bp", clip(whole)))),
        };
        if potential.is_some_and(|q| q != p) {
            return Err(bad(format!("'{}': a stack holds DVONN- or PÜNCT-potentials, not both", clip(whole))));
        }
        let below = if height == 0 { base } else { (layers >> (height - 1) & 1) as u8 };
        // A taken-over GIPF-piece may carry its base's own colour (taken back by PÜNCT).
        let taken_over = height == 0 && p == Potential::Punct && base_letter.is_none();
        if layer == below && !taken_over {
            return Err(bad(format!("'{}': the colours in a stack alternate", clip(whole))));
        }
        if height == super::piece::MAX_STACK {
            return Err(bad(format!("'{}': a stack holds at most {} potentials", clip(whole), super::piece::MAX_STACK)));
        }
        potential = Some(p);
        layers |= (layer as u16) << height;
        height += 1;
    }
    let potential = potential.ok_or_else(|| bad(format!("'{}': a stack needs at least one potential on its base, e.g. (b+wd)", clip(whole))))?;
    let base_loaded = match (base_letter, chars.next()) {
        (None, _) => false,
        (Some(c), None) if Potential::from_letter(c) == Some(potential) && c.is_ascii_uppercase() => true,
        _ => return Err(bad(format!("'{}': the base is w or b, loaded with the stack's own type (wD, bP)", clip(whole)))),
    };
    let stack = super::piece::Stack { base, base_loaded, potential, layers, height };
    if stack.top() != seat {
        return Err(bad(format!("'{}': a stack is listed under the colour of its top potential", clip(whole))));
    }
    if potential == Potential::Punct && !base_loaded {
        if height != 1 {
            return Err(bad(format!("'{}': a taken-over GIPF-piece is one basic piece under one PÜNCT-potential", clip(whole))));
        }
        return Ok(Kind::PunctGipf { base });
    }
    Ok(Kind::Stack(stack))
}

fn parse_piece(seat: u8, text: &str) -> Result<(u8, Piece)> {
    let first = text.chars().next().unwrap_or(' ');
    let (kind, rest) = match first {
        '(' => {
            let (inner, rest) = text[1..].split_once(')').ok_or_else(|| bad(format!("'{}': a stack needs its closing ')'", clip(text))))?;
            (parse_stack(seat, inner, text)?, rest)
        }
        'G' => (Kind::Gipf, &text[1..]),
        c if c.is_ascii_uppercase() => match Potential::from_letter(c) {
            Some(p) => (Kind::Loaded(p), &text[1..]),
            None => return Err(bad(format!("'{}': unknown piece prefix '{c}' (use G, T, Z, D, P, Y or t, z, d, p, y)", clip(text)))),
        },
        c @ ('t' | 'z' | 'd' | 'p' | 'y') if text.len() > 2 && text.as_bytes()[1].is_ascii_lowercase() => {
            (Kind::Used(Potential::from_letter(c).unwrap_or(Potential::Tamsk)), &text[1..])
        }
        _ => (Kind::Basic, text),
    };
    let spot = parse_point(rest).ok_or_else(|| bad(format!("'{}' is not a point like e5", clip(text))))?;
    if !is_spot(spot) {
        return Err(bad(format!("{} is a dot: pieces stand only on spots", point_name(spot))));
    }
    Ok((spot, Piece::new(seat, kind)))
}

fn parse_count(text: &str, what: &str) -> Result<u8> {
    text.parse().map_err(|_| bad(format!("{what} '{}' is not a whole number up to 255", clip(text))))
}

fn parse_pair(text: &str, what: &str) -> Result<[u8; 2]> {
    let (a, b) = text.split_once('/').ok_or_else(|| bad(format!("{what} must look like 12/12, not '{}'", clip(text))))?;
    Ok([parse_count(a, what)?, parse_count(b, what)?])
}

pub fn parse(text: &str, options: &Options) -> Result<Position> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 4 {
        return Err(bad("expected 'W:<spots> B:<spots> <reserves> <W|B> [key=value...]', e.g. 'W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard'".into()));
    }
    let mut options = options.clone();
    let mut fields = Vec::new();
    for w in &words[4..] {
        let (k, v) = w.split_once('=').ok_or_else(|| bad(format!("'{}' is not key=value", clip(w))))?;
        if k == "version" {
            options.version = Version::parse(v).ok_or_else(|| bad(format!("unknown version '{}' (basic, standard, tournament, ultimate)", clip(v))))?;
        } else {
            fields.push((k, v));
        }
    }
    let mut p = Position::empty(&options);
    for (i, seat) in [(0, WHITE), (1, BLACK)] {
        let prefix = format!("{}:", colour_letter(seat));
        let list = words[i].strip_prefix(&prefix).ok_or_else(|| bad(format!("word {} must start with '{prefix}'", i + 1)))?;
        for item in list.split(',').filter(|s| !s.is_empty()) {
            let (spot, piece) = parse_piece(seat, item)?;
            if p.piece_at(spot).is_some() {
                return Err(bad(format!("{} is listed twice", point_name(spot))));
            }
            p.set(spot, Some(piece));
        }
    }
    p.reserve = parse_pair(words[2], "the reserves")?;
    p.to_move = match words[3] {
        "W" => WHITE,
        "B" => BLACK,
        w => return Err(bad(format!("the side to move must be W or B, not '{}'", clip(w)))),
    };
    let mut intro = None;
    let mut result = None;
    let mut challenge = None;
    for (k, v) in fields {
        match k {
            "captured" => p.captured = parse_pair(v, "captured")?,
            "hand" => {
                let (w, b) = v.split_once('/').ok_or_else(|| bad("hand must look like t3/t3".into()))?;
                p.hand = [parse_mix(w).map_err(|e| bad(e.to_string()))?, parse_mix(b).map_err(|e| bad(e.to_string()))?];
            }
            "intro" => {
                let stages: Vec<Option<IntroStage>> = v.chars().map(IntroStage::from_letter).collect();
                match stages[..] {
                    [Some(a), Some(b)] => intro = Some([a, b]),
                    _ => return Err(bad(format!("intro={}: two letters from F, G, L, P", clip(v)))),
                }
            }
            "moved" => {
                p.moved = match v {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(bad("moved must be yes or no".into())),
                }
            }
            "kept" => {
                for name in v.split(',') {
                    let line = parse_line_name(name).ok_or_else(|| bad(format!("kept: '{}' is not a line named by its end dots, e.g. a1-i5", clip(name))))?;
                    p.kept |= 1 << line;
                }
            }
            "extra" => {
                p.extra = match v {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(bad("extra must be yes or no".into())),
                }
            }
            "extra_first" => {
                p.extra_first = match v {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(bad("extra_first must be yes or no".into())),
                }
            }
            "extra_next" => {
                p.extra_next = match v {
                    "W" => Some(WHITE),
                    "B" => Some(BLACK),
                    _ => return Err(bad("extra_next must be W or B".into())),
                }
            }
            "challenges" => p.challenges_left = parse_pair(v, "challenges")?,
            "challenge" => challenge = Some(v),
            "turn" => p.turns = v.parse().map_err(|_| bad(format!("turn '{}' is not a whole number", clip(v))))?,
            "result" => {
                result = Some(match v {
                    "W" => Outcome::Win(WHITE),
                    "B" => Outcome::Win(BLACK),
                    "draw" => Outcome::Draw,
                    _ => return Err(bad("result must be W, B or draw".into())),
                })
            }
            _ => return Err(bad(format!("unknown field '{}'", clip(k)))),
        }
    }
    p.intro = intro.unwrap_or([p.default_intro(WHITE), p.default_intro(BLACK)]);
    p.result = result;
    let tamsk_on_centre = p.piece_at(super::geometry::CENTRE) == Some(Piece::new(p.to_move, Kind::Loaded(Potential::Tamsk)));
    if p.extra && !tamsk_on_centre {
        return Err(bad("extra=yes needs a TAMSK-stack of the player to move on e5".into()));
    }
    check_counts(&p, &options)?;
    if p.extra_first && p.moved {
        return Err(bad("extra_first=yes: the regular move is still to come, so not with moved=yes".into()));
    }
    if let Some(text) = challenge {
        if p.result.is_some() {
            return Err(bad("a finished game has no pending challenge".into()));
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
            return Err(bad(format!(
                "{}: {reserve} in reserve and {captured} captured by the opponent make more than the {total} pieces of {}",
                colour_letter(seat),
                options.version.name()
            )));
        }
    }
    if options.max_plies > 0 && p.turns > options.max_plies {
        return Err(bad(format!("turn={} is past max_plies={}", p.turns, options.max_plies)));
    }
    Ok(())
}

/// `challenge=<move>,<stage>`: the move must be a potential move legal in the position.
fn parse_challenge(p: &Position, text: &str) -> Result<Challenge> {
    let (move_text, stage_text) = text.split_once(',').ok_or_else(|| bad(format!("challenge={}: write <move>,<stage>, e.g. Zd4>g5,announced", clip(text))))?;
    let action = p.parse_action(move_text).map_err(|e| bad(format!("challenge: {e}")))?;
    if !action.is_potential_move() {
        return Err(bad(format!("challenge: '{}' is not a potential move", clip(move_text))));
    }
    let seat = |c: &str| match c {
        "W" => Ok(WHITE),
        "B" => Ok(BLACK),
        _ => Err(bad(format!("challenge stage '{}': announced, challenged, W, B, or W:rock", clip(stage_text)))),
    };
    let stage = match stage_text {
        "announced" => {
            if p.challenges_left[1 - p.to_move as usize] == 0 {
                return Err(bad("challenge: the opponent has no challenge left".into()));
            }
            Step::Announced
        }
        "challenged" => Step::Challenged,
        _ => match stage_text.split_once(':') {
            None => Step::Playing { starter: seat(stage_text)?, sealed: None },
            Some((starter, hand)) => {
                let sealed = Hand::parse(hand).ok_or_else(|| bad(format!("challenge: '{}' is not rock, paper or scissors (a hidden throw cannot be read back)", clip(hand))))?;
                if p.options.side_game != SideGame::RockPaperScissors {
                    return Err(bad("challenge: throws need side_game=rps".into()));
                }
                Step::Playing { starter: seat(starter)?, sealed: Some(sealed) }
            }
        },
    };
    Ok(Challenge { action, step: stage })
}
