//! The compact one-line text form of a position, for URLs (the syntax is in the module above).
//! A text is turned into a JSON setup and read through its validation.

use super::super::board;
use super::super::position::{PendingKind, Position};
use super::super::rules::{Preset, Rules, SWITCHES};
use super::{PendingSetup, RulesSpec, Setup, SideSetup};
use crate::error::{code, Error, Result};

impl Position {
    /// Reads the one-line text form.
    pub fn from_text(text: &str) -> Result<Position> {
        crate::limits::check_len("the position text", text, MAX_TEXT)?;
        parse_text(text).map_err(|m| {
            Error::new(
                code::TEXT_FORM,
                crate::error::msg!("position text {}: {m}", crate::error::quoted(text)),
            )
        })?
    }
}

/// The longest Mraha text form: every override, every count written with two characters, both
/// optional fields (about 110 characters); anything much longer is refused before it is read.
const MAX_TEXT: usize = 256;

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
        Some(c) => digit(c).ok_or(crate::error::msg!("{c:?} is not a count")),
        None => Err("a side is too short".into()),
    }
}

/// A switch, its two-letter code, and each value with its one-letter code.
type SwitchCode = (&'static str, &'static str, &'static [(&'static str, char)]);

const SWITCH_CODES: [SwitchCode; 6] = [
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
        out.push_str(".t");
        crate::json_text::push_u64(&mut out, k as u64 + 1);
    }
    if let Some(q) = p.pending {
        let dir = if q.dir > 0 { 'R' } else { 'L' };
        let cap = if q.capturing { 'c' } else { 't' };
        out.push('.');
        match q.kind {
            PendingKind::Nyumba => out.extend(['n', dir, cap]),
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
    let mut given: Vec<&str> = Vec::new();
    for part in parts {
        // The code is the first two characters (not bytes: the text comes from outside).
        let cut = part.char_indices().nth(2).map_or(part.len(), |(i, _)| i);
        // (`cut` is a char boundary: checked splitting only keeps `str`'s slicing panic, and
        // the formatting it brings, out of the match engine's wasm.)
        let (code, value) = part.split_at_checked(cut).unwrap_or((part, ""));
        let (switch, _, values) = SWITCH_CODES
            .iter()
            .find(|(_, c, _)| *c == code)
            .ok_or(crate::error::msg!("unknown switch code {code:?}"))?;
        // One override a switch: a second would silently replace the first.
        if given.contains(switch) {
            return Err(crate::error::msg!(
                "switch {code} ({switch}) is given twice"
            ));
        }
        given.push(switch);
        let mut vc = value.chars();
        let c = vc
            .next()
            .filter(|_| vc.next().is_none())
            .ok_or(crate::error::msg!("switch {code} needs one letter"))?;
        let (v, _) = values
            .iter()
            .find(|(_, vc)| *vc == c)
            .ok_or(crate::error::msg!("bad value {c:?} for {code}"))?;
        rules.set(switch, v).map_err(|e| e.message)?;
    }
    debug_assert!(SWITCHES.len() == SWITCH_CODES.len());
    let to_move = match fields[1] {
        "s" => "south",
        "n" => "north",
        other => return Err(crate::error::msg!("to move is 's' or 'n', not {other:?}")),
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
                // Exactly one digit 1..8, as written: `parse` would also take `+6` or `06`.
                let pit = match (chars.next(), chars.next()) {
                    (Some(c @ '1'..='8'), None) => c,
                    _ => return Err(crate::error::msg!("takasia {field:?}: t and a pit 1 to 8")),
                };
                let row = if to_move == "south" { 'A' } else { 'a' };
                takasia = Some([row, pit].iter().collect());
            }
            Some('n') if pending.is_none() => {
                let rest: Vec<char> = chars.collect();
                let [dir @ ('L' | 'R'), cap @ ('c' | 't')] = rest[..] else {
                    return Err(crate::error::msg!(
                        "nyumba decision {field:?}: n, L or R, then c or t"
                    ));
                };
                pending = Some(PendingSetup {
                    decision: "nyumba".into(),
                    direction: dir.to_string(),
                    namua: true,
                    capturing: cap == 'c',
                    seeds: 0,
                });
            }
            Some('k') if pending.is_none() => {
                let seeds = take_count(&mut chars)? as i64;
                let rest: Vec<char> = chars.collect();
                let [dir @ ('L' | 'R'), phase @ ('n' | 'm'), cap @ ('c' | 't')] = rest[..] else {
                    return Err(crate::error::msg!(
                        "kotso decision {field:?}: k, the seeds, L or R, n or m, then c or t"
                    ));
                };
                pending = Some(PendingSetup {
                    decision: "kotso".into(),
                    direction: dir.to_string(),
                    namua: phase == 'n',
                    capturing: cap == 'c',
                    seeds,
                });
            }
            _ => return Err(crate::error::msg!("unexpected field {field:?}")),
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
