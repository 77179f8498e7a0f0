//! A game with its history (crate::session), for both games, natively: what the page's `Match`
//! handle returns once converted — undo, redo, all-or-nothing lists, the printed move list,
//! and the view's fields.

use semailles::error::code;
use semailles::game::Game;
use semailles::session::{Session, Viewed};
use semailles::{mraha, tricerata};
use serde_json::Value;

fn mraha_session() -> Session<mraha::Position> {
    Session::new(mraha::Position::start(
        mraha::Rules::preset("mraha").unwrap(),
    ))
}

fn tri_session() -> Session<tricerata::Position> {
    Session::new(tricerata::Position::start_on("triangle:3", 2, 1, false).unwrap())
}

fn view<G: Viewed>(s: &Session<G>) -> Value {
    serde_json::to_value(s.view()).unwrap()
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut s = mraha_session();
    let start = s.pos;
    let token = s.pos.legal_tokens()[0].clone();
    s.play(&token).unwrap();
    assert!(s.undo());
    assert_eq!(s.pos, start);
    assert!(!s.undo(), "nothing left to undo");
    s.redo().unwrap();
    assert_eq!(s.tokens(), [token]);
    let e = s.redo().unwrap_err();
    assert_eq!(e.code, code::NOTHING_TO_REDO);
}

#[test]
fn a_refused_list_changes_nothing() {
    let mut s = tri_session();
    let first = s.pos.legal_tokens()[0].clone();
    let before = s.pos.clone();
    let e = s.play_all(&[first, "999".into()]).unwrap_err();
    assert_eq!(e.token.as_deref(), Some("999"));
    assert_eq!(s.pos, before);
    assert!(s.history.is_empty());
}

#[test]
fn the_mraha_move_list_prints_its_marks() {
    let mut s = mraha_session();
    // Plays whole turns until one ends without a capture: a trakatra, marked `*`.
    for _ in 0..40 {
        let token = s.pos.legal_tokens()[0].clone();
        s.play(&token).unwrap();
    }
    let v = view(&s);
    let moves = v["moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    assert!(moves
        .iter()
        .any(|m| m["text"].as_str().unwrap().ends_with('*')));
    assert_eq!(v["game"], "mraha");
    assert_eq!(v["ply"], 40);
    assert_eq!(v["can_undo"], true);
    assert_eq!(v["can_redo"], false);
}

#[test]
fn the_tricerata_move_list_is_in_the_rules_notation() {
    let mut s = tri_session();
    let start = s.pos.clone();
    let finish = {
        let lift = s.pos.legal_tokens()[0].clone();
        s.play(&lift).unwrap();
        s.pos.finish_turn()
    };
    assert!(!finish.is_empty(), "a sowing under way can be finished");
    s.play_all(&finish).unwrap();
    let v = view(&s);
    let text = v["moves"][0]["text"].as_str().unwrap();
    let mut cells = vec![s.history[0].token.parse::<u16>().unwrap()];
    cells.extend(finish.iter().map(|t| t.parse::<u16>().unwrap()));
    assert_eq!(text, tricerata::notation(&start, &cells).unwrap());
    assert!(text.contains('-'), "{text}");
    assert_eq!(v["game"], "tricerata");
    assert_eq!(v["stones"].as_array().unwrap().len(), s.pos.board().cells());
}

#[test]
fn each_game_names_itself_and_draws_its_board() {
    assert_eq!(mraha::Position::GAME, "mraha");
    assert_eq!(tricerata::Position::GAME, "tricerata");
    let m = serde_json::to_value(mraha_session().pos.geometry()).unwrap();
    let t = serde_json::to_value(tri_session().pos.geometry()).unwrap();
    assert_ne!(m, t);
    assert!(mraha_session().pos.finish_turn().is_empty());
}
