//! `semailles` — the command-line referee.
//!
//! Other tools check the engines through it, so its commands and formats are a contract (see the
//! README): `perft`, `legal`, `play`, `bench`, `solve`, `puzzles`, `match`,
//! `describe`. Every error is one line of JSON on stderr, `{"code","message","token"}`, with
//! status 2 for bad input (an illegal token, a malformed setup, an unreadable argument), 3 for
//! an input or a count over one of the engine's limits, 1 for a fault of the engine itself.

mod common;
mod describe_cmd;
mod match_cmd;
mod match_report;
mod mraha_cmd;
mod puzzles_cmd;
mod tricerata_cmd;

use clap::{Args, CommandFactory, Parser, Subcommand};
use common::fail;
use semailles::error::{code, Error};

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
    /// `mraha` or `tricerata` (default `mraha`; for `solve`, Tricérata's solitaire, `tricerata`).
    #[arg(long)]
    pub game: Option<String>,
    /// Mraha preset: `mraha`, `zanzibar` or `kujifunza`.
    #[arg(long)]
    pub preset: Option<String>,
    /// Mraha switch override, `switch=value` (repeatable).
    #[arg(long = "set", value_name = "SWITCH=VALUE")]
    pub set: Vec<String>,
    /// Start from this JSON setup (a file, or `-` for standard input) instead of the start.
    #[arg(long)]
    pub setup: Option<String>,
    /// Start from this one-line text form (what `play` prints as `"text"`, a share link's
    /// position) instead of the start.
    #[arg(long)]
    pub position: Option<String>,
    /// Most memory an exhaustive count (perft) may hold: bytes, or with a suffix K, M or G
    /// (powers of 1024). Default 2G.
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<String>,
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

impl GameArgs {
    /// The game named by `--game`, Mraha wa tso when none is.
    pub fn game(&self) -> &str {
        self.game.as_deref().unwrap_or("mraha")
    }
}

#[derive(Subcommand)]
enum Command {
    /// Count complete-turn sequences (Mraha) or distinct positions (Tricérata) of exactly d
    /// turns, for d = 1..depth (`0 1` for depth 0).
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
        /// Number of games (at least 1).
        #[arg(long, default_value_t = 20000, value_parser = clap::value_parser!(u32).range(1..))]
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
        /// Number of games (at least 1).
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..))]
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

/// Clap's own errors as the referee's one JSON line (status 2); `--help` and `--version` print
/// as usual. No command at all is an error too, which names the commands.
fn parse_arguments() -> Cli {
    match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => e.exit(),
                ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
                | ErrorKind::MissingSubcommand => {
                    let names: Vec<String> = Cli::command()
                        .get_subcommands()
                        .map(|c| c.get_name().to_string())
                        .filter(|n| n != "help")
                        .collect();
                    fail(&Error::new(
                        code::BAD_ARGUMENT,
                        format!(
                            "no command given: one of {} (--help describes them)",
                            names.join(", ")
                        ),
                    ))
                }
                _ => fail(&Error::new(
                    code::BAD_ARGUMENT,
                    clap_message(&e.render().to_string()),
                )),
            }
        }
    }
}

/// Clap's error as one line: its first paragraph (the error and what it names: the missing
/// arguments are listed on the lines after the first), without the usage that follows.
fn clap_message(text: &str) -> String {
    let words: Vec<&str> = text
        .lines()
        .take_while(|line| !line.trim().is_empty())
        .map(str::trim)
        .collect();
    let joined = words.join(" ");
    let message = joined.strip_prefix("error: ").unwrap_or(&joined);
    if message.is_empty() {
        "bad arguments".to_string()
    } else {
        message.to_string()
    }
}

/// The last resort: a panic is a bug of the engine, never bad input, but it still answers with
/// one JSON line (status 1) rather than a backtrace.
fn answer_panics_with_json() {
    std::panic::set_hook(Box::new(|info| {
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        fail(&Error::new(
            code::INTERNAL,
            format!("internal error{place}: {what}"),
        ))
    }));
}

/// The commands' budgets, each within its maximum (`limits`): a count or a run that would take
/// years is refused at once rather than started.
fn check_budgets(command: &Command) -> Result<(), Error> {
    use semailles::limits::{check_budget, MAX_BENCH_GAMES, MAX_MATCH_GAMES, MAX_PERFT_DEPTH};
    match command {
        Command::Perft { depth, .. } => check_budget("--depth", *depth as u64, MAX_PERFT_DEPTH),
        Command::Bench { games, .. } => check_budget("--games", *games as u64, MAX_BENCH_GAMES),
        Command::Match { games, .. } => check_budget("--games", *games as u64, MAX_MATCH_GAMES),
        _ => Ok(()),
    }
}

fn main() {
    die_quietly_on_closed_pipe();
    answer_panics_with_json();
    let cli = parse_arguments();
    if let Err(e) = check_budgets(&cli.command) {
        fail(&e);
    }
    let result = match cli.command {
        Command::Perft { game, depth } => match game.game() {
            "mraha" => mraha_cmd::perft(&game, depth),
            "tricerata" => tricerata_cmd::perft(&game, depth),
            other => Err(common::unknown_game(other)),
        },
        Command::Legal { game, tokens } => match game.game() {
            "mraha" => mraha_cmd::start(&game).and_then(|g| common::legal(g, &tokens)),
            "tricerata" => tricerata_cmd::start(&game).and_then(|g| common::legal(g, &tokens)),
            other => Err(common::unknown_game(other)),
        },
        Command::Play { game, tokens } => match game.game() {
            "mraha" => mraha_cmd::start(&game).and_then(|g| common::play(g, &tokens)),
            "tricerata" => tricerata_cmd::start(&game).and_then(|g| common::play(g, &tokens)),
            other => Err(common::unknown_game(other)),
        },
        Command::Bench { game, games, seed } => match game.game() {
            "mraha" => mraha_cmd::bench(&game, games, seed),
            "tricerata" => tricerata_cmd::bench(&game, games, seed),
            other => Err(common::unknown_game(other)),
        },
        Command::Describe { game } => describe_cmd::describe(&game),
        Command::Solve { game, time_limit } => match game.game.as_deref().unwrap_or("tricerata") {
            "tricerata" => tricerata_cmd::solve(&game, time_limit),
            "mraha" => Err(Error::new(
                code::SETUP_GAME,
                "solve plays Tricérata solitaire (--game tricerata); Mraha has no solver",
            )),
            other => Err(common::unknown_game(other)),
        },
        Command::Puzzles { game, count, seed } => puzzles_cmd::puzzles(&game, count, seed),
        Command::Match {
            game,
            a,
            b,
            games,
            seed,
        } => match game.game() {
            "mraha" => mraha_cmd::play_match(&game, &a, &b, games, seed),
            "tricerata" => tricerata_cmd::play_match(&game, &a, &b, games, seed),
            other => Err(common::unknown_game(other)),
        },
    };
    if let Err(e) = result {
        fail(&e);
    }
}
