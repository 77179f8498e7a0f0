//! One decision at a time (rules, section 3): lift, drop the next stone, relay, capture, seize,
//! and the end of a turn and of the game. Also the legal answers and fast random play.

use super::endless;
use super::event::{Event, NoTrace, Trace};
use super::geometry::BoardSpec;
use super::position::{Position, Stage};
use crate::rng::Rng;

impl Position {
    /// Empties cell `c` into `player`'s store (a capture or a seizure); returns the stones.
    fn take_into_store(&mut self, c: usize, player: usize) -> u16 {
        let n = self.stones[c];
        self.stones[c] = 0;
        self.on_board -= n as u32;
        self.stores[player] += n;
        n
    }

    /// The legal answers to the current decision, ascending (numeric order of the cell ids).
    pub fn legal_cells(&self) -> Vec<u16> {
        match self.stage {
            Stage::Lift => (0..self.stones.len() as u16)
                .filter(|&c| self.stones[c as usize] > 0 && self.lift_can_end(c))
                .collect(),
            Stage::Seize => (0..self.stones.len() as u16)
                .filter(|&c| self.stones[c as usize] > 0)
                .collect(),
            Stage::Path { cell, hand } => {
                let nb = self.board.neighbours(cell as usize);
                let live: Vec<u16> = nb
                    .iter()
                    .copied()
                    .filter(|&n| endless::can_end_after_drop(&self.board, &self.stones, n, hand))
                    .collect();
                // Never empty: the state itself can end (only such states are reached), so
                // one next cell can; the fallback only covers a check past its cap.
                if live.is_empty() {
                    nb.to_vec()
                } else {
                    live
                }
            }
            Stage::Capture { cell } => self
                .board
                .neighbours(cell as usize)
                .iter()
                .copied()
                .filter(|&n| self.stones[n as usize] > 0)
                .collect(),
            Stage::Over { .. } => Vec::new(),
        }
    }

    /// Is `cell` a legal answer now? (Without building the list.)
    pub fn is_legal(&self, cell: u16) -> bool {
        let c = cell as usize;
        if c >= self.stones.len() {
            return false;
        }
        match self.stage {
            Stage::Lift => self.stones[c] > 0 && self.lift_can_end(cell),
            Stage::Seize => self.stones[c] > 0,
            Stage::Path { cell: from, .. } => {
                if !matches!(self.board.spec(), BoardSpec::Custom(_)) {
                    self.board
                        .neighbours(from as usize)
                        .binary_search(&cell)
                        .is_ok()
                } else {
                    self.legal_cells().contains(&cell)
                }
            }
            Stage::Capture { cell: from } => {
                self.stones[c] > 0 && self.board.neighbours(from as usize).contains(&cell)
            }
            Stage::Over { .. } => false,
        }
    }

    /// Is `cell` an answer `apply` can play now: a place the current decision may name, the
    /// check that the sowing can still end left out. For turns the engine has already checked
    /// (the notation of a solver's game or of the moves played): on a custom board that check
    /// costs up to [`endless::MAX_STATES`] in-turn states a drop, and replaying a solitaire game of
    /// a few cells holding hundreds of stones with it took minutes.
    pub(crate) fn may_apply(&self, cell: u16) -> bool {
        let c = cell as usize;
        c < self.stones.len()
            && match self.stage {
                Stage::Lift | Stage::Seize => self.stones[c] > 0,
                Stage::Path { cell: from, .. } => {
                    self.board.neighbours(from as usize).contains(&cell)
                }
                Stage::Capture { cell: from } => {
                    self.stones[c] > 0 && self.board.neighbours(from as usize).contains(&cell)
                }
                Stage::Over { .. } => false,
            }
    }

    /// Can the sowing after lifting `cell` end? (Custom boards only can trap a sowing.)
    fn lift_can_end(&self, cell: u16) -> bool {
        endless::can_end_after_lift(&self.board, &self.stones, cell)
    }

    /// At the start of a turn with stones on the board: can any lift's sowing end? When none
    /// can (every stone is caught in a never-ending loop of a custom board) the game is over.
    pub(crate) fn some_lift_can_end(&self) -> bool {
        if !matches!(self.board.spec(), BoardSpec::Custom(_)) {
            return true;
        }
        (0..self.stones.len() as u16).any(|c| self.stones[c as usize] > 0 && self.lift_can_end(c))
    }

    /// The start of the next turn: the game ends if the board is empty or no sowing can end.
    fn next_turn_starts<T: Trace>(&mut self, t: &mut T) {
        self.stage = Stage::Lift;
        if self.on_board == 0 || !self.some_lift_can_end() {
            self.stage = Stage::Over { mort_subite: false };
            self.trace_game_end(t);
        }
    }

    /// Plays a legal answer (unchecked), writing the trace.
    #[inline(always)]
    pub(crate) fn apply<T: Trace>(&mut self, cell: u16, t: &mut T) {
        crate::trace::one_copy!(t => self.apply_traced(cell, t))
    }

    fn apply_traced<T: Trace>(&mut self, cell: u16, t: &mut T) {
        let c = cell as usize;
        let me = self.to_move as usize;
        match self.stage {
            Stage::Lift => {
                let n = self.stones[c];
                self.stones[c] = 0;
                self.on_board -= n as u32;
                self.stage = Stage::Path { cell, hand: n };
                if t.on() {
                    t.push(Event::Lift {
                        player: me,
                        cell,
                        stones: n,
                    });
                }
            }
            Stage::Path { hand, .. } => {
                self.stones[c] += 1;
                self.on_board += 1;
                let hand = hand - 1;
                if t.on() {
                    t.push(Event::Sow { cell, hand });
                }
                if hand > 0 {
                    self.stage = Stage::Path { cell, hand };
                } else if self.stones[c] >= 2 {
                    // Relay: the cell was not empty before the last stone.
                    let n = self.stones[c];
                    self.stones[c] = 0;
                    self.on_board -= n as u32;
                    self.stage = Stage::Path { cell, hand: n };
                    if t.on() {
                        t.push(Event::Relay { cell, stones: n });
                    }
                } else {
                    self.end_sowing(cell, t);
                }
            }
            Stage::Capture { cell: last } => {
                let n = self.take_into_store(c, me);
                if t.on() {
                    t.push(Event::Capture {
                        player: me,
                        cell,
                        stones: n,
                    });
                }
                self.end_turn(t);
                // The game goes on, unasked: the sowing's last stone lies alone on `last`,
                // beside the cell just emptied, so lifting it and dropping it there ends a
                // sowing. Asking (`next_turn_starts`) tried the lifts in cell order, each by a
                // search of up to thousands of states on a custom board, and every position
                // a turn could reach was asked: on an odd ring of 31 cells a count of one
                // turn spent thirty times the walk's own work there, none of it under its
                // memory cap.
                self.stage = Stage::Lift;
                debug_assert!(self.stones[last as usize] == 1 && self.some_lift_can_end());
            }
            Stage::Seize => {
                let n = self.take_into_store(c, me);
                if t.on() {
                    t.push(Event::Seize {
                        player: me,
                        cell,
                        stones: n,
                    });
                }
                self.end_turn(t);
                self.next_turn_starts(t);
            }
            Stage::Over { .. } => debug_assert!(false, "no move after the end"),
        }
    }

    /// The last stone fell alone on `cell` (section 3.4 and the Mort subite variant).
    fn end_sowing<T: Trace>(&mut self, cell: u16, t: &mut T) {
        let c = cell as usize;
        if self.has_stony_neighbour(c) {
            self.stage = Stage::Capture { cell };
            if t.on() {
                t.push(Event::CaptureDue { cell });
            }
            return;
        }
        let me = self.to_move as usize;
        let heir = self.next_player(self.to_move) as usize;
        if self.mort_subite && self.players >= 2 && self.board.is_interior(c) {
            let n = self.on_board as u16;
            self.stones.iter_mut().for_each(|s| *s = 0);
            self.on_board = 0;
            self.stores[heir] += n;
            if t.on() {
                t.push(Event::MortSubite {
                    player: me,
                    cell,
                    heir,
                    stones: n,
                });
            }
            self.end_turn(t);
            self.stage = Stage::Over { mort_subite: true };
            self.trace_game_end(t);
            return;
        }
        if t.on() {
            t.push(Event::SeizureDue { cell, player: heir });
        }
        self.end_turn(t);
        self.stage = Stage::Seize;
    }

    /// The turn of the player to move is over: count it and pass to the next player. The
    /// count starts at most at `limits::MAX_TURNS` and a game adds a few thousand turns at most,
    /// so it cannot wrap; it saturates all the same rather than ever read as a small score.
    fn end_turn<T: Trace>(&mut self, t: &mut T) {
        self.turns = self.turns.saturating_add(1);
        if t.on() {
            t.push(Event::TurnEnd {
                player: self.to_move as usize,
                turns: self.turns,
            });
        }
        self.to_move = self.next_player(self.to_move);
    }

    fn trace_game_end<T: Trace>(&self, t: &mut T) {
        if t.on() {
            let o = self.final_outcome();
            t.push(Event::GameEnd {
                winners: o.winners,
                reason: o.reason,
                scores: self.stores.to_vec(),
                turns: self.turns,
            });
        }
    }

    /// Plays one answer drawn uniformly among the legal ones; `false` when the game is over.
    pub fn play_random(&mut self, rng: &mut Rng) -> bool {
        let cell = match self.stage {
            Stage::Over { .. } => return false,
            Stage::Lift | Stage::Seize => {
                let nonempty = self.stones.iter().filter(|&&s| s > 0).count();
                let k = rng.below(nonempty);
                self.stones
                    .iter()
                    .enumerate()
                    .filter(|(_, &s)| s > 0)
                    .nth(k)
                    .map(|(i, _)| i as u16)
                    .expect("k < number of non-empty cells")
            }
            Stage::Path { cell, .. } => {
                let nb = self.board.neighbours(cell as usize);
                nb[rng.below(nb.len())]
            }
            Stage::Capture { cell } => {
                let nb = self.board.neighbours(cell as usize);
                let stony = nb.iter().filter(|&&n| self.stones[n as usize] > 0).count();
                let k = rng.below(stony);
                *nb.iter()
                    .filter(|&&n| self.stones[n as usize] > 0)
                    .nth(k)
                    .expect("k < number of stony neighbours")
            }
        };
        self.apply(cell, &mut NoTrace);
        true
    }

    /// Plays random answers until the game ends or `max_decisions` have been played; returns
    /// the number of decisions played.
    pub fn play_random_game(&mut self, rng: &mut Rng, max_decisions: u64) -> u64 {
        let mut n = 0;
        while n < max_decisions && self.play_random(rng) {
            n += 1;
        }
        n
    }
}
