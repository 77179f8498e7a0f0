//! Tricérata described for the page and the referee: a board's places ([`Board::geometry`]) and
//! the game's entry in the catalogue ([`entry`]), read from the board tables and the limits of
//! [`super::geometry`] and [`super::position`].

use super::geometry::{Board, FAMILIES};
use super::position::{
    DEFAULT_PLAYERS, DEFAULT_STONES, MAX_PLAYERS, MIN_PLAYERS, MORT_SUBITE_MIN_PLAYERS,
    STONES_PER_CELL,
};
use crate::catalogue::{GameEntry, OptionEntry, Range, Requires, ValueEntry};
use crate::describe::{store_id, BoardId, Geometry, Kind, Place};
use crate::tricerata::geometry::LegacyView;

impl Board {
    /// The board for `players` players: its cells (id, neighbours, interior or edge, centre,
    /// outline) and, round it, one store per player, player 0's at the bottom.
    pub fn geometry(&self, players: usize) -> Geometry {
        let d = self.drawing(players);
        let mut places: Vec<Place> = d
            .cells
            .iter()
            .map(|c| {
                let id = c.id.to_string();
                let mut p = Place::new(id.clone(), id, Kind::Cell, c.center);
                p.roles = vec![if c.interior { "interior" } else { "edge" }];
                p.neighbours = Some(c.neighbours.iter().map(|n| n.to_string()).collect());
                p.polygon = Some(c.polygon.clone());
                p
            })
            .collect();
        for (player, &at) in d.stores.iter().enumerate() {
            let mut p = Place::new(store_id(player), player.to_string(), Kind::Store, at);
            p.owner = Some(player as u32);
            places.push(p);
        }
        Geometry {
            game: super::ID,
            board: Some(BoardId {
                shape: self.shape_name(),
                size: self.size(),
            }),
            view_box: d.view_box,
            store_radius: Some(d.store_radius),
            places,
            legacy: Some(LegacyView {
                shape: self.shape_name(),
                size: self.size(),
                cells: d.cells,
                stores: d.stores,
            }),
        }
    }
}

/// The game in the catalogue: 1 (solitaire) to 6 players, the board families with their sizes,
/// the stones per cell, the Mort subite variant.
pub fn entry() -> GameEntry {
    let players = Range {
        min: MIN_PLAYERS as u32,
        max: MAX_PLAYERS as u32,
        default: DEFAULT_PLAYERS as u32,
    };
    let families = FAMILIES.iter();
    let board = OptionEntry::choice(
        "board",
        "switch.board".into(),
        Some("switch.board.help".into()),
        "board",
        FAMILIES[0].name,
        families
            .clone()
            .map(|f| ValueEntry::of_switch("board", f.name))
            .collect(),
    );
    let sizes = families
        .map(|f| {
            let range = Range {
                min: f.sizes.0 as u32,
                max: f.sizes.1 as u32,
                default: f.default_size as u32,
            };
            (f.name, range)
        })
        .collect();
    let stones = Range {
        min: STONES_PER_CELL.0 as u32,
        max: STONES_PER_CELL.1 as u32,
        default: DEFAULT_STONES as u32,
    };
    let mut mort_subite = OptionEntry::flag("mort_subite", "board", false);
    mort_subite.requires = Some(Requires {
        option: "players",
        min: MORT_SUBITE_MIN_PLAYERS as u32,
    });
    GameEntry {
        id: super::ID,
        label: format!("game.{}", super::ID),
        players,
        options: vec![
            board,
            OptionEntry::number_by(
                "size",
                "board",
                "board",
                sizes,
                FAMILIES[0].default_size as u32,
            ),
            OptionEntry::number("stones", "board", stones),
            OptionEntry::number("players", "board", players),
            mort_subite,
        ],
    }
}
