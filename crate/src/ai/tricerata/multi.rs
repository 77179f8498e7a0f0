//! Tricérata with three to six players: a **max-n** search over candidate turns, where every
//! player is modelled as choosing the turn best for himself. Level `ab` plays it, to compare:
//! levels `4` and `best` play the opponent-model search ([`super::model`]), which wins more
//! against players who take the most they can now.
//!
//! With two players the shared alpha-beta is exact minimax. With more, it is *paranoid*: every
//! other player is assumed to play against the searching one. At a Tricérata table that model
//! is wrong in a way that matters: the others mostly take what is best for themselves (the
//! largest capture in reach), so a heap the paranoid search fears will be "given away" to
//! the next player is often simply taken by him, while the heap he would really take is
//! ignored; and a larger budget only deepens the wrong model (measured in the project's
//! issue: `best` at 200 000 nodes won no more than at 20 000 with 3 players).
//!
//! Max-n keeps one value per player at every node ([`TriceratEval`] from each player's
//! view: his store, plus what he is about to take, minus the best other store); the player to
//! move picks the child best for himself (ties: the one worst for the searching player, a
//! cautious tie-break). There are no alpha-beta cut-offs, so the tree is kept small in two ways:
//!
//! * the candidates ([`super::turns::candidates`], the narrow [`super::turns::INNER`] set
//!   inside the tree, the wide root set at the root), as the two-player search;
//! * at the others' nodes only the [`MultiParams::others_width`] turns that look best to their
//!   mover one turn ahead (his own evaluation) are searched: people rarely play a turn that
//!   looks bad for themselves, and it lets the search see whole rounds.
//!
//! Iterative deepening in complete turns under a [`Budget`] (nodes, or milliseconds from the
//! caller's clock); the first iteration always completes, so even a tiny budget looks one turn
//! ahead. Deterministic given the position, the candidates' seed and a node budget.
//!
//! ## Measured
//! Against `greedy` seats (`semailles match --game tricerata --players 3 --board triangle:5
//! --a best --b greedy --games 30 --seed 1`, 1 stone): 12 wins of 30 (13 at 5 000 and 20 000
//! nodes), where `greedy` in A's seat wins 6 and the paranoid search won 11; with 4 players
//! 7 of 32 (`greedy`: 12 of 60). More budget does not win more, and A never won from the
//! last seat with 3 players on `triangle:5`, `square:5` or `hex:3`, whatever it was: the
//! seat decides most of these games. The table is in the README.

use super::deepen::{deepen, RootSearch, Searched};
use super::turns::{self, Breadth};
use super::TriceratEval;
use crate::ai::clock::{Budget, Clock, Meter};
use crate::ai::game::{Evaluator, WIN, WIN_ZONE};
use crate::ai::level::Level;
use crate::ai::tt::key_of;
use crate::ai::Stats;
use crate::game::{Game, Turn};
use crate::tricerata::Position;
use std::collections::HashMap;

/// At most this many first-round reply lists are kept (a few kilobytes each).
const MAX_KEPT_REPLIES: usize = 4096;

/// How the max-n search looks ahead.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MultiParams {
    /// Deepest iteration, in complete turns (a seizure is a turn).
    pub max_depth: u32,
    pub budget: Budget,
    /// Turns searched at another player's node (his best-looking ones).
    pub others_width: usize,
    /// Turns searched at the searching player's own nodes inside the tree.
    pub own_width: usize,
}

/// What the search found (its values: his evaluation).
pub type MultiResult = Searched<i32>;

struct Searcher<'a, 'c> {
    eval: &'a TriceratEval,
    meter: Meter<'c>,
    root_player: usize,
    params: MultiParams,
    /// The others' wide reply lists of the first round, kept between iterations (they are
    /// the costly lists, and each iteration asks for them again).
    replies: HashMap<u64, Vec<Turn<Position>>>,
}

/// One value per player.
type Values = Vec<i32>;

impl Searcher<'_, '_> {
    /// Every player's evaluation of `pos`; a finished game's values are exact, a nearer win
    /// worth more.
    fn leaf(&self, pos: &Position, ply: u32) -> Values {
        (0..pos.players())
            .map(|q| {
                let v = self.eval.evaluate(pos, q);
                if v >= WIN {
                    WIN - ply as i32
                } else if v <= -WIN {
                    -(WIN - ply as i32)
                } else {
                    v
                }
            })
            .collect()
    }

    /// The turns searched from `pos`, best-looking first for their mover: all of them up to
    /// the mover's width. Listing candidates is a node's real cost, so each turn listed counts
    /// as a node of the budget.
    fn chosen_turns(
        &mut self,
        pos: &Position,
        breadth: Breadth,
        width: usize,
    ) -> Vec<Turn<Position>> {
        let key = key_of(pos);
        let keep = breadth == turns::ROOT;
        if let Some(turns) = self.replies.get(&key) {
            return turns.clone();
        }
        let turns = turns::candidates(pos, breadth, key).turns;
        for _ in 0..turns.len() {
            self.meter.tick();
        }
        let mover = pos.to_move();
        let mut keyed: Vec<(i32, Turn<Position>)> = turns
            .into_iter()
            .map(|t| (self.eval.evaluate(&t.after, mover), t))
            .collect();
        // Stable: equal values keep the candidates' order, so the search is deterministic.
        crate::small_sort::sort_by_key(&mut keyed, |(v, _)| std::cmp::Reverse(*v));
        keyed.truncate(width.max(1));
        let chosen: Vec<Turn<Position>> = keyed.into_iter().map(|(_, t)| t).collect();
        if keep && self.replies.len() < MAX_KEPT_REPLIES {
            self.replies.insert(key, chosen.clone());
        }
        chosen
    }

    fn maxn(&mut self, pos: &Position, depth: u32, ply: u32) -> Values {
        if self.meter.tick() || depth == 0 || pos.outcome().is_some() {
            return self.leaf(pos, ply);
        }
        let mover = pos.to_move();
        let width = if mover == self.root_player {
            self.params.own_width
        } else {
            self.params.others_width
        };
        // The others' replies before the searching player's next turn are what his turn is
        // judged by: listed as widely as his own root turns, so that the largest capture each
        // of them can find is among them (`best`, 3 players, `triangle:5`: 14 wins of 30
        // against greedy seats; with the narrow set 10).
        let first_round = (ply as usize) < pos.players();
        let breadth = if first_round && mover != self.root_player {
            turns::ROOT
        } else {
            turns::INNER
        };
        let turns = self.chosen_turns(pos, breadth, width);
        let mut best: Option<Values> = None;
        for t in &turns {
            let v = self.maxn(&t.after, depth - 1, ply + 1);
            if self.meter.out {
                return best.unwrap_or(v);
            }
            if best
                .as_ref()
                .is_none_or(|b| better(&v, b, mover, self.root_player))
            {
                best = Some(v);
            }
        }
        best.unwrap_or_else(|| self.leaf(pos, ply))
    }
}

impl RootSearch for Searcher<'_, '_> {
    type Value = i32;
    fn better_first(a: &i32, b: &i32) -> std::cmp::Ordering {
        b.cmp(a)
    }
    fn value(&mut self, pos: &Position, depth: u32) -> i32 {
        self.maxn(pos, depth, 1)[self.root_player]
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
    fn decided(&self, best: &i32) -> bool {
        best.abs() > WIN_ZONE
    }
}

/// Whether `mover` prefers values `a` to `b`: more for himself; on a tie, less for `root`.
fn better(a: &Values, b: &Values, mover: usize, root: usize) -> bool {
    a[mover] > b[mover] || (a[mover] == b[mover] && mover != root && a[root] < b[root])
}

/// Chooses among the root's `turns` (the wide candidate set) for the player to move at `root`.
pub fn search(
    root: &Position,
    turns: &[Turn<Position>],
    eval: &TriceratEval,
    params: MultiParams,
    clock: Option<&mut dyn Clock>,
) -> MultiResult {
    let me = root.to_move();
    let mut s = Searcher {
        eval,
        meter: Meter::new(params.budget, clock),
        root_player: me,
        params,
        replies: HashMap::new(),
    };
    // First order: each turn's value one turn ahead.
    let values: Vec<i32> = turns.iter().map(|t| eval.evaluate(&t.after, me)).collect();
    deepen(&mut s, turns, values, params.max_depth)
}

/// How `ab` looks ahead with three players or more (the parameters `4` and `best` had before
/// the opponent-model search: `4` narrower). The node budgets are the levels' own
/// ([`super::default_budget`]).
pub fn params(level: Level, budget: Budget) -> MultiParams {
    let (others_width, own_width) = match level {
        Level::Search(4) => (3, 8),
        _ => (4, 12),
    };
    MultiParams {
        max_depth: 64,
        budget,
        others_width,
        own_width,
    }
}

/// The answers of the rest of the current turn for the player to move at `pos` (3 to 6
/// players, level `ab`), chosen among the wide root candidates seeded by `seed`; `None`
/// when the game is over. Adds the search's cost to `stats`.
pub fn choose(
    pos: &Position,
    level: Level,
    budget: Budget,
    seed: u64,
    clock: Option<&mut dyn Clock>,
    stats: &mut Stats,
) -> Option<Vec<u16>> {
    super::choose_among_root(pos, super::turns::ROOT, seed, stats, |turns| {
        let eval = TriceratEval::default();
        let r = search(pos, turns, &eval, params(level, budget), clock);
        (r.best, r.nodes, r.depth)
    })
}
