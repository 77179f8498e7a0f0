//! The position formats: the JSON setup (read and written exactly, validated with one clear
//! error per fault) and the compact one-line text form for URLs.
//!
//! JSON: `{"game":"mraha","rules":{"preset":"mraha", …switch overrides…},"to_move":"south",
//! "south":{"front":[A1..A8],"back":[B1..B8],"hand":22,"nyumba":true},"north":{…},
//! "takasia":null}`, plus `"pending"` for a position in the middle of a turn.
//!
//! Text: `<rules>.<to move>.<south>.<north>[.t<pit>][.<pending>]`, e.g. the start of the `mraha`
//! preset is `mraha.s.0000622000000000mn.0000622000000000mn`. `<rules>` is the preset followed
//! by `-<code><value>` overrides (`ce` central_entry s/f/a, `ns` namua_singletons n/b, `nm`
//! nyumba_stop o/f, `tk` takasia 1/0, `sc` singleton_captures 1/0, `fp` first_player s/n), each
//! switch at most once. A side is 16 counts (A1..A8 then B1..B8, from the owner's left), the
//! hand, and `n` (nyumba intact) or `x`; a count is one character of `0-9a-zA-Z` (0 to 61) or `*`
//! and one more (62 + it). Takasia is `t` and one digit `1`..`8`, the front pit of the player to
//! move. Pending: `n<L|R><c|t>` (nyumba: direction, capturing or trakatra) or
//! `k<seeds><L|R><n|m><c|t>` (kotso: seeds in hand, direction, namua or mtaji, capturing or
//! trakatra). Only characters that survive URL encoding untouched.
//!
//! The reader takes this grammar and nothing else: a switch given twice (`mraha-tk1-tk0`, whose
//! last value won), a takasia pit with a sign or a zero (`t+6`, `t06`, which `str::parse` took),
//! a pending letter outside its set (`nLz`, read as a trakatra) are `text_form`, naming the
//! field. (A switch given at its preset's value is still read: redundant, not ambiguous.)
//!
//! A setup with both front rows empty is refused (`setup_inconsistent`): the game ends at the
//! first empty front row, and the capture that empties one is made from the other, so no game
//! reaches it (rules §9).
//!
//! The JSON form is read and written in [`json`], the text form in [`text`]; both share the
//! setup types below, and the text form is read through the JSON setup's validation.

mod json;
mod text;

pub use text::to_text;

use super::rules::Rules;
use crate::error::{code, Error, Result};
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One player's half of the board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideSetup {
    /// Front row `A1..A8`, from the owner's left.
    pub front: Vec<i64>,
    /// Back row `B1..B8`, from the owner's left.
    pub back: Vec<i64>,
    /// Seeds in hand (the reserve).
    pub hand: i64,
    /// The nyumba is intact.
    pub nyumba: bool,
}

/// A switch value as JSON gives it: text, or a boolean for the on/off switches.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum SwitchValue {
    Bool(bool),
    Text(String),
}

/// Read by hand, not as serde's untagged enum, whose refusal ("data did not match any variant
/// of untagged enum SwitchValue") named neither the switch nor what a value may be.
impl<'de> Deserialize<'de> for SwitchValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = SwitchValue;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("text, or true or false")
            }
            fn visit_bool<E: serde::de::Error>(
                self,
                b: bool,
            ) -> std::result::Result<SwitchValue, E> {
                Ok(SwitchValue::Bool(b))
            }
            fn visit_str<E: serde::de::Error>(
                self,
                t: &str,
            ) -> std::result::Result<SwitchValue, E> {
                Ok(SwitchValue::Text(t.to_string()))
            }
        }
        d.deserialize_any(V)
    }
}

/// The `rules` object: `preset` first, then the switch overrides, in the order given.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct RulesSpec(pub Vec<(String, SwitchValue)>);

/// A mid-turn decision, for positions inside a turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PendingSetup {
    /// `nyumba` or `kotso`.
    pub decision: String,
    /// The hand's direction so far, `L` or `R`.
    pub direction: String,
    /// The turn began in namua.
    pub namua: bool,
    /// The turn is a capturing turn.
    pub capturing: bool,
    /// Captured seeds in hand waiting for their kotso.
    #[serde(default)]
    pub seeds: i64,
}

/// The JSON setup of a position. A field it does not have is refused by name
/// (`setup_syntax`), as Tricérata's setup does: a misspelt `"takasai"` or `"pendng"` read as
/// absent would give another position without a word.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub game: String,
    pub rules: RulesSpec,
    pub to_move: String,
    pub south: SideSetup,
    pub north: SideSetup,
    pub takasia: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<PendingSetup>,
}

impl Serialize for RulesSpec {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for RulesSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = RulesSpec;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object of rules: preset and switches")
            }
            fn visit_map<A: MapAccess<'de>>(
                self,
                mut a: A,
            ) -> std::result::Result<RulesSpec, A::Error> {
                let mut out: Vec<(String, SwitchValue)> = Vec::new();
                while let Some(k) = a.next_key::<String>()? {
                    let v = a.next_value::<SwitchValue>().map_err(|e| {
                        serde::de::Error::custom(format!(
                            "the rules' {}: {e}",
                            crate::error::quoted(&k)
                        ))
                    })?;
                    // A switch named twice would be set twice, the last value silently
                    // winning (serde's derived structs refuse a field given twice alike).
                    if out.iter().any(|(seen, _)| *seen == k) {
                        return Err(serde::de::Error::custom(format!(
                            "the rules name {} twice",
                            crate::error::quoted(&k)
                        )));
                    }
                    out.push((k, v));
                }
                Ok(RulesSpec(out))
            }
        }
        d.deserialize_map(V)
    }
}

impl RulesSpec {
    pub fn of(rules: &Rules) -> RulesSpec {
        let mut v = vec![(
            "preset".to_string(),
            SwitchValue::Text(rules.preset.name().into()),
        )];
        for (k, val) in rules.overrides() {
            let val = match (k, val.as_str()) {
                ("takasia" | "singleton_captures", "on") => SwitchValue::Bool(true),
                ("takasia" | "singleton_captures", "off") => SwitchValue::Bool(false),
                _ => SwitchValue::Text(val),
            };
            v.push((k.to_string(), val));
        }
        RulesSpec(v)
    }

    pub fn to_rules(&self) -> Result<Rules> {
        let preset = self.0.iter().find(|(k, _)| k == "preset").ok_or_else(|| {
            Error::new(
                code::SETUP_PRESET,
                "the rules name no preset (\"preset\": mraha, zanzibar or kujifunza)",
            )
        })?;
        let mut rules = match &preset.1 {
            SwitchValue::Text(name) => Rules::preset(name)?,
            SwitchValue::Bool(_) => {
                return Err(Error::new(code::SETUP_PRESET, "the preset must be a name"))
            }
        };
        for (k, v) in self.0.iter().filter(|(k, _)| k != "preset") {
            let text = match v {
                SwitchValue::Bool(true) => "on".to_string(),
                SwitchValue::Bool(false) => "off".to_string(),
                SwitchValue::Text(t) => t.clone(),
            };
            rules.set(k, &text)?;
        }
        Ok(rules)
    }
}
