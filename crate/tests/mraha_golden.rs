//! Golden transcripts: a few whole seeded random games per preset, each token followed by the
//! position it leads to in the one-line text form. A change of behaviour anywhere in a game
//! shows up as the first differing line. Regenerate (after a deliberate rules change only) with
//! `UPDATE_GOLDEN=1 cargo test --release --test mraha_golden`.

use semailles::game::Game;
use semailles::mraha::{Position, Rules};
use semailles::rng::Rng;
use std::fmt::Write;

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/mraha_golden.txt"
);

fn transcripts() -> String {
    let mut out = String::from("# Mraha wa tso golden transcripts: `game <rules> seed <n>`, then `<token> <position after>`\n");
    for (rules, seeds) in [
        ("mraha", 1..3),
        ("zanzibar", 3..5),
        ("kujifunza", 5..6),
        ("mraha,central_entry=free", 6..7),
    ] {
        for seed in seeds {
            let mut parts = rules.split(',');
            let mut r = Rules::preset(parts.next().unwrap()).unwrap();
            for pair in parts {
                r.set_pair(pair).unwrap();
            }
            let mut p = Position::start(r);
            let mut rng = Rng::new(seed);
            writeln!(out, "game {rules} seed {seed}").unwrap();
            loop {
                let legal = p.legal_tokens();
                if legal.is_empty() {
                    let o = p.outcome().unwrap();
                    let winner = semailles::mraha::PLAYER_NAMES[o.winners[0]];
                    writeln!(out, "end {winner} {}", o.reason).unwrap();
                    break;
                }
                let token = legal[rng.below(legal.len())].clone();
                p.play(&token).unwrap();
                writeln!(out, "{token} {}", p.to_text()).unwrap();
            }
        }
    }
    out
}

#[test]
fn golden_transcripts_replay_identically() {
    let now = transcripts();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(PATH, &now).unwrap();
    }
    let stored = std::fs::read_to_string(PATH).expect("fixtures/mraha_golden.txt");
    for (i, (a, b)) in stored.lines().zip(now.lines()).enumerate() {
        assert_eq!(a, b, "golden transcript differs at line {}", i + 1);
    }
    assert_eq!(stored.lines().count(), now.lines().count());
}
