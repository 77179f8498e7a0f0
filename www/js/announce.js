// What a screen reader is told that the page shows no words for: the board changed without a
// turn to watch (an Undo, the review left, a Rematch that swapped the sides). A sighted player
// sees it happen; written in the message line under the board, these sentences would only
// have pushed the board up on a phone. Loaded after the first board, with the modules that
// speak here, so that the live region exists before its first sentence (a region made at the
// moment it speaks is often not heard).

import { html } from './svg.js';
import { onLanguage } from './i18n.js';

let region = null;

// What was said is in the language of its moment: another language empties it, so that a screen
// reader going through the page does not meet a French sentence on the English page.
onLanguage(() => {
  if (region) region.textContent = '';
});

/** The page's hidden live region, made once. */
function spoken() {
  region ??= document.body.appendChild(html('p', { id: 'spoken', class: 'visually-hidden', role: 'status', 'aria-live': 'polite' }));
  return region;
}

if (typeof document !== 'undefined') spoken();

/**
 * Says `text` to a screen reader. Emptied first and written at the next frame, so that the same
 * sentence twice (a second Undo that lands where the first did) is said twice.
 */
export function announce(text) {
  const el = spoken();
  el.textContent = '';
  requestAnimationFrame(() => { el.textContent = text; });
}
