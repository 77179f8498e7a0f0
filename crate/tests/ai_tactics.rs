//! Tactics on hand-built positions, with the expected answer worked out from the rules.

use semailles::ai::{MrahaEval, Player, PlayerSpec};
use semailles::game::Game;
use semailles::mraha::Position;

fn setup(south_front: &str, south_back: &str, south_hand: u8, north: (&str, &str, u8)) -> Position {
    let json = format!(
        r#"{{"game":"mraha","rules":{{"preset":"mraha"}},"to_move":"south",
        "south":{{"front":{south_front},"back":{south_back},"hand":{south_hand},"nyumba":false}},
        "north":{{"front":{},"back":{},"hand":{},"nyumba":false}},"takasia":null}}"#,
        north.0, north.1, north.2
    );
    Position::from_json(&json).unwrap()
}

fn first_tokens(pos: &Position, spec: &str, seed: u64) -> Vec<String> {
    let mut player = Player::new(PlayerSpec::parse(spec).unwrap(), seed);
    let actions = player
        .choose_turn(pos, &MrahaEval::default(), None)
        .unwrap();
    let mut p = *pos;
    actions
        .into_iter()
        .map(|a| {
            let t = p.action_token(a);
            p.play_unchecked(a, None);
            t
        })
        .collect()
}

/// South in namua, two namua captures, both in a kimbi (the kotso is forced):
/// * `A1R`: the seed goes to A1 (1 → 2), takes a8's 2 seeds; they enter at A1 and A2; A2 was
///   empty, the turn ends. Gain 2.
/// * `A8L`: the seed goes to A8 (1 → 2), takes a1's 5 seeds; they enter at A8 and run left
///   through A7, A6, A5, A4; A4 was empty, the turn ends. Gain 5.
#[test]
fn greedy_takes_the_largest_capture() {
    let pos = setup(
        "[1,0,0,0,0,0,0,1]",
        "[2,2,2,2,2,2,2,2]",
        10,
        ("[5,0,0,0,0,0,0,2]", "[2,2,2,2,2,3,3,3]", 10),
    );
    assert_eq!(pos.legal_tokens(), ["A1R", "A8L"]);
    for seed in 0..8 {
        assert_eq!(first_tokens(&pos, "greedy", seed), ["A8L"]);
    }
}

/// North's front row holds a3 = 1 and a8 = 9. South (namua, A1 = 1, A6 = 1) can:
/// * `A6R`: take a3's seed, enter it at A1 running right: it falls in A1 (1 → 2), which faces a8
///   (9): capture again, North's front row is empty: kamu, South wins at once;
/// * `A6L`: take a3's seed, enter it at A8 (empty): the turn ends;
/// * `A1R`: take a8's 9 seeds and sow them from A1 to B8 (empty): the turn ends, a3 survives.
#[test]
fn best_finds_the_winning_kamu_capture() {
    let pos = setup(
        "[1,0,0,0,0,1,0,0]",
        "[3,3,3,3,3,3,3,0]",
        5,
        ("[0,0,1,0,0,0,0,9]", "[3,3,3,3,3,3,3,0]", 5),
    );
    assert_eq!(pos.legal_tokens(), ["A1R", "A6L", "A6R"]);
    for seed in 0..5 {
        for spec in ["best:20000", "best:500", "ab", "ab:500", "4", "3"] {
            assert_eq!(
                first_tokens(&pos, spec, seed),
                ["A6R"],
                "{spec} seed {seed}"
            );
        }
    }
}

/// The page's one-call entry point answers with tokens, and finds the same win.
#[test]
fn choose_tokens_gives_the_winning_tokens() {
    let pos = setup(
        "[1,0,0,0,0,1,0,0]",
        "[3,3,3,3,3,3,3,0]",
        5,
        ("[0,0,1,0,0,0,0,9]", "[3,3,3,3,3,3,3,0]", 5),
    );
    let tokens = semailles::ai::choose_tokens(&pos, "best:2000", 1, None).unwrap();
    assert_eq!(tokens, ["A6R"]);
    assert!(semailles::ai::choose_tokens(&pos, "nine", 1, None).is_err());
}
