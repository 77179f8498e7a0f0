//! `describe`: what the engine says about a game, as one JSON object — its entry in the
//! catalogue (players, presets, switches, boards, with their i18n keys), the computer levels with
//! this game's budgets, and the geometry of the board the game options choose (every place with
//! its name, owner, roles, neighbours and drawing position).
//!
//! Other tools (and the page's tests) read the games' facts here instead of writing them again.

use super::{mraha_cmd, tricerata_cmd, GameArgs};
use semailles::ai::ComputerGame;
use semailles::catalogue::{game_entry, game_levels};
use semailles::error::Result;
use semailles::session::Viewed;
use semailles::{mraha, tricerata};
use serde_json::json;

pub fn describe(args: &GameArgs) -> Result<()> {
    // The position is built even where the board is fixed, so bad options are refused as by
    // every other command.
    match args.game() {
        mraha::ID => print(&mraha_cmd::start(args)?),
        tricerata::ID => print(&tricerata_cmd::start(args)?),
        other => Err(super::common::unknown_game(other)),
    }
}

fn print<G: Viewed + ComputerGame>(pos: &G) -> Result<()> {
    let out = json!({
        "catalogue": game_entry(G::GAME),
        "levels": game_levels::<G>(),
        "geometry": pos.geometry(),
    });
    super::common::out(&out.to_string())
}
