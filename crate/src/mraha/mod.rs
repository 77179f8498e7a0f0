//! # Mraha wa tso — the four-row game of Mayotte (the Bao of Zanzibar)
//!
//! The rules implemented are those of the project's rules document (`shared/rules/mraha.md`),
//! which reads the Mayotte source text ("Le jeu de Mraha wa tso", with the Shimaore vocabulary)
//! against A. Busser's Mayotte teaching page and the Zanzibar master rules (de Voogt 1995,
//! Donkers 2003). In brief:
//!
//! * 4 × 8 pits (*ngama*), 64 seeds (*tso*). Each player owns a front row `A1..A8` and a back row
//!   `B1..B8`, numbered from his own left; his 16 pits form a loop (see [`board`]).
//! * **Namua** (*umunia*) while the player has seeds in hand: one seed goes into a non-empty front
//!   pit. **Mtaji** (*uteza ndrazi*) once the hand is empty: a pit of 2+ seeds is lifted and sown.
//! * A lap ending in an occupied pit **relays**; ending in an empty pit ends the turn. A lap ending
//!   in a **bi-pleine** front pit (occupied, facing an occupied pit) of a capturing turn
//!   **captures** the facing pit; the captured seeds enter at a **kotso** (section 5).
//! * **Captures are compulsory**, and the first lap decides: a turn whose first lap does not
//!   capture is a **trakatra** and never captures. Mtaji captures start from 2–15 seeds.
//! * The **nyumba** (`A5`): the tax, the stop/go choice, and its fall (section 7).
//! * **Takasia** (Zanzibar), **kamu** (empty front row) and "no legal turn" end the game.
//!
//! ## Choices this engine makes where the rules document leaves room
//! * The legal list is sorted in the tokens' byte order (`A1L < A1R < … < B8R`, `A1 < A8`,
//!   `go < stop`).
//! * A refused token is `illegal_token` when it is written in the notation of §11 (a start
//!   `A6L`/`a6L`, `stop`, `go`, a kotso `A1`/`A8`/`a1`/`a8`) but not legal now, and
//!   `unknown_token` when it names no move at all (`A9L`, `A6l`, `A3`, `Go`, a Tricérata cell
//!   id), as Tricérata tells a cell id of the board from anything else ([`Action::names_any`]).
//! * A start (or a mid-turn answer) is legal when *some* way of finishing the turn from it ends
//!   without breaking the trakatra front-row rule. A start whose every continuation never ends
//!   is not listed; a player left with none loses (`no_move`).
//! * The takasiaed pit is removed from each class of namua trakatra starts before the class is
//!   tested for emptiness (so the fallback to the tax or to singletons applies without it).
//! * Game-end reasons: `kamu` (a front row emptied, by capture or by the mover's own capturing
//!   turn, or empty when the turn begins) and `no_move`.
//! * Seeds captured by a turn that ends the game go to the capturer's hand.
//! * Every switch is accepted with every preset, even one its game never consults (the table of
//!   §10 marks them `–` for *kujifunza*: with nothing in hand and no nyumba, `namua_singletons`
//!   and `nyumba_stop` change nothing): an old link naming one still opens. The catalogue names
//!   those switches per preset (`unused`, read from the preset's start), and the page greys them.
//!
//! Tests named after each rule live in `crate/tests/mraha_rules.rs`.

pub mod action;
mod ages;
pub mod bench;
pub mod board;
pub mod describe;
pub mod event;
pub(crate) mod lanes;
pub(crate) mod laps;
mod legal;
pub mod position;
pub mod rules;
pub mod setup;
mod starts;
mod turn;
mod verdicts;
pub mod view;

pub use action::Action;
pub use describe::geometry;
pub use event::Event;
pub use position::{Phase, Position};
pub use rules::{CentralEntry, NamuaSingletons, NyumbaStop, Preset, Rules};
pub use setup::Setup;

use crate::game::{Decision, Game, Outcome, PlayerLabel, Turn};
use position::PendingKind;

/// The players' names in the formats: index 0 is South, 1 is North.
pub const PLAYER_NAMES: [&str; 2] = ["south", "north"];
/// The game's id (options, setups, views, the catalogue).
pub const ID: &str = "mraha";

impl Position {
    /// The game's end, if any, without listing moves when the game is plainly going on.
    fn outcome_now(&self, legal_empty: impl FnOnce() -> bool) -> Option<Outcome> {
        let won = |winner: usize, reason| {
            Some(Outcome {
                winners: vec![winner],
                reason,
                scores: None,
                turns: None,
            })
        };
        if let Some(winner) = self.kamu() {
            return won(winner, "kamu");
        }
        let m = self.to_move as usize;
        if self.pending.is_none() && legal_empty() {
            return won(1 - m, "no_move");
        }
        None
    }
}

impl Game for Position {
    type Action = Action;
    type Event = Event;

    fn num_players(&self) -> usize {
        2
    }

    fn to_move(&self) -> usize {
        self.to_move as usize
    }

    fn player_label(&self, player: usize) -> PlayerLabel {
        PlayerLabel::Name(PLAYER_NAMES[player])
    }

    fn decision(&self) -> Decision {
        match self.pending {
            Some(p) if p.kind == PendingKind::Nyumba => Decision::Nyumba,
            Some(_) => Decision::Kotso,
            None if self.outcome().is_some() => Decision::Over,
            None => Decision::Start,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.legal_moves().into_iter().map(|(a, _)| a).collect()
    }

    fn action_token(&self, action: Action) -> String {
        action.token(self.to_move as usize)
    }

    fn play_unchecked(&mut self, action: Action, events: Option<&mut Vec<Event>>) {
        match events {
            Some(t) => {
                self.apply(action, t);
            }
            None => {
                self.apply(action, &mut event::NoTrace);
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_now(|| self.legal_moves().is_empty())
    }

    fn complete_turns(&self) -> Vec<Turn<Self>> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.turns()
    }

    fn to_text(&self) -> String {
        setup::to_text(self)
    }

    fn names_an_action(&self, token: &str) -> bool {
        Action::names_any(token)
    }

    fn token_forms(&self) -> &'static str {
        "a start is a pit and a direction (A6L, b3R), the nyumba's answers are stop and go, a kotso is A1 or A8 (a1, a8 for North)"
    }
}
