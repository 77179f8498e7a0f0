//! What the engine says about its games (`geometry()`, `catalogue()`) checked against the rules
//! themselves: the sowing loop and the facing pits against the traces of played games, the
//! Tricérata cells against the board's adjacency, the presets against `Rules::preset`, the
//! limits against what the engine accepts and refuses, and every i18n key against the page's
//! words.

mod page_words;
use page_words::page_words;
use semailles::catalogue::{catalogue, game_entry, game_levels, OptionEntry, OptionKind, Scalar};
use semailles::describe::{Geometry, Kind, Place};
use semailles::game::Game;
use semailles::mraha::{self, board, Rules};
use semailles::rng::Rng;
use semailles::tricerata::{self, Board};
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

fn by_id(g: &Geometry) -> HashMap<&str, &Place> {
    g.places.iter().map(|p| (p.id.as_str(), p)).collect()
}

fn option<'a>(entry: &'a semailles::catalogue::GameEntry, id: &str) -> &'a OptionEntry {
    entry.options.iter().find(|o| o.id == id).unwrap()
}

fn value_ids(o: &OptionEntry) -> Vec<&str> {
    o.values.as_ref().unwrap().iter().map(|v| v.id).collect()
}

// ---- Mraha wa tso: the bao ----

#[test]
fn mraha_places_are_both_loops_then_the_hands() {
    let g = mraha::geometry();
    assert_eq!(g.game, "mraha");
    assert_eq!(g.places.len(), 2 * 16 + 2);
    for (i, p) in g.places[..32].iter().enumerate() {
        let (player, k) = (i / 16, i % 16);
        assert_eq!(p.kind, Kind::Pit);
        assert_eq!(p.owner, Some(player as u32));
        assert_eq!(p.loop_index, Some(k as u32));
        assert_eq!(board::parse_pit(&p.id), Some((player, k)), "{}", p.id);
        assert_eq!(p.label, p.id);
    }
    let stores: Vec<(&str, &str, Option<u32>)> = g.places[32..]
        .iter()
        .map(|p| (p.id.as_str(), p.label.as_str(), p.owner))
        .collect();
    assert_eq!(
        stores,
        [("store:0", "south", Some(0)), ("store:1", "north", Some(1))]
    );
    // South's hand below the board, North's above; every place inside the viewBox.
    assert_eq!(g.places[32].at, [3.5, 4.0]);
    assert_eq!(g.places[33].at, [3.5, -1.0]);
    let [x, y, w, h] = g.view_box;
    for p in &g.places {
        assert!(p.at[0] > x && p.at[0] < x + w && p.at[1] > y && p.at[1] < y + h);
    }
}

#[test]
fn mraha_roles_are_those_of_rules_section_1() {
    let g = mraha::geometry();
    let with = |role: &str| -> Vec<&str> {
        g.places
            .iter()
            .filter(|p| p.roles.contains(&role))
            .map(|p| p.id.as_str())
            .collect()
    };
    assert_eq!(with("nyumba"), ["A5", "a5"]);
    assert_eq!(with("kotso"), ["A1", "A8", "a1", "a8"]);
    assert_eq!(
        with("kimbi"),
        ["A1", "A2", "A7", "A8", "a1", "a2", "a7", "a8"]
    );
    for p in g.places.iter().filter(|p| p.kind == Kind::Pit) {
        let front = p.id[..1].eq_ignore_ascii_case("a");
        assert_eq!(p.roles.contains(&"front"), front, "{}", p.id);
        assert_eq!(p.roles.contains(&"back"), !front, "{}", p.id);
    }
}

#[test]
fn mraha_layout_puts_south_at_the_bottom_and_mirrors_north() {
    let g = mraha::geometry();
    let at = |id: &str| by_id(&g)[id].at;
    // Rules §1: South's nyumba is column 5 from the left (index 4), North's column 4 (index 3).
    assert_eq!(at("A5"), [4.0, 2.0]);
    assert_eq!(at("a5"), [3.0, 1.0]);
    assert_eq!(at("A1"), [0.0, 2.0]);
    assert_eq!(at("B1"), [0.0, 3.0]);
    assert_eq!(at("a1"), [7.0, 1.0]);
    assert_eq!(at("b1"), [7.0, 0.0]);
    // Facing front pits share a column; no two pits share a square.
    let mut squares = BTreeSet::new();
    for p in g.places.iter().filter(|p| p.kind == Kind::Pit) {
        assert!(squares.insert((p.at[0] as i32, p.at[1] as i32)), "{}", p.id);
        if let Some(f) = &p.faces {
            assert_eq!(at(f)[0], p.at[0], "{} faces {f}", p.id);
        }
    }
}

#[test]
fn mraha_loop_and_facing_pits_are_consistent() {
    let g = mraha::geometry();
    let places = by_id(&g);
    for p in g.places.iter().filter(|p| p.kind == Kind::Pit) {
        let next = p.next.as_ref().unwrap();
        // One step each way round the owner's loop, and back.
        assert_eq!(places[next.r.as_str()].next.as_ref().unwrap().l, p.id);
        assert_eq!(places[next.l.as_str()].next.as_ref().unwrap().r, p.id);
        assert_eq!(places[next.r.as_str()].owner, p.owner);
        let k = p.loop_index.unwrap();
        assert_eq!(places[next.r.as_str()].loop_index, Some((k + 1) % 16));
        // Only front pits face a pit: the opponent's, which faces back.
        match &p.faces {
            Some(f) => {
                assert!(p.roles.contains(&"front"));
                assert_ne!(places[f.as_str()].owner, p.owner);
                assert_eq!(places[f.as_str()].faces.as_deref(), Some(p.id.as_str()));
            }
            None => assert!(p.roles.contains(&"back"), "{}", p.id),
        }
    }
    assert_eq!(places["A1"].faces.as_deref(), Some("a8"));
    assert_eq!(places["A1"].next.as_ref().unwrap().r, "A2");
    assert_eq!(places["A1"].next.as_ref().unwrap().l, "B1");
}

/// Played games: every seed sown lands on the next pit of the loop (either way) after the one
/// before it, captured seeds enter at a kotso, a capture takes the pit facing the last seed
/// sown, and every pit the trace or a start token names is a place.
#[test]
fn mraha_traces_follow_the_described_loop_and_facing_pits() {
    let g = mraha::geometry();
    let places = by_id(&g);
    let mut rng = Rng::new(12);
    let mut captures = 0;
    for preset in ["mraha", "zanzibar", "kujifunza"] {
        for _ in 0..6 {
            let mut pos = mraha::Position::start(Rules::preset(preset).unwrap());
            let (mut last, mut entering): (Option<String>, Option<String>) = (None, None);
            for _ in 0..400 {
                let legal = pos.legal_tokens();
                if legal.is_empty() {
                    break;
                }
                for t in &legal {
                    if t.len() == 3 {
                        assert!(places.contains_key(&t[..2]), "token {t}");
                    }
                }
                let token = legal[rng.below(legal.len())].clone();
                for e in pos.play(&token).unwrap() {
                    use mraha::Event::*;
                    match e {
                        Lift { pit, .. } | Relay { pit, .. } | Tax { pit, .. } => {
                            last = Some(pit);
                        }
                        Sow { pit } => {
                            match (entering.take(), last.take()) {
                                // Captured seeds are sown starting in the kotso itself.
                                (Some(kotso), _) => assert_eq!(pit, kotso),
                                (None, Some(prev)) => {
                                    let next = places[prev.as_str()].next.as_ref().unwrap();
                                    assert!(pit == next.r || pit == next.l, "{prev} then {pit}");
                                }
                                (None, None) => panic!("a seed from nowhere: {pit}"),
                            }
                            last = Some(pit);
                        }
                        Enter { kotso, .. } => {
                            assert!(places[kotso.as_str()].roles.contains(&"kotso"));
                            entering = Some(kotso);
                        }
                        Capture { pit, .. } => {
                            let sown = last.clone().expect("a capture follows a seed");
                            assert_eq!(places[sown.as_str()].faces.as_deref(), Some(pit.as_str()));
                            captures += 1;
                        }
                        // In namua a seed from the hand starts the turn (and may capture).
                        Place { pit } => last = Some(pit),
                        NyumbaStop { pit } | TakasiaStop { pit } => {
                            assert!(places.contains_key(pit.as_str()));
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    assert!(captures > 50, "the games captured {captures} times");
}

// ---- Tricérata: the cells ----

fn all_boards() -> Vec<Board> {
    let mut out = Vec::new();
    for f in tricerata::geometry::FAMILIES {
        for n in f.sizes.0..=f.sizes.1 {
            out.push(Board::parse_family(&format!("{}:{n}", f.name)).unwrap());
        }
    }
    out
}

#[test]
fn tricerata_cells_are_the_boards_adjacency_and_the_engines_tokens() {
    for b in all_boards() {
        let b = Arc::new(b);
        for players in [1, 2, 6] {
            let g = b.geometry(players);
            assert_eq!(g.game, "tricerata");
            let board = g.board.as_ref().unwrap();
            assert_eq!((board.shape, board.size), (b.shape_name(), b.size()));
            let (cells, stores): (Vec<&Place>, Vec<&Place>) =
                g.places.iter().partition(|p| p.kind == Kind::Cell);
            assert_eq!(cells.len(), b.cells());
            for (c, p) in cells.iter().enumerate() {
                assert_eq!(p.id, c.to_string());
                assert_eq!(p.owner, None);
                let want: Vec<String> = b.neighbours(c).iter().map(|n| n.to_string()).collect();
                assert_eq!(p.neighbours.as_ref(), Some(&want));
                let role = if b.is_interior(c) { "interior" } else { "edge" };
                assert_eq!(p.roles, [role]);
                assert!(p.loop_index.is_none() && p.next.is_none() && p.faces.is_none());
            }
            assert_eq!(stores.len(), players);
            for (i, s) in stores.iter().enumerate() {
                assert_eq!(s.kind, Kind::Store);
                assert_eq!(
                    (s.id.clone(), s.owner),
                    (format!("store:{i}"), Some(i as u32))
                );
                assert_eq!(s.label, i.to_string());
            }
            // At the start every cell may be lifted: the cell ids are exactly the legal tokens.
            let pos = tricerata::Position::start(b.clone(), players, 1, false).unwrap();
            let ids: BTreeSet<String> = cells.iter().map(|p| p.id.clone()).collect();
            assert_eq!(ids, pos.legal_tokens().into_iter().collect());
        }
    }
}

#[test]
fn geometry_serialises_every_field_of_the_contract() {
    let want = [
        "id",
        "label",
        "kind",
        "owner",
        "roles",
        "loop",
        "next",
        "faces",
        "neighbours",
        "at",
        "polygon",
    ];
    let mraha = serde_json::to_value(mraha::geometry()).unwrap();
    let tri = serde_json::to_value(Board::parse_family("hex:2").unwrap().geometry(3)).unwrap();
    for g in [&mraha, &tri] {
        for key in ["game", "board", "view_box", "store_radius", "places"] {
            assert!(g.get(key).is_some(), "{key}");
        }
        for p in g["places"].as_array().unwrap() {
            let keys: Vec<&str> = p.as_object().unwrap().keys().map(String::as_str).collect();
            assert_eq!(keys.len(), want.len(), "{p}");
            assert!(want.iter().all(|k| keys.contains(k)), "{p}");
        }
    }
    assert_eq!(mraha["board"], Value::Null);
    assert_eq!(mraha["places"][0]["next"]["R"], "A2");
    assert_eq!(tri["board"]["shape"], "hex");
    assert_eq!(tri["board"]["size"], 2);
    assert_eq!(tri["places"][0]["kind"], "cell");
}

// ---- The catalogue ----

#[test]
fn catalogue_lists_both_games_mraha_first() {
    let c = catalogue();
    let ids: Vec<&str> = c.games.iter().map(|g| g.id).collect();
    assert_eq!(ids, ["mraha", "tricerata"]);
    assert_eq!(game_entry("tricerata").unwrap().id, "tricerata");
    assert!(game_entry("chess").is_none());
}

#[test]
fn mraha_presets_set_exactly_what_rules_preset_gives() {
    let entry = game_entry("mraha").unwrap();
    let preset = option(&entry, "preset");
    assert_eq!(value_ids(preset), ["mraha", "zanzibar", "kujifunza"]);
    assert_eq!(preset.default, Scalar::Text("mraha".into()));
    for v in preset.values.as_ref().unwrap() {
        let want = Rules::preset(v.id).unwrap();
        let sets = v.sets.as_ref().unwrap();
        assert_eq!(sets.len(), mraha::rules::SWITCHES.len());
        // Setting each switch to the listed value on any other preset gives this preset's rules.
        let mut rules = Rules::preset(v.id).unwrap();
        rules.set("takasia", "on").unwrap();
        rules.set("central_entry", "ahead").unwrap();
        for (s, value) in sets {
            assert_eq!(want.get(s).as_deref(), Some(value.as_str()), "{} {s}", v.id);
            rules.set(s, value).unwrap();
        }
        assert_eq!(rules, want);
    }
}

/// A preset names the switches a new game of it never consults (the dialog greys them), and
/// those switches really change nothing: the same random games, decision by decision, whatever
/// their values.
#[test]
fn mraha_presets_name_the_switches_their_games_never_consult() {
    let entry = game_entry("mraha").unwrap();
    let unused: HashMap<&str, Vec<&str>> = option(&entry, "preset")
        .values
        .as_ref()
        .unwrap()
        .iter()
        .map(|v| (v.id, v.unused.clone().unwrap()))
        .collect();
    assert_eq!(unused["mraha"], Vec::<&str>::new());
    assert_eq!(unused["zanzibar"], Vec::<&str>::new());
    assert_eq!(unused["kujifunza"], ["namua_singletons", "nyumba_stop"]);
    let other = |s: &str, v: &str| {
        let values = mraha::rules::switch_values(s).unwrap();
        *values.iter().find(|&&x| x != v).unwrap()
    };
    for (preset, switches) in &unused {
        let plain = Rules::preset(preset).unwrap();
        let mut changed = plain;
        for s in switches {
            changed.set(s, other(s, &plain.get(s).unwrap())).unwrap();
        }
        let mut rng = Rng::new(7);
        for _ in 0..40 {
            let (mut a, mut b) = (
                mraha::Position::start(plain),
                mraha::Position::start(changed),
            );
            for _ in 0..300 {
                let legal = a.legal_tokens();
                assert_eq!(legal, b.legal_tokens(), "{preset}");
                if legal.is_empty() {
                    break;
                }
                let token = &legal[rng.below(legal.len())];
                assert_eq!(
                    a.play(token).unwrap(),
                    b.play(token).unwrap(),
                    "{preset} {token}"
                );
            }
        }
    }
}

#[test]
fn mraha_switches_offer_every_value_the_engine_takes_and_no_other() {
    let entry = game_entry("mraha").unwrap();
    let ids: Vec<&str> = entry.options.iter().map(|o| o.id).collect();
    let mut want = vec!["preset"];
    want.extend(mraha::rules::SWITCHES);
    assert_eq!(ids, want, "the keys of the view's rules");
    let default = Rules::preset("mraha").unwrap();
    for o in &entry.options[1..] {
        assert_eq!(o.kind, OptionKind::Choice);
        assert_eq!(o.default, Scalar::Text(default.get(o.id).unwrap()));
        for v in value_ids(o) {
            let mut r = default;
            r.set(o.id, v).unwrap();
            assert_eq!(r.get(o.id).as_deref(), Some(v));
        }
        // Every value of the switch is listed: each one the presets or the rules can hold.
        assert!(Rules::preset("mraha")
            .unwrap()
            .set(o.id, "nonsense")
            .is_err());
    }
    let values = |id| value_ids(option(&entry, id)).join(" ");
    assert_eq!(values("central_entry"), "sustain free ahead");
    assert_eq!(values("first_player"), "south north");
    assert_eq!(values("takasia"), "off on");
    assert_eq!(
        (entry.players.min, entry.players.max, entry.players.default),
        (2, 2, 2)
    );
}

#[test]
fn tricerata_limits_are_those_the_engine_enforces() {
    let entry = game_entry("tricerata").unwrap();
    let ids: Vec<&str> = entry.options.iter().map(|o| o.id).collect();
    assert_eq!(ids, ["board", "size", "stones", "players", "mort_subite"]);
    let board = option(&entry, "board");
    assert_eq!(value_ids(board), ["triangle", "square", "hex"]);
    let size = option(&entry, "size");
    assert_eq!(size.range_by, Some("board"));
    for (family, r) in size.ranges.as_ref().unwrap() {
        let ok = |n: u32| Board::parse_family(&format!("{family}:{n}")).is_ok();
        assert!(ok(r.min) && ok(r.max) && ok(r.default), "{family}");
        assert!(!ok(r.min - 1) && !ok(r.max + 1), "{family}");
    }
    let start = |players: u32, stones: u32, mort_subite: bool| {
        tricerata::Position::start(
            Arc::new(tricerata::geometry::default_board()),
            players as usize,
            stones as u8,
            mort_subite,
        )
    };
    let stones = option(&entry, "stones");
    let (lo, hi) = (stones.min.unwrap(), stones.max.unwrap());
    assert!(start(2, lo, false).is_ok() && start(2, hi, false).is_ok());
    assert!(start(2, lo - 1, false).is_err() && start(2, hi + 1, false).is_err());
    let players = option(&entry, "players");
    let (lo, hi) = (players.min.unwrap(), players.max.unwrap());
    assert_eq!((lo, hi), (entry.players.min, entry.players.max));
    assert!(start(lo, 1, false).is_ok() && start(hi, 1, false).is_ok());
    assert!(start(lo - 1, 1, false).is_err() && start(hi + 1, 1, false).is_err());
    let mort = option(&entry, "mort_subite");
    assert_eq!(mort.kind, OptionKind::Flag);
    assert_eq!(mort.default, Scalar::Text("off".into()));
    let needs = mort.requires.as_ref().unwrap();
    assert_eq!(needs.option, "players");
    assert!(start(needs.min, 1, true).is_ok() && start(needs.min - 1, 1, true).is_err());
    // The defaults are the game the page starts when nothing is chosen.
    let json = serde_json::to_value(&entry).unwrap();
    assert_eq!(json["options"][1]["default"], 4);
    assert_eq!(json["options"][1]["min"], Value::Null);
    assert_eq!(json["players"]["default"], 2);
}

#[test]
fn levels_are_specs_the_computer_players_read() {
    use semailles::ai::PlayerSpec;
    let c = catalogue();
    let ids: Vec<&str> = c.levels.seats.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids, ["1", "2", "3", "4", "5"]);
    assert!(c.levels.seats.iter().all(|s| s.nodes.is_none()));
    PlayerSpec::parse(&c.levels.hint).unwrap();
    assert_eq!(c.levels.hint, "best:600ms");
    for (id, spec) in &c.levels.page_thread {
        let parsed = PlayerSpec::parse(spec).unwrap();
        assert_eq!(parsed.level, PlayerSpec::parse(id).unwrap().level);
    }
    assert_eq!(c.levels.page_thread["1"], "1");
    assert_eq!(c.levels.page_thread["5"], "5:200ms");
    // The hint, asked on the page's thread, is shortened like the levels with a time limit.
    assert_eq!(c.levels.page_thread[&c.levels.hint], "best:200ms");
    for (game, l) in [
        ("mraha", game_levels::<mraha::Position>()),
        ("tricerata", game_levels::<tricerata::Position>()),
    ] {
        for s in &l.seats {
            let spec = PlayerSpec::parse(&s.spec).unwrap();
            assert!(s.nodes.unwrap() > 0);
            assert_eq!(s.millis, spec.style().budget.millis, "{game} {}", s.id);
        }
    }
    assert_eq!(
        game_levels::<mraha::Position>().seats[0].nodes,
        Some(PlayerSpec::parse("1").unwrap().style().budget.nodes)
    );
}

/// Every i18n key the catalogue names, in every string field that holds one.
fn catalogue_keys() -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let c = catalogue();
    for g in &c.games {
        keys.insert(g.label.clone());
        for o in &g.options {
            keys.insert(o.label.clone());
            keys.extend(o.help.clone());
            for v in o.values.iter().flatten() {
                keys.insert(v.label.clone());
                keys.extend(v.help.clone());
            }
        }
    }
    keys.extend(c.levels.seats.iter().map(|s| s.label.clone()));
    keys
}

#[test]
fn every_catalogue_key_is_in_both_languages() {
    for lang in ["en", "fr"] {
        let words = page_words(lang);
        for key in catalogue_keys() {
            let text = words.get(&key).and_then(Value::as_str);
            assert!(
                text.is_some_and(|t| !t.is_empty()),
                "www/i18n/{lang}.json and its parts lack {key}"
            );
        }
    }
}
