//! The page's words as the tests read them: one language's `www/i18n/<lang>.json` (the first
//! board's words) merged with every part loaded on demand, `www/i18n/<part>/<lang>.json` (the
//! settings' help, each game's own words and messages, the review's…): a key the engine names
//! must be in one of them.

use serde_json::{Map, Value};

pub fn page_words(lang: &str) -> Map<String, Value> {
    let root = format!("{}/../www/i18n", env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![format!("{root}/{lang}.json")];
    let mut parts: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    parts.sort();
    files.extend(parts.iter().map(|d| format!("{}/{lang}.json", d.display())));
    let mut words = Map::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let Value::Object(part) = serde_json::from_str(&text).unwrap() else {
            panic!("{path}: not an object");
        };
        for (k, v) in part {
            assert!(!words.contains_key(&k), "{path}: {k} is in two files");
            words.insert(k, v);
        }
    }
    words
}
