//! # Tricérata — Vincent Lesbros's mancala on a network of cells
//!
//! The rules implemented are those of the project's rules document
//! (`shared/rules/tricerata.md`), which reads Vincent Lesbros's post "Le Tricérata" (2020). In
//! brief:
//!
//! * **Boards** ([`geometry`]): the triangle of `n` rows (`n²` triangular cells, the original),
//!   `n × n` squares, hexagonal cells on a hexagon of side `s`, or any custom graph. Cells are
//!   neighbours when they share an edge. A cell with fewer neighbours than the family's most
//!   (3, 4, 6) is an edge or corner cell, otherwise interior; on a custom graph the cells marked
//!   interior are, or failing any mark, those of maximum degree.
//! * **Set-up**: 1 player (solitaire) or 2 to 6; 1, 2 or 3 stones in every cell; empty gain
//!   stores; player 0 starts and the others follow in order.
//! * **A turn**: lift all the stones of a non-empty cell; drop them one by one, each into a cell
//!   edge-adjacent to the last one that received a stone (the first: adjacent to the lifted
//!   cell). When the hand is empty: if the last cell was occupied, **relay** (lift it and go on);
//!   if it was empty and a neighbour holds stones, **capture** one such neighbour of the player's
//!   choice into his store; if every neighbour is empty, the **next player seizes** any
//!   non-empty cell into his store, and that seizure is his whole turn.
//! * **Mort subite** (variant, 2+ players): when the last stone falls alone on an empty
//!   *interior* cell whose neighbours are all empty, every stone left on the board goes to the
//!   next player's store and the game ends.
//! * **End**: the board is empty (after a seizure, or by Mort subite). The largest store wins,
//!   equal largest share the win. In solitaire the score is the number of turns (fewer is
//!   better).
//!
//! ## Choices (the rules document's, and this engine's)
//! * The sowing path is free: it may turn back, revisit cells and re-enter the lifted cell
//!   (document; test `path_is_free_*`).
//! * In solitaire the player seizes himself and the seizure counts as a turn (document; test
//!   `solitaire_seizure_is_a_turn`).
//! * Turns that could go on: every neighbour is always a legal next cell; the engine answers one
//!   decision per call; [`Position::turn_results`] (and so `complete_turns`, perft and the
//!   solver) visit each in-turn state (board, current cell, stones in hand) once;
//!   [`Position::finish_sowing`] gives a short path that ends a sowing (the page's "finish my
//!   turn") (document; tests `relay_loop_*`, `finish_sowing_*`).
//! * **Sowings that could never end** (custom boards only). The rules say a turn can always be
//!   ended; on the regular boards it can, but on some custom graphs a sowing is trapped for ever
//!   (two cells holding 3 and 1 stones: lifting the 3 forces the same loop). The engine's rule:
//!   *a lift, or a next cell, after which no continuation of the sowing can ever end is not a
//!   legal answer*; the sowing the player is in can therefore always end, and "finish my turn"
//!   always has a path. *When no lift at all can end* (every stone on the board is caught in such
//!   a loop) *the game is over*: the stones left on the board go to nobody and the outcome's
//!   reason is `no_sowing_ends` (scores are the stores, as at any end). A setup inside a sowing
//!   that can never end is refused (`setup_inconsistent`). The check is a search over in-turn
//!   states capped at [`endless::MAX_STATES`], so it takes bounded time on any board; past the
//!   cap the sowing is taken to be able to end (the traps are small closed loops). Regular boards
//!   are never checked (nothing changes there). (Engine; tests
//!   `relay_loop_enumeration_ends_and_keeps_the_only_finishing_turn`,
//!   `a_game_whose_every_lift_could_never_end_is_over`,
//!   `every_next_cell_offered_keeps_the_sowing_able_to_end`.)
//! * Every decision is answered by one cell id, even when only one answer is legal (a forced
//!   capture, a corner cell's single neighbour): one token per decision, as the notation writes
//!   it (engine; test `forced_answers_are_still_decisions`).
//! * The legal list is sorted in the **numeric** order of the cell ids (`2 < 10`), the order of
//!   the action type; tokens are the ids in decimal without leading zeros (engine).
//! * The seizure is its own decision ([`Decision::Seize`]) answered by the next player, who is
//!   then `to_move`; the sowing turn that ended alone is counted when its last stone falls
//!   (engine; test `seizure_is_the_next_players_turn`).
//! * Mort subite bequeaths every stone on the board, the last one dropped included, and the
//!   sowing turn that triggered it counts as a turn (engine; test `mort_subite_*`). The variant
//!   needs 2 or more players (a solitaire setup with it is refused).
//! * Outcome: reason `board_empty` or `mort_subite`, scores = the stores, turns = the turns
//!   played (the solitaire score); in solitaire the player is the winner (engine).
//! * Default stones per cell at the referee: 1 (the smallest board of the post's choices).
//!
//! ## Cost
//! The free path makes the number of in-turn states grow very fast with the stones: from the
//! start of the triangle of 3 rows with 2 stones per cell a single turn has millions of them.
//! Complete-turn enumeration (perft, [`solve`]'s proof) is therefore exact but only practical
//! on small boards; fast random play ([`Position::play_random`]) works on every board.
//!
//! Tests named after each rule and choice live in `crate/tests/tricerata_rules.rs`; the formats
//! in `tricerata_setup.rs`, the board tables in `tricerata_geometry.rs`, perft in
//! `tricerata_perft.rs`, random games in `tricerata_random.rs`; the solver (in `ai::tricerata`) in
//! `tricerata_solver.rs`.

pub(crate) mod complete;
pub mod describe;
pub(crate) mod distinct;
pub mod endless;
pub mod enumerate;
pub mod event;
pub mod geometry;
pub mod notation;
pub mod par;
pub mod position;
pub mod setup;
pub(crate) mod stores;
mod turn;
pub mod view;

pub use complete::{perft, perft_capped, results_bytes};
pub use event::Event;
pub use geometry::{Board, BoardSpec, CustomSpec};
pub use notation::notation;
pub use position::{Position, Stage};
pub use setup::Setup;

/// The game's id (options, setups, views, the catalogue).
pub const ID: &str = "tricerata";

use crate::error::{code, Error, Result};
use crate::game::{Decision, Game, Outcome, PlayerLabel, Turn};

impl Position {
    /// How the game ended (the position must be over).
    pub(crate) fn final_outcome(&self) -> Outcome {
        let reason = match self.stage {
            Stage::Over { mort_subite: true } => "mort_subite",
            _ if self.on_board > 0 => "no_sowing_ends",
            _ => "board_empty",
        };
        let best = self.stores.iter().copied().max().unwrap_or(0);
        let winners = if self.players == 1 {
            vec![0]
        } else {
            (0..self.players as usize)
                .filter(|&p| self.stores[p] == best)
                .collect()
        };
        Outcome {
            winners,
            reason,
            scores: Some(self.stores.iter().map(|&s| s as u32).collect()),
            turns: Some(self.turns),
        }
    }
}

impl Game for Position {
    /// A cell id: the answer to every decision.
    type Action = u16;
    type Event = Event;

    fn num_players(&self) -> usize {
        self.players as usize
    }

    fn to_move(&self) -> usize {
        self.to_move as usize
    }

    fn player_label(&self, player: usize) -> PlayerLabel {
        PlayerLabel::Index(player)
    }

    fn decision(&self) -> Decision {
        match self.stage {
            Stage::Lift => Decision::Lift,
            Stage::Path { .. } => Decision::Path,
            Stage::Capture { .. } => Decision::Capture,
            Stage::Seize => Decision::Seize,
            Stage::Over { .. } => Decision::Over,
        }
    }

    fn legal_actions(&self) -> Vec<u16> {
        self.legal_cells()
    }

    fn action_token(&self, action: u16) -> String {
        action.to_string()
    }

    fn play_unchecked(&mut self, action: u16, events: Option<&mut Vec<Event>>) {
        match events {
            Some(t) => self.apply(action, t),
            None => self.apply(action, &mut event::NoTrace),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.stage {
            Stage::Over { .. } => Some(self.final_outcome()),
            _ => None,
        }
    }

    fn complete_turns(&self) -> Vec<Turn<Self>> {
        self.turn_results()
            .into_iter()
            .map(|(actions, after)| Turn {
                actions: actions.into(),
                after,
            })
            .collect()
    }

    fn to_text(&self) -> String {
        setup::to_text(self)
    }

    /// A token is a cell id in decimal (no sign, no leading zero); it is resolved without
    /// building the legal list.
    fn parse_token(&self, token: &str) -> Result<u16> {
        if matches!(self.stage, Stage::Over { .. }) {
            return Err(Error::with_token(
                code::GAME_OVER,
                "the game is over",
                token,
            ));
        }
        let cell = token
            .parse::<u16>()
            .ok()
            .filter(|c| c.to_string() == token && (*c as usize) < self.stones.len())
            .ok_or_else(|| {
                Error::with_token(
                    code::UNKNOWN_TOKEN,
                    crate::error::msg!(
                        "{} is not a cell id of this board (0 to {})",
                        crate::error::quoted(token),
                        self.stones.len() - 1
                    ),
                    token,
                )
            })?;
        if !self.is_legal(cell) {
            return Err(self.refused_token(token));
        }
        Ok(cell)
    }
}
