//! Answers of the referee that testing it from outside found wrong, each checked as the caller
//! sees it (arguments in, stdout, one JSON line on stderr, the exit status): tokens that name
//! no move, setups with fields or keys the format does not have, `match`'s stderr, an answer
//! that cannot be written, `help`, a switch set twice, what `bench` says of Tricérata's stones,
//! and messages that were unclear or echoed a whole input back.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

struct Run {
    status: Option<i32>,
    out: String,
    err: String,
}

fn run_with_input(args: &[&str], input: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the referee runs");
    // The referee may refuse before reading everything: a closed pipe is not a failure here.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    Run {
        status: out.status.code(),
        out: String::from_utf8(out.stdout).unwrap(),
        err: String::from_utf8(out.stderr).unwrap(),
    }
}

fn run(args: &[&str]) -> Run {
    run_with_input(args, "")
}

/// The run failed with `status` and exactly one JSON line on stderr with this `code`, nothing
/// on stdout; returns the line.
fn refused(r: &Run, status: i32, code: &str) -> Value {
    assert_eq!(r.status, Some(status), "stderr: {}", r.err);
    assert_eq!(r.err.lines().count(), 1, "one line: {:?}", r.err);
    let v: Value = serde_json::from_str(r.err.trim()).expect("stderr is JSON");
    assert_eq!(v["code"], code, "{v}");
    assert!(r.out.is_empty(), "nothing on stdout: {}", r.out);
    v
}

fn message(v: &Value) -> &str {
    v["message"].as_str().expect("a message")
}

/// The setup of Mraha's start, as `play` prints it (without what `play` adds).
const MRAHA_START: &str = r#"{"game":"mraha","rules":{"preset":"mraha"},"to_move":"south",
 "south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"hand":22,"nyumba":true},
 "north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"hand":22,"nyumba":true},
 "takasia":null}"#;

/// Rust's names of the decisions, which messages must not show (the rules have their words).
const RUST_NAMES: [&str; 8] = [
    "Start", "Nyumba", "Kotso", "Lift", "Path", "Capture", "Seize", "Over",
];

#[test]
fn a_token_naming_no_mraha_move_is_unknown_and_a_well_formed_one_illegal() {
    // Nothing of the notation (rules §11): a pit that does not exist, a small `l`, a front pit
    // that is no kotso, a capital `Go`, a Tricérata cell id, an unreadable character.
    for token in [
        "zz", "3", "A9L", "A6l", "Go", "A3", "A6", "A6LR", "é", "A6L ",
    ] {
        let v = refused(
            &run(&["legal", "--game", "mraha", token]),
            2,
            "unknown_token",
        );
        assert_eq!(v["token"], token);
        assert!(message(&v).contains("A6L"), "says what a token is: {v}");
    }
    // Tokens of the notation that are not legal now: North's start on South's turn, a mid-turn
    // answer at a turn's start, a start that is not offered.
    for token in ["a6L", "stop", "go", "A1", "a8", "B3R", "A5L"] {
        let v = refused(
            &run(&["legal", "--game", "mraha", token]),
            2,
            "illegal_token",
        );
        assert_eq!(v["token"], token);
        assert!(message(&v).contains("the start of a turn"), "{v}");
        for name in RUST_NAMES {
            assert!(!message(&v).contains(name), "{name} in {v}");
        }
    }
    // Tricérata's decisions are named in the rules' words too (lift 0: the next cell is 2).
    let v = refused(
        &run(&[
            "legal",
            "--game",
            "tricerata",
            "--board",
            "triangle:2",
            "0",
            "0",
        ]),
        2,
        "illegal_token",
    );
    assert!(message(&v).contains("the next cell of the sowing"), "{v}");
    for name in RUST_NAMES {
        assert!(!message(&v).contains(name), "{name} in {v}");
    }
}

#[test]
fn setups_refuse_fields_they_do_not_have_and_keys_given_twice() {
    let mraha: Value = serde_json::from_str(MRAHA_START).unwrap();
    let mut with_extra = mraha.clone();
    with_extra["takasai"] = Value::from("a4");
    let mut side_extra = mraha.clone();
    side_extra["south"]["houses"] = Value::from(1);
    for (setup, named) in [(with_extra, "takasai"), (side_extra, "houses")] {
        let r = run_with_input(&["legal", "--setup", "-"], &setup.to_string());
        let v = refused(&r, 2, "setup_syntax");
        assert!(message(&v).contains(named), "{v}");
    }
    // A key given twice: the last no longer wins without a word, in either game.
    let twice = [
        (
            "mraha",
            MRAHA_START.replace(
                r#""to_move":"south","#,
                r#""to_move":"north","to_move":"south","#,
            ),
            "to_move",
        ),
        (
            "mraha",
            MRAHA_START.replace(
                r#"{"preset":"mraha"}"#,
                r#"{"preset":"mraha","takasia":true,"takasia":false}"#,
            ),
            "takasia",
        ),
        (
            "tricerata",
            r#"{"game":"tricerata","board":{"shape":"triangle","size":2},"players":2,"players":3,
              "stones":[1,1,1,1],"stores":[0,0],"to_move":0}"#
                .to_string(),
            "players",
        ),
    ];
    for (game, setup, named) in twice {
        let r = run_with_input(&["legal", "--game", game, "--setup", "-"], &setup);
        let v = refused(&r, 2, "setup_syntax");
        assert!(message(&v).contains(named), "{v}");
    }
    // What `play` prints (the setup plus `text`, `outcome`, `events`) still reads.
    let played = run(&["play", "A6L"]);
    assert_eq!(played.status, Some(0), "{}", played.err);
    let again = run_with_input(&["legal", "--setup", "-"], &played.out);
    assert_eq!(again.status, Some(0), "{}", again.err);
}

#[test]
fn match_keeps_stderr_for_errors_unless_progress_is_asked() {
    let args = ["match", "--a", "random", "--b", "random", "--games", "2"];
    let quiet = run(&args);
    assert_eq!(quiet.status, Some(0), "{}", quiet.err);
    assert_eq!(quiet.err, "", "stderr of a match that succeeded");
    assert_eq!(quiet.out.lines().count(), 1, "{}", quiet.out);
    assert!(quiet.out.starts_with("a_wins="), "{}", quiet.out);
    let mut shown = args.to_vec();
    shown.push("--progress");
    let loud = run(&shown);
    assert_eq!(loud.status, Some(0), "{}", loud.err);
    assert_eq!(loud.out, quiet.out, "the same result line");
    assert!(
        loud.err.contains("game 1/2") && loud.err.contains("game 2/2"),
        "{}",
        loud.err
    );
    assert!(
        loud.err.lines().any(|l| l.starts_with("a=random:")),
        "{}",
        loud.err
    );
}

/// The one JSON line of an answer that could not be written: status 4, `output_failed`, no
/// panic and no backtrace.
fn output_failed(status: Option<i32>, err: &str) {
    assert_eq!(status, Some(4), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "one line: {err:?}");
    let v: Value = serde_json::from_str(err.trim()).expect("stderr is JSON");
    assert_eq!(v["code"], "output_failed", "{v}");
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
}

#[test]
fn an_answer_that_cannot_be_written_is_output_failed() {
    // A full disk.
    if let Ok(full) = std::fs::File::create("/dev/full") {
        for args in [
            &["perft", "--depth", "2"][..],
            &["legal"],
            &["describe"],
            &["--help"],
        ] {
            let o = Command::new(env!("CARGO_BIN_EXE_semailles"))
                .args(args)
                .stdout(full.try_clone().unwrap())
                .stderr(Stdio::piped())
                .output()
                .unwrap();
            output_failed(o.status.code(), &String::from_utf8(o.stderr).unwrap());
        }
    }
    // A pipe its reader closed before the answer (as `| head -c 10` does): the referee waits
    // for its setup on stdin, which comes once the reader is gone.
    let mut child = Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args(["play", "--setup", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(MRAHA_START.as_bytes()).unwrap();
    drop(stdin);
    let o = child.wait_with_output().unwrap();
    output_failed(o.status.code(), &String::from_utf8(o.stderr).unwrap());
}

#[test]
fn help_prints_for_help_itself_and_for_every_command() {
    let commands = [
        "perft", "legal", "play", "bench", "solve", "puzzles", "describe", "match", "help",
    ];
    let mut asked: Vec<Vec<&str>> = vec![vec!["help"], vec!["help", "--help"], vec!["--help"]];
    for c in commands {
        asked.push(vec![c, "--help"]);
        asked.push(vec!["help", c]);
    }
    for args in asked {
        let r = run(&args);
        assert_eq!(r.status, Some(0), "{args:?}: {}", r.err);
        assert!(r.out.contains("Usage:"), "{args:?}: {}", r.out);
        assert_eq!(r.err, "", "{args:?}");
    }
    let v = refused(&run(&["help", "nope"]), 2, "bad_argument");
    assert!(message(&v).contains("perft"), "names the commands: {v}");
}

#[test]
fn a_switch_set_twice_is_refused_by_name() {
    for values in [["takasia=on", "takasia=off"], ["takasia=on", "takasia=on"]] {
        let r = run(&["legal", "--set", values[0], "--set", values[1]]);
        let v = refused(&r, 2, "setup_switch");
        assert!(message(&v).contains("takasia"), "{v}");
    }
    // Two different switches are two settings.
    let r = run(&[
        "legal",
        "--set",
        "takasia=on",
        "--set",
        "first_player=north",
    ]);
    assert_eq!(r.status, Some(0), "{}", r.err);
}

#[test]
fn tricerata_bench_says_what_its_stones_are() {
    let r = run(&[
        "bench",
        "--game",
        "tricerata",
        "--board",
        "triangle:2",
        "--stones",
        "3",
        "--games",
        "5",
    ]);
    assert_eq!(r.status, Some(0), "{}", r.err);
    assert!(r.out.contains(" stones=3 "), "{}", r.out);
    // A position whose cell 0 is empty: 6 stones on the board, none in cell 0.
    let r = run(&[
        "bench",
        "--game",
        "tricerata",
        "--position",
        "t2.2.0.0.0204.00",
        "--games",
        "5",
    ]);
    assert_eq!(r.status, Some(0), "{}", r.err);
    assert!(r.out.contains(" stones_on_board=6 "), "{}", r.out);
    assert!(!r.out.contains("stones=0"), "{}", r.out);
}

#[test]
fn numbers_are_read_as_typed() {
    // `-0` was read as 0 (then "not 0", or a depth of 0 taken); `+3` as 3. Each is refused
    // naming what was typed.
    for (args, typed) in [
        (&["perft", "--depth=-0"][..], "'-0'"),
        (&["puzzles", "--game", "mraha", "--count=-0"], "'-0'"),
        (&["bench", "--games=-0"], "'-0'"),
        (
            &[
                "bench",
                "--game",
                "tricerata",
                "--stones=-0",
                "--games",
                "1",
            ],
            "'-0'",
        ),
        (&["legal", "--game", "tricerata", "--players=+2"], "'+2'"),
        (&["bench", "--seed=+1", "--games", "1"], "'+1'"),
        (&["perft", "--depth", "1", "--max-memory", "+5M"], "\"+5M\""),
    ] {
        let v = refused(&run(args), 2, "bad_argument");
        assert!(message(&v).contains(typed), "{args:?}: {v}");
    }
}

#[test]
fn messages_name_the_fault_in_plain_words() {
    // One option, one noun.
    let v = refused(&run(&["legal", "--board", "triangle:3"]), 2, "setup_switch");
    assert!(
        message(&v).contains("--board is an option of Tricérata"),
        "{v}"
    );
    let v = refused(
        &run(&["legal", "--board", "triangle:3", "--players", "2"]),
        2,
        "setup_switch",
    );
    assert!(message(&v).contains("are options of Tricérata"), "{v}");
    // A cell that names itself is told so, even where its list is also one too long.
    for cells in [
        r#"[{"neighbours":[0,1]},{"neighbours":[0]}]"#,
        r#"[{"neighbours":[1,0]},{"neighbours":[0]}]"#,
        r#"[{"neighbours":[1]},{"neighbours":[0,1]},{"neighbours":[]}]"#,
    ] {
        let dir = std::env::temp_dir().join(format!("semailles-loop-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("board.json");
        std::fs::write(&file, format!(r#"{{"shape":"custom","cells":{cells}}}"#)).unwrap();
        let r = run(&[
            "legal",
            "--game",
            "tricerata",
            "--board-file",
            file.to_str().unwrap(),
        ]);
        let v = refused(&r, 2, "setup_board");
        assert!(
            message(&v).contains("names itself as a neighbour"),
            "{cells}: {v}"
        );
    }
}

#[test]
fn a_byte_order_mark_at_the_start_is_skipped() {
    let without = run_with_input(&["legal", "--setup", "-"], MRAHA_START);
    assert_eq!(without.status, Some(0), "{}", without.err);
    let with = run_with_input(
        &["legal", "--setup", "-"],
        &format!("\u{feff}{MRAHA_START}"),
    );
    assert_eq!(with.status, Some(0), "{}", with.err);
    assert_eq!(with.out, without.out);
    let text = "mraha.s.0000622000000000mn.0000622000000000mn";
    for game in ["mraha", "tricerata"] {
        let text = if game == "mraha" {
            text
        } else {
            "t2.2.0.0.1111.00"
        };
        let without = run(&["legal", "--game", game, "--position", text]);
        assert_eq!(without.status, Some(0), "{}", without.err);
        let marked = format!("\u{feff}{text}");
        let with = run(&["legal", "--game", game, "--position", &marked]);
        assert_eq!(with.status, Some(0), "{}", with.err);
        assert_eq!(with.out, without.out);
    }
}

#[test]
fn a_huge_input_is_quoted_by_its_start_and_length() {
    let token = "x".repeat(120_000);
    let v = refused(&run(&["legal", &token]), 2, "unknown_token");
    let m = message(&v);
    assert!(m.len() < 600, "{} bytes of message", m.len());
    assert!(m.contains('…') && m.contains("120000 bytes"), "{m}");
    // Both text forms (up to 64 KB for Tricérata).
    let text = format!("t2.2.0.0.{}.00", "1".repeat(60_000));
    let v = refused(
        &run(&["legal", "--game", "tricerata", "--position", &text]),
        2,
        "setup_length",
    );
    assert!(message(&v).len() < 600, "{v}");
    let text = format!("t{}.2.0.0.1111.00", "+".repeat(60_000));
    let v = refused(
        &run(&["legal", "--game", "tricerata", "--position", &text]),
        2,
        "text_form",
    );
    assert!(
        message(&v).len() < 600 && message(&v).contains("bytes"),
        "{v}"
    );
}

#[test]
fn solve_honours_its_memory_cap() {
    // The proof of triangle:5 with one stone a cell (4 turns) holds far more than 1 MB.
    let r = run(&[
        "solve",
        "--board",
        "triangle:5",
        "--stones",
        "1",
        "--max-memory",
        "1M",
        "--time-limit",
        "60",
    ]);
    let v = refused(&r, 3, "too_large");
    assert!(
        message(&v).contains("--max-memory") && message(&v).contains("1 MB"),
        "{v}"
    );
    // A board small enough is still solved under the same cap.
    let r = run(&["solve", "--board", "triangle:2", "--max-memory", "1M"]);
    assert_eq!(r.status, Some(0), "{}", r.err);
    assert!(r.out.starts_with("optimum=3\n"), "{}", r.out);
}
