//! The inputs of each game: positions reached by random play from random rules or boards, then
//! their text forms, JSON setups and board files mutated, and token sequences with bad tokens.

use super::checks::{check_position, random_walk, Check, Fuzzed};
use super::gen::{chance, mutate_json, mutate_text, noise, number_text, pick};
use semailles::error::Result;
use semailles::game::Game;
use semailles::rng::Rng;
use semailles::{mraha, tricerata};
use std::sync::Arc;

impl Fuzzed for mraha::Position {
    fn read_text(text: &str) -> Result<Self> {
        mraha::Position::from_text(text)
    }
    fn write_json(&self) -> String {
        serde_json::to_string(&self.to_setup()).expect("setups serialise")
    }
    fn read_json(text: &str) -> Result<Self> {
        mraha::Position::from_json(text)
    }
    fn total(&self) -> u64 {
        let s = self.to_setup();
        let side =
            |x: &mraha::setup::SideSetup| x.front.iter().chain(&x.back).sum::<i64>() + x.hand;
        (side(&s.south) + side(&s.north) + s.pending.map_or(0, |p| p.seeds)) as u64
    }
}

impl Fuzzed for tricerata::Position {
    fn read_text(text: &str) -> Result<Self> {
        tricerata::Position::from_text(text)
    }
    fn write_json(&self) -> String {
        serde_json::to_string(&self.to_setup()).expect("setups serialise")
    }
    fn read_json(text: &str) -> Result<Self> {
        tricerata::Position::from_json(text)
    }
    fn total(&self) -> u64 {
        self.total_stones() as u64
    }
}

const PRESETS: [&str; 4] = ["mraha", "zanzibar", "kujifunza", "bao"];
const SWITCHES: [&str; 7] = [
    "central_entry=free",
    "central_entry=ahead",
    "namua_singletons=bao",
    "nyumba_stop=forced",
    "takasia=off",
    "singleton_captures=off",
    "first_player=north",
];

/// A Mraha position after a few random turns under random rules (`None`: rules refused).
fn mraha_position(rng: &mut Rng) -> std::result::Result<Option<mraha::Position>, String> {
    let preset: &&str = pick(rng, &PRESETS);
    let Ok(mut rules) = mraha::Rules::preset(preset) else {
        return Ok(None);
    };
    for _ in 0..rng.below(3) {
        let pair = if chance(rng, 90) {
            pick(rng, &SWITCHES).to_string()
        } else {
            {
                let s = *pick(rng, &SWITCHES);
                mutate_text(rng, s)
            }
        };
        let before = rules;
        if rules.set_pair(&pair).is_err() && rules != before {
            return Err(format!("refused switch {pair:?} changed the rules"));
        }
    }
    let start = mraha::Position::start(rules);
    let steps = rng.below(40);
    // The walk checks its start only; the position reached is checked by the caller.
    random_walk(&start, rng, steps, usize::MAX).map(Some)
}

/// Mraha: random play, then the position's text and JSON forms mutated and read.
pub fn mraha_case(rng: &mut Rng) -> Check {
    let Some(p) = mraha_position(rng)? else {
        return Ok(());
    };
    check_position(&p)?;
    if chance(rng, 50) {
        let text = mutate_text(rng, &p.to_text());
        if let Ok(q) = mraha::Position::from_text(&text) {
            check_position(&q)?;
        }
    } else {
        let mut v = serde_json::to_value(p.to_setup()).expect("setups serialise");
        mutate_json(rng, &mut v);
        if let Ok(q) = mraha::Position::from_json(&v.to_string()) {
            check_position(&q)?;
        }
    }
    Ok(())
}

/// A board: a family at a size around its range, or a random custom graph (mostly symmetric).
fn board(rng: &mut Rng) -> Result<tricerata::Board> {
    if chance(rng, 60) {
        let family = *pick(rng, &["triangle", "square", "hex", "tri", ""]);
        let size = if chance(rng, 85) {
            (1 + rng.below(6)).to_string()
        } else {
            number_text(rng)
        };
        return tricerata::Board::parse_family(&format!("{family}:{size}"));
    }
    let most = if chance(rng, 90) { 9 } else { 300 };
    let n = 1 + rng.below(most);
    let mut lists: Vec<Vec<i64>> = vec![Vec::new(); n];
    let edges = rng.below(2 * n + 1);
    for _ in 0..edges {
        let (a, b) = (rng.below(n), rng.below(n));
        if a != b && !lists[a].contains(&(b as i64)) {
            lists[a].push(b as i64);
            if chance(rng, 97) {
                lists[b].push(a as i64);
            }
        }
    }
    let cells = lists
        .into_iter()
        .map(|neighbours| tricerata::setup::CellSetup {
            neighbours,
            interior: None,
            x: None,
            y: None,
        })
        .collect();
    tricerata::setup::BoardSetup {
        shape: "custom".into(),
        size: None,
        cells: Some(cells),
    }
    .to_board()
}

/// Tricérata: a random board, players and stones; random play; the text form, JSON setup and
/// board file mutated and read; "finish my turn" when a sowing is under way.
pub fn tricerata_case(rng: &mut Rng) -> Check {
    let Ok(board) = board(rng) else {
        return Ok(());
    };
    let board = Arc::new(board);
    // A board file reads back as the same board.
    let file = serde_json::to_string(&tricerata::setup::BoardSetup::of(&board)).expect("json");
    let spec: tricerata::setup::BoardSetup = serde_json::from_str(&file).expect("own JSON");
    match spec.to_board() {
        Ok(b) if b == *board => {}
        _ => return Err(format!("board file {file} does not read back")),
    }
    let players = rng.below(8);
    let stones = rng.below(5) as u8;
    let mort = chance(rng, 20);
    let Ok(start) = tricerata::Position::start(board, players, stones, mort) else {
        return Ok(());
    };
    let steps = rng.below(60);
    let p = random_walk(&start, rng, steps, usize::MAX)?;
    check_position(&p)?;
    if matches!(p.stage(), tricerata::Stage::Path { .. }) {
        let path = p.finish_sowing();
        let mut q = p.clone();
        for &c in &path {
            q.play(&c.to_string())
                .map_err(|e| format!("{:?}: finish_sowing gave {c}: {e}", p.to_text()))?;
        }
        if !path.is_empty() && matches!(q.stage(), tricerata::Stage::Path { .. }) {
            return Err(format!(
                "{:?}: finish_sowing did not end the sowing",
                p.to_text()
            ));
        }
    }
    match rng.below(3) {
        0 => {
            let text = mutate_text(rng, &p.to_text());
            if let Ok(q) = tricerata::Position::from_text(&text) {
                check_position(&q)?;
            }
        }
        1 => {
            let mut v = serde_json::to_value(p.to_setup()).expect("setups serialise");
            mutate_json(rng, &mut v);
            if let Ok(q) = tricerata::Position::from_json(&v.to_string()) {
                check_position(&q)?;
            }
        }
        _ => {
            let mut v = serde_json::to_value(tricerata::setup::BoardSetup::of(p.board()))
                .expect("boards serialise");
            mutate_json(rng, &mut v);
            if let Ok(spec) = serde_json::from_value::<tricerata::setup::BoardSetup>(v) {
                let _ = spec.to_board();
            }
        }
    }
    Ok(())
}

/// Plain noise as a text form of either game: refused or read, never a panic.
pub fn noise_case(rng: &mut Rng) -> Check {
    let text = noise(rng, 40);
    if let Ok(p) = mraha::Position::from_text(&text) {
        check_position(&p)?;
    }
    if let Ok(p) = tricerata::Position::from_text(&text) {
        check_position(&p)?;
    }
    Ok(())
}

/// Computer budgets: anything read is finite, positive and within its maximum.
pub fn budget_case(rng: &mut Rng) -> Check {
    use semailles::ai::clock::{MAX_MILLIS, MAX_NODES};
    let level = *pick(rng, &["1", "3", "best", "ab", "random", "greedy", "7", ""]);
    let spec = match rng.below(4) {
        0 => level.to_string(),
        1 => format!("{level}:{}", number_text(rng)),
        2 => format!("{level}:{}ms", number_text(rng)),
        _ => mutate_text(rng, &format!("{level}:500ms")),
    };
    if let Ok(p) = semailles::ai::PlayerSpec::parse(&spec) {
        let b = p.style().budget;
        let nodes_ok = (1..=MAX_NODES.max(3_000 * MAX_MILLIS as u64)).contains(&b.nodes);
        let millis_ok = b
            .millis
            .is_none_or(|m| m.is_finite() && m > 0.0 && m <= MAX_MILLIS);
        if !(nodes_ok && millis_ok) {
            return Err(format!("budget {spec:?} read as {b:?}"));
        }
    }
    Ok(())
}

/// The page's `Match.create` options (a shared link's parts): every refusal names its part; a
/// list of moves with a bad token keeps the legal moves before it and names the one refused.
pub fn options_case(rng: &mut Rng) -> Check {
    use semailles::options::{Options, Started};
    let tri = chance(rng, 50);
    let mut o = Options {
        game: Some(if chance(rng, 95) {
            (if tri { "tricerata" } else { "mraha" }).to_string()
        } else {
            noise(rng, 5)
        }),
        ..Options::default()
    };
    if tri {
        let family = *pick(rng, &["triangle", "square", "hex", "x"]);
        let size = if chance(rng, 80) {
            (1 + rng.below(8)).to_string()
        } else {
            number_text(rng)
        };
        o.board = chance(rng, 90).then(|| format!("{family}:{size}"));
        o.players = chance(rng, 70).then(|| rng.below(9) as u32);
        o.stones = chance(rng, 70).then(|| rng.below(5) as u32);
        o.mort_subite = chance(rng, 20);
    } else {
        o.preset = chance(rng, 70).then(|| pick(rng, &PRESETS).to_string());
        if chance(rng, 30) {
            let pair = pick(rng, &SWITCHES).to_string();
            let pair = if chance(rng, 80) {
                pair
            } else {
                mutate_text(rng, &pair)
            };
            let (k, v) = pair.split_once('=').unwrap_or((&pair, ""));
            o.switches.push((k.to_string(), v.to_string()));
        }
    }
    // Now and then an option of the other game, which no start may accept.
    let other_game = chance(rng, 5);
    if other_game {
        if tri {
            o.preset = Some(pick(rng, &PRESETS).to_string());
        } else {
            o.players = Some(rng.below(9) as u32);
        }
    }
    let started = match o.start() {
        Ok(_) if other_game => {
            return Err(format!(
                "options {o:?} with the other game's option accepted"
            ));
        }
        Ok(s) => s,
        Err(e) => {
            return match e.part {
                Some(_) => Ok(()),
                None => Err(format!(
                    "options {o:?} refused without naming the part: {e}"
                )),
            }
        }
    };
    // Moves: legal tokens of a random game, one of them perhaps replaced by a bad token.
    let mut probe = started.clone();
    let mut moves = Vec::new();
    for _ in 0..rng.below(30) {
        let legal = match &probe {
            Started::Mraha(p) => p.legal_tokens(),
            Started::Tricerata(p) => p.legal_tokens(),
        };
        if legal.is_empty() {
            break;
        }
        let t = pick(rng, &legal).clone();
        probe.replay(std::slice::from_ref(&t));
        moves.push(t);
    }
    if !moves.is_empty() && chance(rng, 60) {
        let k = rng.below(moves.len());
        moves[k] = if chance(rng, 50) {
            noise(rng, 4)
        } else {
            mutate_text(rng, &moves[k])
        };
    }
    let mut game = started.clone();
    let replay = game.replay(&moves);
    let mut again = started;
    again.replay(&moves[..replay.played]);
    if again != game {
        return Err(format!(
            "replay of {moves:?} kept other moves than the first {}",
            replay.played
        ));
    }
    match replay.refused {
        None if replay.played == moves.len() => Ok(()),
        Some(e) if e.token.as_ref() == moves.get(replay.played) && e.part == Some("moves") => {
            Ok(())
        }
        r => Err(format!(
            "replay of {moves:?}: played {}, refused {r:?}",
            replay.played
        )),
    }
}
