//! The referee's Mraha wa tso commands.

use super::common::{
    memory_cap, one_position, out, position_of_other_game, setup_of, without_bom, Printable,
};
use super::match_cmd::{self, MatchGame};
use super::GameArgs;
use semailles::ai::clock::SystemClock;
use semailles::error::{code, Error, Result};
use semailles::mraha::{Position, Rules};
use serde_json::Value;

impl Printable for Position {
    fn position_json(&self) -> Value {
        serde_json::to_value(self.to_setup()).expect("setup serialises")
    }
}

/// The rules of `--preset` and `--set`. A switch set twice is refused by name (`setup_switch`,
/// as every other fault of a `--set`): the last value silently won, which hid a typo in a
/// long command.
fn rules(args: &GameArgs) -> Result<Rules> {
    let mut rules = Rules::preset(args.preset.as_deref().unwrap_or("mraha"))?;
    let mut set: Vec<&str> = Vec::new();
    for pair in &args.set {
        rules.set_pair(pair)?;
        let switch = pair.split('=').next().unwrap_or(pair);
        if set.contains(&switch) {
            return Err(Error::new(
                code::SETUP_SWITCH,
                format!("--set {switch} is given twice: a switch takes one value"),
            ));
        }
        set.push(switch);
    }
    Ok(rules)
}

/// The start of the game, or the `--setup` position (whose own rules then apply; `--preset` and
/// `--set` must not contradict them).
pub fn start(args: &GameArgs) -> Result<Position> {
    refuse_tricerata_options(args)?;
    one_position(args)?;
    // Read (and so checked) by every command, as the README says, though only perft and solve
    // (Tricérata's) use it.
    memory_cap(args)?;
    let given = match (&args.setup, &args.position) {
        (Some(path), _) => Some(Position::from_json(&setup_of("mraha", path)?)?),
        (None, Some(text)) => {
            let text = without_bom(text);
            Some(Position::from_text(text).map_err(|e| {
                let tricerata = semailles::tricerata::Position::from_text(text).is_ok();
                position_of_other_game(e, "tricerata", tricerata)
            })?)
        }
        (None, None) => None,
    };
    match given {
        None => Ok(Position::start(rules(args)?)),
        Some(pos) => {
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

/// Refuses the options of Tricérata's board (a Mraha game has one board and two players): a
/// command given them was meant for `--game tricerata`.
fn refuse_tricerata_options(args: &GameArgs) -> Result<()> {
    let given: Vec<&str> = [
        ("--board", args.board.is_some()),
        ("--board-file", args.board_file.is_some()),
        ("--players", args.players.is_some()),
        ("--stones", args.stones.is_some()),
        ("--mort-subite", args.mort_subite),
    ]
    .into_iter()
    .filter_map(|(name, on)| on.then_some(name))
    .collect();
    if given.is_empty() {
        return Ok(());
    }
    Err(Error::new(
        code::SETUP_SWITCH,
        format!(
            "{} {} (--game tricerata)",
            given.join(", "),
            if given.len() == 1 {
                "is an option of Tricérata"
            } else {
                "are options of Tricérata"
            }
        ),
    ))
}

/// Lines `d count` for d = 1..depth, or `0 1` for depth 0. Mraha's counts hold one list of
/// turns per level of the walk (a few kilobytes), so only time grows with the depth.
pub fn perft(args: &GameArgs, depth: u32) -> Result<()> {
    let pos = start(args)?;
    if depth == 0 {
        out(&format!("0 {}", pos.perft(0)))?;
    }
    for d in 1..=depth {
        out(&format!("{d} {}", pos.perft(d)))?;
    }
    Ok(())
}

/// Random full games per second, single thread: each decision drawn uniformly among the legal
/// answers; a game still going after 5000 turns is counted as unfinished.
pub fn bench(args: &GameArgs, games: u32, seed: u64) -> Result<()> {
    let start_pos = start(args)?;
    // The preset of the rules played (a `--position` or `--setup` brings its own).
    let preset = start_pos.rules().preset.name();
    let mut clock = SystemClock::new();
    out(
        &semailles::mraha::bench::random_games(preset, &start_pos, games, seed, &mut clock)
            .to_string(),
    )
}

impl MatchGame for Position {
    const MAX_TURNS: u32 = 1000;
    const SCORE: Option<&'static str> = None;

    fn player_seed(game_seed: u64, side: usize, _seat: usize) -> u64 {
        game_seed.wrapping_mul(2).wrapping_add(side as u64)
    }

    fn seat_name(seat: usize) -> String {
        format!("as {}", if seat == 0 { "south" } else { "north" })
    }

    /// Bao keeps no score: seeds owned at the end say little (the loser may own many).
    fn score(&self, _seat: usize) -> u32 {
        0
    }
}

/// `match`: see [`super::match_cmd`].
pub fn play_match(args: &GameArgs, asked: &match_cmd::Asked) -> Result<()> {
    match_cmd::play_match(&start(args)?, asked)
}
