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
use semailles::error::{code, Error, QUOTED_CHARS};

#[derive(Parser)]
#[command(
    name = "semailles",
    version,
    about = "Referee for Mraha wa tso (Bao) and Tricérata",
    // Its own `help` command (below): clap's took no options, so `help --help` was an error.
    disable_help_subcommand = true
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
    /// Most memory an exhaustive count (perft) or the solver's proof (solve) may hold: bytes,
    /// or with a suffix K, M or G (powers of 1024). Default 2G.
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<String>,
    /// Tricérata board: `triangle:N`, `square:N` or `hex:N`.
    #[arg(long)]
    pub board: Option<String>,
    /// Tricérata custom board as JSON (cells and neighbour lists).
    #[arg(long)]
    pub board_file: Option<String>,
    /// Tricérata: number of players (1 = solitaire).
    #[arg(long, value_parser = whole_number::<usize>)]
    pub players: Option<usize>,
    /// Tricérata: stones per cell at the start (1 to 3).
    #[arg(long, value_parser = whole_number::<u8>)]
    pub stones: Option<u8>,
    /// Tricérata: the "Mort subite" variant.
    #[arg(long)]
    pub mort_subite: bool,
}

/// A count or a seed on the command line: plain decimal digits. Clap's own parsers read `-0`
/// as 0 (and then said "not 0" of what was typed `-0`) and Rust's `parse` takes `+3`: here
/// both are refused as written, naming what was typed.
fn whole_number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err("a whole number in plain digits (no sign)".into());
    }
    text.parse().map_err(|_| "too large".into())
}

/// A count of at least 1 (`--games`), as [`whole_number`].
fn positive_count(text: &str) -> Result<u32, String> {
    match whole_number(text)? {
        0 => Err("at least 1".into()),
        n => Ok(n),
    }
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
        #[arg(long, value_parser = whole_number::<u32>)]
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
        #[arg(long, default_value_t = 20000, value_parser = positive_count)]
        games: u32,
        #[arg(long, default_value_t = 1, value_parser = whole_number::<u64>)]
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
        #[arg(long, default_value_t = 30, value_parser = whole_number::<u32>)]
        count: u32,
        #[arg(long, default_value_t = 1, value_parser = whole_number::<u64>)]
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
        #[arg(long, default_value_t = 100, value_parser = positive_count)]
        games: u32,
        #[arg(long, default_value_t = 1, value_parser = whole_number::<u64>)]
        seed: u64,
        /// Also write, on stderr, a line after each game and each side's search cost at the
        /// end (by default stderr is kept for the error line alone).
        #[arg(long)]
        progress: bool,
    },
    /// Print this help, or the help of the given command.
    Help {
        /// The command to describe.
        command: Option<String>,
    },
}

/// Clap's own errors as the referee's one JSON line (status 2); `--help` and `--version` print
/// as usual. No command at all is an error too, which names the commands.
fn parse_arguments() -> Cli {
    match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            match e.kind() {
                // Printed through the same checked writer as every answer.
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    match common::out(e.render().to_string().trim_end()) {
                        Ok(()) => std::process::exit(0),
                        Err(e) => fail(&e),
                    }
                }
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
        shorten_quoted(message)
    }
}

/// Clap quotes what it refuses whole, between single quotes: a 100,000-character argument made
/// an error line of 100 KB. Each quoted piece longer than [`QUOTED_CHARS`] characters is cut as
/// the referee's own messages quote input ([`semailles::error::quoted`]): its start, `…` and
/// its length in bytes.
fn shorten_quoted(message: &str) -> String {
    message
        .split('\'')
        .enumerate()
        .map(|(i, piece)| match piece.char_indices().nth(QUOTED_CHARS) {
            Some((cut, _)) if i % 2 == 1 => format!("{}… ({} bytes)", &piece[..cut], piece.len()),
            _ => piece.to_string(),
        })
        .collect::<Vec<_>>()
        .join("'")
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

/// `help [COMMAND]`: the referee's help or a command's, on stdout; an unknown command is
/// `bad_argument` naming the commands.
fn help(command: Option<&str>) -> Result<(), Error> {
    let mut cli = Cli::command();
    // Built as a parse builds it, so that a command's usage line starts with `semailles`.
    cli.build();
    let text = match command {
        None => cli.render_help(),
        Some(name) => match cli.find_subcommand_mut(name) {
            Some(sub) => sub.render_help(),
            None => {
                let names: Vec<String> = Cli::command()
                    .get_subcommands()
                    .map(|c| c.get_name().to_string())
                    .collect();
                return Err(Error::new(
                    code::BAD_ARGUMENT,
                    format!(
                        "help {}: no such command (one of {})",
                        semailles::error::quoted(name),
                        names.join(", ")
                    ),
                ));
            }
        },
    };
    common::out(text.to_string().trim_end())
}

fn main() {
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
            progress,
        } => {
            let asked = match_cmd::Asked {
                a: &a,
                b: &b,
                games,
                seed,
                progress,
            };
            match game.game() {
                "mraha" => mraha_cmd::play_match(&game, &asked),
                "tricerata" => tricerata_cmd::play_match(&game, &asked),
                other => Err(common::unknown_game(other)),
            }
        }
        Command::Help { command } => help(command.as_deref()),
    };
    if let Err(e) = result {
        fail(&e);
    }
}
