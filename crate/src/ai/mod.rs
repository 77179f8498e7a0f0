//! # Computer players
//!
//! A computer player chooses a **complete turn** (the whole sequence of actions of its turn,
//! start and mid-turn answers); the page and the referee then play those actions one by one.
//!
//! * [`level`]: the levels `1`…`4` (alpha-beta), `5` = `best` (MCTS), `ab`, `random`, `greedy`,
//!   and their budgets.
//! * [`computer`]: [`Computer`], the one interface of a seated computer player that the page's
//!   worker and the referee use, and [`ComputerGame`], how each game makes one from a level.
//! * [`player`]: [`Player`], the shared search's player, seeded and deterministic: the same
//!   seed and the same budget in nodes always choose the same turn.
//! * [`search`]: alpha-beta with iterative deepening, move ordering and a transposition table
//!   ([`tt`]), written for any [`game::SearchGame`] (paranoid search when there are more than two
//!   players; the weaker levels and `ab`); [`mcts`]: Monte-Carlo tree search over the same traits
//!   (the `best` level).
//! * [`mraha`]: the Mraha wa tso evaluation; [`tricerata`]: Tricérata's candidate turns,
//!   evaluation, levels and solitaire (its `best` is the strong alpha-beta, measured there).
//! * [`clock`]: budgets in nodes or in milliseconds from a caller's clock (wasm has no
//!   `Instant`).
//!
//! ```
//! use semailles::ai::{ComputerGame, PlayerSpec};
//! use semailles::game::Game;
//! use semailles::mraha::{Position, Rules};
//!
//! let mut pos = Position::start(Rules::preset("mraha").unwrap());
//! let mut player = Position::computer(PlayerSpec::parse("3").unwrap(), 42);
//! let turn = player.choose(&pos, None).unwrap();
//! for action in turn {
//!     let token = pos.action_token(action);
//!     pos.play(&token).unwrap();
//! }
//! ```

pub mod choose;
pub mod clock;
pub mod computer;
pub mod evaluate;
pub mod game;
pub mod level;
pub mod mcts;
pub mod mraha;
pub mod player;
pub mod search;
pub mod tricerata;
pub mod tt;

pub use choose::{choose_for_text, choose_tokens_for_text};
pub use clock::{Budget, Clock, FnClock};
pub use computer::{choose, choose_tokens, Chosen, Computer, ComputerGame, Searcher};
pub use game::{Evaluator, SearchGame};
pub use level::{Level, PlayerSpec, BEST};
pub use mraha::MrahaEval;
pub use player::{Player, Stats};
