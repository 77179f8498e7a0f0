//! `semailles match`: N games between two computer players, sides alternating, for measuring
//! the levels' strength. Progress and search statistics go to stderr; stdout gets one line,
//! `a_wins=<n> b_wins=<n> draws=<n> avg_plies=<x>`.
//!
//! A ply here is one complete turn. A game still going after [`MAX_TURNS`] turns is a draw
//! (Bao has no draws, but two programs can shuffle seeds for ever in mtaji).

use super::match_report::{play_checked, print_result, Cost};
use super::mraha_cmd;
use super::GameArgs;
use semailles::ai::clock::SystemClock;
use semailles::ai::{Clock, MrahaEval, Player, PlayerSpec};
use semailles::error::Result;
use semailles::game::Game;
use std::time::Instant;

/// Turns after which an unfinished game counts as a draw.
pub const MAX_TURNS: u32 = 1000;

pub fn play_match(args: &GameArgs, a: &str, b: &str, games: u32, seed: u64) -> Result<()> {
    let start = mraha_cmd::start(args)?;
    let specs = [PlayerSpec::parse(a)?, PlayerSpec::parse(b)?];
    let eval = MrahaEval::default();
    let mut wins = [0u32; 2];
    let (mut draws, mut total_plies) = (0u32, 0u64);
    let mut cost = [Cost::default(), Cost::default()];
    for g in 0..games {
        let game_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(g as u64);
        // players[0] is A, players[1] is B; A is South (player 0) in even games.
        let mut players = [
            Player::new(specs[0], game_seed.wrapping_mul(2)),
            Player::new(specs[1], game_seed.wrapping_mul(2).wrapping_add(1)),
        ];
        let a_side = (g % 2) as usize;
        let mut pos = start;
        let mut plies = 0u32;
        let winner_side = loop {
            if plies >= MAX_TURNS {
                break None;
            }
            let side = pos.to_move();
            let who = if side == a_side { 0 } else { 1 };
            let t0 = Instant::now();
            let mut clock = SystemClock::new();
            let clock: Option<&mut dyn Clock> = Some(&mut clock);
            let Some(actions) = players[who].choose_turn(&pos, &eval, clock) else {
                break pos.outcome().and_then(|o| o.winners.first().copied());
            };
            cost[who].turn(t0.elapsed().as_secs_f64(), actions.len());
            play_checked(&mut pos, actions, &players[who].spec.name())?;
            plies += 1;
        };
        total_plies += plies as u64;
        let result = match winner_side {
            None => {
                draws += 1;
                "draw"
            }
            Some(w) if w == a_side => {
                wins[0] += 1;
                "a"
            }
            Some(_) => {
                wins[1] += 1;
                "b"
            }
        };
        for (c, p) in cost.iter_mut().zip(&players) {
            c.add(&p.stats);
        }
        eprintln!(
            "game {}/{games}: a={} as {} → {result} in {plies} turns (a {} b {} draws {draws})",
            g + 1,
            specs[0].name(),
            if a_side == 0 { "south" } else { "north" },
            wins[0],
            wins[1],
        );
    }
    for (i, label) in ["a", "b"].into_iter().enumerate() {
        if cost[i].stats.searches > 0 {
            cost[i].report(label, &specs[i].name(), None);
        }
    }
    print_result(wins, draws, total_plies, games);
    Ok(())
}
