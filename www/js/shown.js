// A link's text as the page quotes it in its messages (a refused part, a game id it does not
// make): its control and format characters by their codes, so that a direction mark cannot turn
// the page's own sentence round, nor an invisible one hide; and, longer than `most` characters,
// cut with "…" (a link of 100,000 characters was quoted whole, far past the dialog's edge).
// Loaded with what quotes links only.

/**
 * @param {string} text
 * @param {number} [most] the characters quoted at most, before the cut's "…"
 */
export function shown(text, most = 60) {
  const chars = Array.from(String(text));
  const cut = chars.length > most ? `${chars.slice(0, most).join('')}…` : chars.join('');
  return cut.replace(/[\p{Cc}\p{Cf}]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
}
