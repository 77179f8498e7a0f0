//! Whether a seat's game is lost at its first turn: plays the referee's match game `GAME` (seed
//! `SEED`, `greedy` in every other seat) up to A's first turn, then tries A's root candidates —
//! the `TOP` the opponent model likes best and the `TOP` that take the most now — each followed
//! by `K` games with A playing `CONT` and the `greedy` seats reseeded (their equal captures
//! chosen differently), and prints A's wins alone per first turn:
//! `cargo run --release --example seat_probe -- BOARD PLAYERS GAME SEED CONT TOP K`
//! (e.g. `square:5 3 2 1 best:20000 12 6`: the match's game 3, A in seat 2).
use semailles::ai::clock::Budget;
use semailles::ai::tricerata::{model, turns, TriceratEval};
use semailles::ai::tt::key_of;
use semailles::ai::{ComputerGame, Level, PlayerSpec};
use semailles::game::Game;
use semailles::tricerata::Position;

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let [board, players, game, seed, cont, top, k] = &a[..] else {
        panic!("BOARD PLAYERS GAME SEED CONT TOP K");
    };
    let n: usize = players.parse().unwrap();
    let game: u64 = game.parse().unwrap();
    let seed: u64 = seed.parse().unwrap();
    let top: usize = top.parse().unwrap();
    let k: u64 = k.parse().unwrap();
    let a_seat = game as usize % n;
    let game_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(game);
    let seat_seed = |s: usize| game_seed.wrapping_mul(8).wrapping_add(s as u64);
    let greedy = PlayerSpec::parse("greedy").unwrap();
    let mut pos = Position::start_on(board, n, 1, false).unwrap();
    let mut first: Vec<_> = (0..n)
        .map(|s| Position::computer(greedy, seat_seed(s)))
        .collect();
    while pos.to_move() != a_seat {
        let actions = first[pos.to_move()].choose(&pos, None).unwrap();
        for t in pos.tokens_of(&actions) {
            pos.play(&t).unwrap();
        }
    }
    println!(
        "before A: stores {:?} board {:?}",
        pos.stores(),
        pos.stones()
    );
    let root = turns::candidates(&pos, turns::SEARCH_ROOT, seat_seed(a_seat) ^ key_of(&pos)).turns;
    let eval = TriceratEval::default();
    let params = model::params(Level::Mcts, Budget::nodes(400_000));
    let r = model::search(&pos, &root, &eval, params, None);
    println!("{} root turns; model depth {}", root.len(), r.depth);
    let mut by_model: Vec<usize> = (0..root.len()).collect();
    by_model.sort_by(|&i, &j| r.values[j].total_cmp(&r.values[i]));
    let mut by_take: Vec<usize> = (0..root.len()).collect();
    by_take.sort_by_key(|&i| std::cmp::Reverse(turns::taken(&pos, &root[i].after)));
    let mut tried: Vec<usize> = by_model.iter().take(top).copied().collect();
    for &i in by_take.iter().take(top) {
        if !tried.contains(&i) {
            tried.push(i);
        }
    }
    let cont = PlayerSpec::parse(cont).unwrap();
    let mut best_wins = 0;
    for &i in &tried {
        let mut wins = 0;
        for j in 0..k {
            let mut p = root[i].after.clone();
            let mut seats: Vec<_> = (0..n)
                .map(|s| {
                    let spec = if s == a_seat { cont } else { greedy };
                    Position::computer(spec, seat_seed(s) ^ (j + 1).wrapping_mul(0x9E37))
                })
                .collect();
            while p.outcome().is_none() {
                let actions = seats[p.to_move()].choose(&p, None).unwrap();
                for t in p.tokens_of(&actions) {
                    p.play(&t).unwrap();
                }
            }
            if p.outcome().unwrap().winners == [a_seat] {
                wins += 1;
            }
        }
        best_wins = best_wins.max(wins);
        println!(
            "A takes {:>2}, model {:.3}: wins alone {wins} of {k}  ({})",
            turns::taken(&pos, &root[i].after),
            r.values[i],
            pos.tokens_of(&root[i].actions).join("-"),
        );
    }
    println!("best first turn: {best_wins} of {k}");
}
