// Plays the engine's trace of a turn step by step on the board, then draws the engine's final
// view, which is the truth. What each event looks like is the game's kit's (its `steps`); this
// module owns only the timing.
//
// Never makes anyone wait against their will: `skip()` (the skip button, Escape, or any click on
// the board) jumps to the end at once; long turns speed up so a whole turn lasts a few seconds;
// under `prefers-reduced-motion` the default speed is instant. Each step is a few DOM updates,
// spaced by timers, so the main thread is never held. The step-by-step play itself is
// anim-play.js, loaded with what a turn shows (the first board animates nothing).

/** Milliseconds per dropped seed at each speed, and the longest a turn may take. */
export const SPEEDS = {
  slow: { seed: 420, budget: 16000 },
  normal: { seed: 220, budget: 7000 },
  fast: { seed: 90, budget: 2500 },
  instant: { seed: 0, budget: 0 },
};

export function prefersReducedMotion() {
  return !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * How a game's events are drawn: `weight(e)` beats, `apply(e, state, beat)` on the renderer,
 * and the sound each makes (`sound(e)`: `drop`, `lift`, `capture` or null).
 * @typedef {{weight: (e: object) => number, apply: (e: object, state: object, beat: number) => void,
 *            state: (before: object) => object, sound?: (e: object) => string|null}} Steps
 */

export class Animator {
  /**
   * @param {object} renderer  the board's renderer (`draw`, `stopEffects`…)
   * @param {Steps|null} steps the game's (its kit's `turn()`'s `steps(renderer)`); null until
   *   they are loaded (a turn is then drawn at once)
   */
  constructor(renderer, steps) {
    this.renderer = renderer;
    this.steps = steps;
    this.speed = prefersReducedMotion() ? 'instant' : 'normal';
    this.run = null;
    /** Hears each event's sound cue: `(cue, beatMs) => void` (the page's sound), or null. */
    this.onCue = null;
  }

  get running() {
    return this.run !== null;
  }

  /**
   * Animates `events` from the drawn `before` view, then draws `after`; resolves when done or
   * skipped. Replaced by anim-play.js (loaded with a game's turn.js, before any turn is
   * animated); without it, or without the game's steps, the turn is drawn at once.
   */
  async play(events, before, after) {
    this.skip();
    this.renderer.draw(after);
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

  /** Jumps to the end of the running animation; true when one was running. */
  skip() {
    const run = this.run;
    if (!run) return false;
    run.cancelled = true;
    this.run = null;
    run.wake?.();
    return true;
  }
}
