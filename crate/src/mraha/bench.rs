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
    let mut rng = Rng::new(seed);
    // One reading a game: a game's time runs from the previous reading, so the clock, which
    // costs far more in the browser (a call out to `performance.now()`, 50–75 ns in Node and
    // about 180 ns in Chromium, against about 28 ns natively), weighs half as much on the figure.
    let t0 = clock.now_ms();
    let mut last = t0;
    let (mut turns, mut unfinished, mut slowest) = (0u64, 0u32, 0f64);
    for _ in 0..games {
        let (played, finished) = one_game(start, &mut rng);
        turns += played as u64;
        unfinished += u32::from(!finished);
        let now = clock.now_ms();
        slowest = slowest.max(now - last);
        last = now;
    }
    Bench {
        preset: preset.to_string(),
        games,
        seconds: (last - t0) / 1000.0,
        turns,
        unfinished,
        slowest_game_ms: slowest,
    }
}

/// One random game from `start`: the turns played and whether it ended. Out of line for the
/// wasm engines: V8 runs a call in the code it had when the call began, so a loop inlined into
/// the bench's one long call would run in its baseline code throughout (1.8 % of a wasm
/// profile); called once a game, it runs in its optimised code after the first few.
#[inline(never)]
fn one_game(start: &Position, rng: &mut Rng) -> (u32, bool) {
    use crate::game::Game;
    let mut pos = *start;
    let played = pos.play_random_game(rng, 5000);
    (played, pos.outcome().is_some())
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
