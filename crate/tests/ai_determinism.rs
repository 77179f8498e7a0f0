//! Seeded players are deterministic: the same seed and the same budget in nodes give the same
//! game, so a reported game can be replayed.

use semailles::ai::{MrahaEval, Player, PlayerSpec};
use semailles::game::Game;
use semailles::mraha::{Position, Rules};

/// The tokens of a whole game (at most `max_turns` turns) between two seeded players.
fn game_record(a: &str, b: &str, seed: u64, preset: &str, max_turns: u32) -> Vec<String> {
    let mut pos = Position::start(Rules::preset(preset).unwrap());
    let mut players = [
        Player::new(PlayerSpec::parse(a).unwrap(), seed),
        Player::new(PlayerSpec::parse(b).unwrap(), seed + 1),
    ];
    let mut record = Vec::new();
    for _ in 0..max_turns {
        let who = pos.to_move();
        let Some(actions) = players[who].choose_turn(&pos, &MrahaEval::default(), None) else {
            break;
        };
        for a in actions {
            record.push(pos.action_token(a));
            pos.play_unchecked(a, None);
        }
    }
    record
}

#[test]
fn same_seed_same_budget_same_game() {
    for (a, b) in [
        ("1", "random"),
        ("2", "greedy"),
        ("best:5000", "3"),
        ("mcts:3000", "4:2000"),
    ] {
        for preset in ["mraha", "zanzibar"] {
            let first = game_record(a, b, 7, preset, 60);
            let second = game_record(a, b, 7, preset, 60);
            assert!(first.len() > 4);
            assert_eq!(first, second, "{a} vs {b} on {preset}");
        }
    }
}

#[test]
fn the_seed_matters_for_the_noisy_levels() {
    // Level 1 blurs its judgement with seeded noise: over a few seeds, games differ.
    let records: Vec<_> = (0..6)
        .map(|s| game_record("1", "1", s, "mraha", 30))
        .collect();
    assert!(records.iter().any(|r| r != &records[0]));
}
