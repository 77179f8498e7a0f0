// The board's room under the puzzle's panel in the embed. embed.css shrinks the board to what a
// short frame leaves it beside the status, the message and the buttons; the puzzle's panel above
// the board is one more thing to leave room for, and its height changes (the verdict, the
// language, the frame's width): it is kept in `--puzzle-room`, which puzzles.css subtracts.

/** Follows the height of `panel` (the puzzle's) in the embed; does nothing on the full page. */
export function keepPuzzleRoom(panel) {
  if (!document.body.classList.contains('embed') || typeof ResizeObserver !== 'function') return;
  const root = document.documentElement;
  new ResizeObserver(() => {
    root.style.setProperty('--puzzle-room', `${panel.hidden ? 0 : Math.ceil(panel.getBoundingClientRect().height)}px`);
  }).observe(panel);
}
