//! Actions (compact answers to a decision) and their tokens (section 11 of the rules).

use super::board::{self, CLOCKWISE};
use std::cmp::Ordering;

/// One answer to a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Start a turn at pit `k` (loop order) in direction `dir` (+1 = R, -1 = L).
    Start { pit: u8, dir: i8 },
    /// Captured seeds enter at this kotso (`0` = A1, `7` = A8).
    Kotso(u8),
    /// Sow the nyumba on.
    Go,
    /// Stop in the nyumba.
    Stop,
}

impl Action {
    /// The token for `player` (South in capitals, North in lower case; `L`/`R` always capital).
    pub fn token(self, player: usize) -> String {
        match self {
            Action::Start { pit, dir } => {
                let mut token = board::pit_name(player, pit as usize);
                token.push(if dir == CLOCKWISE { 'R' } else { 'L' });
                token
            }
            Action::Kotso(k) => board::pit_name(player, k as usize),
            Action::Go => "go".into(),
            Action::Stop => "stop".into(),
        }
    }

    /// The order of the legal list: the tokens' byte order (`A1L < A1R < A2L … < B8R`,
    /// `A1 < A8`, `go < stop`).
    fn key(self) -> (u8, u8, u8, u8) {
        match self {
            Action::Start { pit, dir } => {
                let (row, num) = if pit < 8 { (0, pit + 1) } else { (1, 16 - pit) };
                (0, row, num, (dir == CLOCKWISE) as u8)
            }
            Action::Kotso(k) => (1, 0, k, 0),
            Action::Go => (2, 0, 0, 0),
            Action::Stop => (3, 0, 0, 0),
        }
    }
}

impl Ord for Action {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Action {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
