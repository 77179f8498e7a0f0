//! The game notation of rules section 6: a sowing turn is the lifted cell, the path and the
//! captured cell (`4-5-6-2x1`; relays are implicit), a seizure is `s7`; turns are separated by
//! spaces.

use super::event::NoTrace;
use super::position::{Position, Stage};
use crate::error::{code, Error, Result};

/// Replays `actions` (cell ids, one per decision) from `start` and writes them turn by turn.
/// A turn left unfinished at the end is written as far as it goes. The actions are turns the
/// engine has checked (a solver's game, the moves of a match): each is only checked to be a
/// place its decision may name ([`Position::may_apply`]), not again that its sowing can end.
pub fn notation(start: &Position, actions: &[u16]) -> Result<String> {
    let mut p = start.clone();
    let mut turns: Vec<String> = Vec::new();
    let mut cur = String::new();
    for &a in actions {
        if !p.may_apply(a) {
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
            Stage::Over { .. } => unreachable!("may_apply is false after the end"),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tricerata::endless::{MAX_STATES, SEARCHED};

    /// Two cells, 700 stones on one: each drop of a sowing's long forced walk makes the check
    /// that a sowing can end visit its [`MAX_STATES`] states. The notation of a game checks its
    /// places only: its work is the turns' own starts, not a search at each of its drops
    /// (the referee's `solve` took minutes to write such a game).
    #[test]
    fn a_game_is_written_without_a_sowings_end_looked_for_at_each_drop() {
        let start = Position::from_text("c1_0.1.0.0.*ai0.0").unwrap();
        // The first turn: lift the 700 stones, then sow them to and fro.
        let mut actions = vec![0u16];
        let mut p = start.clone();
        p.apply(0, &mut NoTrace);
        while matches!(p.stage, Stage::Path { .. }) && actions.len() < 2_000 {
            let Stage::Path { cell, .. } = p.stage else {
                break;
            };
            let next = 1 - cell;
            p.apply(next, &mut NoTrace);
            actions.push(next);
        }
        assert!(actions.len() > 700, "{} drops", actions.len());
        SEARCHED.with(|n| n.set(0));
        let written = notation(&start, &actions).unwrap();
        let searched = SEARCHED.with(|n| n.get());
        assert!(written.starts_with("0-1-0-1-0"), "{written:.40}");
        // A few turn starts' checks at most, against one search per drop.
        assert!(searched <= 4 * MAX_STATES, "{searched} states searched");
        // A place its decision cannot name is still refused, by its token.
        let e = notation(&start, &[0, 0]).unwrap_err();
        assert_eq!(e.token.as_deref(), Some("0"));
        assert!(notation(&start, &[5]).is_err());
    }
}
