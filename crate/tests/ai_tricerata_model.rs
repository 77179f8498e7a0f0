//! The Tricérata computer's opponent-model search for three to six players
//! (`ai::tricerata::model`, levels `4` and `best`): legal whole turns from random positions
//! with 3 to 6 players; the same seed and node budget give the same turn; a larger budget looks
//! further; the search stops on its clock;
//! it does not leave the next player a heap.

#[path = "tricerata_common.rs"]
mod common;

use common::{heap_for_the_next_player, play_whole_turn, random_positions};
use semailles::ai::clock::{Budget, FnClock};
use semailles::ai::level::Level;
use semailles::ai::tricerata::model::{self, ModelParams};
use semailles::ai::tricerata::{turns, TriceratEval};
use semailles::ai::Clock;
use semailles::game::Game;
use semailles::rng::Rng;
use semailles::tricerata::{Position, Stage};

fn params(nodes: u64) -> ModelParams {
    model::params(Level::Mcts, Budget::nodes(nodes))
}

/// The turn the search chooses from `p` with `nodes` and no clock, its result too.
fn chosen(p: &Position, nodes: u64, seed: u64) -> (Vec<u16>, model::ModelResult) {
    let root = turns::candidates(p, turns::ROOT, seed).turns;
    let r = model::search(p, &root, &TriceratEval::default(), params(nodes), None);
    (root[r.best].actions.to_vec(), r)
}

#[test]
fn the_search_plays_legal_whole_turns_with_three_to_six_players() {
    let mut rng = Rng::new(81);
    let mut checked = 0;
    for (board, stones) in [("triangle:5", 1), ("square:4", 2), ("hex:3", 1)] {
        for n in 3..=6 {
            for mort in [false, true] {
                let s = Position::start_on(board, n, stones, mort).unwrap();
                for p in random_positions(&s, &mut rng, 2) {
                    if p.outcome().is_some() {
                        continue;
                    }
                    let (actions, r) = chosen(&p, 800, 5);
                    let many = turns::candidates(&p, turns::ROOT, 5).turns.len() > 1;
                    assert!(
                        !many || r.depth >= 1,
                        "the first iteration always completes"
                    );
                    play_whole_turn(&p, &p.tokens_of(&actions), "the model");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 30, "only {checked} positions");
}

#[test]
fn same_seed_and_node_budget_give_the_same_turn() {
    let mut rng = Rng::new(4);
    for (board, n) in [
        ("triangle:5", 3),
        ("square:5", 4),
        ("hex:3", 5),
        ("hex:2", 6),
    ] {
        let s = Position::start_on(board, n, 1, false).unwrap();
        for p in random_positions(&s, &mut rng, 2) {
            if p.outcome().is_none() {
                assert_eq!(
                    chosen(&p, 3000, 9).0,
                    chosen(&p, 3000, 9).0,
                    "{}",
                    p.to_text()
                );
            }
        }
    }
}

#[test]
fn a_larger_budget_looks_further() {
    let p = Position::start_on("triangle:5", 3, 1, false).unwrap();
    let (_, small) = chosen(&p, 300, 5);
    let (_, large) = chosen(&p, 60_000, 5);
    assert!(small.depth >= 1);
    assert!(
        large.depth > small.depth,
        "{} then {}",
        small.depth,
        large.depth
    );
    assert!(large.nodes > small.nodes);
}

#[test]
fn the_search_stops_on_its_clock() {
    // A clock that moves 1 ms at each reading: a 40 ms budget allows 40 readings, and the
    // meter reads it every 16 nodes, so the search stops after about 640 nodes past its
    // first iteration, far below the node cap.
    let p = Position::start_on("triangle:6", 4, 2, false).unwrap();
    let root = turns::candidates(&p, turns::ROOT, 3).turns;
    let mut t = 0.0;
    let mut clock = FnClock(move || {
        t += 1.0;
        t
    });
    let budget = Budget {
        nodes: 10_000_000,
        millis: Some(40.0),
    };
    let params = model::params(Level::Mcts, budget);
    let c: Option<&mut dyn Clock> = Some(&mut clock);
    let r = model::search(&p, &root, &TriceratEval::default(), params, c);
    let (_, free) = chosen(&p, 20_000, 3);
    assert!(
        r.nodes < free.nodes / 4,
        "{} nodes on the clock, {} without",
        r.nodes,
        free.nodes
    );
    assert!(r.best < root.len());
}

#[test]
fn it_does_not_leave_the_greedy_next_player_a_heap() {
    let p = heap_for_the_next_player();
    let (actions, r) = chosen(&p, 5000, 1);
    let mut q = p.clone();
    for t in p.tokens_of(&actions) {
        q.play(&t).unwrap();
    }
    assert_ne!(q.stage(), Stage::Seize, "handed a seizure ({:?})", r.values);
}

#[test]
fn every_level_with_three_to_six_players_is_legal_and_repeats_with_its_seed() {
    // Levels 1 to 4 play the model too, with a seeded noise: the same seed and node budget
    // give the same turn, and the turn is a legal whole turn.
    let mut rng = Rng::new(18);
    for (board, n) in [("triangle:5", 3), ("square:4", 4), ("hex:3", 6)] {
        let s = Position::start_on(board, n, 1, false).unwrap();
        for p in random_positions(&s, &mut rng, 2) {
            if p.outcome().is_some() {
                continue;
            }
            for level in ["1", "2:600", "3:1500", "4:3000"] {
                let a = semailles::ai::choose_tokens(&p, level, 7, None).unwrap();
                let b = semailles::ai::choose_tokens(&p, level, 7, None).unwrap();
                assert_eq!(a, b, "{level} on {}", p.to_text());
                play_whole_turn(&p, &a, level);
            }
        }
    }
}
