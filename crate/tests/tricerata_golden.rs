//! Golden transcripts: a few whole seeded games between computer players on several boards and
//! player counts, each turn's tokens followed by the position they lead to in the one-line text
//! form. A change of behaviour in the rules or in a computer player's choice shows up as the
//! first differing line. Regenerate (after a deliberate change only) with
//! `UPDATE_GOLDEN=1 cargo test --release --test tricerata_golden`.

use semailles::ai::tricerata::TriceratPlayer;
use semailles::ai::{Computer, PlayerSpec};
use semailles::game::Game;
use semailles::tricerata::Position;
use std::fmt::Write;

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/tricerata_golden.txt"
);

/// Turns after which a transcript stops (no game here comes near it).
const MAX_TURNS: u32 = 2_000;

/// One game: board family, players, stones per cell, Mort subite, the level of each seat, seed.
type GameSpec = (&'static str, usize, u8, bool, &'static [&'static str], u64);

const GAMES: &[GameSpec] = &[
    ("triangle:4", 2, 1, false, &["greedy", "2:300"], 1),
    ("triangle:4", 2, 2, true, &["random", "ab:300"], 2),
    ("hex:2", 3, 1, false, &["1", "greedy", "random"], 3),
    (
        "square:3",
        4,
        1,
        true,
        &["greedy", "1", "random", "2:300"],
        4,
    ),
    ("triangle:3", 1, 1, false, &["best:1500"], 5),
    ("hex:2", 1, 2, false, &["greedy"], 6),
    ("triangle:6", 2, 2, false, &["greedy", "1"], 7),
    ("hex:3", 3, 1, false, &["greedy", "2:300", "random"], 8),
];

fn transcripts() -> String {
    let mut out = String::from(
        "# Tricérata golden transcripts: `game <board> <players>p <stones>s <mort subite> <levels> seed <n>`,\n\
         # then per turn `<seat>: <tokens> <position after>`, then `end <winners> <reason>`\n",
    );
    for &(board, players, stones, mort, levels, seed) in GAMES {
        let mut p = Position::start_on(board, players, stones, mort).unwrap();
        let mut seats: Vec<TriceratPlayer> = levels
            .iter()
            .enumerate()
            .map(|(i, l)| TriceratPlayer::new(PlayerSpec::parse(l).unwrap(), seed * 8 + i as u64))
            .collect();
        writeln!(
            out,
            "game {board} {players}p {stones}s mort_subite={mort} {} seed {seed}",
            levels.join(",")
        )
        .unwrap();
        let mut turns = 0;
        while turns < MAX_TURNS {
            let seat = p.to_move();
            let Some(actions) = seats[seat].choose(&p, None) else {
                break;
            };
            let tokens = p.tokens_of(&actions);
            for t in &tokens {
                p.play(t)
                    .unwrap_or_else(|e| panic!("seat {seat} chose {t} in {}: {e}", p.to_text()));
            }
            writeln!(out, "{seat}: {} {}", tokens.join(" "), p.to_text()).unwrap();
            turns += 1;
        }
        match p.outcome() {
            Some(o) => {
                let winners: Vec<String> = o.winners.iter().map(|w| w.to_string()).collect();
                writeln!(out, "end [{}] {}", winners.join(","), o.reason).unwrap();
            }
            None => writeln!(out, "stopped after {turns} turns").unwrap(),
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
    let stored = std::fs::read_to_string(PATH).expect("fixtures/tricerata_golden.txt");
    for (i, (a, b)) in stored.lines().zip(now.lines()).enumerate() {
        assert_eq!(a, b, "golden transcript differs at line {}", i + 1);
    }
    assert_eq!(stored.lines().count(), now.lines().count());
}
