//! Plays one Tricérata game with several players and prints it turn by turn (the board's
//! stones, the stores, each turn's tokens), to see how a computer at one seat loses or wins:
//! `cargo run --release --example multi_game -- BOARD PLAYERS STONES GAME A B SEED`
//! (e.g. `triangle:5 3 1 2 best greedy 1`: the referee's match game 3 of seed 1, A in
//! seat 2).
use semailles::ai::clock::SystemClock;
use semailles::ai::{Clock, ComputerGame, PlayerSpec};
use semailles::game::Game;
use semailles::tricerata::Position;

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let [board, players, stones, game, spec_a, spec_b, seed] = &a[..] else {
        panic!("BOARD PLAYERS STONES GAME A B SEED");
    };
    let n: usize = players.parse().unwrap();
    let game: u64 = game.parse().unwrap();
    let a_seat = game as usize % n;
    let seed: u64 = seed.parse().unwrap();
    let mut pos = Position::start_on(board, n, stones.parse().unwrap(), false).unwrap();
    let game_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(game);
    let mut players: Vec<_> = (0..n)
        .map(|s| {
            let spec = if s == a_seat { spec_a } else { spec_b };
            Position::computer(
                PlayerSpec::parse(spec).unwrap(),
                game_seed.wrapping_mul(8).wrapping_add(s as u64),
            )
        })
        .collect();
    println!("{:?}", pos.stones());
    while pos.outcome().is_none() {
        let seat = pos.to_move();
        let mut clock = SystemClock::new();
        let c: Option<&mut dyn Clock> = Some(&mut clock);
        let actions = players[seat].choose(&pos, c).unwrap();
        let tokens = pos.tokens_of(&actions);
        for t in &tokens {
            pos.play(t).unwrap();
        }
        let who = if seat == a_seat { "A" } else { "b" };
        println!(
            "seat {seat} {who}: {:<40} stores {:?} board {:?}",
            tokens.join("-"),
            pos.stores(),
            pos.stones()
        );
    }
    println!("winners {:?}", pos.outcome().unwrap().winners);
}
