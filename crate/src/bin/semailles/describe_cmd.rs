//! `describe`: what the engine says about a game, as one JSON object — its entry in the
//! catalogue (players, presets, switches, boards, with their i18n keys), the computer levels with
//! this game's budgets, and the geometry of the board the game options choose (every place with
//! its name, owner, roles, neighbours and drawing position).
//!
//! Other tools (and the page's tests) read the games' facts here instead of writing them again.

use super::{mraha_cmd, tricerata_cmd, GameArgs};
use semailles::catalogue::{game_entry, levels};
use semailles::error::Result;
use semailles::{mraha, tricerata};
use serde_json::json;

pub fn describe(args: &GameArgs) -> Result<()> {
    // The position is built even where the board is fixed, so bad options are refused as by
    // every other command.
    let geometry = match args.game.as_str() {
        mraha::ID => mraha_cmd::start(args).map(|_| mraha::geometry())?,
        tricerata::ID => {
            let pos = tricerata_cmd::start(args)?;
            pos.board().geometry(pos.players())
        }
        other => return Err(super::common::unknown_game(other)),
    };
    let out = json!({
        "catalogue": game_entry(&args.game),
        "levels": levels(Some(&args.game)),
        "geometry": geometry,
    });
    println!("{out}");
    Ok(())
}
