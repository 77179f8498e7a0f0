//! The game notation of rules section 6: a sowing turn is the lifted cell, the path and the
//! captured cell (`4-5-6-2x1`; relays are implicit), a seizure is `s7`; turns are separated by
//! spaces.

use super::event::NoTrace;
use super::position::{Position, Stage};
use crate::error::{code, Error, Result};

/// Replays `actions` (cell ids, one per decision) from `start` and writes them turn by turn.
/// A turn left unfinished at the end is written as far as it goes.
pub fn notation(start: &Position, actions: &[u16]) -> Result<String> {
    let mut p = start.clone();
    let mut turns: Vec<String> = Vec::new();
    let mut cur = String::new();
    for &a in actions {
        if !p.is_legal(a) {
            return Err(Error::with_token(
                code::ILLEGAL_TOKEN,
                crate::error::msg!("{a} is not legal in {}", super::setup::to_text(&p)),
                &a.to_string(),
            ));
        }
        match p.stage {
            Stage::Lift => cur = a.to_string(),
            Stage::Path { .. } => {
                if !cur.is_empty() {
                    cur.push('-');
                }
                cur.push_str(&a.to_string());
            }
            Stage::Capture { .. } => {
                cur.push('x');
                cur.push_str(&a.to_string());
            }
            Stage::Seize => cur = format!("s{a}"),
            Stage::Over { .. } => unreachable!("is_legal is false after the end"),
        }
        let before = p.turns;
        p.apply(a, &mut NoTrace);
        if p.turns != before {
            turns.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        turns.push(cur);
    }
    Ok(turns.join(" "))
}
