//! Perft fixtures for Mraha wa tso, read from `fixtures/mraha_perft.txt`.

use semailles::mraha::{Position, Rules};

struct Case {
    rules: Rules,
    label: String,
    depth: u32,
    count: u64,
    deep: bool,
}

fn cases() -> Vec<Case> {
    let text = include_str!("fixtures/mraha_perft.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            let mut parts = f[0].split(',');
            let mut rules = Rules::preset(parts.next().unwrap()).unwrap();
            for pair in parts {
                rules.set_pair(pair).unwrap();
            }
            Case {
                rules,
                label: f[0].to_string(),
                depth: f[1].parse().unwrap(),
                count: f[2].parse().unwrap(),
                deep: f.get(3) == Some(&"deep"),
            }
        })
        .collect()
}

fn run(deep: bool) {
    let cases: Vec<Case> = cases().into_iter().filter(|c| c.deep == deep).collect();
    assert!(!cases.is_empty());
    for c in cases {
        let got = Position::start(c.rules).perft(c.depth);
        assert_eq!(got, c.count, "perft {} depth {}", c.label, c.depth);
    }
}

#[test]
fn perft_cheap_depths() {
    run(false);
}

#[test]
#[ignore = "deep perft: run with --ignored"]
fn perft_deep_depths() {
    run(true);
}
