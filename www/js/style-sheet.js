// Style sheets loaded with the modules that need them, so the first board's (style.css) stays
// small: panels.css (the dialogs, the review's banner, the analysis) beside style.css.

/** Each sheet added, by address: resolves once it applies (or failed to load). */
const sheets = new Map();

/**
 * Adds the style sheet at `url` once; resolves when it applies — a caller shows its dialog or
 * panel after that, never unstyled. A sheet that fails to load resolves too (the panel works
 * unstyled rather than not at all).
 */
export function loadStyle(url) {
  const href = String(url);
  if (!sheets.has(href)) {
    sheets.set(href, new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', resolve);
      link.addEventListener('error', resolve);
      document.head.append(link);
    }));
  }
  return sheets.get(href);
}

/**
 * A game's board looks (`js/games/<id>/board.css`), asked by its kit with the board's module
 * (games/parts.js). Named from here: this module's address is js/ both in the sources and in
 * the bundle, where a kit's is not (it is bundled into a chunk of js/).
 */
export function loadBoardStyle(id) {
  return loadStyle(new URL(`./games/${id}/board.css`, import.meta.url));
}

/** The puzzle mode's looks (puzzles.css), asked with its module by puzzle-entry.js. */
export function loadPuzzlesStyle() {
  return loadStyle(new URL('../puzzles.css', import.meta.url));
}

/** The lesson view's looks (lessons.css), asked with its module by lesson-entry.js. */
export function loadLessonsStyle() {
  return loadStyle(new URL('../lessons.css', import.meta.url));
}

/** The looks of a turn on any game's board (turn.css), asked by a kit with its `turn()`. */
export function loadTurnStyle() {
  return loadStyle(new URL('../turn.css', import.meta.url));
}

/** The looks of the dialogs, the review's banner and the analysis (panels.css). */
export function loadPanelStyle() {
  return loadStyle(new URL('../panels.css', import.meta.url));
}
