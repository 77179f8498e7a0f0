//! Helpers for the Mraha wa tso tests: literal positions, playing tokens, reading rows back.
#![allow(dead_code)]

use semailles::game::Game;
use semailles::mraha::{Event, Position};
use serde_json::json;

/// One side as the JSON setup writes it: front `A1..A8`, back `B1..B8` (from the owner's left),
/// hand, nyumba intact.
#[derive(Clone, Copy)]
pub struct Side {
    pub front: [u8; 8],
    pub back: [u8; 8],
    pub hand: u8,
    pub nyumba: bool,
}

pub fn side(front: [u8; 8], back: [u8; 8], hand: u8, nyumba: bool) -> Side {
    Side {
        front,
        back,
        hand,
        nyumba,
    }
}

fn side_json(s: &Side) -> serde_json::Value {
    json!({ "front": s.front, "back": s.back, "hand": s.hand, "nyumba": s.nyumba })
}

/// A literal position; panics (with the sum) if it does not hold 64 seeds.
pub fn position(rules: serde_json::Value, to_move: &str, south: Side, north: Side) -> Position {
    let total: u32 = [south, north]
        .iter()
        .map(|s| {
            s.front
                .iter()
                .chain(&s.back)
                .map(|&c| c as u32)
                .sum::<u32>()
                + s.hand as u32
        })
        .sum();
    assert_eq!(total, 64, "test position holds {total} seeds");
    let setup = json!({
        "game": "mraha", "rules": rules, "to_move": to_move,
        "south": side_json(&south), "north": side_json(&north), "takasia": null
    });
    Position::from_json(&setup.to_string()).expect("valid test position")
}

pub fn preset(name: &str) -> serde_json::Value {
    json!({ "preset": name })
}

/// Plays the tokens, panicking with the legal list if one is refused; returns all events.
pub fn play(pos: &mut Position, tokens: &[&str]) -> Vec<Event> {
    let mut events = Vec::new();
    for t in tokens {
        let legal = pos.legal_tokens();
        match pos.play(t) {
            Ok(e) => events.extend(e),
            Err(e) => panic!("{t} refused ({e}); legal: {legal:?}"),
        }
    }
    events
}

pub fn after(pos: &Position, tokens: &[&str]) -> Position {
    let mut p = *pos;
    play(&mut p, tokens);
    p
}

pub fn front(pos: &Position, player: &str) -> Vec<i64> {
    let s = pos.to_setup();
    if player == "south" {
        s.south.front
    } else {
        s.north.front
    }
}

pub fn back(pos: &Position, player: &str) -> Vec<i64> {
    let s = pos.to_setup();
    if player == "south" {
        s.south.back
    } else {
        s.north.back
    }
}

pub fn legal(pos: &Position) -> Vec<String> {
    pos.legal_tokens()
}
