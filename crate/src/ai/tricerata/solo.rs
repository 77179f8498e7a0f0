//! Solitaire: the fewest turns that empty the board (rules, section 5).
//!
//! The strong levels ask the solver first ([`super::solve`]): on the small boards it
//! proves the optimum in milliseconds, and its game's first turn is the answer. Otherwise (a
//! large board, a sowing under way, or the weaker levels) a **beam search** over candidate
//! turns: each layer keeps the `width` positions with the fewest turns played plus an estimate
//! of the turns left, until the board is empty; the first turn of the shortest game found is
//! played. The estimate starts from the solver's admissible bound (the board empties only by a
//! seizure of a lone heap: 2 or 3 more turns from a sowing start, 1 or 3 from a due seizure)
//! and adds a quarter turn per occupied cell, so that boards with fewer heaps come first.

use super::solver::solve;
use super::turns::{self, Breadth};
use crate::ai::clock::{Budget, Clock, Meter};
use crate::ai::level::Level;
use crate::ai::tt::key_of;
use crate::tricerata::event::NoTrace;
use crate::tricerata::{Position, Stage};
use std::collections::HashSet;
use std::time::Duration;

/// The solver is asked only when the board holds at most this many stones: beyond, it rarely
/// proves anything in a second and its state tables would weigh on a phone's memory.
const SOLVER_STONES: u32 = 64;

/// A lower bound on the turns still needed to empty the board (the solver's).
pub fn turns_left_bound(pos: &Position) -> u32 {
    let occupied = pos.stones.iter().filter(|&&s| s > 0).count();
    match pos.stage {
        Stage::Over { .. } => 0,
        _ if pos.on_board == 0 && pos.in_hand() == 0 => 0,
        Stage::Seize if occupied == 1 => 1,
        Stage::Seize => 3,
        Stage::Lift if pos.on_board == 1 => 2,
        _ => 3,
    }
}

/// The beam's order: turns played, the bound, and a quarter turn per occupied cell (in
/// quarters, to stay an integer). In 64 bits: a setup may count up to `limits::MAX_TURNS`
/// turns, and 100 000 times that does not fit in 32.
fn score(pos: &Position) -> u64 {
    let occupied = pos.stones.iter().filter(|&&s| s > 0).count() as u64;
    100_000 * (pos.turns as u64 + turns_left_bound(pos) as u64) + 4 * pos.on_board as u64 + occupied
}

/// The beam width of each level.
fn width(level: Level) -> usize {
    match level {
        Level::Search(1) => 1,
        Level::Search(2) => 3,
        Level::Search(3) => 8,
        _ => 24,
    }
}

/// The first turn of the solver's game when it proves the optimum within `limit` on `clock`.
fn solver_turn(pos: &Position, limit: Duration, clock: &mut dyn Clock) -> Option<Vec<u16>> {
    let sol = solve(pos, limit, clock).ok().filter(|s| s.proven)?;
    let mut p = pos.clone();
    let mut out = Vec::new();
    for a in sol.actions {
        if p.turns != pos.turns {
            break;
        }
        p.apply(a, &mut NoTrace);
        out.push(a);
    }
    Some(out)
}

/// Without a given clock (a node-budgeted search) the solver still needs one for its time
/// limit: the native monotonic clock, or the browser's date in wasm.
fn solver_turn_native(pos: &Position, limit: Duration) -> Option<Vec<u16>> {
    #[cfg(not(target_arch = "wasm32"))]
    let mut clock = crate::ai::clock::SystemClock::new();
    #[cfg(all(
        target_arch = "wasm32",
        any(feature = "wasm-match", feature = "wasm-ai")
    ))]
    let mut clock = crate::ai::clock::FnClock(js_sys::Date::now);
    // The lanes' module has no clock (and never searches).
    #[cfg(all(
        target_arch = "wasm32",
        not(any(feature = "wasm-match", feature = "wasm-ai"))
    ))]
    let mut clock = crate::ai::clock::FnClock(|| 0.0);
    solver_turn(pos, limit, &mut clock)
}

/// The rest of the current turn for a solitaire player of `level` (not `random`/`greedy`).
pub fn choose(
    pos: &Position,
    level: Level,
    budget: Budget,
    seed: u64,
    mut clock: Option<&mut dyn Clock>,
) -> Option<Vec<u16>> {
    let strong = matches!(level, Level::Search(4..) | Level::Mcts | Level::MctsTurns);
    if strong && matches!(pos.stage, Stage::Lift | Stage::Seize) && pos.on_board <= SOLVER_STONES {
        // Half the time for the solver, the rest for the beam if it cannot prove.
        let ms = match (&clock, budget.millis) {
            (Some(_), Some(ms)) => ms / 2.0,
            _ => 1000.0,
        };
        let limit = Duration::from_secs_f64(ms / 1000.0);
        let turn = match clock.as_deref_mut() {
            Some(c) => solver_turn(pos, limit, c),
            None => solver_turn_native(pos, limit),
        };
        if let Some(turn) = turn {
            return Some(turn);
        }
    }
    beam(pos, width(level), budget, seed, clock)
}

/// One beam entry: the root turn it descends from and where it stands.
struct Item {
    first: usize,
    pos: Position,
}

/// The beam search (see the module doc); the first turn of the best game found, or of the best
/// line when the budget ran out first.
fn beam(
    pos: &Position,
    width: usize,
    budget: Budget,
    seed: u64,
    clock: Option<&mut dyn Clock>,
) -> Option<Vec<u16>> {
    // One decision per turn: the root can afford more completions (the piling ones matter).
    let wide = Breadth {
        samples: 8 * turns::ROOT.samples,
        ..turns::ROOT
    };
    let root = turns::candidates(pos, wide, seed ^ key_of(pos)).turns;
    if root.is_empty() {
        return None;
    }
    let mut meter = Meter::new(budget, clock);
    let mut layer: Vec<Item> = root
        .iter()
        .enumerate()
        .map(|(i, t)| Item {
            first: i,
            pos: t.after.clone(),
        })
        .collect();
    // (turns of the game, root turn) of the shortest finished game.
    let mut done: Option<(u32, usize)> = None;
    let inner = Breadth {
        max_turns: 16,
        ..turns::INNER
    };
    loop {
        for it in &layer {
            if matches!(it.pos.stage, Stage::Over { .. })
                && done.is_none_or(|(t, _)| it.pos.turns < t)
            {
                done = Some((it.pos.turns, it.first));
            }
        }
        layer.retain(|it| !matches!(it.pos.stage, Stage::Over { .. }));
        layer.sort_by_key(|it| (score(&it.pos), it.first));
        layer.truncate(width);
        if let Some((t, _)) = done {
            // The bound is admissible: nothing left can finish in fewer turns.
            layer.retain(|it| it.pos.turns + turns_left_bound(&it.pos) < t);
        }
        if layer.is_empty() || meter.out {
            break;
        }
        let mut seen = HashSet::new();
        let mut next = Vec::new();
        for it in &layer {
            meter.tick();
            let s = seed ^ key_of(&it.pos);
            for t in turns::candidates(&it.pos, inner, s).turns {
                if seen.insert(t.after.clone()) {
                    next.push(Item {
                        first: it.first,
                        pos: t.after,
                    });
                }
            }
        }
        if next.is_empty() {
            break;
        }
        layer = next;
    }
    let first = match done {
        Some((_, f)) => f,
        None => layer.first().map_or(0, |it| it.first),
    };
    root.into_iter().nth(first).map(|t| t.actions.into_vec())
}
