// Tricérata's words of the first board: its players' names (Player 1…6), whose turn and what to
// decide, the solitaire's count of turns, the end of the game. Every word is an i18n key
// (www/i18n/tricerata/). Loaded with the board (board.js); the players' names alone are the
// kit's from the start (names.js); what a turn (or one decision of it) did and a hint come with
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

export const movesEmptyKey = 'tri.moves.empty';

/**
 * The end of the game; the solitaire's is its number of turns (and its par, when known). The
 * scores are written here, each after its player's name and the language's colon ("Player 1: 5"):
 * the page's plain "Player 1 5" ran the score into the player's number.
 */
export function end(view, params) {
  if (view.players !== 1) {
    const scores = (view.outcome.scores ?? []).map((n, p) => t('tri.score', { player: playerName(view, p), n })).join(' · ');
    // Who played the last turn (Mort subite: who let their last stone fall alone).
    const last = view.moves?.at(-1);
    return { params: { ...params, scores, loser: '', last: last ? playerName(view, last.player) : '' } };
  }
  const text = tn(view.par ? 'tri.end.solitaire_par' : 'tri.end.solitaire', params.turns, params);
  return { params, head: text, text };
}
