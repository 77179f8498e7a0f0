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
  if (had && had !== document.body && focusLost()) target()?.focus();
}

/** The place of the board to focus: a playable one, else the first that takes the focus. */
export function boardPlace() {
  return document.querySelector('#board .playable[tabindex]') ?? document.querySelector('#board [tabindex="0"]');
}

/**
 * Where the game is taken up again: a playable place of the board; at a game's end, the end
 * panel's first button rather than a board that offers nothing (and on which ← and Home move
 * between places instead of opening the review again).
 */
export function gamePlace() {
  return document.querySelector('#board .playable[tabindex]') ?? document.querySelector('#end:not([hidden]) .btn') ?? boardPlace();
}
