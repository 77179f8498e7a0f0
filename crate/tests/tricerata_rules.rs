//! One scenario per rule and per choice of the rules document (`shared/rules/tricerata.md`):
//! a literal setup, the tokens, the expected setup. Every expected board was worked out by hand
//! (the comments show the steps).

#[path = "tricerata_common.rs"]
mod common;

use common::{play, pos};
use semailles::error::code;
use semailles::game::{Decision, Game};
use semailles::tricerata::{Event, Position};
use serde_json::json;

/// Triangle of 2 rows: cells 0, 1, 3 around the interior cell 2.
fn t2(players: u8, stones: [u16; 4], stores: &[u16], to_move: u8) -> Position {
    pos(
        json!({"game":"tricerata","board":{"shape":"triangle","size":2},"players":players,
        "stones":stones,"stores":stores,"to_move":to_move,"turns":0,"mort_subite":false}),
    )
}

fn expect(p: &Position, want: serde_json::Value) {
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&p.to_json()).unwrap(),
        want,
        "position {}",
        p.to_text()
    );
}

#[test]
fn lift_takes_all_the_stones_of_a_non_empty_cell() {
    let mut p = t2(2, [0, 1, 3, 0], &[0, 0], 0);
    assert_eq!(
        p.legal_tokens(),
        ["1", "2"],
        "only non-empty cells are lifted"
    );
    play(&mut p, &["2"]);
    expect(
        &p,
        json!({"game":"tricerata","board":{"shape":"triangle","size":2},"players":2,
            "stones":[0,1,0,0],"stores":[0,0],"to_move":0,"turns":0,"mort_subite":false,
            "pending":{"decision":"path","cell":2,"hand":3}}),
    );
}

#[test]
fn each_stone_goes_to_a_cell_adjacent_to_the_last_one() {
    // Lift 0 (2 stones): the first stone goes next to 0 (only 2), the second next to 2.
    let mut p = t2(2, [2, 0, 0, 0], &[0, 0], 0);
    play(&mut p, &["0"]);
    assert_eq!(p.legal_tokens(), ["2"]);
    let before = p.clone();
    let e = p.play("1").unwrap_err();
    assert_eq!(e.code, code::ILLEGAL_TOKEN);
    assert_eq!(p, before, "a refused token changes nothing");
    play(&mut p, &["2"]);
    assert_eq!(p.legal_tokens(), ["0", "1", "3"]);
}

#[test]
fn forced_answers_are_still_decisions() {
    // The corner's single neighbour and a single capturable neighbour are asked all the same.
    let mut p = t2(2, [1, 0, 0, 1], &[0, 0], 0);
    play(&mut p, &["0"]);
    assert_eq!(p.decision(), Decision::Path);
    assert_eq!(p.legal_tokens(), ["2"]);
    play(&mut p, &["2"]); // 2 was empty; neighbour 3 holds a stone
    assert_eq!(p.decision(), Decision::Capture);
    assert_eq!(p.legal_tokens(), ["3"]);
}

#[test]
fn path_is_free_it_turns_back_and_reenters_the_lifted_cell() {
    // Lift 2 (3): drop 0 [1,0,0,0], back into the lifted 2 [1,0,1,0], 0 again [2,0,1,0]: 0 was
    // occupied, relay 2 stones from 0 [0,0,1,0]; drop 2 [0,0,2,0], 0 [1,0,2,0]: 0 was empty and
    // its neighbour 2 holds 2: capture them.
    let mut p = t2(2, [0, 0, 3, 0], &[0, 0], 0);
    play(&mut p, &["2", "0", "2", "0", "2", "0", "2"]);
    expect(
        &p,
        json!({"game":"tricerata","board":{"shape":"triangle","size":2},"players":2,
            "stones":[1,0,0,0],"stores":[2,0],"to_move":1,"turns":1,"mort_subite":false}),
    );
}

#[test]
fn relay_when_the_last_stone_falls_on_an_occupied_cell() {
    // Lift 0 (1) into 2 (1 → 2): relay, the 2 stones of cell 2 are in hand.
    let mut p = t2(2, [1, 1, 1, 1], &[0, 0], 0);
    let mut events = p.play("0").unwrap();
    events.extend(p.play("2").unwrap());
    expect(
        &p,
        json!({"game":"tricerata","board":{"shape":"triangle","size":2},"players":2,
            "stones":[0,1,0,1],"stores":[0,0],"to_move":0,"turns":0,"mort_subite":false,
            "pending":{"decision":"path","cell":2,"hand":2}}),
    );
    assert_eq!(
        events,
        [
            Event::Lift {
                player: 0,
                cell: 0,
                stones: 1
            },
            Event::Sow { cell: 2, hand: 0 },
            Event::Relay { cell: 2, stones: 2 },
        ]
    );
}

#[test]
fn capture_a_chosen_non_empty_neighbour_of_the_last_cell() {
    // Lift 0 → 2 relays 2: drop 1 [0,2,0,1], drop 2 [0,2,1,1]: 2 was empty; neighbours 1 (2)
    // and 3 (1) hold stones, 0 is empty: the choice is 1 or 3. Take 3.
    let mut p = t2(2, [1, 1, 1, 1], &[0, 0], 0);
    play(&mut p, &["0", "2", "1", "2"]);
    assert_eq!(p.decision(), Decision::Capture);
    assert_eq!(p.legal_tokens(), ["1", "3"]);
    let events = p.play("3").unwrap();
    expect(
        &p,
        json!({"game":"tricerata","board":{"shape":"triangle","size":2},"players":2,
            "stones":[0,2,1,0],"stores":[1,0],"to_move":1,"turns":1,"mort_subite":false}),
    );
    assert_eq!(
        events,
        [
            Event::Capture {
                player: 0,
                cell: 3,
                stones: 1
            },
            Event::TurnEnd {
                player: 0,
                turns: 1
            },
        ]
    );
}

#[test]
fn seizure_is_the_next_players_turn() {
    // Triangle of 3 rows, 3 players. Lift 0 into 2: its neighbours 0, 1, 3 are empty, so
    // player 1 seizes (2 or 4); then player 2 lifts.
    let mut p = pos(
        json!({"game":"tricerata","board":{"shape":"triangle","size":3},
        "players":3,"stones":[1,0,0,0,2,0,0,0,0],"stores":[0,0,0],"to_move":0}),
    );
    play(&mut p, &["0", "2"]);
    assert_eq!(p.decision(), Decision::Seize);
    assert_eq!(p.to_move(), 1);
    assert_eq!(p.turns(), 1, "the sowing turn is over");
    assert_eq!(p.legal_tokens(), ["2", "4"]);
    play(&mut p, &["4"]);
    expect(
        &p,
        json!({"game":"tricerata","board":{"shape":"triangle","size":3},"players":3,
            "stones":[0,0,1,0,0,0,0,0,0],"stores":[0,2,0],"to_move":2,"turns":2,
            "mort_subite":false}),
    );
}

#[test]
fn solitaire_seizure_is_a_turn() {
    let mut p = t2(1, [1, 0, 0, 0], &[0], 0);
    play(&mut p, &["0", "2"]);
    assert_eq!(p.decision(), Decision::Seize);
    assert_eq!(p.to_move(), 0, "the solitaire player seizes himself");
    play(&mut p, &["2"]);
    let o = p.outcome().expect("the board is empty");
    assert_eq!(o.turns, Some(2), "sowing + seizure");
    assert_eq!(o.winners, [0]);
    assert_eq!(o.reason, "board_empty");
}

#[test]
fn game_ends_when_the_board_is_empty_and_the_largest_store_wins() {
    let mut p = t2(2, [1, 0, 0, 0], &[3, 0], 0);
    play(&mut p, &["0", "2", "2"]);
    let o = p.outcome().unwrap();
    assert_eq!((o.winners, o.reason), (vec![0], "board_empty"));
    assert_eq!(o.scores, Some(vec![3, 1]));
    assert_eq!(p.decision(), Decision::Over);
    assert!(p.legal_tokens().is_empty());
    assert_eq!(p.play("0").unwrap_err().code, code::GAME_OVER);
}

#[test]
fn equal_highest_stores_share_the_win() {
    let mut p = t2(2, [1, 0, 0, 0], &[1, 0], 0);
    play(&mut p, &["0", "2", "2"]);
    assert_eq!(p.outcome().unwrap().winners, [0, 1]);
}

fn t3_mort(mort: bool, stones: [u16; 9]) -> Position {
    pos(
        json!({"game":"tricerata","board":{"shape":"triangle","size":3},"players":2,
        "stones":stones,"stores":[0,0],"to_move":0,"turns":0,"mort_subite":mort}),
    )
}

#[test]
fn mort_subite_bequeaths_every_stone_to_the_next_player() {
    // Lift 0 into the interior cell 2, whose neighbours 0, 1, 3 are empty: the 1 + 2 stones
    // left on the board (the last one included) go to player 1 and the game ends.
    let mut p = t3_mort(true, [1, 0, 0, 0, 0, 0, 0, 0, 2]);
    play(&mut p, &["0", "2"]);
    expect(
        &p,
        json!({"game":"tricerata","board":{"shape":"triangle","size":3},"players":2,
            "stones":[0,0,0,0,0,0,0,0,0],"stores":[0,3],"to_move":1,"turns":1,
            "mort_subite":true,"ended":"mort_subite"}),
    );
    let o = p.outcome().unwrap();
    assert_eq!((o.winners, o.reason), (vec![1], "mort_subite"));
}

#[test]
fn mort_subite_spares_edge_cells() {
    // Lift 2 into the corner 0: alone, but on the edge: an ordinary seizure.
    let mut p = t3_mort(true, [0, 0, 1, 0, 0, 0, 0, 0, 2]);
    play(&mut p, &["2", "0"]);
    assert_eq!(p.decision(), Decision::Seize);
    assert_eq!(p.to_move(), 1);
}

#[test]
fn mort_subite_off_gives_a_seizure() {
    let mut p = t3_mort(false, [1, 0, 0, 0, 0, 0, 0, 0, 2]);
    play(&mut p, &["0", "2"]);
    assert_eq!(p.decision(), Decision::Seize);
}

#[test]
fn mort_subite_needs_two_players() {
    let e = Position::from_json(
        &json!({"game":"tricerata","board":{"shape":"triangle","size":2},"players":1,
            "stones":[1,1,1,1],"stores":[0],"to_move":0,"mort_subite":true})
        .to_string(),
    )
    .unwrap_err();
    assert_eq!(e.code, code::SETUP_INCONSISTENT);
}

#[test]
fn legal_tokens_are_sorted_numerically() {
    let p = pos(
        json!({"game":"tricerata","board":{"shape":"triangle","size":4},"players":2,
        "stones":vec![1u16; 16],"stores":[0,0],"to_move":0}),
    );
    let want: Vec<String> = (0..16).map(|i| i.to_string()).collect();
    assert_eq!(p.legal_tokens(), want, "2 before 10");
}

#[test]
fn tokens_are_plain_decimal_cell_ids() {
    let mut p = t2(2, [1, 1, 1, 1], &[0, 0], 0);
    for bad in ["00", "+0", "x", "", "4", "65536"] {
        let e = p.play(bad).unwrap_err();
        assert_eq!(e.code, code::UNKNOWN_TOKEN, "{bad:?}");
    }
    play(&mut p, &["0"]);
    assert_eq!(p.play("3").unwrap_err().code, code::ILLEGAL_TOKEN);
}

/// Two cells side by side: the smallest network on which the loop of section 3 can be shown.
fn pair(x: u16, y: u16) -> Position {
    pos(
        json!({"game":"tricerata","board":{"shape":"custom","cells":[
        {"neighbours":[1]},{"neighbours":[0]}]},"players":1,"stones":[x,y],"stores":[0],
        "to_move":0}),
    )
}

#[test]
fn relay_loop_comes_back_to_the_same_in_turn_state() {
    // Three mutually adjacent cells X = 3, Y = 1, Z = 0: lift X, sow Y X Y, relay Y (3), sow
    // X Y X, relay X (3): where it started (a loop the player chose; Z could end it).
    let tri = json!({"shape":"custom","cells":[{"neighbours":[1,2]},{"neighbours":[0,2]},
        {"neighbours":[0,1]}]});
    let mut p = pos(
        json!({"game":"tricerata","board":tri,"players":1,"stones":[3,1,0],
        "stores":[0],"to_move":0}),
    );
    play(&mut p, &["0"]);
    let after_lift = p.clone();
    play(&mut p, &["1", "0", "1", "0", "1", "0"]);
    assert_eq!(p, after_lift);
    assert_eq!(p.to_text(), after_lift.to_text());
}

#[test]
fn relay_loop_enumeration_ends_and_keeps_the_only_finishing_turn() {
    // Lifting X can never end (two cells force the path). Lifting Y: into X (4) relay;
    // Y X Y X → [2,2], relay X (2); Y X → X alone next to Y (3): capture Y. One turn in all.
    let p = pair(3, 1);
    let turns = p.complete_turns();
    assert_eq!(turns.len(), 1);
    assert_eq!(*turns[0].actions, [1, 0, 1, 0, 1, 0, 1, 0, 1]);
    assert_eq!(turns[0].after.stones(), [1, 0]);
    assert_eq!(turns[0].after.stores(), [3]);
    // Lifting X would start a sowing that can never end: not a legal lift (engine's rule).
    let mut q = pair(3, 1);
    assert_eq!(q.legal_tokens(), ["1"]);
    let e = q.play("0").unwrap_err();
    assert_eq!(e.code, "illegal_token");
    assert_eq!(q, pair(3, 1), "a refused lift changes nothing");
}

#[test]
fn a_game_whose_every_lift_could_never_end_is_over() {
    // X = 3, Y = 5: each lift loops for ever; the game ends there, the stones left to nobody.
    let p = pair(3, 5);
    assert_eq!(p.decision(), Decision::Over);
    assert!(p.legal_tokens().is_empty());
    let o = p.outcome().unwrap();
    assert_eq!(o.reason, "no_sowing_ends");
    // The same position read from its text form is over too.
    assert_eq!(Position::from_text(&p.to_text()).unwrap(), p);
}

#[test]
fn a_setup_inside_a_sowing_that_can_never_end_is_refused() {
    let e = Position::from_json(
        &json!({"game":"tricerata","board":{"shape":"custom","cells":[{"neighbours":[1]},
        {"neighbours":[0]}]},"players":1,"stones":[0,1],"stores":[0],"to_move":0,
        "pending":{"decision":"path","cell":0,"hand":3}})
        .to_string(),
    )
    .unwrap_err();
    assert_eq!(e.code, "setup_inconsistent");
    assert!(e.message.contains("can ever end"), "{}", e.message);
}

#[test]
fn every_next_cell_offered_keeps_the_sowing_able_to_end() {
    // A path of three cells 0-1-2 and a pendant: any state reached through legal answers can
    // still end, so random legal play always finishes its sowings.
    let board = json!({"shape":"custom","cells":[{"neighbours":[1]},{"neighbours":[0,2,3]},
        {"neighbours":[1]},{"neighbours":[1]}]});
    for seed in 0..200u64 {
        let mut p = pos(json!({"game":"tricerata","board":board,"players":2,
            "stones":[3,1,2,1],"stores":[0,0],"to_move":0}));
        let mut rng = semailles::rng::Rng::new(seed);
        let mut decisions = 0;
        while p.outcome().is_none() {
            let legal = p.legal_tokens();
            assert!(!legal.is_empty());
            let t = legal[rng.below(legal.len())].clone();
            p.play(&t).unwrap();
            decisions += 1;
            assert!(decisions < 100_000, "seed {seed}: a game that does not end");
        }
    }
}

#[test]
fn positions_reached_by_different_paths_inside_a_turn_compare_equal() {
    // Three mutually adjacent cells: from 0 with 3 in hand, 1-2-0 and 2-1-0 drop the same
    // stones and end on the same cell.
    let tri = json!({"shape":"custom","cells":[{"neighbours":[1,2]},{"neighbours":[0,2]},
        {"neighbours":[0,1]}]});
    let start = pos(
        json!({"game":"tricerata","board":tri,"players":2,"stones":[3,1,1],
        "stores":[0,0],"to_move":0}),
    );
    let (mut a, mut b) = (start.clone(), start);
    play(&mut a, &["0", "1", "2", "0"]);
    play(&mut b, &["0", "2", "1", "0"]);
    assert_eq!(a, b);
    assert_eq!(a.to_text(), b.to_text());
}

#[test]
fn finish_sowing_ends_the_sowing_by_the_shortest_way() {
    // One stone in hand at 2: 1 and 3 are occupied (a relay), 0 is empty: drop there.
    let mut p = t2(2, [0, 1, 0, 1], &[0, 0], 0);
    p = pos(
        json!({"game":"tricerata","board":{"shape":"triangle","size":2},"players":2,
        "stones":p.stones(),"stores":[0,0],"to_move":0,"pending":{"decision":"path","cell":2,"hand":1}}),
    );
    assert_eq!(p.finish_sowing(), [0]);
    // From a start of a larger board, after a lift: the path always ends the sowing.
    let mut q = pos(
        json!({"game":"tricerata","board":{"shape":"triangle","size":5},
        "players":2,"stones":vec![3u16; 25],"stores":[0,0],"to_move":0}),
    );
    play(&mut q, &["12"]);
    let path = q.finish_sowing();
    assert!(!path.is_empty());
    for c in path {
        q.play(&c.to_string()).unwrap();
    }
    assert!(matches!(q.decision(), Decision::Capture | Decision::Seize));
}

#[test]
fn a_turn_counts_when_it_ends() {
    let mut p = t2(2, [1, 1, 1, 1], &[0, 0], 0);
    play(&mut p, &["0", "2", "1", "2"]);
    assert_eq!((p.turns(), p.to_move()), (0, 0), "capture still pending");
    play(&mut p, &["1"]);
    assert_eq!((p.turns(), p.to_move()), (1, 1));
}
