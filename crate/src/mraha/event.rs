//! The trace of a turn, step by step, for the page to animate the sowing seed by seed.

use serde::Serialize;

/// One step of a turn. Pits are named in the notation: South's in capitals (`A5`), North's in
/// lower case (`a5`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Namua: one seed from the player's hand (reserve) into a pit.
    Place { pit: String },
    /// The start of a sowing: all seeds of the pit taken in hand (`seeds`).
    Lift { pit: String, seeds: u8 },
    /// The nyumba tax: only two seeds are taken from the nyumba.
    Tax { pit: String, seeds: u8 },
    /// One seed dropped.
    Sow { pit: String },
    /// The opponent's pit emptied into the mover's hand.
    Capture { pit: String, seeds: u8 },
    /// Captured seeds enter the board from this kotso, sowing in `direction` (`L`/`R`).
    Enter {
        kotso: String,
        direction: char,
        seeds: u8,
    },
    /// The lap ended in an occupied pit: its seeds are lifted and sown on.
    Relay { pit: String, seeds: u8 },
    /// The nyumba is lifted or captured: it is an ordinary pit from now on.
    NyumbaDestroyed { pit: String },
    /// The turn stops in the nyumba (the house stays intact).
    NyumbaStop { pit: String },
    /// The turn stops in the takasiaed pit.
    TakasiaStop { pit: String },
    /// The turn waits for a decision of the player (`nyumba` or `kotso`).
    Decision { decision: crate::game::Decision },
    /// The turn is over; `takasia` names the pit takasiaed for the next player, if any.
    TurnEnd {
        player: &'static str,
        takasia: Option<String>,
    },
    /// The game is over.
    GameEnd {
        winner: &'static str,
        reason: &'static str,
    },
}

/// Where the engine writes this game's trace (see [`crate::trace`]).
pub(crate) trait Trace: crate::trace::Trace<Event> {}

impl<T: crate::trace::Trace<Event>> Trace for T {}

pub(crate) use crate::trace::NoTrace;
