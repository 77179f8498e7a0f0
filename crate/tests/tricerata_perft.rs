//! Perft fixtures (`fixtures/tricerata_perft.txt`) read by a small harness.
//!
//! Hand counts: on the triangle of 2 rows with 1 stone per cell, lifting 0, 1 or 3 relays at 2
//! and yields 9 distinct positions (cell 2 keeps the last stone), lifting 2 yields 7 (cell 2
//! captured): 16. On two cells 0–1 with one stone each, each lift has one path (into the other
//! cell, relay, back, capture): 2 positions; then one sowing each ends alone (a seizure due),
//! then the seizure empties the board: 2, 2, 2… With 3 and 1 stones, lifting the 3 loops for
//! ever and lifting the 1 has one ending: 1.

#[path = "tricerata_common.rs"]
mod common;

use semailles::tricerata::{perft, Board, Position};
use std::sync::Arc;

struct Case {
    line: String,
    pos: Position,
    depth: u32,
    count: u64,
    deep: bool,
}

fn cases() -> Vec<Case> {
    let text = include_str!("fixtures/tricerata_perft.txt");
    let mut out = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let (pos, rest) = match f[0] {
            "start" => {
                let board = Arc::new(Board::parse_family(f[1]).unwrap());
                let pos = Position::start(
                    board,
                    f[2].parse().unwrap(),
                    f[3].parse().unwrap(),
                    f[4] == "m",
                )
                .unwrap();
                (pos, &f[5..])
            }
            "text" => (Position::from_text(f[1]).unwrap(), &f[2..]),
            other => panic!("unknown case kind {other:?}"),
        };
        out.push(Case {
            line: line.to_string(),
            pos,
            depth: rest[0].parse().unwrap(),
            count: rest[1].parse().unwrap(),
            deep: rest.get(2) == Some(&"deep"),
        });
    }
    out
}

#[test]
fn perft_cheap_fixtures() {
    let mut n = 0;
    for c in cases().into_iter().filter(|c| !c.deep) {
        assert_eq!(perft(&c.pos, c.depth).unwrap(), c.count, "{}", c.line);
        n += 1;
    }
    assert!(n >= 10);
}

#[test]
fn perft_cheap_fixtures_agree_with_the_naive_enumeration() {
    for c in cases()
        .into_iter()
        .filter(|c| !c.deep && c.count <= 2000 && c.depth <= 3)
    {
        assert_eq!(common::naive_perft(&c.pos, c.depth), c.count, "{}", c.line);
    }
}

#[test]
#[ignore = "deep perft: minutes in a debug build"]
fn perft_deep_fixtures() {
    for c in cases().into_iter().filter(|c| c.deep) {
        assert_eq!(perft(&c.pos, c.depth).unwrap(), c.count, "{}", c.line);
    }
}
