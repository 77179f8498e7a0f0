// Tricérata's words of the first board: its players' names (Player 1…6), whose turn and what to
// decide, the solitaire's count of turns. Every word is an i18n key (www/i18n/tricerata/).
// Loaded with the board (board.js); the players' names alone are the kit's from the start
// (names.js); what a turn (or one decision of it) did, a hint and the end of the game come with
// the turn's animation (turn-words.js).

import { t, tn } from '../../i18n.js';
import { playerName } from './names.js';

export { playerName };

/** The status line while the game goes on and nothing moves (the solitaire counts its turns). */
export function status(view) {
  const player = playerName(view, view.to_move);
  let text = view.decision === 'path'
    ? tn('tri.status.path', view.stage.hand ?? 0, { player })
    : t(`tri.status.${view.decision}`, { player });
  if (view.players === 1) {
    // Turns are numbered from 1: the one being played is the turns done so far plus one.
    text += ` — ${t(view.par ? 'tri.turns_par' : 'tri.turns', { turns: view.turns + 1, par: view.par })}`;
  }
  return text;
}

export const sowingKey = 'tri.status.sowing';

/** Each decision (a cell lifted, a stone dropped) is drawn in a moment: no "Sowing…" for it. */
export const briefDecisions = true;

export const movesEmptyKey = 'tri.moves.empty';
