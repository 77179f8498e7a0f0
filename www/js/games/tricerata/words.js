// Tricérata's words: its players' names (Player 1…6), what a turn (or one decision of it) did,
// whose turn and what to decide, the solitaire's count of turns, the end of the game, a hint.
// Every word is an i18n key (www/i18n/tricerata/). Loaded with the board (board.js); the players'
// names alone are the kit's from the start (names.js).

import { t, tn } from '../../i18n.js';
import { playerName } from './names.js';

export { playerName };

/** More relays than this in one turn (a computer's long path) are counted, not listed. */
const RELAYS_LISTED = 3;

/** What a turn (or one decision of it) did (`turn`, the whole turn's events, is not needed). */
export function summarise(events) {
  const parts = [];
  const relays = events.filter((e) => e.type === 'relay');
  for (const e of events) {
    if (e.type === 'relay') {
      if (relays.length <= RELAYS_LISTED) parts.push(tn('tri.summary.relay', e.stones, { cell: e.cell }));
      else if (e === relays[0]) parts.push(tn('tri.summary.relays', relays.length));
    } else if (e.type === 'capture') parts.push(tn('tri.summary.capture', e.stones, { cell: e.cell }));
    else if (e.type === 'seize') parts.push(tn('tri.summary.seize', e.stones, { cell: e.cell }));
    else if (e.type === 'capture_due') parts.push(t('tri.summary.capture_due'));
    else if (e.type === 'seizure_due') parts.push(t('tri.summary.seizure_due', { player: t('tri.player', { n: e.player + 1 }) }));
    else if (e.type === 'mort_subite') parts.push(tn('tri.summary.mort_subite', e.stones));
  }
  return parts;
}

/** Every choice is one cell: its token says it all. */
export function played() {
  return null;
}

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

/** The end of the game; the solitaire's is its number of turns (and its par, when known). */
export function end(view, params) {
  if (view.players !== 1) return { params: { ...params, loser: '' } };
  const text = tn(view.par ? 'tri.end.solitaire_par' : 'tri.end.solitaire', params.turns, params);
  return { params, head: text, text };
}

export function hint(choice) {
  return choice.cell !== undefined ? t('hint.cell', { cell: choice.cell }) : null;
}
