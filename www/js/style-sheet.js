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

/**
 * A sheet beside style.css, at the site's top (`turn.css`, asked with a kit's `turn()`;
 * `lessons.css` and `puzzles.css`, with their views by lesson-entry.js and puzzle-entry.js).
 */
export function loadSiteStyle(file) {
  return loadStyle(new URL(`../${file}`, import.meta.url));
}

/** The looks of the dialogs, the review's banner and the analysis (panels.css). */
export function loadPanelStyle() {
  return loadSiteStyle('panels.css');
}
