//! The draw among the players the signalling server has just matched, with the live game's own
//! commit-reveal (`commit`): every player sends `hello` and a commitment to a fresh secret to
//! every other, and reveals the secret only once it holds a commitment from each of the others,
//! so nobody can steer the outcome. From all the secrets, ordered by their commitments (the
//! order they arrived in, or joined in, plays no part), every player computes the same:
//!
//! - which seat each player has (a uniform shuffle), seat 0 hosting the game;
//! - the private room the game moves to, 128 bits nobody outside the group knows.
//!
//! Each player's commitment is then its ticket: in the private room the host lets the guests
//! in seat by seat, each on its ticket (`Admission`), so its seating follows the draw whatever
//! order they arrive in, and every guest checks that it got the seat and the game it drew.

use super::super::commit::commitment;
use super::super::message::{hex, Commitment, Message, Secret, VERSION};
use super::super::{BadCommit, Garbage, LiveError, Remote};
use super::PairingError;
use crate::game::Seat;
use crate::rng;
use sha2::{Digest, Sha256};

const DRAW_TAG: &[u8] = b"gboards-pairing-draw-1";

/// What one other player of the group has said so far.
#[derive(Clone, Debug)]
struct Said {
    from: Remote,
    commit: Option<Commitment>,
    secret: Option<Secret>,
}

/// One player's side of the draw of a group of `seats` players.
pub struct Draw {
    seats: usize,
    mine: Secret,
    /// The others connected now, with what each has said (a handful: a list will do).
    others: Vec<Said>,
    /// This device's secret went out: from then on the group is fixed.
    revealed: bool,
}

/// What the owner of a draw must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawEvent {
    Send { to: Remote, text: String },
    /// The draw is done: the game can start.
    Paired(Paired),
}

/// The outcome of the draw, the same on every player's device but for `seat`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paired {
    /// The private room the game moves to (32 hex digits).
    pub room: String,
    /// The seat this device's player has; seat 0 hosts the game.
    pub seat: Seat,
    /// Every seat's ticket (its player's commitment in the draw), in seat order.
    pub tickets: Vec<Commitment>,
}

impl Paired {
    /// This device's ticket, which it shows the host of the private room.
    pub fn ticket(&self) -> Commitment {
        self.tickets[self.seat as usize]
    }
}

impl Draw {
    /// A draw among `seats` players (2 to 8), with this device's fresh `secret`.
    pub fn new(seats: usize, secret: Secret) -> Draw {
        Draw { seats: seats.clamp(2, 8), mine: secret, others: Vec::new(), revealed: false }
    }

    fn send(to: Remote, m: &Message) -> DrawEvent {
        DrawEvent::Send { to, text: m.encode() }
    }

    /// Another player of the group is connected: greet it and commit.
    pub fn connected(&mut self, r: Remote) -> Vec<DrawEvent> {
        if self.revealed {
            // The group was complete before this peer came; it is none of this draw's.
            return Vec::new();
        }
        self.said(r);
        vec![Draw::send(r, &Message::Hello { version: VERSION }), Draw::send(r, &Message::Commit(commitment(&self.mine)))]
    }

    /// A player left. Before any secret is shown the group waits for another; after, the draw
    /// is called off, since the group it was for is gone.
    pub fn disconnected(&mut self, r: Remote) -> Result<(), PairingError> {
        let was_in = self.others.iter().any(|s| s.from == r && s.commit.is_some());
        self.others.retain(|s| s.from != r);
        if self.revealed && was_in {
            return Err(PairingError::Left);
        }
        Ok(())
    }

    /// Whether every other player of the group has sent its commitment.
    pub fn committed(&self) -> bool {
        self.others.iter().filter(|s| s.commit.is_some()).count() == self.seats - 1
    }

    /// Whether `r` has sent its commitment.
    pub fn committed_by(&self, r: Remote) -> bool {
        self.others.iter().any(|s| s.from == r && s.commit.is_some())
    }

    /// The others connected now.
    pub fn others(&self) -> usize {
        self.others.len()
    }

    /// A message from `r`. A refused one calls the draw off: a player that sends nonsense, a
    /// changed commitment or a secret that does not match cannot be paired with.
    pub fn receive(&mut self, r: Remote, text: &str) -> Result<Vec<DrawEvent>, PairingError> {
        let refused = |e: LiveError| PairingError::Refused(e);
        let said = self.said(r);
        match Message::decode(text).map_err(refused)? {
            Message::Hello { version } if version != VERSION => return Err(PairingError::OtherVersion(version)),
            Message::Hello { .. } | Message::Name(_) => {}
            Message::Commit(c) => match said.commit {
                Some(old) if old != c => return Err(refused(LiveError::BadCommit(BadCommit::SecondCommitment))),
                _ => said.commit = Some(c),
            },
            Message::Reveal(s) => match said.commit {
                Some(c) if commitment(&s) == c => said.secret = Some(s),
                Some(_) => return Err(refused(LiveError::BadCommit(BadCommit::SecretMismatch))),
                None => return Err(refused(LiveError::BadCommit(BadCommit::SecretFirst))),
            },
            _ => return Err(refused(LiveError::Garbage(Garbage::BeforeDraw))),
        }
        Ok(self.advance())
    }

    /// What `r` has said, a new entry for a peer not met before.
    fn said(&mut self, r: Remote) -> &mut Said {
        let at = self.others.iter().position(|s| s.from == r).unwrap_or_else(|| {
            self.others.push(Said { from: r, commit: None, secret: None });
            self.others.len() - 1
        });
        &mut self.others[at]
    }

    /// Reveals once every commitment is in; the outcome once every secret is.
    fn advance(&mut self) -> Vec<DrawEvent> {
        let mut events = Vec::new();
        if !self.revealed && self.committed() {
            self.revealed = true;
            // Only the group's players: a connected peer with no commitment is none of it.
            self.others.retain(|s| s.commit.is_some());
            let reveal = Message::Reveal(self.mine);
            events.extend(self.others.iter().map(|s| Draw::send(s.from, &reveal)));
        }
        if let Some(paired) = self.outcome() {
            events.push(DrawEvent::Paired(paired));
        }
        events
    }

    /// Every player's secret in, the outcome.
    fn outcome(&self) -> Option<Paired> {
        if !self.revealed {
            return None;
        }
        let mut all: Vec<(Commitment, Secret)> = vec![(commitment(&self.mine), self.mine)];
        for s in &self.others {
            all.push((s.commit?, s.secret?));
        }
        Some(outcome(&all, &commitment(&self.mine)))
    }
}

/// The outcome for the player whose commitment is `me`, from every player's commitment and
/// secret: the same seats and room on every device.
fn outcome(all: &[(Commitment, Secret)], me: &Commitment) -> Paired {
    let mut all = all.to_vec();
    // In commitment order, so every device hashes the secrets alike.
    all.sort_by(|a, b| a.0.cmp(&b.0));
    let mut data = DRAW_TAG.to_vec();
    for (_, s) in &all {
        data.extend_from_slice(s);
    }
    let d: [u8; 32] = Sha256::digest(&data).into();
    let seed = u64::from_le_bytes([d[16], d[17], d[18], d[19], d[20], d[21], d[22], d[23]]);
    // A uniform shuffle of the players into the seats (Fisher–Yates).
    let mut order: Vec<usize> = (0..all.len()).collect();
    for i in (1..order.len()).rev() {
        let j = rng::draw(seed, i as u64, i as u32 + 1) as usize;
        order.swap(i, j);
    }
    let tickets: Vec<Commitment> = order.iter().map(|&p| all[p].0).collect();
    let seat = tickets.iter().position(|t| t == me).unwrap_or(0) as Seat;
    Paired { room: hex(&d[..16]), seat, tickets }
}

/// The host's door to the private room: guests come in seat by seat on their tickets. The
/// host's game places each newcomer at its lowest free seat, so a guest is let in only once
/// every seat before its own is taken; then it gets the seat it drew.
pub struct Admission {
    tickets: Vec<Commitment>,
    /// Who holds each seat's ticket, and whether it has been let in (else it waits its turn).
    holders: Vec<Option<(Remote, bool)>>,
}

impl Admission {
    pub fn new(tickets: &[Commitment]) -> Admission {
        Admission { tickets: tickets.to_vec(), holders: vec![None; tickets.len()] }
    }

    /// Whether `r` has been let in.
    pub fn admitted(&self, r: Remote) -> bool {
        self.holders.contains(&Some((r, true)))
    }

    /// `r` shows `ticket`: the guests to let in now, in seat order. A ticket of no guest's seat,
    /// or of a seat another connection holds, is refused.
    pub fn ticket(&mut self, r: Remote, ticket: &Commitment) -> Result<Vec<Remote>, PairingError> {
        let seat = self.tickets.iter().position(|t| t == ticket).filter(|&s| s > 0).ok_or(PairingError::BadTicket)?;
        match self.holders[seat] {
            Some((other, _)) if other != r => return Err(PairingError::BadTicket),
            Some(_) => return Ok(Vec::new()),
            None => self.holders[seat] = Some((r, false)),
        }
        // Every seat in order: the first not yet held stops the line.
        let mut come_in = Vec::new();
        for holder in self.holders.iter_mut().skip(1) {
            match holder {
                Some((_, true)) => {}
                Some((r, inside)) => {
                    *inside = true;
                    come_in.push(*r);
                }
                None => break,
            }
        }
        Ok(come_in)
    }

    /// `r` left: its seat is free for its ticket again.
    pub fn left(&mut self, r: Remote) {
        for holder in &mut self.holders {
            if holder.is_some_and(|(x, _)| x == r) {
                *holder = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A group of `n` draws, each with a distinct secret, numbered as remotes 0..n.
    fn group(n: usize) -> Vec<Draw> {
        (0..n).map(|i| Draw::new(n, [i as u8 * 17 + 3; 16])).collect()
    }

    /// Connects every pair, then delivers every message in the order `pick` chooses among
    /// those waiting; the outcome on each device.
    fn run(draws: &mut [Draw], mut pick: impl FnMut(usize) -> usize) -> Vec<Paired> {
        let mut queue: Vec<(Remote, Remote, String)> = Vec::new();
        let mut done = vec![None; draws.len()];
        let take = |from: Remote, events: Vec<DrawEvent>, queue: &mut Vec<(Remote, Remote, String)>, done: &mut Vec<Option<Paired>>| {
            for e in events {
                match e {
                    DrawEvent::Send { to, text } => queue.push((from, to, text)),
                    DrawEvent::Paired(p) => done[from as usize] = Some(p),
                }
            }
        };
        for a in 0..draws.len() {
            for b in 0..draws.len() {
                if a != b {
                    let events = draws[a].connected(b as Remote);
                    take(a as Remote, events, &mut queue, &mut done);
                }
            }
        }
        while !queue.is_empty() {
            // Each link keeps its order (a reliable data channel); links race one another.
            let heads: Vec<usize> = (0..queue.len()).filter(|&i| queue[..i].iter().all(|(f, t, _)| (*f, *t) != (queue[i].0, queue[i].1))).collect();
            let (from, to, text) = queue.remove(heads[pick(heads.len())]);
            let events = draws[to as usize].receive(from, &text).unwrap();
            take(to, events, &mut queue, &mut done);
        }
        done.into_iter().map(Option::unwrap).collect()
    }

    #[test]
    fn every_player_gets_the_same_room_and_its_own_seat_in_any_order() {
        for n in 2..=4 {
            for order in 0..20u64 {
                let mut draws = group(n);
                let mut k = order;
                let out = run(&mut draws, |len| {
                    k = k.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    (k >> 33) as usize % len
                });
                let mut seats: Vec<Seat> = out.iter().map(|p| p.seat).collect();
                seats.sort();
                assert_eq!(seats, (0..n as Seat).collect::<Vec<_>>(), "each seat once ({n} players)");
                assert!(out.iter().all(|p| p.room == out[0].room && p.tickets == out[0].tickets));
                assert_eq!(out[0].room.len(), 32);
                for (i, p) in out.iter().enumerate() {
                    assert_eq!(p.ticket(), commitment(&[i as u8 * 17 + 3; 16]));
                }
            }
        }
    }

    #[test]
    fn the_seats_do_not_follow_the_order_of_arrival() {
        // Over many groups of fresh secrets, the first to connect hosts about half the time.
        let mut hosts = 0;
        for g in 0..200u32 {
            let mut draws: Vec<Draw> = (0..2u32).map(|i| Draw::new(2, [(g * 2 + i) as u8, (g >> 8) as u8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])).collect();
            let out = run(&mut draws, |_| 0);
            hosts += usize::from(out[0].seat == 0);
        }
        assert!((70..=130).contains(&hosts), "the first player hosted {hosts} of 200");
    }

    #[test]
    fn no_secret_goes_out_before_every_commitment() {
        let mut draws = group(3);
        let mut out = draws[0].connected(1);
        out.extend(draws[0].connected(2));
        assert!(out.iter().all(|e| !matches!(e, DrawEvent::Send { text, .. } if text.starts_with("reveal"))));
        let c1 = Message::Commit(commitment(&[20; 16])).encode();
        let events = draws[0].receive(1, &c1).unwrap();
        assert!(events.is_empty(), "one commitment of two: {events:?}");
        // The second player leaves before anything is shown: the draw waits for another.
        assert_eq!(draws[0].disconnected(1), Ok(()));
        assert!(!draws[0].committed());
    }

    #[test]
    fn bad_messages_and_leavers_call_the_draw_off() {
        let mut d = Draw::new(2, [1; 16]);
        d.connected(1);
        assert_eq!(d.receive(1, "hello 4"), Err(PairingError::OtherVersion(4)));
        let refused = |e: LiveError| Err(PairingError::Refused(e));
        assert_eq!(d.receive(1, "move 0 0000000000000000 a1"), refused(LiveError::Garbage(Garbage::BeforeDraw)));
        let nonsense = Garbage::Line { line: "nonsense".into(), why: crate::live::Decode::UnknownKind };
        assert_eq!(d.receive(1, "nonsense"), refused(LiveError::Garbage(nonsense)));
        assert_eq!(d.receive(1, &Message::Reveal([2; 16]).encode()), refused(LiveError::BadCommit(BadCommit::SecretFirst)), "a secret before its commitment");
        let events = d.receive(1, &Message::Commit(commitment(&[2; 16])).encode()).unwrap();
        assert!(matches!(&events[..], [DrawEvent::Send { to: 1, text }] if text.starts_with("reveal ")));
        assert_eq!(d.receive(1, &Message::Commit([0; 32]).encode()), refused(LiveError::BadCommit(BadCommit::SecondCommitment)), "a changed commitment");
        assert_eq!(d.receive(1, &Message::Reveal([3; 16]).encode()), refused(LiveError::BadCommit(BadCommit::SecretMismatch)), "another secret");
        assert_eq!(d.disconnected(1), Err(PairingError::Left));
    }

    #[test]
    fn the_host_lets_guests_in_seat_by_seat() {
        let tickets = [[0; 32], [1; 32], [2; 32], [3; 32]];
        let mut door = Admission::new(&tickets);
        assert_eq!(door.ticket(10, &[3; 32]), Ok(vec![]), "seat 3 waits for seats 1 and 2");
        assert_eq!(door.ticket(11, &[9; 32]), Err(PairingError::BadTicket));
        assert_eq!(door.ticket(11, &[0; 32]), Err(PairingError::BadTicket), "the host's own seat");
        assert_eq!(door.ticket(12, &[1; 32]), Ok(vec![12]));
        assert_eq!(door.ticket(13, &[1; 32]), Err(PairingError::BadTicket), "a seat another holds");
        assert_eq!(door.ticket(14, &[2; 32]), Ok(vec![14, 10]));
        assert!(door.admitted(10) && !door.admitted(13));
        // Seat 1's player reconnects: it comes in again, as the only free seat.
        door.left(12);
        assert_eq!(door.ticket(15, &[1; 32]), Ok(vec![15]));
    }
}
