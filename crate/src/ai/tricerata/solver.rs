//! The solitaire solver: the fewest turns (sowings and seizures) that empty the board
//! (rules, section 5), with one game that does it.
//!
//! 1. **A 3-turn game** looked for directly ([`gather_game`]): the fewest there can be from a
//!    sowing start with 2 or more stones.
//! 2. **An upper bound** `U` from greedy games: each sowing is drawn at random many times and
//!    the best result kept (fewest stones left, the largest neighbour captured, the largest
//!    cell seized), restarted with other random draws while time allows.
//! 3. **The proof** ([`super::proof`]): iterative deepening on the number of turns with an
//!    admissible bound and a table of proven bounds. Each round that fails raises the proven
//!    lower bound; the first that succeeds gives the optimal game; reaching `U` proves `U`.
//!
//! Within the time limit the answer is proven (`proven = true`); otherwise it is the best game
//! found, with the lower bound proven so far. Within a memory cap too ([`solve_capped`]): the
//! looks for a 3-turn game and the replay of the optimal game are bounded by it, and the proof
//! holds no more than it allows (see [`super::proof`]); a proof the cap stops before the optimum
//! is `too_large`, as an exhaustive count stopped by its cap is, its message saying the best game
//! found and the bound proven. Boards holding more than 255 stones skip the
//! proof. The game returned for a proven optimum uses, turn by turn, a sowing with the fewest
//! drops (breadth-first), so the hint is short to play; the turns the proof's quick looks already
//! played out (best-first, fewest occupied cells first) are kept as found, since looking for
//! them again breadth-first can take millions of states.

use super::proof::{self, Key, Proof};
use crate::ai::clock::Clock;
use crate::error::{code, Error, Result};
use crate::limits::MemoryCap;
use crate::rng::Rng;
use crate::tricerata::complete::trail;
use crate::tricerata::complete::Search;
use crate::tricerata::enumerate::{walk_sowings_in, SigSet, SowingEnd, Visitor};
use crate::tricerata::event::NoTrace;
use crate::tricerata::position::{Position, Stage};
use std::time::Duration;

/// Whether the solver prints its progress on stderr (`SEMAILLES_SOLVER_STATS` set): for
/// developers, natively only. The wasm modules have no environment, and reading one there would
/// keep the printing machinery (float formatting among it) in the players' module.
pub(super) fn stats_asked() -> bool {
    cfg!(not(target_arch = "wasm32")) && std::env::var_os("SEMAILLES_SOLVER_STATS").is_some()
}

/// A time limit read from the clock the caller gives (the page's clock in the browser, a
/// monotonic one natively): the rules module reads no clock of its own.
pub(super) struct Deadline<'c> {
    clock: &'c mut dyn Clock,
    /// Milliseconds on `clock` after which the search stops.
    at: f64,
}

impl Deadline<'_> {
    pub(super) fn passed(&mut self) -> bool {
        self.clock.now_ms() > self.at
    }

    /// Milliseconds on the clock now (for the statistics the solver prints on request).
    pub(super) fn now_ms(&mut self) -> f64 {
        self.clock.now_ms()
    }
}

/// A solitaire game that empties the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Turns taken from the given position (sowings and seizures).
    pub turns: u32,
    /// `true` when no shorter game exists.
    pub proven: bool,
    /// No game from the given position is shorter than this (equal to `turns` when proven).
    pub lower_bound: u32,
    /// The answers, one cell id per decision, replayable from the given position.
    pub actions: Vec<u16>,
}

/// Most in-turn states the look for a 3-turn game from the start may visit.
const GATHER_STATES: usize = 300_000;
/// The longer look of [`solve`] on boards of two stones a cell or more (about 100 bytes each).
const LONG_GATHER_STATES: usize = 4_000_000;
/// Most memory the states of that look may hold (each its board, two bytes a cell, and its
/// place in the search): on the largest boards 4 million states took 1.1 to 2.4 GB. Every
/// board of the par table (up to 64 cells) keeps its 4 million states.
const GATHER_BYTES: usize = 1 << 30;

/// Most in-turn states a replayed turn's depth-first look may remember.
const MAX_IN_TURN: usize = 6_000_000;

/// Memory one state of a best-first or breadth-first look holds ([`gather_game`], the replay's
/// shortest sowing), on a board of `cells` cells: its stones (two bytes a cell), its slot in
/// the list of states and in the list of nodes, its heap entry, its signature in the set of
/// those seen (each list's old room beside the new while it doubles).
fn look_state_bytes(cells: usize) -> u64 {
    2 * cells as u64 + 160
}

/// The optimal game from a solitaire position at the start of a turn, if the proof ends
/// within `limit`, read on `clock`; `None` otherwise. Unlike [`solve`], no random games: the
/// answer depends on the position alone (the generated puzzles rely on it).
pub fn solve_proven(
    start: &Position,
    limit: Duration,
    clock: &mut dyn Clock,
) -> Result<Option<Solution>> {
    check_start(start)?;
    if matches!(start.stage, Stage::Over { .. }) || start.on_board > 255 {
        return solve(start, limit, clock).map(|s| s.proven.then_some(s));
    }
    let cap = MemoryCap::default();
    let room = cap.max();
    if let Some(g) = gather_game(start, false, GATHER_STATES, None, room)
        .or_else(|| gather_game(start, true, GATHER_STATES, None, room))
    {
        return Ok(Some(g));
    }
    let at = clock.now_ms() + limit.as_secs_f64() * 1000.0;
    let mut deadline = Deadline { clock, at };
    Ok(match proof::prove(start, u32::MAX, &mut deadline, &cap) {
        Proof::Optimal(chain, known) => replay(start, &chain, &known, room).map(|actions| {
            let turns = count_turns(start, &actions);
            Solution {
                turns,
                proven: true,
                lower_bound: turns,
                actions,
            }
        }),
        Proof::AtLeast(_) | Proof::TooLarge(_) => None,
    })
}

fn check_start(start: &Position) -> Result<()> {
    if start.players != 1 {
        return Err(Error::new(
            code::SETUP_PLAYER,
            "the solver plays solitaire (1 player)",
        ));
    }
    if !matches!(start.stage, Stage::Lift | Stage::Seize | Stage::Over { .. }) {
        return Err(Error::new(
            code::SETUP_INCONSISTENT,
            "the solver starts at the beginning of a turn",
        ));
    }
    Ok(())
}

/// Solves a solitaire position at the start of a turn within `limit`, read on `clock`, under
/// the default memory cap ([`MemoryCap::default`]).
pub fn solve(start: &Position, limit: Duration, clock: &mut dyn Clock) -> Result<Solution> {
    solve_capped(start, limit, clock, &MemoryCap::default())
}

/// [`solve`] holding no more memory than `cap` leaves room for (`solve --max-memory`): past
/// it, a proof that has not reached the optimum is `too_large` (see the module doc).
pub fn solve_capped(
    start: &Position,
    limit: Duration,
    clock: &mut dyn Clock,
    cap: &MemoryCap,
) -> Result<Solution> {
    check_start(start)?;
    let room = cap.max().saturating_sub(cap.used());
    // The proof (or the replay of its game) stopped for want of room.
    let mut short_of_memory = false;
    if matches!(start.stage, Stage::Over { .. }) {
        return Ok(Solution {
            turns: 0,
            proven: true,
            lower_bound: 0,
            actions: Vec::new(),
        });
    }
    let t0 = clock.now_ms();
    let at = |d: Duration| t0 + d.as_secs_f64() * 1000.0;
    let exact_possible = start.stones.iter().all(|&s| s <= 255) && start.on_board <= 255;
    let stats = stats_asked();
    // The looks for a 3-turn game stop at the time limit too (on the largest boards the
    // longer one took several seconds).
    let mut first_look = Deadline {
        clock: &mut *clock,
        at: at(limit),
    };
    let mut best = gather_game(start, false, GATHER_STATES, Some(&mut first_look), room)
        .or_else(|| gather_game(start, true, GATHER_STATES, Some(&mut first_look), room))
        .or_else(|| {
            // Two stones a cell or more: a 3-turn game nearly always exists (every such board
            // proven so far has one), so a longer look pays before the proof.
            let occupied = start.stones.iter().filter(|&&s| s > 0).count() as u32;
            let long = LONG_GATHER_STATES;
            (start.on_board >= 2 * occupied)
                .then(|| gather_game(start, true, long, Some(&mut first_look), room))
                .flatten()
        });
    if stats {
        eprintln!("3-turn look: {:.0} ms", clock.now_ms() - t0);
    }
    if best.as_ref().is_some_and(|b| b.proven) {
        return Ok(best.expect("checked"));
    }
    if !exact_possible {
        let mut deadline = Deadline {
            clock: &mut *clock,
            at: at(limit),
        };
        best = greedy(start, &mut deadline, false);
    }
    let mut lower = proof::lower_bound(&proof::root_key(start)).0;
    if exact_possible {
        // The proof first (it finds the optimal game as it goes); a fifth of the time is kept
        // for greedy games should it not finish.
        let upper = best.as_ref().map_or(u32::MAX, |b| b.turns);
        let mut deadline = Deadline {
            clock: &mut *clock,
            at: at(limit.mul_f64(0.8)),
        };
        match proof::prove(start, upper, &mut deadline, cap) {
            Proof::Optimal(chain, known) => {
                if let Some(actions) = replay(start, &chain, &known, room) {
                    let turns = count_turns(start, &actions);
                    best = Some(Solution {
                        turns,
                        proven: true,
                        lower_bound: turns,
                        actions,
                    });
                } else {
                    // The game is known to exist but could not be found again: for want of
                    // room when the cap is below what the replay's own bounds allow.
                    short_of_memory = room < REPLAY_BYTES;
                }
            }
            Proof::AtLeast(n) => lower = lower.max(n),
            Proof::TooLarge(n) => {
                lower = lower.max(n);
                short_of_memory = true;
            }
        }
        if stats {
            eprintln!("proof: {:.0} ms", clock.now_ms() - t0);
        }
        if let Some(b) = best.as_mut() {
            if lower >= b.turns {
                b.proven = true;
                b.lower_bound = b.turns;
            }
        }
    }
    if short_of_memory && best.as_ref().is_none_or(|b| !b.proven) {
        let mut e = cap.over_in("the proof of the fewest turns");
        e.message += &match &best {
            Some(b) => crate::error::msg!(
                "; the best game found has {} turns, and none has fewer than {lower}",
                b.turns
            ),
            None => crate::error::msg!("; no game has fewer than {lower} turns"),
        };
        return Err(e);
    }
    // Time left (the proof gave up early): look for shorter games.
    if best.as_ref().is_none_or(|b| !b.proven) && clock.now_ms() < at(limit) {
        let mut deadline = Deadline {
            clock: &mut *clock,
            at: at(limit),
        };
        if let Some(g) = greedy(start, &mut deadline, false) {
            if best.as_ref().is_none_or(|b| g.turns < b.turns) {
                best = Some(g);
            }
        }
    }
    if let Some(b) = best.as_mut() {
        if !b.proven {
            b.lower_bound = b.lower_bound.max(lower);
        }
    }
    // Over a limit (the time), not a fault of the position: a longer limit finds a game.
    best.ok_or_else(|| {
        Error::new(
            code::TOO_LARGE,
            "no game emptying the board was found within the time limit",
        )
    })
}

fn count_turns(start: &Position, actions: &[u16]) -> u32 {
    let mut p = start.clone();
    for &a in actions {
        p.apply(a, &mut NoTrace);
    }
    p.turns - start.turns
}

/// Looks for one complete turn reaching a given turn-start board, stopping at the first.
struct FindChild<'a> {
    board: &'a crate::tricerata::geometry::Board,
    want: &'a [u8],
    want_seize: bool,
    found: Option<Vec<u16>>,
    states: usize,
    /// The most states the walk may remember (its bound, or the room it has).
    most: usize,
}

impl FindChild<'_> {
    fn same(&self, stones: &[u16], except: Option<usize>) -> bool {
        stones
            .iter()
            .zip(self.want)
            .enumerate()
            .all(|(c, (&x, &y))| {
                if Some(c) == except {
                    y == 0
                } else {
                    x == y as u16
                }
            })
    }
}

impl Visitor for FindChild<'_> {
    fn end(&mut self, stones: &[u16], _sig: u128, path: &[u16], how: SowingEnd) -> bool {
        match how {
            SowingEnd::Capture { cell } if !self.want_seize => {
                for &t in self.board.neighbours(cell as usize) {
                    if stones[t as usize] > 0 && self.same(stones, Some(t as usize)) {
                        let mut a = path.to_vec();
                        a.push(t);
                        self.found = Some(a);
                        return false;
                    }
                }
            }
            SowingEnd::Alone { .. } if self.want_seize && self.same(stones, None) => {
                self.found = Some(path.to_vec());
                return false;
            }
            _ => {}
        }
        true
    }

    fn keep_going(&mut self, seen: usize) -> bool {
        self.states = seen;
        seen <= self.most
    }
}

/// The most memory the replay's own bounds let it take: its depth-first look's states.
const REPLAY_BYTES: u64 = 2 * MAX_IN_TURN as u64 * proof::STATE_BYTES;

/// The answers that lead from `start` through the chain of turn-start keys, the `known` turns
/// as they are (`None` if a link could not be found again within the state bounds or `room`
/// bytes).
fn replay(
    start: &Position,
    chain: &[Key],
    known: &[(Key, Vec<u16>)],
    room: u64,
) -> Option<Vec<u16>> {
    let look_states = room / look_state_bytes(start.stones.len());
    let mut p = start.clone();
    let mut actions = Vec::new();
    for k in &chain[1..] {
        let n = k.len() - 1;
        let want_seize = k[n] == 1;
        let played = |turn: &Vec<u16>| {
            let mut q = p.clone();
            turn.iter().for_each(|&a| q.apply(a, &mut NoTrace));
            q.turns == p.turns + 1 && proof::root_key(&q) == *k
        };
        let turn = if let Some((_, turn)) = known.iter().find(|(to, t)| to == k && played(t)) {
            Some(turn.clone())
        } else if p.stage == Stage::Seize {
            (0..n as u16)
                .find(|&c| {
                    p.stones[c as usize] > 0
                        && (0..n)
                            .all(|i| k[i] as u16 == if i == c as usize { 0 } else { p.stones[i] })
                })
                .map(|c| vec![c])
        } else {
            // The shortest such turn first (a readable hint); a depth-first look if too long.
            let board = &start.board;
            let want = &k[..n];
            let same = |stones: &[u16], except: Option<usize>| {
                stones.iter().zip(want).enumerate().all(|(c, (&x, &y))| {
                    if Some(c) == except {
                        y == 0
                    } else {
                        x == y as u16
                    }
                })
            };
            let states = look_states.min(2_000_000) as usize;
            let found = p.shortest_sowing(states, |stones, how| match how {
                SowingEnd::Capture { cell } if !want_seize => board
                    .neighbours(cell as usize)
                    .iter()
                    .find(|&&t| stones[t as usize] > 0 && same(stones, Some(t as usize)))
                    .map(|&t| Some(t)),
                SowingEnd::Alone { .. } if want_seize && same(stones, None) => Some(None),
                _ => None,
            });
            match found {
                Search::Found(path) => Some(path),
                _ => {
                    let mut v = FindChild {
                        board,
                        want,
                        want_seize,
                        found: None,
                        states: 0,
                        most: (room / proof::STATE_BYTES).min(2 * MAX_IN_TURN as u64) as usize,
                    };
                    walk_sowings_in(&p, &mut SigSet::default(), &mut v);
                    v.found
                }
            }
        };
        for a in turn? {
            p.apply(a, &mut NoTrace);
            actions.push(a);
        }
    }
    Some(actions)
}

/// Greedy games with random sowings until `deadline`; the shortest (`None` if every game
/// tried ran into sowings that did not end).
fn greedy(start: &Position, deadline: &mut Deadline, exact: bool) -> Option<Solution> {
    let mut rng = Rng::new(0x7121_CE2A);
    let mut best: Option<Solution> = None;
    let mut samples = 16;
    let mut since_better = 0;
    loop {
        since_better += 1;
        // The first game is played out whatever the clock says (an answer at all); the later
        // ones stop where the deadline passes.
        let clocked = best.is_some().then_some(&mut *deadline);
        if let Some((actions, turns)) = greedy_game(start, &mut rng, samples, clocked) {
            if best.as_ref().is_none_or(|b| turns < b.turns) {
                best = Some(Solution {
                    turns,
                    proven: false,
                    lower_bound: 0,
                    actions,
                });
                since_better = 0;
            }
        }
        // Stop at the deadline, or once many games in a row brought nothing better (the
        // proof, not the bound, decides the answer on small boards).
        if deadline.passed() || (since_better >= 64 && exact) {
            break;
        }
        samples = (samples * 2).min(256);
    }
    best
}

/// Stones left and non-empty cells: smaller is better.
fn score(p: &Position) -> (u32, usize) {
    (p.on_board, p.stones.iter().filter(|&&s| s > 0).count())
}

/// A sampled turn: its rank (smaller is better), its answers, the position after it.
type Candidate = ((u32, usize, u32), Vec<u16>, Position);

/// One greedy game from `start` (each sowing the best of `samples` random ones); `None` if it
/// does not end, or when `deadline` (if any) passes first: on a custom board a game's turns can
/// each cost thousands of in-turn states (a sowing's end looked for), so a game once a better
/// one is known is stopped at the time limit rather than after it.
fn greedy_game(
    start: &Position,
    rng: &mut Rng,
    samples: usize,
    mut deadline: Option<&mut Deadline>,
) -> Option<(Vec<u16>, u32)> {
    let mut p = start.clone();
    let mut actions = Vec::new();
    let mut guard = 0u32;
    while !matches!(p.stage, Stage::Over { .. }) {
        guard += 1;
        if deadline.as_mut().is_some_and(|d| d.passed()) {
            return None;
        }
        if p.stage == Stage::Seize {
            let c = best_seizure(&p);
            p.apply(c, &mut NoTrace);
            actions.push(c);
            continue;
        }
        let mut best: Option<Candidate> = None;
        for _ in 0..samples {
            let Some((a, q)) = random_turn(&p, rng, deadline.as_deref_mut()) else {
                continue;
            };
            let mut key = score(&q);
            let mut extra = 0;
            if q.stage == Stage::Seize {
                let mut r = q.clone();
                r.apply(best_seizure(&q), &mut NoTrace);
                key = score(&r);
                extra = 1;
            }
            let k = (key.0 + extra * 2 + rng.below(2) as u32, key.1, extra);
            if best.as_ref().is_none_or(|(bk, _, _)| k < *bk) {
                best = Some((k, a, q));
            }
        }
        let (_, a, q) = best?;
        actions.extend(a);
        p = q;
        if guard > 100_000 {
            return None;
        }
    }
    let turns = p.turns - start.turns;
    Some((actions, turns))
}

/// The seizure that leaves the fewest stones (the fullest cell).
fn best_seizure(p: &Position) -> u16 {
    let mut best = 0;
    for c in 0..p.stones.len() {
        if p.stones[c] > p.stones[best] {
            best = c;
        }
    }
    best as u16
}

/// One sowing turn drawn at random; a capture takes the fullest neighbour. `None` when the
/// sowing has not ended after many drops (it may be a forced endless loop), or when `deadline`
/// (if any) passes (read every 64 drops: a drop of a regular board costs less than a reading).
fn random_turn(
    p: &Position,
    rng: &mut Rng,
    mut deadline: Option<&mut Deadline>,
) -> Option<(Vec<u16>, Position)> {
    let mut q = p.clone();
    let mut actions = Vec::new();
    let turns = q.turns;
    while q.turns == turns {
        let late = || actions.len() % 64 == 63;
        if actions.len() > 20_000 || (late() && deadline.as_mut().is_some_and(|d| d.passed())) {
            return None;
        }
        let c = match q.stage {
            Stage::Capture { cell } => {
                let nb = q.board.neighbours(cell as usize);
                *nb.iter()
                    .max_by_key(|&&n| q.stones[n as usize])
                    .expect("a stony neighbour")
            }
            Stage::Path { cell, hand } => {
                let nb = q.board.neighbours(cell as usize);
                // The last stone: prefer an empty cell (ending the sowing) half of the time.
                let empty: Vec<u16> = nb
                    .iter()
                    .copied()
                    .filter(|&n| q.stones[n as usize] == 0)
                    .collect();
                if hand == 1 && !empty.is_empty() && rng.below(2) == 0 {
                    empty[rng.below(empty.len())]
                } else {
                    nb[rng.below(nb.len())]
                }
            }
            _ => {
                let stony: Vec<u16> = (0..q.stones.len() as u16)
                    .filter(|&c| q.stones[c as usize] > 0)
                    .collect();
                stony[rng.below(stony.len())]
            }
        };
        q.apply(c, &mut NoTrace);
        actions.push(c);
    }
    Some((actions, q))
}

/// The shortest game there can be from a sowing start with 2 or more stones is 3 turns: one
/// sowing whose capture leaves a single stone, that stone sown alone, the seizure. This looks
/// for such a first sowing by a best-first search over in-turn states (fewest non-empty cells
/// first, then — if `by_hand` — the fullest hand; each state once, at most a few hundred
/// thousand states, `cap`, never more than [`GATHER_BYTES`] of them, and never more than
/// `room` bytes); when found, the answer meets the lower bound and is proven at once. A
/// `deadline` gives up when it passes (the solver's time limit); without one the answer
/// depends on the position alone.
pub(super) fn gather_game(
    start: &Position,
    by_hand: bool,
    cap: usize,
    mut deadline: Option<&mut Deadline>,
    room: u64,
) -> Option<Solution> {
    if start.stage != Stage::Lift || start.on_board < 2 {
        return None;
    }
    let within_room = room / look_state_bytes(start.stones.len());
    let cap = cap
        .min(GATHER_BYTES / (2 * start.stones.len() + 48))
        .min(within_room.min(usize::MAX as u64) as usize);
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let board = &start.board;
    let nonempty = |s: &[u16]| s.iter().filter(|&&x| x > 0).count() as u32;
    // Nodes: (parent, answer); states kept in `states` until expanded.
    let mut nodes: Vec<(u32, u16)> = vec![(u32::MAX, u16::MAX)];
    let mut states: Vec<Option<(Vec<u16>, u16, u16)>> = vec![None];
    let mut heap = BinaryHeap::new();
    let mut seen = SigSet::default();
    for c in 0..start.stones.len() {
        let n = start.stones[c];
        if n > 0 {
            let mut s = start.stones.clone();
            s[c] = 0;
            nodes.push((0, c as u16));
            heap.push(Reverse((
                nonempty(&s),
                Reverse(if by_hand { n } else { 0 }),
                Reverse(nodes.len() as u32 - 1),
            )));
            states.push(Some((s, c as u16, n)));
        }
    }
    let mut expanded = 0u32;
    while let Some(Reverse((_, _, Reverse(id)))) = heap.pop() {
        if nodes.len() > cap {
            return None;
        }
        expanded = expanded.wrapping_add(1);
        if expanded.is_multiple_of(1024) && deadline.as_deref_mut().is_some_and(|d| d.passed()) {
            return None;
        }
        let (stones, cell, hand) = states[id as usize].take().expect("expanded once");
        for &n in board.neighbours(cell as usize) {
            let d = n as usize;
            let mut s = stones.clone();
            s[d] += 1;
            let (c2, h2) = if hand > 1 {
                (n, hand - 1)
            } else if s[d] >= 2 {
                let lifted = s[d];
                s[d] = 0;
                (n, lifted)
            } else {
                // The sowing ends alone on n: capture a neighbour holding every other stone?
                let rest = start.on_board - 1;
                let found = board
                    .neighbours(d)
                    .iter()
                    .find(|&&t| s[t as usize] as u32 == rest);
                if let (Some(t), true) = (found, rest > 0) {
                    let mut actions = trail(&nodes, id);
                    actions.push(n);
                    actions.push(*t);
                    // Then sow the last stone into any neighbour, and seize it.
                    let x = board.neighbours(d)[0];
                    actions.extend([n, x, x]);
                    return Some(Solution {
                        turns: 3,
                        proven: true,
                        lower_bound: 3,
                        actions,
                    });
                }
                continue;
            };
            if seen.insert(
                crate::tricerata::enumerate::board_sig(&s)
                    ^ crate::tricerata::enumerate::z_stage(c2, h2),
            ) {
                nodes.push((id, n));
                heap.push(Reverse((
                    nonempty(&s),
                    Reverse(if by_hand { h2 } else { 0 }),
                    Reverse(nodes.len() as u32 - 1),
                )));
                states.push(Some((s, c2, h2)));
            }
        }
    }
    None
}
