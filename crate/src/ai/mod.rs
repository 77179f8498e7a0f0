//! # Computer players
//!
//! A computer player chooses a **complete turn** (the whole sequence of actions of its turn,
//! start and mid-turn answers); the page and the referee then play those actions one by one.
//!
//! * [`level`]: the levels `1`…`4` (alpha-beta), `5` = `best` (MCTS), `ab`, `random`, `greedy`,
//!   and their budgets.
//! * [`player`]: [`Player`], seeded and deterministic: the same seed and the same budget in
//!   nodes always choose the same turn.
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
//! use semailles::ai::{MrahaEval, Player, PlayerSpec};
//! use semailles::game::Game;
//! use semailles::mraha::{Position, Rules};
//!
//! let mut pos = Position::start(Rules::preset("mraha").unwrap());
//! let mut player = Player::new(PlayerSpec::parse("3").unwrap(), 42);
//! let turn = player.choose_turn(&pos, &MrahaEval::default(), None).unwrap();
//! for action in turn {
//!     let token = pos.action_token(action);
//!     pos.play(&token).unwrap();
//! }
//! ```

pub mod choose;
pub mod clock;
pub mod evaluate;
pub mod game;
pub mod level;
pub mod mcts;
pub mod mraha;
pub mod player;
pub mod search;
pub mod tricerata;
pub mod tt;

pub use choose::choose_tokens_for_text;
pub use clock::{Budget, Clock, FnClock};
pub use game::{Evaluator, SearchGame};
pub use level::{Level, PlayerSpec, BEST};
pub use mraha::MrahaEval;
pub use player::{Player, Stats};
