//! What both games' `semailles match` report: each side's search cost (stderr, with
//! `--progress`) and the one result line of the contract (stdout), `a_wins=<n> b_wins=<n>
//! draws=<n> avg_plies=<x>`.

use semailles::ai::Stats;
use semailles::error::{Error, Result};
use semailles::game::Game;
use std::io::Write;

/// Plays a computer player's turn through the checked path: an illegal token is a bug worth
/// stopping the match for, reported with the player's name.
pub fn play_checked<G: Game>(pos: &mut G, actions: Vec<G::Action>, player: &str) -> Result<()> {
    for action in actions {
        let token = pos.action_token(action);
        pos.play(&token)
            .map_err(|e| Error::new(e.code, format!("player {player} chose {token}: {e}")))?;
    }
    Ok(())
}

/// What one side's searches cost over the match.
#[derive(Default)]
pub struct Cost {
    pub seconds: f64,
    pub turns: u64,
    /// Decisions (tokens) over all the turns, and the most in one turn: what a person watches
    /// when the page animates the computer's turn one decision after another.
    pub decisions: u64,
    pub longest: u64,
    pub stats: Stats,
}

impl Cost {
    /// Counts one turn chosen in `seconds`, made of `decisions` tokens.
    pub fn turn(&mut self, seconds: f64, decisions: usize) {
        self.seconds += seconds;
        self.turns += 1;
        self.decisions += decisions as u64;
        self.longest = self.longest.max(decisions as u64);
    }

    /// Adds a player's search statistics (a player lives for one game).
    pub fn add(&mut self, s: &Stats) {
        self.stats.searches += s.searches;
        self.stats.nodes += s.nodes;
        self.stats.depth_sum += s.depth_sum;
    }

    /// The side's cost line on stderr; `extra` is a game-specific figure put first.
    pub fn report(&self, label: &str, name: &str, extra: Option<(&str, f64)>) {
        let s = &self.stats;
        let extra = extra.map_or(String::new(), |(k, v)| format!("{k}={v:.2} "));
        let _ = writeln!(
            std::io::stderr(),
            "{label}={name}: {extra}turns={} decisions_per_turn={:.2} longest_turn={} searches={} nodes_per_search={:.0} avg_depth={:.2} nodes_per_second={:.0} seconds_per_turn={:.4}",
            self.turns,
            self.decisions as f64 / self.turns.max(1) as f64,
            self.longest,
            s.searches,
            s.nodes as f64 / s.searches.max(1) as f64,
            s.depth_sum as f64 / s.searches.max(1) as f64,
            s.nodes as f64 / self.seconds.max(1e-9),
            self.seconds / self.turns.max(1) as f64,
        );
    }
}

/// The result line, on stdout.
pub fn print_result(wins: [u32; 2], draws: u32, total_plies: u64, games: u32) -> Result<()> {
    super::common::out(&format!(
        "a_wins={} b_wins={} draws={draws} avg_plies={:.1}",
        wins[0],
        wins[1],
        total_plies as f64 / games.max(1) as f64
    ))
}
