//! `semailles` — the command-line referee.
//!
//! Other tools check the engines through it, so its commands and formats are a contract (see the
//! README): `perft`, `legal`, `play`, `bench`, `solve`, `puzzles`, `match`,
//! `describe`. Errors from outside (an illegal
//! token, a malformed setup) exit with status 2 and one line of JSON on stderr; never a panic.

mod common;
mod describe_cmd;
mod match_cmd;
mod match_report;
mod mraha_cmd;
mod puzzles_cmd;
mod tricerata_cmd;
mod tricerata_match;

use clap::{Args, Parser, Subcommand};
use common::fail;

#[derive(Parser)]
#[command(
    name = "semailles",
    version,
    about = "Referee for Mraha wa tso (Bao) and Tricérata"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Which game, under which rules, from which position.
#[derive(Args, Clone, Debug)]
pub struct GameArgs {
    /// `mraha` or `tricerata`.
    #[arg(long, default_value = "mraha")]
    pub game: String,
    /// Mraha preset: `mraha`, `zanzibar` or `kujifunza`.
    #[arg(long)]
    pub preset: Option<String>,
    /// Mraha switch override, `switch=value` (repeatable).
    #[arg(long = "set", value_name = "SWITCH=VALUE")]
    pub set: Vec<String>,
    /// Start from this JSON setup (a file, or `-` for standard input) instead of the start.
    #[arg(long)]
    pub setup: Option<String>,
    /// Tricérata board: `triangle:N`, `square:N` or `hex:N`.
    #[arg(long)]
    pub board: Option<String>,
    /// Tricérata custom board as JSON (cells and neighbour lists).
    #[arg(long)]
    pub board_file: Option<String>,
    /// Tricérata: number of players (1 = solitaire).
    #[arg(long)]
    pub players: Option<usize>,
    /// Tricérata: stones per cell at the start (1 to 3).
    #[arg(long)]
    pub stones: Option<u8>,
    /// Tricérata: the "Mort subite" variant.
    #[arg(long)]
    pub mort_subite: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Count complete-turn sequences (Mraha) or distinct positions (Tricérata) for d = 1..depth.
    Perft {
        #[command(flatten)]
        game: GameArgs,
        #[arg(long)]
        depth: u32,
    },
    /// Play the tokens, then print the decision, the player to move, the legal tokens, the outcome.
    Legal {
        #[command(flatten)]
        game: GameArgs,
        tokens: Vec<String>,
    },
    /// Play the tokens, then print the position (setup JSON plus outcome and last turn's events).
    Play {
        #[command(flatten)]
        game: GameArgs,
        tokens: Vec<String>,
    },
    /// Random full games per second, single thread.
    Bench {
        #[command(flatten)]
        game: GameArgs,
        /// Number of games.
        #[arg(long, default_value_t = 20000)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Tricérata solitaire: the proven minimum number of turns, and one such game.
    Solve {
        #[command(flatten)]
        game: GameArgs,
        /// Time limit in seconds before answering `best_found`.
        #[arg(long, default_value_t = 10.0)]
        time_limit: f64,
        /// Solve from this position (its one-line text form) instead of a start.
        #[arg(long = "position", value_name = "TEXT")]
        from_text: Option<String>,
    },
    /// Puzzles with proven answers, as a JSON list (deterministic for a seed).
    Puzzles {
        /// `mraha` or `tricerata`.
        #[arg(long)]
        game: String,
        #[arg(long, default_value_t = 30)]
        count: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Print the game's facts as one JSON object: its catalogue entry (options, presets,
    /// switches, boards), the computer levels and the board's geometry (every place).
    Describe {
        #[command(flatten)]
        game: GameArgs,
    },
    /// Play N games between two players (a level `1`…`best`, `random` or `greedy`).
    Match {
        #[command(flatten)]
        game: GameArgs,
        #[arg(long)]
        a: String,
        #[arg(long)]
        b: String,
        #[arg(long, default_value_t = 100)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// A referee piped into `head` should stop quietly when the pipe closes, as command-line tools
/// do, not panic in `println!`: restore the default action of SIGPIPE (13 on Linux and macOS),
/// which the Rust runtime sets to "ignore".
#[cfg(unix)]
fn die_quietly_on_closed_pipe() {
    extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    // SAFETY: called once at start-up, before any thread or output exists.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

#[cfg(not(unix))]
fn die_quietly_on_closed_pipe() {}

fn main() {
    die_quietly_on_closed_pipe();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Perft { game, depth } => match game.game.as_str() {
            "mraha" => mraha_cmd::perft(&game, depth),
            "tricerata" => tricerata_cmd::perft(&game, depth),
            other => Err(common::unknown_game(other)),
        },
        Command::Legal { game, tokens } => match game.game.as_str() {
            "mraha" => mraha_cmd::start(&game).and_then(|g| common::legal(g, &tokens)),
            "tricerata" => tricerata_cmd::start(&game).and_then(|g| common::legal(g, &tokens)),
            other => Err(common::unknown_game(other)),
        },
        Command::Play { game, tokens } => match game.game.as_str() {
            "mraha" => mraha_cmd::start(&game).and_then(|g| common::play(g, &tokens)),
            "tricerata" => tricerata_cmd::start(&game).and_then(|g| common::play(g, &tokens)),
            other => Err(common::unknown_game(other)),
        },
        Command::Bench { game, games, seed } => match game.game.as_str() {
            "mraha" => mraha_cmd::bench(&game, games, seed),
            "tricerata" => tricerata_cmd::bench(&game, games, seed),
            other => Err(common::unknown_game(other)),
        },
        Command::Describe { game } => describe_cmd::describe(&game),
        Command::Solve {
            game,
            time_limit,
            from_text,
        } => tricerata_cmd::solve(&game, time_limit, from_text.as_deref()),
        Command::Puzzles { game, count, seed } => puzzles_cmd::puzzles(&game, count, seed),
        Command::Match {
            game,
            a,
            b,
            games,
            seed,
        } => match game.game.as_str() {
            "mraha" => match_cmd::play_match(&game, &a, &b, games, seed),
            "tricerata" => tricerata_cmd::play_match(&game, &a, &b, games, seed),
            other => Err(common::unknown_game(other)),
        },
    };
    if let Err(e) = result {
        fail(&e);
    }
}
