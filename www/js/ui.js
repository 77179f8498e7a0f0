// The words around the board: whose turn and what to decide, what the last turn did, refusals,
// the move list in the rules' notation, the end of the game, the buttons.
// Each game's own words (its players' names, what its events mean, its statuses) are its kit's.

import { t, tOf, errorMessage, loadWords } from './i18n.js';
import { html, clear } from './svg.js';
import { gameOf } from './games/index.js';
import { engineHere } from './engine.js';

const $ = (id) => document.getElementById(id);

/** A player's name in the view's game (South/North, Player 1…). */
export function playerName(view, p) {
  return gameOf(view.game).words.playerName(view, p);
}

/** Longest move text listed whole; a longer one (a Tricérata path of hundreds of drops) shows
 * its beginning and its end, whole in its tooltip and in the saved record. */
const MOVE_TEXT_MAX = 48;

export function shortMove(text) {
  if (text.length <= MOVE_TEXT_MAX) return text;
  const head = text.lastIndexOf('-', 24);
  const tail = text.indexOf('-', text.length - 18);
  return `${text.slice(0, head > 0 ? head + 1 : 24)}…${text.slice(tail > 0 ? tail : text.length - 18)}`;
}

/**
 * Makes the move list one Tab stop, `li`'s move (the last one, or the one the review shows):
 * a long game is not a hundred Tab stops, and the arrow keys go along the list (review-keys.js).
 */
export function tabStop(list, li) {
  for (const b of list.querySelectorAll('.move-go')) b.tabIndex = b.parentNode === li ? 0 : -1;
}

/**
 * What a turn did, for the message under the board (read out by screen readers): who played,
 * what (the sowing's pit and direction when known), then what the engine's trace says.
 * `turn`: every event of the turn so far (its earlier decisions too), when it differs.
 */
export function summarise(view, events, player, played, turn = events) {
  const words = gameOf(view.game).words;
  // (The kit's turn() brings these: loaded before any turn is animated.)
  const parts = words.summarise?.(events, turn) ?? [];
  // The kit's words for the choice played; '' when what the turn did already names it.
  const said = words.played?.(played);
  if (said) parts.unshift(said);
  else if (said !== '' && played?.token) parts.unshift(t('summary.played', { token: played.token }));
  if (!parts.length) return '';
  return t('summary.turn', { player: playerName(view, player), what: parts.join(', ') });
}

/**
 * The end's words, once they are there (loaded after the first board): the shared sentence
 * (end-words.js), the game's own words of an end (its kit's turn words) and the later words.
 */
const endWords = (game) => Promise.all([import('./end-words.js'), gameOf(game).turn(), loadWords('later')])
  .then(([words]) => words.endSentence);

export class Ui {
  constructor() {
    this.status = $('status');
    this.message = $('message');
    this.moves = $('moves');
    this.movesEmpty = $('moves-empty');
    this.end = $('end');
    this.endHead = $('end-head');
    this.endText = $('end-text');
    /**
     * The seats (a person, a computer level, or `r`: a friend's by link), for "You win". Set by
     * page.js, and by correspondence.js for its friends' seats.
     */
    this.seatsOf = () => [];
    /** Shows the rules of a view's game beside the board (side-panels.js, on the full page). */
    this.showRules = null;
    this.title = $('game-title');
    this.buttons = { undo: $('btn-undo'), redo: $('btn-redo'), skip: $('btn-skip'), finish: $('btn-finish') };
    /** The hint button (the full page only). */
    this.hint = $('btn-hint');
  }

  /**
   * Reflects a view; `summary` = { events, turn, player, animating, goesOn } after a play (`goesOn`:
   * its turn is not over), or null.
   */
  update(view, summary) {
    /** The view shown: its game names an engine error, and the end's words, which may come
     * later, are said only for it. */
    this.view = view;
    this.#status(view, summary);
    // What the turn did is said once its animation is over, not before; it is kept to be said
    // again in another language (the controller's relabel).
    if (summary && !summary.animating) {
      this.said = { view, summary };
      this.say(summarise(view, summary.events, summary.player, summary.played, summary.turn), 'info');
    } else this.say('', 'info');
    this.#moves(view);
    this.#end(view, summary?.animating, !!summary);
    this.showRules?.(view);
    this.title.textContent = t(`game.${view.game}`);
    this.title.dataset.i18n = `game.${view.game}`;
    // The tab, the bookmarks and the history name the game shown.
    document.title = `${t('app.title')} — ${t(`game.${view.game}`)}`;
    this.buttons.undo.disabled = !view.can_undo;
    this.buttons.redo.disabled = !view.can_redo;
    this.buttons.skip.disabled = !summary?.animating;
    const { finishTurn } = gameOf(view.game);
    // Once the game is over there is no turn left to finish: the button goes.
    this.buttons.finish.hidden = !finishTurn || !!view.outcome;
    this.buttons.finish.disabled = !finishTurn?.(view) || !!summary?.animating;
  }

  #status(view, summary) {
    const words = gameOf(view.game).words;
    let text;
    // The last turn is sown as any other; then who won, at the top too (the whole sentence is
    // under the board).
    this.status.dataset.player = String(view.to_move);
    if (summary?.animating) {
      // A game whose decisions are drawn in a moment (a stone dropped) keeps its line through one
      // that leaves the turn going: "Sowing…" would flicker, and be read out, at every tap.
      if (summary.goesOn && words.briefDecisions) return;
      text = t(words.sowingKey);
    }
    // Who won is said at the top too, with the end panel (#end), once the end's words are there.
    else if (view.outcome) return;
    else text = words.status(view);
    this.#setStatus(text);
  }

  /** "Sowing…" while the page plays the rest of the player's turn (Finish my turn). */
  sowing(view) {
    this.#setStatus(t(gameOf(view.game).words.sowingKey));
  }

  /** Written only when it changes: the live region would say it again ("Sowing…" twice). */
  #setStatus(text) {
    if (this.status.textContent !== text) this.status.textContent = text;
  }

  /**
   * Says that an answer of `game`'s engine is awaited, or stops saying it: the engine is still
   * loading (a first board drawn from recorded answers, a link to a game under way), or it is
   * thinking, in the game's own words where it has some (Mraha's long legality proofs).
   */
  thinking(on, game) {
    this.status.classList.toggle('thinking', on);
    if (on) this.status.textContent = engineHere(game) ? tOf(game, 'status.thinking') : t('status.engine_coming');
  }

  /** Says that the computer is choosing its turn (`view` = the position it plays), or stops. */
  computerThinking(view) {
    this.status.classList.toggle('computer', !!view);
    if (view) this.status.textContent = t('status.computer', { player: playerName(view, view.to_move) });
  }

  /** Says that the seat to move is played in another browser (a game by link). */
  remoteTurn(view) {
    this.status.textContent = t('status.remote', { player: playerName(view, view.to_move) });
  }

  /** The hint button can be used (a person to move, the game going on). */
  hintAvailable(on) {
    if (this.hint) this.hint.disabled = !on;
  }

  /** Announces a hint: the first decision of the suggested turn. */
  sayHint(view, choice) {
    const text = gameOf(view.game).words.hint?.(choice) ?? t('hint.play', { what: choice.token });
    this.say(text, 'hint');
  }

  /** A message under the board: `info` (what happened) or `refused` (an illegal click). */
  say(text, kind) {
    this.message.textContent = text;
    this.message.dataset.kind = kind;
    this.message.classList.toggle('refused', kind === 'refused');
    if (kind === 'refused') {
      // Restart the attention animation.
      this.message.classList.remove('shake');
      requestAnimationFrame(() => this.message.classList.add('shake'));
    }
  }

  /** An input the board refused (`not_playable`, `game_over`…). */
  refuse(code, params = {}) {
    this.say(t(`refuse.${code}`, params), 'refused');
  }

  /** Takes back a refusal still shown: the person has since chosen what the board offers. */
  calm() {
    if (this.message.dataset.kind === 'refused') this.say('', 'info');
  }

  /** An error thrown by the engine, translated by its code. */
  engineError(e) {
    this.say(errorMessage(e, this.view?.game), 'refused');
  }

  /** The move list, updated from the first turn that changed (long games stay cheap). */
  #moves(view) {
    const prefix = document.documentElement.lang + view.game;
    if (prefix !== this.movesPrefix) {
      this.movesPrefix = prefix;
      this.shown = [];
      clear(this.moves);
    }
    const texts = view.moves.map((m) => `${m.player}:${m.text}`);
    let same = 0;
    while (same < this.shown.length && same < texts.length && this.shown[same] === texts[same]) same++;
    while (this.moves.children.length > same) this.moves.lastChild.remove();
    view.moves.slice(same).forEach((m, i) => {
      // A button: a click (or Enter) shows the position after this turn (review.js).
      this.moves.append(html('li', { class: `move p${m.player}`, 'data-player': m.player }, [
        html('button', { type: 'button', class: 'move-go', 'data-turn': same + i + 1 }, [
          html('span', { class: 'move-player' }, [playerName(view, m.player)]),
          ' ',
          html('span', { class: 'move-text', title: m.text.length > MOVE_TEXT_MAX ? m.text : null }, [shortMove(m.text)]),
        ]),
      ]));
    });
    this.shown = texts;
    this.moves.querySelector('.last')?.classList.remove('last');
    this.moves.lastElementChild?.classList.add('last');
    tabStop(this.moves, this.moves.lastElementChild);
    this.movesEmpty.hidden = view.moves.length > 0;
    // The key too, so that a later translation of the page keeps this game's words.
    this.movesEmpty.dataset.i18n = gameOf(view.game).words.movesEmptyKey;
    this.movesEmpty.textContent = t(this.movesEmpty.dataset.i18n);
    // Keep the last move in sight without scrolling the page itself.
    if (same < texts.length) this.moves.scrollTop = this.moves.scrollHeight;
  }

  /**
   * The end panel: who won (in big), why in words, and what next (its buttons: main.js); who
   * won at the top too. `played`: the view follows a turn just played (not a game opened or
   * undone). Its words come after the first board: said once they are there, if the game still
   * stands at that view.
   */
  #end(view, animating, played) {
    if (!view.outcome || animating) {
      this.end.hidden = true;
      return;
    }
    endWords(view.game).then((endSentence) => {
      if (this.view !== view) return;
      const { head, why } = endSentence(view, this.seatsOf());
      this.#setStatus(`${t('status.over')} ${head}`);
      this.endHead.textContent = head;
      this.endText.textContent = why;
      this.endText.hidden = !why;
      if (!this.end.hidden) return;
      this.end.hidden = false;
      // The game has just ended: the panel's first button is where the keyboard goes next, and
      // the panel comes into sight when a tall board left it below the window (`endShown`:
      // end-in-view.js, wired with the end panel's buttons once the first board is drawn).
      if (document.activeElement?.closest?.('#board')) this.end.querySelector('.btn:not([hidden])')?.focus({ preventScroll: true });
      if (played) this.endShown?.(this.end);
    });
  }
}
