//! Board tables checked against facts worked out by hand, counting arguments and the drawing
//! coordinates (neighbours must share an edge of their outlines; others must not).

use semailles::describe::{Kind, Place};
use semailles::error::code;
use semailles::tricerata::{Board, BoardSpec, CustomSpec};

fn nb(b: &Board, c: usize) -> Vec<u16> {
    b.neighbours(c).to_vec()
}

fn interior(b: &Board) -> Vec<usize> {
    (0..b.cells()).filter(|&c| b.is_interior(c)).collect()
}

#[test]
fn triangle_of_two_rows_is_the_rules_example() {
    // Rules §7: 2 is adjacent to 0, 1 and 3; 0, 1, 3 each have the single neighbour 2; 2 is
    // the only interior cell.
    let b = Board::parse_family("triangle:2").unwrap();
    assert_eq!(b.cells(), 4);
    assert_eq!(nb(&b, 2), [0, 1, 3]);
    for c in [0, 1, 3] {
        assert_eq!(nb(&b, c), [2]);
    }
    assert_eq!(interior(&b), [2]);
}

#[test]
fn triangle_of_three_rows_by_hand() {
    // Row 1: 1 up, 2 down, 3 up. Row 2: 4 up, 5 down, 6 up, 7 down, 8 up.
    let b = Board::parse_family("triangle:3").unwrap();
    let want: [&[u16]; 9] = [
        &[2],
        &[2, 5],
        &[0, 1, 3],
        &[2, 7],
        &[5],
        &[1, 4, 6],
        &[5, 7],
        &[3, 6, 8],
        &[7],
    ];
    for (c, w) in want.iter().enumerate() {
        assert_eq!(nb(&b, c), *w, "cell {c}");
    }
    assert_eq!(interior(&b), [2, 5, 7]);
}

#[test]
fn triangle_counts() {
    for n in 2..=12usize {
        let b = Board::parse_family(&format!("triangle:{n}")).unwrap();
        assert_eq!(b.cells(), n * n);
        // Each of the 3n cell edges on the big triangle's border has no neighbour behind it.
        let degrees: usize = (0..b.cells()).map(|c| b.neighbours(c).len()).sum();
        assert_eq!(degrees, 3 * n * n - 3 * n, "n = {n}");
        // Interior: every down cell (n(n-1)/2) and the up cells off the border
        // ((n-2)(n-3)/2).
        assert_eq!(
            interior(&b).len(),
            n * (n - 1) / 2 + (n - 2) * n.saturating_sub(3) / 2,
            "n = {n}"
        );
    }
}

#[test]
fn square_by_hand_and_counts() {
    let b = Board::parse_family("square:3").unwrap();
    assert_eq!(nb(&b, 4), [1, 3, 5, 7]);
    assert_eq!(nb(&b, 0), [1, 3]);
    assert_eq!(nb(&b, 5), [2, 4, 8]);
    assert_eq!(interior(&b), [4]);
    for n in 2..=12usize {
        let b = Board::parse_family(&format!("square:{n}")).unwrap();
        let degrees: usize = (0..b.cells()).map(|c| b.neighbours(c).len()).sum();
        assert_eq!(degrees, 4 * n * (n - 1));
        assert_eq!(interior(&b).len(), (n - 2) * (n - 2));
    }
}

#[test]
fn hex_by_hand_and_counts() {
    // Side 2: r = -1: (0,-1) (1,-1) → 0 1; r = 0: (-1,0) (0,0) (1,0) → 2 3 4; r = 1: 5 6.
    let b = Board::parse_family("hex:2").unwrap();
    assert_eq!(b.cells(), 7);
    assert_eq!(nb(&b, 3), [0, 1, 2, 4, 5, 6]);
    assert_eq!(nb(&b, 0), [1, 2, 3]);
    assert_eq!(nb(&b, 6), [3, 4, 5]);
    assert_eq!(interior(&b), [3]);
    for s in 2..=7usize {
        let b = Board::parse_family(&format!("hex:{s}")).unwrap();
        assert_eq!(b.cells(), 3 * s * s - 3 * s + 1);
        let inner = s - 1;
        assert_eq!(interior(&b).len(), 3 * inner * inner - 3 * inner + 1);
        // Edges: in each of the 3 axial directions, every cell but the 2s - 1 on the far
        // side has a neighbour that way: 3 (3s² - 3s + 1 - (2s - 1)) = 3 (3s² - 5s + 2).
        let degrees: usize = (0..b.cells()).map(|c| b.neighbours(c).len()).sum();
        assert_eq!(degrees / 2, 3 * (3 * s * s - 5 * s + 2));
    }
}

fn all_boards() -> Vec<Board> {
    let mut v = Vec::new();
    for n in 2..=12 {
        v.push(Board::parse_family(&format!("triangle:{n}")).unwrap());
        v.push(Board::parse_family(&format!("square:{n}")).unwrap());
    }
    for s in 2..=7 {
        v.push(Board::parse_family(&format!("hex:{s}")).unwrap());
    }
    v
}

#[test]
fn neighbour_tables_are_symmetric_sorted_and_loop_free() {
    for b in all_boards() {
        for c in 0..b.cells() {
            let l = b.neighbours(c);
            assert!(l.windows(2).all(|w| w[0] < w[1]), "sorted, unique");
            for &n in l {
                assert_ne!(n as usize, c);
                assert!(b.neighbours(n as usize).contains(&(c as u16)));
            }
        }
    }
}

fn close(a: [f64; 2], b: [f64; 2]) -> bool {
    (a[0] - b[0]).abs() < 1e-2 && (a[1] - b[1]).abs() < 1e-2
}

#[test]
fn drawing_outlines_share_an_edge_exactly_between_neighbours() {
    for b in all_boards().into_iter().filter(|b| b.cells() <= 64) {
        let g = b.geometry(2);
        let shape = b.shape_name();
        let sides = match shape {
            "triangle" => 3,
            "square" => 4,
            _ => 6,
        };
        let cells: Vec<&Place> = g.places.iter().filter(|p| p.kind == Kind::Cell).collect();
        let outline = |p: &Place| p.polygon.clone().expect("a cell has an outline");
        assert_eq!(cells.len(), b.cells());
        for (i, ci) in cells.iter().enumerate() {
            assert_eq!(ci.id, i.to_string());
            assert_eq!(outline(ci).len(), sides);
            for (j, cj) in cells.iter().enumerate().skip(i + 1) {
                let (pi, pj) = (outline(ci), outline(cj));
                let shared = pi
                    .iter()
                    .filter(|p| pj.iter().any(|q| close(**p, *q)))
                    .count();
                let adjacent = b.neighbours(i).contains(&(j as u16));
                assert_eq!(shared == 2, adjacent, "{shape} cells {i} {j}");
            }
        }
        // Stores lie outside the board's cells.
        let stores: Vec<&Place> = g.places.iter().filter(|p| p.kind == Kind::Store).collect();
        assert_eq!(stores.len(), 2);
        let radius = g.store_radius.expect("stores are circles");
        for s in &stores {
            for c in &cells {
                let d = ((s.at[0] - c.at[0]).powi(2) + (s.at[1] - c.at[1]).powi(2)).sqrt();
                assert!(d > radius, "store over a cell");
            }
        }
    }
}

#[test]
fn custom_graph_interior_by_degree_or_by_mark() {
    let star = CustomSpec {
        neighbours: vec![vec![1, 2, 3], vec![0], vec![0], vec![0]],
        interior: None,
        coords: None,
    };
    let b = Board::new(BoardSpec::Custom(star.clone())).unwrap();
    assert_eq!(interior(&b), [0], "maximum degree");
    let marked = CustomSpec {
        interior: Some(vec![false, true, false, false]),
        ..star
    };
    let b = Board::new(BoardSpec::Custom(marked)).unwrap();
    assert_eq!(interior(&b), [1], "the marks decide");
    assert_eq!(b.geometry(3).places.len(), 4 + 3);
}

#[test]
fn custom_graph_faults_are_board_errors() {
    let bad = [
        vec![vec![1], vec![]],     // a cell without neighbour
        vec![vec![1], vec![0, 2]], // neighbour out of range
        vec![vec![0]],             // a loop
        vec![vec![1, 1], vec![0]], // a repeat
        vec![vec![1, 2], vec![0], vec![]],
        vec![vec![1], vec![0, 2], vec![1, 0]], // 2 names 0, 0 does not name 2
    ];
    for n in bad {
        let e = Board::new(BoardSpec::Custom(CustomSpec {
            neighbours: n.clone(),
            interior: None,
            coords: None,
        }))
        .unwrap_err();
        assert_eq!(e.code, code::SETUP_BOARD, "{n:?}");
    }
    for text in ["triangle:1", "square:x", "circle:3", "triangle"] {
        assert_eq!(
            Board::parse_family(text).unwrap_err().code,
            code::SETUP_BOARD,
            "{text}"
        );
    }
    // Past the largest size: over a limit, not malformed.
    for text in ["triangle:13", "hex:8"] {
        assert_eq!(
            Board::parse_family(text).unwrap_err().code,
            code::BOARD_TOO_LARGE,
            "{text}"
        );
    }
}

#[test]
fn stores_grow_with_large_boards_and_stay_clear_of_every_cell_and_each_other() {
    // The 0.6-edge circle of the small boards, and a larger one on the large hexagons, where a
    // board drawn to fit the screen has small edges.
    let radius = |spec: &str| {
        Board::parse_family(spec)
            .unwrap()
            .geometry(6)
            .store_radius
            .unwrap()
    };
    assert_eq!(radius("triangle:4"), 0.6);
    assert_eq!(radius("square:12"), 0.6);
    assert!(radius("hex:7") > 0.8, "{}", radius("hex:7"));
    assert!(radius("hex:7") > radius("hex:5"));
    for spec in [
        "triangle:2",
        "triangle:12",
        "square:2",
        "square:12",
        "hex:2",
        "hex:5",
        "hex:7",
    ] {
        for players in 1..=6 {
            let g = Board::parse_family(spec).unwrap().geometry(players);
            let r = g.store_radius.unwrap();
            let stores: Vec<[f64; 2]> = g
                .places
                .iter()
                .filter(|p| p.kind == Kind::Store)
                .map(|p| p.at)
                .collect();
            assert_eq!(stores.len(), players);
            let d =
                |a: [f64; 2], b: [f64; 2]| ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt();
            for (i, s) in stores.iter().enumerate() {
                // Every corner of every cell outside the circle, with a margin.
                for c in g.places.iter().filter(|p| p.kind == Kind::Cell) {
                    for corner in c.polygon.as_ref().unwrap() {
                        assert!(
                            d(*s, *corner) > r + 0.1,
                            "{spec}, {players} players: store {i} over a cell"
                        );
                    }
                }
                for t in &stores[i + 1..] {
                    assert!(
                        d(*s, *t) > 2.0 * r,
                        "{spec}, {players} players: stores overlap"
                    );
                }
                // Inside the view box.
                let [x, y, w, h] = g.view_box;
                assert!(s[0] - r >= x && s[0] + r <= x + w && s[1] - r >= y && s[1] + r <= y + h);
            }
        }
    }
}
