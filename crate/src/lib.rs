//! # semailles — rules engines for two sowing games
//!
//! * [`mraha`]: *Mraha wa tso*, the four-row game of Mayotte (the Bao of Zanzibar), with the
//!   presets `mraha`, `zanzibar` and `kujifunza` and every rule switch.
//! * [`tricerata`]: *Tricérata*, Vincent Lesbros's mancala on a triangular (or square, hexagonal,
//!   custom) grid, for 1 to 6 players.
//!
//! Both implement the one small API of [`game::Game`]: whose turn, which decision is pending, the
//! sorted legal tokens, checked play with error values, the outcome, a trace for animation.
//!
//! ```
//! use semailles::game::Game;
//! use semailles::mraha::{Position, Rules};
//!
//! let mut pos = Position::start(Rules::preset("mraha").unwrap());
//! assert_eq!(pos.legal_tokens(), ["A6L", "A6R", "A7L", "A7R"]);
//! let events = pos.play("A6L").unwrap();
//! assert!(!events.is_empty());
//! assert!(pos.play("Z9").is_err()); // refused; the position is unchanged
//! ```

pub mod ai;
pub mod catalogue;
pub mod describe;
pub mod error;
pub(crate) mod fast_hash;
pub mod fields;
pub mod game;
pub mod json_text;
pub mod limits;
pub mod mraha;
/// The page's `Match.create` options, in plain Rust (native too: the fuzz harness and the tests
/// drive what a shared link drives). Kept with the wasm boundary it belongs to.
#[path = "wasm/options.rs"]
pub mod options;
pub mod rng;
pub mod session;
pub mod small_alloc;
pub mod small_sort;
pub(crate) mod tables;
pub(crate) mod trace;
pub mod tricerata;
pub mod turn_actions;

/// The lanes' module (`wasm-lanes`): the long walks in wasm's SIMD, without wasm-bindgen (its
/// only caller is the page, on behalf of the Mraha players' module: `wasm::lanes`).
#[cfg(all(target_arch = "wasm32", feature = "wasm-lanes"))]
#[path = "wasm/lanes_module.rs"]
mod lanes_module;
#[cfg(all(
    target_arch = "wasm32",
    any(feature = "wasm-match", feature = "wasm-ai")
))]
pub mod wasm;
