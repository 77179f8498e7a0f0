//! The shipped puzzles (`www/puzzles/*.json`, made by `semailles puzzles`): every solution is
//! legal from its position and reaches its goal, Mraha's best answers are the only best turn
//! of the position, and every Tricérata par is the solver's proven optimum.

use semailles::ai::clock::SystemClock;
use semailles::game::Game;
use semailles::{mraha, tricerata};
use serde_json::Value;
use std::collections::HashSet;
use std::time::Duration;

fn load(game: &str) -> Vec<Value> {
    let path = format!("{}/../www/puzzles/{game}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let list: Vec<Value> = serde_json::from_str(&text).unwrap();
    assert!(list.len() >= 30, "{path}: {} puzzles", list.len());
    let ids: HashSet<&str> = list.iter().map(|p| p["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len(), list.len(), "{path}: ids are unique");
    list
}

fn tokens(p: &Value) -> Vec<String> {
    p["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap().to_string())
        .collect()
}

/// Seeds on the opponent's side (rows and store hand) of `mover`.
fn opponent_seeds(p: &mraha::Position, mover: usize) -> i64 {
    let opp = 1 - mover;
    (0..16).map(|k| p.pit(opp, k) as i64).sum::<i64>() + p.hand(opp) as i64
}

#[test]
fn mraha_solutions_are_legal_and_the_only_best_turn() {
    for puzzle in load("mraha") {
        let id = puzzle["id"].as_str().unwrap();
        let start = mraha::Position::from_text(puzzle["position"].as_str().unwrap()).unwrap();
        let mover = start.to_move();
        let mut p = start;
        for t in tokens(&puzzle) {
            p.play(&t).unwrap_or_else(|e| panic!("{id}: {t}: {e}"));
        }
        // The solution is one whole turn.
        assert!(
            p.outcome().is_some() || p.to_move() != mover,
            "{id}: the turn is complete"
        );
        let goal = puzzle["goal"].as_str().unwrap();
        let turns = start.complete_turns();
        let reaches = |q: &mraha::Position| -> bool {
            match goal {
                "win" => q.outcome().is_some_and(|o| o.winners == [mover]),
                "no_move" => q
                    .outcome()
                    .is_some_and(|o| o.winners == [mover] && o.reason == "no_move"),
                "capture_most" => {
                    let before = opponent_seeds(&start, mover);
                    let best = turns
                        .iter()
                        .map(|t| before - opponent_seeds(&t.after, mover))
                        .max()
                        .unwrap();
                    before - opponent_seeds(q, mover) == best
                }
                other => panic!("{id}: unknown goal {other}"),
            }
        };
        assert!(reaches(&p), "{id}: the solution reaches {goal}");
        // Exhaustively over every complete turn: no other turn reaches the goal.
        let hits: Vec<_> = turns.iter().filter(|t| reaches(&t.after)).collect();
        assert_eq!(hits.len(), 1, "{id}: one best turn");
        assert_eq!(hits[0].after, p, "{id}: and it is the solution");
        if goal == "no_move" {
            // No other turn wins either (by emptying a front row).
            let wins = turns
                .iter()
                .filter(|t| t.after.outcome().is_some_and(|o| o.winners == [mover]))
                .count();
            assert_eq!(wins, 1, "{id}: the only winning turn");
        }
    }
}

#[test]
fn mraha_puzzles_ask_every_goal() {
    let list = load("mraha");
    for goal in ["capture_most", "win", "no_move"] {
        let n = list.iter().filter(|p| p["goal"] == goal).count();
        assert!(n >= 5, "{n} puzzles of goal {goal}");
    }
}

/// The shipped Mraha list is the one the documented command writes (it takes well under a
/// second; Tricérata's proofs take longer and are checked above instead).
#[test]
fn shipped_mraha_puzzles_are_the_commands_output() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_semailles"))
        .args(["puzzles", "--game", "mraha", "--count", "32", "--seed", "1"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let made: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        made,
        load("mraha"),
        "www/puzzles/mraha.json is the command's output"
    );
}

#[test]
fn tricerata_solutions_empty_the_board_in_par_and_par_is_the_optimum() {
    for puzzle in load("tricerata") {
        let id = puzzle["id"].as_str().unwrap();
        assert_eq!(puzzle["goal"], "empty_board", "{id}");
        let start = tricerata::Position::from_text(puzzle["position"].as_str().unwrap()).unwrap();
        let par = puzzle["par"].as_u64().unwrap() as u32;
        // Played by hand, a tap a decision: a solution no one could tap through is not offered
        // (the puzzles command's MOST_TAPS, which this test cannot import from the binary).
        assert!(
            tokens(&puzzle).len() <= 50,
            "{id}: {} taps",
            tokens(&puzzle).len()
        );
        let mut p = start.clone();
        for t in tokens(&puzzle) {
            p.play(&t).unwrap_or_else(|e| panic!("{id}: {t}: {e}"));
        }
        let o = p
            .outcome()
            .unwrap_or_else(|| panic!("{id}: the board is empty"));
        assert_eq!(o.turns, Some(start.turns() + par), "{id}: in par turns");
        let sol = semailles::ai::tricerata::solve(
            &start,
            Duration::from_secs(600),
            &mut SystemClock::new(),
        )
        .unwrap();
        assert!(sol.proven, "{id}: proven");
        assert_eq!(sol.turns, par, "{id}: par is the optimum");
    }
}
