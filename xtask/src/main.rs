//! `cargo run -p xtask -- bindgen <input.wasm> <out_dir> [--keep-names]`
//!
//! Runs wasm-bindgen (web target: a plain ES module, no bundler) on the rules crate's wasm. There
//! is no prebuilt wasm-bindgen CLI on our machines, and `cargo install wasm-bindgen-cli` takes
//! minutes; this small binary links the same library, pinned by the workspace's own Cargo.lock,
//! so the generated glue always matches the `wasm-bindgen` version the crate was built with.

use std::path::PathBuf;
use std::process::ExitCode;

fn usage() -> ExitCode {
    eprintln!("usage: xtask bindgen <input.wasm> <out_dir> [--keep-names]");
    ExitCode::from(2)
}

/// `keep_names` keeps the function names section, for measuring what takes room in the wasm.
fn bindgen(input: PathBuf, out_dir: PathBuf, keep_names: bool) -> Result<(), String> {
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(&input)
        .web(true)
        .map_err(|e| e.to_string())?
        .typescript(false)
        .remove_name_section(!keep_names)
        .remove_producers_section(true)
        .omit_default_module_path(false)
        .generate(&out_dir)
        .map_err(|e| format!("wasm-bindgen on {}: {e:#}", input.display()))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let keep_names = args.iter().any(|a| a == "--keep-names");
    let args: Vec<&String> = args.iter().filter(|a| *a != "--keep-names").collect();
    match args.as_slice() {
        [cmd, input, out] if *cmd == "bindgen" => {
            match bindgen(input.into(), out.into(), keep_names) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("xtask: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        _ => usage(),
    }
}
