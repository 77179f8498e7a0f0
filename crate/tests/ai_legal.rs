//! The computer players only ever play legal tokens and always finish their turn, on positions
//! of every preset (and the switches that add mid-turn decisions), at the start, mid-game and
//! in the middle of a turn. Positions are reached by seeded random play.

use semailles::ai::{MrahaEval, Player, PlayerSpec};
use semailles::game::{Decision, Game};
use semailles::mraha::{Position, Rules};
use semailles::rng::Rng;

/// Every preset, plus variants whose mid-turn decisions differ (kotso choices under `free`,
/// reversal under `ahead`, the `bao` singletons, singleton captures).
fn rule_sets() -> Vec<Rules> {
    let mut out = Vec::new();
    for preset in ["mraha", "zanzibar", "kujifunza"] {
        out.push(Rules::preset(preset).unwrap());
    }
    for (preset, pair) in [
        ("mraha", "central_entry=free"),
        ("zanzibar", "central_entry=ahead"),
        ("mraha", "singleton_captures=on"),
        ("mraha", "namua_singletons=bao"),
    ] {
        let mut r = Rules::preset(preset).unwrap();
        r.set_pair(pair).unwrap();
        out.push(r);
    }
    out
}

/// A position after `turns` random turns; then, with `mid_turn`, random single actions until a
/// mid-turn decision is pending (if one comes before the game ends).
fn random_position(rules: Rules, rng: &mut Rng, turns: u32, mid_turn: bool) -> Position {
    let mut pos = Position::start(rules);
    for _ in 0..turns {
        if !pos.play_random_turn(rng) {
            break;
        }
    }
    if mid_turn {
        for _ in 0..200 {
            if matches!(pos.decision(), Decision::Nyumba | Decision::Kotso) {
                break;
            }
            let legal = pos.legal_actions();
            if legal.is_empty() {
                break;
            }
            pos.play_unchecked(legal[rng.below(legal.len())], None);
        }
    }
    pos
}

fn players() -> Vec<PlayerSpec> {
    [
        "random",
        "greedy",
        "1",
        "2",
        "3",
        "4:3000",
        "best:3000",
        "mcts:3000",
    ]
    .iter()
    .map(|s| PlayerSpec::parse(s).unwrap())
    .collect()
}

/// Plays the player's turn with checked play; asserts each token is legal and the turn ends.
fn check_turn(pos: &Position, player: &mut Player) {
    let mover = pos.to_move();
    let over = pos.outcome().is_some();
    let choice = player.choose_turn(pos, &MrahaEval::default(), None);
    let Some(actions) = choice else {
        assert!(
            over,
            "no turn chosen although the game goes on: {}",
            pos.to_text()
        );
        return;
    };
    assert!(!over, "a turn chosen in a finished game: {}", pos.to_text());
    assert!(!actions.is_empty());
    let mut p = *pos;
    for (i, &a) in actions.iter().enumerate() {
        assert_eq!(p.to_move(), mover, "the turn passed before its last action");
        assert!(
            !matches!(p.decision(), Decision::Start) || i == 0 || p.outcome().is_some(),
            "a new turn began inside the chosen turn"
        );
        let token = p.action_token(a);
        p.play(&token).unwrap_or_else(|e| {
            panic!(
                "{} played illegal {token} in {}: {e}",
                player.spec.name(),
                pos.to_text()
            )
        });
    }
    assert!(
        matches!(p.decision(), Decision::Start | Decision::Over),
        "the chosen turn of {} stops at a pending decision in {}",
        player.spec.name(),
        pos.to_text()
    );
}

#[test]
fn every_player_plays_legal_whole_turns_on_random_positions() {
    let mut rng = Rng::new(2026);
    let mut decisions_seen = 0;
    for rules in rule_sets() {
        for sample in 0..12u64 {
            let turns = rng.below(70) as u32;
            let mid_turn = sample % 3 == 0;
            let pos = random_position(rules, &mut rng, turns, mid_turn);
            if pos.decision() != Decision::Start && pos.decision() != Decision::Over {
                decisions_seen += 1;
            }
            for (i, spec) in players().into_iter().enumerate() {
                let mut player = Player::new(spec, sample * 31 + i as u64);
                check_turn(&pos, &mut player);
            }
        }
    }
    assert!(
        decisions_seen >= 3,
        "the sample should include mid-turn decisions, saw {decisions_seen}"
    );
}

#[test]
fn whole_games_between_levels_stay_legal_and_end() {
    for (g, rules) in rule_sets().into_iter().enumerate() {
        let mut pos = Position::start(rules);
        let mut players = [
            Player::new(PlayerSpec::parse("2").unwrap(), g as u64),
            Player::new(PlayerSpec::parse("best:2000").unwrap(), g as u64 + 100),
        ];
        let mut turns = 0;
        while pos.outcome().is_none() && turns < 400 {
            let who = pos.to_move();
            check_turn(&pos, &mut players[who]);
            let actions = players[who]
                .choose_turn(&pos, &MrahaEval::default(), None)
                .unwrap();
            for a in actions {
                pos.play_unchecked(a, None);
            }
            turns += 1;
        }
        assert_eq!(pos.seed_count(), 64);
    }
}

/// The search's own turn generator (which remembers illegal trakatra starts) gives exactly the
/// engine's complete turns, in the same order, before and after its memo is filled.
#[test]
fn search_turns_are_the_engine_complete_turns() {
    use semailles::ai::SearchGame;
    let mut rng = Rng::new(99);
    for rules in rule_sets() {
        for _ in 0..40 {
            let turns = rng.below(80) as u32;
            let pos = random_position(rules, &mut rng, turns, false);
            let expected: Vec<_> = pos
                .complete_turns()
                .into_iter()
                .map(|t| (t.actions, t.after))
                .collect();
            for _ in 0..2 {
                let got: Vec<_> = pos
                    .search_turns()
                    .into_iter()
                    .map(|t| (t.actions, t.after))
                    .collect();
                assert_eq!(got, expected, "{}", pos.to_text());
            }
        }
    }
}
