//! Playing out a turn: sowing laps, captures, kotso entry, relays, the nyumba and takasia stops,
//! and the detection of turns that never end.
//!
//! A turn runs deterministically between decisions. [`Flow`] says how a stretch stopped: the turn
//! ended, a decision is pending, or the stretch is not a legal choice (it never ends, or a
//! trakatra emptied the front row).

use super::board::{self, CLOCKWISE, FRONT, KOTSO_LEFT, KOTSO_RIGHT, NYUMBA};
use super::event::{Event, Trace};
use super::laps::{run_laps, Run};
use super::position::{Pending, PendingKind, Position};
use super::rules::{CentralEntry, NyumbaStop};
use crate::game::Decision;

/// How a stretch of a turn stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flow {
    /// The turn is over (and perhaps the game).
    Ended,
    /// A mid-turn decision is pending.
    Decision,
    /// Not a legal choice: the turn would never end, or a trakatra would empty the front row.
    Invalid,
}

/// What the rest of a turn needs to know.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ctx {
    pub namua: bool,
    pub capturing: bool,
    pub dir: i8,
}

fn dir_letter(dir: i8) -> char {
    if dir == CLOCKWISE {
        'R'
    } else {
        'L'
    }
}

impl Position {
    #[inline(always)]
    fn mover(&self) -> usize {
        self.to_move as usize
    }

    fn name(&self, player: usize, k: usize) -> String {
        board::pit_name(player, k)
    }

    /// Is a first lap of `n` seeds lifted from `k` in `dir` by `player` a capture?
    /// (Section 4: the last seed ends in a bi-pleine front pit. Only meaningful for n < 16.)
    #[inline(always)]
    pub(crate) fn first_lap_captures(
        &self,
        player: usize,
        k: usize,
        dir: i8,
        n: u8,
    ) -> Option<usize> {
        let last = board::step(k, dir, n as usize);
        if last < 8
            && board::get(self.sides[player], last) > 0
            && board::get(self.sides[1 - player], 7 - last) > 0
        {
            Some(7 - last)
        } else {
            None
        }
    }

    /// Sows `n` seeds after pit `from`; returns the last pit.
    #[inline(always)]
    fn sow_lap<T: Trace>(&mut self, from: usize, dir: i8, n: u8, t: &mut T) -> usize {
        let m = self.mover();
        if t.on() {
            let mut k = from;
            for _ in 0..n {
                k = board::step(k, dir, 1);
                t.push(Event::Sow {
                    pit: self.name(m, k),
                });
            }
        }
        let (side, last) = board::sow(self.sides[m], from, dir, n);
        self.sides[m] = side;
        last
    }

    /// Lifts all `n` seeds of pit `k` of the mover; returns whether the nyumba fell with them.
    #[inline(always)]
    fn lift(&mut self, k: usize, n: u8) -> bool {
        let m = self.mover();
        self.sides[m] = board::minus(self.sides[m], board::at(k, n));
        if k == NYUMBA && self.nyumba[m] {
            self.nyumba[m] = false;
            return true;
        }
        false
    }

    /// The trakatra rule of section 6: after a lift leaves the front row empty, the next drop
    /// must land in it.
    #[inline(always)]
    fn front_would_empty(&self, ctx: &Ctx, from: usize) -> bool {
        !ctx.capturing
            && self.sides[self.mover()] & FRONT == 0
            && board::step(from, ctx.dir, 1) >= 8
    }

    /// Starts a turn with a candidate start `(k, dir)` of the mover.
    pub(crate) fn run_start<T: Trace>(&mut self, k: usize, dir: i8, t: &mut T) -> Flow {
        let m = self.mover();
        if self.hands[m] > 0 {
            // Namua: one seed from the hand into a non-empty front pit.
            let before = board::get(self.sides[m], k);
            self.hands[m] -= 1;
            self.sides[m] = board::add(self.sides[m], k, 1);
            if t.on() {
                t.push(Event::Place {
                    pit: self.name(m, k),
                });
            }
            let ctx = Ctx {
                namua: true,
                capturing: false,
                dir,
            };
            if before > 0 && board::get(self.sides[1 - m], 7 - k) > 0 {
                let kotso = if dir == CLOCKWISE {
                    KOTSO_LEFT
                } else {
                    KOTSO_RIGHT
                };
                return self.capture(
                    Ctx {
                        capturing: true,
                        ..ctx
                    },
                    k,
                    Some(kotso),
                    t,
                );
            }
            let n = if k == NYUMBA && self.nyumba[m] && before >= 6 {
                // The tax: only two seeds leave the functional nyumba; the house survives.
                self.sides[m] = board::minus(self.sides[m], board::at(k, 2));
                if t.on() {
                    t.push(Event::Tax {
                        pit: self.name(m, k),
                        seeds: 2,
                    });
                }
                2
            } else {
                let n = before + 1;
                if t.on() {
                    t.push(Event::Lift {
                        pit: self.name(m, k),
                        seeds: n,
                    });
                }
                if self.lift(k, n) && t.on() {
                    t.push(Event::NyumbaDestroyed {
                        pit: self.name(m, k),
                    });
                }
                n
            };
            if self.front_would_empty(&ctx, k) {
                return Flow::Invalid;
            }
            let last = self.sow_lap(k, dir, n, t);
            self.advance(ctx, last, t)
        } else {
            // Mtaji: lift a whole pit.
            let n = board::get(self.sides[m], k);
            let capturing = (2..=15).contains(&n) || (n == 1 && self.rules.singleton_captures);
            let capturing = capturing && self.first_lap_captures(m, k, dir, n).is_some();
            let ctx = Ctx {
                namua: false,
                capturing,
                dir,
            };
            if t.on() {
                t.push(Event::Lift {
                    pit: self.name(m, k),
                    seeds: n,
                });
            }
            if self.lift(k, n) && t.on() {
                t.push(Event::NyumbaDestroyed {
                    pit: self.name(m, k),
                });
            }
            if self.front_would_empty(&ctx, k) {
                return Flow::Invalid;
            }
            let last = self.sow_lap(k, dir, n, t);
            self.advance(ctx, last, t)
        }
    }

    /// Takes the opponent's pit opposite the mover's front pit `k`; then the captured seeds
    /// enter at a kotso (`kotso` when already decided), or a decision is pending.
    fn capture<T: Trace>(&mut self, ctx: Ctx, k: usize, kotso: Option<usize>, t: &mut T) -> Flow {
        let m = self.mover();
        let o = 1 - m;
        let target = 7 - k;
        let seeds = board::get(self.sides[o], target);
        self.sides[o] = board::clear(self.sides[o], target);
        if t.on() {
            t.push(Event::Capture {
                pit: self.name(o, target),
                seeds,
            });
        }
        if target == NYUMBA && self.nyumba[o] {
            self.nyumba[o] = false;
            if t.on() {
                t.push(Event::NyumbaDestroyed {
                    pit: self.name(o, target),
                });
            }
        }
        if self.front_empty(o) {
            // Kamu: the opponent's front row is empty; the game ends at once.
            self.hands[m] += seeds;
            return self.finish(m, "kamu", t);
        }
        let kotso = match k {
            0 | 1 => KOTSO_LEFT,
            6 | 7 => KOTSO_RIGHT,
            _ => match (kotso, self.rules.central_entry) {
                (Some(c), _) => c,
                (None, CentralEntry::Sustain) => {
                    if ctx.dir == CLOCKWISE {
                        KOTSO_LEFT
                    } else {
                        KOTSO_RIGHT
                    }
                }
                (None, CentralEntry::Ahead) => {
                    if ctx.dir == CLOCKWISE {
                        KOTSO_RIGHT
                    } else {
                        KOTSO_LEFT
                    }
                }
                (None, CentralEntry::Free) => {
                    self.pending = Some(Pending {
                        kind: PendingKind::Kotso,
                        namua: ctx.namua,
                        capturing: true,
                        dir: ctx.dir,
                        seeds,
                    });
                    if t.on() {
                        t.push(Event::Decision {
                            decision: Decision::Kotso,
                        });
                    }
                    return Flow::Decision;
                }
            },
        };
        self.enter(ctx, kotso, seeds, t)
    }

    /// Captured seeds are sown starting in the kotso, toward the centre of the front row.
    fn enter<T: Trace>(&mut self, ctx: Ctx, kotso: usize, seeds: u8, t: &mut T) -> Flow {
        let dir = if kotso == KOTSO_LEFT {
            CLOCKWISE
        } else {
            -CLOCKWISE
        };
        let ctx = Ctx { dir, ..ctx };
        if t.on() {
            t.push(Event::Enter {
                kotso: self.name(self.mover(), kotso),
                direction: dir_letter(dir),
                seeds,
            });
        }
        let last = self.sow_lap(board::step(kotso, -dir, 1), dir, seeds, t);
        self.advance(ctx, last, t)
    }

    /// Plays a pending decision: `Some(kotso)` for a kotso choice, `None`+`go` for the nyumba.
    pub(crate) fn run_decision<T: Trace>(&mut self, answer: DecisionAnswer, t: &mut T) -> Flow {
        let Some(p) = self.pending.take() else {
            return Flow::Invalid;
        };
        let ctx = Ctx {
            namua: p.namua,
            capturing: p.capturing,
            dir: p.dir,
        };
        match answer {
            DecisionAnswer::Kotso(k) => self.enter(ctx, k, p.seeds, t),
            DecisionAnswer::Stop => {
                if t.on() {
                    t.push(Event::NyumbaStop {
                        pit: self.name(self.mover(), NYUMBA),
                    });
                }
                self.end_turn(ctx, t)
            }
            DecisionAnswer::Go => match self.relay(&ctx, NYUMBA, t) {
                Some(last) => self.advance(ctx, last, t),
                None => Flow::Invalid,
            },
        }
    }

    /// Lifts the pit where a lap ended and sows on; `None` if that breaks the trakatra rule.
    #[inline(always)]
    fn relay<T: Trace>(&mut self, ctx: &Ctx, from: usize, t: &mut T) -> Option<usize> {
        let m = self.mover();
        let n = board::get(self.sides[m], from);
        if t.on() {
            t.push(Event::Relay {
                pit: self.name(m, from),
                seeds: n,
            });
        }
        if self.lift(from, n) && t.on() {
            t.push(Event::NyumbaDestroyed {
                pit: self.name(m, from),
            });
        }
        if self.front_would_empty(ctx, from) {
            return None;
        }
        Some(self.sow_lap(from, ctx.dir, n, t))
    }

    /// From the end of a lap at `last`, runs the turn on until it ends, a decision is pending,
    /// or it proves never-ending.
    fn advance<T: Trace>(&mut self, ctx: Ctx, mut last: usize, t: &mut T) -> Flow {
        let m = self.mover();
        loop {
            // Pits where a lap's end needs more than "empty: stop / occupied: relay".
            let mut special = 0u16;
            if ctx.capturing {
                // Their pit `7 − k` faces my pit `k`.
                special = board::facing_holding(self.sides[1 - m], 1) as u16;
            }
            if let Some(k) = self.takasia {
                special |= 1 << k;
            }
            if self.nyumba[m] {
                special |= 1 << NYUMBA;
            }
            let (side, at, run) =
                run_laps(self.sides[m], last, ctx.dir, special, !ctx.capturing, m, t);
            self.sides[m] = side;
            last = at;
            match run {
                Run::Empty => return self.end_turn(ctx, t),
                Run::Invalid => return Flow::Invalid,
                Run::Special => {}
            }
            let c = board::get(self.sides[m], last);
            if ctx.capturing && last < 8 && board::get(self.sides[1 - m], 7 - last) > 0 {
                return self.capture(ctx, last, None, t);
            }
            if self.takasia == Some(last as u8) {
                if t.on() {
                    t.push(Event::TakasiaStop {
                        pit: self.name(m, last),
                    });
                }
                return self.end_turn(ctx, t);
            }
            if ctx.namua && last == NYUMBA && self.nyumba[m] && c >= 6 {
                if ctx.capturing || self.rules.nyumba_stop == NyumbaStop::Optional {
                    self.pending = Some(Pending {
                        kind: PendingKind::Nyumba,
                        namua: true,
                        capturing: ctx.capturing,
                        dir: ctx.dir,
                        seeds: 0,
                    });
                    if t.on() {
                        t.push(Event::Decision {
                            decision: Decision::Nyumba,
                        });
                    }
                    return Flow::Decision;
                }
                if t.on() {
                    t.push(Event::NyumbaStop {
                        pit: self.name(m, NYUMBA),
                    });
                }
                return self.end_turn(ctx, t);
            }
            // An intact nyumba lifted by a relay (mtaji, or below 6 seeds): it falls, an
            // irreversible event, and the laps go on with a fresh cycle search.
            match self.relay(&ctx, last, t) {
                Some(next) => last = next,
                None => return Flow::Invalid,
            }
        }
    }

    /// The turn is over: check the mover's own front row after a capturing turn, set takasia for
    /// the next player, pass the turn.
    fn end_turn<T: Trace>(&mut self, ctx: Ctx, t: &mut T) -> Flow {
        let m = self.mover();
        if ctx.capturing && self.front_empty(m) {
            return self.finish(1 - m, "kamu", t);
        }
        self.takasia = None;
        self.pending = None;
        self.to_move = 1 - self.to_move;
        if self.rules.takasia && !ctx.namua && !ctx.capturing {
            self.takasia = self.takasia_after_trakatra().map(|k| k as u8);
        }
        if t.on() {
            let takasia = self.takasia.map(|k| self.name(1 - m, k as usize));
            t.push(Event::TurnEnd {
                player: super::PLAYER_NAMES[m],
                takasia,
            });
        }
        Flow::Ended
    }

    /// The game ends in the middle of the mover's turn (kamu); the turn does not pass.
    pub(crate) fn finish<T: Trace>(
        &mut self,
        winner: usize,
        reason: &'static str,
        t: &mut T,
    ) -> Flow {
        self.pending = None;
        self.takasia = None;
        if t.on() {
            t.push(Event::TurnEnd {
                player: super::PLAYER_NAMES[self.mover()],
                takasia: None,
            });
            t.push(Event::GameEnd {
                winner: super::PLAYER_NAMES[winner],
                reason,
            });
        }
        Flow::Ended
    }
}

/// An answer to a mid-turn decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DecisionAnswer {
    Kotso(usize),
    Stop,
    Go,
}
