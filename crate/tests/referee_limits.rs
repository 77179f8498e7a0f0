//! The referee's budgets and counts, each within a documented maximum (`semailles::limits`):
//! an absurd one is refused at once with `bad_budget` (status 2), never started. Before, `perft
//! --depth 1000`, `bench --games 4294967295` and `match --games 4294967295` ran until killed,
//! and `solve --time-limit 1e18` was quietly cut to a million seconds.

use semailles::limits::{
    MAX_BENCH_GAMES, MAX_MATCH_GAMES, MAX_PERFT_DEPTH, MAX_TIME_LIMIT_SECONDS,
};
use serde_json::Value;
use std::process::Command;

/// Runs the referee; its status and its stderr, which must be one JSON line with `code`.
fn refused(args: &[&str]) -> (i32, Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args(args)
        .output()
        .expect("the referee runs");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(out.stdout.is_empty(), "{args:?}: nothing on stdout");
    assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err:?}");
    let v: Value = serde_json::from_str(err.trim()).expect("stderr is JSON");
    (out.status.code().unwrap_or(-1), v)
}

#[test]
fn absurd_budgets_are_refused_naming_their_maximum() {
    let depth = (MAX_PERFT_DEPTH + 1).to_string();
    let bench = (MAX_BENCH_GAMES + 1).to_string();
    let games = (MAX_MATCH_GAMES + 1).to_string();
    let time = (MAX_TIME_LIMIT_SECONDS * 2.0).to_string();
    let cases: [(&[&str], String); 8] = [
        // First: before the limits, this one answered at once, the others ran until killed.
        (
            &["solve", "--board", "triangle:2", "--time-limit", "1e18"],
            MAX_TIME_LIMIT_SECONDS.to_string(),
        ),
        (&["perft", "--depth", "1000"], MAX_PERFT_DEPTH.to_string()),
        (&["perft", "--depth", &depth], MAX_PERFT_DEPTH.to_string()),
        (
            &["perft", "--game", "tricerata", "--depth", &depth],
            MAX_PERFT_DEPTH.to_string(),
        ),
        (
            &["bench", "--games", "4294967295"],
            MAX_BENCH_GAMES.to_string(),
        ),
        (
            &["bench", "--game", "tricerata", "--games", &bench],
            MAX_BENCH_GAMES.to_string(),
        ),
        (
            &[
                "match",
                "--a",
                "random",
                "--b",
                "random",
                "--games",
                "4294967295",
            ],
            MAX_MATCH_GAMES.to_string(),
        ),
        (
            &["match", "--a", "1", "--b", "2", "--games", &games],
            MAX_MATCH_GAMES.to_string(),
        ),
    ];
    for (args, max) in cases {
        let (status, v) = refused(args);
        assert_eq!(status, 2, "{args:?}: {v}");
        assert_eq!(v["code"], "bad_budget", "{args:?}: {v}");
        let message = v["message"].as_str().unwrap();
        assert!(
            message.contains(&max),
            "{args:?}: the maximum named: {message}"
        );
    }
    let (status, v) = refused(&["solve", "--board", "triangle:2", "--time-limit", &time]);
    assert_eq!((status, v["code"].as_str()), (2, Some("bad_budget")), "{v}");
}

#[test]
fn budgets_at_their_maximum_are_taken() {
    let time = MAX_TIME_LIMIT_SECONDS.to_string();
    let out = Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args(["solve", "--board", "triangle:2", "--time-limit", &time])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("optimum=3"));
}

/// An argument the parser refuses is quoted as the referee's own messages quote input: its
/// start, `…` and its length, not whole (a 100,000-character one made a 100 KB error line).
#[test]
fn a_huge_argument_refused_by_the_parser_is_quoted_short() {
    let huge = "x".repeat(100_000);
    let depth = format!("1{huge}");
    let flag = format!("--{huge}");
    for args in [
        vec![huge.as_str()],
        vec!["legal", flag.as_str()],
        vec!["perft", "--depth", depth.as_str()],
        vec!["solve", "--time-limit", huge.as_str()],
    ] {
        let (status, v) = refused(&args);
        assert_eq!(status, 2, "{:.40?}", args);
        assert_eq!(v["code"], "bad_argument");
        let message = v["message"].as_str().unwrap();
        assert!(
            message.len() < 1_000,
            "{} bytes: {message:.200}",
            message.len()
        );
        assert!(message.contains("bytes)"), "{message}");
    }
}

/// A time budget under a millisecond is refused as the message says it is, not taken.
#[test]
fn a_time_budget_under_a_millisecond_is_refused() {
    for budget in ["1:0.5ms", "1:0.0001ms", "1:.5ms"] {
        let (status, v) = refused(&["match", "--a", budget, "--b", "random", "--games", "1"]);
        assert_eq!(
            (status, v["code"].as_str()),
            (2, Some("bad_budget")),
            "{budget}: {v}"
        );
        assert!(v["message"].as_str().unwrap().contains("under 1ms"), "{v}");
    }
}

/// A memory cap above what the process can be given is refused at once: a table growing
/// towards it ended in an allocation failure, which aborts (status 134, a backtrace, no JSON).
#[cfg(target_os = "linux")]
#[test]
fn a_memory_cap_above_the_machines_memory_is_refused() {
    let (status, v) = refused(&[
        "perft",
        "--game",
        "tricerata",
        "--board",
        "triangle:2",
        "--depth",
        "1",
        "--max-memory",
        "1000000G",
    ]);
    assert_eq!((status, v["code"].as_str()), (2, Some("bad_budget")), "{v}");
    assert!(
        v["message"]
            .as_str()
            .unwrap()
            .contains("more than this process can be given"),
        "{v}"
    );
}
