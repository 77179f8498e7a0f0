//! The referee's contract, case by case: every error is one JSON line on stderr with exit 2
//! (bad input), 3 (over a limit) or 1 (internal); the promised answers of `perft`, `play`,
//! `solve` and `bench`; the inputs that once crashed, hung or exhausted the engine.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

struct Run {
    status: i32,
    out: String,
    err: String,
}

fn run_with_input(args: &[&str], input: &[u8]) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the referee runs");
    // The referee may refuse before reading everything: a closed pipe is not a failure here.
    let _ = child.stdin.take().unwrap().write_all(input);
    let out = child.wait_with_output().unwrap();
    Run {
        status: out.status.code().unwrap_or(-1),
        out: String::from_utf8(out.stdout).unwrap(),
        err: String::from_utf8(out.stderr).unwrap(),
    }
}

fn run(args: &[&str]) -> Run {
    run_with_input(args, b"")
}

/// The run failed with `status` and exactly one JSON line on stderr with this `code`; returns it.
fn refused(r: &Run, status: i32, code: &str) -> Value {
    assert_eq!(r.status, status, "stderr: {}", r.err);
    assert_eq!(r.err.lines().count(), 1, "one line: {:?}", r.err);
    let v: Value = serde_json::from_str(r.err.trim()).expect("stderr is JSON");
    assert_eq!(v["code"], code, "{v}");
    assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
    assert!(r.out.is_empty(), "nothing on stdout: {}", r.out);
    v
}

#[test]
fn argument_errors_are_one_json_line_with_status_2() {
    for args in [
        &["perft", "--depth", "x"][..],
        &["perft"],
        &["no-such-command"],
        &["legal", "--no-such-option"],
        &["perft", "--depth", "-1"],
    ] {
        refused(&run(args), 2, "bad_argument");
    }
}

#[test]
fn help_still_prints_as_text() {
    let r = run(&["--help"]);
    assert_eq!(r.status, 0);
    assert!(r.out.contains("perft"));
}

#[test]
fn perft_depth_0_is_one_position() {
    for game in ["mraha", "tricerata"] {
        let r = run(&["perft", "--game", game, "--depth", "0"]);
        assert_eq!(r.status, 0, "{}", r.err);
        assert_eq!(r.out, "0 1\n");
    }
}

#[test]
fn perft_counts_sequences_of_exactly_d_turns() {
    // Kujifunza games can end within four turns: they count 0 past their end.
    let r = run(&[
        "perft",
        "--game",
        "mraha",
        "--preset",
        "kujifunza",
        "--depth",
        "4",
    ]);
    assert_eq!(r.status, 0, "{}", r.err);
    assert_eq!(r.out.lines().last(), Some("4 1902"));
}

#[test]
fn solve_refuses_a_mraha_game() {
    let v = refused(&run(&["solve", "--game", "mraha"]), 2, "setup_game");
    assert!(v["message"].as_str().unwrap().contains("Tricérata"));
}

#[test]
fn bench_and_match_refuse_zero_games() {
    refused(&run(&["bench", "--games", "0"]), 2, "bad_argument");
    refused(
        &run(&["match", "--a", "random", "--b", "random", "--games", "0"]),
        2,
        "bad_argument",
    );
}

#[test]
fn play_prints_the_text_form_that_position_reads_back() {
    for (game, tokens) in [("mraha", &["A6L"][..]), ("tricerata", &["4", "5"][..])] {
        let mut args = vec!["play", "--game", game];
        args.extend(tokens);
        let r = run(&args);
        assert_eq!(r.status, 0, "{}", r.err);
        let v: Value = serde_json::from_str(&r.out).unwrap();
        let text = v["text"].as_str().expect("a text form").to_string();
        let again = run(&["play", "--game", game, "--position", &text]);
        assert_eq!(again.status, 0, "{}", again.err);
        let w: Value = serde_json::from_str(&again.out).unwrap();
        assert_eq!(w["text"], v["text"]);
        assert_eq!(w["to_move"], v["to_move"]);
        // Every command that takes --setup takes --position.
        for cmd in ["legal", "perft", "describe"] {
            let mut a = vec![cmd, "--game", game, "--position", &text];
            if cmd == "perft" {
                a.extend(["--depth", "1"]);
            }
            assert_eq!(run(&a).status, 0, "{cmd} --position");
        }
    }
}

#[test]
fn setup_and_position_together_are_refused() {
    let r = run_with_input(
        &[
            "play",
            "--setup",
            "-",
            "--position",
            "mraha.s.0000622000000000mn.0000622000000000mn",
        ],
        b"{}",
    );
    refused(&r, 2, "setup_inconsistent");
}

#[test]
fn a_multibyte_rule_override_in_a_text_form_is_refused_not_a_crash() {
    for text in [
        "mraha-aé.s.0000622000000000mn.0000622000000000mn",
        "mraha-é",
        "mraha-😀x.s",
    ] {
        refused(&run(&["legal", "--position", text]), 2, "text_form");
    }
}

#[test]
fn a_board_over_the_largest_is_refused_with_status_3_naming_the_board() {
    let v = refused(
        &run(&["legal", "--game", "tricerata", "--board", "triangle:500"]),
        3,
        "board_too_large",
    );
    assert!(
        v["message"].as_str().unwrap().starts_with("triangle:500: "),
        "{v}"
    );
    assert_eq!(v["part"], "board");
}

#[test]
fn a_setup_longer_than_the_limit_is_refused_with_status_3() {
    let huge = vec![b' '; semailles::limits::MAX_SETUP_LEN + 1];
    refused(
        &run_with_input(&["play", "--setup", "-"], &huge),
        3,
        "input_too_long",
    );
}

#[test]
fn perft_over_its_memory_cap_stops_with_too_large() {
    // The issue's case: one turn of triangle:4 with 2 stones a cell has too many states.
    let r = run(&[
        "perft",
        "--game",
        "tricerata",
        "--board",
        "triangle:4",
        "--stones",
        "2",
        "--depth",
        "1",
        "--max-memory",
        "32M",
    ]);
    let v = refused(&r, 3, "too_large");
    assert!(v["message"].as_str().unwrap().contains("--max-memory"));
    refused(
        &run(&["perft", "--depth", "1", "--max-memory", "lots"]),
        2,
        "bad_argument",
    );
}

#[test]
fn bad_budgets_are_refused() {
    for budget in [
        "best:infms",
        "best:1e400ms",
        "best:-5ms",
        "best:NaNms",
        "best:0ms",
        "best:0",
        "best:99999999999999ms",
        "best:ms",
        "3:1e3",
    ] {
        let r = run(&["match", "--a", budget, "--b", "random", "--games", "1"]);
        let v = refused(&r, 2, "bad_budget");
        assert!(v["message"]
            .as_str()
            .unwrap()
            .contains(budget.split_once(':').unwrap().1));
    }
}

#[test]
fn a_forced_never_ending_sowing_is_not_offered_and_matches_end() {
    let dir = std::env::temp_dir().join(format!("semailles-contract-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let board = dir.join("pair-and-more.json");
    // Cells 0-1 a closed pair; 2-3-4 a path.
    std::fs::write(
        &board,
        r#"{"shape":"custom","cells":[{"neighbours":[1]},{"neighbours":[0]},
        {"neighbours":[3]},{"neighbours":[2,4]},{"neighbours":[3]}]}"#,
    )
    .unwrap();
    let b = board.to_str().unwrap();
    let r = run(&[
        "match",
        "--game",
        "tricerata",
        "--board-file",
        b,
        "--stones",
        "2",
        "--a",
        "best:2000",
        "--b",
        "random",
        "--games",
        "4",
    ]);
    assert_eq!(r.status, 0, "{}", r.err);
    // Lifting cell 0 of a pair holding 3 and 1 loops for ever: refused.
    let r = run(&[
        "play",
        "--game",
        "tricerata",
        "--position",
        "c1_0.1.0.0.31.0",
        "0",
    ]);
    refused(&r, 2, "illegal_token");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn no_command_at_all_is_one_json_line_naming_the_commands() {
    let v = refused(&run(&[]), 2, "bad_argument");
    let message = v["message"].as_str().unwrap();
    for command in [
        "perft", "legal", "play", "bench", "solve", "puzzles", "describe", "match",
    ] {
        assert!(message.contains(command), "{message}");
    }
}

#[test]
fn a_missing_argument_is_named() {
    for (args, name) in [
        (&["perft"][..], "--depth"),
        (&["match", "--a", "random"], "--b"),
        (&["puzzles"], "--game"),
    ] {
        let v = refused(&run(args), 2, "bad_argument");
        assert!(
            v["message"].as_str().unwrap().contains(name),
            "{args:?}: {v}"
        );
    }
}

#[test]
fn tricerata_options_are_refused_by_name_in_a_mraha_game() {
    let v = refused(
        &run(&[
            "legal",
            "--game",
            "mraha",
            "--board",
            "triangle:9",
            "--players",
            "3",
        ]),
        2,
        "setup_switch",
    );
    let message = v["message"].as_str().unwrap();
    assert!(
        message.contains("--board") && message.contains("--players"),
        "{message}"
    );
    for option in [
        &["--stones", "2"][..],
        &["--mort-subite"],
        &["--board-file", "x.json"],
    ] {
        let mut args = vec!["legal"];
        args.extend_from_slice(option);
        refused(&run(&args), 2, "setup_switch");
    }
}

#[test]
fn every_command_reads_its_memory_cap() {
    for game in ["mraha", "tricerata"] {
        refused(
            &run(&["legal", "--game", game, "--max-memory", "garbage"]),
            2,
            "bad_argument",
        );
    }
}

#[test]
fn a_tricerata_count_stopped_by_its_cap_prints_no_earlier_depth() {
    // Depths 1 and 2 fit in 1 MB, depth 3 does not: nothing of them on stdout.
    let r = run(&[
        "perft",
        "--game",
        "tricerata",
        "--board",
        "triangle:3",
        "--depth",
        "3",
        "--max-memory",
        "1M",
    ]);
    let v = refused(&r, 3, "too_large");
    assert!(v["message"].as_str().unwrap().contains("1 MB"), "{v}");
    let small = run(&[
        "perft",
        "--game",
        "tricerata",
        "--max-memory",
        "10K",
        "--board",
        "triangle:3",
        "--depth",
        "3",
    ]);
    let v = refused(&small, 3, "too_large");
    assert!(v["message"].as_str().unwrap().contains("10 KB"), "{v}");
}

#[test]
fn a_setup_or_position_of_the_other_game_is_named() {
    let tricerata = run(&["play", "--game", "tricerata", "--board", "triangle:3"]);
    assert_eq!(tricerata.status, 0, "{}", tricerata.err);
    let mraha = run(&["play"]);
    assert_eq!(mraha.status, 0, "{}", mraha.err);
    let v = refused(
        &run_with_input(&["legal", "--setup", "-"], tricerata.out.as_bytes()),
        2,
        "setup_game",
    );
    assert!(
        v["message"].as_str().unwrap().contains("--game tricerata"),
        "{v}"
    );
    refused(
        &run_with_input(
            &["legal", "--game", "tricerata", "--setup", "-"],
            mraha.out.as_bytes(),
        ),
        2,
        "setup_game",
    );
    let text = |out: &str| {
        serde_json::from_str::<Value>(out).unwrap()["text"]
            .as_str()
            .unwrap()
            .to_string()
    };
    refused(
        &run(&["legal", "--position", &text(&tricerata.out)]),
        2,
        "setup_game",
    );
    refused(
        &run(&[
            "legal",
            "--game",
            "tricerata",
            "--position",
            &text(&mraha.out),
        ]),
        2,
        "setup_game",
    );
}

#[test]
fn what_play_prints_is_a_setup_again_for_both_games() {
    for game in [
        &["--game", "tricerata", "--board", "triangle:3"][..],
        &["--game", "mraha"],
    ] {
        let mut args = vec!["play"];
        args.extend_from_slice(game);
        let first = run(&args);
        assert_eq!(first.status, 0, "{}", first.err);
        let again = run_with_input(
            &["play", "--game", game[1], "--setup", "-"],
            first.out.as_bytes(),
        );
        assert_eq!(again.status, 0, "{}", again.err);
        let text = |out: &str| serde_json::from_str::<Value>(out).unwrap()["text"].clone();
        assert_eq!(text(&again.out), text(&first.out));
    }
}

#[test]
fn bench_names_the_preset_of_the_position_it_plays() {
    let r = run(&[
        "bench",
        "--position",
        "kujifunza.s.22222222222222220x.22222222222222220x",
        "--games",
        "3",
    ]);
    assert_eq!(r.status, 0, "{}", r.err);
    assert!(r.out.starts_with("preset=kujifunza "), "{}", r.out);
}

#[test]
fn a_solve_out_of_time_is_over_a_limit() {
    let r = run(&[
        "solve",
        "--board",
        "triangle:8",
        "--stones",
        "3",
        "--time-limit",
        "0.001",
    ]);
    let v = refused(&r, 3, "too_large");
    assert!(v["message"].as_str().unwrap().contains("time limit"), "{v}");
}

#[test]
fn a_refused_token_of_a_list_is_named_by_its_place() {
    let v = refused(&run(&["legal", "A6L", "A6L", "A6L"]), 2, "illegal_token");
    assert_eq!(v["token"], "A6L");
    assert!(
        v["message"].as_str().unwrap().starts_with("token 2 of 3: "),
        "{v}"
    );
}
