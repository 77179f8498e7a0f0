//! `semailles describe`: one JSON object with the game's catalogue entry, its computer levels and
//! the geometry of the board its options choose; bad options refused like every command's.

use serde_json::Value;
use std::process::{Command, Output};

fn semailles(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args(args)
        .output()
        .unwrap()
}

fn describe(args: &[&str]) -> Value {
    let mut all = vec!["describe"];
    all.extend(args);
    let o = semailles(&all);
    assert!(
        o.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = String::from_utf8(o.stdout).unwrap();
    assert_eq!(text.trim_end().lines().count(), 1, "one line of JSON");
    serde_json::from_str(&text).unwrap()
}

#[test]
fn describe_mraha_prints_its_entry_levels_and_the_bao() {
    let v = describe(&["--game", "mraha"]);
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys.len(), 3);
    assert_eq!(v["catalogue"]["id"], "mraha");
    assert_eq!(v["catalogue"]["options"][0]["id"], "preset");
    assert_eq!(v["levels"]["seats"].as_array().unwrap().len(), 5);
    assert!(v["levels"]["seats"][0]["nodes"].as_u64().unwrap() > 0);
    let g = &v["geometry"];
    assert_eq!(g["game"], "mraha");
    let places = g["places"].as_array().unwrap();
    assert_eq!(places.len(), 34);
    assert_eq!(places[4]["id"], "A5");
    assert_eq!(places[4]["roles"][0], "nyumba");
    assert_eq!(places[33]["id"], "store:1");
    // The same with a preset and a switch; a bad one is refused.
    assert_eq!(
        describe(&[
            "--game",
            "mraha",
            "--preset",
            "zanzibar",
            "--set",
            "takasia=off"
        ])["geometry"],
        *g
    );
    let bad = semailles(&["describe", "--game", "mraha", "--preset", "nonsense"]);
    assert_eq!(bad.status.code(), Some(2));
    let err: Value = serde_json::from_slice(&bad.stderr).unwrap();
    assert_eq!(err["code"], "setup_preset");
}

#[test]
fn describe_tricerata_prints_the_chosen_board() {
    let v = describe(&["--game", "tricerata", "--board", "hex:2", "--players", "3"]);
    assert_eq!(v["catalogue"]["id"], "tricerata");
    let g = &v["geometry"];
    assert_eq!(g["board"]["shape"], "hex");
    assert_eq!(g["board"]["size"], 2);
    let places = g["places"].as_array().unwrap();
    let cells = places.iter().filter(|p| p["kind"] == "cell").count();
    let stores = places.iter().filter(|p| p["kind"] == "store").count();
    assert_eq!((cells, stores), (7, 3));
    // The centre of the hexagon of side 2 touches the six others.
    let centre = places.iter().find(|p| p["roles"][0] == "interior").unwrap();
    assert_eq!(centre["neighbours"].as_array().unwrap().len(), 6);
    // The default board: the triangle of 4 rows, 16 cells, two players.
    let d = describe(&["--game", "tricerata"]);
    assert_eq!(d["geometry"]["board"]["shape"], "triangle");
    assert_eq!(d["geometry"]["places"].as_array().unwrap().len(), 16 + 2);
    // Past the largest hexagon: over a limit (status 3), naming the board.
    let bad = semailles(&["describe", "--game", "tricerata", "--board", "hex:9"]);
    assert_eq!(bad.status.code(), Some(3));
    let err: Value = serde_json::from_slice(&bad.stderr).unwrap();
    assert_eq!(err["code"], "board_too_large");
    assert_eq!(err["part"], "board");
    let bad = semailles(&["describe", "--game", "tricerata", "--board", "hex:1"]);
    assert_eq!(bad.status.code(), Some(2));
    let err: Value = serde_json::from_slice(&bad.stderr).unwrap();
    assert_eq!(err["code"], "setup_board");
    let unknown = semailles(&["describe", "--game", "chess"]);
    assert_eq!(unknown.status.code(), Some(2));
}

/// The page's unit tests read the engine's description from fixtures (`tests/js/fixtures/`):
/// they are what `describe` prints today, so those tests check the page against this engine.
/// (To refresh them: `semailles describe --game G > tests/js/fixtures/G.describe.json`.)
#[test]
fn the_page_tests_fixtures_are_what_describe_prints() {
    for game in ["mraha", "tricerata"] {
        let path = format!(
            "{}/../tests/js/fixtures/{game}.describe.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let stored: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(
            stored == describe(&["--game", game]),
            "{path} is not what `semailles describe --game {game}` prints"
        );
    }
}
