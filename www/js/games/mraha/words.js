// Mraha's words of the first board: its players' names, whose turn and what to decide. Every
// word is an i18n key (www/i18n/mraha/). Loaded with the board (board.js); the players' names
// alone are the kit's from the start (names.js); what a turn did, a hint and the end of the game
// come with the turn's animation (turn-words.js).

import { t } from '../../i18n.js';
import { playerName } from './names.js';

export { playerName };

/**
 * The status line while the game goes on and nothing moves. How to play (a pit, then an arrow)
 * is said at a side's first turn only, `status.first`: the line is a live region, which a screen
 * reader would otherwise read out whole at every turn.
 */
export function status(view) {
  const player = playerName(view, view.to_move);
  const first = view.decision === 'start' && !view.moves.some((m) => m.player === view.to_move);
  return t(`status.${first ? 'first' : view.decision}`, { player, phase: t(`phase.${view.phase[view.to_move]}`) });
}

/** The status line while a turn is being animated. */
export const sowingKey = 'status.sowing';

/** Said where the move list is empty. */
export const movesEmptyKey = 'moves.empty';
