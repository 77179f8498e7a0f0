//! The one shape in which every game describes its board to the page and to the referee
//! (`semailles describe`): its places — pits, cells, stores — with their names, owners, roles,
//! neighbours and where to draw them.
//!
//! The engine owns every fact about a board; the page draws and animates from this description
//! and never writes a board's topology again, so the two cannot drift. Each game builds it next
//! to its rules: [`crate::mraha::geometry`] (the bao is fixed) and
//! [`crate::tricerata::Board::geometry`].

use serde::Serialize;

/// A board, described. Serialised as the contract's JSON: unset fields are `null`, never
/// missing (except the transitional Tricérata fields below).
#[derive(Clone, Debug, Serialize)]
pub struct Geometry {
    /// The game's id (`mraha`, `tricerata`).
    pub game: &'static str,
    /// Which board, for games with several (Tricérata); `null` for a fixed board.
    pub board: Option<BoardId>,
    /// `[x, y, width, height]` enclosing every place, in the units of [`Place::at`].
    pub view_box: [f64; 4],
    /// The radius of a store's circle, when the game draws its stores as circles.
    pub store_radius: Option<f64>,
    /// Pits or cells first, then the stores.
    pub places: Vec<Place>,
    /// Transitional: Tricérata's former drawing fields, kept while the page still reads them.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub legacy: Option<crate::tricerata::geometry::LegacyView>,
}

/// The board of a game that has several: its family and size (`null` for a custom board).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardId {
    pub shape: &'static str,
    pub size: Option<u8>,
}

/// What a place is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Pit,
    Cell,
    Store,
}

/// The two places after a pit along its owner's sowing loop.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LoopNext {
    /// Clockwise.
    #[serde(rename = "R")]
    pub r: String,
    /// Anticlockwise.
    #[serde(rename = "L")]
    pub l: String,
}

/// One place of the board.
#[derive(Clone, Debug, Serialize)]
pub struct Place {
    /// The name the engine's tokens and events use (`A1`, `b8`, `12`, `store:0`).
    pub id: String,
    /// The name the notation writes (stores: the player's label, `south`, `0`).
    pub label: String,
    pub kind: Kind,
    /// The player who owns it (`null` for a shared cell).
    pub owner: Option<u32>,
    /// `nyumba`, `kotso`, `kimbi`, `front`, `back` (Mraha); `interior`, `edge` (Tricérata).
    pub roles: Vec<&'static str>,
    /// Mraha: its index `k` in the owner's sowing loop.
    #[serde(rename = "loop")]
    pub loop_index: Option<u32>,
    /// Mraha: the next pit each way round the loop.
    pub next: Option<LoopNext>,
    /// Mraha front pits: the opponent's pit opposite.
    pub faces: Option<String>,
    /// Tricérata cells: the ids of the edge-adjacent cells, ascending.
    pub neighbours: Option<Vec<String>>,
    /// Where to draw it: the centre, in the board's own layout units.
    pub at: [f64; 2],
    /// Tricérata cells: the outline, vertex by vertex.
    pub polygon: Option<Vec<[f64; 2]>>,
}

impl Place {
    /// A place with only its name, kind and position; the rest is filled by the game.
    pub fn new(id: String, label: String, kind: Kind, at: [f64; 2]) -> Place {
        Place {
            id,
            label,
            kind,
            owner: None,
            roles: Vec::new(),
            loop_index: None,
            next: None,
            faces: None,
            neighbours: None,
            at,
            polygon: None,
        }
    }
}

/// The id of a player's store (`store:0`).
pub fn store_id(player: usize) -> String {
    let mut id = String::from("store:");
    crate::json_text::push_u64(&mut id, player as u64);
    id
}
