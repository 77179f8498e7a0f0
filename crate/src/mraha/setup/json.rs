//! The JSON setup: a position read from it and validated with one clear error per fault, and
//! written back exactly.

use super::super::board::{self, NYUMBA};
use super::super::position::{Pending, PendingKind, Position};
use super::{PendingSetup, RulesSpec, Setup, SideSetup};
use crate::error::{code, Error, Result};

fn player_index(name: &str) -> Result<usize> {
    match name {
        "south" => Ok(0),
        "north" => Ok(1),
        _ => Err(Error::new(
            code::SETUP_PLAYER,
            crate::error::msg!(
                "to_move must be \"south\" or \"north\", not {}",
                crate::error::quoted(name)
            ),
        )),
    }
}

fn dir_of(text: &str) -> Result<i8> {
    match text {
        "R" => Ok(1),
        "L" => Ok(-1),
        _ => Err(Error::new(
            code::SETUP_INCONSISTENT,
            crate::error::msg!(
                "a direction is \"L\" or \"R\", not {}",
                crate::error::quoted(text)
            ),
        )),
    }
}

fn read_side(who: &str, s: &SideSetup) -> Result<(u128, u8, bool)> {
    let mut counts = [0u8; 16];
    for (row, values) in [("front", &s.front), ("back", &s.back)] {
        if values.len() != 8 {
            return Err(Error::new(
                code::SETUP_LENGTH,
                crate::error::msg!("{who}.{row} has {} pits; a row has 8", values.len()),
            ));
        }
        for (i, &v) in values.iter().enumerate() {
            if !(0..=64).contains(&v) {
                return Err(Error::new(
                    code::SETUP_COUNT,
                    crate::error::msg!("{who}.{row}[{i}] = {v} is not a seed count (0 to 64)"),
                ));
            }
            let k = if row == "front" { i } else { 15 - i };
            counts[k] = v as u8;
        }
    }
    if !(0..=64).contains(&s.hand) {
        return Err(Error::new(
            code::SETUP_COUNT,
            crate::error::msg!("{who}.hand = {} is not a seed count (0 to 64)", s.hand),
        ));
    }
    if s.nyumba && counts[NYUMBA] == 0 {
        return Err(Error::new(
            code::SETUP_INCONSISTENT,
            crate::error::msg!("{who}.nyumba is intact but its pit A5 is empty"),
        ));
    }
    Ok((board::pack(&counts), s.hand as u8, s.nyumba))
}

fn write_side(p: &Position, player: usize) -> SideSetup {
    let counts = board::unpack(p.sides[player]);
    SideSetup {
        front: (0..8).map(|k| counts[k] as i64).collect(),
        back: (0..8).map(|i| counts[15 - i] as i64).collect(),
        hand: p.hands[player] as i64,
        nyumba: p.nyumba[player],
    }
}

impl Position {
    /// Reads and validates a setup.
    pub fn from_setup(s: &Setup) -> Result<Position> {
        if s.game != "mraha" {
            return Err(Error::new(
                code::SETUP_GAME,
                crate::error::msg!(
                    "this setup is for {}, not mraha",
                    crate::error::quoted(&s.game)
                ),
            ));
        }
        let rules = s.rules.to_rules()?;
        let to_move = player_index(&s.to_move)?;
        let (south, south_hand, south_nyumba) = read_side("south", &s.south)?;
        let (north, north_hand, north_nyumba) = read_side("north", &s.north)?;
        let mut pos = Position {
            rules,
            sides: [south, north],
            hands: [south_hand, north_hand],
            nyumba: [south_nyumba, north_nyumba],
            to_move: to_move as u8,
            takasia: None,
            pending: None,
        };
        if let Some(p) = &s.pending {
            pos.pending = Some(read_pending(&pos, p)?);
        }
        let total = pos.seed_count();
        if total != board::TOTAL_SEEDS {
            return Err(Error::new(
                code::SETUP_TOTAL,
                crate::error::msg!("the setup holds {total} seeds; the game has 64"),
            ));
        }
        // Rules §9: the game ends when a front row empties, at once when a capture empties
        // the opponent's, and that capture is made from a pit of the capturer's front row that
        // keeps its seeds. So no game, finished or not, has both front rows empty: such a
        // setup would get a winner by whichever row the kamu test reads first.
        if pos.front_empty(0) && pos.front_empty(1) {
            return Err(Error::new(
                code::SETUP_INCONSISTENT,
                "both front rows are empty: no game reaches this (it ends when the first one empties)",
            ));
        }
        if let Some(name) = &s.takasia {
            pos.takasia = Some(read_takasia(&pos, name)? as u8);
        }
        Ok(pos)
    }

    /// Reads a setup from JSON text.
    /// (Native only: serde_json is not in the wasm build, where setups come as JS objects.)
    #[cfg(not(target_arch = "wasm32"))]
    pub fn from_json(text: &str) -> Result<Position> {
        crate::limits::check_len("the setup", text, crate::limits::MAX_SETUP_LEN)?;
        let setup: Setup = serde_json::from_str(text)
            .map_err(|e| Error::new(code::SETUP_SYNTAX, crate::error::msg!("setup JSON: {e}")))?;
        Position::from_setup(&setup)
    }

    /// The setup of this position.
    pub fn to_setup(&self) -> Setup {
        Setup {
            game: "mraha".into(),
            rules: RulesSpec::of(&self.rules),
            to_move: super::super::PLAYER_NAMES[self.to_move as usize].into(),
            south: write_side(self, 0),
            north: write_side(self, 1),
            takasia: self
                .takasia
                .map(|k| board::pit_name(self.to_move as usize, k as usize)),
            pending: self.pending.map(|p| PendingSetup {
                decision: if p.kind == PendingKind::Nyumba {
                    "nyumba"
                } else {
                    "kotso"
                }
                .into(),
                direction: if p.dir > 0 { "R" } else { "L" }.into(),
                namua: p.namua,
                capturing: p.capturing,
                seeds: p.seeds as i64,
            }),
        }
    }
}

fn read_pending(pos: &Position, p: &PendingSetup) -> Result<Pending> {
    let m = pos.to_move as usize;
    let dir = dir_of(&p.direction)?;
    let bad = |msg: &str| Err(Error::new(code::SETUP_INCONSISTENT, msg.to_string()));
    let kind = match p.decision.as_str() {
        "nyumba" => {
            if !p.namua || !pos.nyumba[m] || pos.pit(m, NYUMBA) < 6 || p.seeds != 0 {
                return bad("a nyumba decision needs a namua turn, the mover's functional nyumba and no seeds in hand");
            }
            PendingKind::Nyumba
        }
        "kotso" => {
            if !p.capturing || !(1..=64).contains(&p.seeds) {
                return bad("a kotso decision needs a capturing turn and captured seeds in hand");
            }
            PendingKind::Kotso
        }
        other => {
            return bad(&crate::error::msg!(
                "pending decision {} is neither \"nyumba\" nor \"kotso\"",
                crate::error::quoted(other)
            ))
        }
    };
    Ok(Pending {
        kind,
        namua: p.namua,
        capturing: p.capturing,
        dir,
        seeds: p.seeds as u8,
    })
}

fn read_takasia(pos: &Position, name: &str) -> Result<usize> {
    let m = pos.to_move as usize;
    let bad = |msg: String| Err(Error::new(code::SETUP_PIT, msg));
    if !pos.rules.takasia {
        return bad(crate::error::msg!(
            "takasia {} is set but the rules have takasia off",
            crate::error::quoted(name)
        ));
    }
    match board::parse_pit(name) {
        Some((player, k)) if player == m && k < 8 => {
            if pos.pit(m, k) == 0 {
                return bad(crate::error::msg!("takasia pit {name} is empty"));
            }
            Ok(k)
        }
        Some(_) => bad(crate::error::msg!(
            "takasia pit {name} is not in the front row of the player to move"
        )),
        None => bad(crate::error::msg!(
            "takasia {} is not a pit name",
            crate::error::quoted(name)
        )),
    }
}
