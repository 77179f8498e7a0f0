//! Seeded random games on every board family, checking the invariants at every step.

use semailles::error::code;
use semailles::game::{Decision, Game};
use semailles::rng::Rng;
use semailles::tricerata::{Board, Position};
use std::sync::Arc;

fn check_step(p: &Position, total: u32, rng: &mut Rng) {
    // Stones on the board + stores + hand: constant.
    assert_eq!(p.total_stones(), total, "{}", p.to_text());
    // Legal list: strictly ascending numerically (so unique), empty only when over.
    let legal = p.legal_actions();
    assert!(legal.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(legal.is_empty(), p.outcome().is_some());
    assert_eq!(legal.is_empty(), p.decision() == Decision::Over);
    let tokens = p.legal_tokens();
    let parsed: Vec<u16> = tokens.iter().map(|t| t.parse().unwrap()).collect();
    assert_eq!(parsed, legal);
    // The formats round-trip.
    assert_eq!(&Position::from_text(&p.to_text()).unwrap(), p);
    assert_eq!(&Position::from_json(&p.to_json()).unwrap(), p);
    // A token outside the list is refused and changes nothing.
    let mut q = p.clone();
    let cells = p.board().cells() as u16;
    let outsider = (0..cells)
        .map(|_| rng.below(cells as usize) as u16)
        .find(|c| !legal.contains(c));
    if let Some(c) = outsider {
        let e = q.play(&c.to_string()).unwrap_err();
        let want = if legal.is_empty() {
            code::GAME_OVER
        } else {
            code::ILLEGAL_TOKEN
        };
        assert_eq!(e.code, want);
        assert_eq!(&q, p);
    }
    assert!(q.play("nonsense").is_err());
    assert_eq!(&q, p);
}

fn run_game(start: &Position, seed: u64, max_decisions: usize) {
    let mut rng = Rng::new(seed);
    let total = start.total_stones();
    let mut traced = start.clone();
    let mut plain = start.clone();
    let mut n = 0;
    while plain.outcome().is_none() {
        check_step(&plain, total, &mut rng);
        let legal = plain.legal_actions();
        let a = legal[rng.below(legal.len())];
        plain.play_unchecked(a, None);
        let events = traced.play(&a.to_string()).unwrap();
        assert!(!events.is_empty());
        assert_eq!(traced, plain, "traced play ends where untraced play ends");
        n += 1;
        assert!(n < max_decisions, "game did not end: {}", start.to_text());
    }
    check_step(&plain, total, &mut rng);
    let o = plain.outcome().unwrap();
    assert!(!o.winners.is_empty());
    assert_eq!(o.turns, Some(plain.turns()));
    assert_eq!(plain.on_board(), 0);
}

#[test]
fn random_games_keep_every_invariant() {
    let boards = [
        "triangle:2",
        "triangle:3",
        "triangle:5",
        "square:3",
        "square:4",
        "hex:2",
        "hex:3",
    ];
    let mut seed = 1;
    for b in boards {
        let board = Arc::new(Board::parse_family(b).unwrap());
        for players in [1, 2, 3, 6] {
            for stones in 1..=3 {
                for mort in [false, true] {
                    if mort && players == 1 {
                        continue;
                    }
                    let start = Position::start(board.clone(), players, stones, mort).unwrap();
                    seed += 1;
                    run_game(&start, seed, 200_000);
                }
            }
        }
    }
}

#[test]
fn complete_turns_agree_with_single_decisions() {
    // Every complete turn replays through `play` to its position, and the positions are
    // distinct.
    let board = Arc::new(Board::parse_family("triangle:2").unwrap());
    let mut rng = Rng::new(7);
    for stones in 1..=2 {
        let mut p = Position::start(board.clone(), 2, stones, false).unwrap();
        while p.outcome().is_none() {
            let turns = p.complete_turns();
            assert!(!turns.is_empty());
            let mut seen = std::collections::HashSet::new();
            for t in &turns {
                assert!(seen.insert(t.after.clone()), "distinct");
                let mut q = p.clone();
                for a in &t.actions {
                    q.play(&a.to_string()).unwrap();
                }
                assert_eq!(q, t.after);
                assert_eq!(q.turns(), p.turns() + 1);
            }
            p = turns[rng.below(turns.len())].after.clone();
        }
    }
}
