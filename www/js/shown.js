// A link's text as the page quotes it in its messages (a refused part, a game id it does not
// make): its control and format characters by their codes, so that a direction mark cannot turn
// the page's own sentence round, nor an invisible one hide. Loaded with what quotes links only.

/** @param {string} text */
export const shown = (text) => String(text).replace(/[\p{Cc}\p{Cf}]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
