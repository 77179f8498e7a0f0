//! The wasm boundary's hand-written JSON writer (`semailles::json_text`) against serde_json, the
//! referee's: for the same value, its text must parse to the same JSON — views and traces of
//! whole random games of both games, boards, the catalogue, errors — and strings must be
//! escaped as JSON requires.

use semailles::error::{code, Error};
use semailles::json_text::to_json;
use semailles::rng::Rng;
use semailles::session::{Session, Viewed};
use semailles::{catalogue, mraha, tricerata};
use serde::Serialize;
use serde_json::Value;

/// Numbers compared as values (the writer writes a whole float as `3`, serde_json as `3.0`).
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|((kx, vx), (ky, vy))| kx == ky && same(vx, vy))
        }
        _ => a == b,
    }
}

/// The writer's text parses, to what serde_json makes of the value (keys in the same order).
fn check<T: Serialize + ?Sized>(value: &T) {
    let text = to_json(value);
    let ours: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"));
    let theirs = serde_json::to_value(value).unwrap();
    assert!(same(&ours, &theirs), "ours:   {ours}\ntheirs: {theirs}");
}

/// A random game in a session, every answer checked: views, the `{events, view}` of each play,
/// undo, the board.
fn random_game<G: Viewed>(start: G, seed: u64, max_plies: usize) {
    let mut s = Session::new(start);
    let mut rng = Rng::new(seed);
    check(&s.pos.geometry());
    check(&s.view());
    for ply in 0..max_plies {
        let legal = s.pos.legal_tokens();
        if legal.is_empty() {
            break;
        }
        let token = legal[rng.below(legal.len())].clone();
        let events = s.play(&token).unwrap();
        check(&s.played(events));
        if ply % 7 == 3 {
            s.undo();
            check(&s.view());
            let events = s.redo().unwrap();
            check(&s.played(events));
        }
    }
    check(&s.tokens());
}

#[test]
fn mraha_games_write_as_serde_json_does() {
    for (i, preset) in ["mraha", "zanzibar", "kujifunza"].iter().enumerate() {
        let start = mraha::Position::start(mraha::Rules::preset(preset).unwrap());
        random_game(start, 11 + i as u64, 300);
    }
}

#[test]
fn tricerata_games_write_as_serde_json_does() {
    for (i, (board, players)) in [("triangle:4", 2), ("hex:2", 3), ("square:3", 1)]
        .iter()
        .enumerate()
    {
        let start = tricerata::Position::start_on(board, *players, 1, i == 1).unwrap();
        random_game(start, 5 + i as u64, 300);
    }
}

#[test]
fn the_catalogue_writes_as_serde_json_does() {
    check(&catalogue::catalogue());
    check(&catalogue::game_levels::<mraha::Position>());
}

#[test]
fn errors_write_as_serde_json_does() {
    check(&Error::new(code::SETUP_GAME, "unknown game \"x\""));
    check(&Error::with_token(code::ILLEGAL_TOKEN, "no", "A9\u{7f}").in_part("moves"));
    check(&mraha::Position::from_text("mraha.q").unwrap_err());
}

#[test]
fn strings_are_escaped_as_json_requires() {
    let every_ascii: String = (0u8..128).map(char::from).collect();
    for text in [
        every_ascii.as_str(),
        "quote \" backslash \\ slash / tab \t",
        "Tricérata, 三, 🙂, \u{2028}",
        "",
    ] {
        check(text);
        assert_eq!(
            serde_json::from_str::<String>(&to_json(text)).unwrap(),
            text
        );
    }
    // Control characters escaped exactly as serde_json writes them.
    assert_eq!(
        to_json("\u{1}\n\u{1f}"),
        serde_json::to_string("\u{1}\n\u{1f}").unwrap()
    );
}

#[test]
fn numbers_are_written_by_hand_exactly() {
    check(&[0u64, 1, 9, 10, 99, 12_345, u32::MAX as u64, u64::MAX]);
    check(&[0i64, -1, -10, i64::MIN, i64::MAX]);
    check(&[
        0.5f64,
        -0.25,
        1.0 / 3.0,
        3.0f64.sqrt() / 2.0,
        1e-7,
        1e300,
        -0.0,
        2.0,
        -17.0,
    ]);
    assert_eq!(to_json(&[f64::NAN, f64::INFINITY]), "[null,null]");
    assert_eq!(to_json(&(u64::MAX, -5i32)), "[18446744073709551615,-5]");
}
