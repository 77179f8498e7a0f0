// What a turn shows on Tricérata's board: how each event of its trace is animated (its steps), its
// marks until the next turn, and what it did in words. Loaded by the kit's `turn()` once the first
// board is drawn (and awaited before the first turn is animated): the first board and its first
// tap need neither. Its looks (turn.css: the pulses, the marks, a hint's message) and its words
// (i18n/tricerata-turn/) come with it (the kit's `turn()` asks the three at once: games/parts.js).

// The Animator's step-by-step play (the first board animates nothing).
import '../../anim-play.js';

export { tricerataSteps as steps } from './steps.js';
export { drawTurnMarks as marks } from './marks.js';
export * as words from './turn-words.js';
