//! Random full games, timed: the figure `semailles bench --game mraha` prints natively and
//! `node tests/bench/wasm-bench.mjs` prints from the wasm engine, the same games for the same
//! seed (each decision drawn uniformly among the legal answers, at most 5000 turns a game).

use super::Position;
use crate::ai::Clock;
use crate::rng::Rng;
use std::fmt;

/// What a run of random games measured.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Bench {
    pub preset: String,
    pub games: u32,
    pub seconds: f64,
    pub turns: u64,
    pub unfinished: u32,
    pub slowest_game_ms: f64,
}

/// Plays `games` random games from `start` with the random numbers of `seed`, timed by `clock`.
pub fn random_games(
    preset: &str,
    start: &Position,
    games: u32,
    seed: u64,
    clock: &mut dyn Clock,
) -> Bench {
    use crate::game::Game;
    let mut rng = Rng::new(seed);
    let t0 = clock.now_ms();
    let (mut turns, mut unfinished, mut slowest) = (0u64, 0u32, 0f64);
    for _ in 0..games {
        let mut pos = *start;
        let t = clock.now_ms();
        turns += pos.play_random_game(&mut rng, 5000) as u64;
        slowest = slowest.max(clock.now_ms() - t);
        if pos.outcome().is_none() {
            unfinished += 1;
        }
    }
    Bench {
        preset: preset.to_string(),
        games,
        seconds: (clock.now_ms() - t0) / 1000.0,
        turns,
        unfinished,
        slowest_game_ms: slowest,
    }
}

impl fmt::Display for Bench {
    /// One line of `key=value` pairs (what the bench commands print).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let games = self.games.max(1) as f64;
        write!(
            f,
            "preset={} games={} seconds={:.3} games_per_second={:.0} avg_turns={:.1} \
             unfinished={} slowest_game_ms={:.1}",
            self.preset,
            self.games,
            self.seconds,
            self.games as f64 / self.seconds,
            self.turns as f64 / games,
            self.unfinished,
            self.slowest_game_ms
        )
    }
}
