//! The error registry (crate/src/error.rs) against the page's words (`www/i18n/`: the first
//! board's words and the parts loaded on demand): every code the engine can throw has its
//! message in every language, game by game where a game has its own, with the registry's very
//! text; the page has no error message the engine lacks.

mod page_words;
use page_words::page_words;
use semailles::error::{Message, MESSAGES};
use std::collections::BTreeSet;

const LANGS: [&str; 2] = ["en", "fr"];
/// The page's own fallback for a code it has no message for (an engine newer than the page).
const PAGE_FALLBACK: &str = "error.unknown";

fn key(m: &Message) -> String {
    match m.game {
        None => format!("error.{}", m.code),
        Some(g) => format!("error.{}.{g}", m.code),
    }
}

fn text(m: &Message, lang: &str) -> &'static str {
    if lang == "fr" {
        m.fr
    } else {
        m.en
    }
}

/// The codes declared in `error::code`, read from its source (the list cannot drift from the
/// declarations it is read from).
fn declared_codes() -> BTreeSet<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/error.rs");
    let src = std::fs::read_to_string(path).unwrap();
    let module = src.split("pub mod code {").nth(1).expect("the code module");
    let module = module.split("\n}").next().unwrap();
    module
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub const "))
        .filter(|l| l.contains(": &str ="))
        .map(|l| l.split('"').nth(1).expect("a string code").to_string())
        .collect()
}

#[test]
fn every_declared_code_has_a_general_message() {
    let codes = declared_codes();
    assert!(codes.len() >= 17, "{codes:?}");
    for code in &codes {
        // The referee's own codes are no words of the page (it writes to no stdout).
        let referee_only = semailles::error::code::REFEREE_ONLY.contains(&code.as_str());
        assert_eq!(
            MESSAGES.iter().any(|m| m.code == code && m.game.is_none()),
            !referee_only,
            "{code}: a general message in the registry unless it is the referee's alone"
        );
    }
    for m in MESSAGES {
        assert!(codes.contains(m.code), "{} is not declared in code", m.code);
    }
}

/// The referee's table of exit statuses (README) names every code the referee answers with,
/// `output_failed` with its own status 4.
#[test]
fn the_readme_table_of_statuses_names_every_code() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md");
    let readme = std::fs::read_to_string(path).unwrap();
    let table: Vec<&str> = readme
        .lines()
        .skip_while(|l| !l.starts_with("| status | when | codes |"))
        .take_while(|l| l.starts_with('|'))
        .collect();
    let row_of = |code: &str| {
        table
            .iter()
            .find(|l| l.contains(&format!("`{code}`")))
            .unwrap_or_else(|| panic!("{code} is not in the README's table: {table:?}"))
    };
    for code in declared_codes() {
        // The page's own codes (an undo with nothing to redo…) never reach the referee.
        if ["nothing_to_redo", "other_game_option"].contains(&code.as_str()) {
            continue;
        }
        if code.starts_with("setup_") {
            continue; // (the table says `setup_*`)
        }
        row_of(&code);
    }
    assert!(row_of("output_failed").starts_with("| 4 |"), "{table:?}");
    assert!(row_of("internal").starts_with("| 1 |"));
}

#[test]
fn game_messages_are_for_known_games_and_not_repeated() {
    let games: Vec<&str> = semailles::catalogue::catalogue()
        .games
        .iter()
        .map(|g| g.id)
        .collect();
    let mut seen = BTreeSet::new();
    for m in MESSAGES {
        if let Some(g) = m.game {
            assert!(games.contains(&g), "{}: unknown game {g}", m.code);
        }
        assert!(seen.insert(key(m)), "{} twice", key(m));
        assert!(!m.en.is_empty() && !m.fr.is_empty(), "{}", key(m));
    }
}

#[test]
fn the_page_has_every_message_of_the_registry() {
    for lang in LANGS {
        let words = page_words(lang);
        for m in MESSAGES {
            let k = key(m);
            assert_eq!(
                words.get(&k).and_then(|v| v.as_str()),
                Some(text(m, lang)),
                "{lang}.json: {k}"
            );
        }
    }
}

#[test]
fn the_page_has_no_error_message_the_engine_lacks() {
    let known: BTreeSet<String> = MESSAGES.iter().map(key).collect();
    for lang in LANGS {
        for k in page_words(lang).keys() {
            if k.starts_with("error.") && k != PAGE_FALLBACK {
                assert!(known.contains(k), "{lang}.json: {k} is not in the registry");
            }
        }
    }
}

/// The message the page shows for Tricérata must not speak of Mraha's seeds.
#[test]
fn each_game_gets_a_message_true_for_it() {
    let shown = |code: &str, game: &str| {
        MESSAGES
            .iter()
            .find(|m| m.code == code && m.game == Some(game))
            .or_else(|| MESSAGES.iter().find(|m| m.code == code && m.game.is_none()))
            .unwrap()
    };
    for m in MESSAGES.iter().filter(|m| m.game.is_none()) {
        let tri = shown(m.code, "tricerata");
        for word in ["tso", "64", "pit", "graine"] {
            assert!(
                !tri.en.contains(word) && !tri.fr.contains(word),
                "{}: {word}",
                m.code
            );
        }
    }
    assert!(shown("setup_total", "mraha").en.contains("64 tso"));
}
