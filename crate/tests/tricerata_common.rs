//! Helpers shared by the Tricérata test suites (included with `#[path]`), written against the
//! public API only so they stay independent of the engine's own enumeration.
#![allow(dead_code)]

use semailles::game::Game;
use semailles::rng::Rng;
use semailles::tricerata::Position;
use std::collections::HashSet;

/// A position from a literal JSON setup (panics with the error: a test's own setup is wrong).
pub fn pos(json: serde_json::Value) -> Position {
    Position::from_json(&json.to_string()).unwrap_or_else(|e| panic!("setup {json}: {e}"))
}

/// Random positions: up to 7 random turns, then, half the time, random answers into the turn.
pub fn random_positions(start: &Position, rng: &mut Rng, count: usize) -> Vec<Position> {
    let mut out = Vec::new();
    for _ in 0..count {
        let mut p = start.clone();
        let turns = rng.below(8) as u32;
        while p.turns() < turns && p.play_random(rng) {}
        if rng.below(2) == 0 {
            for _ in 0..rng.below(6) {
                if p.turns() != turns || !p.play_random(rng) {
                    break;
                }
            }
        }
        out.push(p);
    }
    out
}

/// A custom board: `n` cells in a line, each beside the one before and the one after.
pub fn line_board(n: i32) -> serde_json::Value {
    let cells: Vec<_> = (0..n)
        .map(|i| {
            let nb: Vec<i32> = [i - 1, i + 1]
                .into_iter()
                .filter(|&j| (0..n).contains(&j))
                .collect();
            serde_json::json!({ "neighbours": nb })
        })
        .collect();
    serde_json::json!({"shape": "custom", "cells": cells})
}

/// Plays tokens one by one; panics on the first refusal.
pub fn play(p: &mut Position, tokens: &[&str]) {
    for t in tokens {
        p.play(t)
            .unwrap_or_else(|e| panic!("token {t} in {}: {e}", p.to_text()));
    }
}

/// The distinct positions after the current turn, found the slow obvious way: try every legal
/// answer of every decision (on clones), remembering in-turn positions by their text form.
pub fn naive_turn_results(p: &Position) -> HashSet<String> {
    let start_turns = p.turns();
    let mut results = HashSet::new();
    let mut seen = HashSet::new();
    let mut stack = vec![p.clone()];
    seen.insert(p.to_text());
    while let Some(q) = stack.pop() {
        for a in q.legal_actions() {
            let mut r = q.clone();
            r.play_unchecked(a, None);
            if r.turns() != start_turns {
                results.insert(r.to_text());
            } else if seen.insert(r.to_text()) {
                stack.push(r);
            }
        }
    }
    results
}

/// perft by the naive enumeration.
pub fn naive_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if p.outcome().is_some() {
        return 0;
    }
    naive_turn_results(p)
        .iter()
        .map(|t| naive_perft(&Position::from_text(t).unwrap(), depth - 1))
        .sum()
}

/// The fewest turns that empty the board in solitaire, by breadth-first search over the naive
/// turn results (no bound, no shared state).
pub fn naive_optimum(p: &Position) -> u32 {
    let mut level: HashSet<String> = HashSet::from([p.to_text()]);
    let mut seen: HashSet<String> = level.clone();
    for depth in 0.. {
        let mut next = HashSet::new();
        for t in &level {
            let q = Position::from_text(t).unwrap();
            if q.outcome().is_some() {
                return depth;
            }
            for r in naive_turn_results(&q) {
                if Position::from_text(&r).unwrap().outcome().is_some() {
                    return depth + 1;
                }
                // The turn counter differs by path length; compare positions without it.
                let key = strip_turns(&r);
                if seen.insert(key) {
                    next.insert(r);
                }
            }
        }
        assert!(!next.is_empty(), "the board can always be emptied");
        level = next;
    }
    unreachable!()
}

/// The text form without its turn counter (field 4).
pub fn strip_turns(text: &str) -> String {
    let mut f: Vec<&str> = text.split('.').collect();
    f[3] = "_";
    f.join(".")
}

/// Plays a player's `tokens` from `p`, checking that they are exactly the rest of one turn:
/// each is accepted, none comes after the turn has ended, and the turn (or the game) is over
/// after the last. After the game's end the player must have none. Returns the position after.
pub fn play_whole_turn(p: &Position, tokens: &[String], who: &str) -> Position {
    let mut q = p.clone();
    if p.outcome().is_some() {
        assert!(tokens.is_empty(), "{who} played after the end");
        return q;
    }
    assert!(!tokens.is_empty(), "{who} found no turn in {}", p.to_text());
    for (i, t) in tokens.iter().enumerate() {
        assert_eq!(
            q.turns(),
            p.turns(),
            "{who}: token {t} after the turn ended"
        );
        q.play(t)
            .unwrap_or_else(|e| panic!("{who} chose {t} (#{i}) in {}: {e}", q.to_text()));
    }
    assert!(
        q.turns() > p.turns() || q.outcome().is_some(),
        "{who}: the turn is unfinished in {}",
        q.to_text()
    );
    q
}

/// Three players on a line of six cells holding 1, 0, 0, 0, 1, 6, the first to move. Lifting
/// cell 0 (or cell 4 towards 3) leaves a lone stone among empty cells, and the next player
/// seizes the 6: a search that models the next player must not hand it over.
pub fn heap_for_the_next_player() -> Position {
    pos(
        serde_json::json!({"game": "tricerata", "board": line_board(6), "players": 3,
        "stones": [1, 0, 0, 0, 1, 6], "stores": [0, 0, 0], "to_move": 0}),
    )
}
