//! The "par" of a solitaire board: the proven minimum number of turns to empty it, for the
//! boards where the solver proves it in seconds. The page shows it beside the turn count; the
//! solver cannot run in the browser's time (and its clock is native), so the proven values are
//! kept here, with the board's facts (the solver, on the computer players' side, re-proves
//! them in the test `par_table_matches_the_solver`).
//!
//! With 2 or more stones per cell no board can be emptied in fewer than 3 turns, and on most
//! boards 3 is reached; with 1 stone the boards proven so far need 3 or 4.

/// `(family, size, stones per cell, proven optimum)`.
pub const PAR: &[(&str, u8, u8, u32)] = &[
    ("triangle", 2, 1, 3),
    ("triangle", 2, 2, 3),
    ("triangle", 2, 3, 3),
    ("triangle", 3, 1, 4),
    ("triangle", 3, 2, 3),
    ("triangle", 3, 3, 3),
    ("triangle", 4, 1, 4),
    ("triangle", 4, 2, 3),
    ("triangle", 4, 3, 3),
    ("triangle", 5, 1, 4),
    ("triangle", 5, 2, 3),
    ("triangle", 5, 3, 3),
    ("triangle", 6, 3, 3),
    ("triangle", 7, 2, 3),
    ("triangle", 7, 3, 3),
    ("triangle", 8, 3, 3),
    ("square", 2, 1, 3),
    ("square", 2, 2, 3),
    ("square", 2, 3, 3),
    ("square", 3, 1, 4),
    ("square", 3, 2, 3),
    ("square", 3, 3, 3),
    ("square", 4, 1, 4),
    ("square", 4, 2, 3),
    ("square", 4, 3, 3),
    ("square", 5, 2, 3),
    ("square", 5, 3, 3),
    ("square", 6, 2, 3),
    ("square", 6, 3, 3),
    ("square", 7, 2, 3),
    ("square", 7, 3, 3),
    ("square", 8, 3, 3),
    ("hex", 2, 1, 3),
    ("hex", 2, 2, 3),
    ("hex", 2, 3, 3),
    ("hex", 3, 1, 3),
    ("hex", 3, 2, 3),
    ("hex", 3, 3, 3),
    ("hex", 4, 1, 3),
    ("hex", 4, 2, 3),
    ("hex", 4, 3, 3),
];

/// The proven par of a board family (`triangle`, `square`, `hex`) with `stones` per cell.
pub fn par(family: &str, size: u8, stones: u8) -> Option<u32> {
    PAR.iter()
        .find(|&&(f, n, k, _)| f == family && n == size && k == stones)
        .map(|e| e.3)
}
