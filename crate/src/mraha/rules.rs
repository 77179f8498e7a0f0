//! Presets and rule switches (rules document, section 10).

use super::PLAYER_NAMES;
use crate::catalogue::FLAG_VALUES;
use crate::error::{code, Error, Result};
use serde::{Deserialize, Serialize};

/// Where captured seeds from a central column enter (section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CentralEntry {
    /// The kotso behind the hand: the direction is kept (Bao's rule).
    Sustain,
    /// The player chooses the kotso every time.
    Free,
    /// The kotso the hand was moving toward: the direction reverses.
    Ahead,
}

/// Which namua trakatra may start from a singleton (section 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NamuaSingletons {
    /// Mayotte: never, unless every occupied front pit is a singleton.
    Never,
    /// Zanzibar: allowed while the nyumba is functional.
    Bao,
}

/// What a namua trakatra lap ending in the functional nyumba does (section 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NyumbaStop {
    /// The player chooses `stop` or `go`.
    Optional,
    /// The turn ends there.
    Forced,
}

/// The three presets the page offers by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// Mraha wa tso as played in Mayotte.
    Mraha,
    /// Bao la Kiswahili, de Voogt's master rules.
    Zanzibar,
    /// Bao la Kujifunza, the learners' game: 2 seeds everywhere, mtaji only, no nyumba.
    Kujifunza,
}

impl Preset {
    pub const ALL: [Preset; 3] = [Preset::Mraha, Preset::Zanzibar, Preset::Kujifunza];

    pub fn name(self) -> &'static str {
        match self {
            Preset::Mraha => "mraha",
            Preset::Zanzibar => "zanzibar",
            Preset::Kujifunza => "kujifunza",
        }
    }

    pub fn from_name(name: &str) -> Result<Preset> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == name)
            .ok_or_else(|| {
                Error::new(
                    code::SETUP_PRESET,
                    crate::error::msg!(
                        "unknown preset {} ({})",
                        crate::error::quoted(name),
                        Preset::ALL.map(Preset::name).join(", ")
                    ),
                )
            })
    }
}

/// A preset with its switches. Every field is a switch of section 10 but `preset`, which decides
/// the starting position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub preset: Preset,
    pub central_entry: CentralEntry,
    pub namua_singletons: NamuaSingletons,
    pub nyumba_stop: NyumbaStop,
    pub takasia: bool,
    pub singleton_captures: bool,
    /// 0 = South, 1 = North.
    pub first_player: u8,
}

/// The switch names, in the order of the rules document.
pub const SWITCHES: [&str; 6] = [
    "central_entry",
    "namua_singletons",
    "nyumba_stop",
    "takasia",
    "singleton_captures",
    "first_player",
];

/// The preset a game has when none is named.
pub const DEFAULT_PRESET: Preset = Preset::Mraha;

/// The text values of each switch with what they mean, in the order the page offers them: the
/// one table [`Rules::set`], [`Rules::get`] and [`switch_values`] read.
pub const CENTRAL_ENTRY: [(&str, CentralEntry); 3] = [
    ("sustain", CentralEntry::Sustain),
    ("free", CentralEntry::Free),
    ("ahead", CentralEntry::Ahead),
];
pub const NAMUA_SINGLETONS: [(&str, NamuaSingletons); 2] = [
    ("never", NamuaSingletons::Never),
    ("bao", NamuaSingletons::Bao),
];
pub const NYUMBA_STOP: [(&str, NyumbaStop); 2] = [
    ("optional", NyumbaStop::Optional),
    ("forced", NyumbaStop::Forced),
];
/// `takasia` and `singleton_captures`.
pub const ON_OFF: [(&str, bool); 2] = [(FLAG_VALUES[0], false), (FLAG_VALUES[1], true)];
/// The player who starts, by name (0 = South).
pub const FIRST_PLAYER: [(&str, u8); 2] = [(PLAYER_NAMES[0], 0), (PLAYER_NAMES[1], 1)];

fn value_of<T: Copy>(table: &[(&str, T)], name: &str) -> Option<T> {
    table.iter().find(|(n, _)| *n == name).map(|&(_, v)| v)
}

fn name_of<T: Copy + PartialEq>(table: &[(&'static str, T)], value: T) -> &'static str {
    table
        .iter()
        .find(|(_, v)| *v == value)
        .map(|&(n, _)| n)
        .expect("every value of a switch has its name")
}

/// The text values a switch takes (`None` for an unknown switch).
pub fn switch_values(switch: &str) -> Option<Vec<&'static str>> {
    fn names<T>(table: &[(&'static str, T)]) -> Vec<&'static str> {
        table.iter().map(|(n, _)| *n).collect()
    }
    Some(match switch {
        "central_entry" => names(&CENTRAL_ENTRY),
        "namua_singletons" => names(&NAMUA_SINGLETONS),
        "nyumba_stop" => names(&NYUMBA_STOP),
        "takasia" | "singleton_captures" => names(&ON_OFF),
        "first_player" => names(&FIRST_PLAYER),
        _ => return None,
    })
}

impl Rules {
    /// The rules of a preset by name.
    pub fn preset(name: &str) -> Result<Rules> {
        Ok(Rules::of(Preset::from_name(name)?))
    }

    pub fn of(preset: Preset) -> Rules {
        let zanzibar = preset == Preset::Zanzibar;
        Rules {
            preset,
            central_entry: CentralEntry::Sustain,
            namua_singletons: if zanzibar {
                NamuaSingletons::Bao
            } else {
                NamuaSingletons::Never
            },
            nyumba_stop: if zanzibar {
                NyumbaStop::Forced
            } else {
                NyumbaStop::Optional
            },
            takasia: zanzibar,
            singleton_captures: false,
            first_player: 0,
        }
    }

    /// Sets one switch from its text value (`--set switch=value`, the JSON `rules` object).
    /// The on/off switches also take `true`/`false`.
    pub fn set(&mut self, switch: &str, value: &str) -> Result<()> {
        let bad = || {
            Error::new(
                code::SETUP_SWITCH,
                crate::error::msg!(
                    "switch {} does not take the value {}",
                    crate::error::quoted(switch),
                    crate::error::quoted(value)
                ),
            )
        };
        let on_off = |v: &str| match v {
            "true" => Some(true),
            "false" => Some(false),
            _ => value_of(&ON_OFF, v),
        };
        match switch {
            "central_entry" => {
                self.central_entry = value_of(&CENTRAL_ENTRY, value).ok_or_else(bad)?
            }
            "namua_singletons" => {
                self.namua_singletons = value_of(&NAMUA_SINGLETONS, value).ok_or_else(bad)?
            }
            "nyumba_stop" => self.nyumba_stop = value_of(&NYUMBA_STOP, value).ok_or_else(bad)?,
            "takasia" => self.takasia = on_off(value).ok_or_else(bad)?,
            "singleton_captures" => self.singleton_captures = on_off(value).ok_or_else(bad)?,
            "first_player" => self.first_player = value_of(&FIRST_PLAYER, value).ok_or_else(bad)?,
            _ => {
                return Err(Error::new(
                    code::SETUP_SWITCH,
                    crate::error::msg!(
                        "unknown switch {} (one of {})",
                        crate::error::quoted(switch),
                        SWITCHES.join(", ")
                    ),
                ))
            }
        }
        Ok(())
    }

    /// Applies a `switch=value` override.
    pub fn set_pair(&mut self, pair: &str) -> Result<()> {
        let (k, v) = pair.split_once('=').ok_or_else(|| {
            Error::new(
                code::SETUP_SWITCH,
                crate::error::msg!("expected switch=value, got {}", crate::error::quoted(pair)),
            )
        })?;
        self.set(k.trim(), v.trim())
    }

    /// The value of a switch as text (what [`Rules::set`] reads back).
    pub fn get(&self, switch: &str) -> Option<String> {
        Some(
            match switch {
                "central_entry" => name_of(&CENTRAL_ENTRY, self.central_entry),
                "namua_singletons" => name_of(&NAMUA_SINGLETONS, self.namua_singletons),
                "nyumba_stop" => name_of(&NYUMBA_STOP, self.nyumba_stop),
                "takasia" => name_of(&ON_OFF, self.takasia),
                "singleton_captures" => name_of(&ON_OFF, self.singleton_captures),
                "first_player" => name_of(&FIRST_PLAYER, self.first_player),
                _ => return None,
            }
            .into(),
        )
    }

    /// The switches whose value differs from the preset's, as `(switch, value)`.
    pub fn overrides(&self) -> Vec<(&'static str, String)> {
        let base = Rules::of(self.preset);
        SWITCHES
            .iter()
            .filter(|s| self.get(s) != base.get(s))
            .map(|s| (*s, self.get(s).unwrap_or_default()))
            .collect()
    }
}
