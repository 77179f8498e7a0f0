//! How well the opponent model predicts a `greedy` player: plays the referee's match games (A
//! `best:30000`, `greedy` in the other seats, seed 1) and, at every `greedy` turn start with
//! at least 6 stones on the board, compares the stones `greedy` took with the largest capture
//! among the model's own list of that position's turns (the plain root candidates seeded by
//! the position), and counts how many of 5 other seeds' lists would have a different largest
//! capture. Prints a count per (greedy's take − the model's, lists that differ):
//! `cargo run --release --example greedy_probe -- BOARD PLAYERS GAMES`.
use semailles::ai::tricerata::turns;
use semailles::ai::tt::key_of;
use semailles::ai::{ComputerGame, PlayerSpec};
use semailles::game::Game;
use semailles::tricerata::{Position, Stage};

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let [board, players, games] = &a[..] else {
        panic!("BOARD PLAYERS GAMES")
    };
    let n: usize = players.parse().unwrap();
    let mut hist = std::collections::BTreeMap::new();
    for game in 0..games.parse::<u64>().unwrap() {
        let a_seat = game as usize % n;
        let game_seed = 1u64.wrapping_mul(0x9E37_79B9).wrapping_add(game);
        let mut pos = Position::start_on(board, n, 1, false).unwrap();
        let mut ps: Vec<_> = (0..n)
            .map(|s| {
                let spec = if s == a_seat { "best:30000" } else { "greedy" };
                Position::computer(
                    PlayerSpec::parse(spec).unwrap(),
                    game_seed.wrapping_mul(8).wrapping_add(s as u64),
                )
            })
            .collect();
        while pos.outcome().is_none() {
            let seat = pos.to_move();
            let before = pos.clone();
            let actions = ps[seat].choose(&pos, None).unwrap();
            for t in pos.tokens_of(&actions) {
                pos.play(&t).unwrap();
            }
            if seat == a_seat || before.stage() != Stage::Lift || before.on_board() < 6 {
                continue;
            }
            let took = turns::taken(&before, &pos) as i32;
            let m = |s: u64| {
                turns::candidates(&before, turns::ROOT, s)
                    .turns
                    .iter()
                    .map(|t| turns::taken(&before, &t.after))
                    .max()
                    .unwrap_or(0) as i32
            };
            let model = m(key_of(&before));
            let others: Vec<i32> = (0..5).map(|k| m(k * 7919 + 3)).collect();
            *hist
                .entry((took - model, others.iter().filter(|&&o| o != took).count()))
                .or_insert(0) += 1;
        }
    }
    println!(
        "(greedy take - model max, of 5 other seeds how many differ): count {:?}",
        hist
    );
}
