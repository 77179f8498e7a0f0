//! The Tricérata computer with three to six players (the max-n search of
//! `ai::tricerata::multi`): legal whole turns from random positions (start, mid-game, inside a
//! turn, Mort subite on and off) with 3 to 6 players at every search level; the same seed and
//! node budget give the same turn; a larger budget looks further; the search sees what the next
//! player will take.

#[path = "tricerata_common.rs"]
mod common;

use common::{line_board, play_whole_turn, pos, random_positions};
use semailles::ai::choose_tokens;
use semailles::ai::clock::Budget;
use semailles::ai::level::Level;
use semailles::ai::tricerata::multi::{self, MultiParams};
use semailles::ai::tricerata::{turns, TriceratEval};
use semailles::game::Game;
use semailles::rng::Rng;
use semailles::tricerata::{Position, Stage};
use serde_json::json;

#[test]
fn every_level_plays_legal_turns_with_three_to_six_players() {
    let mut rng = Rng::new(18);
    let mut inside_a_turn = 0;
    for (board, stones) in [("triangle:4", 2), ("square:4", 1), ("hex:2", 2)] {
        for n in 3..=6 {
            for mort in [false, true] {
                let s = Position::start_on(board, n, stones, mort).unwrap();
                for (k, p) in random_positions(&s, &mut rng, 2).into_iter().enumerate() {
                    if !matches!(p.stage(), Stage::Lift) {
                        inside_a_turn += 1;
                    }
                    for level in ["1", "2:300", "3:300", "4:300", "best:600", "ab:300"] {
                        let who = format!("{level} on {board} p{n} mort={mort}");
                        let tokens = choose_tokens(&p, level, k as u64, None).unwrap();
                        play_whole_turn(&p, &tokens, &who);
                    }
                }
            }
        }
    }
    assert!(inside_a_turn > 0, "no position inside a turn was tried");
}

#[test]
fn whole_games_with_six_computers_end_with_every_stone_accounted_for() {
    for (board, mort) in [("triangle:4", false), ("hex:2", true)] {
        let mut p = Position::start_on(board, 6, 2, mort).unwrap();
        let total = p.total_stones();
        let mut turns = 0;
        while p.outcome().is_none() {
            let level = ["best:600", "2", "3"][p.to_move() % 3];
            let tokens = choose_tokens(&p, level, 7, None).unwrap();
            p = play_whole_turn(&p, &tokens, level);
            turns += 1;
            assert!(turns <= 2 * total, "the game on {board} does not end");
        }
        let stored: u32 = p.stores().iter().map(|&s| s as u32).sum();
        assert_eq!(stored + p.on_board(), total, "{board}");
    }
}

#[test]
fn same_seed_and_node_budget_give_the_same_turn() {
    let mut rng = Rng::new(3);
    for (board, n) in [
        ("triangle:5", 3),
        ("square:4", 4),
        ("hex:3", 5),
        ("hex:2", 6),
    ] {
        let s = Position::start_on(board, n, 1, false).unwrap();
        for p in random_positions(&s, &mut rng, 2) {
            for level in ["2", "4:500", "best:2000"] {
                let a = choose_tokens(&p, level, 21, None).unwrap();
                let b = choose_tokens(&p, level, 21, None).unwrap();
                assert_eq!(a, b, "{level} on {}", p.to_text());
            }
        }
    }
}

#[test]
fn a_larger_budget_searches_deeper() {
    let p = Position::start_on("triangle:5", 3, 1, false).unwrap();
    let root = turns::candidates(&p, turns::ROOT, 5).turns;
    let depth = |nodes| {
        let params = MultiParams {
            budget: Budget::nodes(nodes),
            ..multi::params(Level::Mcts, Budget::nodes(nodes))
        };
        multi::search(&p, &root, &TriceratEval::default(), params, None).depth
    };
    let (small, large) = (depth(300), depth(30_000));
    assert!(small >= 1, "the first iteration always completes");
    assert!(large > small, "{small} then {large}");
}

#[test]
fn no_level_hands_the_next_player_a_big_seizure() {
    // A line of six cells 0-1-2-3-4-5 holding 1, 0, 0, 0, 1, 6, three players. Lifting 0 (or
    // 4 towards 3) leaves the stone alone among empty cells: the next player seizes the 6.
    // Lifting 4 towards 5 relays the heap round and captures; every level that looks past its
    // own turn must avoid the seizure.
    let p = pos(json!({"game":"tricerata","board":line_board(6),
        "players":3,"stones":[1,0,0,0,1,6],"stores":[0,0,0],"to_move":0}));
    for level in ["2", "3", "4", "best"] {
        let tokens = choose_tokens(&p, level, 2, None).unwrap();
        let q = play_whole_turn(&p, &tokens, level);
        assert_ne!(
            q.stage(),
            Stage::Seize,
            "{level} handed a seizure: {tokens:?}"
        );
    }
}
