//! The trace of a decision, step by step, for the page to animate the sowing stone by stone.
//!
//! Each call to `play` returns the events of that one decision: a lift, one `sow` per stone
//! (with a `relay` when the last stone falls on an occupied cell), then how the sowing ended.

use serde::Serialize;

/// One step. Cells are ids; players are indices (0 = player 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// All `stones` of `cell` taken in hand (the start of a sowing turn).
    Lift {
        player: usize,
        cell: u16,
        stones: u16,
    },
    /// One stone dropped in `cell`; `hand` stones are left in hand.
    Sow { cell: u16, hand: u16 },
    /// The last stone fell on an occupied cell: its `stones` are lifted and sown on.
    Relay { cell: u16, stones: u16 },
    /// The last stone fell alone on `cell` and a neighbour holds stones: the player must
    /// choose the neighbour to capture.
    CaptureDue { cell: u16 },
    /// The neighbour's `stones` go to the player's store.
    Capture {
        player: usize,
        cell: u16,
        stones: u16,
    },
    /// The last stone fell alone on `cell` and every neighbour is empty: `player` (the next
    /// player, or the solitaire player himself) seizes a cell of his choice.
    SeizureDue { cell: u16, player: usize },
    /// The seizing player takes all the `stones` of `cell`.
    Seize {
        player: usize,
        cell: u16,
        stones: u16,
    },
    /// Mort subite: the last stone fell alone on the interior `cell` with every neighbour
    /// empty; all the `stones` left on the board go to `heir`'s store and the game ends.
    MortSubite {
        player: usize,
        cell: u16,
        heir: usize,
        stones: u16,
    },
    /// `player`'s turn is over; `turns` turns have been played in all.
    TurnEnd { player: usize, turns: u32 },
    /// The game is over.
    GameEnd {
        winners: Vec<usize>,
        reason: &'static str,
        scores: Vec<u16>,
        turns: u32,
    },
}

/// Where the engine writes this game's trace (see [`crate::trace`]).
pub(crate) trait Trace: crate::trace::Trace<Event> {}

impl<T: crate::trace::Trace<Event>> Trace for T {}

pub(crate) use crate::trace::NoTrace;
