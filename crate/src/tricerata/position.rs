//! The position: stones per cell, the players' stores, whose turn, the turn counter, and where
//! the current turn stands (its stage).

use super::geometry::Board;
use super::stores::Stores;
use crate::error::{code, Error, Result};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// Fewest and most players at the table (1 = solitaire), and the number a game has when none
/// is named.
pub const MIN_PLAYERS: usize = 1;
pub const MAX_PLAYERS: usize = 6;
pub const DEFAULT_PLAYERS: usize = 2;
/// Fewest players of the Mort subite variant (it bequeaths the board to the next player).
pub const MORT_SUBITE_MIN_PLAYERS: usize = 2;
/// Fewest and most stones in every cell at the start, and the number when none is named.
pub const STONES_PER_CELL: (u8, u8) = (1, 3);
pub const DEFAULT_STONES: u8 = 1;
/// Most stones a position may hold in all (the text form's count encoding reaches this far).
pub const MAX_STONES: u32 = 3905;

/// Where the current turn stands: the decision pending and what it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// The start of a sowing turn: lift a non-empty cell.
    Lift,
    /// Sowing: `hand` stones (at least 1) in hand; the next one goes into a neighbour of `cell`
    /// (the lifted cell, or the last one that received a stone).
    Path { cell: u16, hand: u16 },
    /// The last stone fell alone on `cell`: capture one of its non-empty neighbours.
    Capture { cell: u16 },
    /// The player to move seizes a non-empty cell (his whole turn).
    Seize,
    /// The game is over: the board is empty (`mort_subite` tells why).
    Over { mort_subite: bool },
}

/// A Tricérata position. The board's tables are shared (`Arc`), the rest is small.
#[derive(Debug)]
pub struct Position {
    pub(crate) board: Arc<Board>,
    pub(crate) players: u8,
    pub(crate) mort_subite: bool,
    /// Stones per cell, by cell id.
    pub(crate) stones: Vec<u16>,
    /// Stones on the board (the sum of `stones`, kept to test emptiness at once).
    pub(crate) on_board: u32,
    /// Each player's gain store.
    pub(crate) stores: Stores,
    pub(crate) to_move: u8,
    /// Complete turns played so far (sowing turns and seizures): the solitaire score.
    pub(crate) turns: u32,
    pub(crate) stage: Stage,
}

impl Clone for Position {
    fn clone(&self) -> Position {
        Position {
            board: Arc::clone(&self.board),
            players: self.players,
            mort_subite: self.mort_subite,
            stones: self.stones.clone(),
            on_board: self.on_board,
            stores: self.stores,
            to_move: self.to_move,
            turns: self.turns,
            stage: self.stage,
        }
    }

    /// Field by field, into the lists `self` already has: the computer's walks build a
    /// position for each sowing end they reach, most of them found before and given back, and
    /// a position given back is filled again without allocating (glibc's malloc and free were
    /// a fifth of a search's time).
    fn clone_from(&mut self, src: &Position) {
        if !Arc::ptr_eq(&self.board, &src.board) {
            self.board = Arc::clone(&src.board);
        }
        self.players = src.players;
        self.mort_subite = src.mort_subite;
        self.stones.clone_from(&src.stones);
        self.on_board = src.on_board;
        self.stores = src.stores;
        self.to_move = src.to_move;
        self.turns = src.turns;
        self.stage = src.stage;
    }
}

impl PartialEq for Position {
    fn eq(&self, o: &Position) -> bool {
        same_stones(&self.stones, &o.stones)
            && self.stage == o.stage
            && self.to_move == o.to_move
            && self.stores == o.stores
            && self.turns == o.turns
            && self.players == o.players
            && self.mort_subite == o.mort_subite
            && (Arc::ptr_eq(&self.board, &o.board) || self.board == o.board)
    }
}
impl Eq for Position {}

/// `a == b`, four cells at a time. The slices' own comparison is a call to `memcmp`, which in
/// wasm is the compiler's byte-by-byte loop: the computer players compare a position with
/// its equal for most turns they find (a twenty-fifth of a two-player search in wasm).
fn same_stones(a: &[u16], b: &[u16]) -> bool {
    let ((a4, a_rest), (b4, b_rest)) = (a.as_chunks::<4>(), b.as_chunks::<4>());
    a.len() == b.len()
        && a4.iter().zip(b4).all(|(x, y)| x == y)
        && a_rest.iter().zip(b_rest).all(|(x, y)| x == y)
}

impl Hash for Position {
    fn hash<H: Hasher>(&self, h: &mut H) {
        // The board is left out: equal positions share it, so the hash stays consistent.
        self.stones.hash(h);
        self.stores.hash(h);
        self.stage.hash(h);
        self.to_move.hash(h);
        self.turns.hash(h);
    }
}

impl Position {
    /// The start of a game: `stones` in every cell, empty stores, player 0 to lift.
    pub fn start(
        board: Arc<Board>,
        players: usize,
        stones: u8,
        mort_subite: bool,
    ) -> Result<Position> {
        check_players(players, mort_subite)?;
        let (lo, hi) = STONES_PER_CELL;
        if !(lo..=hi).contains(&stones) {
            return Err(Error::new(
                code::SETUP_COUNT,
                crate::error::msg!("stones per cell are {lo} to {hi}, not {stones}"),
            )
            .within(Some(lo as u32), Some(hi as u32)));
        }
        let n = board.cells();
        let mut p = Position {
            board,
            players: players as u8,
            mort_subite,
            stones: vec![stones as u16; n],
            on_board: (stones as usize * n) as u32,
            stores: Stores::empty(players),
            to_move: 0,
            turns: 0,
            stage: Stage::Lift,
        };
        if !p.some_lift_can_end() {
            p.stage = Stage::Over { mort_subite: false };
        }
        Ok(p)
    }

    /// The start of a game on `triangle:N`, `square:N` or `hex:N` (the page's families).
    pub fn start_on(
        family: &str,
        players: usize,
        stones: u8,
        mort_subite: bool,
    ) -> Result<Position> {
        Position::start(
            Arc::new(Board::parse_family(family)?),
            players,
            stones,
            mort_subite,
        )
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The shared board tables (to build more positions on the same board cheaply).
    pub fn board_arc(&self) -> &Arc<Board> {
        &self.board
    }

    pub fn players(&self) -> usize {
        self.players as usize
    }

    pub fn mort_subite(&self) -> bool {
        self.mort_subite
    }

    /// Stones per cell.
    pub fn stones(&self) -> &[u16] {
        &self.stones
    }

    /// Each player's store.
    pub fn stores(&self) -> &[u16] {
        &self.stores
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Complete turns played so far.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Stones on the board.
    pub fn on_board(&self) -> u32 {
        self.on_board
    }

    /// Stones in the sowing hand (0 outside a sowing).
    pub fn in_hand(&self) -> u32 {
        match self.stage {
            Stage::Path { hand, .. } => hand as u32,
            _ => 0,
        }
    }

    /// Board + stores + hand: constant through a game.
    pub fn total_stones(&self) -> u32 {
        self.on_board + self.stores.iter().map(|&s| s as u32).sum::<u32>() + self.in_hand()
    }

    /// The player after `p`.
    #[inline]
    pub(crate) fn next_player(&self, p: u8) -> u8 {
        if p + 1 == self.players {
            0
        } else {
            p + 1
        }
    }

    /// Has `cell` a neighbour holding stones?
    #[inline]
    pub(crate) fn has_stony_neighbour(&self, cell: usize) -> bool {
        self.board
            .neighbours(cell)
            .iter()
            .any(|&n| self.stones[n as usize] > 0)
    }

    /// The position at the start of the next player's turn would be the same position with
    /// these stones: a copy with other counts, for search.
    pub(crate) fn with_stones(&self, stones: &[u16]) -> Position {
        let mut p = self.clone();
        p.set_stones(stones);
        p
    }

    /// These stones on the board instead (as many cells as the board has), `on_board` kept
    /// equal to their sum.
    pub(crate) fn set_stones(&mut self, stones: &[u16]) {
        self.stones.copy_from_slice(stones);
        self.on_board = stones.iter().map(|&s| s as u32).sum();
    }
}

pub(crate) fn check_players(players: usize, mort_subite: bool) -> Result<()> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(Error::new(
            code::SETUP_PLAYER,
            crate::error::msg!("{MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}"),
        )
        .within(Some(MIN_PLAYERS as u32), Some(MAX_PLAYERS as u32)));
    }
    if mort_subite && players < MORT_SUBITE_MIN_PLAYERS {
        return Err(Error::new(
            code::SETUP_INCONSISTENT,
            crate::error::msg!(
                "mort subite is a variant for {MORT_SUBITE_MIN_PLAYERS} or more players"
            ),
        )
        .within(Some(MORT_SUBITE_MIN_PLAYERS as u32), None));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn stones_compare_as_the_slices_do() {
        let mut rng = Rng::new(5);
        for _ in 0..3_000 {
            let len = rng.below(14);
            let a: Vec<u16> = (0..len).map(|_| rng.below(3) as u16).collect();
            let mut b = a.clone();
            match rng.below(3) {
                // One cell changed, wherever it is (in a group of four or in the rest).
                0 if len > 0 => b[rng.below(len)] ^= 1 << rng.below(16),
                // A cell more or less.
                1 if rng.below(2) == 0 => b.push(a.last().copied().unwrap_or(0)),
                1 => {
                    b.pop();
                }
                _ => {}
            }
            assert_eq!(same_stones(&a, &b), a == b, "{a:?} {b:?}");
        }
    }
}
