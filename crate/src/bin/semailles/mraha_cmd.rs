//! The referee's Mraha wa tso commands.

use super::common::{read_setup, Printable};
use super::GameArgs;
use semailles::error::{code, Error, Result};
use semailles::game::Game;
use semailles::mraha::{Position, Preset, Rules};
use semailles::rng::Rng;
use serde_json::Value;
use std::time::Instant;

impl Printable for Position {
    fn position_json(&self) -> Value {
        serde_json::to_value(self.to_setup()).expect("setup serialises")
    }
}

/// The rules of `--preset` and `--set`.
fn rules(args: &GameArgs) -> Result<Rules> {
    let mut rules = Rules::preset(args.preset.as_deref().unwrap_or("mraha"))?;
    for pair in &args.set {
        rules.set_pair(pair)?;
    }
    Ok(rules)
}

/// The start of the game, or the `--setup` position (whose own rules then apply; `--preset` and
/// `--set` must not contradict them).
pub fn start(args: &GameArgs) -> Result<Position> {
    match &args.setup {
        None => Ok(Position::start(rules(args)?)),
        Some(path) => {
            let pos = Position::from_json(&read_setup(path)?)?;
            if (args.preset.is_some() || !args.set.is_empty()) && rules(args)? != *pos.rules() {
                return Err(Error::new(
                    code::SETUP_INCONSISTENT,
                    "--preset/--set contradict the rules of the setup",
                ));
            }
            Ok(pos)
        }
    }
}

pub fn perft(args: &GameArgs, depth: u32) -> Result<()> {
    let pos = start(args)?;
    for d in 1..=depth {
        println!("{d} {}", pos.perft(d));
    }
    Ok(())
}

/// Random full games per second, single thread: each decision drawn uniformly among the legal
/// answers; a game still going after 5000 turns is counted as unfinished.
pub fn bench(args: &GameArgs, games: u32, seed: u64) -> Result<()> {
    let start_pos = start(args)?;
    let mut rng = Rng::new(seed);
    let t0 = Instant::now();
    let (mut turns, mut unfinished, mut slowest) = (0u64, 0u32, 0f64);
    for _ in 0..games {
        let mut pos = start_pos;
        let t = Instant::now();
        let n = pos.play_random_game(&mut rng, 5000);
        slowest = slowest.max(t.elapsed().as_secs_f64());
        turns += n as u64;
        if pos.outcome().is_none() {
            unfinished += 1;
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    let preset = args.preset.as_deref().unwrap_or(Preset::Mraha.name());
    println!(
        "preset={preset} games={games} seconds={secs:.3} games_per_second={:.0} avg_turns={:.1} \
         unfinished={unfinished} slowest_game_ms={:.1}",
        games as f64 / secs,
        turns as f64 / games as f64,
        slowest * 1000.0
    );
    Ok(())
}
