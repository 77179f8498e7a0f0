//! The solitaire solver against an independent brute force (breadth-first search over turns
//! found by trying every legal answer), and its games replayed through `play`.

#[path = "tricerata_common.rs"]
mod common;

use semailles::ai::clock::SystemClock;
use semailles::ai::tricerata::solve;
use semailles::game::Game;
use semailles::tricerata::{notation, Board, Position};
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

fn check(start: &Position) -> u32 {
    let sol = solve(start, Duration::from_secs(60), &mut SystemClock::new()).unwrap();
    assert!(sol.proven, "{}", start.to_text());
    assert_eq!(
        sol.turns,
        common::naive_optimum(start),
        "{}",
        start.to_text()
    );
    // The game replays through the checked API and empties the board in that many turns.
    let mut p = start.clone();
    for a in &sol.actions {
        p.play(&a.to_string()).unwrap();
    }
    let o = p.outcome().expect("the game is over");
    assert_eq!(o.turns, Some(start.turns() + sol.turns));
    // The notation has one word per turn.
    let n = notation(start, &sol.actions).unwrap();
    assert_eq!(n.split(' ').count() as u32, sol.turns, "{n}");
    sol.turns
}

fn start(board: &str, stones: u8) -> Position {
    Position::start(
        Arc::new(Board::parse_family(board).unwrap()),
        1,
        stones,
        false,
    )
    .unwrap()
}

#[test]
fn solver_matches_brute_force_on_the_triangle_of_two_rows() {
    for stones in 1..=3 {
        check(&start("triangle:2", stones));
    }
}

#[test]
fn solver_matches_brute_force_on_tiny_custom_boards() {
    let line = json!({"shape":"custom","cells":[{"neighbours":[1]},{"neighbours":[0,2]},
        {"neighbours":[1]}]});
    let ring = json!({"shape":"custom","cells":[{"neighbours":[1,2]},{"neighbours":[0,2]},
        {"neighbours":[0,1]}]});
    let pair = json!({"shape":"custom","cells":[{"neighbours":[1]},{"neighbours":[0]}]});
    for (board, stones) in [
        (&line, vec![1, 1, 1]),
        (&line, vec![2, 2, 2]),
        (&ring, vec![1, 1, 1]),
        (&ring, vec![2, 2, 2]),
        (&pair, vec![1, 1]),
        (&pair, vec![3, 1]),
    ] {
        let p = common::pos(json!({"game":"tricerata","board":board,"players":1,
            "stones":stones,"stores":[0],"to_move":0}));
        check(&p);
    }
    // Two cells, one stone each: sow and capture, sow alone, seize: 3 (worked by hand).
    let p = common::pos(json!({"game":"tricerata","board":pair,"players":1,
        "stones":[1,1],"stores":[0],"to_move":0}));
    assert_eq!(check(&p), 3);
}

#[test]
fn solver_from_a_due_seizure() {
    // One stone left alone: the seizure ends the game in one turn.
    let p = common::pos(
        json!({"game":"tricerata","board":{"shape":"triangle","size":2},
        "players":1,"stones":[0,0,1,0],"stores":[3],"to_move":0,"turns":4,
        "pending":{"decision":"seize"}}),
    );
    assert_eq!(check(&p), 1);
}

#[test]
fn solver_from_a_position_in_the_middle_of_a_game() {
    // Five stones left on the triangle of 3 rows, apart from one another, at turn 2.
    let p = Position::from_text("t3.1.0.2.102010101.3").unwrap();
    assert_eq!(check(&p), 4);
}

#[test]
fn solver_refuses_games_with_several_players() {
    let p = Position::start(
        Arc::new(Board::parse_family("triangle:2").unwrap()),
        2,
        1,
        false,
    )
    .unwrap();
    assert!(solve(&p, Duration::from_secs(1), &mut SystemClock::new()).is_err());
}

#[test]
fn best_found_games_are_valid_games() {
    // A board too large to prove in a few milliseconds still gets a real game.
    let p = start("triangle:5", 2);
    let sol = solve(&p, Duration::from_millis(50), &mut SystemClock::new()).unwrap();
    let mut q = p.clone();
    for a in &sol.actions {
        q.play(&a.to_string()).unwrap();
    }
    assert_eq!(q.outcome().unwrap().turns, Some(sol.turns));
}

#[test]
fn solver_proof_by_search_on_a_line_of_five_cells() {
    // One stone per cell on a line of 5: no single sowing leaves one stone alone, so the
    // answer comes from the breadth-first proof, not from the 3-turn shortcut.
    let cells: Vec<serde_json::Value> = (0..5i64)
        .map(|i| {
            let nb: Vec<i64> = [i - 1, i + 1]
                .into_iter()
                .filter(|j| (0..5).contains(j))
                .collect();
            json!({ "neighbours": nb })
        })
        .collect();
    let p = common::pos(
        json!({"game":"tricerata","board":{"shape":"custom","cells":cells},
        "players":1,"stones":[1,1,1,1,1],"stores":[0],"to_move":0}),
    );
    assert_eq!(check(&p), 4);
}

#[test]
#[ignore = "the naive brute force takes minutes in a debug build"]
fn solver_proof_by_search_on_the_triangle_of_three_rows() {
    assert_eq!(check(&start("triangle:3", 1)), 4);
}

#[test]
fn par_table_matches_the_solver() {
    for &(family, size, stones, par) in semailles::tricerata::par::PAR {
        let p = start(&format!("{family}:{size}"), stones);
        // A generous limit: the proof ends by itself (a minute at most on a loaded machine).
        let sol = solve(&p, Duration::from_secs(600), &mut SystemClock::new()).unwrap();
        assert!(sol.proven, "{family}:{size} with {stones}");
        assert_eq!(sol.turns, par, "{family}:{size} with {stones}");
    }
}
