//! How large a capture each candidate generator finds: plays `GAMES` games between `greedy`
//! seats (1 stone per cell) and, at every turn start with at least 6 stones on the board, sums
//! the largest capture among the plain root candidates (`turns::ROOT`, what `greedy` chooses
//! among) and the largest the heap search finds with a beam of `WIDTH` states per drop:
//! `cargo run --release --example heap_probe -- BOARD PLAYERS GAMES WIDTH [STONES]`
//! (e.g. `triangle:5 3 10 200`; STONES per cell, 1 unless given).
use semailles::ai::tricerata::{heaps, turns};
use semailles::ai::tt::key_of;
use semailles::ai::{ComputerGame, PlayerSpec};
use semailles::game::Game;
use semailles::tricerata::{Position, Stage};

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let (board, players, games, width, stones) = match &a[..] {
        [b, p, g, w] => (b, p, g, w, 1),
        [b, p, g, w, s] => (b, p, g, w, s.parse().expect("STONES: a number")),
        _ => panic!("BOARD PLAYERS GAMES WIDTH [STONES]"),
    };
    let n: usize = players.parse().unwrap();
    let width: usize = width.parse().unwrap();
    let mut positions = Vec::new();
    for game in 0..games.parse::<u64>().unwrap() {
        let mut pos = Position::start_on(board, n, stones, false).unwrap();
        let greedy = PlayerSpec::parse("greedy").unwrap();
        let mut seats: Vec<_> = (0..n)
            .map(|s| Position::computer(greedy, game * 8 + s as u64))
            .collect();
        while pos.outcome().is_none() {
            if pos.stage() == Stage::Lift && pos.on_board() >= 6 {
                positions.push(pos.clone());
            }
            let actions = seats[pos.to_move()].choose(&pos, None).unwrap();
            for t in pos.tokens_of(&actions) {
                pos.play(&t).unwrap();
            }
        }
    }
    let (mut plain, mut heap, mut secs) = (0u32, 0u32, 0f64);
    for p in &positions {
        let root = turns::candidates(p, turns::ROOT, key_of(p)).turns;
        plain += root
            .iter()
            .map(|t| turns::taken(p, &t.after) as u32)
            .max()
            .unwrap_or(0);
        let t0 = std::time::Instant::now();
        let found = heaps::heap_sowings(p, width, 1);
        secs += t0.elapsed().as_secs_f64();
        heap += found
            .first()
            .map_or(0, |(_, q)| turns::capture_take(q) as u32);
    }
    println!(
        "{board}, {n} players, {} positions: largest captures summed: root candidates {plain}, heap search (width {width}) {heap} in {:.1} ms a position",
        positions.len(),
        1000.0 * secs / positions.len().max(1) as f64
    );
}
