//! Boards as tables: the cells, their edge-neighbours, the interior/edge classification and the
//! drawing coordinates, computed once when a board is built (rules, section 1).
//!
//! The page draws from [`Board::geometry`] (see `describe.rs`) and never recomputes adjacency, so JS and Rust cannot
//! drift. Drawing coordinates share one unit system: an edge of a regular cell is 1 long, `x`
//! grows to the right and `y` downwards (SVG's convention).

use crate::error::{code, Error, Result, Surely};
use serde::Serialize;

/// Smallest and largest sizes of each family (the page's choices; the referee enforces them).
pub const TRIANGLE_SIZES: (u8, u8) = (2, 12);
pub const SQUARE_SIZES: (u8, u8) = (2, 12);
pub const HEX_SIZES: (u8, u8) = (2, 7);
/// Most cells a custom board may have.
pub const MAX_CUSTOM_CELLS: usize = 255;

/// A regular family of boards: its name, its sizes, the size offered first, and its board.
#[derive(Clone, Copy, Debug)]
pub struct Family {
    pub name: &'static str,
    pub sizes: (u8, u8),
    pub default_size: u8,
    pub make: fn(u8) -> BoardSpec,
}

/// The regular families, the original triangle first (the default board, at its default
/// size: the triangle of 4 rows).
pub const FAMILIES: [Family; 3] = [
    Family {
        name: "triangle",
        sizes: TRIANGLE_SIZES,
        default_size: 4,
        make: BoardSpec::Triangle,
    },
    Family {
        name: "square",
        sizes: SQUARE_SIZES,
        default_size: 4,
        make: BoardSpec::Square,
    },
    Family {
        name: "hex",
        sizes: HEX_SIZES,
        default_size: 3,
        make: BoardSpec::Hex,
    },
];

/// The board of a game when none is named.
pub fn default_board() -> Board {
    let f = FAMILIES[0];
    Board::new((f.make)(f.default_size)).surely("the default board is valid")
}

/// Which board: a regular family with its size, or a custom graph.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BoardSpec {
    /// Triangle of `n` rows of triangular cells (the original board).
    Triangle(u8),
    /// `n × n` square cells.
    Square(u8),
    /// Hexagonal cells on a hexagon of side `s`.
    Hex(u8),
    Custom(CustomSpec),
}

/// A custom graph: neighbour lists, optional interior marks, optional drawing coordinates.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CustomSpec {
    /// The neighbours of each cell, sorted ascending.
    pub neighbours: Vec<Vec<u16>>,
    /// Interior marks, when the board gives them (otherwise: maximum degree means interior).
    pub interior: Option<Vec<bool>>,
    /// Cell centres in thousandths of a unit (kept as integers so boards compare exactly).
    pub coords: Option<Vec<(i64, i64)>>,
}

/// A board: its description and the tables derived from it.
#[derive(Clone, Debug)]
pub struct Board {
    spec: BoardSpec,
    /// `adj[start[c]..start[c + 1]]` are the neighbours of `c`, ascending.
    start: Vec<u32>,
    adj: Vec<u16>,
    interior: Vec<bool>,
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.spec == other.spec
    }
}
impl Eq for Board {}

fn board_error(msg: impl Into<String>) -> Error {
    Error::new(code::SETUP_BOARD, msg)
}

fn check_size(family: &str, n: u8, sizes: (u8, u8)) -> Result<()> {
    check_family_size(family, n as u64, sizes)
}

/// A family's size against its range: too large is `board_too_large` (an input over a limit),
/// too small a plain board error.
pub fn check_family_size(family: &str, n: u64, (lo, hi): (u8, u8)) -> Result<()> {
    if n > hi as u64 {
        return Err(Error::new(
            code::BOARD_TOO_LARGE,
            crate::error::msg!("{family}:{n}: {family} boards go up to {family}:{hi}"),
        )
        .within(Some(lo as u32), Some(hi as u32))
        .in_part("board"));
    }
    if n < lo as u64 {
        return Err(board_error(crate::error::msg!(
            "{family}:{n}: {family} boards start at {family}:{lo}"
        ))
        .within(Some(lo as u32), Some(hi as u32))
        .in_part("board"));
    }
    Ok(())
}

/// Triangle cell `(r, c)` → id `r² + c`.
pub fn triangle_id(r: usize, c: usize) -> usize {
    r * r + c
}

/// The axial coordinates `(q, r)` of a hexagon of side `s`, in id order (`r`, then `q`).
pub fn hex_cells(s: usize) -> Vec<(i32, i32)> {
    let m = s as i32 - 1;
    let mut out = Vec::new();
    for r in -m..=m {
        for q in -m..=m {
            if (q + r).abs() <= m {
                out.push((q, r));
            }
        }
    }
    out
}

fn triangle_neighbours(n: usize) -> Vec<Vec<u16>> {
    let mut out = vec![Vec::new(); n * n];
    for r in 0..n {
        for c in 0..=2 * r {
            let id = triangle_id(r, c);
            let mut v = Vec::new();
            if c > 0 {
                v.push(triangle_id(r, c - 1));
            }
            if c < 2 * r {
                v.push(triangle_id(r, c + 1));
            }
            if c % 2 == 0 && r + 1 < n {
                v.push(triangle_id(r + 1, c + 1));
            }
            if c % 2 == 1 {
                v.push(triangle_id(r - 1, c - 1));
            }
            out[id] = v.into_iter().map(|x| x as u16).collect();
        }
    }
    out
}

fn square_neighbours(n: usize) -> Vec<Vec<u16>> {
    let mut out = vec![Vec::new(); n * n];
    for r in 0..n {
        for c in 0..n {
            let v = &mut out[r * n + c];
            if r > 0 {
                v.push(((r - 1) * n + c) as u16);
            }
            if c > 0 {
                v.push((r * n + c - 1) as u16);
            }
            if c + 1 < n {
                v.push((r * n + c + 1) as u16);
            }
            if r + 1 < n {
                v.push(((r + 1) * n + c) as u16);
            }
        }
    }
    out
}

fn hex_neighbours(s: usize) -> Vec<Vec<u16>> {
    let cells = hex_cells(s);
    let id_of = |q: i32, r: i32| cells.iter().position(|&p| p == (q, r));
    cells
        .iter()
        .map(|&(q, r)| {
            [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]
                .iter()
                .filter_map(|(dq, dr)| id_of(q + dq, r + dr).map(|i| i as u16))
                .collect()
        })
        .collect()
}

impl Board {
    /// Builds a board and its tables; a custom graph is validated (ids in range, no loops, no
    /// repeats, symmetric, every cell with a neighbour).
    pub fn new(spec: BoardSpec) -> Result<Board> {
        let (lists, family_degree) = match &spec {
            BoardSpec::Triangle(n) => {
                check_size("triangle", *n, TRIANGLE_SIZES)?;
                (triangle_neighbours(*n as usize), Some(3))
            }
            BoardSpec::Square(n) => {
                check_size("square", *n, SQUARE_SIZES)?;
                (square_neighbours(*n as usize), Some(4))
            }
            BoardSpec::Hex(s) => {
                check_size("hex", *s, HEX_SIZES)?;
                (hex_neighbours(*s as usize), Some(6))
            }
            BoardSpec::Custom(c) => {
                validate_custom(c)?;
                (c.neighbours.clone(), None)
            }
        };
        let mut lists = lists;
        for l in &mut lists {
            crate::small_sort::sort_by_key(l, |&n| n);
        }
        let max_degree = lists.iter().map(Vec::len).max().unwrap_or(0);
        let interior = match (&spec, family_degree) {
            (
                BoardSpec::Custom(CustomSpec {
                    interior: Some(marks),
                    ..
                }),
                _,
            ) => marks.clone(),
            (_, Some(d)) => lists.iter().map(|l| l.len() >= d).collect(),
            (_, None) => lists.iter().map(|l| l.len() == max_degree).collect(),
        };
        let mut start = Vec::with_capacity(lists.len() + 1);
        let mut adj = Vec::new();
        start.push(0);
        for l in &lists {
            adj.extend_from_slice(l);
            start.push(adj.len() as u32);
        }
        Ok(Board {
            spec,
            start,
            adj,
            interior,
        })
    }

    /// Parses `triangle:N`, `square:N` or `hex:N`.
    pub fn parse_family(text: &str) -> Result<Board> {
        let (family, size) = text.split_once(':').ok_or_else(|| {
            board_error(crate::error::msg!(
                "board {}: expected triangle:N, square:N or hex:N",
                crate::error::quoted(text)
            ))
        })?;
        let f = FAMILIES.iter().find(|f| f.name == family).ok_or_else(|| {
            board_error(crate::error::msg!(
                "board family {}: {}",
                crate::error::quoted(family),
                FAMILIES.map(|f| f.name).join(", ")
            ))
            .in_part("board")
        })?;
        // Read as a wide number so that `triangle:500` says "too large", not "not a size".
        let n: u64 = size
            .parse()
            .ok()
            .filter(|_| size.bytes().all(|b| b.is_ascii_digit()))
            .ok_or_else(|| {
                // The family's sizes go with it, as with a size out of range.
                board_error(crate::error::msg!(
                    "board {}: {} is not a size",
                    crate::error::quoted(text),
                    crate::error::quoted(size)
                ))
                .within(Some(f.sizes.0 as u32), Some(f.sizes.1 as u32))
                .in_part("board")
            })?;
        check_family_size(f.name, n, f.sizes)?;
        Board::new((f.make)(n as u8))
    }

    pub fn spec(&self) -> &BoardSpec {
        &self.spec
    }

    /// Number of cells.
    #[inline]
    pub fn cells(&self) -> usize {
        self.start.len() - 1
    }

    /// The edge-neighbours of `cell`, ascending.
    #[inline]
    pub fn neighbours(&self, cell: usize) -> &[u16] {
        &self.adj[self.start[cell] as usize..self.start[cell + 1] as usize]
    }

    /// Is `cell` interior (not an edge or corner cell)? Mort subite only strikes there.
    #[inline]
    pub fn is_interior(&self, cell: usize) -> bool {
        self.interior[cell]
    }

    /// The family name: `triangle`, `square`, `hex` or `custom`.
    pub fn shape_name(&self) -> &'static str {
        match self.spec {
            BoardSpec::Triangle(_) => "triangle",
            BoardSpec::Square(_) => "square",
            BoardSpec::Hex(_) => "hex",
            BoardSpec::Custom(_) => "custom",
        }
    }

    /// The size of a regular family (`None` for a custom board).
    pub fn size(&self) -> Option<u8> {
        match self.spec {
            BoardSpec::Triangle(n) | BoardSpec::Square(n) | BoardSpec::Hex(n) => Some(n),
            BoardSpec::Custom(_) => None,
        }
    }

    /// Where everything is drawn for `players` players: the cells, the stores round the board,
    /// the `viewBox` (see [`Board::geometry`]).
    pub(crate) fn drawing(&self, players: usize) -> Drawing {
        let polygons = self.polygons();
        let cells: Vec<CellView> = polygons
            .into_iter()
            .enumerate()
            .map(|(id, polygon)| {
                let n = polygon.len() as f64;
                let cx = polygon.iter().map(|p| p[0]).sum::<f64>() / n;
                let cy = polygon.iter().map(|p| p[1]).sum::<f64>() / n;
                CellView {
                    id,
                    neighbours: self.neighbours(id).to_vec(),
                    interior: self.is_interior(id),
                    center: [round3(cx), round3(cy)],
                    polygon: polygon
                        .iter()
                        .map(|p| [round3(p[0]), round3(p[1])])
                        .collect(),
                }
            })
            .collect();
        let (mut lo, mut hi) = ([f64::MAX; 2], [f64::MIN; 2]);
        for c in &cells {
            for p in &c.polygon {
                for k in 0..2 {
                    lo[k] = lo[k].min(p[k]);
                    hi[k] = hi[k].max(p[k]);
                }
            }
        }
        let mid = [(lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0];
        let half = [(hi[0] - lo[0]) / 2.0, (hi[1] - lo[1]) / 2.0];
        // A store is a circle of at least 0.6 edges, and of 0.085 of the board's larger half
        // extent on the large boards (hex 5 to 7): drawn to fit the screen, a large board's
        // edge is small, and a store of 0.6 edges was under 30 px on a desktop, its count
        // wider than its circle.
        let store_radius = round3(0.6f64.max(0.085 * half[0].max(half[1])));
        // Stores on an ellipse round the board, 0.6 edges beyond its box on the axes, player 0
        // at the bottom ("in front of him"), the others following clockwise as seen on the
        // screen; each moved out along its ray until its circle is 0.3 edges clear of every
        // cell (beside a square's corners the ellipse runs close to the board: a store of a
        // 3-player square:6 touched it, one of square:12 covered its edge cells).
        let clear = store_radius + 0.3;
        let stores: Vec<[f64; 2]> = (0..players)
            .map(|i| {
                let a = std::f64::consts::FRAC_PI_2
                    + 2.0 * std::f64::consts::PI * i as f64 / players as f64;
                let at = |k: f64| {
                    [
                        mid[0] + k * (half[0] + store_radius + 0.6) * cos(a),
                        mid[1] + k * (half[1] + store_radius + 0.6) * sin(a),
                    ]
                };
                let mut k = 1.0;
                while k < 3.0 && nearest_outline(&cells, at(k)) < clear {
                    k += 0.02;
                }
                at(k).map(round3)
            })
            .collect();
        let mut vlo = lo;
        let mut vhi = hi;
        for s in &stores {
            for k in 0..2 {
                vlo[k] = vlo[k].min(s[k] - store_radius - 0.2);
                vhi[k] = vhi[k].max(s[k] + store_radius + 0.2);
            }
        }
        Drawing {
            cells,
            stores,
            store_radius,
            view_box: [
                round3(vlo[0]),
                round3(vlo[1]),
                round3(vhi[0] - vlo[0]),
                round3(vhi[1] - vlo[1]),
            ],
        }
    }

    /// The outline of each cell, in drawing units.
    fn polygons(&self) -> Vec<Vec<[f64; 2]>> {
        let h = 3f64.sqrt() / 2.0;
        match &self.spec {
            BoardSpec::Triangle(n) => {
                let mut out = Vec::new();
                for r in 0..*n as usize {
                    let (rf, y0, y1) = (r as f64, r as f64 * h, (r + 1) as f64 * h);
                    for c in 0..=2 * r {
                        let j = (c / 2) as f64;
                        out.push(if c % 2 == 0 {
                            vec![
                                [-rf / 2.0 + j, y0],
                                [-(rf + 1.0) / 2.0 + j + 1.0, y1],
                                [-(rf + 1.0) / 2.0 + j, y1],
                            ]
                        } else {
                            vec![
                                [-rf / 2.0 + j, y0],
                                [-rf / 2.0 + j + 1.0, y0],
                                [-rf / 2.0 + j + 0.5, y1],
                            ]
                        });
                    }
                }
                out
            }
            BoardSpec::Square(n) => {
                let n = *n as usize;
                (0..n * n)
                    .map(|i| {
                        let (r, c) = ((i / n) as f64, (i % n) as f64);
                        vec![[c, r], [c + 1.0, r], [c + 1.0, r + 1.0], [c, r + 1.0]]
                    })
                    .collect()
            }
            BoardSpec::Hex(s) => hex_cells(*s as usize)
                .into_iter()
                .map(|(q, r)| {
                    let cx = 3f64.sqrt() * (q as f64 + r as f64 / 2.0);
                    let cy = 1.5 * r as f64;
                    regular_polygon([cx, cy], 1.0, 6, std::f64::consts::PI / 6.0)
                })
                .collect(),
            BoardSpec::Custom(c) => {
                let n = c.neighbours.len();
                let centres: Vec<[f64; 2]> = match &c.coords {
                    Some(xy) => xy
                        .iter()
                        .map(|&(x, y)| [x as f64 / 1000.0, y as f64 / 1000.0])
                        .collect(),
                    None => (0..n)
                        .map(|i| {
                            let a = 2.0 * std::f64::consts::PI * i as f64 / n as f64
                                - std::f64::consts::FRAC_PI_2;
                            let radius = (n as f64 / std::f64::consts::PI).max(1.0);
                            [radius * cos(a), radius * sin(a)]
                        })
                        .collect(),
                };
                let mut min_d = f64::MAX;
                for i in 0..n {
                    for j in i + 1..n {
                        let d = ((centres[i][0] - centres[j][0]).powi(2)
                            + (centres[i][1] - centres[j][1]).powi(2))
                        .sqrt();
                        if d > 0.0 {
                            min_d = min_d.min(d);
                        }
                    }
                }
                let radius = if min_d == f64::MAX { 0.5 } else { 0.45 * min_d };
                centres
                    .into_iter()
                    .map(|c| regular_polygon(c, radius, 8, std::f64::consts::PI / 8.0))
                    .collect()
            }
        }
    }
}

/// The distance from `p` to the nearest cell outline (0 inside a cell's corners' reach).
fn nearest_outline(cells: &[CellView], p: [f64; 2]) -> f64 {
    let mut best = f64::MAX;
    for c in cells {
        let n = c.polygon.len();
        for k in 0..n {
            let (a, b) = (c.polygon[k], c.polygon[(k + 1) % n]);
            let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
            let len2 = dx * dx + dy * dy;
            let t = if len2 > 0.0 {
                (((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2).clamp(0.0, 1.0)
            } else {
                0.0
            };
            let (ex, ey) = (a[0] + t * dx - p[0], a[1] + t * dy - p[1]);
            best = best.min((ex * ex + ey * ey).sqrt());
        }
    }
    best
}

fn round3(v: f64) -> f64 {
    let r = (v * 1000.0).round() / 1000.0;
    if r == 0.0 {
        0.0
    } else {
        r
    }
}

fn regular_polygon(c: [f64; 2], radius: f64, sides: usize, phase: f64) -> Vec<[f64; 2]> {
    (0..sides)
        .map(|k| {
            let a = phase + 2.0 * std::f64::consts::PI * k as f64 / sides as f64;
            [c[0] + radius * cos(a), c[1] + radius * sin(a)]
        })
        .collect()
}

/// A custom board's number of cells against its range (checked before its cells are read).
pub fn check_custom_cells(n: usize) -> Result<()> {
    if n > MAX_CUSTOM_CELLS {
        return Err(Error::new(
            code::BOARD_TOO_LARGE,
            crate::error::msg!(
                "a custom board of {n} cells: custom boards go up to {MAX_CUSTOM_CELLS} cells"
            ),
        )
        .within(Some(1), Some(MAX_CUSTOM_CELLS as u32))
        .in_part("board"));
    }
    if n == 0 {
        return Err(board_error("a custom board needs at least one cell")
            .within(Some(1), Some(MAX_CUSTOM_CELLS as u32))
            .in_part("board"));
    }
    Ok(())
}

fn validate_custom(c: &CustomSpec) -> Result<()> {
    let n = c.neighbours.len();
    check_custom_cells(n)?;
    for (i, list) in c.neighbours.iter().enumerate() {
        if list.is_empty() {
            return Err(board_error(crate::error::msg!(
                "cell {i} has no neighbour: its stones could never be sown"
            )));
        }
        for (k, &j) in list.iter().enumerate() {
            let j = j as usize;
            if j >= n {
                return Err(board_error(crate::error::msg!(
                    "cell {i} names neighbour {j}, but the board has {n} cells"
                )));
            }
            if j == i {
                return Err(board_error(crate::error::msg!(
                    "cell {i} names itself as a neighbour: its neighbours are the other cells it shares an edge with"
                )));
            }
            if list[..k].contains(&(j as u16)) {
                return Err(board_error(crate::error::msg!(
                    "cell {i} names neighbour {j} twice"
                )));
            }
            if !c.neighbours[j].contains(&(i as u16)) {
                return Err(board_error(crate::error::msg!(
                    "cell {i} names {j} as a neighbour but {j} does not name {i}"
                )));
            }
        }
    }
    if let Some(marks) = &c.interior {
        if marks.len() != n {
            return Err(board_error(crate::error::msg!(
                "{} interior marks for {n} cells",
                marks.len()
            )));
        }
    }
    if let Some(xy) = &c.coords {
        if xy.len() != n {
            return Err(board_error(crate::error::msg!(
                "{} coordinates for {n} cells",
                xy.len()
            )));
        }
    }
    Ok(())
}

/// One cell as the page draws it.
#[derive(Clone, Debug, Serialize)]
pub struct CellView {
    pub id: usize,
    pub neighbours: Vec<u16>,
    pub interior: bool,
    /// The centroid, where the stones are drawn.
    pub center: [f64; 2],
    /// The outline, vertex by vertex.
    pub polygon: Vec<[f64; 2]>,
}

/// The whole board as the page draws it.
#[derive(Clone, Debug)]
pub(crate) struct Drawing {
    pub cells: Vec<CellView>,
    /// The centre of each player's gain store (a circle of `store_radius`).
    pub stores: Vec<[f64; 2]>,
    pub store_radius: f64,
    /// `[x, y, width, height]` enclosing cells and stores (an SVG `viewBox`).
    pub view_box: [f64; 4],
}

/// Transitional: the drawing fields the page read before it read `places` (`shape`, `size`,
/// `cells`, `stores`), kept next to the new ones in [`Board::geometry`] until it no longer does.
#[derive(Clone, Debug, Serialize)]
pub struct LegacyView {
    pub shape: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<u8>,
    pub cells: Vec<CellView>,
    pub stores: Vec<[f64; 2]>,
}

/// The cosine, from the page's `Math` in the match engine's wasm (the standard one compiles
/// libm's 7 KB into the module the first board waits for), from `std` elsewhere. Every
/// coordinate is rounded to 3 decimals after it, where both agree.
#[inline]
fn cos(a: f64) -> f64 {
    #[cfg(all(
        target_arch = "wasm32",
        feature = "wasm-match",
        not(feature = "wasm-ai")
    ))]
    return crate::wasm::js_math::cos(a);
    #[cfg(not(all(
        target_arch = "wasm32",
        feature = "wasm-match",
        not(feature = "wasm-ai")
    )))]
    a.cos()
}

/// The sine, as [`cos`].
#[inline]
fn sin(a: f64) -> f64 {
    #[cfg(all(
        target_arch = "wasm32",
        feature = "wasm-match",
        not(feature = "wasm-ai")
    ))]
    return crate::wasm::js_math::sin(a);
    #[cfg(not(all(
        target_arch = "wasm32",
        feature = "wasm-match",
        not(feature = "wasm-ai")
    )))]
    a.sin()
}
