//! The referee's Tricérata commands.
//!
//! The game: `--board triangle:N|square:N|hex:N` (default `triangle:4`) or `--board-file
//! custom.json` (a board object `{"shape":"custom","cells":[…]}`, see the setup format),
//! `--players P` (default 2; 1 = solitaire), `--stones K` (1 to 3, default 1),
//! `--mort-subite`; or `--setup FILE|-` (a JSON setup; the other options must then be absent).
//!
//! * `perft --depth N`: lines `d count` for d = 1..N, counting distinct positions after each
//!   complete turn (a seizure is a turn; a finished game is a leaf worth 1).
//! * `bench --games G --seed S`: random full games (every decision drawn uniformly), one line
//!   `board=… players=… stones=… games=… seconds=… games_per_second=… avg_turns=…
//!   avg_decisions=… unfinished=…`. `stones=K` is what `--stones` means, the stones in every
//!   cell at the start (1 when not given); a game from `--setup` or `--position` has no such
//!   number, and its line says `stones_on_board=N` in its place, the stones on the board of
//!   that position (before, `stones=` gave the count of cell 0, which is neither).
//! * `solve [--time-limit SECONDS] [--max-memory SIZE] [--position TEXT]` (solitaire;
//!   `--players` may be omitted; `--position` solves any turn-start position given in its
//!   one-line text form; the proof holds no more than `--max-memory`, `too_large` past it): three
//!   lines — `optimum=<n>` (proven) or `best_found=<n> lower_bound=<m>` (the time ran out; no
//!   game is shorter than `m` turns), the game's answers as
//!   space-separated cell ids (exactly the tokens `semailles play` accepts after the same game
//!   options and `--players 1`), and the same game in the notation of rules section 6
//!   (`4-5-6-2x1 s7 …`). `n` counts the turns from the given position. Example:
//!   `semailles solve --board triangle:2` prints `optimum=3`, a token line, and its notation;
//!   `semailles play --game tricerata --board triangle:2 --players 1 <tokens…>` then ends with
//!   an empty board and `"turns": 3` in its outcome.

use super::common::{
    memory_cap, one_position, out, position_of_other_game, read_setup, setup_of, without_bom,
    Printable,
};
use super::match_cmd::{self, MatchGame};
use super::GameArgs;
use semailles::error::{code, Error, Result};
use semailles::game::Game;
use semailles::rng::Rng;
use semailles::tricerata::{self, Board, Position};
use serde_json::Value;
use std::sync::Arc;
use std::time::{Duration, Instant};

impl Printable for Position {
    fn position_json(&self) -> Value {
        serde_json::to_value(self.to_setup()).expect("setup serialises")
    }
}

fn board(args: &GameArgs) -> Result<Board> {
    match (&args.board, &args.board_file) {
        (Some(_), Some(_)) => Err(Error::new(
            code::SETUP_INCONSISTENT,
            "--board and --board-file name two boards",
        )),
        (Some(b), None) => Board::parse_family(b),
        (None, Some(path)) => {
            let text = read_setup("board file", path)?;
            let spec: tricerata::setup::BoardSetup = serde_json::from_str(&text)
                .map_err(|e| Error::new(code::SETUP_SYNTAX, format!("board file: {e}")))?;
            spec.to_board()
        }
        (None, None) => Board::parse_family("triangle:4"),
    }
}

fn start_with(args: &GameArgs, default_players: usize) -> Result<Position> {
    if args.preset.is_some() || !args.set.is_empty() {
        return Err(Error::new(
            code::SETUP_SWITCH,
            "--preset and --set are Mraha options",
        ));
    }
    one_position(args)?;
    // Read (and so checked) by every command, as the README says, though only perft and solve
    // use it.
    memory_cap(args)?;
    let given = args.setup.is_some() || args.position.is_some();
    if given
        && (args.board.is_some()
            || args.board_file.is_some()
            || args.players.is_some()
            || args.stones.is_some()
            || args.mort_subite)
    {
        return Err(Error::new(
            code::SETUP_INCONSISTENT,
            "--setup or --position gives the whole position: no --board, --players, --stones or --mort-subite",
        ));
    }
    if let Some(path) = &args.setup {
        return Position::from_json(&setup_of("tricerata", path)?);
    }
    if let Some(text) = &args.position {
        let text = without_bom(text);
        return Position::from_text(text).map_err(|e| {
            let mraha = semailles::mraha::Position::from_text(text).is_ok();
            position_of_other_game(e, "mraha", mraha)
        });
    }
    Position::start(
        Arc::new(board(args)?),
        args.players.unwrap_or(default_players),
        args.stones.unwrap_or(1),
        args.mort_subite,
    )
}

/// The start of the game, or the `--setup` position.
pub fn start(args: &GameArgs) -> Result<Position> {
    start_with(args, 2)
}

/// Lines `d count` for d = 1..depth (`0 1` for depth 0), each under the memory cap. The lines
/// are printed once every count is done: a count stopped by its cap prints nothing on stdout,
/// as every error does.
pub fn perft(args: &GameArgs, depth: u32) -> Result<()> {
    let pos = start(args)?;
    let mut cap = memory_cap(args)?;
    let depths = if depth == 0 { 0..=0 } else { 1..=depth };
    let mut lines = Vec::new();
    for d in depths {
        lines.push(format!(
            "{d} {}",
            tricerata::perft_capped(&pos, d, &mut cap)?
        ));
    }
    out(&lines.join("\n"))
}

fn board_name(pos: &Position) -> String {
    match pos.board().size() {
        Some(n) => format!("{}:{n}", pos.board().shape_name()),
        None => format!("custom({} cells)", pos.board().cells()),
    }
}

/// Random full games per second, single thread.
pub fn bench(args: &GameArgs, games: u32, seed: u64) -> Result<()> {
    let start_pos = start(args)?;
    let mut rng = Rng::new(seed);
    let t0 = Instant::now();
    let (mut turns, mut decisions, mut unfinished) = (0u64, 0u64, 0u32);
    for _ in 0..games {
        let mut pos = start_pos.clone();
        decisions += pos.play_random_game(&mut rng, 10_000_000);
        turns += (pos.turns() - start_pos.turns()) as u64;
        if pos.outcome().is_none() {
            unfinished += 1;
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    // See the module doc: the option's meaning, or the position's stones when none applies.
    let stones = if args.setup.is_some() || args.position.is_some() {
        let on_board: u64 = start_pos.stones().iter().map(|&s| s as u64).sum();
        format!("stones_on_board={on_board}")
    } else {
        format!("stones={}", args.stones.unwrap_or(1))
    };
    out(&format!(
        "board={} players={} {stones} games={games} seconds={secs:.3} games_per_second={:.0} avg_turns={:.1} avg_decisions={:.1} unfinished={unfinished}",
        board_name(&start_pos),
        start_pos.players(),
        games as f64 / secs,
        turns as f64 / games.max(1) as f64,
        decisions as f64 / games.max(1) as f64,
    ))
}

/// Solitaire: the fewest turns, the answers, the notation (see the module doc); from the
/// start the game options describe, or from a position's one-line text form.
pub fn solve(args: &GameArgs, time_limit: f64) -> Result<()> {
    let pos = start_with(args, 1)?;
    let most = semailles::limits::MAX_TIME_LIMIT_SECONDS;
    if !(time_limit.is_finite() && time_limit > 0.0 && time_limit <= most) {
        return Err(Error::new(
            code::BAD_BUDGET,
            format!("--time-limit {time_limit}: a positive number of seconds, at most {most}"),
        ));
    }
    // The solver's tables, walks and looks are held within `--max-memory` (too_large past it).
    let sol = semailles::ai::tricerata::solver::solve_capped(
        &pos,
        Duration::from_secs_f64(time_limit),
        &mut semailles::ai::clock::SystemClock::new(),
        &memory_cap(args)?,
    )?;
    let first = if sol.proven {
        format!("optimum={}", sol.turns)
    } else {
        format!("best_found={} lower_bound={}", sol.turns, sol.lower_bound)
    };
    let tokens: Vec<String> = sol.actions.iter().map(|a| a.to_string()).collect();
    let notation = tricerata::notation(&pos, &sol.actions)?;
    out(&format!("{first}\n{}\n{notation}", tokens.join(" ")))
}

impl MatchGame for Position {
    /// A game ends within twice the stones; this only stops a runaway.
    const MAX_TURNS: u32 = 20_000;
    const SCORE: Option<&'static str> = Some("avg_store");

    fn player_seed(game_seed: u64, _side: usize, seat: usize) -> u64 {
        game_seed.wrapping_mul(8).wrapping_add(seat as u64)
    }

    fn seat_name(seat: usize) -> String {
        format!("seat {seat}")
    }

    fn score(&self, seat: usize) -> u32 {
        if self.players() == 1 {
            self.turns()
        } else {
            self.stores()[seat] as u32
        }
    }
}

/// `match`: see [`super::match_cmd`].
pub fn play_match(args: &GameArgs, asked: &match_cmd::Asked) -> Result<()> {
    match_cmd::play_match(&start(args)?, asked)
}
