// How the Animator (anim.js) plays a turn's events on the board, step by step, within the
// speed's time, and the effects every game's steps draw (a fading ring, a flight): loaded with
// what a turn shows (each game's turn.js imports it), since the first board animates nothing.
// Until then anim.js draws a turn at once.

import { Animator } from './anim.js';
import { svg } from './svg.js';

/** Pauses shorter than a frame are gathered (see `play`). */
const FRAME_MS = 16;

/** Cues from the quietest to the loudest (an instant turn sounds its loudest cue once). */
const CUES = ['drop', 'lift', 'capture'];

/** Waits `ms` for the next step of `run`, or less if the run is skipped meanwhile. */
function wait(run, ms) {
  return new Promise((resolve) => {
    const id = setTimeout(resolve, ms);
    run.wake = () => {
      clearTimeout(id);
      resolve();
    };
  });
}

Object.assign(Animator.prototype, {
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
    // `this.pace(after)`, set while the computer plays (controller-later.js; unset otherwise):
    // the share of the speed's time this turn is shown in (computer-pace.js).
    const beat = this.beatMs(beats) * (this.pace?.(after) ?? 1);
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
          await wait(run, owed);
          owed = 0;
        }
      }
    } finally {
      if (this.run === run) this.run = null;
      r.stopEffects();
      r.draw(after);
    }
  },
});

/** A ring fading out at (`cx`, `cy`) on the layer `fx` (`kind`: `flash`, `captured`, `relay`…). */
export function pulseAt(fx, cx, cy, radius, kind, ms = 600) {
  const ring = svg('circle', { class: `pulse ${kind}`, cx, cy, r: radius });
  fx.append(ring);
  if (!ring.animate || ms <= 0) {
    ring.remove();
    return;
  }
  ring.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ms, easing: 'ease-out' })
    .finished.catch(() => {}).then(() => ring.remove());
}

/**
 * `group` (seeds, stones) flying from point `a` to point `b` over renderer `r`'s effects layer
 * (`r.fx`) in `ms`; the renderer's `stopEffects` ends every flight (`r.flights`).
 */
export function flyGroup(r, group, a, b, ms) {
  if (ms <= 0 || !group.animate) return;
  r.fx.append(group);
  const anim = group.animate(
    [{ transform: `translate(${a.x}px, ${a.y}px)` }, { transform: `translate(${b.x}px, ${b.y}px)` }],
    { duration: ms, easing: 'ease-in-out', fill: 'forwards' },
  );
  r.flights ??= new Set();
  r.flights.add(anim);
  anim.finished.catch(() => {}).then(() => {
    r.flights.delete(anim);
    group.remove();
  });
}
