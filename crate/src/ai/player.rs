//! A computer player: a level, a seeded random source and a transposition table kept between its
//! turns. It answers with a whole turn (the sequence of actions); the page and the referee then
//! play the actions one by one, with the same animation as a human turn.

use super::clock::Clock;
use super::game::{Evaluator, SearchGame, WIN_ZONE};
use super::level::{Level, PlayerSpec};
use super::mcts;
use super::search::{search, SearchParams};
use super::tt::{key_of, Table};
use crate::rng::Rng;

/// What the player's searches cost, summed over its decisions (for the referee's report).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// Decisions that needed a search (more than one turn to choose from).
    pub searches: u64,
    pub nodes: u64,
    /// Sum of the depths completed (alpha-beta) or of the tree depths reached (MCTS).
    pub depth_sum: u64,
}

pub struct Player {
    pub spec: PlayerSpec,
    rng: Rng,
    /// Seeds this player's evaluation jitter (see [`super::level::Style::jitter`]).
    jitter_seed: u64,
    /// The table and the player it was filled for (values are from that player's view).
    tt: Option<(usize, Table)>,
    pub stats: Stats,
}

/// A noise of spread about `scale`, roughly bell-shaped (sum of three uniforms).
fn noise(rng: &mut Rng, scale: i32) -> i32 {
    if scale == 0 {
        return 0;
    }
    let s = rng.unit() + rng.unit() + rng.unit() - 1.5;
    (s * 2.0 * scale as f64) as i32
}

/// An evaluation plus a fixed pseudo-random offset per (player, position) in
/// `-amplitude..=amplitude`; wins and losses are left alone.
struct Jitter<'e, E> {
    inner: &'e E,
    seed: u64,
    amplitude: i32,
}

impl<G: SearchGame, E: Evaluator<G>> Evaluator<G> for Jitter<'_, E> {
    fn evaluate(&self, pos: &G, player: usize) -> i32 {
        let v = self.inner.evaluate(pos, player);
        if self.amplitude == 0 || v.abs() > WIN_ZONE {
            return v;
        }
        let span = 2 * self.amplitude as u64 + 1;
        let offset = (key_of(&(self.seed, player, pos)) % span) as i32 - self.amplitude;
        v + offset
    }

    fn gain(&self, before: &G, after: &G, mover: usize) -> i32 {
        self.inner.gain(before, after, mover)
    }

    fn quiet(&self, pos: &G) -> bool {
        self.inner.quiet(pos)
    }
}

impl Player {
    /// The same `seed` and budget in nodes always give the same turns.
    pub fn new(spec: PlayerSpec, seed: u64) -> Player {
        let mut rng = Rng::new(seed);
        Player {
            spec,
            jitter_seed: rng.next_u64(),
            rng,
            tt: None,
            stats: Stats::default(),
        }
    }

    /// The turn to play from `pos` (the start of a turn, or a pending mid-turn decision: then the
    /// rest of the turn), or `None` when the game is over. `clock` enables the level's time limit.
    pub fn choose_turn<G: SearchGame, E: Evaluator<G>>(
        &mut self,
        pos: &G,
        eval: &E,
        clock: Option<&mut dyn Clock>,
    ) -> Option<Vec<G::Action>> {
        self.choose_from(pos, pos.search_turns(), eval, clock)
    }

    /// [`Player::choose_turn`] among `turns`, a list the caller built (e.g. a wider one than
    /// the search's own [`SearchGame::search_turns`] for the root); `None` when it is empty.
    pub fn choose_from<G: SearchGame, E: Evaluator<G>>(
        &mut self,
        pos: &G,
        mut turns: Vec<crate::game::Turn<G>>,
        eval: &E,
        clock: Option<&mut dyn Clock>,
    ) -> Option<Vec<G::Action>> {
        if turns.is_empty() {
            return None;
        }
        let jittered = Jitter {
            inner: eval,
            seed: self.jitter_seed,
            amplitude: self.spec.style().jitter,
        };
        let i = self.choose_index(pos, &turns, &jittered, clock);
        Some(turns.swap_remove(i).actions.into_vec())
    }

    fn choose_index<G: SearchGame, E: Evaluator<G>>(
        &mut self,
        pos: &G,
        turns: &[crate::game::Turn<G>],
        eval: &E,
        clock: Option<&mut dyn Clock>,
    ) -> usize {
        let style = self.spec.style();
        match self.spec.level {
            Level::Random => self.rng.below(turns.len()),
            Level::Greedy => {
                let mover = pos.to_move();
                let gains: Vec<i32> = turns
                    .iter()
                    .map(|t| eval.gain(pos, &t.after, mover))
                    .collect();
                let top = *gains.iter().max().expect("at least one turn");
                let best: Vec<usize> = (0..turns.len()).filter(|&i| gains[i] == top).collect();
                best[self.rng.below(best.len())]
            }
            _ if turns.len() == 1 => 0,
            Level::Mcts | Level::MctsTurns => {
                let r = mcts::search(pos, turns, eval, style.budget, &mut self.rng, clock);
                self.stats.searches += 1;
                self.stats.nodes += r.nodes;
                self.stats.depth_sum += r.depth as u64;
                r.best
            }
            Level::Search(_) => {
                let player = pos.to_move();
                let bits = (64 - style.budget.nodes.min(1 << 17).leading_zeros()).clamp(12, 18);
                if self.tt.as_ref().is_none_or(|(p, _)| *p != player) {
                    self.tt = Some((player, Table::new(bits)));
                }
                let (_, tt) = self.tt.as_mut().expect("table just made");
                let all_exact = style.noise > 0 || style.second_best > 0.0;
                let params = SearchParams {
                    max_depth: style.max_depth,
                    budget: style.budget,
                    all_exact,
                    extensions: style.extensions,
                };
                let r = search(pos, turns, eval, tt, params, clock);
                self.stats.searches += 1;
                self.stats.nodes += r.nodes;
                self.stats.depth_sum += r.depth as u64;
                if !all_exact {
                    return r.best;
                }
                self.pick_with_noise(&r.values, style.noise, style.second_best)
            }
        }
    }

    /// The weaker levels: values blurred by noise, and now and then the second choice, if it
    /// is not much worse (so the mistake stays plausible) and not a proven loss.
    fn pick_with_noise(&mut self, values: &[i32], scale: i32, second_best: f64) -> usize {
        let mut ranked: Vec<(i32, usize)> = values
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let blur = if v.abs() > WIN_ZONE {
                    0
                } else {
                    noise(&mut self.rng, scale)
                };
                (v.saturating_add(blur), i)
            })
            .collect();
        crate::small_sort::sort_by(&mut ranked, |a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let take_second = ranked.len() > 1
            && self.rng.unit() < second_best
            && ranked[1].0 > -WIN_ZONE
            && ranked[0].0 - ranked[1].0 <= 400;
        ranked[if take_second { 1 } else { 0 }].1
    }
}
