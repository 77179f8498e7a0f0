//! The referee's contract for Mraha wa tso: commands, output formats, exit status 2 and a
//! one-line JSON error on stderr for bad input.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn semailles(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn json_out(o: &Output) -> Value {
    assert!(
        o.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).unwrap()
}

fn error_line(o: &Output) -> Value {
    assert_eq!(o.status.code(), Some(2));
    let text = String::from_utf8_lossy(&o.stderr);
    assert_eq!(text.trim_end().lines().count(), 1, "one line: {text}");
    serde_json::from_str(text.trim()).unwrap()
}

#[test]
fn perft_prints_one_line_per_depth() {
    let o = semailles(
        &[
            "perft", "--game", "mraha", "--preset", "mraha", "--depth", "3",
        ],
        None,
    );
    assert_eq!(String::from_utf8(o.stdout).unwrap(), "1 4\n2 14\n3 30\n");
}

#[test]
fn legal_prints_decision_player_tokens_and_outcome() {
    let o = semailles(
        &["legal", "--game", "mraha", "--preset", "zanzibar", "A6L"],
        None,
    );
    let v = json_out(&o);
    assert_eq!(v["decision"], "start");
    assert_eq!(v["to_move"], "north");
    assert_eq!(v["legal"], serde_json::json!(["a5L", "a5R", "a6L", "a6R"]));
    assert_eq!(v["outcome"], Value::Null);
}

#[test]
fn play_prints_the_position_with_outcome_and_events() {
    let o = semailles(
        &["play", "--game", "mraha", "--preset", "mraha", "A6L", "a5R"],
        None,
    );
    let v = json_out(&o);
    assert_eq!(v["game"], "mraha");
    assert_eq!(v["to_move"], "south");
    assert_eq!(
        v["north"]["front"],
        serde_json::json!([1, 0, 0, 0, 7, 2, 2, 0])
    );
    assert_eq!(v["outcome"], Value::Null);
    let kinds: Vec<&str> = v["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["type"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        ["place", "capture", "enter", "sow", "turn_end"],
        "the last turn's events"
    );
    // The printed position is a valid setup that plays on.
    let again = semailles(
        &["legal", "--game", "mraha", "--setup", "-"],
        Some(&v.to_string()),
    );
    assert!(!json_out(&again)["legal"].as_array().unwrap().is_empty());
}

#[test]
fn set_overrides_a_switch() {
    let o = semailles(
        &["legal", "--preset", "mraha", "--set", "first_player=north"],
        None,
    );
    assert_eq!(json_out(&o)["to_move"], "north");
    let o = semailles(
        &["legal", "--preset", "mraha", "--set", "first_player=west"],
        None,
    );
    assert_eq!(error_line(&o)["code"], "setup_switch");
}

#[test]
fn an_illegal_token_exits_2_with_a_json_error() {
    let o = semailles(
        &["play", "--game", "mraha", "--preset", "mraha", "A6L", "A5R"],
        None,
    );
    let e = error_line(&o);
    assert_eq!(e["code"], "illegal_token");
    assert_eq!(e["token"], "A5R");
    assert!(e["message"].as_str().unwrap().len() > 5);
    assert!(o.stdout.is_empty());
}

#[test]
fn a_malformed_setup_exits_2_with_a_json_error() {
    for (setup, code) in [
        ("{", "setup_syntax"),
        (
            r#"{"game":"mraha","rules":{"preset":"mraha"},"to_move":"south","south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"hand":22,"nyumba":true},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"hand":23,"nyumba":true},"takasia":null}"#,
            "setup_total",
        ),
    ] {
        let o = semailles(&["legal", "--game", "mraha", "--setup", "-"], Some(setup));
        let e = error_line(&o);
        assert_eq!(e["code"], code);
        assert_eq!(e["token"], Value::Null);
    }
    let o = semailles(
        &[
            "legal",
            "--game",
            "mraha",
            "--setup",
            "/nonexistent/setup.json",
        ],
        None,
    );
    assert_eq!(error_line(&o)["code"], "setup_syntax");
}

#[test]
fn unknown_game_or_preset_exits_2() {
    assert_eq!(
        error_line(&semailles(&["legal", "--game", "oware"], None))["code"],
        "setup_game"
    );
    assert_eq!(
        error_line(&semailles(&["legal", "--preset", "oware"], None))["code"],
        "setup_preset"
    );
}
