//! The JSON setup and the one-line text form: one clear error per fault, exact round trips
//! (mid-turn states included), URL-safe text.

use semailles::error::code;
use semailles::game::Game;
use semailles::tricerata::Position;
use serde_json::{json, Value};

fn base() -> Value {
    json!({"game":"tricerata","board":{"shape":"triangle","size":2},"players":2,
        "stones":[1,1,1,1],"stores":[0,0],"to_move":0,"turns":0,"mort_subite":false})
}

fn with(mut v: Value, key: &str, val: Value) -> Value {
    v[key] = val;
    v
}

fn err_code(v: &Value) -> &'static str {
    Position::from_json(&v.to_string()).unwrap_err().code
}

#[test]
fn the_issue_format_reads_and_writes_back_exactly() {
    let v = base();
    let p = Position::from_json(&v.to_string()).unwrap();
    let back: Value = serde_json::from_str(&p.to_json()).unwrap();
    assert_eq!(back, v);
    assert_eq!(
        p.to_text(),
        "t2.2.0.0.1111.00",
        "the example of the module doc"
    );
}

#[test]
fn each_fault_has_its_code() {
    let cases: Vec<(Value, &str)> = vec![
        (json!("not an object"), code::SETUP_SYNTAX),
        (with(base(), "game", json!("mraha")), code::SETUP_GAME),
        (with(base(), "stones", json!([1, 1, 1])), code::SETUP_LENGTH),
        (with(base(), "stores", json!([0])), code::SETUP_LENGTH),
        (
            with(base(), "stones", json!([1, -1, 1, 1])),
            code::SETUP_COUNT,
        ),
        (
            with(base(), "stones", json!([1, 9999, 1, 1])),
            code::SETUP_COUNT,
        ),
        (with(base(), "players", json!(0)), code::SETUP_PLAYER),
        (with(base(), "players", json!(7)), code::SETUP_PLAYER),
        (with(base(), "to_move", json!(2)), code::SETUP_PLAYER),
        (with(base(), "turns", json!(-1)), code::SETUP_COUNT),
        (
            with(base(), "board", json!({"shape":"circle","size":3})),
            code::SETUP_BOARD,
        ),
        (
            with(base(), "board", json!({"shape":"triangle","size":13})),
            code::BOARD_TOO_LARGE,
        ),
        (
            with(base(), "board", json!({"shape":"triangle"})),
            code::SETUP_BOARD,
        ),
        (
            with(
                base(),
                "board",
                json!({"shape":"custom","cells":[{"neighbours":[1]},{"neighbours":[]}]}),
            ),
            code::SETUP_BOARD,
        ),
        (with(base(), "unknown_field", json!(1)), code::SETUP_SYNTAX),
        (
            with(
                base(),
                "pending",
                json!({"decision":"path","cell":9,"hand":1}),
            ),
            code::SETUP_PIT,
        ),
        (
            with(
                base(),
                "pending",
                json!({"decision":"path","cell":2,"hand":0}),
            ),
            code::SETUP_COUNT,
        ),
        (
            // Cell 2 holds one stone but the capture needs a stony neighbour: here all hold 1,
            // so make 2 hold 2 instead: not "the single last stone".
            with(
                with(base(), "stones", json!([1, 1, 2, 1])),
                "pending",
                json!({"decision":"capture","cell":2}),
            ),
            code::SETUP_INCONSISTENT,
        ),
        (
            with(base(), "pending", json!({"decision":"jump"})),
            code::SETUP_INCONSISTENT,
        ),
        (
            with(base(), "ended", json!("mort_subite")),
            code::SETUP_INCONSISTENT,
        ),
        (
            with(with(base(), "players", json!(1)), "stores", json!([0])),
            "ok",
        ),
    ];
    for (v, want) in cases {
        match Position::from_json(&v.to_string()) {
            Ok(_) => assert_eq!(want, "ok", "{v}"),
            Err(e) => assert_eq!(e.code, want, "{v}: {}", e.message),
        }
    }
    assert_eq!(err_code(&json!({})), code::SETUP_SYNTAX);
}

fn round_trip(p: &Position) {
    let text = p.to_text();
    assert!(
        text.chars()
            .all(|c| c.is_ascii_alphanumeric() || "._-*".contains(c)),
        "URL-safe: {text}"
    );
    assert_eq!(&Position::from_text(&text).unwrap(), p, "{text}");
    assert_eq!(
        &Position::from_json(&p.to_json()).unwrap(),
        p,
        "{}",
        p.to_json()
    );
}

#[test]
fn mid_turn_states_round_trip() {
    let mut p = Position::from_json(&base().to_string()).unwrap();
    round_trip(&p);
    for t in ["0", "2", "1", "2"] {
        p.play(t).unwrap();
        round_trip(&p); // path with hand, then relay, then capture pending
    }
    assert!(p.to_text().ends_with(".c2"));
    let mut s =
        Position::from_json(&with(base(), "stones", json!([1, 0, 0, 0])).to_string()).unwrap();
    s.play("0").unwrap();
    assert!(s.to_text().ends_with(".p01"), "{}", s.to_text());
    s.play("2").unwrap();
    assert!(s.to_text().ends_with(".s"));
    round_trip(&s);
    s.play("2").unwrap();
    round_trip(&s);
}

#[test]
fn large_counts_use_the_star_form() {
    let v = with(
        with(base(), "stones", json!([70, 0, 3905, 61])),
        "stores",
        json!([62, 0]),
    );
    let v = with(v, "stones", json!([70, 0, 3000, 61]));
    let p = Position::from_json(&v.to_string()).unwrap();
    // 70 = 62 + 8 → *08; 0; 3000 = 62 + 47·62 + 24 → *Lo; 61 → Z; store 62 → *00.
    assert_eq!(p.to_text(), "t2.2.0.0.*080*LoZ.*000");
    round_trip(&p);
    let too_many = with(base(), "stones", json!([3905, 1, 0, 0]));
    assert_eq!(err_code(&too_many), code::SETUP_TOTAL);
}

#[test]
fn custom_boards_round_trip_with_marks_and_coordinates() {
    let v = with(
        base(),
        "board",
        json!({"shape":"custom","cells":[
            {"neighbours":[1,2],"interior":true,"x":0.0,"y":-1.5},
            {"neighbours":[0,2],"x":1.25,"y":0.5},
            {"neighbours":[0,1,3],"x":-1.0,"y":0.5},
            {"neighbours":[2],"x":-2.0,"y":0.001}]}),
    );
    let p = Position::from_json(&v.to_string()).unwrap();
    let back: Value = serde_json::from_str(&p.to_json()).unwrap();
    // Unmarked cells are written with an explicit `false` once any cell is marked.
    let mut want = v.clone();
    for c in 1..4 {
        want["board"]["cells"][c]["interior"] = json!(false);
    }
    assert_eq!(back, want);
    assert_eq!(
        p.to_text(),
        "C1-2ix0yn1500_0-2x1250y500_0-1-3xn1000y500_2xn2000y1.2.0.0.1111.00"
    );
    round_trip(&p);
    assert!(p.board().is_interior(0) && !p.board().is_interior(2));
    let plain = with(
        base(),
        "board",
        json!({"shape":"custom","cells":[{"neighbours":[1]},{"neighbours":[0,2]},
            {"neighbours":[1]},{"neighbours":[1]}]}),
    );
    // 3 names 1 but 1 does not name 3.
    assert_eq!(err_code(&plain), code::SETUP_BOARD);
}

#[test]
fn bad_text_forms_are_text_errors() {
    for t in [
        "",
        "t2",
        "t2.2.0.0.1111",
        "q2.2.0.0.1111.00",
        "t2.2.0.0.11!1.00",
        "t2.2.0.0.1111.00.z",
        "t2.2.0.0.1111.00.p0",
        "t2.x.0.0.1111.00",
        "t2.2.0.0.1111.00.s.s",
    ] {
        assert_eq!(
            Position::from_text(t).unwrap_err().code,
            code::TEXT_FORM,
            "{t:?}"
        );
    }
    // Well-formed text with a setup fault gets the setup code.
    assert_eq!(
        Position::from_text("t2.2.5.0.1111.00").unwrap_err().code,
        code::SETUP_PLAYER
    );
    assert_eq!(
        Position::from_text("t2.2.0.0.111.00").unwrap_err().code,
        code::SETUP_LENGTH
    );
}

/// The turn count (the solitaire score) cannot wrap: a setup or text form counting more than
/// `limits::MAX_TURNS` turns is refused, naming the limit, and a count at the limit goes on
/// counting (it wrapped from 4 294 967 295 to 0 before).
#[test]
fn turn_counts_past_the_limit_are_refused_and_never_wrap() {
    use semailles::limits::MAX_TURNS;
    let solo = json!({"game":"tricerata","board":{"shape":"triangle","size":2},"players":1,
        "stones":[1,1,1,1],"stores":[0],"to_move":0});
    for turns in [u32::MAX as i64, MAX_TURNS as i64 + 1] {
        let e = Position::from_json(&with(solo.clone(), "turns", json!(turns)).to_string())
            .unwrap_err();
        assert_eq!(e.code, code::SETUP_COUNT, "{turns}");
        assert!(e.message.contains(&MAX_TURNS.to_string()), "{}", e.message);
        let text = format!("t2.1.0.{turns}.1111.0");
        assert_eq!(
            Position::from_text(&text).unwrap_err().code,
            code::SETUP_COUNT
        );
    }
    let mut p = Position::from_json(&with(solo, "turns", json!(MAX_TURNS)).to_string()).unwrap();
    while p.turns() == MAX_TURNS {
        let first = p.legal_tokens()[0].clone();
        p.play(&first).unwrap();
    }
    assert_eq!(p.turns(), MAX_TURNS + 1);
}

/// The text form's numbers are written in plain decimal (no sign, no leading zero) and a
/// custom cell's neighbours joined by single `-`: `+2`, `02`, `-1` (an empty piece) were read
/// by `str::parse` or skipped. Each is refused with `text_form`, naming the bad part.
#[test]
fn text_forms_outside_the_grammar_are_refused_naming_the_bad_part() {
    for (text, named) in [
        ("t+2.2.0.0.1111.00", "+2"),
        ("t02.2.0.0.1111.00", "02"),
        ("t2.+2.0.0.1111.00", "+2"),
        ("t2.02.0.0.1111.00", "02"),
        ("t2.2m.+0.0.1111.00", "+0"),
        ("t2.2.0.+0.1111.00", "+0"),
        ("t2.2.0.00.1111.00", "00"),
        ("c-1_0.+2.0.0.11.00", "cell 0"),
        ("c-1_0.2.0.0.11.00", "cell 0"),
        ("c1-_0.2.0.0.11.00", "cell 0"),
        ("c1--2_0_0.2.0.0.111.00", "cell 0"),
        ("c1_+0.2.0.0.11.00", "+0"),
        ("c1_0x+1y0.2.0.0.11.00", "coordinate"),
        ("c1x01y0_0x0y0.2.0.0.11.00", "coordinate"),
    ] {
        let e = Position::from_text(text).unwrap_err();
        assert_eq!(e.code, code::TEXT_FORM, "{text}: {e:?}");
        assert!(e.message.contains(named), "{text}: {}", e.message);
    }
}

/// Property: every position the engine writes reads back as itself, on seeded random custom
/// boards (interior marks, negative and zero coordinates), player counts, Mort subite, turn
/// counts and stone counts in both of the count's forms.
#[test]
fn every_text_written_reads_back() {
    use semailles::rng::Rng;
    let mut rng = Rng::new(7);
    for _ in 0..300 {
        let n = 2 + rng.below(12);
        // A path through every cell, then a few more edges.
        let mut edges: Vec<(usize, usize)> = (1..n).map(|i| (rng.below(i), i)).collect();
        for _ in 0..rng.below(n) {
            let (a, b) = (rng.below(n), rng.below(n));
            if a != b && !edges.contains(&(a.min(b), a.max(b))) {
                edges.push((a.min(b), a.max(b)));
            }
        }
        let marked = rng.below(2) == 0;
        let placed = rng.below(2) == 0;
        let cells: Vec<Value> = (0..n)
            .map(|c| {
                let neighbours: Vec<usize> = edges
                    .iter()
                    .filter_map(|&(a, b)| (a == c).then_some(b).or((b == c).then_some(a)))
                    .collect();
                let mut cell = json!({ "neighbours": neighbours });
                if marked {
                    cell["interior"] = json!(rng.below(2) == 0);
                }
                if placed {
                    cell["x"] = json!(rng.below(4001) as f64 / 1000.0 - 2.0);
                    cell["y"] = json!(-(rng.below(3) as f64));
                }
                cell
            })
            .collect();
        let players = 1 + rng.below(6);
        let stones: Vec<u64> = (0..n)
            .map(|_| match rng.below(4) {
                0 => 0,
                1 => 62 + rng.below(200) as u64,
                _ => rng.below(62) as u64,
            })
            .collect();
        let setup = json!({
            "game": "tricerata",
            "board": { "shape": "custom", "cells": cells },
            "players": players,
            "stones": stones,
            "stores": vec![rng.below(70); players],
            "to_move": rng.below(players),
            "turns": rng.below(3) * rng.below(100_000),
            "mort_subite": players > 1 && rng.below(2) == 0,
        });
        let Ok(p) = Position::from_json(&setup.to_string()) else {
            continue; // (a position the rules refuse, such as no stone at all)
        };
        round_trip(&p);
    }
}
