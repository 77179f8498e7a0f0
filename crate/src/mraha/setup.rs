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
//! nyumba_stop o/f, `tk` takasia 1/0, `sc` singleton_captures 1/0, `fp` first_player s/n). A side
//! is 16 counts (A1..A8 then B1..B8, from the owner's left), the hand, and `n` (nyumba intact) or
//! `x`; a count is one character of `0-9a-zA-Z` (0 to 61) or `*` and one more (62 + it). Takasia
//! names the front pit `1`..`8` of the player to move. Pending: `n<dir><c|t>` (nyumba: direction,
//! capturing or trakatra) or `k<seeds><dir><n|m><c|t>` (kotso: seeds in hand, direction,
//! namua or mtaji, capturing or trakatra). Only characters that survive URL encoding untouched.

use super::board::{self, NYUMBA};
use super::position::{Pending, PendingKind, Position};
use super::rules::{Preset, Rules, SWITCHES};
use crate::error::{code, Error, Result};
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One player's half of the board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SwitchValue {
    Bool(bool),
    Text(String),
}

/// The `rules` object: `preset` first, then the switch overrides, in the order given.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct RulesSpec(pub Vec<(String, SwitchValue)>);

/// A mid-turn decision, for positions inside a turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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

/// The JSON setup of a position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
                let mut out = Vec::new();
                while let Some((k, v)) = a.next_entry::<String, SwitchValue>()? {
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

fn player_index(name: &str) -> Result<usize> {
    match name {
        "south" => Ok(0),
        "north" => Ok(1),
        _ => Err(Error::new(
            code::SETUP_PLAYER,
            format!("to_move must be \"south\" or \"north\", not {name:?}"),
        )),
    }
}

fn dir_of(text: &str) -> Result<i8> {
    match text {
        "R" => Ok(1),
        "L" => Ok(-1),
        _ => Err(Error::new(
            code::SETUP_INCONSISTENT,
            format!("a direction is \"L\" or \"R\", not {text:?}"),
        )),
    }
}

fn read_side(who: &str, s: &SideSetup) -> Result<(u128, u8, bool)> {
    let mut counts = [0u8; 16];
    for (row, values) in [("front", &s.front), ("back", &s.back)] {
        if values.len() != 8 {
            return Err(Error::new(
                code::SETUP_LENGTH,
                format!("{who}.{row} has {} pits; a row has 8", values.len()),
            ));
        }
        for (i, &v) in values.iter().enumerate() {
            if !(0..=64).contains(&v) {
                return Err(Error::new(
                    code::SETUP_COUNT,
                    format!("{who}.{row}[{i}] = {v} is not a seed count (0 to 64)"),
                ));
            }
            let k = if row == "front" { i } else { 15 - i };
            counts[k] = v as u8;
        }
    }
    if !(0..=64).contains(&s.hand) {
        return Err(Error::new(
            code::SETUP_COUNT,
            format!("{who}.hand = {} is not a seed count (0 to 64)", s.hand),
        ));
    }
    if s.nyumba && counts[NYUMBA] == 0 {
        return Err(Error::new(
            code::SETUP_INCONSISTENT,
            format!("{who}.nyumba is intact but its pit A5 is empty"),
        ));
    }
    Ok((board::pack(&counts), s.hand as u8, s.nyumba))
}

fn write_side(p: &Position, player: usize) -> SideSetup {
    let counts = board::unpack(p.sides[player]);
    SideSetup {
        front: (0..8).map(|k| counts[k] as i64).collect(),
        back: (0..8).map(|i| counts[15 - i] as i64).collect(),
        hand: p.hands[player] as i64,
        nyumba: p.nyumba[player],
    }
}

impl Position {
    /// Reads and validates a setup.
    pub fn from_setup(s: &Setup) -> Result<Position> {
        if s.game != "mraha" {
            return Err(Error::new(
                code::SETUP_GAME,
                format!("this setup is for {:?}, not mraha", s.game),
            ));
        }
        let rules = s.rules.to_rules()?;
        let to_move = player_index(&s.to_move)?;
        let (south, south_hand, south_nyumba) = read_side("south", &s.south)?;
        let (north, north_hand, north_nyumba) = read_side("north", &s.north)?;
        let mut pos = Position {
            rules,
            sides: [south, north],
            hands: [south_hand, north_hand],
            nyumba: [south_nyumba, north_nyumba],
            to_move: to_move as u8,
            takasia: None,
            pending: None,
        };
        if let Some(p) = &s.pending {
            pos.pending = Some(read_pending(&pos, p)?);
        }
        let total = pos.seed_count();
        if total != board::TOTAL_SEEDS {
            return Err(Error::new(
                code::SETUP_TOTAL,
                format!("the setup holds {total} seeds; the game has 64"),
            ));
        }
        if let Some(name) = &s.takasia {
            pos.takasia = Some(read_takasia(&pos, name)? as u8);
        }
        Ok(pos)
    }

    /// Reads a setup from JSON text.
    pub fn from_json(text: &str) -> Result<Position> {
        let setup: Setup = serde_json::from_str(text)
            .map_err(|e| Error::new(code::SETUP_SYNTAX, format!("setup JSON: {e}")))?;
        Position::from_setup(&setup)
    }

    /// The setup of this position.
    pub fn to_setup(&self) -> Setup {
        Setup {
            game: "mraha".into(),
            rules: RulesSpec::of(&self.rules),
            to_move: super::PLAYER_NAMES[self.to_move as usize].into(),
            south: write_side(self, 0),
            north: write_side(self, 1),
            takasia: self
                .takasia
                .map(|k| board::pit_name(self.to_move as usize, k as usize)),
            pending: self.pending.map(|p| PendingSetup {
                decision: if p.kind == PendingKind::Nyumba {
                    "nyumba"
                } else {
                    "kotso"
                }
                .into(),
                direction: if p.dir > 0 { "R" } else { "L" }.into(),
                namua: p.namua,
                capturing: p.capturing,
                seeds: p.seeds as i64,
            }),
        }
    }

    /// Reads the one-line text form.
    pub fn from_text(text: &str) -> Result<Position> {
        parse_text(text)
            .map_err(|m| Error::new(code::TEXT_FORM, format!("position text {text:?}: {m}")))?
    }
}

fn read_pending(pos: &Position, p: &PendingSetup) -> Result<Pending> {
    let m = pos.to_move as usize;
    let dir = dir_of(&p.direction)?;
    let bad = |msg: &str| Err(Error::new(code::SETUP_INCONSISTENT, msg.to_string()));
    let kind = match p.decision.as_str() {
        "nyumba" => {
            if !p.namua || !pos.nyumba[m] || pos.pit(m, NYUMBA) < 6 || p.seeds != 0 {
                return bad("a nyumba decision needs a namua turn, the mover's functional nyumba and no seeds in hand");
            }
            PendingKind::Nyumba
        }
        "kotso" => {
            if !p.capturing || !(1..=64).contains(&p.seeds) {
                return bad("a kotso decision needs a capturing turn and captured seeds in hand");
            }
            PendingKind::Kotso
        }
        other => {
            return bad(&format!(
                "pending decision {other:?} is neither \"nyumba\" nor \"kotso\""
            ))
        }
    };
    Ok(Pending {
        kind,
        namua: p.namua,
        capturing: p.capturing,
        dir,
        seeds: p.seeds as u8,
    })
}

fn read_takasia(pos: &Position, name: &str) -> Result<usize> {
    let m = pos.to_move as usize;
    let bad = |msg: String| Err(Error::new(code::SETUP_PIT, msg));
    if !pos.rules.takasia {
        return bad(format!(
            "takasia {name:?} is set but the rules have takasia off"
        ));
    }
    match board::parse_pit(name) {
        Some((player, k)) if player == m && k < 8 => {
            if pos.pit(m, k) == 0 {
                return bad(format!("takasia pit {name} is empty"));
            }
            Ok(k)
        }
        Some(_) => bad(format!(
            "takasia pit {name} is not in the front row of the player to move"
        )),
        None => bad(format!("takasia {name:?} is not a pit name")),
    }
}

const DIGITS: &[u8; 62] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

fn put_count(out: &mut String, n: u8) {
    if n < 62 {
        out.push(DIGITS[n as usize] as char);
    } else {
        out.push('*');
        out.push(DIGITS[(n - 62) as usize] as char);
    }
}

fn take_count(chars: &mut std::iter::Peekable<std::str::Chars>) -> std::result::Result<u8, String> {
    let digit = |c: char| DIGITS.iter().position(|&d| d as char == c).map(|v| v as u8);
    match chars.next() {
        Some('*') => chars
            .next()
            .and_then(digit)
            .map(|v| 62 + v)
            .filter(|&v| v <= 64)
            .ok_or("bad count after '*'".into()),
        Some(c) => digit(c).ok_or(format!("{c:?} is not a count")),
        None => Err("a side is too short".into()),
    }
}

const SWITCH_CODES: [(&str, &str, &[(&str, char)]); 6] = [
    (
        "central_entry",
        "ce",
        &[("sustain", 's'), ("free", 'f'), ("ahead", 'a')],
    ),
    ("namua_singletons", "ns", &[("never", 'n'), ("bao", 'b')]),
    ("nyumba_stop", "nm", &[("optional", 'o'), ("forced", 'f')]),
    ("takasia", "tk", &[("on", '1'), ("off", '0')]),
    ("singleton_captures", "sc", &[("on", '1'), ("off", '0')]),
    ("first_player", "fp", &[("south", 's'), ("north", 'n')]),
];

/// The one-line text form of a position.
pub fn to_text(p: &Position) -> String {
    let mut out = String::from(p.rules.preset.name());
    for (switch, value) in p.rules.overrides() {
        let (_, code, values) = SWITCH_CODES
            .iter()
            .find(|(s, _, _)| *s == switch)
            .expect("every switch has a code");
        let c = values
            .iter()
            .find(|(v, _)| *v == value)
            .map(|(_, c)| *c)
            .expect("every value has a code");
        out.push('-');
        out.push_str(code);
        out.push(c);
    }
    out.push_str(if p.to_move == 0 { ".s" } else { ".n" });
    for player in 0..2 {
        out.push('.');
        let counts = board::unpack(p.sides[player]);
        for k in (0..8).chain((8..16).rev()) {
            put_count(&mut out, counts[k]);
        }
        put_count(&mut out, p.hands[player]);
        out.push(if p.nyumba[player] { 'n' } else { 'x' });
    }
    if let Some(k) = p.takasia {
        out.push_str(&format!(".t{}", k + 1));
    }
    if let Some(q) = p.pending {
        let dir = if q.dir > 0 { 'R' } else { 'L' };
        let cap = if q.capturing { 'c' } else { 't' };
        out.push('.');
        match q.kind {
            PendingKind::Nyumba => out.push_str(&format!("n{dir}{cap}")),
            PendingKind::Kotso => {
                out.push('k');
                put_count(&mut out, q.seeds);
                out.push(dir);
                out.push(if q.namua { 'n' } else { 'm' });
                out.push(cap);
            }
        }
    }
    out
}

fn parse_text(text: &str) -> std::result::Result<Result<Position>, String> {
    let fields: Vec<&str> = text.split('.').collect();
    if fields.len() < 4 || fields.len() > 6 {
        return Err("expected rules.to_move.south.north[.takasia][.pending]".into());
    }
    let mut parts = fields[0].split('-');
    let preset = Preset::from_name(parts.next().unwrap_or("")).map_err(|e| e.message)?;
    let mut rules = Rules::of(preset);
    for part in parts {
        let (code, value) = part.split_at(part.len().min(2));
        let (switch, _, values) = SWITCH_CODES
            .iter()
            .find(|(_, c, _)| *c == code)
            .ok_or(format!("unknown switch code {code:?}"))?;
        let mut vc = value.chars();
        let c = vc
            .next()
            .filter(|_| vc.next().is_none())
            .ok_or(format!("switch {code} needs one letter"))?;
        let (v, _) = values
            .iter()
            .find(|(_, vc)| *vc == c)
            .ok_or(format!("bad value {c:?} for {code}"))?;
        rules.set(switch, v).map_err(|e| e.message)?;
    }
    debug_assert!(SWITCHES.len() == SWITCH_CODES.len());
    let to_move = match fields[1] {
        "s" => "south",
        "n" => "north",
        other => return Err(format!("to move is 's' or 'n', not {other:?}")),
    };
    let mut sides = Vec::new();
    for field in &fields[2..4] {
        let mut chars = field.chars().peekable();
        let mut counts = Vec::new();
        for _ in 0..17 {
            counts.push(take_count(&mut chars)? as i64);
        }
        let nyumba = match chars.next() {
            Some('n') => true,
            Some('x') => false,
            _ => return Err("a side ends with 'n' (nyumba intact) or 'x'".into()),
        };
        if chars.next().is_some() {
            return Err("a side is too long".into());
        }
        sides.push(SideSetup {
            front: counts[0..8].to_vec(),
            back: counts[8..16].to_vec(),
            hand: counts[16],
            nyumba,
        });
    }
    let mut takasia = None;
    let mut pending = None;
    for field in &fields[4..] {
        let mut chars = field.chars().peekable();
        match chars.next() {
            Some('t') if takasia.is_none() && pending.is_none() => {
                let n: usize = chars
                    .collect::<String>()
                    .parse()
                    .map_err(|_| "bad takasia pit")?;
                if !(1..=8).contains(&n) {
                    return Err("takasia pit is 1 to 8".into());
                }
                takasia = Some(if to_move == "south" {
                    format!("A{n}")
                } else {
                    format!("a{n}")
                });
            }
            Some('n') if pending.is_none() => {
                let rest: Vec<char> = chars.collect();
                if rest.len() != 2 {
                    return Err("bad nyumba decision".into());
                }
                pending = Some(PendingSetup {
                    decision: "nyumba".into(),
                    direction: rest[0].to_string(),
                    namua: true,
                    capturing: rest[1] == 'c',
                    seeds: 0,
                });
            }
            Some('k') if pending.is_none() => {
                let seeds = take_count(&mut chars)? as i64;
                let rest: Vec<char> = chars.collect();
                if rest.len() != 3 {
                    return Err("bad kotso decision".into());
                }
                pending = Some(PendingSetup {
                    decision: "kotso".into(),
                    direction: rest[0].to_string(),
                    namua: rest[1] == 'n',
                    capturing: rest[2] == 'c',
                    seeds,
                });
            }
            _ => return Err(format!("unexpected field {field:?}")),
        }
    }
    let north = sides.pop().expect("two sides");
    let south = sides.pop().expect("two sides");
    Ok(Position::from_setup(&Setup {
        game: "mraha".into(),
        rules: RulesSpec::of(&rules),
        to_move: to_move.into(),
        south,
        north,
        takasia,
        pending,
    }))
}
