// Mraha's words of a turn: what a turn did, the choice played, a hint, the end of the game.
// Loaded with its animation steps (turn.js), once the first board is drawn; the words the first
// board shows (whose turn) are in words.js, loaded with the board.

import { t, tn } from '../../i18n.js';
import { playerName } from './names.js';

/**
 * What a turn's trace says, in a few words (also read out by screen readers). `events` are the
 * last engine call's; `turn` all the turn's so far (a turn answered in several calls, e.g. a
 * capture, then Stop in the nyumba, or the kotso chosen): a turn is a trakatra only if none of
 * it captured. A call that ends such a turn says the whole turn, what its earlier calls captured
 * and relayed too, as the same turn played from a link or replayed in review is said: after the
 * kotso's answer the words said only "plays a8".
 */
export function summarise(events, turn = events) {
  const ends = events.some((e) => e.type === 'turn_end' || e.type === 'game_end');
  const captured = []; // "A5 (4)" for each pit taken, in order
  let seeds = 0;
  let relays = 0;
  let stop = null;
  let destroyed = false;
  for (const e of ends ? turn : events) {
    if (e.type === 'capture') {
      captured.push(t('summary.pit', { pit: e.pit, n: e.seeds }));
      seeds += e.seeds;
    } else if (e.type === 'relay') relays++;
    else if (e.type === 'nyumba_stop' || e.type === 'takasia_stop') stop = e.type;
    else if (e.type === 'nyumba_destroyed') destroyed = true;
  }
  const parts = [];
  if (captured.length) parts.push(tn('summary.capture', captured.length, { pits: captured.join(', '), seeds }));
  else if (ends) parts.push(t('summary.trakatra'));
  if (relays) parts.push(tn('summary.relays', relays));
  if (destroyed) parts.push(t('summary.nyumba_destroyed'));
  if (stop) parts.push(t(`summary.${stop}`));
  // A decision is waiting only when the trace stops on it (a computer's whole turn answers its
  // own questions on the way).
  if (events.at(-1)?.type === 'decision') parts.push(t('summary.waiting'));
  return parts;
}

/**
 * The choice played, when it says more than its token: a sowing's pit and direction, a nyumba's
 * answer, the kotso the captured seeds enter by.
 */
export function played(choice) {
  if (choice?.kind === 'start') return t('summary.sowed', { pit: choice.pit, dir: t(`dir.${choice.dir}`) });
  if (choice?.kind === 'kotso') return t('summary.kotso', { pit: choice.pit });
  // The nyumba's answer by its button's word, not the notation's token (stop, go: English).
  if (choice?.kind === 'stop' || choice?.kind === 'go') return t('summary.chose', { what: t(`nyumba.${choice.kind}`) });
  return null;
}

/** A hint's first decision in words. */
export function hint(choice) {
  if (choice.kind === 'start') return t('hint.sow', { pit: choice.pit, dir: t(`dir.${choice.dir}`) });
  // The nyumba's answer by its button's word, and what it does.
  if (choice.kind === 'go' || choice.kind === 'stop') return t(`hint.nyumba.${choice.kind}`, { button: t(`nyumba.${choice.kind}`) });
  if (choice.kind === 'kotso') return t('hint.play', { what: t('hint.kotso', { pit: choice.pit }) });
  return null;
}

/** The end of the game: the loser is named too (two players). */
export function end(view, params) {
  const winners = view.outcome.winners;
  const loser = winners.length === 1 ? playerName(view, 1 - winners[0]) : '';
  return { params: { ...params, loser } };
}
