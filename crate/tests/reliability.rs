//! The engine's answers to the inputs that once crashed, hung or exhausted it (issue: reliability),
//! through the library itself: each is a clear error value, in bounded time and memory.

use semailles::ai::clock::{Budget, MAX_MILLIS, NODES_PER_MS};
use semailles::ai::PlayerSpec;
use semailles::error::code;
use semailles::game::Game;
use semailles::limits::MemoryCap;
use semailles::options::{Options, Started};
use semailles::{mraha, tricerata};

#[test]
fn a_text_form_with_a_multibyte_rule_override_is_refused() {
    // Once a panic: the switch code was cut at byte 2, inside `é`.
    for text in [
        "mraha-aé.s.0000622000000000mn.0000622000000000mn",
        "mraha-é",
        "mraha-ébc.s.x.y",
        "zanzibar-€€.n.0.0",
    ] {
        let e = mraha::Position::from_text(text).unwrap_err();
        assert_eq!(e.code, code::TEXT_FORM, "{text}");
    }
}

#[test]
fn texts_and_setups_over_their_length_are_refused_before_reading() {
    let long = "t2.2.0.0.".to_string() + &"1".repeat(semailles::limits::MAX_TEXT_LEN);
    assert_eq!(
        tricerata::Position::from_text(&long).unwrap_err().code,
        code::INPUT_TOO_LONG
    );
    let long = format!("mraha.s.{}", "0".repeat(300));
    assert_eq!(
        mraha::Position::from_text(&long).unwrap_err().code,
        code::INPUT_TOO_LONG
    );
    let json = format!(
        "{{\"game\":\"mraha\"{}}}",
        " ".repeat(semailles::limits::MAX_SETUP_LEN)
    );
    assert_eq!(
        mraha::Position::from_json(&json).unwrap_err().code,
        code::INPUT_TOO_LONG
    );
}

#[test]
fn a_custom_board_over_the_largest_is_refused_before_its_cells_are_read() {
    let cells: Vec<tricerata::setup::CellSetup> = (0..100_000)
        .map(|_| tricerata::setup::CellSetup {
            neighbours: vec![0],
            interior: None,
            x: None,
            y: None,
        })
        .collect();
    let spec = tricerata::setup::BoardSetup {
        shape: "custom".into(),
        size: None,
        cells: Some(cells),
    };
    let e = spec.to_board().unwrap_err();
    assert_eq!(e.code, code::BOARD_TOO_LARGE);
}

#[test]
fn family_sizes_say_how_large_boards_go() {
    let e = tricerata::Board::parse_family("triangle:500").unwrap_err();
    assert_eq!(e.code, code::BOARD_TOO_LARGE);
    assert_eq!(
        e.message,
        "triangle:500: triangle boards go up to triangle:12"
    );
    let e = tricerata::Board::parse_family("hex:99999999999999999999999").unwrap_err();
    assert_eq!(e.code, code::SETUP_BOARD, "{e}");
    let e = tricerata::Board::parse_family("square:1").unwrap_err();
    assert_eq!(e.code, code::SETUP_BOARD);
    // A size that is no number names the family's sizes too, as one out of range does.
    for text in ["hex:-3", "hex:x", "hex:"] {
        let e = tricerata::Board::parse_family(text).unwrap_err();
        assert_eq!(
            (e.code, e.min, e.max),
            (code::SETUP_BOARD, Some(2), Some(7)),
            "{text}"
        );
    }
}

#[test]
fn budgets_are_finite_positive_and_bounded() {
    for bad in [
        "infms",
        "1e400ms",
        "-5ms",
        "NaNms",
        "0ms",
        "0",
        "ms",
        "",
        "1e3",
        "+5",
        "60001ms",
        "100000001",
    ] {
        let e = Budget::parse(bad).unwrap_err();
        assert_eq!(e.code, code::BAD_BUDGET, "{bad:?}");
    }
    let b = Budget::parse("1500ms").unwrap();
    assert_eq!(b.millis, Some(1500.0));
    // A time budget always has a node cap: it stops where no clock is given.
    assert_eq!(b.nodes, (1500.0 * NODES_PER_MS) as u64);
    assert_eq!(Budget::parse("60000ms").unwrap().millis, Some(MAX_MILLIS));
    assert_eq!(Budget::parse("2000").unwrap().nodes, 2000);
    assert!(PlayerSpec::parse("best:infms").is_err());
}

#[test]
fn a_time_budget_without_a_clock_stops() {
    // Once a search that never returned: `best:…ms` with no clock had no node limit.
    let spec = PlayerSpec::parse("best:5ms").unwrap();
    let mut player = semailles::ai::Player::new(spec, 1);
    let pos = mraha::Position::start(mraha::Rules::preset("mraha").unwrap());
    let turn = player
        .choose_turn(&pos, &semailles::ai::MrahaEval::default(), None)
        .unwrap();
    assert!(!turn.is_empty());
    assert!(player.stats.nodes <= (5.0 * NODES_PER_MS) as u64 + 64);
}

#[test]
fn perft_past_its_memory_cap_is_too_large_and_gives_the_memory_back() {
    let p = tricerata::Position::start_on("triangle:4", 2, 2, false).unwrap();
    let mut cap = MemoryCap::new(8 << 20);
    let e = tricerata::perft_capped(&p, 1, &mut cap).unwrap_err();
    assert_eq!(e.code, code::TOO_LARGE);
    assert_eq!(cap.used(), 0);
    // A count that fits gives every byte back when done.
    let q = tricerata::Position::start_on("triangle:2", 2, 1, false).unwrap();
    assert_eq!(tricerata::perft_capped(&q, 3, &mut cap).unwrap(), 234);
    assert_eq!(cap.used(), 0);
}

#[test]
fn page_options_name_the_part_at_fault() {
    let tri = |f: &dyn Fn(&mut Options)| {
        let mut o = Options {
            game: Some("tricerata".into()),
            ..Options::default()
        };
        f(&mut o);
        o.start().unwrap_err()
    };
    let e = tri(&|o| o.board = Some("triangle:500".into()));
    assert_eq!((e.code, e.part), (code::BOARD_TOO_LARGE, Some("board")));
    assert!(e.message.starts_with("triangle:500: "), "{}", e.message);
    let e = tri(&|o| o.players = Some(99));
    assert_eq!(e.part, Some("players"));
    let e = tri(&|o| o.stones = Some(7));
    assert_eq!(e.part, Some("stones"));
    let e = tri(&|o| o.text = Some("t2.2.0".into()));
    assert_eq!(e.part, Some("text"));
    let e = Options {
        game: Some("go".into()),
        ..Options::default()
    }
    .start()
    .unwrap_err();
    assert_eq!(e.part, Some("game"));
    let e = Options {
        preset: Some("chess".into()),
        ..Options::default()
    }
    .start()
    .unwrap_err();
    assert_eq!(e.part, Some("preset"));
}

#[test]
fn an_option_of_the_other_game_is_refused_by_its_part() {
    let refused = |o: Options| o.start().unwrap_err();
    let tri = |f: &dyn Fn(&mut Options)| {
        let mut o = Options {
            game: Some("tricerata".into()),
            ..Options::default()
        };
        f(&mut o);
        refused(o)
    };
    for (e, part) in [
        (tri(&|o| o.preset = Some("zanzibar".into())), "preset"),
        (
            tri(&|o| o.switches = vec![("takasia".into(), "on".into())]),
            "switches",
        ),
    ] {
        assert_eq!((e.code, e.part), (code::OTHER_GAME_OPTION, Some(part)));
    }
    let bao = |f: &dyn Fn(&mut Options)| {
        let mut o = Options::default();
        f(&mut o);
        refused(o)
    };
    for (e, part) in [
        (bao(&|o| o.board = Some("hex:3".into())), "board"),
        (bao(&|o| o.players = Some(3)), "players"),
        (bao(&|o| o.stones = Some(2)), "stones"),
        (bao(&|o| o.mort_subite = true), "mort_subite"),
    ] {
        assert_eq!((e.code, e.part), (code::OTHER_GAME_OPTION, Some(part)));
    }
    // Each game's own options alone are accepted.
    assert!(Options {
        preset: Some("zanzibar".into()),
        switches: vec![("takasia".into(), "off".into())],
        ..Options::default()
    }
    .start()
    .is_ok());
    assert!(Options {
        game: Some("tricerata".into()),
        board: Some("hex:3".into()),
        players: Some(3),
        stones: Some(2),
        mort_subite: true,
        ..Options::default()
    }
    .start()
    .is_ok());
}

#[test]
fn a_bad_move_keeps_the_legal_moves_before_it_and_names_itself() {
    let o = Options {
        game: Some("tricerata".into()),
        board: Some("triangle:2".into()),
        moves: vec!["2".into(), "1".into(), "nine".into(), "3".into()],
        ..Options::default()
    };
    let mut game = o.start().unwrap();
    let replay = game.replay(&o.moves);
    assert_eq!(replay.played, 2);
    let e = replay.refused.unwrap();
    assert_eq!(e.token.as_deref(), Some("nine"));
    assert_eq!(e.part, Some("moves"));
    assert!(e.message.starts_with("move 2 "), "{}", e.message);
    let Started::Tricerata(p) = game else {
        panic!("a Tricérata game")
    };
    let mut q = tricerata::Position::start_on("triangle:2", 2, 1, false).unwrap();
    q.play("2").unwrap();
    q.play("1").unwrap();
    assert_eq!(p, q);
}

#[test]
fn finish_my_turn_is_short_on_a_dense_custom_board() {
    // Once a million tokens: a complete graph of 40 cells, 3 stones each, lifted.
    let n = 40;
    let cells = (0..n)
        .map(|i| tricerata::setup::CellSetup {
            neighbours: (0..n).filter(|&j| j != i).map(|j| j as i64).collect(),
            interior: None,
            x: None,
            y: None,
        })
        .collect();
    let board = tricerata::setup::BoardSetup {
        shape: "custom".into(),
        size: None,
        cells: Some(cells),
    }
    .to_board()
    .unwrap();
    let mut p = tricerata::Position::start(std::sync::Arc::new(board), 2, 3, false).unwrap();
    p.play("0").unwrap();
    let path = p.finish_sowing();
    assert!(!path.is_empty() && path.len() <= 1_000_000);
    for c in path {
        p.play(&c.to_string()).unwrap();
    }
    assert!(!matches!(p.stage(), tricerata::Stage::Path { .. }));
}
