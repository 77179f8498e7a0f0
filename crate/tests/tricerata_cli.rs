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

#[test]
fn solve_takes_any_turn_start_position_as_text() {
    // Triangle of 3 rows, turn 2, five stones left in cells 0, 2, 4, 6, 8 (3 in the store):
    // four turns at best (the brute force of tricerata_solver.rs agrees); the game replays.
    let text = "t3.1.0.2.102010101.3";
    let (status, out, err) = run(&["solve", "--game", "tricerata", "--position", text]);
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "optimum=4", "{out}");
    let tokens: Vec<u16> = lines[1].split(' ').map(|t| t.parse().unwrap()).collect();
    let mut p = semailles::tricerata::Position::from_text(text).unwrap();
    use semailles::game::Game;
    for t in &tokens {
        p.play(&t.to_string()).unwrap();
    }
    assert_eq!(p.outcome().unwrap().turns, Some(2 + 4));
    // A position and board options together are refused, with the documented error line.
    let (status, _, err) = run(&["solve", "--position", text, "--board", "triangle:3"]);
    assert_eq!(status, 2);
    assert!(err.contains("setup_inconsistent"), "{err}");
    let (status, _, err) = run(&["solve", "--position", "t3.1.0"]);
    assert_eq!(status, 2);
    assert!(err.contains("text_form"), "{err}");
}

/// A board file that cannot be read is called a board file in the message, not a setup.
#[test]
fn an_unreadable_board_file_is_named_as_one() {
    let (status, _, err) = run(&[
        "play",
        "--game",
        "tricerata",
        "--board-file",
        "/no/such/board.json",
    ]);
    assert_eq!(status, 2, "{err}");
    assert!(
        err.contains("cannot read board file \\\"/no/such/board.json\\\""),
        "{err}"
    );
}

/// `solve` on a few cells holding hundreds of stones answers within its time limit: writing
/// its game's notation looked again, at each of its hundreds of drops, whether the sowing could
/// end (minutes).
#[test]
fn solve_on_two_cells_of_seven_hundred_stones_answers() {
    let (status, out, err) = run(&[
        "solve",
        "--position",
        "c1_0.1.0.0.*ai0.0",
        "--time-limit",
        "1",
    ]);
    assert_eq!(status, 0, "{err}");
    assert!(out.starts_with("optimum=3\n0 1 0 1"), "{out:.60}");
}

/// What the referee writes reads back, on the densest board it accepts (255 cells, each beside
/// every other): `play`'s answer (1.2 MB) as a setup file, and its text form (231 KB). Both
/// were over the input limits of before (1 MB, 64 KB).
#[test]
fn the_densest_board_reads_back_what_play_writes() {
    let dir = std::env::temp_dir().join(format!("semailles-k255-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cells: Vec<serde_json::Value> = (0..255)
        .map(|i| serde_json::json!({ "neighbours": (0..255).filter(|&j| j != i).collect::<Vec<_>>() }))
        .collect();
    let board = dir.join("board.json");
    std::fs::write(
        &board,
        serde_json::json!({ "shape": "custom", "cells": cells }).to_string(),
    )
    .unwrap();
    let (status, out, err) = run(&[
        "play",
        "--game",
        "tricerata",
        "--board-file",
        board.to_str().unwrap(),
    ]);
    assert_eq!(status, 0, "{err:.300}");
    assert!(out.len() > 1024 * 1024, "{} bytes", out.len());
    let answer = dir.join("play.json");
    std::fs::write(&answer, &out).unwrap();
    let (status, legal, err) = run(&[
        "legal",
        "--game",
        "tricerata",
        "--setup",
        answer.to_str().unwrap(),
    ]);
    assert_eq!(status, 0, "{err:.300}");
    let text = serde_json::from_str::<serde_json::Value>(&out).unwrap()["text"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(text.len() > 64 * 1024, "{} bytes", text.len());
    let position = semailles::tricerata::Position::from_text(&text).unwrap();
    assert_eq!(semailles::tricerata::setup::to_text(&position), text);
    assert!(legal.contains("\"0\""), "{legal:.200}");
    std::fs::remove_dir_all(&dir).ok();
}
