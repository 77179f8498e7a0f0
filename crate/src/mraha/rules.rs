//! Presets and rule switches (rules document, section 10).

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
                    format!("unknown preset {name:?} (mraha, zanzibar, kujifunza)"),
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
    pub fn set(&mut self, switch: &str, value: &str) -> Result<()> {
        let bad = || {
            Error::new(
                code::SETUP_SWITCH,
                format!("switch {switch:?} does not take the value {value:?}"),
            )
        };
        let on_off = |v: &str| match v {
            "on" | "true" => Ok(true),
            "off" | "false" => Ok(false),
            _ => Err(bad()),
        };
        match switch {
            "central_entry" => {
                self.central_entry = match value {
                    "sustain" => CentralEntry::Sustain,
                    "free" => CentralEntry::Free,
                    "ahead" => CentralEntry::Ahead,
                    _ => return Err(bad()),
                }
            }
            "namua_singletons" => {
                self.namua_singletons = match value {
                    "never" => NamuaSingletons::Never,
                    "bao" => NamuaSingletons::Bao,
                    _ => return Err(bad()),
                }
            }
            "nyumba_stop" => {
                self.nyumba_stop = match value {
                    "optional" => NyumbaStop::Optional,
                    "forced" => NyumbaStop::Forced,
                    _ => return Err(bad()),
                }
            }
            "takasia" => self.takasia = on_off(value)?,
            "singleton_captures" => self.singleton_captures = on_off(value)?,
            "first_player" => {
                self.first_player = match value {
                    "south" => 0,
                    "north" => 1,
                    _ => return Err(bad()),
                }
            }
            _ => {
                return Err(Error::new(
                    code::SETUP_SWITCH,
                    format!("unknown switch {switch:?} (one of {})", SWITCHES.join(", ")),
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
                format!("expected switch=value, got {pair:?}"),
            )
        })?;
        self.set(k.trim(), v.trim())
    }

    /// The value of a switch as text (what [`Rules::set`] reads back).
    pub fn get(&self, switch: &str) -> Option<String> {
        Some(match switch {
            "central_entry" => format!("{:?}", self.central_entry).to_lowercase(),
            "namua_singletons" => format!("{:?}", self.namua_singletons).to_lowercase(),
            "nyumba_stop" => format!("{:?}", self.nyumba_stop).to_lowercase(),
            "takasia" => if self.takasia { "on" } else { "off" }.into(),
            "singleton_captures" => if self.singleton_captures { "on" } else { "off" }.into(),
            "first_player" => if self.first_player == 0 {
                "south"
            } else {
                "north"
            }
            .into(),
            _ => return None,
        })
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
