// What a turn shows on Mraha's board: how each event of its trace is animated (its steps), its
// marks until the next turn, and what it did in words. Loaded by the kit's `turn()` once the first
// board is drawn (and awaited before the first turn is animated): the first board and its first
// tap need neither. Its looks (turn.css: the pulses, the marks, a hint's message) and its words
// (i18n/mraha-turn/) are there before it resolves.

import { loadStyle } from '../../style-sheet.js';
import { loadWords } from '../../i18n.js';
// The Animator's step-by-step play (the first board animates nothing).
import '../../anim-play.js';

export { mrahaSteps as steps } from './steps.js';
export { drawTurnMarks as marks } from './marks.js';
export * as words from './turn-words.js';

// (Node's unit tests load it without a document.)
if (typeof document !== 'undefined') {
  await Promise.all([loadStyle(new URL('../../../turn.css', import.meta.url)), loadWords('mraha-turn')]);
}
