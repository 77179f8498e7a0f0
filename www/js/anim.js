// Plays the engine's trace of a turn step by step on the board, then draws the engine's final
// view, which is the truth. What each event looks like is the game's kit's (its `steps`); this
// module owns only the timing.
//
// Never makes anyone wait against their will: `skip()` (the skip button, Escape, or any click on
// the board) jumps to the end at once; long turns speed up so a whole turn lasts a few seconds;
// under `prefers-reduced-motion` the default speed is instant. Each step is a few DOM updates,
// spaced by timers, so the main thread is never held.

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

/**
 * How a game's events are drawn: `weight(e)` beats, `apply(e, state, beat)` on the renderer,
 * and the sound each makes (`sound(e)`: `drop`, `lift`, `capture` or null).
 * @typedef {{weight: (e: object) => number, apply: (e: object, state: object, beat: number) => void,
 *            state: (before: object) => object, sound?: (e: object) => string|null}} Steps
 */

/** Cues from the quietest to the loudest (an instant turn sounds its loudest cue once). */
const CUES = ['drop', 'lift', 'capture'];

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
   * Animates `events` from the drawn `before` view, then draws `after`. Resolves when done or
   * skipped. A new call first finishes the previous animation.
   */
  async play(events, before, after) {
    this.skip();
    const r = this.renderer;
    if (!this.steps) {
      r.draw(after);
      return;
    }
    const beats = events.reduce((sum, e) => sum + this.steps.weight(e), 0);
    const beat = this.beatMs(beats);
    const cueOf = (e) => this.steps.sound?.(e) ?? null;
    if (beat === 0) {
      // No animation: the turn's loudest sound, once.
      const loudest = Math.max(-1, ...events.map((e) => CUES.indexOf(cueOf(e))));
      if (loudest >= 0) this.onCue?.(CUES[loudest], 0);
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
        const cue = cueOf(e);
        if (cue) this.onCue?.(cue, beat);
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
