//! Searches small mtaji positions for trakatra starts that never end (diagnostics for tests).
use semailles::game::Game;
use semailles::mraha::Position;
use semailles::rng::Rng;
fn main() {
    let mut rng = Rng::new(3);
    let mut found = 0;
    for _ in 0..2_000_000 {
        let n = 4 + rng.below(20);
        let mut side = [0u8; 16];
        for _ in 0..n {
            side[rng.below(16)] += 1;
        }
        // front A1..A8 = k0..7, back B1..B8 = k15..k8
        let front: Vec<u8> = side[0..8].to_vec();
        let back: Vec<u8> = (0..8).map(|i| side[15 - i]).collect();
        if front.iter().all(|&c| c == 0) || side[7] > 0 {
            continue;
        }
        let rest = 64 - n as u32;
        // North: a1 holds 1 (faces A8), the rest in b1.. as 16+ piles (never capture)
        let north_back = [rest as u8 - 1, 0, 0, 0, 0, 0, 0, 0];
        let json = format!(
            r#"{{"game":"mraha","rules":{{"preset":"mraha"}},"to_move":"south","south":{{"front":{:?},"back":{:?},"hand":0,"nyumba":false}},"north":{{"front":[1,0,0,0,0,0,0,0],"back":{:?},"hand":0,"nyumba":false}},"takasia":null}}"#,
            front, back, north_back
        );
        let Ok(p) = Position::from_json(&json) else {
            continue;
        };
        let legal = p.legal_tokens();
        // candidates: front pits >= 2 (or back if none) both directions; skip capture positions
        let loaded: Vec<usize> = (0..8).filter(|&i| front[i] >= 2).collect();
        if loaded.is_empty() {
            continue;
        }
        for &i in &loaded {
            for d in ['L', 'R'] {
                let tok = format!("A{}{}", i + 1, d);
                if !legal.contains(&tok) && !legal.iter().any(|t| t.len() == 3 && false) {
                    // exclude the front-row rule: only one loaded front pit sown away from the front
                    let occupied = front.iter().filter(|&&c| c > 0).count();
                    if occupied == 1 {
                        continue;
                    }
                    if legal.is_empty() {
                        continue;
                    }
                    println!("{n} seeds: {} {tok} legal={legal:?}", p.to_text());
                    found += 1;
                }
            }
        }
        if found > 6 {
            break;
        }
    }
}
