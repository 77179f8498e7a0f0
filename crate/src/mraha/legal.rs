//! Legality: a start or a mid-turn answer is legal when some way of finishing the turn from it
//! ends (section 9: never-ending choices are not legal) without a trakatra emptying the front
//! row. Also: complete-turn enumeration (perft, computer players) and fast random playouts.

use super::action::Action;
use super::event::{NoTrace, Trace};
use super::position::{PendingKind, Position};
use super::turn::{DecisionAnswer, Flow};
use crate::game::Turn;
use crate::rng::Rng;
use crate::turn_actions::Actions;

impl Position {
    /// The answers to the pending decision, before the whole-turn check.
    pub(crate) fn decision_options(&self) -> [Option<Action>; 2] {
        match self.pending {
            Some(p) if p.kind == PendingKind::Nyumba => [Some(Action::Go), Some(Action::Stop)],
            Some(_) => [Some(Action::Kotso(0)), Some(Action::Kotso(7))],
            None => [None, None],
        }
    }

    /// Plays an action without any legality check; returns how the stretch stopped.
    #[inline(always)]
    pub(crate) fn apply<T: Trace>(&mut self, action: Action, t: &mut T) -> Flow {
        crate::trace::one_copy!(t => self.apply_traced(action, t))
    }

    fn apply_traced<T: Trace>(&mut self, action: Action, t: &mut T) -> Flow {
        match action {
            Action::Start { pit, dir } => self.run_start(pit as usize, dir, t),
            Action::Kotso(k) => self.run_decision(DecisionAnswer::Kotso(k as usize), t),
            Action::Go => self.run_decision(DecisionAnswer::Go, t),
            Action::Stop => self.run_decision(DecisionAnswer::Stop, t),
        }
    }

    /// From a pending decision, can the turn be finished legally?
    pub(crate) fn completable(&self) -> bool {
        self.decision_options()
            .into_iter()
            .flatten()
            .any(|a| self.try_action(a).is_some())
    }

    /// The position after `action` if the action is legal (some completion of the turn ends).
    pub(crate) fn try_action(&self, action: Action) -> Option<Position> {
        let mut next = *self;
        self.play_if_legal(action, &mut next).then_some(next)
    }

    /// Plays `action` on `next`, a copy of this position, and tells whether it is legal (some
    /// completion of the turn ends); `next` is the position after it when it is, anything
    /// when it is not.
    ///
    /// The copy lives where the caller keeps it (a legal list plays each start in its own
    /// slot): a position built elsewhere and then copied into the list is read back as wide
    /// words just after the turn wrote it field by field, and the processor cannot forward
    /// those stores to such loads (a quarter of `try_action`'s time in the computer's search).
    #[inline]
    pub(crate) fn play_if_legal(&self, action: Action, next: &mut Position) -> bool {
        if let Some(known) = super::verdicts::recall(self, action) {
            if let Some(after) = known {
                *next = after;
            }
            return known.is_some();
        }
        let laps_before = super::verdicts::laps();
        let legal = match next.apply(action, &mut NoTrace) {
            Flow::Ended => true,
            Flow::Decision => next.completable(),
            Flow::Invalid => false,
        };
        if super::verdicts::expensive(laps_before) {
            super::verdicts::remember(self, action, legal.then_some(*next));
        }
        legal
    }

    /// Appends `(action, the position after it)` to `out` if the action is legal, played in
    /// the list's own slot (see [`Self::play_if_legal`]).
    #[inline]
    pub(crate) fn push_if_legal(&self, action: Action, out: &mut Vec<(Action, Position)>) {
        out.push((action, *self));
        let slot = out.len() - 1;
        if !self.play_if_legal(action, &mut out[slot].1) {
            out.pop();
        }
    }

    /// The legal actions with the position each leads to (to the end of the turn, or to the next
    /// decision), in the order of the legal list.
    pub fn legal_moves(&self) -> Vec<(Action, Position)> {
        if self.kamu().is_some() {
            return Vec::new();
        }
        let mut out = Vec::new();
        if self.pending.is_some() {
            for a in self.decision_options().into_iter().flatten() {
                self.push_if_legal(a, &mut out);
            }
        } else {
            let starts = self.candidate_starts();
            out.reserve_exact(starts.len);
            for (pit, dir) in starts.iter() {
                self.push_if_legal(Action::Start { pit, dir }, &mut out);
            }
        }
        // A short list (see `small_sort`), each action once.
        crate::small_sort::sort_by_key(&mut out, |(a, _)| *a);
        out
    }

    /// Every complete turn from the start of a turn: the actions and the position after.
    pub fn turns(&self) -> Vec<Turn<Position>> {
        let mut out = Vec::new();
        let mut path = Vec::new();
        self.collect_turns(&mut path, &mut out);
        out
    }

    fn collect_turns(&self, path: &mut Vec<Action>, out: &mut Vec<Turn<Position>>) {
        for (a, after) in self.legal_moves() {
            path.push(a);
            if after.pending.is_some() {
                after.collect_turns(path, out);
            } else {
                out.push(Turn {
                    actions: Actions::from(path.as_slice()),
                    after,
                });
            }
            path.pop();
        }
    }

    /// The number of complete-turn decision sequences of exactly `depth` turns (each mid-turn
    /// choice is part of its turn), as in chess: perft 0 is 1, and a finished game has no turn
    /// after its end, so it counts 0 at every depth past it.
    pub fn perft(&self, depth: u32) -> u64 {
        use crate::game::Game;
        if depth == 0 {
            return 1;
        }
        if self.pending.is_none() && self.outcome().is_some() {
            return 0;
        }
        let turns = self.turns();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns.iter().map(|t| t.after.perft(depth - 1)).sum()
    }

    /// Plays one whole turn, each decision drawn uniformly among the legal answers. Returns
    /// `false` (and ends the game) when the player to move has no legal turn. Cheaper than
    /// listing the legal moves: a random candidate is tried and rejected only if illegal.
    pub fn play_random_turn(&mut self, rng: &mut Rng) -> bool {
        if self.kamu().is_some() {
            return false;
        }
        let mut starts = self.candidate_starts();
        while starts.len > 0 {
            let i = rng.below(starts.len);
            let (pit, dir) = starts.get(i);
            if self.try_random(Action::Start { pit, dir }, rng) {
                return true;
            }
            starts.remove(i);
        }
        false
    }

    /// Plays `action`, then answers the turn's decisions at random until it ends; `false`, and
    /// the position unchanged, if it cannot end.
    ///
    /// Played on the position itself, a copy kept to put back on failure (most tries succeed),
    /// rather than on a copy that replaces it on success: that copy, read back as wide words
    /// just after the turn wrote it field by field, stalled the processor (a store cannot be
    /// forwarded to a wider load).
    #[inline(always)]
    fn try_random(&mut self, action: Action, rng: &mut Rng) -> bool {
        let before = *self;
        let ok = match self.apply(action, &mut NoTrace) {
            Flow::Ended => true,
            Flow::Decision => self.finish_random(rng),
            Flow::Invalid => false,
        };
        if !ok {
            *self = before;
        }
        ok
    }

    /// Answers pending decisions at random until the turn ends; `false` if it cannot end.
    fn finish_random(&mut self, rng: &mut Rng) -> bool {
        let mut options = self.decision_options();
        if rng.below(2) == 1 {
            options.swap(0, 1);
        }
        options
            .into_iter()
            .flatten()
            .any(|a| self.try_random(a, rng))
    }

    /// Plays a random game to its end (or `max_turns`); returns the number of turns played.
    pub fn play_random_game(&mut self, rng: &mut Rng, max_turns: u32) -> u32 {
        let mut turns = 0;
        while turns < max_turns && self.play_random_turn(rng) {
            turns += 1;
        }
        turns
    }
}
