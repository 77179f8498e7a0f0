// What every game's input shares: the checks before any gesture, and the arrow keys, which
// move the focus to the nearest focusable place in that direction on screen, whatever the
// board's shape.

/**
 * Before any gesture on a board: ends a running animation, then says whether the gesture may
 * go on — not when it ended an animation (a tap then only jumps to the turn's end: the input's
 * choices are still those of the position before it), not before the first view, nor while the
 * board refuses gestures (the refusal is said: `locked` gives its code, or true for the
 * computer's turn).
 * @param {import('./games/kit.js').Intents} host
 */
export function mayGesture(host, view) {
  if (host.interrupt() || !view) return false;
  const why = host.locked?.();
  if (why) {
    host.refuse(typeof why === 'string' ? why : 'computer_turn');
    return false;
  }
  return true;
}

/** Screen angle (degrees) for each arrow key. */
export const KEY_ANGLE = { ArrowRight: 0, ArrowDown: 90, ArrowLeft: 180, ArrowUp: -90 };

/**
 * Moves the keyboard focus from `from` (one of `items` or not; the first item when there is
 * none) to the nearest of `items` in a screen direction; returns it, or null when there is none
 * that way (the focus then stays, or goes to the start).
 */
export function moveFocus(items, from, angle) {
  const start = from ?? items[0];
  // Measured on screen, so that places drawn moved (a button translated beside its pit) or a
  // board turned compare as the player sees them.
  const centre = (el) => {
    const b = el.getBoundingClientRect();
    return [b.x + b.width / 2, b.y + b.height / 2];
  };
  const [ax, ay] = centre(start);
  const rad = (angle * Math.PI) / 180;
  let best = null;
  let bestScore = Infinity;
  for (const p of items) {
    if (p === start) continue;
    const [bx, by] = centre(p);
    const dx = bx - ax;
    const dy = by - ay;
    const along = dx * Math.cos(rad) + dy * Math.sin(rad);
    const across = Math.abs(-dx * Math.sin(rad) + dy * Math.cos(rad));
    if (along <= 1) continue;
    const score = along + 3 * across;
    if (score < bestScore) {
      bestScore = score;
      best = p;
    }
  }
  (best ?? start).focus();
  return best;
}
