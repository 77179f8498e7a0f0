//! The Tricérata computer players: legal tokens on random positions of every board kind (start,
//! mid-game, mid-turn: a sowing under way, a capture or a seizure due), 1 to 6 players, Mort
//! subite on and off, every level; determinism; tactics worked out by hand or by brute force;
//! the solitaire hint.

#[path = "tricerata_common.rs"]
mod common;

use common::{
    line_board, naive_optimum, naive_turn_results, play_whole_turn, pos, random_positions,
};
use semailles::ai::choose_tokens;
use semailles::ai::choose_tokens_for_text;
use semailles::game::{Decision, Game};
use semailles::rng::Rng;
use semailles::tricerata::par;
use semailles::tricerata::{Position, Stage};
use serde_json::json;
use std::sync::Arc;

/// Every level, with small node budgets where the default would make the test slow.
const LEVELS: &[&str] = &[
    "random",
    "greedy",
    "1",
    "2:300",
    "3:300",
    "4:300",
    "ab:300",
    "best:1500",
    "mcts:1500",
];

/// A small irregular graph: a square 0-1-2-3 with a diagonal 0-2, a tail 3-4-5 and a leaf 6 on 1.
fn custom_board() -> serde_json::Value {
    json!({"shape":"custom","cells":[
        {"neighbours":[1,2,3]},{"neighbours":[0,2,6]},{"neighbours":[0,1,3]},
        {"neighbours":[0,2,4]},{"neighbours":[3,5]},{"neighbours":[4]},{"neighbours":[1]}]})
}

fn start(board: &str, players: usize, stones: u8, mort: bool) -> Position {
    if board == "custom" {
        let b: semailles::tricerata::setup::BoardSetup =
            serde_json::from_value(custom_board()).unwrap();
        Position::start(Arc::new(b.to_board().unwrap()), players, stones, mort).unwrap()
    } else {
        Position::start_on(board, players, stones, mort).unwrap()
    }
}

/// Plays the tokens checked; returns the position after them.
fn play_tokens(p: &Position, tokens: &[String], who: &str) -> Position {
    let mut q = p.clone();
    for t in tokens {
        q.play(t)
            .unwrap_or_else(|e| panic!("{who} chose {t} in {}: {e}", q.to_text()));
    }
    q
}

#[test]
fn every_level_plays_legal_whole_turns_on_every_board_kind() {
    let mut rng = Rng::new(5);
    let mut decisions = [0usize; 5];
    let configs: &[(&str, &[usize], u8)] = &[
        ("triangle:2", &[1, 2], 3),
        ("triangle:3", &[1, 2, 3, 4, 5, 6], 2),
        ("triangle:4", &[2, 3], 1),
        ("square:3", &[1, 2, 4], 2),
        ("hex:2", &[1, 2, 6], 3),
        ("custom", &[1, 2, 3], 2),
    ];
    for &(board, players, stones) in configs {
        for &n in players {
            for mort in [false, true] {
                if mort && n == 1 {
                    continue;
                }
                let s = start(board, n, stones, mort);
                for (k, p) in random_positions(&s, &mut rng, 3).into_iter().enumerate() {
                    decisions[match p.decision() {
                        Decision::Lift => 0,
                        Decision::Path => 1,
                        Decision::Capture => 2,
                        Decision::Seize => 3,
                        _ => 4,
                    }] += 1;
                    for (j, level) in LEVELS.iter().enumerate() {
                        let who = format!("{level} on {board} p{n} mort={mort}");
                        let seed = (k * 31 + j) as u64;
                        let tokens = choose_tokens(&p, level, seed, None).unwrap();
                        play_whole_turn(&p, &tokens, &who);
                    }
                }
            }
        }
    }
    // The random positions did reach the decisions inside a turn.
    assert!(decisions[1] > 0 && decisions[0] > 0, "{decisions:?}");
}

#[test]
fn mid_turn_decisions_are_answered_with_the_rest_of_the_turn() {
    // A capture due, a seizure due, and a sowing under way, from set positions.
    let tri2 = json!({"shape":"triangle","size":2});
    let capture = pos(json!({"game":"tricerata","board":tri2,"players":2,
        "stones":[1,2,1,3],"stores":[0,0],"to_move":0,"pending":{"decision":"capture","cell":2}}));
    let seize = pos(json!({"game":"tricerata","board":tri2,"players":3,
        "stones":[1,4,0,2],"stores":[0,0,0],"to_move":1,"pending":{"decision":"seize"}}));
    let mut sowing = Position::start_on("triangle:3", 2, 2, false).unwrap();
    sowing.play("4").unwrap();
    sowing.play("5").unwrap();
    assert_eq!(sowing.decision(), Decision::Path);
    for p in [capture, seize, sowing] {
        for level in LEVELS {
            let tokens = choose_tokens(&p, level, 1, None).unwrap();
            play_whole_turn(&p, &tokens, level);
        }
    }
}

#[test]
fn the_text_entry_dispatches_to_tricerata() {
    let p = Position::start_on("hex:2", 3, 1, true).unwrap();
    let tokens = choose_tokens_for_text(&p.to_text(), "best:500", 9, None).unwrap();
    play_whole_turn(&p, &tokens, "best via text");
    assert!(choose_tokens_for_text(&p.to_text(), "nonsense", 9, None).is_err());
}

#[test]
fn game_over_gives_no_tokens() {
    let mut p = Position::start_on("triangle:2", 2, 1, false).unwrap();
    let mut rng = Rng::new(3);
    p.play_random_game(&mut rng, 100_000);
    assert!(p.outcome().is_some());
    for level in LEVELS {
        assert!(choose_tokens(&p, level, 1, None).unwrap().is_empty());
    }
}

#[test]
fn same_seed_and_node_budget_give_the_same_tokens() {
    let mut rng = Rng::new(77);
    for (board, n) in [("triangle:4", 2), ("hex:2", 4), ("triangle:3", 1)] {
        let s = Position::start_on(board, n, 2, false).unwrap();
        for p in random_positions(&s, &mut rng, 3) {
            for level in ["greedy", "random", "2:400", "4:400", "best:3000"] {
                let a = choose_tokens(&p, level, 12, None).unwrap();
                let b = choose_tokens(&p, level, 12, None).unwrap();
                assert_eq!(a, b, "{level} on {}", p.to_text());
            }
        }
    }
}

#[test]
fn a_lone_stone_beside_the_big_heap_takes_it() {
    // Triangle of 2 rows: cells 0, 1, 3 are leaves of the centre 2. Stones 0:1, 3:9. Lifting
    // cell 0 drops its stone alone in the empty centre, beside the 9: capture 9. No turn takes
    // more: 10 stones in all, and the sowing's last stone stays on the board.
    let p = pos(
        json!({"game":"tricerata","board":{"shape":"triangle","size":2},
        "players":2,"stones":[1,0,0,9],"stores":[0,0],"to_move":0}),
    );
    for level in ["greedy", "1", "2", "3", "4", "best"] {
        let tokens = choose_tokens(&p, level, 4, None).unwrap();
        let q = play_tokens(&p, &tokens, level);
        assert_eq!(q.stores()[0], 9, "{level} played {tokens:?}");
    }
}

#[test]
fn greedy_takes_the_largest_heap_of_a_due_capture_or_seizure() {
    let tri2 = json!({"shape":"triangle","size":2});
    // Last stone alone in the centre: neighbours hold 1, 2 and 3 — take 3 (cell 3).
    let capture = pos(json!({"game":"tricerata","board":tri2,"players":2,
        "stones":[1,2,1,3],"stores":[0,0],"to_move":0,"pending":{"decision":"capture","cell":2}}));
    // Seizure due: the heaps are 1, 4, 2 — take 4 (cell 1).
    let seize = pos(json!({"game":"tricerata","board":tri2,"players":2,
        "stones":[1,4,0,2],"stores":[0,0],"to_move":1,"pending":{"decision":"seize"}}));
    // Greedy takes the most now, by definition (the stronger levels look further: here taking
    // 2 instead of 3 may be better for what it leaves).
    assert_eq!(choose_tokens(&capture, "greedy", 1, None).unwrap(), ["3"]);
    assert_eq!(choose_tokens(&seize, "greedy", 1, None).unwrap(), ["1"]);
}

/// The most the player to move at `q` can put in his store with his next turn, by the naive
/// enumeration of the test helpers.
fn best_reply_gain(q: &Position) -> u32 {
    let me = q.to_move();
    naive_turn_results(q)
        .iter()
        .map(|t| {
            let r = Position::from_text(t).unwrap();
            (r.stores()[me] - q.stores()[me]) as u32
        })
        .max()
        .unwrap_or(0)
}

#[test]
fn best_does_not_hand_the_next_player_a_big_heap() {
    // A line of six cells 0-1-2-3-4-5 holding 1, 0, 0, 0, 1, 6. Lifting 0 or 4 and dropping
    // the stone in an empty cell whose neighbours are empty hands the 6 to the opponent's
    // seizure. Brute force over both players' turns gives each turn's net value (my gain minus
    // the opponent's best reply); best's turn must reach the best of them.
    let p = pos(json!({"game":"tricerata","board":line_board(6),
        "players":2,"stones":[1,0,0,0,1,6],"stores":[0,0],"to_move":0}));
    let net = |q: &Position| q.stores()[0] as i32 - best_reply_gain(q) as i32;
    let options: Vec<i32> = naive_turn_results(&p)
        .iter()
        .map(|t| net(&Position::from_text(t).unwrap()))
        .collect();
    let top = *options.iter().max().unwrap();
    let worst = *options.iter().min().unwrap();
    assert!(worst <= -6, "some turn hands over the 6: {options:?}");
    for level in ["3", "4", "best"] {
        let tokens = choose_tokens(&p, level, 2, None).unwrap();
        let q = play_tokens(&p, &tokens, level);
        assert_ne!(
            q.stage(),
            Stage::Seize,
            "{level} handed a seizure: {tokens:?}"
        );
        assert_eq!(net(&q), top, "{level} played {tokens:?} ({options:?})");
    }
}

#[test]
fn solitaire_hint_plays_an_optimal_game_on_small_boards() {
    // Following the best level's hint turn after turn empties the board in the proven par
    // (triangle, square, hexagon) or the brute-force optimum (a custom graph).
    let mut cases: Vec<(Position, u32)> = Vec::new();
    for (family, size, stones) in [("triangle", 2, 2), ("triangle", 3, 1), ("square", 2, 1)] {
        let p = Position::start_on(&format!("{family}:{size}"), 1, stones, false).unwrap();
        cases.push((p, par::par(family, size, stones).unwrap()));
    }
    let custom = start("custom", 1, 1, false);
    let optimum = naive_optimum(&custom);
    cases.push((custom, optimum));
    for (start, target) in cases {
        let mut p = start.clone();
        while p.outcome().is_none() {
            let tokens = choose_tokens(&p, "best", 1, None).unwrap();
            play_whole_turn(&p, &tokens, "solitaire best");
            p = play_tokens(&p, &tokens, "solitaire best");
            assert!(p.turns() <= target, "over par on {}", start.to_text());
        }
        assert_eq!(p.turns(), target, "{}", start.to_text());
    }
}

#[test]
fn solitaire_beam_levels_empty_the_board() {
    // The weaker solitaire levels (beam search, no solver) finish the game, and the widest
    // beam is not worse than the narrowest on a board it cannot prove.
    let s = Position::start_on("triangle:4", 1, 1, false).unwrap();
    let mut turns = Vec::new();
    for level in ["1", "3"] {
        let mut p = s.clone();
        while p.outcome().is_none() {
            let tokens = choose_tokens(&p, level, 3, None).unwrap();
            play_whole_turn(&p, &tokens, level);
            p = play_tokens(&p, &tokens, level);
        }
        turns.push(p.turns());
    }
    assert!(turns[1] <= turns[0], "{turns:?}");
}

/// The drops of a turn's sowing (the answers given while a sowing is under way) and the
/// position where that sowing began (after the lift).
fn sowing_of(p: &Position, tokens: &[String]) -> (usize, Option<Position>) {
    let mut q = p.clone();
    let mut drops = 0;
    let mut began = (q.decision() == Decision::Path).then(|| q.clone());
    for t in tokens {
        if q.decision() == Decision::Path {
            drops += 1;
        }
        q.play(t).unwrap();
        if began.is_none() && q.decision() == Decision::Path {
            began = Some(q.clone());
        }
    }
    (drops, began)
}

#[test]
fn computer_turns_stay_short_enough_to_follow() {
    // A computer turn is shown drop by drop: its sowing takes at most max(64, 2 × the stones
    // in play) drops, unless it is the engine's own shortest finish of that sowing (no shorter
    // ending found). Dense boards (2 and 3 stones per cell) are where relays wander.
    let mut longest = 0;
    for (board, players, stones, games) in [
        ("triangle:4", 2, 2, 2),
        ("triangle:4", 2, 3, 2),
        ("triangle:5", 2, 1, 1),
        ("hex:2", 3, 3, 1),
    ] {
        for level in ["random", "greedy", "2", "4:2000", "best:4000"] {
            for g in 0..games {
                let mut p = Position::start_on(board, players, stones, false).unwrap();
                let mut plies = 0;
                while p.outcome().is_none() && plies < 40 {
                    let seed = (g * 1000 + plies) as u64;
                    let tokens = choose_tokens(&p, level, seed, None).unwrap();
                    play_whole_turn(&p, &tokens, level);
                    let bound = (2 * (p.on_board() + p.in_hand()) as usize).max(64);
                    let (drops, began) = sowing_of(&p, &tokens);
                    longest = longest.max(drops);
                    if drops > bound {
                        let began = began.expect("a sowing");
                        assert_eq!(
                            drops,
                            began.finish_sowing().len(),
                            "{level} on {board} with {stones}: {drops} drops (bound {bound}) \
                             in {}",
                            p.to_text()
                        );
                    }
                    p = play_tokens(&p, &tokens, level);
                    plies += 1;
                }
            }
        }
    }
    // The bound was not met by every turn being trivially short.
    assert!(longest > 8, "longest sowing {longest}");
}
