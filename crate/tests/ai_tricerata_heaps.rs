//! The heap search (`ai::tricerata::heaps`): its sowings are legal, within the drop bound and
//! end in a capture; it is deterministic; on a position where the plain candidates capture
//! little it finds most of the board, and `best` takes it with 3 players; the baselines keep
//! the plain candidates.

#[path = "tricerata_common.rs"]
mod common;

use common::{pos, random_positions};
use semailles::ai::level::Level;
use semailles::ai::tricerata::{heaps, model, root_breadth, turns};
use semailles::ai::{ComputerGame, PlayerSpec};
use semailles::game::Game;
use semailles::rng::Rng;
use semailles::tricerata::{Position, Stage};
use serde_json::json;

/// `square:5`, 3 players, the third to move after two captures of 5 and 4 (a referee's game
/// against `greedy` seats): 12 stones in small heaps. The plain root candidates capture at
/// most 8 here; piling the stones first captures 12 or more (more than the others can then
/// reach: 5 + 3 and 4 + 3 stones at most).
fn spread_heaps() -> Position {
    pos(
        json!({"game":"tricerata","board":{"shape":"square","size":5},"players":3,
        "stones":[2,0,1,0,2,0,1,0,1,0,0,0,0,0,2,1,0,0,2,0,1,0,2,0,1],
        "stores":[5,4,0],"to_move":2}),
    )
}

/// Replays `answers` from `p` as tokens, each accepted; the position after.
fn replay(p: &Position, answers: &[u16]) -> Position {
    let mut q = p.clone();
    for t in p.tokens_of(answers) {
        q.play(&t)
            .unwrap_or_else(|e| panic!("{t} refused in {}: {e}", q.to_text()));
    }
    q
}

#[test]
fn heap_sowings_are_legal_bounded_and_end_in_a_capture() {
    let mut rng = Rng::new(18);
    let mut checked = 0;
    for (board, stones) in [
        ("triangle:5", 1),
        ("square:4", 2),
        ("hex:3", 1),
        ("square:5", 3),
    ] {
        for n in [2, 3, 6] {
            let s = Position::start_on(board, n, stones, false).unwrap();
            for p in random_positions(&s, &mut rng, 3) {
                if !matches!(p.stage(), Stage::Lift | Stage::Path { .. }) {
                    continue;
                }
                let bound = turns::drop_bound(&p);
                let found = heaps::heap_sowings(&p, 40, 8);
                assert!(found.len() <= 8);
                let mut last_take = u16::MAX;
                for (answers, after) in &found {
                    let q = replay(&p, answers);
                    assert_eq!(&q, after, "the sowing leads where it says");
                    assert!(matches!(q.stage(), Stage::Capture { .. }), "{answers:?}");
                    let lift = usize::from(p.stage() == Stage::Lift);
                    assert!(answers.len() - lift <= bound, "{} drops", answers.len());
                    let take = turns::capture_take(&q);
                    assert!(take > 0 && take <= last_take, "largest capture first");
                    last_take = take;
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 50, "only {checked} sowings checked");
}

#[test]
fn heap_search_is_deterministic() {
    let p = spread_heaps();
    let a = heaps::heap_sowings(&p, 100, 10);
    let b = heaps::heap_sowings(&p, 100, 10);
    assert_eq!(
        a.iter().map(|(x, _)| x.clone()).collect::<Vec<_>>(),
        b.iter().map(|(x, _)| x.clone()).collect::<Vec<_>>()
    );
}

#[test]
fn heap_search_finds_more_than_the_plain_candidates() {
    let p = spread_heaps();
    let plain = turns::candidates(&p, turns::ROOT, 1).turns;
    let plain_max = plain
        .iter()
        .map(|t| turns::taken(&p, &t.after))
        .max()
        .unwrap();
    let heap = heaps::heap_sowings(&p, turns::SEARCH_ROOT.heaps, 1);
    let heap_max = turns::capture_take(&heap[0].1);
    assert!(heap_max >= 12, "heap search found {heap_max}");
    assert!(plain_max < heap_max, "plain {plain_max}, heaps {heap_max}");
    // The searching root's candidates include it.
    let wide = turns::candidates(&p, turns::SEARCH_ROOT, 1).turns;
    let wide_max = wide.iter().map(|t| turns::taken(&p, &t.after)).max();
    assert_eq!(wide_max, Some(heap_max));
}

#[test]
fn best_takes_the_heap_with_three_players_and_greedy_keeps_the_plain_candidates() {
    let p = spread_heaps();
    let mut best = Position::computer(PlayerSpec::parse("best:20000").unwrap(), 3);
    let q = replay(&p, &best.choose(&p, None).unwrap());
    assert!(q.stores()[2] >= 12, "best took {}", q.stores()[2]);
    assert_eq!(root_breadth(Level::Greedy).heaps, 0);
    assert_eq!(root_breadth(Level::Random).heaps, 0);
    for k in 1..=4 {
        assert_eq!(root_breadth(Level::Search(k)).heaps, 0);
    }
    assert_eq!(root_breadth(Level::Mcts), turns::SEARCH_ROOT);
    let mut greedy = Position::computer(PlayerSpec::parse("greedy").unwrap(), 3);
    let g = replay(&p, &greedy.choose(&p, None).unwrap());
    assert!(g.stores()[2] < 12, "greedy took {}", g.stores()[2]);
}

/// Level `4`'s narrow beam (3 players or more) finds a heap larger than any plain candidate
/// and smaller than `best`'s; level `3`, with the plain candidates only, cannot take it.
#[test]
fn level_4_piles_a_heap_with_three_players_where_level_3_cannot() {
    let p = spread_heaps();
    let plain_max = turns::candidates(&p, turns::ROOT, 1)
        .turns
        .iter()
        .map(|t| turns::taken(&p, &t.after))
        .max()
        .unwrap();
    let narrow = heaps::heap_sowings(&p, model::LEVEL_4_ROOT_HEAPS, 1);
    let narrow_max = turns::capture_take(&narrow[0].1);
    assert!(
        plain_max < narrow_max,
        "plain {plain_max}, narrow beam {narrow_max}"
    );
    let mut four = Position::computer(PlayerSpec::parse("4:2000").unwrap(), 3);
    let q = replay(&p, &four.choose(&p, None).unwrap());
    assert_eq!(q.stores()[2], narrow_max, "level 4 took {}", q.stores()[2]);
    let mut three = Position::computer(PlayerSpec::parse("3:2000").unwrap(), 3);
    let r = replay(&p, &three.choose(&p, None).unwrap());
    assert!(r.stores()[2] <= plain_max, "level 3 took {}", r.stores()[2]);
}
