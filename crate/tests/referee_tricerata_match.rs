//! `semailles match --game tricerata`: the final line's format and counts, for 2 players, more
//! players (A on one seat, B on the others) and solitaire (A and B each play the board).

use std::process::Command;

/// Runs a match that must succeed; returns its stdout and stderr.
fn run_match(extra: &[&str]) -> (String, String) {
    let mut args = vec!["match", "--game", "tricerata"];
    args.extend_from_slice(extra);
    let o = Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args(&args)
        .output()
        .unwrap();
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(o.status.success(), "{err}");
    (String::from_utf8(o.stdout).unwrap(), err)
}

/// Runs a match; returns (a_wins, b_wins, draws, avg_plies).
fn run(extra: &[&str]) -> (u32, u32, u32, f64) {
    let (out, _) = run_match(extra);
    assert_eq!(out.lines().count(), 1, "{out}");
    let fields: Vec<&str> = out.split_whitespace().collect();
    let value = |i: usize, key: &str| {
        let (k, v) = fields[i].split_once('=').unwrap();
        assert_eq!(k, key);
        v.to_string()
    };
    (
        value(0, "a_wins").parse().unwrap(),
        value(1, "b_wins").parse().unwrap(),
        value(2, "draws").parse().unwrap(),
        value(3, "avg_plies").parse().unwrap(),
    )
}

#[test]
fn two_players_count_every_game() {
    let (a, b, d, plies) = run(&[
        "--board",
        "triangle:3",
        "--players",
        "2",
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "6",
        "--seed",
        "3",
    ]);
    assert_eq!(a + b + d, 6);
    // A game on 9 stones lasts at least two turns (a sowing, then a seizure at the least).
    assert!(plies >= 2.0);
}

#[test]
fn several_players_and_mort_subite() {
    let (a, b, d, _) = run(&[
        "--board",
        "hex:2",
        "--players",
        "4",
        "--stones",
        "2",
        "--mort-subite",
        "--a",
        "2:200",
        "--b",
        "random",
        "--games",
        "4",
        "--seed",
        "1",
    ]);
    assert_eq!(a + b + d, 4);
}

#[test]
fn solitaire_compares_the_turns() {
    // The solver's optimum can never take more turns than random play.
    let (a, b, d, _) = run(&[
        "--board",
        "triangle:2",
        "--players",
        "1",
        "--a",
        "best",
        "--b",
        "random",
        "--games",
        "3",
    ]);
    assert_eq!(a + b + d, 3);
    assert_eq!(b, 0);
}

#[test]
fn unknown_levels_are_refused() {
    let o = Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args([
            "match",
            "--game",
            "tricerata",
            "--a",
            "strong",
            "--b",
            "random",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
}

/// Each side's cost line (stderr, with `--progress`) counts the decisions of its turns: on
/// average at least one (a seizure), at most the longest turn, which is itself at least a lift
/// and one drop.
#[test]
fn cost_lines_count_the_decisions_of_a_turn() {
    let (_, err) = run_match(&[
        "--progress",
        "--board",
        "triangle:4",
        "--players",
        "2",
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "4",
        "--seed",
        "5",
    ]);
    for side in ["a=greedy:", "b=random:"] {
        let line = err
            .lines()
            .find(|l| l.starts_with(side))
            .unwrap_or_else(|| panic!("no cost line for {side} in {err}"));
        let field = |key: &str| -> f64 {
            line.split_whitespace()
                .find_map(|f| f.strip_prefix(key).and_then(|v| v.strip_prefix('=')))
                .unwrap_or_else(|| panic!("{key} missing in {line}"))
                .parse()
                .unwrap()
        };
        let (avg, longest) = (field("decisions_per_turn"), field("longest_turn"));
        assert!(avg >= 1.0, "{line}");
        assert!(longest >= avg && longest >= 2.0, "{line}");
    }
}
