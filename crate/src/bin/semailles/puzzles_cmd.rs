//! `puzzles --game G --count N --seed S`: puzzles with proven answers, one JSON list on stdout
//! (the page ships them as `www/puzzles/<game>.json`). The same seed gives the same list.
//!
//! Every puzzle has `id`, `position` (the one-line text form), `goal`, `solution` (its tokens,
//! playable from the position) and a short `title`:
//!
//! * **Mraha wa tso** — positions from seeded computer games (level 2 against level 2), where
//!   one complete turn, and only one, is best by an exhaustive look at every complete turn of
//!   the position: `win` (the only turn that wins the game now), `no_move` (the only turn that
//!   wins, by leaving the opponent without a move) or `capture_most` (the only turn taking the most
//!   seeds, 2 or more, from the opponent's rows; at most one such puzzle per game, so that
//!   they come from many games). The games go on until each goal has its third of the list
//!   (`no_move` positions are rare: most games end by an emptied front row); the list then
//!   takes the goals in turn.
//! * **Tricérata** — solitaire positions (`goal` = `empty_board`): the built-in triangles,
//!   squares and hexagons and seeded custom shapes (cells of a square or hexagonal grid grown
//!   from one cell, one stone a cell or 1 to 3), each with its `par`, the fewest turns that empty the
//!   board, proven by the solver (positions it cannot prove in a few seconds are left out),
//!   and a solution a person can tap: [`MOST_TAPS`] decisions at most.

use semailles::ai::choose_tokens_for_text;
use semailles::ai::clock::SystemClock;
use semailles::error::{code, Error, Result};
use semailles::game::Game;
use semailles::mraha;
use semailles::rng::Rng;
use semailles::tricerata::{self, Board, Position};
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

/// The most puzzles one command makes (each may take seconds to prove).
const MAX_COUNT: u32 = 500;

pub fn puzzles(game: &str, count: u32, seed: u64) -> Result<()> {
    if count == 0 || count > MAX_COUNT {
        return Err(Error::new(
            code::SETUP_COUNT,
            format!("--count is 1 to {MAX_COUNT}, not {count}"),
        ));
    }
    let list = match game {
        "mraha" => mraha_puzzles(count as usize, seed)?,
        "tricerata" => tricerata_puzzles(count as usize, seed)?,
        other => return Err(super::common::unknown_game(other)),
    };
    super::common::out(&serde_json::to_string_pretty(&Value::Array(list)).expect("JSON"))
}

// ---------------------------------------------------------------- Mraha wa tso

/// Most turns of one seeded game before the next game starts.
const MRAHA_GAME_TURNS: u32 = 120;

/// Most seeded games per puzzle asked for before the command gives up.
const MRAHA_GAMES_PER_PUZZLE: u64 = 200;

/// Seeds the mover takes from the opponent's rows in a turn (what a capture moves).
fn opponent_seeds(p: &mraha::Position, mover: usize) -> i64 {
    let opp = 1 - mover;
    (0..16).map(|k| p.pit(opp, k) as i64).sum::<i64>() + p.hand(opp) as i64
}

/// The puzzle this turn-start position offers, if one turn alone is best for some goal.
fn mraha_puzzle(p: &mraha::Position, wanted: &[&str]) -> Option<(String, Vec<String>)> {
    let mover = p.to_move();
    let turns = p.complete_turns();
    if turns.len() < 3 {
        return None;
    }
    let only = |pred: &dyn Fn(&mraha::Position) -> bool| -> Option<usize> {
        let mut hits = turns.iter().enumerate().filter(|(_, t)| pred(&t.after));
        let first = hits.next()?;
        hits.next().is_none().then_some(first.0)
    };
    let wins = |q: &mraha::Position| q.outcome().is_some_and(|o| o.winners == [mover]);
    let no_move = |q: &mraha::Position| q.outcome().is_some_and(|o| o.reason == "no_move");
    for goal in wanted {
        let pick = match *goal {
            // The only winning turn, and it wins by leaving no move (a player who wins
            // otherwise is not told "your opponent can still play").
            "no_move" => only(&wins).filter(|&i| no_move(&turns[i].after)),
            "win" => only(&wins),
            _ => {
                let before = opponent_seeds(p, mover);
                let taken: Vec<i64> = turns
                    .iter()
                    .map(|t| before - opponent_seeds(&t.after, mover))
                    .collect();
                let best = *taken.iter().max()?;
                (best >= 2 && taken.iter().filter(|&&x| x == best).count() == 1)
                    .then(|| taken.iter().position(|&x| x == best).expect("max"))
            }
        };
        if let Some(i) = pick {
            return Some((goal.to_string(), p.tokens_of(&turns[i].actions)));
        }
    }
    None
}

/// The Mraha goals, in the order a position is tried for them and the list takes them.
const MRAHA_GOALS: [&str; 3] = ["no_move", "win", "capture_most"];

/// How many puzzles of each goal a list of `count` holds: as even as can be (the remainder
/// to `capture_most`, then `win`: `no_move` positions are the rarest in real games).
fn mraha_quotas(count: usize) -> [usize; 3] {
    let base = count / 3;
    let extra = count % 3;
    [
        base,
        base + (extra >= 2) as usize,
        base + (extra >= 1) as usize,
    ]
}

fn mraha_puzzles(count: usize, seed: u64) -> Result<Vec<Value>> {
    let quotas = mraha_quotas(count);
    let mut found: [Vec<(String, Vec<String>)>; 3] = Default::default();
    let mut seen = std::collections::HashSet::new();
    let full = |found: &[Vec<(String, Vec<String>)>; 3], g: usize| found[g].len() >= quotas[g];
    let mut game = 0u64;
    while (0..3).any(|g| !full(&found, g)) {
        if game > MRAHA_GAMES_PER_PUZZLE * count as u64 {
            let counts: Vec<String> = (0..3)
                .map(|g| format!("{} {}", found[g].len(), MRAHA_GOALS[g]))
                .collect();
            return Err(Error::new(
                code::SETUP_COUNT,
                format!("only {} Mraha puzzles found", counts.join(", ")),
            ));
        }
        let mut p = mraha::Position::start(mraha::Rules::preset("mraha")?);
        let game_seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(game);
        game += 1;
        let mut captures = 0;
        for turn in 0..MRAHA_GAME_TURNS {
            if p.outcome().is_some() {
                break;
            }
            // At most one capture per game, so that they come from many games.
            let wanted: Vec<&str> = (0..3)
                .filter(|&g| !full(&found, g) && (g != 2 || captures == 0))
                .map(|g| MRAHA_GOALS[g])
                .collect();
            // From the fourth turn: the openings are alike from one game to the next.
            if turn >= 4 && !wanted.is_empty() {
                if let Some((goal, solution)) = mraha_puzzle(&p, &wanted) {
                    let text = p.to_text();
                    if seen.insert(text.clone()) {
                        let g = MRAHA_GOALS.iter().position(|&x| x == goal).expect("goal");
                        captures += (g == 2) as u32;
                        found[g].push((text, solution));
                    }
                }
            }
            let text = p.to_text();
            let tokens = choose_tokens_for_text(&text, "2", game_seed ^ (turn as u64) << 32, None)?;
            for t in &tokens {
                p.play(t)?;
            }
        }
    }
    // The goals taken in turn (capture, win, no move, capture, …) so that a player meets each
    // early in the list.
    let mut out = Vec::new();
    let mut lists = found.map(|l| l.into_iter());
    while out.len() < count {
        for g in [2, 1, 0] {
            if let Some((text, solution)) = lists[g].next() {
                let goal = MRAHA_GOALS[g];
                out.push(json!({
                    "id": format!("mraha-{:03}", out.len() + 1),
                    "position": text,
                    "goal": goal,
                    "title": mraha_title(goal),
                    "solution": solution,
                }));
            }
        }
    }
    Ok(out)
}

fn mraha_title(goal: &str) -> &'static str {
    match goal {
        "win" => "Win this turn",
        "no_move" => "Leave the opponent no move",
        _ => "Capture the most",
    }
}

// ---------------------------------------------------------------- Tricérata

/// Time the solver may take to prove one puzzle's par (positions it cannot prove are left
/// out; on the boards chosen here it needs well under a second).
const PROOF_TIME: Duration = Duration::from_secs(20);

/// The most decisions (taps) of a Tricérata puzzle's solution. A person plays it by hand, a tap
/// a stone: on the larger boards the proven solutions run to hundreds of drops (2,038 for one
/// of 10 hexagons), bouncing between two cells while the relays last, which no one taps through
/// nor follows when shown; such puzzles are left out.
pub const MOST_TAPS: usize = 50;

/// The built-in boards offered as puzzles (family, stones per cell).
const BUILT_IN: &[(&str, u8)] = &[
    ("triangle:2", 1),
    ("triangle:3", 1),
    ("square:3", 1),
    ("hex:2", 1),
    ("triangle:3", 2),
    ("square:2", 3),
    ("hex:2", 2),
    ("square:3", 2),
    ("triangle:4", 2),
    ("hex:3", 1),
    ("triangle:4", 1),
    ("square:4", 1),
];

/// A custom shape grown from one cell of a grid: `cells` cells of the square grid (`hex` =
/// false) or of the hexagonal one, with drawing coordinates, holding one stone a cell or 1 to 3 each.
fn grown_shape(rng: &mut Rng, cells: usize, hex: bool) -> Value {
    let dirs: &[(i32, i32)] = if hex {
        &[(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]
    } else {
        &[(1, 0), (-1, 0), (0, 1), (0, -1)]
    };
    let mut shape: Vec<(i32, i32)> = vec![(0, 0)];
    while shape.len() < cells {
        let (q, r) = shape[rng.below(shape.len())];
        let (dq, dr) = dirs[rng.below(dirs.len())];
        let c = (q + dq, r + dr);
        if !shape.contains(&c) {
            shape.push(c);
        }
    }
    shape.sort_by_key(|&(q, r)| (r, q));
    let list: Vec<Value> = shape
        .iter()
        .map(|&(q, r)| {
            let mut nb: Vec<usize> = dirs
                .iter()
                .filter_map(|&(dq, dr)| shape.iter().position(|&c| c == (q + dq, r + dr)))
                .collect();
            nb.sort_unstable();
            let (x, y) = if hex {
                (q as f64 + r as f64 / 2.0, r as f64 * 0.866)
            } else {
                (q as f64, r as f64)
            };
            json!({"neighbours": nb, "x": x, "y": y})
        })
        .collect();
    // Half the shapes with one stone a cell (the harder solitaires), half with 1 to 3.
    let mixed = rng.below(2) == 1;
    let stones: Vec<u8> = (0..cells)
        .map(|_| if mixed { 1 + rng.below(3) as u8 } else { 1 })
        .collect();
    json!({"game":"tricerata","board":{"shape":"custom","cells":list},"players":1,
        "stones":stones,"stores":[0],"to_move":0})
}

/// The same puzzle whatever its drawing: a key of a custom shape's cells and their neighbours
/// and stones, equal for two shapes that play alike (four cells in a row, of squares or of
/// hexagons, however they turn). Colour refinement: each cell's colour, its stones, is refined
/// by its neighbours' colours until nothing changes; the key is the colours' multiset. (Two
/// different graphs can share it, rarely, on larger shapes: one of them is then left out.)
fn shape_key(setup: &Value) -> Vec<Vec<usize>> {
    let cells = setup["board"]["cells"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default();
    let neighbours: Vec<Vec<usize>> = cells
        .iter()
        .map(|c| {
            let list = c["neighbours"]
                .as_array()
                .map(Vec::as_slice)
                .unwrap_or_default();
            list.iter()
                .filter_map(|n| n.as_u64().map(|n| n as usize))
                .collect()
        })
        .collect();
    let stones = setup["stones"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default();
    let mut colour: Vec<usize> = stones
        .iter()
        .map(|s| s.as_u64().unwrap_or(0) as usize)
        .collect();
    colour.resize(neighbours.len(), 0);
    for _ in 0..neighbours.len() {
        let signature: Vec<Vec<usize>> = neighbours
            .iter()
            .enumerate()
            .map(|(i, nb)| {
                let mut s: Vec<usize> = nb.iter().map(|&n| colour[n]).collect();
                s.sort_unstable();
                s.insert(0, colour[i]);
                s
            })
            .collect();
        let mut ranks = signature.clone();
        ranks.sort();
        ranks.dedup();
        let next: Vec<usize> = signature
            .iter()
            .map(|s| ranks.binary_search(s).unwrap_or(0))
            .collect();
        let settled = next == colour;
        colour = next;
        if settled {
            let mut key = signature;
            key.sort();
            return key;
        }
    }
    let mut key: Vec<Vec<usize>> = colour.into_iter().map(|c| vec![c]).collect();
    key.sort();
    key
}

fn tricerata_puzzles(count: usize, seed: u64) -> Result<Vec<Value>> {
    let mut rng = Rng::new(seed ^ 0x7452_4943_4552_4154);
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut shapes = std::collections::HashSet::new();
    let mut tries = 0usize;
    while out.len() < count {
        tries += 1;
        if tries > 40 * count + BUILT_IN.len() {
            return Err(Error::new(
                code::SETUP_COUNT,
                format!("only {} Tricérata puzzles proven", out.len()),
            ));
        }
        let (pos, title) = match BUILT_IN.get(tries - 1) {
            Some(&(family, stones)) => (
                Position::start(Arc::new(Board::parse_family(family)?), 1, stones, false)?,
                format!("{family}, {stones} per cell"),
            ),
            None => {
                let hex = rng.below(2) == 1;
                let cells = 4 + rng.below(if hex { 7 } else { 9 });
                let setup = grown_shape(&mut rng, cells, hex);
                if !shapes.insert(shape_key(&setup)) {
                    continue;
                }
                let kind = if hex { "hexagons" } else { "squares" };
                (
                    Position::from_json(&setup.to_string())?,
                    format!("{cells} {kind}"),
                )
            }
        };
        let text = pos.to_text();
        if !seen.insert(text.clone()) {
            continue;
        }
        let Some(sol) =
            semailles::ai::tricerata::solve_proven(&pos, PROOF_TIME, &mut SystemClock::new())?
        else {
            continue;
        };
        if sol.actions.len() > MOST_TAPS {
            continue;
        }
        let solution: Vec<String> = sol.actions.iter().map(|a| a.to_string()).collect();
        out.push(json!({
            "id": format!("tricerata-{:03}", out.len() + 1),
            "position": text,
            "goal": "empty_board",
            "title": title,
            "par": sol.turns,
            "solution": solution,
            "notation": tricerata::notation(&pos, &sol.actions)?,
        }));
    }
    Ok(out)
}
