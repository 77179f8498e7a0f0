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

    /// A budget read from outside: `N` nodes or `Mms` milliseconds, from 1 to [`MAX_NODES`]
    /// nodes or from 1 to [`MAX_MILLIS`] ms; anything else is refused
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
                    "budget {}: {why} (a number of nodes from 1 to {MAX_NODES}, or milliseconds from 1ms to {max_millis}ms)",
                    crate::error::quoted(text)
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
                // The clock's reading is not finer: `0.5ms` stood for a search stopped at once.
                if v < 1.0 {
                    return Err(bad("under 1ms"));
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
    /// The clock is read when `nodes` reaches `next_reading` (never without a time limit), then
    /// `every` nodes later.
    next_reading: u64,
    every: u64,
    /// When the clock was last read (milliseconds of the clock).
    last_reading: f64,
}

/// Nodes between two readings of the clock at the start of a search. Readings closer than
/// [`READINGS_CLOSE_MS`] apart double the count, farther than [`READINGS_FAR_MS`] halve it,
/// within `1..=`[`MOST_NODES_UNREAD`]: a reading costs about 28 ns natively but 50–75 ns in
/// Node and about 180 ns in Chromium (a call out to `performance.now()`), 4 % of a Mraha
/// search read every 16 nodes of about 250 ns; and a Tricérata node on a large custom board
/// can cost milliseconds, which a fixed count would let overrun a time budget many times over.
const FIRST_NODES_UNREAD: u64 = 16;
const MOST_NODES_UNREAD: u64 = 1024;
const READINGS_CLOSE_MS: f64 = 0.05;
const READINGS_FAR_MS: f64 = 0.5;

/// The part of a time budget of `ms` from `start` spent at `now`.
fn spent(now: f64, start: f64, ms: f64) -> f64 {
    (now - start) / ms.max(1e-9)
}

impl<'c> Meter<'c> {
    pub fn new(budget: Budget, mut clock: Option<&'c mut dyn Clock>) -> Self {
        let window = match (&mut clock, budget.millis) {
            (Some(c), Some(ms)) => Some((c.origin_ms(), ms)),
            _ => None,
        };
        let last_reading = window.map_or(0.0, |(start, _)| start);
        Meter {
            nodes: 0,
            limit_nodes: budget.nodes.max(1),
            window,
            clock,
            out: false,
            armed: true,
            next_reading: if window.is_some() {
                FIRST_NODES_UNREAD
            } else {
                u64::MAX
            },
            every: FIRST_NODES_UNREAD,
            last_reading,
        }
    }

    /// Counts one node; `true` when the budget is spent. The clock is read every so many nodes,
    /// as many as keep its readings about 0.05 to 0.5 ms apart (see [`FIRST_NODES_UNREAD`]).
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if !self.armed {
            return false;
        }
        if self.nodes >= self.limit_nodes || (self.nodes >= self.next_reading && self.read_clock())
        {
            self.out = true;
        }
        self.out
    }

    /// Reads the clock (there is a time limit); whether the time is spent. Sets the next reading.
    #[cold]
    fn read_clock(&mut self) -> bool {
        let (Some((start, ms)), Some(c)) = (self.window, self.clock.as_mut()) else {
            return false;
        };
        let now = c.now_ms();
        let gap = now - self.last_reading;
        if gap < READINGS_CLOSE_MS {
            self.every = (self.every * 2).min(MOST_NODES_UNREAD);
        } else if gap > READINGS_FAR_MS {
            self.every = (self.every / 2).max(1);
        }
        self.last_reading = now;
        self.next_reading = self.nodes + self.every;
        spent(now, start, ms) >= 1.0
    }

    fn used_time(&mut self) -> f64 {
        match (self.window, self.clock.as_mut()) {
            (Some((start, ms)), Some(c)) => spent(c.now_ms(), start, ms),
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

    /// A clock that counts its readings and moves by `step` milliseconds after each.
    struct Counted<'a> {
        time: &'a Cell<f64>,
        reads: &'a Cell<u32>,
        step: f64,
    }

    impl<'a> Counted<'a> {
        fn new(time: &'a Cell<f64>, reads: &'a Cell<u32>, step: f64) -> Self {
            Counted { time, reads, step }
        }
    }

    impl Clock for Counted<'_> {
        fn now_ms(&mut self) -> f64 {
            self.reads.set(self.reads.get() + 1);
            self.time.set(self.time.get() + self.step);
            self.time.get()
        }
    }

    #[test]
    fn cheap_nodes_read_the_clock_rarely() {
        let (time, reads) = (Cell::new(0.0), Cell::new(0));
        let mut clock = Counted::new(&time, &reads, 0.001);
        let mut meter = Meter::new(Budget::millis(1000.0), Some(&mut clock));
        assert!(!out_within(&mut meter, 100_000));
        // 1 to start, then one reading per 16, 32, … up to 1 024 nodes (6 250 at every 16th).
        assert!(
            reads.get() < 1 + 7 + 100_000 / 1024,
            "{} readings",
            reads.get()
        );
    }

    #[test]
    fn slow_nodes_read_the_clock_at_every_node() {
        // Nodes of 2 ms, readings of 4: the search stops within two readings of its budget's
        // end (reading every 16th node, 36 ms apart, it stopped about 20 ms past it).
        let (time, reads) = (Cell::new(0.0), Cell::new(0));
        let mut clock = Counted::new(&time, &reads, 4.0);
        let mut meter = Meter::new(Budget::millis(1020.0), Some(&mut clock));
        let start = time.get();
        let mut ticks = 0;
        while !meter.tick() {
            ticks += 1;
            time.set(time.get() + 2.0);
        }
        let past = time.get() - start - 1020.0;
        assert!(
            (0.0..=8.0).contains(&past),
            "{past} ms past the budget after {ticks} nodes"
        );
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
