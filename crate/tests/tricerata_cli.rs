//! The referee's Tricérata commands, run as a user would.

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args(args)
        .output()
        .expect("the referee runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn solve_prints_a_game_that_play_replays() {
    let (status, out, _) = run(&["solve", "--board", "triangle:2", "--stones", "1"]);
    assert_eq!(status, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[0], "optimum=3");
    assert_eq!(lines[2].split(' ').count(), 3, "one notation word per turn");
    let mut args = vec![
        "play",
        "--game",
        "tricerata",
        "--board",
        "triangle:2",
        "--players",
        "1",
    ];
    args.extend(lines[1].split(' '));
    let (status, out, err) = run(&args);
    assert_eq!(status, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["outcome"]["turns"], 3);
    assert_eq!(v["outcome"]["reason"], "board_empty");
    assert_eq!(v["stones"], serde_json::json!([0, 0, 0, 0]));
}

#[test]
fn perft_prints_one_line_per_depth() {
    let (status, out, _) = run(&[
        "perft",
        "--game",
        "tricerata",
        "--board",
        "triangle:2",
        "--depth",
        "2",
    ]);
    assert_eq!(status, 0);
    assert_eq!(out, "1 16\n2 87\n");
}

#[test]
fn legal_and_errors() {
    let (status, out, _) = run(&["legal", "--game", "tricerata", "--board", "triangle:2", "0"]);
    assert_eq!(status, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["decision"], "path");
    assert_eq!(v["legal"], serde_json::json!(["2"]));
    assert_eq!(v["to_move"], 0);
    let (status, _, err) = run(&[
        "legal",
        "--game",
        "tricerata",
        "--board",
        "triangle:2",
        "0",
        "1",
    ]);
    assert_eq!(status, 2);
    let e: serde_json::Value = serde_json::from_str(err.trim()).unwrap();
    assert_eq!(e["code"], "illegal_token");
    let (status, _, err) = run(&["legal", "--game", "tricerata", "--board", "ring:2"]);
    assert_eq!(status, 2);
    assert!(err.contains("setup_board"));
}

#[test]
fn bench_prints_a_summary_line() {
    let (status, out, _) = run(&[
        "bench",
        "--game",
        "tricerata",
        "--board",
        "triangle:3",
        "--stones",
        "2",
        "--games",
        "50",
    ]);
    assert_eq!(status, 0);
    assert!(
        out.starts_with("board=triangle:3 players=2 stones=2 games=50 "),
        "{out}"
    );
    assert!(out.contains("unfinished=0"));
}
