//! The engine's limits on what comes from outside, and the memory cap of the exhaustive counts.
//!
//! Every input is checked against its limit before anything is built from it, so no text, setup
//! or list can make the engine allocate more than a small multiple of its own length. The counts
//! that could grow without bound (perft, the list of every complete turn, the solver) charge the
//! memory their tables hold to a [`MemoryCap`] and stop with `too_large` when it is spent.

use crate::error::{code, Error, Result};

/// Longest one-line text form read (characters). The densest board accepted, 255 cells each
/// beside every other, is written in 231 406 (its neighbour lists in full): what the engine
/// writes reads back (it was 64 KB, which refused it).
pub const MAX_TEXT_LEN: usize = 256 * 1024;
/// Longest JSON setup or board file read (bytes). `play`'s answer for that board, its setup,
/// text and events, is 1.2 MB: a setup file read back from it needs more than the 1 MB of before.
pub const MAX_SETUP_LEN: usize = 4 * 1024 * 1024;
/// Most tokens replayed at once (a saved game, a link's `moves`, the referee's arguments).
pub const MAX_TOKENS: usize = 100_000;
/// Most turns a Tricérata setup may say were played (`turns`, the solitaire score). A game
/// from the start ends within 2 × `MAX_STONES` + 1 = 7 811 turns (every sowing turn captures
/// or makes a seizure due, each taking at least one stone off the board), so no position of a
/// real game comes near a million; the count then stays far below `u32::MAX` whatever is
/// played after it, and can never wrap into a wrong score (a setup at 4 294 967 295 gave 2
/// after one turn).
pub const MAX_TURNS: u32 = 1_000_000;
/// Deepest `perft --depth` the referee counts (both games). The deepest count of the tests is
/// 13 turns (Mraha's fixtures: 58 million sequences, minutes); each turn multiplies the count by
/// about four, so 24 turns would take years: no count reaches it, and every count it allows
/// fits its `u64`. A depth of 1000 was taken and ran until killed.
pub const MAX_PERFT_DEPTH: u64 = 24;
/// Most games of one `bench`: 30 times the README's largest runs (300 000 games, about a
/// second each thousand Tricérata games, a second each 250 000 Mraha games), so a run of
/// 4 294 967 295 games (hours to days) is refused rather than started.
pub const MAX_BENCH_GAMES: u64 = 10_000_000;
/// Most games of one `match`: the README's matches play 100 to 200, each game a few seconds at
/// the stronger levels; 100 000 is already days at those levels.
pub const MAX_MATCH_GAMES: u64 = 100_000;
/// Longest `solve --time-limit`, in seconds: one day. The README's longest proofs were given
/// 600 s; past a day the solver's tables (capped in memory) only repeat their work. Before,
/// `1e18` was taken and quietly cut to a million seconds.
pub const MAX_TIME_LIMIT_SECONDS: f64 = 86_400.0;

/// Refuses a command's budget (`--depth`, `--games`…) above `max`: `bad_budget` naming the
/// option and its maximum.
pub fn check_budget(option: &str, value: u64, max: u64) -> Result<()> {
    if value > max {
        return Err(Error::new(
            code::BAD_BUDGET,
            crate::error::msg!("{option} {value}: at most {max}"),
        ));
    }
    Ok(())
}

/// The memory cap of perft, the list of complete turns and the solver when none is given.
pub const DEFAULT_MAX_MEMORY: u64 = 2 << 30;

/// Refuses a text longer than `max` characters (counted in bytes: never fewer than characters),
/// naming what it is.
pub fn check_len(what: &str, text: &str, max: usize) -> Result<()> {
    if text.len() > max {
        return Err(Error::new(
            code::INPUT_TOO_LONG,
            crate::error::msg!("{what} is {} bytes long; at most {max}", text.len()),
        )
        .within(None, Some(max as u32)));
    }
    Ok(())
}

/// Refuses a list of more than [`MAX_TOKENS`] tokens.
pub fn check_tokens<T>(tokens: &[T]) -> Result<()> {
    if tokens.len() > MAX_TOKENS {
        return Err(Error::new(
            code::INPUT_TOO_LONG,
            crate::error::msg!("{} tokens; at most {MAX_TOKENS}", tokens.len()),
        )
        .within(None, Some(MAX_TOKENS as u32)));
    }
    Ok(())
}

/// The memory a count may hold at once, and what it holds now. Tables are charged by what they
/// store (states kept × their size, with the hash tables' own overhead), not by asking the
/// allocator: the figure is deterministic, and the same natively and in wasm.
#[derive(Clone, Debug)]
pub struct MemoryCap {
    max: u64,
    used: u64,
}

impl MemoryCap {
    pub fn new(max_bytes: u64) -> Self {
        MemoryCap {
            max: max_bytes,
            used: 0,
        }
    }

    /// Takes `bytes` more; `too_large` (and nothing taken) when that passes the cap.
    pub fn charge(&mut self, bytes: u64) -> Result<()> {
        let after = self.used.saturating_add(bytes);
        if after > self.max {
            return Err(self.over());
        }
        self.used = after;
        Ok(())
    }

    /// Gives `bytes` back (a table was dropped).
    pub fn release(&mut self, bytes: u64) {
        self.used = self.used.saturating_sub(bytes);
    }

    /// Would `bytes` more still fit?
    pub fn fits(&self, bytes: u64) -> bool {
        self.used.saturating_add(bytes) <= self.max
    }

    pub fn used(&self) -> u64 {
        self.used
    }

    pub fn max(&self) -> u64 {
        self.max
    }

    /// The error of a count that would pass the cap.
    pub fn over(&self) -> Error {
        self.over_in("this count")
    }

    /// The error of the work `what` would pass the cap (`what` starts the message).
    pub fn over_in(&self, what: &str) -> Error {
        Error::new(
            code::TOO_LARGE,
            crate::error::msg!(
                "{what} needs more than its memory cap of {} (--max-memory)",
                size_words(self.max)
            ),
        )
    }
}

/// A size as `--max-memory` takes it: in GB, MB or KB when it is a whole number of them.
fn size_words(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 30 && b % (1 << 30) == 0 => crate::error::msg!("{} GB", b >> 30),
        b if b >= 1 << 20 => crate::error::msg!("{} MB", b >> 20),
        b if b >= 1 << 10 => crate::error::msg!("{} KB", b >> 10),
        b => crate::error::msg!("{b} bytes"),
    }
}

impl Default for MemoryCap {
    fn default() -> Self {
        MemoryCap::new(DEFAULT_MAX_MEMORY)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_charge_past_the_cap_is_refused_and_takes_nothing() {
        let mut m = MemoryCap::new(100);
        m.charge(60).unwrap();
        let e = m.charge(50).unwrap_err();
        assert_eq!(e.code, code::TOO_LARGE);
        assert_eq!(m.used(), 60);
        m.release(60);
        m.charge(100).unwrap();
    }

    #[test]
    fn budgets_past_their_maximum_are_refused_by_name() {
        assert!(check_budget("--games", 10, 10).is_ok());
        let e = check_budget("--games", 11, 10).unwrap_err();
        assert_eq!(e.code, code::BAD_BUDGET);
        assert!(e.message.contains("--games 11") && e.message.contains("10"));
    }

    #[test]
    fn long_inputs_are_refused_with_their_length() {
        assert!(check_len("text", "abc", 3).is_ok());
        let e = check_len("text", "abcd", 3).unwrap_err();
        assert_eq!(e.code, code::INPUT_TOO_LONG);
        assert!(e.message.contains("4 bytes"), "{}", e.message);
    }
}
