//! The solver's time limit holds on any board: its work between two readings of its clock is
//! bounded. Read on a clock that moves 1 ms at each reading (no wall clock), a limit of `L` ms
//! allows about `L` readings; a part of the solver that goes on without reading it (the proof's
//! quick looks over 54 498 children on a 100-cell path, before the fix) finishes its work
//! whatever the limit, and proves the optimum the limit does not leave it time for.

#[path = "tricerata_common.rs"]
mod common;

use semailles::ai::clock::Clock;
use semailles::ai::tricerata::solve;
use serde_json::json;
use std::time::Duration;

/// A clock that moves by 1 ms at each reading, and counts them.
struct Stepping {
    reads: u64,
}

impl Clock for Stepping {
    fn now_ms(&mut self) -> f64 {
        self.reads += 1;
        self.reads as f64
    }
}

/// A solitaire on a path of `n` cells, one stone each.
fn path(n: usize) -> semailles::tricerata::Position {
    let cells: Vec<_> = (0..n)
        .map(|i| {
            let nb: Vec<usize> = [i.wrapping_sub(1), i + 1]
                .into_iter()
                .filter(|&j| j < n)
                .collect();
            json!({ "neighbours": nb })
        })
        .collect();
    common::pos(
        json!({"game":"tricerata","board":{"shape":"custom","cells":cells},
        "players":1,"stones":vec![1; n],"stores":[0],"to_move":0}),
    )
}

#[test]
fn the_proof_on_a_long_path_stops_when_its_clock_says_the_time_is_up() {
    // Natively the proof of 4 turns here takes seconds: far more than 400 readings' worth of
    // work, so within 400 readings it cannot be finished.
    let mut clock = Stepping { reads: 0 };
    let sol = solve(&path(100), Duration::from_millis(400), &mut clock).unwrap();
    assert!(
        !sol.proven,
        "proved {} turns within {} readings of the clock",
        sol.turns, clock.reads
    );
    assert_eq!(sol.lower_bound, 4, "the round of 3 turns is proven to fail");
}
