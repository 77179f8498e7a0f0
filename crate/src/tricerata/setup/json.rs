//! The JSON setup: a position (and its board) read from it and validated with one clear error
//! per fault, and written back.

use super::super::geometry::{
    check_custom_cells, check_family_size, Board, BoardSpec, CustomSpec, FAMILIES,
};
use super::super::position::{
    check_players, Position, Stage, MAX_PLAYERS, MAX_STONES, MIN_PLAYERS,
};
use super::super::stores::Stores;
use super::{err, BoardSetup, CellSetup, PendingSetup, Setup};
use crate::error::{code, Result};
use crate::limits::MAX_TURNS;
use std::sync::Arc;

impl BoardSetup {
    /// The board this describes (validated).
    pub fn to_board(&self) -> Result<Board> {
        let size = || -> Result<u8> {
            if self.cells.is_some() {
                return Err(err(
                    code::SETUP_BOARD,
                    crate::error::msg!("a {} board has a size, not a cell list", self.shape),
                ));
            }
            let n = self.size.ok_or_else(|| {
                err(
                    code::SETUP_BOARD,
                    crate::error::msg!("a {} board needs a size", self.shape),
                )
            })?;
            let family = FAMILIES
                .iter()
                .find(|f| f.name == self.shape)
                .expect("called for a family only");
            if n < 0 {
                return Err(err(
                    code::SETUP_BOARD,
                    crate::error::msg!("board size {n} is negative"),
                ));
            }
            check_family_size(family.name, n as u64, family.sizes)?;
            Ok(n as u8)
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
                    crate::error::msg!(
                        "board shape {}: triangle, square, hex or custom",
                        crate::error::quoted(other)
                    ),
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
    check_custom_cells(n)?;
    let mut neighbours = Vec::with_capacity(n);
    for (i, c) in cells.iter().enumerate() {
        // Each id first, so that a cell naming itself is told so (its list is then also one
        // too long on a board where every other cell is named, which said less).
        for &j in &c.neighbours {
            if j < 0 || j as usize >= n {
                return Err(err(
                    code::SETUP_BOARD,
                    crate::error::msg!("cell {i} names neighbour {j}, but the board has {n} cells"),
                ));
            }
            if j as usize == i {
                return Err(err(
                    code::SETUP_BOARD,
                    crate::error::msg!(
                        "cell {i} names itself as a neighbour: its neighbours are the other cells it shares an edge with"
                    ),
                ));
            }
        }
        if c.neighbours.len() >= n {
            return Err(err(
                code::SETUP_BOARD,
                crate::error::msg!(
                    "cell {i} names {} neighbours; on a board of {n} cells a cell has at most {} (the other cells, each once)",
                    c.neighbours.len(),
                    n - 1
                ),
            ));
        }
        neighbours.push(c.neighbours.iter().map(|&j| j as u16).collect());
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
                        crate::error::msg!(
                            "cell {i} lacks x and y (numbers under 10⁹ in size), which the other cells give"
                        ),
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
            crate::error::msg!("{what} = {v} is not a stone count (0 to {MAX_STONES})"),
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
                crate::error::msg!(
                    "this setup is for {}, not tricerata",
                    crate::error::quoted(&s.game)
                ),
            ));
        }
        if !(MIN_PLAYERS as i64..=MAX_PLAYERS as i64).contains(&s.players) {
            return Err(err(
                code::SETUP_PLAYER,
                crate::error::msg!("{MIN_PLAYERS} to {MAX_PLAYERS} players, not {}", s.players),
            ));
        }
        let players = s.players as usize;
        check_players(players, s.mort_subite)?;
        let n = board.cells();
        if s.stones.len() != n {
            return Err(err(
                code::SETUP_LENGTH,
                crate::error::msg!("{} stone counts for a board of {n} cells", s.stones.len()),
            ));
        }
        if s.stores.len() != players {
            return Err(err(
                code::SETUP_LENGTH,
                crate::error::msg!("{} stores for {players} players", s.stores.len()),
            ));
        }
        if !(0..s.players).contains(&s.to_move) {
            return Err(err(
                code::SETUP_PLAYER,
                crate::error::msg!(
                    "to_move = {} is not a player (0 to {})",
                    s.to_move,
                    players - 1
                ),
            ));
        }
        // At most MAX_TURNS, so that the count never wraps (see its doc).
        if !(0..=MAX_TURNS as i64).contains(&s.turns) {
            return Err(err(
                code::SETUP_COUNT,
                crate::error::msg!(
                    "turns = {} is not a number of turns (0 to {MAX_TURNS})",
                    s.turns
                ),
            ));
        }
        let stones = s
            .stones
            .iter()
            .enumerate()
            .map(|(i, &v)| count(crate::error::msg!("stones[{i}]"), v))
            .collect::<Result<Vec<u16>>>()?;
        let stores = s
            .stores
            .iter()
            .enumerate()
            .map(|(i, &v)| count(crate::error::msg!("stores[{i}]"), v))
            .collect::<Result<Vec<u16>>>()?;
        let stores = Stores::of(&stores);
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
                crate::error::msg!("the setup holds {total} stones; at most {MAX_STONES}"),
            ));
        }
        Ok(pos)
    }

    /// Reads and validates a setup.
    pub fn from_setup(s: &Setup) -> Result<Position> {
        if s.game != "tricerata" {
            return Err(err(
                code::SETUP_GAME,
                crate::error::msg!(
                    "this setup is for {}, not tricerata",
                    crate::error::quoted(&s.game)
                ),
            ));
        }
        let board = Arc::new(s.board.to_board()?);
        Position::from_setup_on(s, board)
    }

    /// Reads a setup from JSON text.
    /// (Native only: serde_json is not in the wasm build, where setups come as JS objects.)
    #[cfg(not(target_arch = "wasm32"))]
    pub fn from_json(text: &str) -> Result<Position> {
        crate::limits::check_len("the setup", text, crate::limits::MAX_SETUP_LEN)?;
        let setup: Setup = serde_json::from_str(text)
            .map_err(|e| err(code::SETUP_SYNTAX, crate::error::msg!("setup JSON: {e}")))?;
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
    /// (Native only: serde_json is not in the wasm build, where setups come as JS objects.)
    #[cfg(not(target_arch = "wasm32"))]
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.to_setup()).expect("setups serialise")
    }
}

/// The stage a setup describes, checked against the board.
fn read_stage(pos: &Position, s: &Setup) -> Result<Stage> {
    let bad = |msg: String| Err(err(code::SETUP_INCONSISTENT, msg));
    let n = pos.stones.len();
    if let Some(e) = &s.ended {
        if e != "mort_subite" {
            return bad(crate::error::msg!(
                "ended = {}: the only value is \"mort_subite\"",
                crate::error::quoted(e)
            ));
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
        return Ok(if pos.on_board == 0 || !pos.some_lift_can_end() {
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
                crate::error::msg!(
                    "pending {what}: cell {c} is not on the board (0 to {})",
                    n - 1
                ),
            )),
            None => Err(err(
                code::SETUP_INCONSISTENT,
                crate::error::msg!("pending {what} needs its \"cell\""),
            )),
        }
    };
    match p.decision.as_str() {
        "path" => {
            let c = cell("path")?;
            match p.hand {
                Some(h) if (1..=MAX_STONES as i64).contains(&h) => {
                    if !super::super::endless::can_end(&pos.board, &pos.stones, c, h as u16) {
                        return bad(crate::error::msg!(
                            "pending path at cell {c} with {h} in hand: no continuation of this sowing can ever end"
                        ));
                    }
                    Ok(Stage::Path {
                        cell: c,
                        hand: h as u16,
                    })
                }
                Some(h) => Err(err(
                    code::SETUP_COUNT,
                    crate::error::msg!("pending path: hand = {h}; a sowing holds 1 or more stones"),
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
                return bad(crate::error::msg!(
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
        other => bad(crate::error::msg!(
            "pending decision {}: path, capture or seize",
            crate::error::quoted(other)
        )),
    }
}
