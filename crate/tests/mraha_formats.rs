//! The position formats of Mraha wa tso: the JSON setup read and written exactly, one clear
//! error per fault, and the one-line text form.

use semailles::error::code;
use semailles::game::Game;
use semailles::mraha::{Position, Rules};
use serde_json::{json, Value};

fn start_json() -> Value {
    json!({
        "game": "mraha",
        "rules": {"preset": "mraha"},
        "to_move": "south",
        "south": {"front": [0, 0, 0, 0, 6, 2, 2, 0], "back": [0, 0, 0, 0, 0, 0, 0, 0], "hand": 22, "nyumba": true},
        "north": {"front": [0, 0, 0, 0, 6, 2, 2, 0], "back": [0, 0, 0, 0, 0, 0, 0, 0], "hand": 22, "nyumba": true},
        "takasia": null
    })
}

fn read(v: &Value) -> Result<Position, semailles::error::Error> {
    Position::from_json(&v.to_string())
}

#[test]
fn the_start_is_written_exactly_as_the_setup_format() {
    let p = Position::start(Rules::preset("mraha").unwrap());
    assert_eq!(serde_json::to_value(p.to_setup()).unwrap(), start_json());
    assert_eq!(read(&start_json()).unwrap(), p);
}

#[test]
fn switch_overrides_are_read_and_written_after_the_preset() {
    let mut v = start_json();
    v["rules"] = json!({"preset": "zanzibar", "takasia": false, "central_entry": "free"});
    let p = read(&v).unwrap();
    assert!(!p.rules().takasia);
    let written = serde_json::to_string(&p.to_setup().rules).unwrap();
    assert_eq!(
        written,
        r#"{"preset":"zanzibar","central_entry":"free","takasia":false}"#
    );
    // "on"/"off" are accepted for the on/off switches, as on the command line.
    v["rules"] = json!({"preset": "mraha", "singleton_captures": "on"});
    assert!(read(&v).unwrap().rules().singleton_captures);
}

/// A switch given a value of no kind a switch takes is refused naming the switch and the kinds
/// it may be, not serde's words for its own types.
#[test]
fn a_switch_of_the_wrong_kind_is_named() {
    for bad in [json!(1), json!([]), json!(null), json!({"on": true})] {
        let mut v = start_json();
        v["rules"] = json!({"preset": "mraha", "takasia": bad});
        let e = read(&v).unwrap_err();
        assert_eq!(e.code, code::SETUP_SYNTAX, "{bad}");
        assert!(e.message.contains("\"takasia\""), "{bad}: {}", e.message);
        assert!(
            e.message.contains("text, or true or false"),
            "{bad}: {}",
            e.message
        );
        assert!(!e.message.contains("SwitchValue"), "{}", e.message);
    }
}

/// A fault to put into a good setup.
type Fault = Box<dyn Fn(&mut Value)>;

#[test]
fn each_fault_of_a_setup_has_its_own_error() {
    let cases: Vec<(&str, Fault)> = vec![
        (
            code::SETUP_GAME,
            Box::new(|v| v["game"] = json!("tricerata")),
        ),
        (
            code::SETUP_PRESET,
            Box::new(|v| v["rules"] = json!({"preset": "oware"})),
        ),
        (code::SETUP_PRESET, Box::new(|v| v["rules"] = json!({}))),
        (
            code::SETUP_SWITCH,
            Box::new(|v| v["rules"]["central_entry"] = json!("sideways")),
        ),
        (
            code::SETUP_SWITCH,
            Box::new(|v| v["rules"]["speed"] = json!("fast")),
        ),
        (
            code::SETUP_PLAYER,
            Box::new(|v| v["to_move"] = json!("east")),
        ),
        (
            code::SETUP_LENGTH,
            Box::new(|v| v["south"]["front"] = json!([0, 0, 0, 6, 2, 2, 0])),
        ),
        (
            code::SETUP_COUNT,
            Box::new(|v| v["north"]["back"][3] = json!(-1)),
        ),
        (
            code::SETUP_COUNT,
            Box::new(|v| v["north"]["hand"] = json!(65)),
        ),
        (
            code::SETUP_TOTAL,
            Box::new(|v| v["north"]["hand"] = json!(21)),
        ),
        (
            code::SETUP_INCONSISTENT,
            Box::new(|v| {
                v["south"]["front"] = json!([0, 0, 0, 6, 0, 2, 2, 0]);
            }),
        ),
        (code::SETUP_PIT, Box::new(|v| v["takasia"] = json!("A6"))),
        (
            code::SETUP_SYNTAX,
            Box::new(|v| v["south"]["hand"] = json!("many")),
        ),
        (
            code::SETUP_SYNTAX,
            Box::new(|v| {
                v.as_object_mut().unwrap().remove("north");
            }),
        ),
    ];
    for (expected, spoil) in cases {
        let mut v = start_json();
        spoil(&mut v);
        let e = read(&v).unwrap_err();
        assert_eq!(e.code, expected, "{v} → {e}");
        assert!(!e.message.is_empty());
    }
    assert_eq!(
        Position::from_json("{not json").unwrap_err().code,
        code::SETUP_SYNTAX
    );
}

#[test]
fn takasia_must_name_a_loaded_front_pit_of_the_player_to_move() {
    let mut v = start_json();
    v["rules"] = json!({"preset": "zanzibar"});
    v["takasia"] = json!("A6");
    assert_eq!(read(&v).unwrap().takasia(), Some(5));
    for bad in ["a6", "B6", "A1", "A9", "six"] {
        v["takasia"] = json!(bad);
        assert_eq!(read(&v).unwrap_err().code, code::SETUP_PIT, "{bad}");
    }
}

#[test]
fn the_text_form_of_the_start() {
    let p = Position::start(Rules::preset("mraha").unwrap());
    assert_eq!(p.to_text(), "mraha.s.0000622000000000mn.0000622000000000mn");
    let k = Position::start(Rules::preset("kujifunza").unwrap());
    assert_eq!(
        k.to_text(),
        "kujifunza.s.22222222222222220x.22222222222222220x"
    );
    let mut rules = Rules::preset("zanzibar").unwrap();
    rules.set("central_entry", "ahead").unwrap();
    rules.set("first_player", "north").unwrap();
    let z = Position::start(rules);
    assert_eq!(
        z.to_text(),
        "zanzibar-cea-fpn.n.0000622000000000mn.0000622000000000mn"
    );
    assert_eq!(Position::from_text(&z.to_text()).unwrap(), z);
}

#[test]
fn the_text_form_carries_mid_turn_decisions_and_large_counts() {
    let mut v = start_json();
    v["rules"] = json!({"preset": "mraha", "central_entry": "free"});
    v["south"] = json!({"front": [0, 0, 0, 0, 0, 0, 0, 62], "back": [0, 0, 0, 0, 0, 0, 0, 0], "hand": 0, "nyumba": false});
    v["north"] = json!({"front": [1, 0, 0, 0, 0, 0, 0, 0], "back": [0, 0, 0, 0, 0, 0, 0, 0], "hand": 0, "nyumba": false});
    v["pending"] = json!({"decision": "kotso", "direction": "L", "namua": false, "capturing": true, "seeds": 1});
    let p = read(&v).unwrap();
    assert_eq!(p.legal_tokens(), ["A1", "A8"]);
    let text = p.to_text();
    assert_eq!(
        text,
        "mraha-cef.s.0000000*0000000000x.10000000000000000x.k1Lmc"
    );
    assert_eq!(Position::from_text(&text).unwrap(), p);
    assert_eq!(serde_json::to_value(p.to_setup()).unwrap(), v);
}

#[test]
fn a_bad_text_form_is_refused_with_a_clear_code() {
    for bad in [
        "",
        "mraha",
        "oware.s.0000622000000000mn.0000622000000000mn",
        "mraha.e.0000622000000000mn.0000622000000000mn",
        "mraha.s.0000622000000000mn.0000622000000000m",
        "mraha.s.0000622000000000mn.0000622000000000mnx",
        "mraha-zz1.s.0000622000000000mn.0000622000000000mn",
        "mraha.s.0000622000000000mn.0000622000000000mn.t9",
        "mraha.s.000062200000000!mn.0000622000000000mn",
    ] {
        let e = Position::from_text(bad).unwrap_err();
        assert_eq!(e.code, code::TEXT_FORM, "{bad:?}");
    }
    // A well-formed text whose position is wrong gets the setup's own error.
    let e = Position::from_text("mraha.s.0000622000000000mn.0000622000000001mn").unwrap_err();
    assert_eq!(e.code, code::SETUP_TOTAL);
}

/// Both front rows empty is a position no game reaches (the game ends at the first empty front
/// row, and the capture that empties one leaves seeds in the capturing pit of the other): it is
/// refused as inconsistent, where it once got an arbitrary winner (south, by kamu).
#[test]
fn both_front_rows_empty_is_inconsistent() {
    for text in [
        "mraha.s.00000000000000000x.0000000000000000*2x",
        "mraha.n.00000000100000000x.0000000010000000*0x",
    ] {
        let e = semailles::mraha::Position::from_text(text).unwrap_err();
        assert_eq!(
            e.code,
            semailles::error::code::SETUP_INCONSISTENT,
            "{text}: {e:?}"
        );
    }
}

/// The text form's grammar (`crate/src/mraha/setup/mod.rs`), and nothing else: a pending field
/// with a letter the grammar does not have, a takasia pit written with a sign or a zero, a
/// switch given twice were read (as a trakatra, as pit 6, as its last value). Each is refused
/// with `text_form` and a message naming the bad part.
#[test]
fn text_forms_outside_the_grammar_are_refused_naming_the_bad_part() {
    let start = "0000622000000000mn.0000622000000000mn";
    let nyumba = "0000600200000000an.0550522000000000rx";
    let kotso = "0000000*0000000000x.10000000000000000x";
    for (text, named) in [
        (format!("mraha.s.{nyumba}.nLz"), "nLz"),
        (format!("mraha.s.{nyumba}.nXc"), "nXc"),
        (format!("mraha.s.{nyumba}.nL"), "nL"),
        (format!("mraha.s.{nyumba}.nLcc"), "nLcc"),
        (format!("mraha-cef.s.{kotso}.k1Lmz"), "k1Lmz"),
        (format!("mraha-cef.s.{kotso}.k1Lqc"), "k1Lqc"),
        (format!("mraha-cef.s.{kotso}.k1Zmc"), "k1Zmc"),
        (format!("zanzibar.s.{start}.t+6"), "t+6"),
        (format!("zanzibar.s.{start}.t06"), "t06"),
        (format!("zanzibar.s.{start}.t"), "\"t\""),
        (format!("zanzibar.s.{start}.t6x"), "t6x"),
        (format!("mraha-tk1-tk0-tk1.s.{start}"), "tk"),
        (format!("mraha-tk1-tk1.s.{start}"), "twice"),
        (format!("mraha-.s.{start}"), "\"\""),
    ] {
        let e = Position::from_text(&text).unwrap_err();
        assert_eq!(e.code, code::TEXT_FORM, "{text}: {e:?}");
        assert!(e.message.contains(named), "{text}: {}", e.message);
    }
    // What the engine writes still reads back: a nyumba question, a kotso, a takasia.
    for text in [
        format!("mraha.s.{nyumba}.nLc"),
        format!("mraha.s.{nyumba}.nRt"),
        format!("mraha-cef.s.{kotso}.k1Lmc"),
        "zanzibar.s.00400300222222220x.55000000444444430x.t3".to_string(),
        format!("mraha-tk1-fpn.s.{start}"),
    ] {
        let p = Position::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(p.to_text(), text);
    }
}
