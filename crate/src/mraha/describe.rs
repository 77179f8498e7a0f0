//! Mraha wa tso described for the page and the referee: the bao's places ([`geometry`]) and the
//! game's entry in the catalogue ([`entry`]), both read from the rules' own tables
//! ([`super::board`], [`super::rules`]) so the page never writes the bao's topology again.

use super::board::{
    self, ANTICLOCKWISE, CLOCKWISE, KIMBI, KOTSO_LEFT, KOTSO_RIGHT, LOOP, NYUMBA, ROW,
};
use super::position::Position;
use super::rules::{switch_values, Preset, Rules, DEFAULT_PRESET, SWITCHES};
use super::PLAYER_NAMES;
use crate::catalogue::{GameEntry, OptionEntry, Range, ValueEntry};
use crate::describe::{store_id, Geometry, Kind, LoopNext, Place};

/// Rows of the wide drawing, top to bottom: North's back row, North's front, South's front,
/// South's back (rules §1: each player's front row faces the other's).
const ROWS: usize = 4;

/// Where pit `k` of `player` is drawn: `[column, row]` of the wide drawing with South at the
/// bottom. South's `Ai`/`Bi` is column `i - 1`; North's columns are mirrored, so `a1` is
/// column 7 and the front pits `Ai` and `a(9-i)` share a column.
pub fn layout(player: usize, k: usize) -> [f64; 2] {
    let front = k < ROW;
    // The pit's number in its row, from its owner's left, minus one.
    let i = if front { k } else { LOOP - 1 - k };
    let (column, row) = match (player, front) {
        (0, true) => (i, 2),
        (0, false) => (i, 3),
        (_, true) => (ROW - 1 - i, 1),
        (_, false) => (ROW - 1 - i, 0),
    };
    [column as f64, row as f64]
}

/// The roles of pit `k` (rules §1): `nyumba`, `kotso`, `kimbi`, then `front` or `back`.
fn roles(k: usize) -> Vec<&'static str> {
    let mut roles = Vec::new();
    if k == NYUMBA {
        roles.push("nyumba");
    }
    if k == KOTSO_LEFT || k == KOTSO_RIGHT {
        roles.push("kotso");
    }
    if KIMBI.contains(&k) {
        roles.push("kimbi");
    }
    roles.push(if k < ROW { "front" } else { "back" });
    roles
}

/// The bao: South's loop `k = 0..15`, then North's, then the two hands (stores), South's below
/// the board and North's above.
pub fn geometry() -> Geometry {
    let mut places = Vec::new();
    for (player, _) in PLAYER_NAMES.iter().enumerate() {
        for k in 0..LOOP {
            let name = board::pit_name(player, k);
            let mut p = Place::new(name.clone(), name, Kind::Pit, layout(player, k));
            p.owner = Some(player as u32);
            p.roles = roles(k);
            p.loop_index = Some(k as u32);
            p.next = Some(LoopNext {
                r: board::pit_name(player, board::step(k, CLOCKWISE, 1)),
                l: board::pit_name(player, board::step(k, ANTICLOCKWISE, 1)),
            });
            p.faces = (k < ROW).then(|| board::pit_name(1 - player, board::facing(k)));
            places.push(p);
        }
    }
    let middle = (ROW - 1) as f64 / 2.0;
    for (player, &label) in PLAYER_NAMES.iter().enumerate() {
        // One row beyond the owner's back row.
        let row = if player == 0 { ROWS as f64 } else { -1.0 };
        let mut p = Place::new(store_id(player), label.into(), Kind::Store, [middle, row]);
        p.owner = Some(player as u32);
        places.push(p);
    }
    Geometry {
        game: super::ID,
        board: None,
        view_box: enclosing(&places, 0.5),
        store_radius: None,
        places,
        legacy: None,
    }
}

/// `[x, y, w, h]` enclosing every place's centre with `margin` around it.
fn enclosing(places: &[Place], margin: f64) -> [f64; 4] {
    let (mut lo, mut hi) = ([f64::MAX; 2], [f64::MIN; 2]);
    for p in places {
        for k in 0..2 {
            lo[k] = lo[k].min(p.at[k]);
            hi[k] = hi[k].max(p.at[k]);
        }
    }
    [
        lo[0] - margin,
        lo[1] - margin,
        hi[0] - lo[0] + 2.0 * margin,
        hi[1] - lo[1] + 2.0 * margin,
    ]
}

/// The switches a new game of `preset` never consults, read from its starting position: with
/// nothing in hand there is no namua (`namua_singletons`), and a nyumba, once gone, never comes
/// back (`nyumba_stop`).
fn unused_switches(preset: Preset) -> Vec<&'static str> {
    let start = Position::start(Rules::of(preset));
    let mut unused = Vec::new();
    if start.hands == [0, 0] {
        unused.push("namua_singletons");
    }
    if start.nyumba == [false, false] {
        unused.push("nyumba_stop");
    }
    unused
}

/// The game in the catalogue: two players, the presets (with the value each gives every switch)
/// and the switches (rules §10).
pub fn entry() -> GameEntry {
    let players = PLAYER_NAMES.len() as u32;
    let default_rules = Rules::of(DEFAULT_PRESET);
    let presets = Preset::ALL
        .iter()
        .map(|&p| {
            let rules = Rules::of(p);
            ValueEntry {
                id: p.name(),
                label: format!("preset.{}", p.name()),
                help: Some(format!("preset.{}.help", p.name())),
                sets: Some(
                    SWITCHES
                        .iter()
                        .map(|&s| (s, rules.get(s).unwrap_or_default()))
                        .collect(),
                ),
                unused: Some(unused_switches(p)),
            }
        })
        .collect();
    let mut options = vec![OptionEntry::choice(
        "preset",
        "settings.preset".into(),
        None,
        "preset",
        DEFAULT_PRESET.name(),
        presets,
    )];
    for &s in &SWITCHES {
        let values = switch_values(s)
            .unwrap_or_default()
            .into_iter()
            .map(|v| ValueEntry::of_switch(s, v))
            .collect();
        options.push(OptionEntry::choice(
            s,
            format!("switch.{s}"),
            Some(format!("switch.{s}.help")),
            "switches",
            &default_rules.get(s).unwrap_or_default(),
            values,
        ));
    }
    GameEntry {
        id: super::ID,
        label: format!("game.{}", super::ID),
        players: Range {
            min: players,
            max: players,
            default: players,
        },
        options,
    }
}
