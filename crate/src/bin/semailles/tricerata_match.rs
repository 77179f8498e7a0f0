//! `semailles match --game tricerata`: N games between a player A and a player B, for measuring
//! the computer players' strength. Progress and search statistics go to stderr; stdout gets
//! one line, `a_wins=<n> b_wins=<n> draws=<n> avg_plies=<x>` (a ply is one complete turn; a
//! seizure is a turn).
//!
//! * **2 to 6 players**: in game `g` A takes seat `g mod P` and B every other seat (each B
//!   seat its own seeded player). A game counts for A when A wins alone, for B when every
//!   winner is a B seat, and as a draw when A shares the win.
//! * **Solitaire**: A and B each play the same board; fewer turns wins, equal turns draw.

use super::match_report::{play_checked, print_result, Cost};
use semailles::ai::clock::SystemClock;
use semailles::ai::tricerata::TriceratPlayer;
use semailles::ai::{Clock, PlayerSpec};
use semailles::error::{Error, Result};
use semailles::game::Game;
use semailles::tricerata::Position;
use std::time::Instant;

/// Turns after which a game is abandoned as a draw (a game ends within twice the stones).
const MAX_TURNS: u32 = 20_000;

/// Plays one game from `start`; `seats[p]` is 0 for A, 1 for B. Returns the final position and
/// the turns played.
fn play_game(
    start: &Position,
    seats: &[usize],
    players: &mut [TriceratPlayer],
    cost: &mut [Cost; 2],
) -> Result<(Position, u32)> {
    let mut pos = start.clone();
    let mut plies = 0u32;
    while plies < MAX_TURNS {
        let seat = pos.to_move();
        let side = seats[seat];
        let t0 = Instant::now();
        let mut clock = SystemClock::new();
        let clock: Option<&mut dyn Clock> = Some(&mut clock);
        let Some(actions) = players[seat].choose(&pos, clock) else {
            break;
        };
        cost[side].turn(t0.elapsed().as_secs_f64(), actions.len());
        if actions.is_empty() {
            return Err(Error::new(
                semailles::error::code::SETUP_INCONSISTENT,
                format!("player {} found no turn", players[seat].spec.name()),
            ));
        }
        play_checked(&mut pos, actions, &players[seat].spec.name())?;
        plies += 1;
    }
    Ok((pos, plies))
}

pub fn play_match(start: &Position, a: &str, b: &str, games: u32, seed: u64) -> Result<()> {
    let specs = [PlayerSpec::parse(a)?, PlayerSpec::parse(b)?];
    let n = start.players();
    let mut wins = [0u32; 2];
    let (mut draws, mut total_plies) = (0u32, 0u64);
    let mut cost = [Cost::default(), Cost::default()];
    let mut score_sum = [0f64; 2];
    for g in 0..games {
        let game_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(g as u64);
        let player = |side: usize, k: u64| {
            TriceratPlayer::new(specs[side], game_seed.wrapping_mul(8).wrapping_add(k))
        };
        let result;
        if n == 1 {
            let mut turns = [0u32; 2];
            for side in 0..2 {
                let mut players = vec![player(side, side as u64)];
                let (end, plies) = play_game(start, &[side], &mut players, &mut cost)?;
                cost[side].add(players[0].stats());
                turns[side] = end.turns() - start.turns();
                total_plies += plies as u64;
                score_sum[side] += turns[side] as f64;
            }
            result = match turns[0].cmp(&turns[1]) {
                std::cmp::Ordering::Less => Some(0),
                std::cmp::Ordering::Greater => Some(1),
                std::cmp::Ordering::Equal => None,
            };
        } else {
            let a_seat = g as usize % n;
            let seats: Vec<usize> = (0..n).map(|p| usize::from(p != a_seat)).collect();
            let mut players: Vec<TriceratPlayer> =
                (0..n).map(|p| player(seats[p], p as u64)).collect();
            let (end, plies) = play_game(start, &seats, &mut players, &mut cost)?;
            for (p, pl) in players.iter().enumerate() {
                cost[seats[p]].add(pl.stats());
            }
            total_plies += plies as u64;
            let stores = end.stores();
            score_sum[0] += stores[a_seat] as f64;
            score_sum[1] += (0..n)
                .filter(|&p| p != a_seat)
                .map(|p| stores[p] as f64)
                .sum::<f64>()
                / (n - 1) as f64;
            result = match end.outcome() {
                Some(o) if o.winners == [a_seat] => Some(0),
                Some(o) if !o.winners.is_empty() && !o.winners.contains(&a_seat) => Some(1),
                _ => None,
            };
        }
        let label = match result {
            Some(0) => "a",
            Some(_) => "b",
            None => "draw",
        };
        match result {
            Some(side) => wins[side] += 1,
            None => draws += 1,
        }
        eprintln!(
            "game {}/{games}: a={} seat {} → {label} (a {} b {} draws {draws})",
            g + 1,
            specs[0].name(),
            if n == 1 { 0 } else { g as usize % n },
            wins[0],
            wins[1],
        );
    }
    let what = if n == 1 { "avg_turns" } else { "avg_store" };
    for (i, label) in ["a", "b"].into_iter().enumerate() {
        let score = score_sum[i] / games.max(1) as f64;
        cost[i].report(label, &specs[i].name(), Some((what, score)));
    }
    print_result(wins, draws, total_plies, games);
    Ok(())
}
