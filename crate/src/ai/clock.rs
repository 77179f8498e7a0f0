//! Time for the search, without `std::time::Instant` (which panics on `wasm32-unknown-unknown`).
//!
//! A search is limited by a [`Budget`]: a number of nodes (deterministic: the same seed and the
//! same node budget always give the same move) and, optionally, a number of milliseconds read
//! from a caller-supplied clock (`performance.now()` in the Web Worker, [`SystemClock`]
//! natively). A time limit makes the move depend on the machine's speed, so the referee's
//! matches use node budgets.

/// Milliseconds from any fixed origin.
pub trait Clock {
    fn now_ms(&mut self) -> f64;

    /// When the decision began, which a search's time budget counts from: by default the
    /// moment the search starts. [`Begun`] answers an earlier moment, so that the work done
    /// before the search (listing the root's candidates) is counted in its budget.
    fn origin_ms(&mut self) -> f64 {
        self.now_ms()
    }
}

/// A clock whose time budgets count from the moment it was made (the start of a decision),
/// not from the moment a search starts: a decision lists its root turns before searching (a
/// Tricérata decision runs its heap search there, and on a large board that took up to half of
/// the page's 1.5 s budget on top of it; a Mraha position whose listing proves a long
/// never-ending turn can take as long).
pub struct Begun<'c> {
    inner: &'c mut dyn Clock,
    at: f64,
}

impl<'c> Begun<'c> {
    /// Starts counting now, or from `inner`'s own origin if it has one (a `Begun` wrapped
    /// again keeps the earlier start).
    pub fn now(inner: &'c mut dyn Clock) -> Self {
        let at = inner.origin_ms();
        Begun { inner, at }
    }
}

impl Clock for Begun<'_> {
    fn now_ms(&mut self) -> f64 {
        self.inner.now_ms()
    }

    fn origin_ms(&mut self) -> f64 {
        self.at
    }
}

/// A clock from a closure, e.g. `|| js_sys::Date::now()` or `performance.now()` on wasm.
pub struct FnClock<F: FnMut() -> f64>(pub F);

impl<F: FnMut() -> f64> Clock for FnClock<F> {
    fn now_ms(&mut self) -> f64 {
        (self.0)()
    }
}

/// The native monotonic clock (not on wasm32, where `Instant` is unavailable).
#[cfg(not(target_arch = "wasm32"))]
pub struct SystemClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl SystemClock {
    pub fn new() -> Self {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&mut self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// How much one decision may cost.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Nodes (positions visited) before the search stops.
    pub nodes: u64,
    /// Milliseconds before the search stops, when a clock is given.
    pub millis: Option<f64>,
}

/// The largest node budget a player may be given (about a minute of search natively).
pub const MAX_NODES: u64 = 100_000_000;
/// The largest time budget a player may be given, in milliseconds.
pub const MAX_MILLIS: f64 = 60_000.0;
/// The node cap of a time budget: a search always stops after `millis × NODES_PER_MS` nodes,
/// also when no clock was given (a time budget read on no clock would otherwise never stop).
/// About twice the fastest search's measured rate (MCTS, 2 M nodes in 1.5 s natively), so that
/// with a clock the time stops it first.
pub const NODES_PER_MS: f64 = 3_000.0;

impl Budget {
    pub fn nodes(nodes: u64) -> Self {
        Budget {
            nodes,
            millis: None,
        }
    }

    /// A time budget, with its node cap ([`NODES_PER_MS`]).
    pub fn millis(millis: f64) -> Self {
        Budget {
            nodes: ((millis * NODES_PER_MS) as u64).max(1),
            millis: Some(millis),
        }
    }

    /// A budget read from outside: `N` nodes or `Mms` milliseconds, a finite number greater
    /// than 0 and at most [`MAX_NODES`] / [`MAX_MILLIS`]; anything else is refused
    /// (`bad_budget`), so no budget can make a search run for ever or stop at once.
    pub fn parse(text: &str) -> crate::error::Result<Budget> {
        use crate::error::{code, Error};
        // The limit printed as a whole number: the same text as the float's, without the float
        // printing machinery in the players' wasm modules (14 KB of code).
        let max_millis = MAX_MILLIS as u32;
        let bad = |why: &str| {
            Error::new(
                code::BAD_BUDGET,
                format!(
                    "budget {text:?}: {why} (a number of nodes from 1 to {MAX_NODES}, or milliseconds from 1ms to {max_millis}ms)"
                ),
            )
        };
        match text.strip_suffix("ms") {
            Some(ms) => {
                // Plain decimal digits only: no `inf`, `NaN`, exponent or sign.
                if ms.is_empty() || !ms.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
                    return Err(bad("not a number of milliseconds"));
                }
                let v: f64 = ms.parse().map_err(|_| bad("not a number"))?;
                if !(v.is_finite() && v > 0.0) {
                    return Err(bad("not greater than 0"));
                }
                if v > MAX_MILLIS {
                    return Err(bad("too long"));
                }
                Ok(Budget::millis(v))
            }
            None => {
                if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(bad("not a whole number of nodes"));
                }
                let v: u64 = text.parse().map_err(|_| bad("too many nodes"))?;
                if v == 0 {
                    return Err(bad("not greater than 0"));
                }
                if v > MAX_NODES {
                    return Err(bad("too many nodes"));
                }
                Ok(Budget::nodes(v))
            }
        }
    }
}

/// Counts nodes and watches the clock; once out of budget it stays out.
pub(crate) struct Meter<'c> {
    pub nodes: u64,
    limit_nodes: u64,
    /// (start, allowed milliseconds), when there is a clock and a time limit.
    window: Option<(f64, f64)>,
    clock: Option<&'c mut dyn Clock>,
    pub out: bool,
    /// While `false` the budget is not enforced (the search's first iteration always completes).
    pub armed: bool,
}

impl<'c> Meter<'c> {
    pub fn new(budget: Budget, mut clock: Option<&'c mut dyn Clock>) -> Self {
        let window = match (&mut clock, budget.millis) {
            (Some(c), Some(ms)) => Some((c.origin_ms(), ms)),
            _ => None,
        };
        Meter {
            nodes: 0,
            limit_nodes: budget.nodes.max(1),
            window,
            clock,
            out: false,
            armed: true,
        }
    }

    /// Counts one node; `true` when the budget is spent. The clock is read every 16 nodes: a
    /// Tricérata node on a large custom board can cost milliseconds, and 256 of them would
    /// overrun a time budget many times over (a clock read costs tens of nanoseconds).
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if !self.armed {
            return false;
        }
        if self.nodes >= self.limit_nodes || (self.nodes & 15 == 0 && self.used_time() >= 1.0) {
            self.out = true;
        }
        self.out
    }

    fn used_time(&mut self) -> f64 {
        match (self.window, self.clock.as_mut()) {
            (Some((start, ms)), Some(c)) => (c.now_ms() - start) / ms.max(1e-9),
            _ => 0.0,
        }
    }

    /// The part of the budget used so far, 0 to 1 (the larger of nodes and time).
    pub fn used(&mut self) -> f64 {
        let by_nodes = self.nodes as f64 / self.limit_nodes as f64;
        by_nodes.max(self.used_time())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// A clock the test moves by hand.
    struct Manual<'a>(&'a Cell<f64>);

    impl Clock for Manual<'_> {
        fn now_ms(&mut self) -> f64 {
            self.0.get()
        }
    }

    /// Ticks until the meter is out (at most `n` ticks); whether it is.
    fn out_within(meter: &mut Meter, n: u32) -> bool {
        (0..n).any(|_| meter.tick())
    }

    #[test]
    fn a_begun_clock_counts_the_time_before_the_search() {
        let time = Cell::new(0.0);
        let mut clock = Manual(&time);
        let mut begun = Begun::now(&mut clock);
        // The root's candidates took 900 ms of a 1 000 ms budget.
        time.set(900.0);
        let mut meter = Meter::new(Budget::millis(1000.0), Some(&mut begun));
        assert!(!out_within(&mut meter, 32));
        time.set(1000.0);
        assert!(out_within(&mut meter, 32));
    }

    #[test]
    fn a_begun_clock_begun_again_keeps_the_first_start() {
        let time = Cell::new(0.0);
        let mut clock = Manual(&time);
        let mut begun = Begun::now(&mut clock);
        time.set(500.0);
        let mut again = Begun::now(&mut begun);
        assert_eq!(again.origin_ms(), 0.0);
        assert_eq!(again.now_ms(), 500.0);
    }

    #[test]
    fn a_plain_clock_counts_from_the_search() {
        let time = Cell::new(900.0);
        let mut clock = Manual(&time);
        let mut meter = Meter::new(Budget::millis(1000.0), Some(&mut clock));
        time.set(1000.0);
        assert!(!out_within(&mut meter, 32));
        time.set(1900.0);
        assert!(out_within(&mut meter, 32));
    }
}
