//! The board's part of the text form: `t<n>`, `s<n>`, `h<n>` or a custom graph (syntax in the
//! module above), read into a JSON board setup and written from a built board.

use super::super::geometry::{Board, BoardSpec};
use super::{BoardSetup, CellSetup};

fn put_milli(out: &mut String, v: i64) {
    if v < 0 {
        out.push('n');
    }
    out.push_str(&v.unsigned_abs().to_string());
}

pub(super) fn board_text(board: &Board) -> String {
    match board.spec() {
        BoardSpec::Triangle(n) => format!("t{n}"),
        BoardSpec::Square(n) => format!("s{n}"),
        BoardSpec::Hex(n) => format!("h{n}"),
        BoardSpec::Custom(c) => {
            let mut out = String::from(if c.interior.is_some() { "C" } else { "c" });
            for (i, list) in c.neighbours.iter().enumerate() {
                if i > 0 {
                    out.push('_');
                }
                let l: Vec<String> = list.iter().map(|n| n.to_string()).collect();
                out.push_str(&l.join("-"));
                if c.interior.as_ref().is_some_and(|m| m[i]) {
                    out.push('i');
                }
                if let Some(xy) = &c.coords {
                    out.push('x');
                    put_milli(&mut out, xy[i].0);
                    out.push('y');
                    put_milli(&mut out, xy[i].1);
                }
            }
            out
        }
    }
}

/// Reads a signed decimal number in thousandths (`n` = minus) at the front of `s`.
fn take_milli(s: &str) -> std::result::Result<(i64, &str), String> {
    let (neg, s) = match s.strip_prefix('n') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    // (Checked splitting, at a char boundary anyway: `str`'s slicing panic, and the
    // formatting it brings, stay out of the match engine's wasm.)
    let (digits, rest) = s.split_at_checked(end).unwrap_or((s, ""));
    let v = super::text::plain_number(digits).ok_or_else(|| {
        crate::error::msg!(
            "coordinate {}: thousandths in plain decimal (n for minus, no leading zero)",
            crate::error::quoted(digits)
        )
    })?;
    Ok((if neg { -v } else { v }, rest))
}

pub(super) fn parse_board(text: &str) -> std::result::Result<BoardSetup, String> {
    let mut chars = text.chars();
    let kind = chars.next().ok_or("empty board")?;
    let rest = chars.as_str();
    let family = |shape: &str| -> std::result::Result<BoardSetup, String> {
        let size = super::text::plain_number(rest).ok_or_else(|| {
            crate::error::msg!(
                "board size {}: a number in plain decimal (no sign, no leading zero)",
                crate::error::quoted(rest)
            )
        })?;
        Ok(BoardSetup {
            shape: shape.into(),
            size: Some(size),
            cells: None,
        })
    };
    match kind {
        't' => family("triangle"),
        's' => family("square"),
        'h' => family("hex"),
        'c' | 'C' => {
            let mut cells = Vec::new();
            for (i, cell) in rest.split('_').enumerate() {
                let end = cell.find(['i', 'x']).unwrap_or(cell.len());
                let (head, mut tail) = cell.split_at_checked(end).unwrap_or((cell, ""));
                // Every piece between the `-` is a cell id: an empty one (`-1`, `1--2`, `1-`)
                // is no neighbour, and a cell with none could never be sown.
                let neighbours = head
                    .split('-')
                    .map(|s| {
                        super::text::plain_number(s).ok_or_else(|| {
                            crate::error::msg!(
                                "cell {i}: neighbour {} is not a cell id",
                                crate::error::quoted(s)
                            )
                        })
                    })
                    .collect::<std::result::Result<Vec<i64>, String>>()?;
                let mut interior = (kind == 'C').then_some(false);
                if let Some(t) = tail.strip_prefix('i') {
                    if kind != 'C' {
                        return Err("interior marks need a board starting with 'C'".into());
                    }
                    interior = Some(true);
                    tail = t;
                }
                let (mut x, mut y) = (None, None);
                if let Some(t) = tail.strip_prefix('x') {
                    let (xv, t) = take_milli(t)?;
                    let t = t.strip_prefix('y').ok_or("x without y")?;
                    let (yv, t) = take_milli(t)?;
                    if !t.is_empty() {
                        return Err(crate::error::msg!(
                            "unexpected {} in a cell",
                            crate::error::quoted(t)
                        ));
                    }
                    x = Some(xv as f64 / 1000.0);
                    y = Some(yv as f64 / 1000.0);
                } else if !tail.is_empty() {
                    return Err(crate::error::msg!(
                        "unexpected {} in a cell",
                        crate::error::quoted(tail)
                    ));
                }
                cells.push(CellSetup {
                    neighbours,
                    interior,
                    x,
                    y,
                });
            }
            Ok(BoardSetup {
                shape: "custom".into(),
                size: None,
                cells: Some(cells),
            })
        }
        other => Err(crate::error::msg!("unknown board kind {other:?}")),
    }
}
