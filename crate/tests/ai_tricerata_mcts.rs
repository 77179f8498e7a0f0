//! The Tricérata computer's MCTS with a reward per player (`ai::tricerata::mcts`, the player
//! named `mcts`): legal whole turns from random positions with 3 to 6 players on the three
//! board shapes (mid-turn ones too); the same seed and node budget give the same turn; the
//! search stops on its clock; a hint (the seat's turn) for every seat; it does not hand the
//! next player a heap; its playout turns are legal and take a capture in reach.

#[path = "tricerata_common.rs"]
mod common;

use common::{heap_for_the_next_player, play_whole_turn, pos, random_positions};
use semailles::ai::clock::{Budget, FnClock};
use semailles::ai::tricerata::mcts::{self, MctsParams};
use semailles::ai::tricerata::{turns, TriceratEval};
use semailles::ai::{choose_tokens, Clock};
use semailles::game::Game;
use semailles::rng::Rng;
use semailles::tricerata::{Position, Stage};
use serde_json::json;

/// The turn the search chooses from `p` with `nodes` and no clock, its result too.
fn chosen(p: &Position, nodes: u64, seed: u64) -> (Vec<u16>, mcts::MctsResult) {
    let root = turns::candidates(p, turns::ROOT, seed).turns;
    let params = MctsParams::new(Budget::nodes(nodes), seed);
    let r = mcts::search(p, &root, &TriceratEval::default(), params, None);
    (root[r.best].actions.to_vec(), r)
}

#[test]
fn the_search_plays_legal_whole_turns_with_three_to_six_players() {
    let mut rng = Rng::new(18);
    let mut checked = 0;
    let mut mid_turn = 0;
    for (board, stones) in [("triangle:5", 1), ("square:4", 2), ("hex:3", 1)] {
        for n in 3..=6 {
            for mort in [false, true] {
                let s = Position::start_on(board, n, stones, mort).unwrap();
                for (k, p) in random_positions(&s, &mut rng, 2).into_iter().enumerate() {
                    if p.outcome().is_some() {
                        continue;
                    }
                    if !matches!(p.stage(), Stage::Lift) {
                        mid_turn += 1;
                    }
                    let who = format!("mcts on {board} p{n} mort={mort}");
                    let tokens = choose_tokens(&p, "mcts:3000", k as u64, None).unwrap();
                    play_whole_turn(&p, &tokens, &who);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 30, "only {checked} positions");
    assert!(mid_turn > 0, "no position inside a turn");
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
                let (a, ra) = chosen(&p, 5000, 9);
                let (b, rb) = chosen(&p, 5000, 9);
                assert_eq!(a, b, "{}", p.to_text());
                assert_eq!(ra.visits, rb.visits, "{}", p.to_text());
            }
        }
    }
}

#[test]
fn a_larger_budget_runs_more_playouts() {
    let p = Position::start_on("triangle:5", 3, 1, false).unwrap();
    let (_, small) = chosen(&p, 2_000, 5);
    let (_, large) = chosen(&p, 60_000, 5);
    assert!(small.iterations >= 1);
    assert!(large.iterations > 4 * small.iterations);
    assert!(
        large.depth > small.depth,
        "{} then {}",
        small.depth,
        large.depth
    );
    // Every root turn was tried at least once with the larger budget.
    assert!(large.visits.iter().all(|&v| v > 0), "{:?}", large.visits);
}

#[test]
fn the_search_stops_on_its_clock() {
    // A clock that moves 1 ms at each reading: a 40 ms budget allows 40 readings, and the
    // meter reads it every 16 nodes, so the search stops after about 640 nodes, far below
    // the node cap.
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
    let c: Option<&mut dyn Clock> = Some(&mut clock);
    let eval = TriceratEval::default();
    let r = mcts::search(&p, &root, &eval, MctsParams::new(budget, 3), c);
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
fn a_hint_for_every_seat() {
    // Whoever is to move, the player named `mcts` (as the page's hint asks it, with a time
    // budget and a clock) answers with that seat's whole turn.
    for (board, n) in [
        ("triangle:4", 3),
        ("square:4", 4),
        ("hex:2", 5),
        ("hex:3", 6),
    ] {
        let mut p = Position::start_on(board, n, 1, false).unwrap();
        let mut seen = vec![false; n];
        let mut rng = Rng::new(n as u64);
        while p.outcome().is_none() && seen.iter().any(|s| !s) {
            let seat = p.to_move();
            let mut t = 0.0;
            let mut clock = FnClock(move || {
                t += 0.05;
                t
            });
            let c: Option<&mut dyn Clock> = Some(&mut clock);
            let tokens = choose_tokens(&p, "mcts:20ms", 7, c).unwrap();
            play_whole_turn(&p, &tokens, &format!("hint for seat {seat} on {board}"));
            seen[seat] = true;
            // Then any turn, so that the next seat's position is not only the computer's.
            let turn = p.turns();
            while p.turns() == turn && p.play_random(&mut rng) {}
        }
        assert!(seen.iter().all(|&s| s), "seats hinted on {board}: {seen:?}");
    }
}

#[test]
fn it_does_not_leave_the_next_player_a_heap() {
    let p = heap_for_the_next_player();
    let (actions, r) = chosen(&p, 20_000, 1);
    let mut q = p.clone();
    for t in p.tokens_of(&actions) {
        q.play(&t).unwrap();
    }
    assert_ne!(q.stage(), Stage::Seize, "handed a seizure ({:?})", r.values);
}

#[test]
fn a_playout_turn_is_one_legal_turn_and_takes_a_capture_in_reach() {
    // Triangle of 2 rows (cells 0, 1, 3 around the centre 2), 3 players: 0 holds 1 stone, 3
    // holds 9, the rest are empty. Any lift of 0 drops its stone on 2 (empty) beside the 9:
    // the playout's greedy sowing captures it; lifting the 9 takes less, so the playout keeps
    // the 9 unless its noise picks the other.
    let tri2 = json!({"shape":"triangle","size":2});
    let p = pos(json!({"game":"tricerata","board":tri2,"players":3,
        "stones":[1,0,0,9],"stores":[0,0,0],"to_move":0}));
    let mut rng = Rng::new(1);
    for _ in 0..20 {
        let mut q = p.clone();
        assert!(mcts::playout_turn(&mut q, &mut rng));
        assert_eq!(q.turns(), p.turns() + 1);
        // No stone made or lost.
        let total: u32 = q.stores().iter().map(|&s| s as u32).sum::<u32>() + q.on_board();
        assert_eq!(total, 10, "{}", q.to_text());
    }
    let mut rng = Rng::new(2);
    let takes = (0..50)
        .filter(|_| {
            let mut q = p.clone();
            mcts::playout_turn(&mut q, &mut rng);
            q.stores()[0] == 9
        })
        .count();
    assert!(takes >= 35, "took the 9 in {takes} of 50 playout turns");
}
