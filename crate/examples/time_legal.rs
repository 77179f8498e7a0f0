//! Times the legal list of a position given in the one-line text form (diagnostics).
use semailles::game::Game;
use semailles::mraha::Position;
use std::time::Instant;
fn main() {
    let text = std::env::args().nth(1).expect("a position text");
    let p = Position::from_text(&text).expect("a valid position");
    let t = Instant::now();
    let legal = p.legal_tokens();
    println!("{:?} in {:?}", legal, t.elapsed());
}
