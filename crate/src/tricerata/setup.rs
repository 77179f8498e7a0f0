//! The position formats: the JSON setup (read and written, validated with one clear error per
//! fault) and the compact one-line text form for URLs.
//!
//! JSON: `{"game":"tricerata","board":{"shape":"triangle","size":4},"players":2,
//! "stones":[…per cell id…],"stores":[…per player…],"to_move":0,"turns":0,"mort_subite":false}`.
//! `board` is `{"shape":"triangle"|"square"|"hex","size":N}` or `{"shape":"custom","cells":[
//! {"neighbours":[1,2],"interior":true,"x":0.5,"y":1.0},…]}` (`interior` optional: when no cell
//! gives it, the cells of maximum degree are interior; `x`/`y` optional, all or none, kept to
//! thousandths). `turns` defaults to 0 and `mort_subite` to false. A position inside a turn adds
//! `"pending"`: `{"decision":"path","cell":C,"hand":H}` (H stones in hand, the next one goes
//! next to C), `{"decision":"capture","cell":C}` (the last stone fell alone on C) or
//! `{"decision":"seize"}`. A game ended by Mort subite adds `"ended":"mort_subite"`.
//!
//! Text: `<board>.<players>[m].<to move>.<turns>.<stones>.<stores>[.<pending>]`, e.g. the start
//! of the triangle of 2 rows for 2 players with 1 stone per cell is `t2.2.0.0.1111.00`.
//! `<board>` is `t<n>`, `s<n>`, `h<n>` or a custom graph `c<cell>_<cell>…` (`C` when interior
//! marks are given) where a cell is its neighbours joined by `-`, then `i` if marked interior,
//! then `x<x>y<y>` in thousandths (a negative number starts with `n`). `m` marks Mort subite.
//! A count is one character of `0-9a-zA-Z` (0 to 61) or `*` and two more (62 + a base-62
//! number). `<pending>` is `p<cell><hand>` or `c<cell>` (two counts / one count), `s` (seize) or
//! `x` (ended by Mort subite). Only the characters `A-Za-z0-9._-*`: nothing to escape in a URL.

use super::geometry::{Board, BoardSpec, CustomSpec};
use super::position::{check_players, Position, Stage, MAX_PLAYERS, MAX_STONES, MIN_PLAYERS};
use crate::error::{code, Error, Result};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The board as JSON describes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardSetup {
    pub shape: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cells: Option<Vec<CellSetup>>,
}

/// One cell of a custom board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CellSetup {
    pub neighbours: Vec<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interior: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub y: Option<f64>,
}

/// The decision pending inside a turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingSetup {
    /// `path`, `capture` or `seize`.
    pub decision: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cell: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<i64>,
}

/// The JSON setup of a position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub game: String,
    pub board: BoardSetup,
    pub players: i64,
    pub stones: Vec<i64>,
    pub stores: Vec<i64>,
    pub to_move: i64,
    #[serde(default)]
    pub turns: i64,
    #[serde(default)]
    pub mort_subite: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<PendingSetup>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<String>,
}

fn err(code: &'static str, msg: impl Into<String>) -> Error {
    Error::new(code, msg)
}

impl BoardSetup {
    /// The board this describes (validated).
    pub fn to_board(&self) -> Result<Board> {
        let size = || -> Result<u8> {
            if self.cells.is_some() {
                return Err(err(
                    code::SETUP_BOARD,
                    format!("a {} board has a size, not a cell list", self.shape),
                ));
            }
            let n = self.size.ok_or_else(|| {
                err(
                    code::SETUP_BOARD,
                    format!("a {} board needs a size", self.shape),
                )
            })?;
            u8::try_from(n)
                .map_err(|_| err(code::SETUP_BOARD, format!("board size {n} is out of range")))
        };
        let spec = match self.shape.as_str() {
            "triangle" => BoardSpec::Triangle(size()?),
            "square" => BoardSpec::Square(size()?),
            "hex" => BoardSpec::Hex(size()?),
            "custom" => {
                if self.size.is_some() {
                    return Err(err(
                        code::SETUP_BOARD,
                        "a custom board has a cell list, not a size",
                    ));
                }
                let cells = self
                    .cells
                    .as_ref()
                    .ok_or_else(|| err(code::SETUP_BOARD, "a custom board needs its \"cells\""))?;
                custom_spec(cells)?
            }
            other => {
                return Err(err(
                    code::SETUP_BOARD,
                    format!("board shape {other:?}: triangle, square, hex or custom"),
                ))
            }
        };
        Board::new(spec)
    }

    /// The JSON description of a board.
    pub fn of(board: &Board) -> BoardSetup {
        match board.spec() {
            BoardSpec::Custom(c) => BoardSetup {
                shape: "custom".into(),
                size: None,
                cells: Some(
                    (0..c.neighbours.len())
                        .map(|i| CellSetup {
                            neighbours: c.neighbours[i].iter().map(|&n| n as i64).collect(),
                            interior: c.interior.as_ref().map(|m| m[i]),
                            x: c.coords.as_ref().map(|xy| xy[i].0 as f64 / 1000.0),
                            y: c.coords.as_ref().map(|xy| xy[i].1 as f64 / 1000.0),
                        })
                        .collect(),
                ),
            },
            _ => BoardSetup {
                shape: board.shape_name().into(),
                size: board.size().map(|n| n as i64),
                cells: None,
            },
        }
    }
}

fn custom_spec(cells: &[CellSetup]) -> Result<BoardSpec> {
    let n = cells.len();
    let mut neighbours = Vec::with_capacity(n);
    for (i, c) in cells.iter().enumerate() {
        let mut list = Vec::with_capacity(c.neighbours.len());
        for &j in &c.neighbours {
            if j < 0 || j as usize >= n {
                return Err(err(
                    code::SETUP_BOARD,
                    format!("cell {i} names neighbour {j}, but the board has {n} cells"),
                ));
            }
            list.push(j as u16);
        }
        neighbours.push(list);
    }
    let marked = cells.iter().any(|c| c.interior.is_some());
    let interior = marked.then(|| cells.iter().map(|c| c.interior == Some(true)).collect());
    let with_xy = cells
        .iter()
        .filter(|c| c.x.is_some() || c.y.is_some())
        .count();
    let coords = if with_xy == 0 {
        None
    } else {
        let mut xy = Vec::with_capacity(n);
        for (i, c) in cells.iter().enumerate() {
            match (c.x, c.y) {
                (Some(x), Some(y))
                    if x.is_finite() && y.is_finite() && x.abs() < 1e9 && y.abs() < 1e9 =>
                {
                    xy.push(((x * 1000.0).round() as i64, (y * 1000.0).round() as i64))
                }
                _ => {
                    return Err(err(
                        code::SETUP_BOARD,
                        format!("cell {i} lacks finite x and y, which the other cells give"),
                    ))
                }
            }
        }
        Some(xy)
    };
    Ok(BoardSpec::Custom(CustomSpec {
        neighbours,
        interior,
        coords,
    }))
}

fn count(what: String, v: i64) -> Result<u16> {
    if !(0..=MAX_STONES as i64).contains(&v) {
        return Err(err(
            code::SETUP_COUNT,
            format!("{what} = {v} is not a stone count (0 to {MAX_STONES})"),
        ));
    }
    Ok(v as u16)
}

impl Position {
    /// Reads and validates a setup on an already built board (shared tables).
    pub fn from_setup_on(s: &Setup, board: Arc<Board>) -> Result<Position> {
        if s.game != "tricerata" {
            return Err(err(
                code::SETUP_GAME,
                format!("this setup is for {:?}, not tricerata", s.game),
            ));
        }
        if !(MIN_PLAYERS as i64..=MAX_PLAYERS as i64).contains(&s.players) {
            return Err(err(
                code::SETUP_PLAYER,
                format!("{MIN_PLAYERS} to {MAX_PLAYERS} players, not {}", s.players),
            ));
        }
        let players = s.players as usize;
        check_players(players, s.mort_subite)?;
        let n = board.cells();
        if s.stones.len() != n {
            return Err(err(
                code::SETUP_LENGTH,
                format!("{} stone counts for a board of {n} cells", s.stones.len()),
            ));
        }
        if s.stores.len() != players {
            return Err(err(
                code::SETUP_LENGTH,
                format!("{} stores for {players} players", s.stores.len()),
            ));
        }
        if !(0..s.players).contains(&s.to_move) {
            return Err(err(
                code::SETUP_PLAYER,
                format!(
                    "to_move = {} is not a player (0 to {})",
                    s.to_move,
                    players - 1
                ),
            ));
        }
        if !(0..=u32::MAX as i64).contains(&s.turns) {
            return Err(err(
                code::SETUP_COUNT,
                format!("turns = {} is not a number of turns", s.turns),
            ));
        }
        let stones = s
            .stones
            .iter()
            .enumerate()
            .map(|(i, &v)| count(format!("stones[{i}]"), v))
            .collect::<Result<Vec<u16>>>()?;
        let stores = s
            .stores
            .iter()
            .enumerate()
            .map(|(i, &v)| count(format!("stores[{i}]"), v))
            .collect::<Result<Vec<u16>>>()?;
        let on_board: u32 = stones.iter().map(|&v| v as u32).sum();
        let mut pos = Position {
            board,
            players: players as u8,
            mort_subite: s.mort_subite,
            stones,
            on_board,
            stores,
            to_move: s.to_move as u8,
            turns: s.turns as u32,
            stage: Stage::Lift,
        };
        pos.stage = read_stage(&pos, s)?;
        let total = pos.total_stones();
        if total > MAX_STONES {
            return Err(err(
                code::SETUP_TOTAL,
                format!("the setup holds {total} stones; at most {MAX_STONES}"),
            ));
        }
        Ok(pos)
    }

    /// Reads and validates a setup.
    pub fn from_setup(s: &Setup) -> Result<Position> {
        if s.game != "tricerata" {
            return Err(err(
                code::SETUP_GAME,
                format!("this setup is for {:?}, not tricerata", s.game),
            ));
        }
        let board = Arc::new(s.board.to_board()?);
        Position::from_setup_on(s, board)
    }

    /// Reads a setup from JSON text.
    pub fn from_json(text: &str) -> Result<Position> {
        let setup: Setup = serde_json::from_str(text)
            .map_err(|e| err(code::SETUP_SYNTAX, format!("setup JSON: {e}")))?;
        Position::from_setup(&setup)
    }

    /// The setup of this position.
    pub fn to_setup(&self) -> Setup {
        let (pending, ended) = match self.stage {
            Stage::Lift | Stage::Over { mort_subite: false } => (None, None),
            Stage::Over { mort_subite: true } => (None, Some("mort_subite".to_string())),
            Stage::Path { cell, hand } => (
                Some(PendingSetup {
                    decision: "path".into(),
                    cell: Some(cell as i64),
                    hand: Some(hand as i64),
                }),
                None,
            ),
            Stage::Capture { cell } => (
                Some(PendingSetup {
                    decision: "capture".into(),
                    cell: Some(cell as i64),
                    hand: None,
                }),
                None,
            ),
            Stage::Seize => (
                Some(PendingSetup {
                    decision: "seize".into(),
                    cell: None,
                    hand: None,
                }),
                None,
            ),
        };
        Setup {
            game: "tricerata".into(),
            board: BoardSetup::of(&self.board),
            players: self.players as i64,
            stones: self.stones.iter().map(|&v| v as i64).collect(),
            stores: self.stores.iter().map(|&v| v as i64).collect(),
            to_move: self.to_move as i64,
            turns: self.turns as i64,
            mort_subite: self.mort_subite,
            pending,
            ended,
        }
    }

    /// The setup as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.to_setup()).expect("setups serialise")
    }

    /// Reads the one-line text form.
    pub fn from_text(text: &str) -> Result<Position> {
        let setup = parse_text(text)
            .map_err(|m| err(code::TEXT_FORM, format!("position text {text:?}: {m}")))?;
        Position::from_setup(&setup)
    }
}

/// The stage a setup describes, checked against the board.
fn read_stage(pos: &Position, s: &Setup) -> Result<Stage> {
    let bad = |msg: String| Err(err(code::SETUP_INCONSISTENT, msg));
    let n = pos.stones.len();
    if let Some(e) = &s.ended {
        if e != "mort_subite" {
            return bad(format!("ended = {e:?}: the only value is \"mort_subite\""));
        }
        if s.pending.is_some() || pos.on_board > 0 || !pos.mort_subite {
            return bad(
                "ended by mort subite needs the variant on, an empty board and nothing pending"
                    .into(),
            );
        }
        return Ok(Stage::Over { mort_subite: true });
    }
    let Some(p) = &s.pending else {
        return Ok(if pos.on_board == 0 {
            Stage::Over { mort_subite: false }
        } else {
            Stage::Lift
        });
    };
    let cell = |what: &str| -> Result<u16> {
        match p.cell {
            Some(c) if (0..n as i64).contains(&c) => Ok(c as u16),
            Some(c) => Err(err(
                code::SETUP_PIT,
                format!(
                    "pending {what}: cell {c} is not on the board (0 to {})",
                    n - 1
                ),
            )),
            None => Err(err(
                code::SETUP_INCONSISTENT,
                format!("pending {what} needs its \"cell\""),
            )),
        }
    };
    match p.decision.as_str() {
        "path" => {
            let c = cell("path")?;
            match p.hand {
                Some(h) if (1..=MAX_STONES as i64).contains(&h) => Ok(Stage::Path {
                    cell: c,
                    hand: h as u16,
                }),
                Some(h) => Err(err(
                    code::SETUP_COUNT,
                    format!("pending path: hand = {h}; a sowing holds 1 or more stones"),
                )),
                None => bad("pending path needs its \"hand\"".into()),
            }
        }
        "capture" => {
            let c = cell("capture")?;
            if p.hand.is_some() {
                return bad("pending capture has no hand".into());
            }
            if pos.stones[c as usize] != 1 || !pos.has_stony_neighbour(c as usize) {
                return bad(format!(
                    "pending capture: cell {c} must hold the single last stone and have a neighbour with stones"
                ));
            }
            Ok(Stage::Capture { cell: c })
        }
        "seize" => {
            if p.cell.is_some() || p.hand.is_some() {
                return bad("pending seize has no cell and no hand".into());
            }
            if pos.on_board == 0 {
                return bad("pending seize on an empty board".into());
            }
            Ok(Stage::Seize)
        }
        other => bad(format!(
            "pending decision {other:?}: path, capture or seize"
        )),
    }
}

const DIGITS: &[u8; 62] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

fn put_count(out: &mut String, n: u16) {
    if n < 62 {
        out.push(DIGITS[n as usize] as char);
    } else {
        let v = (n - 62) as usize;
        out.push('*');
        out.push(DIGITS[v / 62] as char);
        out.push(DIGITS[v % 62] as char);
    }
}

fn digit(c: char) -> Option<u16> {
    DIGITS
        .iter()
        .position(|&d| d as char == c)
        .map(|v| v as u16)
}

fn take_count(
    chars: &mut std::iter::Peekable<std::str::Chars>,
) -> std::result::Result<u16, String> {
    match chars.next() {
        Some('*') => {
            let hi = chars.next().and_then(digit).ok_or("bad count after '*'")?;
            let lo = chars.next().and_then(digit).ok_or("bad count after '*'")?;
            Ok(62 + hi * 62 + lo)
        }
        Some(c) => digit(c).ok_or(format!("{c:?} is not a count")),
        None => Err("a count is missing".into()),
    }
}

fn counts(field: &str) -> std::result::Result<Vec<i64>, String> {
    let mut chars = field.chars().peekable();
    let mut out = Vec::new();
    while chars.peek().is_some() {
        out.push(take_count(&mut chars)? as i64);
    }
    Ok(out)
}

fn put_milli(out: &mut String, v: i64) {
    if v < 0 {
        out.push('n');
    }
    out.push_str(&v.unsigned_abs().to_string());
}

fn board_text(board: &Board) -> String {
    match board.spec() {
        BoardSpec::Triangle(n) => format!("t{n}"),
        BoardSpec::Square(n) => format!("s{n}"),
        BoardSpec::Hex(n) => format!("h{n}"),
        BoardSpec::Custom(c) => {
            let mut out = String::from(if c.interior.is_some() { "C" } else { "c" });
            for (i, list) in c.neighbours.iter().enumerate() {
                if i > 0 {
                    out.push('_');
                }
                let l: Vec<String> = list.iter().map(|n| n.to_string()).collect();
                out.push_str(&l.join("-"));
                if c.interior.as_ref().is_some_and(|m| m[i]) {
                    out.push('i');
                }
                if let Some(xy) = &c.coords {
                    out.push('x');
                    put_milli(&mut out, xy[i].0);
                    out.push('y');
                    put_milli(&mut out, xy[i].1);
                }
            }
            out
        }
    }
}

/// Reads a signed decimal number in thousandths (`n` = minus) at the front of `s`.
fn take_milli(s: &str) -> std::result::Result<(i64, &str), String> {
    let (neg, s) = match s.strip_prefix('n') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let v: i64 = s[..end].parse().map_err(|_| "bad coordinate".to_string())?;
    Ok((if neg { -v } else { v }, &s[end..]))
}

fn parse_board(text: &str) -> std::result::Result<BoardSetup, String> {
    let mut chars = text.chars();
    let kind = chars.next().ok_or("empty board")?;
    let rest = chars.as_str();
    let family = |shape: &str| -> std::result::Result<BoardSetup, String> {
        let size: i64 = rest
            .parse()
            .map_err(|_| format!("bad board size {rest:?}"))?;
        Ok(BoardSetup {
            shape: shape.into(),
            size: Some(size),
            cells: None,
        })
    };
    match kind {
        't' => family("triangle"),
        's' => family("square"),
        'h' => family("hex"),
        'c' | 'C' => {
            let mut cells = Vec::new();
            for cell in rest.split('_') {
                let end = cell.find(['i', 'x']).unwrap_or(cell.len());
                let neighbours = cell[..end]
                    .split('-')
                    .filter(|s| !s.is_empty())
                    .map(|s| s.parse::<i64>().map_err(|_| format!("bad neighbour {s:?}")))
                    .collect::<std::result::Result<Vec<i64>, String>>()?;
                let mut tail = &cell[end..];
                let mut interior = (kind == 'C').then_some(false);
                if let Some(t) = tail.strip_prefix('i') {
                    if kind != 'C' {
                        return Err("interior marks need a board starting with 'C'".into());
                    }
                    interior = Some(true);
                    tail = t;
                }
                let (mut x, mut y) = (None, None);
                if let Some(t) = tail.strip_prefix('x') {
                    let (xv, t) = take_milli(t)?;
                    let t = t.strip_prefix('y').ok_or("x without y")?;
                    let (yv, t) = take_milli(t)?;
                    if !t.is_empty() {
                        return Err(format!("unexpected {t:?} in a cell"));
                    }
                    x = Some(xv as f64 / 1000.0);
                    y = Some(yv as f64 / 1000.0);
                } else if !tail.is_empty() {
                    return Err(format!("unexpected {tail:?} in a cell"));
                }
                cells.push(CellSetup {
                    neighbours,
                    interior,
                    x,
                    y,
                });
            }
            Ok(BoardSetup {
                shape: "custom".into(),
                size: None,
                cells: Some(cells),
            })
        }
        other => Err(format!("unknown board kind {other:?}")),
    }
}

fn parse_text(text: &str) -> std::result::Result<Setup, String> {
    let fields: Vec<&str> = text.split('.').collect();
    if fields.len() < 6 || fields.len() > 7 {
        return Err("expected board.players.to_move.turns.stones.stores[.pending]".into());
    }
    let board = parse_board(fields[0])?;
    let (players, mort_subite) = match fields[1].strip_suffix('m') {
        Some(p) => (p, true),
        None => (fields[1], false),
    };
    let players: i64 = players.parse().map_err(|_| "bad number of players")?;
    let to_move: i64 = fields[2].parse().map_err(|_| "bad player to move")?;
    let turns: i64 = fields[3].parse().map_err(|_| "bad number of turns")?;
    let stones = counts(fields[4])?;
    let stores = counts(fields[5])?;
    let (mut pending, mut ended) = (None, None);
    if let Some(f) = fields.get(6) {
        let mut chars = f.chars().peekable();
        match chars.next() {
            Some('p') => {
                let cell = take_count(&mut chars)? as i64;
                let hand = take_count(&mut chars)? as i64;
                pending = Some(PendingSetup {
                    decision: "path".into(),
                    cell: Some(cell),
                    hand: Some(hand),
                });
            }
            Some('c') => {
                let cell = take_count(&mut chars)? as i64;
                pending = Some(PendingSetup {
                    decision: "capture".into(),
                    cell: Some(cell),
                    hand: None,
                });
            }
            Some('s') => {
                pending = Some(PendingSetup {
                    decision: "seize".into(),
                    cell: None,
                    hand: None,
                })
            }
            Some('x') => ended = Some("mort_subite".to_string()),
            _ => return Err(format!("bad pending field {f:?}")),
        }
        if chars.next().is_some() {
            return Err(format!("pending field {f:?} is too long"));
        }
    }
    Ok(Setup {
        game: "tricerata".into(),
        board,
        players,
        stones,
        stores,
        to_move,
        turns,
        mort_subite,
        pending,
        ended,
    })
}

/// The one-line text form of a position.
pub fn to_text(p: &Position) -> String {
    let mut out = board_text(&p.board);
    out.push('.');
    out.push_str(&p.players.to_string());
    if p.mort_subite {
        out.push('m');
    }
    out.push_str(&format!(".{}.{}.", p.to_move, p.turns));
    for &s in &p.stones {
        put_count(&mut out, s);
    }
    out.push('.');
    for &s in &p.stores {
        put_count(&mut out, s);
    }
    match p.stage {
        Stage::Lift | Stage::Over { mort_subite: false } => {}
        Stage::Over { mort_subite: true } => out.push_str(".x"),
        Stage::Path { cell, hand } => {
            out.push_str(".p");
            put_count(&mut out, cell);
            put_count(&mut out, hand);
        }
        Stage::Capture { cell } => {
            out.push_str(".c");
            put_count(&mut out, cell);
        }
        Stage::Seize => out.push_str(".s"),
    }
    out
}
