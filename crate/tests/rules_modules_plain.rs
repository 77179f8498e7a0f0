//! The rules modules (crate/src/mraha, crate/src/tricerata) are plain Rust: nothing of the
//! browser or of the wasm boundary (js_sys, web_sys, wasm_bindgen), so they run and are tested
//! natively, and the boundary (crate/src/wasm) only converts.

use std::path::Path;

const BROWSER_CRATES: [&str; 4] = ["js_sys", "web_sys", "wasm_bindgen", "serde_wasm_bindgen"];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn rules_modules_name_no_browser_crate() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for game in ["mraha", "tricerata"] {
        let mut files = Vec::new();
        rust_files(&src.join(game), &mut files);
        assert!(files.len() > 5, "{game}: {files:?}");
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            for name in BROWSER_CRATES {
                assert!(!text.contains(name), "{} names {name}", file.display());
            }
        }
    }
}
