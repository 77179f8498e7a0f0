//! `semailles match`: N games between a computer player A and a computer player B, for
//! measuring the levels' strength, the same loop for every game. Stdout gets one line,
//! `a_wins=<n> b_wins=<n> draws=<n> avg_plies=<x>` (a ply is one complete turn; a Tricérata
//! seizure is a turn). With `--progress`, a line after each game and each side's search cost
//! go to stderr; without it stderr stays empty unless the match fails (the referee's contract
//! keeps stderr for the one JSON error line, and a caller reading it as such took a long
//! match's progress for an error).
//!
//! * **2 to 6 players**: in game `g` A takes seat `g mod P` and B every other seat (each B
//!   seat its own seeded player). A game counts for A when A wins alone, for B when every
//!   winner is a B seat, and as a draw when A shares the win or nobody wins (a game still
//!   going after the game's [`MatchGame::MAX_TURNS`] is a draw: two programs can shuffle
//!   seeds for ever in Bao's mtaji).
//! * **Solitaire** (one player): A and B each play the same board; fewer turns wins, equal
//!   turns draw.

use super::match_report::{play_checked, print_result, Cost};
use semailles::ai::clock::SystemClock;
use semailles::ai::{Clock, Computer, ComputerGame, PlayerSpec};
use semailles::error::{code, Error, Result};
use std::io::Write;
use std::time::Instant;

/// What a match needs to know of a game beyond its computer players.
pub trait MatchGame: ComputerGame {
    /// Turns after which an unfinished game counts as a draw.
    const MAX_TURNS: u32;
    /// The name of the game's score in A's and B's cost lines (`avg_store`), if it keeps one.
    const SCORE: Option<&'static str>;

    /// The seed of the player at `seat` (A's or B's, `side` 0 or 1) in the game seeded
    /// `game_seed`. Each game keeps its own rule so that the figures measured with it replay.
    fn player_seed(game_seed: u64, side: usize, seat: usize) -> u64;

    /// How the progress line names A's seat (`as south`, `seat 2`).
    fn seat_name(seat: usize) -> String;

    /// The score of `seat`: its store, or in solitaire the turns played.
    fn score(&self, seat: usize) -> u32;
}

/// One game from `start`; `sides[seat]` is 0 for A, 1 for B. Returns the final position and
/// the turns played.
fn play_game<G: MatchGame>(
    start: &G,
    sides: &[usize],
    players: &mut [Box<dyn Computer<G>>],
    names: &[String; 2],
    cost: &mut [Cost; 2],
) -> Result<(G, u32)> {
    let mut pos = start.clone();
    let mut plies = 0u32;
    while plies < G::MAX_TURNS {
        let seat = pos.to_move();
        let side = sides[seat];
        let t0 = Instant::now();
        let mut clock = SystemClock::new();
        let clock: Option<&mut dyn Clock> = Some(&mut clock);
        let Some(actions) = players[seat].choose(&pos, clock) else {
            break;
        };
        cost[side].turn(t0.elapsed().as_secs_f64(), actions.len());
        if actions.is_empty() {
            return Err(Error::new(
                code::SETUP_INCONSISTENT,
                format!("player {} found no turn", names[side]),
            ));
        }
        play_checked(&mut pos, actions, &names[side])?;
        plies += 1;
    }
    Ok((pos, plies))
}

/// What `match` was asked: the two players, the games, the seed, whether to show progress.
pub struct Asked<'a> {
    pub a: &'a str,
    pub b: &'a str,
    pub games: u32,
    pub seed: u64,
    /// `--progress`: a line per game and the sides' costs on stderr.
    pub progress: bool,
}

/// Plays the match and prints its result line.
pub fn play_match<G: MatchGame>(start: &G, asked: &Asked) -> Result<()> {
    let &Asked {
        a,
        b,
        games,
        seed,
        progress,
    } = asked;
    let specs = [PlayerSpec::parse(a)?, PlayerSpec::parse(b)?];
    let names = [specs[0].name(), specs[1].name()];
    let n = start.num_players();
    let mut wins = [0u32; 2];
    let (mut draws, mut total_plies) = (0u32, 0u64);
    let mut cost = [Cost::default(), Cost::default()];
    let mut score_sum = [0f64; 2];
    for g in 0..games {
        let game_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(g as u64);
        let player = |side: usize, seat: usize| {
            G::computer(specs[side], G::player_seed(game_seed, side, seat))
        };
        let a_seat = if n == 1 { 0 } else { g as usize % n };
        let (result, plies) = if n == 1 {
            let mut turns = [0u32; 2];
            let mut plies = 0;
            for side in 0..2 {
                let mut players = vec![player(side, side)];
                let (end, p) = play_game(start, &[side], &mut players, &names, &mut cost)?;
                cost[side].add(&players[0].stats());
                turns[side] = end.score(0) - start.score(0);
                plies += p;
                score_sum[side] += turns[side] as f64;
            }
            let result = match turns[0].cmp(&turns[1]) {
                std::cmp::Ordering::Less => Some(0),
                std::cmp::Ordering::Greater => Some(1),
                std::cmp::Ordering::Equal => None,
            };
            (result, plies)
        } else {
            let sides: Vec<usize> = (0..n).map(|p| usize::from(p != a_seat)).collect();
            let mut players: Vec<_> = (0..n).map(|p| player(sides[p], p)).collect();
            let (end, plies) = play_game(start, &sides, &mut players, &names, &mut cost)?;
            for (p, pl) in players.iter().enumerate() {
                cost[sides[p]].add(&pl.stats());
            }
            score_sum[0] += end.score(a_seat) as f64;
            score_sum[1] += (0..n)
                .filter(|&p| p != a_seat)
                .map(|p| end.score(p) as f64)
                .sum::<f64>()
                / (n - 1) as f64;
            let result = match end.outcome() {
                Some(o) if o.winners == [a_seat] => Some(0),
                Some(o) if !o.winners.is_empty() && !o.winners.contains(&a_seat) => Some(1),
                _ => None,
            };
            (result, plies)
        };
        total_plies += plies as u64;
        let label = match result {
            Some(0) => "a",
            Some(_) => "b",
            None => "draw",
        };
        match result {
            Some(side) => wins[side] += 1,
            None => draws += 1,
        }
        if progress {
            // (A stderr that cannot be written loses the line, not the match.)
            let _ = writeln!(
                std::io::stderr(),
                "game {}/{games}: a={} {} → {label} in {plies} turns (a {} b {} draws {draws})",
                g + 1,
                names[0],
                G::seat_name(a_seat),
                wins[0],
                wins[1],
            );
        }
    }
    let score = match (n, G::SCORE) {
        (1, _) => Some("avg_turns"),
        (_, score) => score,
    };
    if progress {
        for (i, label) in ["a", "b"].into_iter().enumerate() {
            let extra = score.map(|what| (what, score_sum[i] / games.max(1) as f64));
            cost[i].report(label, &names[i], extra);
        }
    }
    print_result(wins, draws, total_plies, games)
}
