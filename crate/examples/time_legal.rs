//! Times the legal list of a position given in the one-line text form, twice (the second time
//! the expensive never-ending verdicts are remembered). Diagnostics:
//! `cargo run --release --example time_legal -- 'zanzibar.n.00000001101103010x.18161085050363270x'`
use semailles::game::Game;
use semailles::mraha::Position;
use std::time::Instant;
fn main() {
    let text = std::env::args().nth(1).expect("a position text");
    let p = Position::from_text(&text).expect("a valid position");
    for _ in 0..2 {
        let t = Instant::now();
        let legal = p.legal_tokens();
        println!("{:?} in {:?}", legal, t.elapsed());
    }
}
