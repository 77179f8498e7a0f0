// Tricérata's words of a turn: what a turn did, the choice played, a hint, the end of the game.
// Loaded with its animation steps (turn.js), once the first board is drawn; the words the first
// board shows (whose turn) are in words.js, loaded with the board.

import { t, tn, has } from '../../i18n.js';
import { playerName } from './names.js';

/** More relays than this in one turn (a computer's long path) are counted, not listed. */
const RELAYS_LISTED = 3;

/** What a turn (or one decision of it) did (`turn`, the whole turn's events, is not needed). */
export function summarise(events) {
  const parts = [];
  const relays = events.filter((e) => e.type === 'relay');
  const captured = events.some((e) => e.type === 'capture');
  for (const e of events) {
    if (e.type === 'relay') {
      if (relays.length <= RELAYS_LISTED) parts.push(tn('tri.summary.relay', e.stones, { cell: e.cell }));
      else if (e === relays[0]) parts.push(tn('tri.summary.relays', relays.length));
    } else if (e.type === 'capture') parts.push(tn('tri.summary.capture', e.stones, { cell: e.cell }));
    else if (e.type === 'seize') parts.push(tn('tri.summary.seize', e.stones, { cell: e.cell }));
    // A capture still to choose is said so; one chosen in the same words (a whole turn, the
    // computer's) is named after it: "falls alone" is enough before it.
    else if (e.type === 'capture_due') parts.push(t(captured ? 'tri.summary.falls_alone' : 'tri.summary.capture_due'));
    else if (e.type === 'seizure_due') parts.push(t('tri.summary.seizure_due', { player: t('tri.player', { n: e.player + 1 }) }));
    else if (e.type === 'mort_subite') {
      parts.push(tn('tri.summary.mort_subite', e.stones, { cell: e.cell, heir: t('tri.player', { n: e.heir + 1 }) }));
    }
  }
  return parts;
}

/**
 * Every choice is one cell, said with what it does to it ("lifts cell 6", "drops a stone on
 * cell 7": "plays 6" said both alike), but for a capture or a seizure, which the turn's words
 * name with their stones ("captures cell 5 (2 stones)"): nothing more.
 */
export function played(choice) {
  if (choice?.kind === 'capture' || choice?.kind === 'seize') return '';
  // A path finished at once ("Finish my turn"): every cell its stones were dropped on.
  if (choice?.kind === 'path' && choice.then?.length) return t('tri.played.path_more', { cells: [choice.cell, ...choice.then].join(', ') });
  const own = `tri.played.${choice?.kind}`;
  return choice?.cell !== undefined && has(own) ? t(own, { cell: choice.cell }) : null;
}

/** The computer's hint says what to do with its cell: lift it, drop on it, capture or seize it. */
export function hint(choice) {
  return choice.cell !== undefined ? t(`hint.${choice.kind}`, { cell: choice.cell }) : null;
}

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
