// The end panel brought into sight when a game has just ended. On a phone it sits in the dock,
// which stays stuck to the bottom of the screen over the lower part of the tall board: the
// page is then scrolled so that the final position shows above it, as far as the board's top
// allows — the player sees who won and how the board ended without scrolling.

/** Brings `panel` (the end panel) and, above a dock stuck to the screen's bottom, the board into sight. */
export function showEnd(panel) {
  panel.scrollIntoView({ block: 'nearest' });
  const dock = panel.closest('.dock');
  const board = document.getElementById('board');
  if (!dock || !board || getComputedStyle(dock).position !== 'sticky') return;
  const box = board.getBoundingClientRect();
  const covered = box.bottom - dock.getBoundingClientRect().top;
  if (covered > 0 && box.top > 0) window.scrollBy({ top: Math.min(covered, box.top) });
}
