//! Tricérata with three to six players: an **opponent-model search** over candidate turns.
//! The searching player maximises his chance of winning; every other player is modelled as
//! doing what most players at the table do — take the most stones he can now — and, among
//! the turns that take as much, as choosing any of them alike (so their value is averaged).
//!
//! Why a model rather than a rule for the others. Max-n ([`super::multi`]) assumes each other
//! player plays the turn that his own evaluation likes best; paranoid search assumes they all
//! play against the searching one. Neither is what happens at a Tricérata table: the game is
//! short (about five turns each on `triangle:5` with 1 stone), its first turns capture heaps
//! of 4 to 6 stones, and its end is a race of lone stones in which each turn hands one stone to
//! someone — who moves when decides it. A player who takes the largest capture in reach, and
//! otherwise moves any stone, is *predictable*: searching what he will really do lets the
//! searching player set up the captures the others leave him and time the lone-stone ending,
//! and a larger budget then looks further along the right lines (measured: the README's
//! "Computer players").
//!
//! * **Values**: the searching player's chance, 0 to 1: a finished game is 1 won alone,
//!   [`SHARED`] shared, 0 lost; a leaf is his [`TriceratEval`] (store race plus the mover's
//!   tempo) squashed by a logistic of scale [`SCALE`]. Chances average correctly, which
//!   evaluation units would not.
//! * **His own nodes**: the best of his [`ModelParams::own_width`] best-looking candidate
//!   turns (the wide root set at the root, the narrow [`turns::INNER`] set inside). For
//!   `best` both include the turns that pile the stones up and capture the heap
//!   ([`super::heaps`]: a beam of 400 states per drop at the root, [`ModelParams::own_heaps`]
//!   inside), which the plain candidates rarely find: they take most of the board when the
//!   board allows it, and they were what the search lacked (the README's "Computer players":
//!   with them `best` wins alone 26 instead of 15 of 30 on `triangle:5` with 3 players).
//! * **The others' nodes**: their candidates (as wide as the root in the first round, when the
//!   others' captures are what his turn is judged by), kept to those that take the most now;
//!   of these at most [`ModelParams::others_width`], spread over the range of the mover's own
//!   evaluation (the best for him, the worst and between), and their values averaged. The
//!   others are listed the plain way, without the heap turns: it predicts the largest capture
//!   of a `greedy` player (same lists) in about 9 turns of 10 (example `greedy_probe`), and
//!   listing their heap turns too (a beam of 16 or 100 in the first round) won fewer games
//!   against `greedy` seats (17 of 30 on `square:5` instead of 21) and no more against `4`
//!   seats (7 of 30 on `triangle:5`, when `4` piled too).
//!   Against players who pile as well (another `best`), this model expects too little of them.
//!
//! * **A transposition table** of the values searched in the current decision, by position,
//!   first round or not, and depth (a deeper value stands in for a shallower one): the others'
//!   equal captures reach the same positions in other orders, and the lone-stone endings
//!   transpose a great deal (`best:120000`, 3 players, `triangle:5`: 17.7 turns deep on average
//!   instead of 14.0, in less time, for the same wins).
//! * **Every level** with three players or more: `1`…`4` and `best` differ by their node
//!   budgets ([`super::default_budget`]), their widths and, for `1`…`4`, a noise on the root
//!   turns' chances before choosing ([`ModelParams::noise`]: plausible mistakes; without it
//!   two levels play alike, and with three players who plays first then decides). Level `4`
//!   also adds the captures of a narrow heap beam to its root turns
//!   ([`ModelParams::root_heaps`]). The
//!   paranoid alpha-beta they used before played as the model does not expect, and `4` lost
//!   to `3`.
//!
//! Iterative deepening in complete turns under a [`Budget`] (nodes, or milliseconds from the
//! caller's clock); the first iteration always completes, so even a tiny budget looks one turn
//! ahead. Deterministic given the position, the candidates' seed and a node budget.
//!
//! ## Measured
//! Against `greedy` seats, 1 stone, node budgets, seed 1 (`semailles match --game tricerata
//! --players P --board B --a best:120000 --b greedy --games N --seed 1`; the tables are in the
//! README). With the heap turns: 3 players, 30 games, A wins alone 26 on `triangle:5`, 29 on
//! `triangle:6`, 21 on `square:5`, 20 on `hex:3` (a `greedy` A 14 to 18 of 60); 4 players, 32
//! games, 16, 31, 18, 16 (64 games: 31 on `triangle:5` and on `hex:3`; 128 games: 74, 118, 65,
//! 63, that is 58 %, 92 %, 51 % and 49 %), where on `hex:3` the first `greedy` seat's opening
//! capture leaves the third and fourth seats nothing to win (63 of the 64 games of the first two
//! seats were won).
//! Before them (the plain candidates only): 15, 18, 12, 10 and 12, 9, 9, 8, and on `square:5`
//! and `hex:3` A won from the first seat only — the lists held no turn that wins from the
//! others, where the heap search finds captures of 12 or 13. Levels `1`…`3` do not pile and
//! `4` piles with a narrow beam; each of them wins 15 to 20 of 30 against two seats of the
//! level below on `triangle:5` and `square:5` (a fair share is 10), and 18 to 29 of 64
//! against three seats with 4 players (a fair share is 16; the noises and level `4`'s heap
//! beam of [`params`]); `best` 20 and 16 of 30 against `4`, 32 and 21
//! of 64.

use super::deepen::{deepen, RootSearch, Searched};
use super::turns::{self, Breadth};
use super::TriceratEval;
use crate::ai::clock::{Budget, Clock, Meter};
use crate::ai::game::{win_chance, Evaluator};
use crate::ai::level::Level;
use crate::ai::tt::key_of;
use crate::ai::Stats;
use crate::game::{Game, Turn};
use crate::rng::Rng;
use crate::tricerata::Position;
use std::collections::HashMap;

/// A shared win's worth to the searching player (a win alone is 1): the referee's match and
/// a player at the table count it as less than a win and more than a loss.
pub const SHARED: f64 = 0.4;
/// Evaluation units (hundredths of a stone) for which the chance is about 73 %.
pub const SCALE: f64 = 250.0;
/// At most this many first-round reply lists are kept (a few kilobytes each).
const MAX_KEPT_REPLIES: usize = 4096;
/// At most this many searched values are kept in the transposition table (about 32 bytes
/// each, so a few megabytes at most).
const MAX_TABLE: usize = 1 << 17;

/// How the search looks ahead.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ModelParams {
    /// Deepest iteration, in complete turns (a seizure is a turn).
    pub max_depth: u32,
    pub budget: Budget,
    /// Turns averaged at another player's node (among those that take the most now).
    pub others_width: usize,
    /// Turns searched at the searching player's own nodes inside the tree.
    pub own_width: usize,
    /// Root turns searched past the next player's reply: the best so far. The first round's
    /// reply lists are wide and costly, so searching every root turn deeper left the player
    /// after the next one unseen at the start of a game (`triangle:5`, 3 players: 2 turns
    /// deep in 1.5 s, where the third player's capture decided the game).
    pub root_width: usize,
    /// Width of the heap search ([`super::heaps`]) among the searching player's own turns
    /// inside the tree, 0 for none (levels `1`…`4`). `best`: 24, which won as many games as
    /// none (26 of 30 on `triangle:5`, 16–17 on `square:5`, 3 players) in less time on
    /// `triangle:5` (0.31 s a turn against 0.42) and sees its own later heaps.
    pub own_heaps: usize,
    /// Width of the heap search among the root's turns, 0 for none (levels `1`…`3`): `best`
    /// the shared [`turns::SEARCH_ROOT`] beam, level `4` a narrow one
    /// ([`LEVEL_4_ROOT_HEAPS`]).
    pub root_heaps: usize,
    /// Spread of the noise added to each root turn's chance before choosing (the weaker
    /// levels: plausible mistakes, seeded by the position), 0 for none.
    pub noise: f64,
}

/// What the search found (its values: the searching player's chance, 0 to 1).
pub type ModelResult = Searched<f64>;

struct Searcher<'a, 'c> {
    eval: &'a TriceratEval,
    meter: Meter<'c>,
    me: usize,
    params: ModelParams,
    /// The turns searched at a node, by position and breadth, kept between iterations for the
    /// costly wide lists of the first round.
    kept: HashMap<u64, Vec<Turn<Position>>>,
    /// Values already searched, by (position, whether it is in the first round, depth): the
    /// same position is reached by the others' equal captures in another order, and the
    /// lone-stone endings transpose a great deal. A value searched deeper stands in for a
    /// shallower one. Only completed values are kept (none cut by the budget).
    table: HashMap<(u64, bool), (u32, f64)>,
}

impl Searcher<'_, '_> {
    /// The searching player's chance at `pos`: exact when the game is over.
    fn leaf(&self, pos: &Position) -> f64 {
        match pos.outcome() {
            Some(o) if o.winners == [self.me] => 1.0,
            Some(o) if o.winners.contains(&self.me) => SHARED,
            Some(_) => 0.0,
            None => win_chance(self.eval.evaluate(pos, self.me), SCALE),
        }
    }

    /// The candidates of `pos`; listing them is a node's real cost, so each turn listed counts
    /// as a node of the budget. The wide lists are kept.
    fn candidates(&mut self, pos: &Position, breadth: Breadth) -> Vec<Turn<Position>> {
        let wide = breadth.max_turns >= turns::ROOT.max_turns;
        let key = key_of(pos) ^ u64::from(wide) ^ ((breadth.heaps as u64) << 1);
        if let Some(t) = self.kept.get(&key) {
            return t.clone();
        }
        let list = turns::candidates(pos, breadth, key_of(pos)).turns;
        for _ in 0..list.len() {
            self.meter.tick();
        }
        if wide && self.kept.len() < MAX_KEPT_REPLIES {
            self.kept.insert(key, list.clone());
        }
        list
    }

    /// `turns` sorted best-looking first for `mover` (stable, so deterministic).
    fn by_eval(&self, turns: Vec<Turn<Position>>, mover: usize) -> Vec<Turn<Position>> {
        let mut keyed: Vec<(i32, Turn<Position>)> = turns
            .into_iter()
            .map(|t| (self.eval.evaluate(&t.after, mover), t))
            .collect();
        crate::small_sort::sort_by_key(&mut keyed, |(v, _)| std::cmp::Reverse(*v));
        keyed.into_iter().map(|(_, t)| t).collect()
    }

    /// The turns another player at `pos` is modelled as choosing among: those that take the
    /// most now, at most `others_width` of them spread over his own evaluation's range.
    fn modelled(&mut self, pos: &Position, breadth: Breadth) -> Vec<Turn<Position>> {
        let list = self.candidates(pos, breadth);
        let top = list
            .iter()
            .map(|t| turns::taken(pos, &t.after))
            .max()
            .unwrap_or(0);
        let takers: Vec<Turn<Position>> = list
            .into_iter()
            .filter(|t| turns::taken(pos, &t.after) == top)
            .collect();
        let sorted = self.by_eval(takers, pos.to_move());
        spread(sorted, self.params.others_width)
    }

    fn value(&mut self, pos: &Position, depth: u32, ply: u32) -> f64 {
        if self.meter.tick() || depth == 0 || pos.outcome().is_some() {
            return self.leaf(pos);
        }
        let key = (key_of(pos), (ply as usize) < pos.players());
        if let Some(&(d, v)) = self.table.get(&key) {
            if d >= depth {
                return v;
            }
        }
        let v = self.searched(pos, depth, ply);
        if !self.meter.out && self.table.len() < MAX_TABLE {
            self.table.insert(key, (depth, v));
        }
        v
    }

    /// [`Searcher::value`] past the leaf and the table: the searching player's best, or the
    /// average over another player's modelled turns.
    fn searched(&mut self, pos: &Position, depth: u32, ply: u32) -> f64 {
        let mover = pos.to_move();
        if mover == self.me {
            let own = Breadth {
                heaps: self.params.own_heaps,
                ..turns::INNER
            };
            let list = self.candidates(pos, own);
            let mut list = self.by_eval(list, mover);
            list.truncate(self.params.own_width.max(1));
            let mut best: Option<f64> = None;
            for t in &list {
                let v = self.value(&t.after, depth - 1, ply + 1);
                if self.meter.out {
                    return best.unwrap_or(v);
                }
                best = Some(best.map_or(v, |b: f64| b.max(v)));
            }
            best.unwrap_or_else(|| self.leaf(pos))
        } else {
            // The others' replies before the searching player's next turn are what his turn is
            // judged by: listed as widely as his own root turns, so that the largest capture
            // each of them can find is among them.
            let first_round = (ply as usize) < pos.players();
            let breadth = if first_round {
                turns::ROOT
            } else {
                turns::INNER
            };
            let list = self.modelled(pos, breadth);
            if list.is_empty() {
                return self.leaf(pos);
            }
            let mut sum = 0.0;
            for (k, t) in list.iter().enumerate() {
                let v = self.value(&t.after, depth - 1, ply + 1);
                if self.meter.out {
                    return if k == 0 { v } else { sum / k as f64 };
                }
                sum += v;
            }
            sum / list.len() as f64
        }
    }
}

impl RootSearch for Searcher<'_, '_> {
    type Value = f64;
    fn better_first(a: &f64, b: &f64) -> std::cmp::Ordering {
        b.total_cmp(a)
    }
    fn value(&mut self, pos: &Position, depth: u32) -> f64 {
        Searcher::value(self, pos, depth, 1)
    }
    fn arm(&mut self, armed: bool) {
        self.meter.armed = armed;
    }
    fn out(&self) -> bool {
        self.meter.out
    }
    fn used(&mut self) -> f64 {
        self.meter.used()
    }
    fn nodes(&self) -> u64 {
        self.meter.nodes
    }
    fn decided(&self, best: &f64) -> bool {
        *best >= 1.0
    }
    /// Every root turn up to the next player's reply, then only the best `root_width`.
    fn width(&self, depth: u32, n: usize) -> usize {
        if depth <= 2 {
            n
        } else {
            self.params.root_width.max(1)
        }
    }
}

/// At most `k` of `sorted`, evenly spread from its first to its last (all of them if there
/// are no more than `k`).
fn spread<T>(sorted: Vec<T>, k: usize) -> Vec<T> {
    let n = sorted.len();
    let k = k.max(1);
    if n <= k {
        return sorted;
    }
    let picks: Vec<usize> = if k == 1 {
        vec![0]
    } else {
        (0..k).map(|i| i * (n - 1) / (k - 1)).collect()
    };
    sorted
        .into_iter()
        .enumerate()
        .filter(|(i, _)| picks.contains(i))
        .map(|(_, t)| t)
        .collect()
}

/// Chooses among the root's `turns` (the wide candidate set) for the player to move at `root`.
pub fn search(
    root: &Position,
    turns: &[Turn<Position>],
    eval: &TriceratEval,
    params: ModelParams,
    clock: Option<&mut dyn Clock>,
) -> ModelResult {
    let me = root.to_move();
    let mut s = Searcher {
        eval,
        meter: Meter::new(params.budget, clock),
        me,
        params,
        kept: HashMap::new(),
        table: HashMap::new(),
    };
    // First order: each turn's chance one turn ahead.
    let values: Vec<f64> = turns.iter().map(|t| s.leaf(&t.after)).collect();
    deepen(&mut s, turns, values, params.max_depth)
}

/// Level `4`'s heap beam at the root with three players or more: a narrow one, so that it
/// finds some of the piled captures that levels `1`…`3` miss (its step above `3`) and fewer
/// than `best`'s beam of 400, which models the others as not piling. Measured with 4 players
/// on `triangle:5`, 64 games, A in one seat: `4` against `3` 11 of 64 without heaps, 22 with
/// this beam; `best` against `4` 31 without, 32 with this beam, 18 with a beam of 20 and 13
/// with 100 (a fair share is 16).
pub const LEVEL_4_ROOT_HEAPS: usize = 8;

/// How each level looks ahead with three players or more: narrower and noisier below `best`
/// (weaker on purpose, still plausible). Their node budgets are the levels' own
/// ([`super::default_budget`]).
pub fn params(level: Level, budget: Budget) -> ModelParams {
    // Level `4` piles at the root only: with two players it keeps the plain candidates
    // ([`super::root_breadth`]).
    let (own_heaps, root_heaps) = match level {
        Level::Search(1..=3) => (0, 0),
        Level::Search(4) => (0, LEVEL_4_ROOT_HEAPS),
        _ => (24, turns::SEARCH_ROOT.heaps),
    };
    let (others_width, own_width, root_width, noise) = match level {
        // Measured (3 and 4 players, each level against the one below, README): with less
        // noise two neighbouring levels play alike and the seat decides. With 3 players the
        // noises 0.25, 0.15, 0.10 were enough, not with 4: there the mistakes of one of the
        // three seats of the level below are mostly taken by another of them, so each step
        // needs a wider gap (with 0.15 against 0.10 `3` won 13 of 64 against `2`).
        Level::Search(1) => (1, 3, 4, 0.6),
        Level::Search(2) => (1, 4, 4, 0.3),
        Level::Search(3) => (2, 5, 6, 0.15),
        Level::Search(4) => (2, 6, 8, 0.06),
        _ => (3, 10, 16, 0.0),
    };
    ModelParams {
        max_depth: 64,
        budget,
        others_width,
        own_width,
        root_width,
        own_heaps,
        root_heaps,
        noise,
    }
}

/// The answers of the rest of the current turn for the player to move at `pos` (3 to 6
/// players), chosen among the wide root candidates seeded by `seed`; `None` when the game is
/// over. Adds the search's cost to `stats`.
pub fn choose(
    pos: &Position,
    level: Level,
    budget: Budget,
    seed: u64,
    clock: Option<&mut dyn Clock>,
    stats: &mut Stats,
) -> Option<Vec<u16>> {
    let params = params(level, budget);
    let root = Breadth {
        heaps: params.root_heaps,
        ..turns::ROOT
    };
    super::choose_among_root(pos, root, seed, stats, |turns| {
        let eval = TriceratEval::default();
        let r = search(pos, turns, &eval, params, clock);
        let best = if params.noise > 0.0 {
            with_noise(&r.values, params.noise, seed ^ key_of(pos))
        } else {
            r.best
        };
        (best, r.nodes, r.depth)
    })
}

/// The index of the best of `values` once each is blurred by a noise of spread about
/// `noise` (roughly bell-shaped, seeded): a weaker level's plausible mistakes. A certain win
/// or loss is not blurred, and a blurred chance stays strictly between them, so a certain win
/// is always taken and a certain loss never chosen over an open game.
fn with_noise(values: &[f64], noise: f64, seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut best = (f64::NEG_INFINITY, 0);
    for (i, &v) in values.iter().enumerate() {
        let blurred = if v <= 0.0 || v >= 1.0 {
            v
        } else {
            let blur = (rng.unit() + rng.unit() + rng.unit() - 1.5) * 2.0 * noise;
            (v + blur).clamp(1e-9, 1.0 - 1e-9)
        };
        if blurred > best.0 {
            best = (blurred, i);
        }
    }
    best.1
}

#[cfg(test)]
mod tests {
    use super::{spread, with_noise};

    #[test]
    fn noise_blurs_close_chances_but_not_certain_ones() {
        // Without noise the best; with it, close chances swap for some seeds, never a
        // certain win for anything else, and the same seed gives the same pick.
        assert_eq!(with_noise(&[0.2, 0.6, 0.5], 1e-9, 3), 1);
        let picks: Vec<usize> = (0..200).map(|s| with_noise(&[0.5, 0.52], 0.1, s)).collect();
        assert!(picks.contains(&0) && picks.contains(&1), "{picks:?}");
        for s in 0..200 {
            assert_eq!(with_noise(&[0.9, 1.0, 0.95], 0.5, s), 1);
            assert_ne!(with_noise(&[0.0, 0.01, 0.02], 0.5, s), 0);
            assert_eq!(with_noise(&[0.5, 0.52], 0.1, s), picks[s as usize]);
        }
    }

    #[test]
    fn spread_keeps_the_ends_and_evenly_between() {
        assert_eq!(spread(vec![1, 2], 3), vec![1, 2]);
        assert_eq!(spread((0..10).collect(), 3), vec![0, 4, 9]);
        assert_eq!(spread((0..10).collect(), 1), vec![0]);
        assert_eq!(spread((0..5).collect(), 5), vec![0, 1, 2, 3, 4]);
    }
}
