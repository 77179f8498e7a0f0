// Where the keyboard's focus goes when the control that had it goes away: the review's banner
// hidden (Back to the game, Play from here), the turn's buttons disabled as a review opens (a ←
// pressed on Hint), Stop analysis hidden once pressed. Left alone, the browser drops the focus
// on the page's body, and a keyboard player starts again from the top of the page.

/** Whether the focus has nowhere sensible to be: on the body, or on a control now gone or off. */
export function focusLost() {
  const el = document.activeElement;
  return !el || el === document.body || !el.isConnected || el.disabled === true || !el.getClientRects().length;
}

/**
 * Focuses `target()` (an element or null) if the focus, on `had` a moment before (a control the
 * player used), was lost since; keeps it where it is otherwise — on the body too, when it was
 * there already (the review's keys work from there, and from the board they would not).
 */
export function keepFocus(had, target) {
  if (had && had !== document.body && focusLost()) settleOn(target());
}

/**
 * Focuses `el`. A place of the board that offers nothing yet (the computer moves first after a
 * Rematch or a Play from here) is where the focus waits: once the player's turn offers a place
 * to choose, the focus goes there, unless the player has moved it meanwhile.
 */
function settleOn(el) {
  el?.focus();
  const board = document.getElementById('board');
  if (!board || !el?.closest?.('#board') || el.matches(CHOOSABLE)) return;
  const watch = new MutationObserver(() => {
    const now = document.activeElement;
    // The player's own choice; or the board drawn anew (another game): nothing waits any more.
    if ((now !== el && !focusLost()) || !el.isConnected) watch.disconnect();
    else if (document.querySelector(CHOOSABLE)) {
      watch.disconnect();
      boardPlace()?.focus();
    }
  });
  watch.observe(board, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'tabindex'] });
}

/** A place of the board the player may choose now. */
const CHOOSABLE = '#board :is(.playable, .choosable)[tabindex]';
/** The board's first place (a Tab stop or not: a board with nothing to choose has none). */
const FIRST_PLACE = '#board [data-target]';

/**
 * The place of the board to focus: one the player may choose now (`playable`, or `choosable`,
 * which a kit adds where its choices have classes of their own: Tricérata's captures), else the
 * first that takes the focus.
 */
export function boardPlace() {
  return document.querySelector(CHOOSABLE) ?? document.querySelector(FIRST_PLACE);
}

/**
 * Where the game is taken up again: a playable place of the board; at a game's end, the end
 * panel's first button rather than a board that offers nothing (and on which ← and Home move
 * between places instead of opening the review again).
 */
export function gamePlace() {
  return document.querySelector(CHOOSABLE) ?? document.querySelector('#end:not([hidden]) .btn') ?? document.querySelector(FIRST_PLACE);
}

/** The focus nowhere (the board drawn again, the control gone with a dialog): it goes to the game. */
export function focusGame() {
  if (focusLost()) settleOn(gamePlace());
}

/**
 * Keeps the keyboard's focus on the game when `button`, focused, goes off or hides (Skip
 * animation once the turn is drawn, pressed or not; Stop the analysis once every move is
 * judged): then `target()` takes it, rather than the page's body. Its focus counts as held from when it comes
 * until it leaves for another element, or for nothing while the button is still on (a click
 * beside any control).
 */
export function keepFocusWhenOff(button, target) {
  let held = false;
  button.addEventListener('focus', () => (held = true));
  button.addEventListener('blur', (ev) => (held = !ev.relatedTarget && (button.disabled || button.hidden)));
  new MutationObserver(() => {
    const now = document.activeElement;
    if (held && focusLost() && (now === button || now === document.body)) {
      held = false;
      target()?.focus();
    }
  }).observe(button, { attributes: true, attributeFilter: ['disabled', 'hidden'] });
}

/**
 * A turn's button's action (Finish my turn, Undo, Redo) that keeps the keyboard's focus: the
 * button pressed may be off or gone once it has acted (Finish my turn when the turn still asks
 * for a cell), and the player then goes on on the board (Skip animation, which goes off whenever
 * its turn's drawing ends, pressed or not, has `keepFocusWhenOff`). Off while the turn it ended
 * is drawn, the button leaves the focus on the board meanwhile (not on the page's body, from
 * where Tab starts again at the top), and then on `target()` — the place to choose, or what the
 * caller names — if the player has not moved it.
 */
export function keepingFocus(act, target = boardPlace) {
  return async () => {
    const had = document.activeElement;
    let waiting = null;
    // The button goes off when its turn is drawn: after an answer of the engine, or at the next
    // frame (Skip). Watched until then, or until the player has moved the focus elsewhere.
    // A button turned off may lose the focus at once (to the body, as Chromium 148 does) or keep
    // it, off, for a while: either way it is lost; on anything else, the player moved it.
    const watch = new MutationObserver(() => {
      const now = document.activeElement;
      if (now !== had && now !== document.body) watch.disconnect();
      else if (focusLost()) {
        watch.disconnect();
        (waiting = boardPlace())?.focus();
      }
    });
    if (had !== document.body) watch.observe(had, { attributes: true, attributeFilter: ['disabled', 'hidden'] });
    await act();
    // Its watch ends with its action: left on, it would move the focus at a later press's end
    // (Enter held on Undo: the board took the focus from the second press's watch).
    watch.disconnect();
    // Off only for a moment (an answer awaited), the button pressed takes the focus back.
    const back = had.isConnected && !had.disabled && had.getClientRects().length ? had : null;
    if (waiting && document.activeElement === waiting) (back ?? target())?.focus();
    else keepFocus(had, target);
  };
}
