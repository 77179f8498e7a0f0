//! Every fact the page's settings and seats need, asked of the engine: the games, their presets
//! and switches with their values, defaults and explanation keys, board shapes with their size
//! ranges, player counts, stones, variants, and the computer levels with their budgets.
//!
//! The page builds its settings dialog from this and writes none of it again, so a new switch,
//! preset or board size needs no change to the page. Every number and list here is read from the
//! engine's own constants (each game's entry is built next to its rules:
//! [`crate::mraha::describe`], [`crate::tricerata::describe`]); the words are i18n keys, which a
//! test checks against `www/i18n/*.json`.

use crate::ai::level::{Level, HINT_MILLIS, PAGE_THREAD_MILLIS, SEAT_LEVELS};
use crate::ai::{Budget, ComputerGame};
use crate::fields::Fields;
use crate::{mraha, tricerata};
use serde::Serialize;

/// The games, then the computer levels.
#[derive(Clone, Debug, Serialize)]
pub struct Catalogue {
    pub games: Vec<GameEntry>,
    /// Game-neutral: the node budgets differ by game, so `nodes` is `null` here; `semailles
    /// describe --game G` prints the game's own (see [`levels`]).
    pub levels: Levels,
}

/// One game: its label, its player counts and the options of a new game.
#[derive(Clone, Debug, Serialize)]
pub struct GameEntry {
    pub id: &'static str,
    /// i18n key.
    pub label: String,
    pub players: Range,
    /// The options of a new game; their ids are the keys of the view's `rules`.
    pub options: Vec<OptionEntry>,
}

/// A whole-number range with its default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Range {
    pub min: u32,
    pub max: u32,
    pub default: u32,
}

/// How an option is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum OptionKind {
    /// One of `values`.
    Choice,
    /// A whole number in `min..=max` (or in the range of `ranges` that `range_by` selects).
    Number,
    /// `on` or `off`.
    Flag,
}

/// A value as the view's `rules` holds it: text, or a number for `kind: "number"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Scalar {
    Text(String),
    Number(u32),
}

/// One option of a new game. Unset fields are `null`.
#[derive(Clone, Debug, Serialize)]
pub struct OptionEntry {
    pub id: &'static str,
    pub kind: OptionKind,
    /// i18n keys.
    pub label: String,
    pub help: Option<String>,
    pub default: Scalar,
    /// Where the settings dialog shows it (`preset`, `switches`, `board`).
    pub group: &'static str,
    /// `choice` and `flag`: the values in the order offered.
    pub values: Option<Vec<ValueEntry>>,
    /// `number`: the range, when it does not depend on another option.
    pub min: Option<u32>,
    pub max: Option<u32>,
    /// `number`: the option whose value selects the range in `ranges`.
    pub range_by: Option<&'static str>,
    pub ranges: Option<Fields<&'static str, Range>>,
    /// The option applies only when another has at least this value.
    pub requires: Option<Requires>,
}

/// One value of a `choice` or `flag` option.
#[derive(Clone, Debug, Serialize)]
pub struct ValueEntry {
    pub id: &'static str,
    /// i18n keys.
    pub label: String,
    pub help: Option<String>,
    /// A preset: the value it gives every switch.
    pub sets: Option<Fields<&'static str, String>>,
    /// A preset: the switches a new game of it never consults (Bao la Kujifunza starts with
    /// nothing in hand and no nyumba: no namua, no nyumba stop). The settings dialog shows them
    /// greyed and leaves them out of the game's address.
    pub unused: Option<Vec<&'static str>>,
}

/// `{option, min}`: the option named must be at least `min`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Requires {
    pub option: &'static str,
    pub min: u32,
}

/// The values of an on/off option, in the order offered (`off` is index 0).
pub const FLAG_VALUES: [&str; 2] = ["off", "on"];

/// An on/off value as text.
pub fn flag_text(on: bool) -> &'static str {
    FLAG_VALUES[on as usize]
}

impl OptionEntry {
    /// An option labelled `switch.<id>` and explained by `switch.<id>.help`, nothing else set.
    fn switch(id: &'static str, kind: OptionKind, group: &'static str, default: Scalar) -> Self {
        OptionEntry {
            id,
            kind,
            label: format!("switch.{id}"),
            help: Some(format!("switch.{id}.help")),
            default,
            group,
            values: None,
            min: None,
            max: None,
            range_by: None,
            ranges: None,
            requires: None,
        }
    }

    /// A `choice` among `values`.
    pub fn choice(
        id: &'static str,
        label: String,
        help: Option<String>,
        group: &'static str,
        default: &str,
        values: Vec<ValueEntry>,
    ) -> OptionEntry {
        OptionEntry {
            label,
            help,
            values: Some(values),
            ..OptionEntry::switch(id, OptionKind::Choice, group, Scalar::Text(default.into()))
        }
    }

    /// A whole `number` in `range`.
    pub fn number(id: &'static str, group: &'static str, range: Range) -> OptionEntry {
        OptionEntry {
            min: Some(range.min),
            max: Some(range.max),
            ..OptionEntry::switch(id, OptionKind::Number, group, Scalar::Number(range.default))
        }
    }

    /// A whole `number` whose range is the one of `ranges` that option `by` selects.
    pub fn number_by(
        id: &'static str,
        group: &'static str,
        by: &'static str,
        ranges: Fields<&'static str, Range>,
        default: u32,
    ) -> OptionEntry {
        OptionEntry {
            range_by: Some(by),
            ranges: Some(ranges),
            ..OptionEntry::switch(id, OptionKind::Number, group, Scalar::Number(default))
        }
    }

    /// An on/off `flag`, its values labelled `switch.<id>.on|off`.
    pub fn flag(id: &'static str, group: &'static str, default: bool) -> OptionEntry {
        let values = FLAG_VALUES
            .iter()
            .map(|&v| ValueEntry::of_switch(id, v))
            .collect();
        OptionEntry {
            values: Some(values),
            ..OptionEntry::switch(id, OptionKind::Flag, group, flag_text(default).into())
        }
    }
}

impl From<&str> for Scalar {
    fn from(text: &str) -> Scalar {
        Scalar::Text(text.into())
    }
}

impl ValueEntry {
    /// A switch's value, labelled `switch.<option>.<value>`.
    pub fn of_switch(option: &str, id: &'static str) -> ValueEntry {
        ValueEntry {
            id,
            label: format!("switch.{option}.{id}"),
            help: None,
            sets: None,
            unused: None,
        }
    }
}

/// The computer levels a seat can have, and the budgets the page asks for.
#[derive(Clone, Debug, Serialize)]
pub struct Levels {
    pub seats: Vec<SeatLevel>,
    /// The player spec of a hint: the strongest level on a shorter budget.
    pub hint: String,
    /// The spec each level (by id) and the hint (by its spec) is played with on the page's own
    /// thread (where no worker can start): levels bounded by nodes alone keep theirs, the
    /// others get a short time.
    pub page_thread: Fields<String, String>,
}

/// One level a seat can have.
#[derive(Clone, Debug, Serialize)]
pub struct SeatLevel {
    pub id: String,
    /// i18n key.
    pub label: String,
    /// What the computer players read (`choose_tokens`, `semailles match --a`).
    pub spec: String,
    /// The node budget of one turn for the game asked (`null` when no game is named).
    pub nodes: Option<u64>,
    /// The time limit of one turn, when the level has one, in milliseconds.
    pub millis: Option<f64>,
}

/// Every game, in the order the page offers them (the first is the default).
pub fn catalogue() -> Catalogue {
    Catalogue {
        games: vec![mraha::describe::entry(), tricerata::describe::entry()],
        levels: levels(None),
    }
}

/// The entry of one game by id.
pub fn game_entry(game: &str) -> Option<GameEntry> {
    catalogue().games.into_iter().find(|g| g.id == game)
}

/// The seat levels, each with the node budget of the game `G`.
pub fn game_levels<G: ComputerGame>() -> Levels {
    levels(Some(G::default_budget))
}

/// The seat levels; with a game's default budget, each with its node budget.
pub fn levels(game_budget: Option<fn(Level) -> Budget>) -> Levels {
    // (Strings joined by hand, not `format!`: the page asks for the levels before its first
    // board, whose part of the match engine carries no formatting.)
    let seats: Vec<SeatLevel> = SEAT_LEVELS
        .map(|n| {
            let id = crate::json_text::u64_text(n.into());
            let level = Level::of_seat(n);
            let budget = game_budget.map(|budget_of| budget_of(level));
            SeatLevel {
                label: String::from("level.") + &id,
                spec: id.clone(),
                id,
                nodes: budget.map(|b| b.nodes),
                millis: level.style().budget.millis,
            }
        })
        .collect();
    let timed = |spec: &str, millis: u32| {
        let mut timed = String::from(spec) + ":";
        crate::json_text::push_u64(&mut timed, millis.into());
        timed + "ms"
    };
    let mut page_thread: Fields<String, String> = seats
        .iter()
        .map(|s| {
            let spec = match s.millis {
                None => s.spec.clone(),
                Some(_) => timed(&s.spec, PAGE_THREAD_MILLIS),
            };
            (s.id.clone(), spec)
        })
        .collect();
    // The hint is asked on the page's thread too, where no worker can start: shortened alike.
    let hint = timed(&Level::Mcts.name(), HINT_MILLIS);
    page_thread.insert(hint.clone(), timed(&Level::Mcts.name(), PAGE_THREAD_MILLIS));
    Levels {
        seats,
        hint,
        page_thread,
    }
}
