use semailles::mraha::{Position, Rules};
use semailles::rng::Rng;
use std::time::Instant;
fn main() {
    let preset = std::env::args().nth(1).unwrap_or("zanzibar".into());
    let start = Position::start(Rules::preset(&preset).unwrap());
    let mut rng = Rng::new(std::env::args().nth(2).map_or(7, |s| s.parse().unwrap()));
    let mut times = vec![];
    for g in 0..20000 {
        let mut p = start;
        let t = Instant::now();
        let mut turns = 0;
        let mut worst = (0.0, 0);
        loop {
            let t1 = Instant::now();
            let before = p;
            if !p.play_random_turn(&mut rng) {
                break;
            }
            let dt = t1.elapsed().as_secs_f64();
            if dt > worst.0 {
                worst = (dt, turns);
                if dt > 0.01 {
                    println!(
                        "slow turn {dt:.4}s game {g} turn {turns}: {}",
                        semailles::game::Game::to_text(&before)
                    );
                }
            }
            turns += 1;
            if turns > 5000 {
                break;
            }
        }
        times.push((t.elapsed().as_secs_f64(), g, turns, worst));
    }
    times.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap());
    let total: f64 = times.iter().map(|t| t.0).sum();
    println!("total {total:.3}s");
    for t in &times[..10] {
        println!("{:?}", t);
    }
}
