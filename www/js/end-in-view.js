// The end panel brought into sight when a game has just ended. On a phone it sits in the dock,
// which stays stuck to the bottom of the screen over the lower part of the tall board: the
// page is then scrolled so that the final position shows above it — the player sees who won and
// how the board ended without scrolling. A board taller than the room above the dock (Tricérata's
// triangle with a store above and below it) is drawn smaller until the end panel goes (Undo,
// a new game): no tap on it is needed any more, and its lower store was hidden under the dock.

/** Below this height (CSS px) a board is not shrunk: scrolling it beats a board too small to read. */
const MIN_BOARD = 240;

/**
 * Brings `panel` (the end panel) and, above a dock stuck to the screen's bottom, the board into
 * sight. `opened`: the game was opened finished (a friend's last link): only a dock stuck over
 * the board calls for it then (a page opened is not scrolled otherwise, nor an embed's host).
 */
export function showEnd(panel, { opened = false } = {}) {
  const dock = panel.closest('.dock');
  const stuck = !!dock && getComputedStyle(dock).position === 'sticky';
  if (opened && !stuck) return;
  panel.scrollIntoView({ block: 'nearest' });
  const board = document.getElementById('board');
  if (!stuck || !board) return;
  // Fitted now, and again whenever the dock's height changes while the panel shows: the words
  // of the last computer turns come once their drawing ends, after the panel (three lines more
  // with five computer seats, which hid the lower stores under the dock). One watch at a time:
  // the panel is shown again each time the review is left.
  dockWatch?.disconnect();
  const watch = new ResizeObserver(() => {
    if (panel.hidden) watch.disconnect();
    // Not drawn (the review or a lesson is shown in its place, the dock with it): the page's
    // scroll is theirs — the review has just brought its banner into sight above the board.
    else if (panel.getClientRects().length) fitAboveDock(board, dock, panel);
  });
  watch.observe(dock);
  dockWatch = watch;
}

/** The dock's watch of the last end panel shown (see `showEnd`). */
let dockWatch = null;

/** Draws the board smaller if it must, then scrolls it above the dock (see `showEnd`). */
function fitAboveDock(board, dock, panel) {
  // The room between the screen's top and the dock stuck to its bottom.
  const room = window.innerHeight - dock.getBoundingClientRect().height;
  const over = board.getBoundingClientRect().height - room;
  const drawing = board.querySelector('svg.board');
  if (drawing && over > 0 && room >= MIN_BOARD) shrinkWhileShown(drawing, drawing.getBoundingClientRect().height - over, panel);
  boardAboveDock(board, dock);
}

/**
 * Scrolls the page until `board`'s foot is above `dock` where the dock is stuck to the screen's
 * bottom (a phone), as far as the board's top stays in sight: what a turn left at the board's
 * foot (a Tricérata store, the player's own row) is then seen. Also a lesson's, after its verdict.
 */
export function boardAboveDock(board, dock) {
  if (getComputedStyle(dock).position !== 'sticky') return;
  const box = board.getBoundingClientRect();
  const covered = box.bottom - dock.getBoundingClientRect().top;
  if (covered > 0 && box.top > 0) window.scrollBy({ top: Math.min(covered, box.top) });
}

/** Caps `drawing`'s height at `height` px until `panel` is hidden again. */
function shrinkWhileShown(drawing, height, panel) {
  const watched = !!drawing.style.maxHeight;
  drawing.style.maxHeight = `${Math.floor(height)}px`;
  if (watched) return;
  const watch = new MutationObserver(() => {
    if (!panel.hidden && drawing.isConnected) return;
    drawing.style.maxHeight = '';
    watch.disconnect();
  });
  watch.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
}
