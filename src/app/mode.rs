//! What the screen on show is for, and the one table of what that allows. The app's state
//! (a live room, a study, the analysis board, a past ply, an embed) is read in one place,
//! `App::mode`; every control, Undo, saving, the address, the clocks and leaving follow the
//! mode's row in `Mode::policy`, so no control keeps a flag check of its own. A new mode
//! without a row does not compile.

use super::relay::WATCHING;
use super::App;
use engine::any::AnyMatch;
use engine::game::Status;
use engine::player::Player;

/// What the screen is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    /// A game played on this device: hot seat, against the computer, or computers only.
    Local { computer: bool, clock: bool },
    /// A live room opened from this game, waiting for the others: the game starts when they come.
    LiveWaiting,
    /// A live game with a seat played here.
    LivePlayer,
    /// A live game watched from here.
    LiveSpectator,
    /// The analysis board's line.
    Analysis,
    /// The position editor's board.
    Editor,
    /// The analysis board reviewing a finished game.
    Review,
    /// A puzzle, before and after it is solved.
    Puzzle { solved: bool },
    /// A lesson's step.
    Lesson,
    /// An earlier position of the game in the mode `of`, being looked at.
    Earlier { ply: usize, of: Box<Mode> },
    /// The mode inside another page's iframe.
    Embedded(Box<Mode>),
}

impl Mode {
    /// The mode's name for tests and the docs (`uiState().mode`).
    pub(super) fn name(&self) -> String {
        match self {
            Mode::Local { computer: true, .. } => "local-computer".into(),
            Mode::Local { computer: false, .. } => "local-hotseat".into(),
            Mode::LiveWaiting => "live-waiting".into(),
            Mode::LivePlayer => "live-player".into(),
            Mode::LiveSpectator => "live-spectator".into(),
            Mode::Analysis => "analysis".into(),
            Mode::Editor => "editor".into(),
            Mode::Review => "review".into(),
            Mode::Puzzle { solved: false } => "puzzle".into(),
            Mode::Puzzle { solved: true } => "puzzle-solved".into(),
            Mode::Lesson => "lesson".into(),
            Mode::Earlier { of, .. } => format!("earlier({})", of.name()),
            Mode::Embedded(inner) => format!("embedded({})", inner.name()),
        }
    }
}

impl Mode {
    /// The mode of the game itself, under an embed or a past position.
    pub(super) fn game_mode(&self) -> &Mode {
        match self {
            Mode::Earlier { of, .. } => of.game_mode(),
            Mode::Embedded(inner) => inner.game_mode(),
            other => other,
        }
    }
}

/// Every control whose presence the mode decides, by the id of its element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Control {
    Undo,
    Redo,
    NewGame,
    Flip,
    Hint,
    Pause,
    Players,
    MoveForm,
    Share,
    Send,
    Export,
    Import,
    Analyse,
    Embed,
    PlayOnline,
    OnlineClock,
    TakeOver,
    /// The side panel's resign and draw offer (a game played on this device).
    Resign,
    OfferDraw,
    /// The live module's buttons.
    LiveResign,
    LiveDraw,
    LiveTakeback,
    LiveRematch,
}

/// Where a control's element lives: in index.html (the panel shows and hides it), in the
/// screen's buttons (drawn by `verdict`), or in the live module's bar (drawn by its loader,
/// which reads `uiState().controls`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    Page,
    ScreenButtons,
    LiveModule,
}

impl Control {
    pub(super) const ALL: [Control; 23] = [
        Control::Undo,
        Control::Redo,
        Control::NewGame,
        Control::Flip,
        Control::Hint,
        Control::Pause,
        Control::Players,
        Control::MoveForm,
        Control::Share,
        Control::Send,
        Control::Export,
        Control::Import,
        Control::Analyse,
        Control::Embed,
        Control::PlayOnline,
        Control::OnlineClock,
        Control::TakeOver,
        Control::Resign,
        Control::OfferDraw,
        Control::LiveResign,
        Control::LiveDraw,
        Control::LiveTakeback,
        Control::LiveRematch,
    ];

    pub(super) fn id(self) -> &'static str {
        match self {
            Control::Undo => "btn-undo",
            Control::Redo => "btn-redo",
            Control::NewGame => "btn-new",
            Control::Flip => "btn-flip",
            Control::Hint => "btn-hint",
            Control::Pause => "btn-pause",
            Control::Players => "players-panel",
            Control::MoveForm => "move-form",
            Control::Share => "btn-share",
            Control::Send => "btn-send",
            Control::Export => "btn-export",
            Control::Import => "btn-import",
            Control::Analyse => "btn-analyse",
            Control::Embed => "btn-embed",
            Control::PlayOnline => "btn-live",
            Control::OnlineClock => "live-clock",
            Control::TakeOver => "btn-takeover",
            Control::Resign => "app-resign",
            Control::OfferDraw => "app-offer",
            Control::LiveResign => "live-resign",
            Control::LiveDraw => "live-draw",
            Control::LiveTakeback => "live-takeback",
            Control::LiveRematch => "live-rematch",
        }
    }

    pub(super) fn place(self) -> Place {
        match self {
            Control::Resign | Control::OfferDraw => Place::ScreenButtons,
            Control::LiveResign | Control::LiveDraw | Control::LiveTakeback | Control::LiveRematch => Place::LiveModule,
            _ => Place::Page,
        }
    }
}

/// A control's state in a mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shown {
    Hidden,
    Enabled,
    Disabled,
}

impl Shown {
    pub(super) fn name(self) -> &'static str {
        match self {
            Shown::Hidden => "hidden",
            Shown::Enabled => "enabled",
            Shown::Disabled => "disabled",
        }
    }

    fn when(enabled: bool) -> Shown {
        if enabled {
            Shown::Enabled
        } else {
            Shown::Disabled
        }
    }

    fn only(present: bool) -> Shown {
        if present {
            Shown::Enabled
        } else {
            Shown::Hidden
        }
    }
}

/// Who may move on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Movers {
    /// The seats played by a person at this device (the computer plays the others).
    PeopleHere,
    /// The one seat played here; the others are played elsewhere (a peer, the study module).
    OwnSeat,
    /// Any seat: the board is a line being explored.
    AnySeat,
    Nobody,
}

/// What is kept of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Saved {
    /// Autosaved, and offered under "Resume a game".
    Autosave,
    /// Kept by the live module under its room, for a reload; never offered as a local game.
    LiveRoom,
    /// Kept by its module (a puzzle's streak, a lesson's progress) or not at all.
    Nothing,
}

/// What the address holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Address {
    /// The whole game (and the ply on show).
    GameLink,
    /// The live room.
    Room,
    /// The study module's own: the puzzle's id or the lesson.
    Study,
    /// The analysis module's own, or what it was.
    Analysis,
}

/// What Undo means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum UndoMeans {
    TakeBack,
    AskTakeback,
    /// The puzzle's position starts again.
    Restart,
    Nothing,
}

/// Whose clocks run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Clocks {
    /// The page's own, when the game has a time control.
    Device,
    /// The live module's.
    Live,
    None,
}

/// What leaving the screen (New game) does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Leaving {
    Leave,
    /// The game stays saved: the page says so and asks first.
    SaysSaved,
    /// Leaving resigns: the page asks first.
    Resigns,
}

/// What the mode allows.
#[derive(Clone, Debug)]
pub(super) struct Policy {
    pub(super) movers: Movers,
    pub(super) saved: Saved,
    pub(super) address: Address,
    pub(super) undo: UndoMeans,
    pub(super) clocks: Clocks,
    pub(super) leaving: Leaving,
    /// A game that ends here rates its person against the computer (`profile.rs` says when).
    pub(super) rated: bool,
    controls: [Shown; Control::ALL.len()],
}

impl Policy {
    pub(super) fn control(&self, c: Control) -> Shown {
        self.controls[c as usize]
    }

    pub(super) fn enabled(&self, c: Control) -> bool {
        self.control(c) == Shown::Enabled
    }

    fn set(&mut self, c: Control, shown: Shown) {
        self.controls[c as usize] = shown;
    }
}

/// What the rows need to know of the game beyond its mode.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Facts {
    pub(super) can_undo: bool,
    pub(super) can_redo: bool,
    pub(super) over: bool,
    /// A person at this device is to act.
    pub(super) person_to_act: bool,
    /// The computer is thinking (a move or a hint).
    pub(super) busy: bool,
    pub(super) flippable: bool,
    /// Two seats, with the game going on: one may resign.
    pub(super) two_seats: bool,
    /// A draw may be agreed, and both seats are people here.
    pub(super) draw_here: bool,
    /// A live game's rules allow a draw offer.
    pub(super) draws: bool,
    /// Moves have been played and the game goes on.
    pub(super) unfinished: bool,
}

/// The controls a row lists are present, in the state given; all others are hidden.
fn controls(list: &[(Control, Shown)]) -> [Shown; Control::ALL.len()] {
    let mut all = [Shown::Hidden; Control::ALL.len()];
    for &(c, shown) in list {
        all[c as usize] = shown;
    }
    all
}

impl Mode {
    /// The policy table: one row a mode.
    pub(super) fn policy(&self, f: &Facts) -> Policy {
        use Control::*;
        use Shown::{Disabled, Enabled};
        let flip = (Flip, Shown::only(f.flippable));
        let going_on = !f.over;
        match self {
            Mode::Local { computer, clock } => Policy {
                movers: Movers::PeopleHere,
                saved: Saved::Autosave,
                address: Address::GameLink,
                undo: UndoMeans::TakeBack,
                clocks: if *clock { Clocks::Device } else { Clocks::None },
                leaving: if f.unfinished { Leaving::SaysSaved } else { Leaving::Leave },
                rated: *computer,
                controls: controls(&[
                    (Undo, Shown::when(f.can_undo)),
                    (Redo, Shown::when(f.can_redo)),
                    (NewGame, Enabled),
                    flip,
                    (Hint, Shown::when(going_on && f.person_to_act && !f.busy)),
                    (Pause, Shown::only(*computer)),
                    (Players, Enabled),
                    (MoveForm, Enabled),
                    (Share, Enabled),
                    (Send, Enabled),
                    (Export, Enabled),
                    (Import, Enabled),
                    (Analyse, Enabled),
                    (Embed, Enabled),
                    (PlayOnline, Enabled),
                    (OnlineClock, Enabled),
                    // The seat to act resigns or offers, so only a person's turn has them.
                    (Resign, Shown::only(going_on && f.two_seats && f.person_to_act)),
                    (OfferDraw, Shown::only(going_on && f.two_seats && f.draw_here && f.person_to_act)),
                ]),
            },
            Mode::LiveWaiting => Policy {
                movers: Movers::Nobody,
                saved: Saved::LiveRoom,
                address: Address::Room,
                undo: UndoMeans::Nothing,
                clocks: Clocks::Live,
                leaving: Leaving::Leave,
                rated: false,
                controls: controls(&[(NewGame, Enabled), flip, (Export, Enabled)]),
            },
            Mode::LivePlayer => Policy {
                movers: Movers::OwnSeat,
                saved: Saved::LiveRoom,
                address: Address::Room,
                undo: if going_on { UndoMeans::AskTakeback } else { UndoMeans::Nothing },
                clocks: Clocks::Live,
                leaving: if going_on { Leaving::Resigns } else { Leaving::Leave },
                rated: false,
                controls: controls(&[
                    (Undo, Shown::only(going_on)),
                    (NewGame, Enabled),
                    flip,
                    (MoveForm, Shown::only(going_on)),
                    (Share, Enabled),
                    (Export, Enabled),
                    (Analyse, Shown::only(f.over)),
                    (LiveResign, Shown::only(going_on)),
                    (LiveDraw, Shown::only(going_on && f.draws)),
                    (LiveTakeback, Shown::only(going_on)),
                    (LiveRematch, Shown::only(f.over)),
                ]),
            },
            Mode::LiveSpectator => Policy {
                movers: Movers::Nobody,
                saved: Saved::LiveRoom,
                address: Address::Room,
                undo: UndoMeans::Nothing,
                clocks: Clocks::Live,
                leaving: Leaving::Leave,
                rated: false,
                controls: controls(&[(NewGame, Enabled), flip, (Share, Enabled), (Export, Enabled), (Analyse, Shown::only(f.over))]),
            },
            Mode::Analysis | Mode::Review => Policy {
                movers: Movers::AnySeat,
                saved: Saved::Nothing,
                address: Address::Analysis,
                undo: UndoMeans::TakeBack,
                clocks: Clocks::None,
                leaving: Leaving::Leave,
                rated: false,
                controls: controls(&[
                    (Undo, Shown::when(f.can_undo)),
                    (Redo, Shown::when(f.can_redo)),
                    (NewGame, Enabled),
                    flip,
                    (MoveForm, Enabled),
                ]),
            },
            Mode::Editor => Policy {
                movers: Movers::Nobody,
                saved: Saved::Nothing,
                address: Address::Analysis,
                undo: UndoMeans::Nothing,
                clocks: Clocks::None,
                leaving: Leaving::Leave,
                rated: false,
                controls: controls(&[(NewGame, Enabled), flip]),
            },
            Mode::Puzzle { solved } => Policy {
                movers: if *solved { Movers::Nobody } else { Movers::OwnSeat },
                saved: Saved::Nothing,
                address: Address::Study,
                undo: UndoMeans::Restart,
                clocks: Clocks::None,
                leaving: Leaving::Leave,
                rated: false,
                controls: controls(&[
                    (Undo, Shown::when(f.can_undo)),
                    (NewGame, Enabled),
                    flip,
                    // The puzzle bar has its own Hint, which the rating counts.
                    (MoveForm, Shown::only(!*solved)),
                    (Analyse, Shown::only(*solved)),
                ]),
            },
            Mode::Lesson => Policy {
                movers: Movers::OwnSeat,
                saved: Saved::Nothing,
                address: Address::Study,
                undo: UndoMeans::Nothing,
                clocks: Clocks::None,
                leaving: Leaving::Leave,
                rated: false,
                controls: controls(&[(NewGame, Enabled), flip, (MoveForm, Enabled)]),
            },
            Mode::Earlier { of, .. } => {
                // The game's own row, less what plays a move: a past position takes none.
                let mut p = of.policy(f);
                p.movers = Movers::Nobody;
                let local = matches!(**of, Mode::Local { .. });
                p.set(TakeOver, Shown::only(local));
                if p.control(Hint) != Shown::Hidden {
                    p.set(Hint, Disabled);
                }
                for c in [MoveForm, Resign, OfferDraw] {
                    p.set(c, Shown::Hidden);
                }
                p
            }
            Mode::Embedded(inner) => {
                // The host page's board: it plays, steps back and turns round; the rest of the
                // site's controls (the lobby, links, other pages) belong to the site itself.
                let mut p = inner.policy(f);
                p.saved = Saved::Nothing;
                p.leaving = Leaving::Leave;
                p.rated = false;
                for c in Control::ALL {
                    if !matches!(c, Undo | Redo | Flip | TakeOver | Resign | OfferDraw) {
                        p.set(c, Shown::Hidden);
                    }
                }
                p
            }
        }
    }
}

/// Whether a seat's player, as the record names it, is a person.

impl App {
    /// The mode of the screen on show, read from the app's state; `None` in the lobby.
    pub(super) fn mode(&self) -> Option<Mode> {
        let s = self.screen.as_ref()?;
        let game = s.game();
        let base = if let Some(live) = &self.live {
            match live.seat() {
                None => Mode::LiveWaiting,
                Some(WATCHING) => Mode::LiveSpectator,
                Some(_) => Mode::LivePlayer,
            }
        } else if let Some(study) = &self.study {
            if study.lesson {
                Mode::Lesson
            } else {
                Mode::Puzzle { solved: study.solved }
            }
        } else if let Some(board) = self.analysis {
            board.mode()
        } else {
            Mode::Local { computer: !game.players().iter().all(|p| *p == Player::Human), clock: self.clock.is_some() }
        };
        let shown = match &self.view {
            Some((ply, _)) => Mode::Earlier { ply: *ply, of: Box::new(base) },
            None => base,
        };
        Some(if self.embed.enabled { Mode::Embedded(Box::new(shown)) } else { shown })
    }

    /// Whether the board takes a move now: the mode says who may move, and the seat to act
    /// must be one of them (not a computer, a peer or the puzzle's side).
    pub(super) fn board_takes_moves(&self) -> bool {
        match self.policy().map(|p| p.movers) {
            None | Some(Movers::Nobody) => false,
            Some(Movers::AnySeat) => true,
            Some(Movers::PeopleHere | Movers::OwnSeat) => self.computer_to_act().is_none(),
        }
    }

    /// What the mode allows now.
    pub(super) fn policy(&self) -> Option<Policy> {
        let mode = self.mode()?;
        Some(mode.policy(&self.facts()))
    }

    pub(super) fn facts(&self) -> Facts {
        let Some(s) = &self.screen else { return Facts::default() };
        let game = s.game();
        let players = game.players();
        let over = matches!(game.status(), Status::Over(_));
        let all_human = players.iter().all(|p| *p == Player::Human);
        Facts {
            can_undo: game.can_undo(),
            can_redo: game.can_redo(),
            over,
            person_to_act: human_to_act(game),
            busy: self.computer.pending().is_some(),
            flippable: s.flippable(),
            two_seats: players.len() == 2,
            draw_here: game.draw_by_agreement() && all_human,
            draws: game.draw_by_agreement(),
            unfinished: !over && !game.is_empty() && has_human(game),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::*;

    fn modes() -> Vec<Mode> {
        let local = Mode::Local { computer: true, clock: false };
        vec![
            local.clone(),
            Mode::Local { computer: false, clock: true },
            Mode::LiveWaiting,
            Mode::LivePlayer,
            Mode::LiveSpectator,
            Mode::Analysis,
            Mode::Editor,
            Mode::Review,
            Mode::Puzzle { solved: false },
            Mode::Puzzle { solved: true },
            Mode::Lesson,
            Mode::Earlier { ply: 1, of: Box::new(local.clone()) },
            Mode::Earlier { ply: 1, of: Box::new(Mode::LivePlayer) },
            Mode::Embedded(Box::new(local)),
        ]
    }

    #[wasm_bindgen_test]
    fn control_ids_are_distinct_and_listed_in_order() {
        for (i, c) in Control::ALL.iter().enumerate() {
            assert_eq!(*c as usize, i, "{c:?} is listed out of order");
        }
        let mut ids: Vec<_> = Control::ALL.iter().map(|c| c.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), Control::ALL.len());
    }

    #[wasm_bindgen_test]
    fn spectators_and_past_positions_move_nothing() {
        let f = Facts { can_undo: true, person_to_act: true, ..Facts::default() };
        for mode in [Mode::LiveSpectator, Mode::Earlier { ply: 0, of: Box::new(Mode::Local { computer: false, clock: false }) }] {
            assert_eq!(mode.policy(&f).movers, Movers::Nobody, "{}", mode.name());
        }
        let watching = Mode::LiveSpectator.policy(&f);
        for c in [Control::Undo, Control::Hint, Control::PlayOnline, Control::LiveResign] {
            assert_eq!(watching.control(c), Shown::Hidden, "a spectator is offered {c:?}");
        }
    }

    #[wasm_bindgen_test]
    fn a_live_game_asks_before_leaving_and_opens_no_other_room() {
        let p = Mode::LivePlayer.policy(&Facts::default());
        assert_eq!(p.leaving, Leaving::Resigns);
        assert_eq!(p.control(Control::PlayOnline), Shown::Hidden);
        assert_eq!(p.saved, Saved::LiveRoom);
    }

    #[wasm_bindgen_test]
    fn only_a_game_against_the_computer_here_is_rated() {
        for mode in modes() {
            let against = matches!(mode.game_mode(), Mode::Local { computer: true, .. }) && !matches!(mode, Mode::Embedded(_));
            assert_eq!(mode.policy(&Facts::default()).rated, against, "{}", mode.name());
        }
    }

    #[wasm_bindgen_test]
    fn every_mode_has_a_way_out_but_the_embed() {
        for mode in modes() {
            let p = mode.policy(&Facts::default());
            let embedded = matches!(mode, Mode::Embedded(_));
            assert_eq!(p.control(Control::NewGame) == Shown::Hidden, embedded, "{}", mode.name());
        }
    }
}

/// Whether any seat is played by a person on this device.
pub(super) fn has_human(game: &dyn AnyMatch) -> bool {
    game.players().contains(&Player::Human)
}

/// Whether a human seat acts now.
pub(super) fn human_to_act(game: &dyn AnyMatch) -> bool {
    match game.status() {
        Status::Turn(seat) => game.players().get(seat as usize) == Some(&Player::Human),
        _ => false,
    }
}
