// Plays the engine's trace of a turn seed by seed on the board (lift, drops, captures flying to
// the kotso, relays, the nyumba), then draws the engine's final view, which is the truth.
//
// Never makes anyone wait against their will: `skip()` (the skip button, Escape, or any click on
// the board) jumps to the end at once; long turns speed up so a whole turn lasts a few seconds;
// under `prefers-reduced-motion` the default speed is instant. Each step is a few DOM updates,
// spaced by timers, so the main thread is never held.

import { owner, pitName, loopIndex } from './render-bao.js';

/** Milliseconds per dropped seed at each speed, and the longest a turn may take. */
export const SPEEDS = {
  slow: { seed: 420, budget: 16000 },
  normal: { seed: 220, budget: 7000 },
  fast: { seed: 90, budget: 2500 },
  instant: { seed: 0, budget: 0 },
};

/** Pauses shorter than a frame are gathered (see `play`). */
const FRAME_MS = 16;

export function prefersReducedMotion() {
  return !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** How many "beats" each bao event takes (a dropped seed is one). */
const BAO_WEIGHT = {
  place: 2, lift: 2, tax: 2, sow: 1, capture: 3, enter: 2, relay: 2,
  nyumba_destroyed: 1, nyumba_stop: 2, takasia_stop: 2, decision: 0, turn_end: 0, game_end: 0,
};

/**
 * How a game's events are drawn: `weight(e)` beats, `apply(e, state, beat)` on the renderer.
 * @typedef {{weight: (e: object) => number, apply: (e: object, state: object, beat: number) => void,
 *            state: (before: object) => object}} Steps
 */

export class Animator {
  /**
   * @param {object} renderer  the board's renderer (`draw`, `stopEffects`…)
   * @param {Steps} [steps]    defaults to the bao's
   */
  constructor(renderer, steps = null) {
    this.renderer = renderer;
    this.steps = steps ?? baoSteps(renderer);
    this.speed = prefersReducedMotion() ? 'instant' : 'normal';
    this.run = null;
  }

  get running() {
    return this.run !== null;
  }

  /**
   * Animates `events` from the drawn `before` view, then draws `after`. Resolves when done or
   * skipped. A new call first finishes the previous animation.
   */
  async play(events, before, after) {
    this.skip();
    const r = this.renderer;
    const beats = events.reduce((sum, e) => sum + this.steps.weight(e), 0);
    const beat = this.beatMs(beats);
    if (beat === 0) {
      r.draw(after);
      return;
    }
    const run = { cancelled: false, wake: null };
    this.run = run;
    const state = this.steps.state(before);
    // Time owed to the events drawn since the last pause: beats shorter than a frame (a turn of
    // thousands of drops) are drawn several per pause, so the turn keeps to its budget.
    let owed = 0;
    try {
      for (const e of events) {
        if (run.cancelled) break;
        this.steps.apply(e, state, beat);
        owed += this.steps.weight(e) * beat;
        if (owed >= FRAME_MS) {
          await this.#wait(run, owed);
          owed = 0;
        }
      }
    } finally {
      if (this.run === run) this.run = null;
      r.stopEffects();
      r.draw(after);
    }
  }

  /**
   * Milliseconds per beat for `beats` beats at the current speed (0: draw at once): a dropped
   * seed's time, shortened so the whole turn fits the speed's budget.
   */
  beatMs(beats) {
    const speed = SPEEDS[this.speed] ?? SPEEDS.normal;
    if (speed.seed === 0 || beats === 0) return 0;
    return Math.min(speed.seed, speed.budget / beats);
  }

  /** Jumps to the end of the running animation. */
  skip() {
    const run = this.run;
    if (!run) return;
    run.cancelled = true;
    this.run = null;
    run.wake?.();
  }

  #wait(run, ms) {
    return new Promise((resolve) => {
      const id = setTimeout(resolve, ms);
      run.wake = () => {
        clearTimeout(id);
        resolve();
      };
    });
  }
}

/** The bao's events on a BaoRenderer. */
export function baoSteps(r) {
  return {
    weight: (e) => BAO_WEIGHT[e.type] ?? 1,
    state: (before) => ({ mover: before.to_move, hand: 0, at: null }),
    apply(e, st, beat) {
      const add = (pit, n) => r.setCount(pit, r.getCount(pit) + n);
      switch (e.type) {
        case 'place':
          r.fly(r.trayPoint(st.mover), e.pit, 1, beat * 1.8);
          r.setHand(st.mover, Math.max(0, (r.trays[st.mover].n ?? 1) - 1));
          add(e.pit, 1);
          r.pulse(e.pit, 'flash', beat * 3);
          break;
        case 'lift':
        case 'tax':
        case 'relay':
          add(e.pit, -e.seeds);
          st.hand = e.seeds;
          st.at = e.pit;
          r.showHand(e.pit, st.hand);
          r.pulse(e.pit, e.type === 'relay' ? 'relay' : 'flash', beat * 3);
          break;
        case 'sow':
          add(e.pit, 1);
          st.hand = Math.max(0, st.hand - 1);
          st.at = e.pit;
          r.showHand(e.pit, st.hand);
          break;
        case 'capture': {
          // The opponent's pit is emptied; its seeds come over to the mover's facing pit.
          const facing = pitName(st.mover, 7 - loopIndex(e.pit));
          r.setCount(e.pit, 0);
          r.pulse(e.pit, 'captured', beat * 4);
          r.fly(e.pit, facing, e.seeds, beat * 2.5);
          st.hand = e.seeds;
          st.at = facing;
          r.hideHand();
          break;
        }
        case 'enter':
          // The captured seeds go to the kotso, where the sowing starts.
          if (st.at) r.fly(st.at, e.kotso, e.seeds, beat * 1.8);
          st.hand = e.seeds;
          st.at = e.kotso;
          r.showHand(e.kotso, st.hand);
          r.pulse(e.kotso, 'flash', beat * 3);
          break;
        case 'nyumba_destroyed':
          r.setNyumba(owner(e.pit), false, false);
          r.pulse(e.pit, 'captured', beat * 3);
          break;
        case 'nyumba_stop':
        case 'takasia_stop':
          r.pulse(e.pit, 'stop', beat * 4);
          r.hideHand();
          break;
        default:
          r.hideHand();
      }
    },
  };
}
