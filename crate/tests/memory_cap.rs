//! The memory cap of the exhaustive counts holds the memory they really take: this test binary
//! counts every byte allocated (its own global allocator) and checks the peak of a count
//! stopped by its cap against that cap. Before, a turn's answers were kept for every result
//! perft counted, and a clone grown by one answer held twice its room: the count of one
//! Tricérata turn on `hex:3` under a 512 MB cap took 1.1 GB of address space, and under the
//! default 2 GB more than 4 GB.

use semailles::limits::MemoryCap;
use semailles::tricerata::{perft_capped, Board, Position};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, Mutex};

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            let live = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
            PEAK.fetch_max(live, Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        System.dealloc(p, layout);
        LIVE.fetch_sub(layout.size(), Relaxed);
    }
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // Counted as a new block beside the old one, as a move to a new place takes.
        let q = System.realloc(p, layout, new_size);
        if !q.is_null() {
            let live = LIVE.fetch_add(new_size, Relaxed) + new_size;
            PEAK.fetch_max(live, Relaxed);
            LIVE.fetch_sub(layout.size(), Relaxed);
        }
        q
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// One count at a time: the peak is the whole process's.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The peak bytes allocated while `f` runs, above what was live before it.
fn peak_of<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = LIVE.load(Relaxed);
    PEAK.store(before, Relaxed);
    let out = f();
    (out, PEAK.load(Relaxed) - before)
}

fn start(board: &str, stones: u8) -> Position {
    Position::start(
        Arc::new(Board::parse_family(board).unwrap()),
        2,
        stones,
        false,
    )
    .unwrap()
}

#[test]
fn a_count_stopped_by_its_cap_never_held_more_than_the_cap() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    for (board, stones, depth) in [("hex:3", 1, 1), ("triangle:8", 3, 1), ("square:6", 2, 2)] {
        for cap_bytes in [16u64 << 20, 64 << 20] {
            let pos = start(board, stones);
            let mut cap = MemoryCap::new(cap_bytes);
            let (result, peak) = peak_of(|| perft_capped(&pos, depth, &mut cap));
            assert!(
                peak as u64 <= cap_bytes,
                "{board} stones {stones} depth {depth}: {peak} bytes at the peak under a cap of {cap_bytes} ({result:?})"
            );
        }
    }
}

#[test]
fn the_cap_stops_a_count_too_large_for_it() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let pos = start("hex:3", 1);
    let err = perft_capped(&pos, 1, &mut MemoryCap::new(16 << 20)).unwrap_err();
    assert_eq!(err.code, "too_large");
}

/// The solver holds no more than its cap (`solve --max-memory`): its looks for a 3-turn game,
/// the proof's table, children lists and walks, the replay of the game found. Under a cap too
/// small for the proof it answers `too_large`; otherwise a game.
#[test]
fn the_solver_never_holds_more_than_its_cap() {
    use semailles::ai::clock::SystemClock;
    use semailles::ai::tricerata::solver::solve_capped;
    use std::time::Duration;
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut stopped = 0;
    for (board, stones) in [("triangle:5", 1), ("square:4", 1), ("triangle:6", 1)] {
        for cap_bytes in [2u64 << 20, 24 << 20] {
            let pos = Position::start(
                Arc::new(Board::parse_family(board).unwrap()),
                1,
                stones,
                false,
            )
            .unwrap();
            let cap = MemoryCap::new(cap_bytes);
            let (result, peak) = peak_of(|| {
                solve_capped(&pos, Duration::from_secs(20), &mut SystemClock::new(), &cap)
            });
            assert!(
                peak as u64 <= cap_bytes,
                "{board}: {peak} bytes at the peak under a cap of {cap_bytes} ({result:?})"
            );
            match result {
                Ok(sol) => assert!(sol.turns >= 3, "{board}: {sol:?}"),
                Err(e) => {
                    assert_eq!(e.code, "too_large", "{board}: {e:?}");
                    stopped += 1;
                }
            }
        }
    }
    assert!(stopped > 0, "no proof reached a cap of 2 or 24 MB");
}

/// A computer player's list of candidate turns stays within its room on a board far denser
/// than the page's: 255 cells, each beside every other, 3 stones each, where every sowing end
/// offers 254 captures. Before the list let turns go past its room, the `random` player's
/// first turn here held 977 MB (the referee's `match` reached 931 MB resident); now 70 MB.
#[test]
fn a_computer_turn_on_the_densest_board_holds_a_bounded_list() {
    use semailles::ai::tricerata::TriceratPlayer;
    use semailles::ai::{Computer, PlayerSpec};
    use semailles::game::Game;
    use semailles::tricerata::geometry::{BoardSpec, CustomSpec};
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let n: u16 = 255;
    let neighbours = (0..n)
        .map(|i| (0..n).filter(|&j| j != i).collect())
        .collect();
    let board = Board::new(BoardSpec::Custom(CustomSpec {
        neighbours,
        interior: None,
        coords: None,
    }))
    .unwrap();
    let pos = Position::start(Arc::new(board), 2, 3, false).unwrap();
    let mut player = TriceratPlayer::new(PlayerSpec::parse("random").unwrap(), 5);
    let (turn, peak) = peak_of(|| player.choose(&pos, None));
    // The turn chosen is one the rules allow, to its end.
    let mut after = pos.clone();
    for &a in turn.as_deref().expect("a turn") {
        after.play(&after.action_token(a)).unwrap();
    }
    assert_ne!(
        after.to_move(),
        pos.to_move(),
        "the turn was not played to its end"
    );
    assert!(
        peak <= 96 << 20,
        "{peak} bytes at the peak of one turn's choice"
    );
}
