//! The slowest moments of random Mraha play: plays the same random games as `semailles bench`
//! (same preset, seed and number of games) and prints the slowest game, the slowest turn and,
//! with `--legal`, the slowest listing of the legal moves of a position met at the start of a
//! turn, each with the position before it in the one-line text form (to time again with the
//! `time_legal` example).
//!
//! `cargo run --release --example worst_turns -- --preset zanzibar --games 300000 --seed 1 --legal`
//!
//! Listing does not draw random numbers, so the games are the bench's games; each listing is
//! timed before the turn is played (the first time the position is asked about).
use semailles::game::Game;
use semailles::mraha::{Position, Rules};
use semailles::rng::Rng;
use std::time::Instant;

/// The slowest of something so far: seconds, game, turn, the position before it.
#[derive(Default)]
struct Worst {
    seconds: f64,
    game: u32,
    turn: u32,
    text: String,
}

impl Worst {
    fn offer(&mut self, seconds: f64, game: u32, turn: u32, before: &Position) {
        if seconds > self.seconds {
            *self = Worst {
                seconds,
                game,
                turn,
                text: before.to_text(),
            };
        }
    }

    fn line(&self, what: &str) -> String {
        format!(
            "slowest_{what}_ms={:.3} game={} turn={} position={}",
            self.seconds * 1e3,
            self.game,
            self.turn,
            self.text
        )
    }
}

fn main() {
    let (mut preset, mut games, mut seed, mut legal) =
        ("mraha".to_string(), 20_000u32, 1u64, false);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| usage(&format!("{arg} needs a value")))
        };
        match arg.as_str() {
            "--preset" => preset = value(),
            "--games" => {
                games = value()
                    .parse()
                    .unwrap_or_else(|_| usage("--games: a number"))
            }
            "--seed" => {
                seed = value()
                    .parse()
                    .unwrap_or_else(|_| usage("--seed: a number"))
            }
            "--legal" => legal = true,
            other => usage(&format!("unknown argument {other}")),
        }
    }
    let rules = Rules::preset(&preset).unwrap_or_else(|e| usage(&format!("{preset}: {e}")));
    let start = Position::start(rules);
    let mut rng = Rng::new(seed);
    let (mut game_worst, mut turn_worst, mut legal_worst) =
        (Worst::default(), Worst::default(), Worst::default());
    let t0 = Instant::now();
    for g in 0..games {
        let mut pos = start;
        let game_start = Instant::now();
        // The bench's game: at most 5000 turns.
        for turn in 0..5000 {
            let before = pos;
            if legal {
                let t = Instant::now();
                std::hint::black_box(pos.legal_moves());
                legal_worst.offer(t.elapsed().as_secs_f64(), g, turn, &before);
            }
            let t = Instant::now();
            let played = pos.play_random_turn(&mut rng);
            turn_worst.offer(t.elapsed().as_secs_f64(), g, turn, &before);
            if !played {
                break;
            }
        }
        game_worst.offer(game_start.elapsed().as_secs_f64(), g, 0, &start);
    }
    println!(
        "preset={preset} games={games} seed={seed} seconds={:.3} slowest_game_ms={:.3} game={}",
        t0.elapsed().as_secs_f64(),
        game_worst.seconds * 1e3,
        game_worst.game
    );
    println!("{}", turn_worst.line("turn"));
    if legal {
        println!("{}", legal_worst.line("legal"));
    }
}

fn usage(problem: &str) -> ! {
    eprintln!("worst_turns: {problem}");
    eprintln!("usage: worst_turns [--preset P] [--games N] [--seed S] [--legal]");
    std::process::exit(2)
}
