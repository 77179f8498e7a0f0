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

    /// Does `token` name some action of the game, for either player, legal now or not (rules
    /// §11)? A start `A6L` / `a6L` (a pit, `L` or `R`), a kotso `A1`, `A8` (`a1`, `a8`), `stop`,
    /// `go`. Anything else (`A9L`, `A6l`, `A3`, `Go`, a Tricérata cell id) names nothing: the
    /// referee answers it with `unknown_token`, a well-formed token not legal now with
    /// `illegal_token`. Read by writing every action's token, so the two cannot disagree; it
    /// runs only for a refused token.
    pub fn names_any(token: &str) -> bool {
        let mut every = (0..16u8)
            .flat_map(|pit| [CLOCKWISE, -CLOCKWISE].map(|dir| Action::Start { pit, dir }))
            .chain([Action::Kotso(0), Action::Kotso(7), Action::Go, Action::Stop]);
        // A token is 2 to 4 bytes: a longer one is not compared 70 times.
        token.len() <= 4 && every.any(|a| (0..2).any(|p| a.token(p) == token))
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
