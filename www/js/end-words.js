// The end of a game in words: who won, from the seats' point of view, and why, from the engine's
// outcome and the kit's own end words. Loaded after the first board (ui.js asks for it with the
// kit's turn words and the later words, where the words of an end live): a game seldom opens
// finished, and its end panel then follows the board by a moment.

import { t, has } from './i18n.js';
import { gameOf } from './games/index.js';
import { playerName } from './ui.js';
import { seatCount } from './seat-list.js';

/**
 * Who won, from the seats' point of view: "You win" / "The computer wins" when one person plays
 * here against the computer or friends by link (their seats `r`, played elsewhere), and "You
 * share the win with …" when that person is among the winners; null otherwise, and for a
 * friend's win (the players' names say it).
 */
function personalHead(view, seats, names) {
  const w = view.outcome.winners;
  const people = seats.map((s, p) => (s === 'h' ? p : -1)).filter((p) => p >= 0);
  const me = people[0];
  if (people.length !== 1 || seats.length < 2) return null;
  // A win shared with the one person here: said to them, with the others' names.
  if (w.length > 1) return w.includes(me) ? t('end.you_share', { winner: names.filter((_, i) => w[i] !== me).join(', ') }) : null;
  if (w.length !== 1 || seats[w[0]] === 'r') return null;
  return w[0] === me ? t('end.you_win') : t('end.computer_wins', { player: names[0] });
}

/**
 * The end of the game in words: `head` (who won), `why` (the engine's reason, with the scores
 * where the game has them) and the whole `text`. The kit's turn words must be there (its `end`).
 */
export function endSentence(view, seats = []) {
  const o = view.outcome;
  const names = o.winners.map((p) => playerName(view, p));
  const winner = o.winners.length === 1 ? o.winners[0] : null;
  const own = gameOf(view.game).words.end(view, {
    winner: names.join(', '),
    scores: (o.scores ?? []).map((s, p) => `${playerName(view, p)} ${s}`).join(' · '),
    turns: o.turns ?? 0,
    par: view.par ?? '',
  });
  if (own.head) return { head: own.head, why: '', text: own.text };
  const { params } = own;
  // Every player among the winners (a tie of all the scores): a draw, to each of them.
  const draw = o.winners.length > 1 && o.winners.length === seatCount(view);
  const head = draw ? t('end.draw') : personalHead(view, seats, names) ?? (winner === null ? t('end.shared', params) : t('end.wins', params));
  const why = has(`end.${o.reason}`) ? t(`end.${o.reason}`, params) : o.reason;
  return { head, why, text: `${head} ${why}` };
}
