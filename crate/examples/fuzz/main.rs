//! The fuzz harness: structured random inputs to every entry point of the engine, each checked
//! for the invariants (no panic; a refused input changes nothing; text and JSON forms read back
//! to the same position; seeds and stones conserved; every listed token plays; budgets finite
//! and bounded; "finish my turn" ends the sowing; the page's options name the part they refuse
//! and a bad move keeps the moves before it).
//!
//! ```sh
//! cargo run --release --example fuzz -- --inputs 1000000 [--seed 1]
//! cargo run --release --example fuzz -- --seconds 60
//! cargo run --release --example fuzz -- --replay 12345 --seed 1   # one input, verbose
//! ```
//!
//! Input `i` of a run is drawn from its own generator seeded by `(seed, i)`, so a failure is
//! replayed alone with `--replay i`. The run prints one line per failure (at most 20), a
//! progress line every 250 000 inputs, then a summary `inputs=… seconds=… failures=…`, and
//! exits with status 1 if any input failed.

mod checks;
mod games;
mod gen;

use checks::Check;
use semailles::rng::Rng;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

/// One entry point's inputs: its name, its generator-and-checker, its share (out of 100).
type Case = (&'static str, fn(&mut Rng) -> Check, usize);

/// The entry points, with their share of the inputs (out of 100).
const CASES: [Case; 5] = [
    ("mraha", games::mraha_case, 30),
    ("tricerata", games::tricerata_case, 40),
    ("options", games::options_case, 10),
    ("noise", games::noise_case, 10),
    ("budget", games::budget_case, 10),
];

/// A progress line every this many inputs (a long run can be followed, or cut short).
const PROGRESS: u64 = 250_000;

struct Args {
    inputs: Option<u64>,
    seconds: Option<f64>,
    seed: u64,
    replay: Option<u64>,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        inputs: None,
        seconds: None,
        seed: 1,
        replay: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let bad = format!("{flag} {value:?}: not a number");
        let whole = || value.parse::<u64>().map_err(|_| bad.clone());
        match flag.as_str() {
            "--inputs" => a.inputs = Some(whole()?),
            "--seconds" => a.seconds = Some(value.parse::<f64>().map_err(|_| bad.clone())?),
            "--seed" => a.seed = whole()?,
            "--replay" => a.replay = Some(whole()?),
            _ => {
                return Err(format!(
                    "unknown option {flag} (--inputs, --seconds, --seed, --replay)"
                ))
            }
        }
    }
    if a.inputs.is_none() && a.seconds.is_none() && a.replay.is_none() {
        a.inputs = Some(10_000);
    }
    Ok(a)
}

/// Runs input `i`: which entry point and its generator.
fn run_one(seed: u64, i: u64) -> (&'static str, Result<(), String>) {
    let mut rng = Rng::new(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ i);
    let mut roll = rng.below(100);
    let (name, case) = CASES
        .iter()
        .find(|(_, _, share)| {
            let hit = roll < *share;
            roll = roll.saturating_sub(*share);
            hit
        })
        .map(|(n, c, _)| (*n, *c))
        .unwrap_or((CASES[0].0, CASES[0].1));
    let result = catch_unwind(AssertUnwindSafe(|| case(&mut rng)));
    let result = match result {
        Ok(r) => r,
        Err(p) => Err(format!(
            "panic: {}",
            p.downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_default()
        )),
    };
    (name, result)
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("fuzz: {e}");
            std::process::exit(2);
        }
    };
    if let Some(i) = args.replay {
        let (name, r) = run_one(args.seed, i);
        println!("input {i} ({name}): {r:?}");
        std::process::exit(i32::from(r.is_err()));
    }
    // Panics are counted as failures and printed once, by the loop.
    std::panic::set_hook(Box::new(|_| {}));
    let t0 = Instant::now();
    let (mut done, mut failures) = (0u64, 0u64);
    let mut per_case = [0u64; CASES.len()];
    loop {
        if args.inputs.is_some_and(|n| done >= n)
            || args
                .seconds
                .is_some_and(|s| t0.elapsed().as_secs_f64() >= s)
        {
            break;
        }
        let (name, r) = run_one(args.seed, done);
        if let Some(k) = CASES.iter().position(|c| c.0 == name) {
            per_case[k] += 1;
        }
        if let Err(e) = r {
            failures += 1;
            if failures <= 20 {
                println!(
                    "FAIL input {done} ({name}, --seed {} --replay {done}): {e}",
                    args.seed
                );
            }
        }
        done += 1;
        if done.is_multiple_of(PROGRESS) {
            println!(
                "progress inputs={done} seconds={:.1} failures={failures}",
                t0.elapsed().as_secs_f64()
            );
        }
    }
    let split: Vec<String> = CASES
        .iter()
        .zip(per_case)
        .map(|(c, n)| format!("{}={n}", c.0))
        .collect();
    println!(
        "inputs={done} seconds={:.1} failures={failures} seed={} ({})",
        t0.elapsed().as_secs_f64(),
        args.seed,
        split.join(" ")
    );
    std::process::exit(i32::from(failures > 0));
}
