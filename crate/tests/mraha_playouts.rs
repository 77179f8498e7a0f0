//! Seeded random games of every preset (and of the kotso switches), checking the invariants of
//! the engine at every step: seeds conserved, the legal list sorted, unique and empty exactly
//! when the game is over, an illegal token refused without change, traced play ending where
//! untraced play ends, the trace replaying to the same board, and both position formats
//! round-tripping.

mod mraha_support;

use semailles::game::{Decision, Game};
use semailles::mraha::{Event, Position, Rules};
use semailles::rng::Rng;
use std::collections::HashMap;

/// Pit counts by name ("A1".."B8" for South, "a1".."b8" for North), from the JSON setup.
fn board_by_name(p: &Position) -> HashMap<String, i64> {
    let s = p.to_setup();
    let mut m = HashMap::new();
    for (side, row_a, row_b) in [(&s.south, "A", "B"), (&s.north, "a", "b")] {
        for i in 0..8 {
            m.insert(format!("{row_a}{}", i + 1), side.front[i]);
            m.insert(format!("{row_b}{}", i + 1), side.back[i]);
        }
    }
    m
}

/// Replays a trace on a board of counts, as the page's animation does.
/// `held` carries the seeds in hand across the decisions of a turn.
fn replay(board: &mut HashMap<String, i64>, held: &mut i64, events: &[Event]) {
    for (i, e) in events.iter().enumerate() {
        let game_ends = matches!(events.get(i + 1), Some(Event::GameEnd { .. }));
        match e {
            Event::Place { pit } | Event::Sow { pit } => {
                *board.get_mut(pit).unwrap() += 1;
                if matches!(e, Event::Sow { .. }) {
                    *held -= 1;
                }
            }
            Event::Lift { pit, seeds } | Event::Relay { pit, seeds } => {
                let c = board.get_mut(pit).unwrap();
                assert_eq!(*c, *seeds as i64, "lift of {pit}");
                *c = 0;
                *held += *seeds as i64;
            }
            Event::Tax { pit, seeds } => {
                *board.get_mut(pit).unwrap() -= *seeds as i64;
                *held += *seeds as i64;
            }
            Event::Capture { pit, seeds } => {
                let c = board.get_mut(pit).unwrap();
                assert_eq!(*c, *seeds as i64, "capture of {pit}");
                *c = 0;
                *held += *seeds as i64;
            }
            // A capture that ends the game leaves its seeds in the capturer's hand (§13).
            Event::TurnEnd { .. } if game_ends => *held = 0,
            Event::TurnEnd { .. } => {
                assert_eq!(*held, 0, "every seed in hand was sown: {events:?}")
            }
            _ => {}
        }
        assert!(*held >= 0);
    }
}

fn check_position(p: &Position, rng: &mut Rng) -> Vec<String> {
    assert_eq!(p.seed_count(), 64, "{}", p.to_text());
    let legal = p.legal_tokens();
    let mut sorted = legal.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(
        legal,
        sorted,
        "legal list sorted and unique at {}",
        p.to_text()
    );
    assert_eq!(
        legal.is_empty(),
        p.outcome().is_some(),
        "empty legal list iff over at {}",
        p.to_text()
    );
    assert_eq!(legal.is_empty(), p.decision() == Decision::Over);
    // Both formats round-trip.
    let text = p.to_text();
    assert_eq!(
        Position::from_text(&text).as_ref(),
        Ok(p),
        "text form {text}"
    );
    let json = serde_json::to_string(&p.to_setup()).unwrap();
    assert_eq!(Position::from_json(&json).as_ref(), Ok(p), "json {json}");
    // A token that is not legal changes nothing.
    let candidates = [
        "A1L", "A5R", "B8L", "a1R", "a8L", "b1R", "go", "stop", "A1", "a8", "X",
    ];
    let bad = candidates[rng.below(candidates.len())];
    if !legal.iter().any(|t| t == bad) {
        let mut q = *p;
        assert!(q.play(bad).is_err());
        assert_eq!(q, *p);
    }
    legal
}

fn playouts(rules: Rules, games: u32, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut finished = 0;
    for _ in 0..games {
        let mut p = Position::start(rules);
        let mut turns = 0u32;
        let mut held = 0i64;
        loop {
            let legal = check_position(&p, &mut rng);
            if legal.is_empty() {
                finished += 1;
                break;
            }
            if p.decision() == Decision::Start {
                turns += 1;
                if turns > 1000 {
                    break;
                }
                // Namua: one hand seed per turn (§3); in the 44 first plies both hands count down.
                let (s, n) = (p.to_setup().south.hand, p.to_setup().north.hand);
                if turns <= 44 && rules.preset != semailles::mraha::Preset::Kujifunza {
                    let t = turns as i64 - 1;
                    assert_eq!(
                        (s, n),
                        (22 - (t + 1) / 2, 22 - t / 2),
                        "hands after {t} turns"
                    );
                }
            }
            let token = &legal[rng.below(legal.len())];
            let mut traced = p;
            let mut board = board_by_name(&traced);
            let events = traced.play(token).unwrap();
            replay(&mut board, &mut held, &events);
            assert_eq!(
                board,
                board_by_name(&traced),
                "the trace replays to the board after {token}"
            );
            let mut quiet = p;
            let action = quiet.parse_token(token).unwrap();
            quiet.play_unchecked(action, None);
            assert_eq!(traced, quiet, "traced and untraced play agree on {token}");
            p = traced;
        }
    }
    assert!(
        finished * 10 >= games * 9,
        "most random games end ({finished}/{games})"
    );
}

#[test]
fn random_games_mraha() {
    playouts(Rules::preset("mraha").unwrap(), 2000, 1);
}

#[test]
fn random_games_zanzibar() {
    playouts(Rules::preset("zanzibar").unwrap(), 2000, 2);
}

#[test]
fn random_games_kujifunza() {
    playouts(Rules::preset("kujifunza").unwrap(), 2000, 3);
}

#[test]
fn random_games_with_free_and_ahead_kotso_and_singleton_captures() {
    for (i, (switch, value)) in [
        ("central_entry", "free"),
        ("central_entry", "ahead"),
        ("singleton_captures", "on"),
    ]
    .iter()
    .enumerate()
    {
        let mut rules = Rules::preset("mraha").unwrap();
        rules.set(switch, value).unwrap();
        playouts(rules, 700, 10 + i as u64);
    }
}

#[test]
fn fast_random_turns_agree_with_the_legal_list() {
    // `play_random_turn` (used by the benchmark) only ever plays legal complete turns.
    for preset in ["mraha", "zanzibar", "kujifunza"] {
        let mut rng = Rng::new(99);
        for _ in 0..300 {
            let mut p = Position::start(Rules::preset(preset).unwrap());
            for _ in 0..400 {
                let turns: Vec<Position> = p.turns().into_iter().map(|t| t.after).collect();
                if !p.play_random_turn(&mut rng) {
                    assert!(turns.is_empty() && p.outcome().is_some());
                    break;
                }
                assert!(
                    turns.contains(&p),
                    "random turn not among the complete turns"
                );
            }
        }
    }
}
