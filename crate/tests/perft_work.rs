//! A count stopped by its memory cap stops after work in proportion to that cap: this test
//! binary counts every byte allocated in all (its own global allocator), a measure of the work
//! done that no clock's speed moves. On custom boards each position at the end of a turn was
//! asked whether any sowing of the next turn could end, by a breadth-first search of up to
//! 20 000 states, kept nowhere: on an odd ring of 31 cells, one stone each, a count of one turn
//! under the default 2 GB cap ran for minutes at 300 MB, 30 times slower than the walk whose
//! memory the cap charges. Every turn that ends in a capture now leaves that question unasked
//! (after a capture the answer is always yes: the sowing's last stone lies beside the cell the
//! capture emptied).

use semailles::error::code;
use semailles::limits::MemoryCap;
use semailles::tricerata::{perft_capped, Position};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

struct Counting;

/// Bytes allocated since the start, freed or not.
static ALLOCATED: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATED.fetch_add(layout.size() as u64, Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        System.dealloc(p, layout);
    }
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATED.fetch_add(new_size as u64, Relaxed);
        System.realloc(p, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// One test at a time: the count is the whole process's.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// A ring of `n` cells, one stone each, two players.
fn ring(n: usize) -> Position {
    let cells: Vec<String> = (0..n)
        .map(|i| {
            let mut nb = [(i + 1) % n, (i + n - 1) % n];
            nb.sort();
            format!(r#"{{"neighbours":[{},{}]}}"#, nb[0], nb[1])
        })
        .collect();
    let setup = format!(
        r#"{{"game":"tricerata","board":{{"shape":"custom","cells":[{}]}},"players":2,"stones":[{}],"stores":[0,0],"to_move":0}}"#,
        cells.join(","),
        vec!["1"; n].join(",")
    );
    Position::from_json(&setup).unwrap()
}

#[test]
fn a_count_on_an_odd_ring_stopped_by_its_cap_allocated_a_few_caps_in_all() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let cap_bytes = 32u64 << 20;
    let pos = ring(31);
    let before = ALLOCATED.load(Relaxed);
    let result = perft_capped(&pos, 1, &mut MemoryCap::new(cap_bytes));
    let allocated = ALLOCATED.load(Relaxed) - before;
    assert_eq!(result.unwrap_err().code, code::TOO_LARGE);
    assert!(
        allocated <= 4 * cap_bytes,
        "{allocated} bytes allocated in all under a cap of {cap_bytes}"
    );
}

/// A custom board from its neighbour lists.
fn custom(neighbours: &[&[u16]], stones: &[u16]) -> Position {
    let cells: Vec<String> = neighbours
        .iter()
        .map(|nb| format!(r#"{{"neighbours":{nb:?}}}"#))
        .collect();
    let stores = "0,0";
    Position::from_json(&format!(
        r#"{{"game":"tricerata","board":{{"shape":"custom","cells":[{}]}},"players":2,"stones":{stones:?},"stores":[{stores}],"to_move":0}}"#,
        cells.join(",")
    ))
    .unwrap()
}

/// The game goes on after every capture, now unasked: every position a turn ending in a
/// capture reaches has a legal lift (the last stone of the sowing, beside the cell emptied).
#[test]
fn after_a_capture_some_lift_is_always_legal() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    use semailles::game::{Decision, Game};
    let boards: [&[&[u16]]; 5] = [
        &[&[1], &[0, 2], &[1]],
        &[&[1, 2], &[0, 2], &[0, 1]],
        &[&[1, 3], &[0, 2], &[1, 3], &[0, 2], &[5], &[4]],
        &[&[1], &[0], &[3], &[2]],
        &[&[1, 2], &[0, 2], &[0, 1], &[4], &[3]],
    ];
    let mut rng = semailles::rng::Rng::new(5);
    let mut captures = 0;
    for board in boards {
        for _ in 0..300 {
            let stones: Vec<u16> = board.iter().map(|_| rng.below(8) as u16).collect();
            let pos = custom(board, &stones);
            for (_, after) in pos.turn_results() {
                if after.decision() == Decision::Lift {
                    assert!(!after.legal_tokens().is_empty(), "{}", after.to_text());
                    captures += 1;
                }
            }
        }
    }
    assert!(captures > 1000, "{captures} captures");
}
