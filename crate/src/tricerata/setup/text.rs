//! The compact one-line text form of a position, for URLs (the syntax is in the module above).
//! A text is turned into a JSON setup and read through its validation.

use super::super::position::{Position, Stage};
use super::board::{board_text, parse_board};
use super::{err, PendingSetup, Setup};
use crate::error::{code, Result};

impl Position {
    /// Reads the one-line text form.
    pub fn from_text(text: &str) -> Result<Position> {
        crate::limits::check_len("the position text", text, crate::limits::MAX_TEXT_LEN)?;
        let setup = parse_text(text).map_err(|m| {
            err(
                code::TEXT_FORM,
                crate::error::msg!("position text {}: {m}", crate::error::quoted(text)),
            )
        })?;
        Position::from_setup(&setup)
    }
}

const DIGITS: &[u8; 62] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

fn put_count(out: &mut String, n: u16) {
    if n < 62 {
        out.push(DIGITS[n as usize] as char);
    } else {
        let v = (n - 62) as usize;
        out.push('*');
        out.push(DIGITS[v / 62] as char);
        out.push(DIGITS[v % 62] as char);
    }
}

/// A number of the text form: decimal digits as [`to_text`] writes them, without a sign or a
/// leading zero (`str::parse` would also take `+2` and `02`, which no text written has).
pub(super) fn plain_number(s: &str) -> Option<i64> {
    let digits = s.bytes().all(|b| b.is_ascii_digit());
    let canonical = !s.starts_with('0') || s == "0";
    s.parse().ok().filter(|_| digits && canonical)
}

fn digit(c: char) -> Option<u16> {
    DIGITS
        .iter()
        .position(|&d| d as char == c)
        .map(|v| v as u16)
}

fn take_count(
    chars: &mut std::iter::Peekable<std::str::Chars>,
) -> std::result::Result<u16, String> {
    match chars.next() {
        Some('*') => {
            let hi = chars.next().and_then(digit).ok_or("bad count after '*'")?;
            let lo = chars.next().and_then(digit).ok_or("bad count after '*'")?;
            Ok(62 + hi * 62 + lo)
        }
        Some(c) => digit(c).ok_or(crate::error::msg!("{c:?} is not a count")),
        None => Err("a count is missing".into()),
    }
}

fn counts(field: &str) -> std::result::Result<Vec<i64>, String> {
    let mut chars = field.chars().peekable();
    let mut out = Vec::new();
    while chars.peek().is_some() {
        out.push(take_count(&mut chars)? as i64);
    }
    Ok(out)
}
fn parse_text(text: &str) -> std::result::Result<Setup, String> {
    let fields: Vec<&str> = text.split('.').collect();
    if fields.len() < 6 || fields.len() > 7 {
        return Err("expected board.players.to_move.turns.stones.stores[.pending]".into());
    }
    let board = parse_board(fields[0])?;
    let (players, mort_subite) = match fields[1].strip_suffix('m') {
        Some(p) => (p, true),
        None => (fields[1], false),
    };
    let number = |s: &str, what: &str| {
        plain_number(s).ok_or_else(|| {
            crate::error::msg!(
                "{what} {}: a number in plain decimal (no sign, no leading zero)",
                crate::error::quoted(s)
            )
        })
    };
    let players = number(players, "players")?;
    let to_move = number(fields[2], "player to move")?;
    let turns = number(fields[3], "turns")?;
    let stones = counts(fields[4])?;
    let stores = counts(fields[5])?;
    let (mut pending, mut ended) = (None, None);
    if let Some(f) = fields.get(6) {
        let mut chars = f.chars().peekable();
        match chars.next() {
            Some('p') => {
                let cell = take_count(&mut chars)? as i64;
                let hand = take_count(&mut chars)? as i64;
                pending = Some(PendingSetup {
                    decision: "path".into(),
                    cell: Some(cell),
                    hand: Some(hand),
                });
            }
            Some('c') => {
                let cell = take_count(&mut chars)? as i64;
                pending = Some(PendingSetup {
                    decision: "capture".into(),
                    cell: Some(cell),
                    hand: None,
                });
            }
            Some('s') => {
                pending = Some(PendingSetup {
                    decision: "seize".into(),
                    cell: None,
                    hand: None,
                })
            }
            Some('x') => ended = Some("mort_subite".to_string()),
            _ => {
                return Err(crate::error::msg!(
                    "bad pending field {}",
                    crate::error::quoted(f)
                ))
            }
        }
        if chars.next().is_some() {
            return Err(crate::error::msg!(
                "pending field {} is too long",
                crate::error::quoted(f)
            ));
        }
    }
    Ok(Setup {
        game: "tricerata".into(),
        board,
        players,
        stones,
        stores,
        to_move,
        turns,
        mort_subite,
        pending,
        ended,
    })
}

/// The one-line text form of a position.
pub fn to_text(p: &Position) -> String {
    let mut out = board_text(&p.board);
    out.push('.');
    out.push_str(&p.players.to_string());
    if p.mort_subite {
        out.push('m');
    }
    out.push_str(&format!(".{}.{}.", p.to_move, p.turns));
    for &s in &p.stones {
        put_count(&mut out, s);
    }
    out.push('.');
    for &s in p.stores.iter() {
        put_count(&mut out, s);
    }
    match p.stage {
        Stage::Lift | Stage::Over { mort_subite: false } => {}
        Stage::Over { mort_subite: true } => out.push_str(".x"),
        Stage::Path { cell, hand } => {
            out.push_str(".p");
            put_count(&mut out, cell);
            put_count(&mut out, hand);
        }
        Stage::Capture { cell } => {
            out.push_str(".c");
            put_count(&mut out, cell);
        }
        Stage::Seize => out.push_str(".s"),
    }
    out
}
