//! The levels a visitor chooses from, and how each one searches.
//!
//! `1` (beginner) … `4`: alpha-beta; `5` = `best`: Monte-Carlo tree search; plus `ab` (the
//! strong alpha-beta, kept to compare), `random` (uniform among complete turns) and `greedy`
//! (the turn that captures most now). The lower levels are weaker on purpose but never random: they look fewer turns
//! ahead, judge with noise and sometimes take their second choice.

use super::clock::Budget;
use crate::error::{code, Error, Result};

/// The strongest search level, also called `best`.
pub const BEST: u8 = 5;
/// The levels a seat of the page can have: `1` (beginner) to `BEST`.
pub const SEAT_LEVELS: std::ops::RangeInclusive<u8> = 1..=BEST;
/// The page's hint: `best` limited to this many milliseconds.
pub const HINT_MILLIS: u32 = 600;
/// Where the page must search on its own thread (no worker can start), a level with a time
/// limit gets this many milliseconds instead, so the page freezes for a moment at most.
pub const PAGE_THREAD_MILLIS: u32 = 200;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Random,
    Greedy,
    /// Alpha-beta: `1..=4` the weaker levels, `5` the strong alpha-beta (`ab`), kept to compare.
    Search(u8),
    /// Monte-Carlo tree search with the evaluation at the end of short playouts: level `5`,
    /// `best` (measured stronger than alpha-beta at equal time).
    Mcts,
    /// Tricérata: Monte-Carlo tree search over complete turns with a reward per player
    /// (`mcts`, to compare with `best`); Mraha: the same MCTS as `best`.
    MctsTurns,
}

/// How a level searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    pub max_depth: u32,
    pub budget: Budget,
    /// Spread of the noise added to each root turn's value (hundredths of a seed).
    pub noise: i32,
    /// Chance of playing the second-best turn instead of the best.
    pub second_best: f64,
    /// Extra turns searched along a line whose leaf is not quiet.
    pub extensions: u32,
    /// A tiny fixed offset per position and per player (hundredths of a seed), so that seeded
    /// players break ties differently and a match is not the same two games repeated.
    pub jitter: i32,
}

impl Level {
    /// `1`…`5`, `best` (= `5`), `ab` (the strong alpha-beta), `mcts`, `random`, `greedy`.
    pub fn parse(name: &str) -> Result<Level> {
        match name {
            "random" => Ok(Level::Random),
            "greedy" => Ok(Level::Greedy),
            "best" => Ok(Level::Mcts),
            "mcts" => Ok(Level::MctsTurns),
            "ab" => Ok(Level::Search(BEST)),
            _ => match name.parse::<u8>() {
                Ok(n) if SEAT_LEVELS.contains(&n) => Ok(Level::of_seat(n)),
                _ => Err(Error::new(
                    code::SETUP_SWITCH,
                    crate::error::msg!(
                        "unknown player {} (1..{BEST}, best, ab, mcts, random, greedy)",
                        crate::error::quoted(name)
                    ),
                )),
            },
        }
    }

    /// The level a seat numbers `n` (one of [`SEAT_LEVELS`]): the strongest is `best`.
    pub fn of_seat(n: u8) -> Level {
        if n == BEST {
            Level::Mcts
        } else {
            Level::Search(n)
        }
    }

    pub fn name(self) -> String {
        match self {
            Level::Random => "random".into(),
            Level::Greedy => "greedy".into(),
            Level::Mcts => "best".into(),
            Level::MctsTurns => "mcts".into(),
            Level::Search(BEST) => "ab".into(),
            Level::Search(n) => crate::json_text::u64_text(n.into()),
        }
    }

    /// The search of each level. The node budgets keep the page responsive on a phone; the
    /// time limits (used only when the caller gives a clock) cap the wait at about 1.5 s.
    pub fn style(self) -> Style {
        let style = |max_depth, nodes, millis: Option<f64>, noise, second_best| Style {
            max_depth,
            budget: Budget { nodes, millis },
            noise,
            second_best,
            jitter: if noise == 0 { 10 } else { 0 },
            // Measured: four extensions made `best` weaker (shallower) against MCTS; off.
            extensions: 0,
        };
        match self {
            Level::Search(1) => style(1, 10_000, None, 250, 0.25),
            Level::Search(2) => style(2, 20_000, None, 120, 0.10),
            Level::Search(3) => style(3, 40_000, Some(500.0), 40, 0.03),
            Level::Search(4) => style(64, 3_000, Some(1000.0), 0, 0.0),
            // The page's strongest (MCTS, and `ab` for comparison): as much as 1.5 s allows;
            // the node cap is a safety net.
            Level::Mcts | Level::MctsTurns => style(64, 2_000_000, Some(1500.0), 0, 0.0),
            _ => style(64, 400_000, Some(1500.0), 0, 0.0),
        }
    }
}

/// A player as the referee names it: a level, optionally with its own budget,
/// `level:NODES` or `level:MILLISms`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerSpec {
    pub level: Level,
    pub budget: Option<Budget>,
}

impl PlayerSpec {
    pub fn parse(text: &str) -> Result<PlayerSpec> {
        let (name, budget) = match text.split_once(':') {
            None => (text, None),
            Some((name, b)) => (name, Some(Budget::parse(b)?)),
        };
        Ok(PlayerSpec {
            level: Level::parse(name)?,
            budget,
        })
    }

    pub fn style(&self) -> Style {
        let mut s = self.level.style();
        if let Some(b) = self.budget {
            s.budget = b;
        }
        s
    }

    pub fn name(&self) -> String {
        match self.budget {
            None => self.level.name(),
            Some(b) => match b.millis {
                Some(ms) => format!("{}:{ms}ms", self.level.name()),
                None => format!("{}:{}", self.level.name(), b.nodes),
            },
        }
    }
}
