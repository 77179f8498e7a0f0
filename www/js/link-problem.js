// The message for a link or an imported record that the engine refused (link-repair.js finds
// what and the nearest valid game): each refused part named, with the page's words for the
// engine's error code and the range of values the part accepts (the engine's wasm carries no
// message: codes and numbers only), and a choice between the nearest game (already on the
// board) and another game. Loaded on demand, only when something was refused.

import { t, tn, has, loadWords, errorMessage } from './i18n.js';
import { html } from './svg.js';
import { createGame, catalogue } from './engine.js';
import { optionsFromUrl } from './url-state.js';
import { repairLink } from './link-repair.js';
import { ask } from './ask.js';
import { loadPanelStyle } from './style-sheet.js';
import { isComputer } from './seat-list.js';
import { shown } from './shown.js';

/** What the engine refuses in a link's query, and the nearest game it accepts (or null). */
export function repairOf(search) {
  const attempt = async (options) => {
    const game = await createGame(options);
    try {
      await game.view();
    } finally {
      game.dispose();
    }
  };
  return repairLink(search, attempt, optionsFromUrl);
}

/**
 * Shows what is wrong; resolves 'nearest' (play the nearest game), 'other' (choose another) or,
 * for a file opened during a game, 'keep' (the game played before, which Escape keeps too).
 * @param {import('./link-repair.js').Repair} repair
 * @param {'link'|'record'} source
 * @param {{other?: boolean}} [offer]  `other: false` where no other game can be chosen (embed)
 */
export async function showLinkProblem(repair, source, { other = true } = {}) {
  const keep = source === 'record';
  await Promise.all([loadWords('link'), loadWords('errors'), loadPanelStyle()]);
  const game = repair.nearest?.game;
  const refusedMove = repair.problems.some((p) => p.part === 'moves') ? await moveRefused(repair.nearest) : null;
  const items = repair.problems.map((refused) => {
    const p = { ...refused, part: shown(refused.part), token: refused.token && shown(refused.token) };
    if (p.part === 'moves') {
      // The whole compact form unread (another version of it, compact-moves.js): no one move
      // was refused, so no move's refusal is added.
      // An empty one is a link cut short just after its name: said so, not taken for a newer form.
      if (p.token?.startsWith('cm=')) {
        return html('li', { 'data-part': 'moves' }, [t(p.token === 'cm=' ? 'link.moves_empty' : 'link.moves_form', { token: p.token })]);
      }
      // Fewer moves than the link was sent with (compact-moves.js): cut short at a move's edge.
      if (p.token?.startsWith('cn=')) return html('li', { 'data-part': 'moves' }, [movesCut(refusedMove)]);
      return html('li', { 'data-part': 'moves' }, [
        movesKept(refusedMove, p.token),
        html('span', { class: 'error-says', 'data-code': p.code }, [` ${moveRefusedWhy(p, game)}`]),
      ]);
    }
    const range = accepted(rangeOf(p, game));
    return html('li', { 'data-part': p.part }, [
      html('code', {}, [p.part]),
      html('span', { class: 'error-says', 'data-code': p.code }, [` — ${optionRefused(p, game)}`]),
      range ? html('span', { class: 'error-range' }, [` ${range}`]) : null,
    ]);
  });
  const dialog = html('dialog', { id: 'link-problem', class: 'dialog', 'aria-labelledby': 'link-problem-title' }, [
    html('h2', { id: 'link-problem-title' }, [t(source === 'record' ? 'link.title_record' : 'link.title')]),
    html('ul', { class: 'link-problems' }, items),
    // Options refused go back to their defaults; when only moves were, the game is kept up to them.
    html('p', {}, [t(nearestSaid(repair))]),
    html('div', { class: 'dialog-buttons' }, [
      keep ? html('button', { type: 'button', class: 'btn', value: 'keep', id: 'link-keep' }, [t('link.keep')]) : null,
      other ? html('button', { type: 'button', class: 'btn', value: 'other', id: 'link-other' }, [t('link.other')]) : null,
      html('button', { type: 'button', class: 'btn primary', value: 'nearest', id: 'link-nearest', autofocus: true }, [t('link.open_nearest')]),
    ]),
  ]);
  return ask(dialog, keep ? 'keep' : 'nearest');
}

/**
 * What the nearest game kept: the moves up to the refused one, or each refused part's default,
 * but for seats, whose levels that could be read are kept (seat-list.js `normaliseSeats`: a link
 * for 4 players with `seats=h.3` plays the computer at the second seat), as the dialog says.
 */
function nearestSaid(repair) {
  if (repair.problems.every((p) => p.part === 'moves')) return 'link.nearest_moves';
  const seatsKept = repair.problems.some((p) => p.field === 'seats') && repair.nearest?.seats?.some(isComputer);
  return seatsKept ? 'link.nearest_seats' : 'link.nearest';
}

/**
 * Where a link's refused token falls in the move list: the number of the move it begins or
 * belongs to, and the whole moves kept before it, from the engine's view of the moves kept.
 */
async function moveRefused(nearest) {
  if (!nearest?.moves?.length) return { move: 1, whole: 0, within: false };
  try {
    const match = await createGame(nearest);
    try {
      const view = await match.view();
      const turns = view.moves.length;
      // A finished game's last move is whole: a token after it would begin a move of its own.
      return view.starts_turn === false && !view.outcome
        ? { move: turns, whole: turns - 1, within: true }
        : { move: turns + 1, whole: turns, within: false };
    } finally {
      match.dispose();
    }
  } catch {
    return null;
  }
}

/** The link's own words `own` for a refused part where it has some, else the engine code's. */
function linkWords(own, p, game) {
  return has(own) ? t(own) : errorMessage(p, game);
}

/**
 * A refused part in the words for that option (the engine's `part`: `players`, `stones`; or
 * the page's own `seats`), else in the words of the engine's code.
 */
function optionRefused(p, game) {
  return linkWords(`link.refused.${p.field}`, p, game);
}

/**
 * Why a move was refused, without its token: the sentence before it names the token already.
 */
function moveRefusedWhy(p, game) {
  return linkWords(`link.why.${p.code}`, p, game);
}

/** The sentence for a link whose last moves were cut off on the way, and what is kept before them. */
function movesCut(at) {
  return at?.whole ? tn('link.moves_cut', at.whole) : t('link.moves_cut_all');
}

/** The sentence that names the refused token and what is kept before it. */
function movesKept(at, token) {
  if (!at) return t('link.moves_at', { token });
  if (at.within) return t('link.moves_within', { move: at.move, token });
  if (!at.whole) return t('link.moves_first', { token });
  return tn('link.moves', at.whole, { move: at.move, token });
}

/**
 * The range a refused part accepts: the engine's error's, else, for a value it could not read as
 * a number at all (`players=-1`, `stones=abc`), the range the game's own description gives that
 * option (the one the settings offer).
 */
function rangeOf(p, game) {
  if (p.min != null || p.max != null || !p.field) return p;
  const option = catalogue().games.find((g) => g.id === game)?.options.find((o) => o.id === p.field);
  return option ?? {};
}

/** The values a refused part accepts, in words (`errors` part), where the engine says them. */
export function accepted({ min, max }) {
  if (min != null && max != null) return t('errors.range', { min, max });
  if (max != null) return t('errors.at_most', { max });
  if (min != null) return t('errors.at_least', { min });
  return '';
}
