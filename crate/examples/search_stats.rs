//! Nodes per second and depth reached by one computer player on given Mraha positions, natively,
//! to compare with the same measure in the browser (`node tests/browser/measure-ai.mjs` prints
//! its positions into `target/ai-positions.txt`):
//! `cargo run --release --example search_stats -- best:1000ms < target/ai-positions.txt`
use semailles::ai::clock::SystemClock;
use semailles::ai::{Clock, MrahaEval, Player, PlayerSpec};
use semailles::mraha::Position;
use std::io::BufRead;

fn main() {
    let spec = std::env::args()
        .nth(1)
        .expect("a player spec, e.g. ab:1000ms");
    let (mut nodes, mut depth, mut secs, mut n) = (0u64, 0u64, 0.0f64, 0u32);
    for line in std::io::stdin().lock().lines() {
        let text = line.expect("readable input");
        let text = text.trim();
        if text.is_empty() {
            continue;
        }
        let pos = Position::from_text(text).expect("a Mraha position text");
        let mut player = Player::new(PlayerSpec::parse(&spec).expect("a player spec"), 1);
        let mut clock = SystemClock::new();
        let start = clock.now_ms();
        let clock_ref: Option<&mut dyn Clock> = Some(&mut clock);
        player.choose_turn(&pos, &MrahaEval::default(), clock_ref);
        let elapsed = clock.now_ms() - start;
        let s = &player.stats;
        println!(
            "{spec} nodes={} depth={} ms={elapsed:.0} nodes_per_second={:.0}  {text}",
            s.nodes,
            s.depth_sum,
            s.nodes as f64 / (elapsed / 1000.0)
        );
        if s.searches > 0 {
            nodes += s.nodes;
            depth += s.depth_sum;
            secs += elapsed / 1000.0;
            n += 1;
        }
    }
    println!(
        "{spec} native: positions={n} nodes_per_second={:.0} avg_depth={:.2}",
        nodes as f64 / secs,
        depth as f64 / n.max(1) as f64
    );
}
