//! The referee's Tricérata commands (to be written).

use super::GameArgs;
use semailles::error::{code, Error, Result};

fn not_yet() -> Error {
    Error::new(code::SETUP_GAME, "tricerata is not implemented yet")
}

pub fn start(_args: &GameArgs) -> Result<semailles::mraha::Position> {
    Err(not_yet())
}
pub fn perft(_args: &GameArgs, _depth: u32) -> Result<()> {
    Err(not_yet())
}
pub fn bench(_args: &GameArgs, _games: u32, _seed: u64) -> Result<()> {
    Err(not_yet())
}
pub fn solve(_args: &GameArgs, _time_limit: f64) -> Result<()> {
    Err(not_yet())
}
pub fn play_match(_args: &GameArgs, _a: &str, _b: &str, _games: u32, _seed: u64) -> Result<()> {
    Err(not_yet())
}
