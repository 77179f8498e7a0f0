//! Finds the slowest random games and turns of a preset (diagnostics for the benchmark):
//! `cargo run --release --example slow_games -- zanzibar 1 20000` (preset, seed, games).
//! Prints every turn slower than 10 ms with the position before it in the text form.
use semailles::game::Game;
use semailles::mraha::{Position, Rules};
use semailles::rng::Rng;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let preset = args.next().unwrap_or_else(|| "zanzibar".into());
    let seed = args.next().map_or(1, |s| s.parse().expect("a seed"));
    let games: u32 = args
        .next()
        .map_or(20000, |s| s.parse().expect("a number of games"));
    let start = Position::start(Rules::preset(&preset).expect("a preset"));
    let mut rng = Rng::new(seed);
    let mut times = vec![];
    for g in 0..games {
        let mut p = start;
        let t = Instant::now();
        for turn in 0..5000 {
            let before = p;
            let t1 = Instant::now();
            if !p.play_random_turn(&mut rng) {
                break;
            }
            let dt = t1.elapsed().as_secs_f64();
            if dt > 0.01 {
                println!(
                    "slow turn {dt:.3}s game {g} turn {turn}: {}",
                    before.to_text()
                );
            }
        }
        times.push(t.elapsed().as_secs_f64());
    }
    times.sort_by(|a, b| b.partial_cmp(a).unwrap());
    let total: f64 = times.iter().sum();
    let median = times[times.len() / 2];
    println!(
        "games {games} total {total:.3}s median game {:.1}µs slowest {:.3}s",
        median * 1e6,
        times[0]
    );
}
