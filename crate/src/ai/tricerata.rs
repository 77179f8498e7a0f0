//! # The Tricérata computer players
//!
//! Tricérata for the search: complete turns, an evaluation that knows the game, the levels'
//! budgets, solitaire, and the seat's player ([`TriceratPlayer`], Tricérata's
//! [`super::Computer`]).
//!
//! * **Turns** ([`turns`]): the free path makes a position's complete turns far too many to
//!   list, so the players choose among a *candidate set*: every turn when a bounded walk over
//!   the in-turn states finishes, else the turns that walk found plus biased random and greedy
//!   completions of every start (see that module). The root of a decision gets a wide set
//!   ([`turns::ROOT`], up to 160 turns), positions inside the search a narrow one
//!   ([`turns::INNER`], up to 24), each seeded by the position itself so the search stays
//!   deterministic. Mid-turn positions (a sowing under way, a capture or a seizure due) are
//!   answered the same way: the candidates are the rests of the turn. No candidate sows more
//!   than [`turns::drop_bound`] drops (`max(64, 2 × stones in play)`, 8 × in solitaire)
//!   unless no shorter ending was found (then the engine's shortest finish): a person must be
//!   able to follow a computer turn drop by drop.
//! * **Heaps** ([`heaps`]): `best` (and `ab` with two players) adds to its root candidates the
//!   sowings that pile the stones up into one heap and capture it, found by a beam search over
//!   the in-turn states ([`root_breadth`]). The plain candidates rarely find them, and they
//!   decide games: on positions of `greedy` games with 3 players the largest capture found
//!   summed to 203 on `triangle:5` with the plain candidates and 365 with the heap search
//!   (example `heap_probe`). `greedy`, `random` and levels `1`…`3` keep the plain candidates;
//!   level `4` does too with two players, and adds a narrow beam's captures with three or more
//!   ([`model::ModelParams::root_heaps`]).
//! * **Evaluation** ([`TriceratEval`], hundredths of a stone, for one player): his store minus
//!   the best other store (the score race, for 2 to 6 players); plus what the player to move is
//!   about to take — the largest heap for a due seizure or capture (certain), a share of the
//!   largest heap next to an empty cell at the start of a turn (likely); a player whose lead
//!   exceeds every stone left has won. Mort subite needs no term: the search sees the game end.
//! * **Search**: the shared [`super::search`] (paranoid alpha-beta; minimax for 2 players) and
//!   [`super::mcts`] (rewards per player, max-n style) over those candidates, through the same
//!   [`super::Player`] and level names as Mraha: `1`…`4`, `5` = `best` (MCTS), `ab`, `random`
//!   (uniform among the root's candidates), `greedy` (the candidate that takes the most stones
//!   now). Tricérata's nodes cost more than Mraha's (a node lists candidates), so the levels have
//!   their own node budgets ([`default_budget`]); the time caps are the same (≤ 1.5 s).
//! * **Three to six players** ([`model`]): levels `1`…`4` and `best` use an opponent-model
//!   search — the searching player maximises his chance of winning, each other player is
//!   modelled as taking the most stones he can now (his equal choices averaged) — which
//!   measured stronger than max-n and paranoid search against such players, and wins more with
//!   a larger budget; the levels below `best` search less and choose with noise
//!   (with the paranoid search they kept before, `4` lost to `3`); `ab` keeps the max-n search
//!   ([`multi`], each player picking the turn his own evaluation likes best) to compare. Their
//!   measurements are in those modules and the README.
//!   The player named `mcts` ([`mcts`]) is a Monte-Carlo tree search over complete turns with a
//!   reward per player (2 to 6 players), kept to compare: at equal CPU time it measured no
//!   stronger than the opponent model (the README's "Computer players").
//! * **Solitaire** ([`solo`]): the score is the number of turns, so the winner-based search
//!   does not apply. Levels `4`, `ab` and `best` play the solver's optimal game when it proves
//!   one in time (small boards: milliseconds); otherwise, and for levels `1`…`3`, a beam search
//!   over candidate turns minimises the turns (plus an admissible bound on the turns left).
//!
//! * **Why not MCTS for `best`**: the shared MCTS (rewards per player, random playouts) was
//!   measured no stronger than the strong alpha-beta here (before the piling completions; 2
//!   players, `triangle:5`, 1 stone: MCTS at 100 000 nodes against `ab` 9–11 of 20; 3
//!   players, A on one seat, 7 of 21 for MCTS against 8 of 21 for `ab`, with `ab` keeping more
//!   stones), so for Tricérata `best` (`5`)
//!   plays the strong alpha-beta with the largest budget. Tricérata is tactical: one
//!   turn that piles stones up by relays and captures the heap often decides the game (with 2
//!   or 3 stones per cell the first player can usually take more than half the stones at
//!   once, which the evaluation then sees as a won game).
//!
//! ## Measured
//! Native, release build, on the shared 2-core machine, node budgets (the referee's clock only
//! caps the time, below every level's cap here). The referee's match: in game `g` A takes seat
//! `g mod P`, B the others; A wins alone, B wins (every winner a B seat), or a draw (a shared
//! win with A). `triangle:5`, 1 stone per cell, 2 players, 100 games each,
//! `semailles match --game tricerata --board triangle:5 --players 2 --stones 1 --a X --b Y
//! --games 100 --seed 1`:
//!
//! | A \ B  | random | greedy | level below |
//! |--------|--------|--------|-------------|
//! | `1`    | 88–12  | 26–74  | —           |
//! | `2`    | 92–8   | 56–44  | 77–23 (`1`) |
//! | `3`    | 97–3   | 85–15  | 85–15 (`2`) |
//! | `4`    | 100–0  | 96–4   | 87–13 (`3`) |
//! | `best` | 100–0  | 95–5   | 64–36 (`4`) |
//!
//! (Measured with the drop bound; before it, with turns of up to 272 drops here: `1` 92–8 and
//! 28–72, `2` 95–5, 58–42, 78–22, `3` 98–2, 81–19, 80–20, `4` 100–0, 92–8, 79–21, `best`
//! 100–0, 91–9, 78–22.) `best` against 2 or 3 `random` seats (`--players 3|4`, 60 games; a
//! seat's fair share is 1/3 or 1/4): 48 wins, 8 losses, 4 shared with 3 players; 46, 9, 5 with
//! 4 players (before the bound 50, 6, 4 and 44, 12, 4). On
//! `hex:3` with 2 stones, 3 players (30 games): 21 wins, mean store 23.1 against 7.5.
//! Time per turn (native): `best` 0.20–0.27 s on `triangle:5`, 0.23–0.31 s on the large boards
//! (`triangle:12`, `hex:5`, `square:8` with 3 stones; before the drop bound 0.13–0.15 s and
//! 0.6–0.9 s); levels `1`–`3` under 0.01 s. A node here lists candidate turns, so nodes/s are
//! low: about 200 000 per second for `best` on `triangle:5` (many are transposition hits and
//! leaves), 5 000–7 000 on the large boards.
//!
//! Solitaire (`--players 1`: A and B each play the board, fewer turns wins): `best` plays the
//! par on the boards the solver proves (`triangle:2`–`4`, `hex:3`, … — test
//! `solitaire_hint_plays_an_optimal_game_on_small_boards`); past 64 stones the beam alone
//! takes 4 turns on `triangle:5` with 3 stones (par 3) and on `hex:4` with 2, 6 on
//! `triangle:8` with 2 (greedy 26); level `2` takes about twice as many turns.

mod deepen;
pub mod heaps;
pub mod mcts;
pub mod model;
pub mod multi;
mod proof;
pub mod solo;
pub mod solver;
pub mod turns;

pub use solver::{solve, solve_proven, Solution};

use super::clock::{Begun, Budget, Clock};
use super::computer::{Computer, ComputerGame};
use super::game::{Evaluator, SearchGame, WIN, WIN_ZONE};
use super::level::{Level, PlayerSpec};
use super::player::{Player, Stats};
use super::tt::key_of;
use crate::game::{Game, Turn};
use crate::rng::Rng;
use crate::tricerata::{Position, Stage};

impl SearchGame for Position {
    /// The narrow candidate set ([`turns::INNER`]), seeded by the position.
    fn search_turns(&self) -> Vec<Turn<Self>> {
        turns::candidates(self, turns::INNER, key_of(self)).turns
    }

    /// One turn of the playout policy ([`turns::playout_turn`]).
    fn random_turn(&mut self, rng: &mut Rng) -> bool {
        turns::playout_turn(self, rng)
    }
}

/// The evaluation's weights (hundredths of a stone per stone).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TriceratEval {
    /// A stone in a store.
    pub stone: i32,
    /// A stone the player to move takes for sure (a due seizure or capture).
    pub sure: i32,
    /// A stone of the largest heap next to an empty cell, at the start of a turn or in a
    /// sowing (the mover can often end his sowing beside it).
    pub likely: i32,
}

impl Default for TriceratEval {
    fn default() -> Self {
        TriceratEval {
            stone: 100,
            sure: 100,
            likely: 50,
        }
    }
}

/// The largest heap next to an empty cell (0 if none): what a sowing ending on that empty
/// cell would capture.
fn largest_capturable(pos: &Position) -> u16 {
    let mut best = 0;
    for c in 0..pos.stones.len() {
        let s = pos.stones[c];
        if s > best
            && pos
                .board
                .neighbours(c)
                .iter()
                .any(|&n| pos.stones[n as usize] == 0)
        {
            best = s;
        }
    }
    best
}

impl TriceratEval {
    /// What the player to move is about to take, in hundredths.
    fn tempo(&self, pos: &Position) -> i32 {
        match pos.stage {
            Stage::Seize => self.sure * pos.stones.iter().copied().max().unwrap_or(0) as i32,
            Stage::Capture { cell } => {
                let best = pos
                    .board
                    .neighbours(cell as usize)
                    .iter()
                    .map(|&n| pos.stones[n as usize])
                    .max()
                    .unwrap_or(0);
                self.sure * best as i32
            }
            Stage::Lift | Stage::Path { .. } => self.likely * largest_capturable(pos) as i32,
            Stage::Over { .. } => 0,
        }
    }
}

impl Evaluator<Position> for TriceratEval {
    fn evaluate(&self, pos: &Position, me: usize) -> i32 {
        let n = pos.players as usize;
        if n == 1 {
            // Solitaire is searched by `solo`; here fewer turns is simply better.
            return -(self.stone * pos.turns as i32);
        }
        if let Some(o) = pos.outcome() {
            return match o.winners.as_slice() {
                [w] if *w == me => WIN,
                w if w.contains(&me) => 0,
                _ => -WIN,
            };
        }
        let stores: Vec<i32> = pos.stores.iter().map(|&s| s as i32).collect();
        let left = (pos.on_board + pos.in_hand()) as i32;
        // A lead larger than every stone left is a won game.
        for q in 0..n {
            let others = (0..n).filter(|&r| r != q).map(|r| stores[r]).max();
            if stores[q] - others.unwrap_or(0) > left {
                return if q == me {
                    WIN_ZONE + 1 + (stores[q] - others.unwrap_or(0)).min(1000)
                } else {
                    -(WIN_ZONE + 1)
                };
            }
        }
        let mover = pos.to_move as usize;
        let tempo = self.tempo(pos);
        let mine = self.stone * stores[me] + if mover == me { tempo } else { 0 };
        let theirs = (0..n)
            .filter(|&q| q != me)
            .map(|q| self.stone * stores[q] + if q == mover { tempo } else { 0 })
            .max()
            .unwrap_or(0);
        mine - theirs
    }

    fn gain(&self, before: &Position, after: &Position, _mover: usize) -> i32 {
        self.stone * turns::taken(before, after) as i32
    }

    fn quiet(&self, pos: &Position) -> bool {
        !matches!(pos.stage, Stage::Seize | Stage::Capture { .. })
    }
}

/// The rest of the current turn chosen by `search` among the wide root candidates of `pos`
/// (seeded by `seed`), `None` when there are none; `search` answers the chosen index, its
/// nodes and its depth, which are added to `stats`. The three-to-six-player searches share it.
pub(crate) fn choose_among_root(
    pos: &Position,
    breadth: turns::Breadth,
    seed: u64,
    stats: &mut Stats,
    search: impl FnOnce(&[Turn<Position>]) -> (usize, u64, u32),
) -> Option<Vec<u16>> {
    let mut turns = turns::candidates(pos, breadth, seed ^ key_of(pos)).turns;
    if turns.is_empty() {
        return None;
    }
    let (best, nodes, depth) = search(&turns);
    stats.searches += 1;
    stats.nodes += nodes;
    stats.depth_sum += depth as u64;
    Some(turns.swap_remove(best).actions.into_vec())
}

/// The node budget of each level when the player names none (`level:NODES` overrides it);
/// the time caps are the shared levels' own (used only with a clock). A Tricérata node lists
/// candidate turns, so it costs far more than a Mraha node.
pub fn default_budget(level: Level) -> Budget {
    let millis = level.style().budget.millis;
    let nodes = match level {
        Level::Random | Level::Greedy => 1,
        Level::Search(1) => 200,
        Level::Search(2) => 2_000,
        Level::Search(3) => 6_000,
        Level::Search(4) => 15_000,
        Level::Search(_) => 40_000,
        Level::Mcts => 120_000,
        // About the opponent model's time at 120 000 (its nodes list candidates; most of
        // these are playout turns): measured on `triangle:5` with 3 players.
        Level::MctsTurns => 360_000,
    };
    Budget { nodes, millis }
}

/// The candidate set at the root of each level's decision: the plain one ([`turns::ROOT`]) for
/// the baselines `random` and `greedy` (so they stay the opponents they were measured as) and
/// for levels `1`…`4`; with the heap turns ([`heaps`], [`turns::SEARCH_ROOT`]) for the
/// strongest players. Measured with 3 players, 30 games, A against two seats of the level
/// below: when the levels below `best` piled too (beams of 50, 100, 200 for `2`, `3`, `4`),
/// `3` won 9 of 30 against `2` on `triangle:5` and `4` 6 against `3`, `best` 7 against `4`
/// (5 on `square:5`), because a player who can pile wins as soon as the player before him
/// leaves stones to pile (the third seat's first turn took 12 to 14 of the 25 stones), so
/// the seat decided; with two players `4` won 15 of 40 against `3`. Levels `1`…`4` therefore
/// choose among the plain candidates as before (their order and figures are unchanged) and
/// only `best` piles, but for level `4` with three players or more, whose narrow beam of 8
/// ([`model::ModelParams::root_heaps`]) is its step above `3` with 4 players.
pub fn root_breadth(level: Level) -> turns::Breadth {
    match level {
        Level::Random | Level::Greedy | Level::Search(1..=4) => turns::ROOT,
        _ => turns::SEARCH_ROOT,
    }
}

/// Tricérata nodes a time budget allows per millisecond when no clock stops it first: twice the
/// rate of `best`'s own budget (120 000 nodes for 1 500 ms).
pub const NODES_PER_MS: f64 = 160.0;

/// A seat's computer player: the shared [`Player`] with Tricérata's budgets, or the solitaire
/// search.
pub struct TriceratPlayer {
    /// The level as named (the budget as given, if any).
    pub spec: PlayerSpec,
    player: Player,
    seed: u64,
    eval: TriceratEval,
}

impl TriceratPlayer {
    pub fn new(spec: PlayerSpec, seed: u64) -> TriceratPlayer {
        let mut effective = spec;
        if effective.budget.is_none() {
            effective.budget = Some(default_budget(spec.level));
        }
        // A time budget's node cap, at this game's rate: a Tricérata node costs far more than
        // a Mraha one, so the shared cap would let a search with no clock run far past its time.
        if let Some(b) = effective.budget.as_mut() {
            if let Some(ms) = b.millis {
                let rate = if spec.level == Level::MctsTurns {
                    mcts::NODES_PER_MS
                } else {
                    NODES_PER_MS
                };
                b.nodes = b.nodes.min(((ms * rate) as u64).max(1));
            }
        }
        if spec.level == Level::Mcts {
            // Measured: MCTS is not stronger than alpha-beta here (see the module doc), so
            // `best` is the strong alpha-beta with the largest budget.
            effective.level = Level::Search(super::level::BEST);
        }
        TriceratPlayer {
            spec,
            player: Player::new(effective, seed),
            seed,
            eval: TriceratEval::default(),
        }
    }
}

impl Computer<Position> for TriceratPlayer {
    /// The answers of the rest of the current turn (the whole turn at its start), or `None`
    /// when the game is over (or, on a custom graph, the sowing under way can never end).
    fn choose(&mut self, pos: &Position, clock: Option<&mut dyn Clock>) -> Option<Vec<u16>> {
        if pos.outcome().is_some() {
            return None;
        }
        // The time budget counts from here, the root's candidates included.
        let mut begun = clock.map(Begun::now);
        let clock = begun.as_mut().map(|c| c as &mut dyn Clock);
        let level = self.spec.level;
        if pos.players == 1 && !matches!(level, Level::Random | Level::Greedy) {
            let budget = self.player.spec.style().budget;
            return solo::choose(pos, level, budget, self.seed, clock);
        }
        if pos.players >= 2 && level == Level::MctsTurns {
            let budget = self.player.spec.style().budget;
            let stats = &mut self.player.stats;
            return mcts::choose(pos, budget, self.seed, clock, stats);
        }
        if pos.players >= 3 && matches!(level, Level::Search(1..=4) | Level::Mcts) {
            let budget = self.player.spec.style().budget;
            let stats = &mut self.player.stats;
            return model::choose(pos, level, budget, self.seed, clock, stats);
        }
        if pos.players >= 3 && level == Level::Search(super::level::BEST) {
            let budget = self.player.spec.style().budget;
            let stats = &mut self.player.stats;
            return multi::choose(pos, level, budget, self.seed, clock, stats);
        }
        let seed = self.seed ^ key_of(pos);
        let candidates = turns::candidates(pos, root_breadth(level), seed);
        self.player
            .choose_from(pos, candidates.turns, &self.eval, clock)
    }

    fn stats(&self) -> Stats {
        self.player.stats.clone()
    }
}

impl ComputerGame for Position {
    fn computer(spec: PlayerSpec, seed: u64) -> Box<dyn Computer<Self>> {
        Box::new(TriceratPlayer::new(spec, seed))
    }

    fn default_budget(level: Level) -> Budget {
        default_budget(level)
    }
}
