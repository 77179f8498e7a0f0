//! What the referee does the same way for every game: read a setup, play tokens, print JSON.

use semailles::error::{code, quoted, Error, Result};
use semailles::game::Game;
use semailles::limits::{self, MemoryCap};
use serde::Serialize;
use serde_json::{json, Value};
use std::io::{Read, Write};

/// A game the referee can print: the engine's position in its JSON setup format.
pub trait Printable: Game {
    fn position_json(&self) -> Value;
}

/// Prints the error as one line of JSON on stderr and exits: status 1 for a fault of the engine
/// (`internal`), 3 for an input or a count over a limit, 4 when the answer could not be
/// written (`output_failed`), 2 for any other bad input. A stderr that cannot be written
/// either changes nothing but the line: the status still says what happened.
pub fn fail(e: &Error) -> ! {
    let mut line = json!({ "code": e.code, "message": e.message, "token": e.token });
    if let Some(part) = e.part {
        line["part"] = json!(part);
    }
    let _ = writeln!(std::io::stderr(), "{line}");
    std::process::exit(exit_status(e))
}

/// The referee's exit status for an error (see [`fail`]).
pub fn exit_status(e: &Error) -> i32 {
    if e.code == code::INTERNAL {
        1
    } else if e.code == code::OUTPUT_FAILED {
        4
    } else if e.is_over_a_limit() {
        3
    } else {
        2
    }
}

/// Writes `text` and a newline on stdout, and flushes it: a stdout that cannot take it (a pipe
/// its reader closed, a full disk) is `output_failed`, never a panic in `println!` (which the
/// panic hook reported as `internal`). A closed pipe is an error like any other here: the
/// referee leaves SIGPIPE ignored, as Rust programs do, and says so in its one JSON line.
pub fn out(text: &str) -> Result<()> {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.write_all(b"\n"))
        .and_then(|()| stdout.flush())
        .map_err(|e| {
            Error::new(
                code::OUTPUT_FAILED,
                format!("cannot write the answer on standard output: {e}"),
            )
        })
}

/// The memory cap of `--max-memory` (bytes, or a number with K, M or G), 2 GB by default.
pub fn memory_cap(args: &super::GameArgs) -> Result<MemoryCap> {
    let Some(text) = args.max_memory.as_deref() else {
        return Ok(MemoryCap::default());
    };
    let bad = || {
        Error::new(
            code::BAD_ARGUMENT,
            format!(
                "--max-memory {}: a size of 1 byte or more, in bytes or a number with K, M or G",
                quoted(text)
            ),
        )
    };
    let (digits, shift) = match text.char_indices().last() {
        Some((i, 'K' | 'k')) => (&text[..i], 10),
        Some((i, 'M' | 'm')) => (&text[..i], 20),
        Some((i, 'G' | 'g')) => (&text[..i], 30),
        _ => (text, 0),
    };
    // Plain digits: `parse` would take `+5M` too.
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let n: u64 = digits.parse().map_err(|_| bad())?;
    let bytes = n
        .checked_mul(1 << shift)
        .filter(|&b| b > 0)
        .ok_or_else(bad)?;
    // A cap above what the process can be given lets a table grow until an allocation fails,
    // which aborts the process (no JSON line, no documented status): refused instead.
    if let Some(most) = memory_available().filter(|&most| bytes > most) {
        return Err(Error::new(
            code::BAD_BUDGET,
            format!(
                "--max-memory {}: more than this process can be given ({} MB: the machine's memory, or the process's address-space limit)",
                quoted(text),
                most >> 20
            ),
        ));
    }
    Ok(MemoryCap::new(bytes))
}

/// The most memory this process can be given, where the system says it (Linux: the machine's
/// memory, `MemTotal` in /proc/meminfo, or the process's address-space limit, if lower).
fn memory_available() -> Option<u64> {
    let field = |text: &str, name: &str| -> Option<u64> {
        let line = text.lines().find(|l| l.starts_with(name))?;
        line[name.len()..].split_whitespace().next()?.parse().ok()
    };
    let machine = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|t| field(&t, "MemTotal:"))
        .map(|kb| kb << 10);
    let address_space = std::fs::read_to_string("/proc/self/limits")
        .ok()
        .and_then(|t| field(&t, "Max address space"));
    match (machine, address_space) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Refuses `--position` together with `--setup`: one position at a time.
pub fn one_position(args: &super::GameArgs) -> Result<()> {
    if args.setup.is_some() && args.position.is_some() {
        return Err(Error::new(
            code::SETUP_INCONSISTENT,
            "--setup and --position name two positions",
        ));
    }
    Ok(())
}

pub fn unknown_game(name: &str) -> Error {
    Error::new(
        code::SETUP_GAME,
        format!("unknown game {} (mraha, tricerata)", quoted(name)),
    )
}

/// The UTF-8 byte order mark some editors put at the start of a text file.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// `text` without a UTF-8 byte order mark at its start: a setup or board file saved by such an
/// editor, or a `--position` pasted from one, reads as without it (JSON's RFC 8259 lets a
/// reader ignore it; the mark is no character of the text form). Accepted silently rather than
/// refused: it says nothing about the position.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text)
}

/// Reads `--setup FILE|-` (or a board file: `what` names which, in the messages) into a
/// string: at most [`limits::MAX_SETUP_LEN`] bytes are read, so a huge file is refused without
/// being loaded. A byte order mark at its start is dropped ([`without_bom`]).
pub fn read_setup(what: &str, path: &str) -> Result<String> {
    let path_words = quoted(path);
    let cannot = |e: std::io::Error| {
        Error::new(
            code::SETUP_SYNTAX,
            format!("cannot read {what} {path_words}: {e}"),
        )
    };
    let source: Box<dyn Read> = if path == "-" {
        Box::new(std::io::stdin())
    } else {
        Box::new(std::fs::File::open(path).map_err(cannot)?)
    };
    let mut bytes = Vec::new();
    source
        .take(limits::MAX_SETUP_LEN as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() > limits::MAX_SETUP_LEN {
        return Err(Error::new(
            code::INPUT_TOO_LONG,
            format!(
                "{what} {path_words} is longer than {} bytes",
                limits::MAX_SETUP_LEN
            ),
        ));
    }
    let text = String::from_utf8(bytes).map_err(|_| {
        Error::new(
            code::SETUP_SYNTAX,
            format!("{what} {path_words} is not UTF-8 text"),
        )
    })?;
    Ok(match text.strip_prefix(BYTE_ORDER_MARK) {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// Refuses a JSON text in which an object names a key twice (`setup_syntax`, naming the key).
/// Read into a `serde_json::Value`, the last of the two would win without a word, and a derived
/// struct only sees the keys after that; the setups are checked here first, before either.
pub fn no_repeated_keys(what: &str, text: &str) -> Result<()> {
    use serde::de::{Deserialize, Deserializer, Error as _, MapAccess, SeqAccess, Visitor};
    /// Any JSON value, read only to look at its objects' keys.
    struct Checked;
    impl<'de> Deserialize<'de> for Checked {
        fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
            d.deserialize_any(Checked)
        }
    }
    impl<'de> Visitor<'de> for Checked {
        type Value = Checked;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a JSON value")
        }
        fn visit_bool<E>(self, _: bool) -> std::result::Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_i64<E>(self, _: i64) -> std::result::Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_u64<E>(self, _: u64) -> std::result::Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_f64<E>(self, _: f64) -> std::result::Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_str<E>(self, _: &str) -> std::result::Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_unit<E>(self) -> std::result::Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> std::result::Result<Checked, A::Error> {
            while a.next_element::<Checked>()?.is_some() {}
            Ok(Checked)
        }
        fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> std::result::Result<Checked, A::Error> {
            let mut keys = std::collections::HashSet::new();
            while let Some(key) = a.next_key::<String>()? {
                if keys.contains(&key) {
                    return Err(A::Error::custom(format!(
                        "the key {} is given twice in one object",
                        quoted(&key)
                    )));
                }
                a.next_value::<Checked>()?;
                keys.insert(key);
            }
            Ok(Checked)
        }
    }
    match serde_json::from_str::<Checked>(text) {
        // Not JSON at all: the game's own reading says what is wrong with it.
        Err(e) if !e.is_data() => Ok(()),
        Err(e) => Err(Error::new(code::SETUP_SYNTAX, format!("{what}: {e}"))),
        Ok(Checked) => Ok(()),
    }
}

/// The `--setup` of `game`, read: a setup of the other game is refused by name (rather than by
/// the first field its parser does not expect), and what `play` prints beside the setup (its
/// `text`, `outcome` and `events`) is left out, so that `play`'s output is a setup again.
pub fn setup_of(game: &str, path: &str) -> Result<String> {
    let text = read_setup("setup", path)?;
    no_repeated_keys("setup JSON", &text)?;
    let Ok(Value::Object(mut fields)) = serde_json::from_str::<Value>(&text) else {
        // Not a JSON object: the game's own reading says what is wrong.
        return Ok(text);
    };
    if let Some(Value::String(other)) = fields.get("game") {
        if other != game && ["mraha", "tricerata"].contains(&other.as_str()) {
            return Err(Error::new(
                code::SETUP_GAME,
                format!(
                    "setup {} is a game of {other}: add --game {other}",
                    quoted(path)
                ),
            ));
        }
    }
    for printed in ["text", "outcome", "events"] {
        fields.remove(printed);
    }
    Ok(Value::Object(fields).to_string())
}

/// A `--position` text the game `game` could not read (`err`), named as the other game's when
/// `other_reads` it.
pub fn position_of_other_game(err: Error, other: &str, other_reads: bool) -> Error {
    if other_reads {
        Error::new(
            code::SETUP_GAME,
            format!("--position is a game of {other}: add --game {other}"),
        )
    } else {
        err
    }
}

/// Plays the tokens in order; the last turn's events are kept (a turn's events restart when a
/// new turn begins).
pub fn play_tokens<G: Game>(game: &mut G, tokens: &[String]) -> Result<Vec<G::Event>> {
    limits::check_tokens(tokens)?;
    let mut turn_events = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let starts_turn = matches!(
            game.decision(),
            semailles::game::Decision::Start
                | semailles::game::Decision::Lift
                | semailles::game::Decision::Seize
        );
        // Which token of the list was refused: the same token may come several times.
        let events = game.play(token).map_err(|mut e| {
            if tokens.len() > 1 {
                e.message = format!("token {} of {}: {}", i + 1, tokens.len(), e.message);
            }
            e
        })?;
        if starts_turn {
            turn_events.clear();
        }
        turn_events.extend(events);
    }
    Ok(turn_events)
}

fn to_value<T: Serialize>(v: &T) -> Value {
    serde_json::to_value(v).expect("engine values serialise")
}

pub fn outcome_json<G: Game>(game: &G) -> Value {
    match game.outcome() {
        None => Value::Null,
        Some(o) => {
            let winners: Vec<Value> = o
                .winners
                .iter()
                .map(|&p| to_value(&game.player_label(p)))
                .collect();
            let mut v = json!({ "winners": winners, "reason": o.reason });
            if winners.len() == 1 {
                v["winner"] = winners[0].clone();
            }
            if let Some(s) = o.scores {
                v["scores"] = to_value(&s);
            }
            if let Some(t) = o.turns {
                v["turns"] = to_value(&t);
            }
            v
        }
    }
}

/// `legal`: play the tokens, print decision, player to move, legal tokens, outcome.
pub fn legal<G: Game>(mut game: G, tokens: &[String]) -> Result<()> {
    play_tokens(&mut game, tokens)?;
    let out = json!({
        "decision": to_value(&game.decision()),
        "to_move": to_value(&game.player_label(game.to_move())),
        "legal": game.legal_tokens(),
        "outcome": outcome_json(&game),
    });
    self::out(&out.to_string())
}

/// `play`: play the tokens, print the position with its outcome and the last turn's events.
pub fn play<G: Printable>(mut game: G, tokens: &[String]) -> Result<()> {
    let events = play_tokens(&mut game, tokens)?;
    let mut out = game.position_json();
    out["text"] = Value::String(game.to_text());
    out["outcome"] = outcome_json(&game);
    out["events"] = to_value(&events);
    self::out(&serde_json::to_string_pretty(&out).expect("json"))
}
