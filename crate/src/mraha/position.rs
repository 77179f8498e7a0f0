//! The position: both sides, hands, the nyumba, whose turn, a pending mid-turn decision.

use super::board::{self, FRONT, NYUMBA};
use super::rules::{Preset, Rules};

/// A mid-turn decision waiting for the player to move, with what the rest of the turn needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Pending {
    pub kind: PendingKind,
    /// The turn started in namua (the nyumba's privileges hold).
    pub namua: bool,
    /// The first lap captured: later laps may capture too.
    pub capturing: bool,
    /// The hand's direction so far (+1 clockwise, -1 anticlockwise).
    pub dir: i8,
    /// Captured seeds in hand, waiting to enter at a kotso (0 for a nyumba decision).
    pub seeds: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum PendingKind {
    /// The lap ended in the functional nyumba: `stop` or `go`.
    Nyumba,
    /// A capture from a central column: `A1` or `A8`.
    Kotso,
}

/// A Mraha wa tso position. Small and `Copy`: search and undo keep copies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) rules: Rules,
    /// Each player's 16 pits in loop order (see [`board`]).
    pub(crate) sides: [u128; 2],
    /// Seeds in hand (the reserve of the namua phase).
    pub(crate) hands: [u8; 2],
    /// The nyumba is intact.
    pub(crate) nyumba: [bool; 2],
    pub(crate) to_move: u8,
    /// The takasiaed front pit (`k` in 0..8) of the player to move, for this turn.
    pub(crate) takasia: Option<u8>,
    pub(crate) pending: Option<Pending>,
}

/// The phase of a player (rules, section 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Seeds in hand: each turn brings one into play.
    Namua,
    /// Hand empty: each turn lifts a pit.
    Mtaji,
}

impl Position {
    /// The starting position of the rules' preset.
    pub fn start(rules: Rules) -> Position {
        let mut counts = [0u8; 16];
        let (hand, nyumba) = if rules.preset == Preset::Kujifunza {
            counts = [2; 16];
            (0, false)
        } else {
            counts[NYUMBA] = 6;
            counts[5] = 2;
            counts[6] = 2;
            (22, true)
        };
        let side = board::pack(&counts);
        Position {
            rules,
            sides: [side, side],
            hands: [hand, hand],
            nyumba: [nyumba, nyumba],
            to_move: rules.first_player,
            takasia: None,
            pending: None,
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Seeds in pit `k` (loop order) of `player`.
    pub fn pit(&self, player: usize, k: usize) -> u8 {
        board::get(self.sides[player], k)
    }

    /// Seeds in the player's hand (reserve).
    pub fn hand(&self, player: usize) -> u8 {
        self.hands[player]
    }

    /// The player's nyumba is intact.
    pub fn nyumba_intact(&self, player: usize) -> bool {
        self.nyumba[player]
    }

    /// The player's nyumba is functional: intact and holding 6 or more seeds.
    pub fn nyumba_functional(&self, player: usize) -> bool {
        self.nyumba[player] && self.pit(player, NYUMBA) >= 6
    }

    /// The takasiaed pit of the player to move, as `k` in `0..8`.
    pub fn takasia(&self) -> Option<usize> {
        self.takasia.map(|k| k as usize)
    }

    pub fn phase(&self, player: usize) -> Phase {
        if self.hands[player] > 0 {
            Phase::Namua
        } else {
            Phase::Mtaji
        }
    }

    /// Seeds held in hand mid-turn (captured seeds waiting for their kotso).
    pub fn seeds_in_flight(&self) -> u8 {
        self.pending.map_or(0, |p| p.seeds)
    }

    /// Board + hands + seeds in flight: 64 in every position.
    pub fn seed_count(&self) -> u32 {
        board::total(self.sides[0])
            + board::total(self.sides[1])
            + self.hands[0] as u32
            + self.hands[1] as u32
            + self.seeds_in_flight() as u32
    }

    pub(crate) fn front_empty(&self, player: usize) -> bool {
        self.sides[player] & FRONT == 0
    }

    /// Kamu: a front row is empty (the game is over; derived, never stored). When a capture
    /// empties the opponent's front row the turn does not pass, so the player to move is the
    /// winner; when a capturing turn empties the mover's own, the player to move is the loser.
    pub(crate) fn kamu(&self) -> Option<usize> {
        let m = self.to_move as usize;
        if self.front_empty(1 - m) {
            Some(m)
        } else if self.front_empty(m) && self.pending.is_none() {
            Some(1 - m)
        } else {
            None
        }
    }
}
