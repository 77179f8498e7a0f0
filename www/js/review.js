// Review: any past position of the game on the board, without touching the game itself. The
// positions come from the record the controller keeps (its tokens): a review match of the
// engine replays them (a step forward plays the next token, a step back takes one back, a
// long jump replays the record up to that point), so the page never copies a rule. Every
// decision is a step, mid-turn answers too; the move list's turns are the landmarks.
//
// While a past position is shown the board offers nothing and the computer waits; "Back to the
// game" (or End, or stepping past the last decision) shows the game again, and "Play from here"
// takes back the later decisions (the controller keeps them for an undo).

import { createGame } from './engine.js';
import { decisions, turnOfStep, stepAfterTurn } from './turns.js';
import { t, translate, onLanguage } from './i18n.js';
import { html } from './svg.js';
import { summarise, tabStop } from './ui.js';
import { announce } from './announce.js';
import { keepFocus, boardPlace, gamePlace } from './focus-keeper.js';

const $ = (id) => document.getElementById(id);

/** Longer jumps than this replay the record at once rather than step by step. */
const STEPS_WALKED = 8;

/**
 * The banner above the board while a past position is shown: where the board is, how to get
 * back, and the steps (made here, at the review's first use, on the page and in the embed).
 */
function banner() {
  const button = (id, key, glyph = null) => html('button', glyph
    ? { type: 'button', id, class: 'btn', 'data-i18n-attr': `aria-label=${key};title=${key}` }
    : { type: 'button', id, class: id === 'review-back' ? 'btn primary' : 'btn', 'data-i18n': key }, [glyph ?? '']);
  const el = html('div', { id: 'review', class: 'review', hidden: true }, [
    html('p', { id: 'review-where', class: 'review-where', role: 'status', 'aria-live': 'polite' }),
    // Keys only: shown only where there is a keyboard (panels.css).
    html('p', { class: 'review-help muted', 'data-i18n': 'review.help' }),
    html('div', { class: 'review-buttons' }, [
      button('review-first', 'review.first', '|◀'),
      button('review-prev', 'review.prev', '◀'),
      button('review-next', 'review.next', '▶'),
      button('review-last', 'review.last', '▶|'),
      button('review-back', 'review.back'),
      button('review-branch', 'review.branch'),
    ]),
  ]);
  translate(el);
  $('board').before(el);
  return el;
}

export class Review {
  /**
   * @param {import('./controller.js').Controller} controller
   * @param {import('./ui.js').Ui} ui
   */
  constructor(controller, ui) {
    this.controller = controller;
    this.ui = ui;
    /** The step shown (decisions answered), or null: the game itself is shown. */
    this.at = null;
    /** The step asked for last (the walk goes towards it). */
    this.target = null;
    /** The review match and the step it stands at. */
    this.match = null;
    this.matchAt = 0;
    /** The turn the match is in: its first step, and the events of each decision since. */
    this.turn = null;
    /** The record being reviewed: { options, tokens, moves }. */
    this.record = null;
    /** What each move did is shown whole, not cut after a few lines (tapped, on a phone). */
    this.didWhole = false;
    this.queue = Promise.resolve();
    this.banner = banner();
    this.where = $('review-where');
    /** Called with the step shown (null when back to the game): the analysis follows it. */
    this.onStep = null;
    onLanguage(() => {
      if (this.active) this.#say();
    });
    $('review-first').addEventListener('click', () => this.goTo(0));
    $('review-prev').addEventListener('click', () => this.stepBy(-1));
    $('review-next').addEventListener('click', () => this.stepBy(1));
    $('review-last').addEventListener('click', () => this.leave());
    $('review-back').addEventListener('click', () => this.leave());
    $('review-branch').addEventListener('click', () => this.playFromHere());
  }

  get active() {
    return this.at !== null;
  }

  /**
   * Shown, or on its way: a key pressed right after the one that opened the review (Home then
   * →, quicker than the engine's walk) steps on from where it is going rather than being lost.
   */
  get underway() {
    return this.at !== null || this.target !== null;
  }

  /** Decisions in the game being reviewed (or played). */
  get total() {
    return this.record ? this.record.tokens.length : decisions(this.controller.view);
  }

  /** Shows the position at the end of turn `turn` (1-based) of the move list. */
  goToTurn(turn) {
    const moves = (this.record ?? this.controller.view).moves;
    this.goTo(stepAfterTurn(moves, turn));
    // On a phone the list stands far below the board: the position tapped would change out of
    // sight. Unless half the board is in the window, the banner and the board come back.
    requestAnimationFrame(() => {
      const box = $('board').getBoundingClientRect();
      const seen = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      if (this.active && seen < box.height / 2) this.#bannerInSight();
    });
  }

  /**
   * The banner into the window, and the board under it: above the window it is scrolled to by
   * whole pixels (`nearest` could leave a fraction of a pixel above the top).
   */
  #bannerInSight() {
    const box = this.banner.getBoundingClientRect();
    if (box.top < 0) window.scrollBy(0, Math.floor(box.top));
    else if (box.bottom > innerHeight) this.banner.scrollIntoView({ block: 'nearest' });
  }

  /** One step back (-1) or forward (+1); from the game itself, back enters the review. */
  stepBy(delta) {
    const from = this.target ?? this.total;
    this.goTo(from + delta);
  }

  /** Shows the position after `step` decisions; the last one is the game itself. */
  goTo(step) {
    const total = this.total;
    if (step >= total) {
      if (this.active) this.leave();
      return;
    }
    this.target = Math.max(0, step);
    this.queue = this.queue.then(() => this.#walk()).catch((e) => {
      // The game is shown again rather than a board that offers nothing.
      this.#close();
      this.controller.showPast(null);
      this.ui.engineError(e);
    });
  }

  async #walk() {
    const target = this.target;
    if (target === null || target === this.at) return;
    // A new game may end the review while the walk waits on the engine (`forget`): the walk
    // then stops where it is, without a word, and the match it was making is let go.
    const epoch = this.#epoch;
    const gone = () => epoch !== this.#epoch;
    if (!this.record) {
      this.controller.holdForReview();
      await this.controller.quiet();
      if (gone()) return;
      const { options, tokens } = this.controller.record();
      if (!options) throw Object.assign(new Error('no game'), { code: 'internal' });
      this.record = { options, tokens, moves: this.controller.view.moves };
    }
    const { options, tokens, moves } = this.record;
    // The board marks the turn that led to the position shown, as it marks the game's last
    // turn: its decisions up to this step, played from the turn's start, their events kept
    // decision by decision (`this.turn`), so that a step within the turn plays or takes back
    // one decision, not the turn again.
    const from = target - turnOfStep(moves, target).answered;
    let view = null;
    const within = this.turn?.from === from && this.matchAt === from + this.turn.steps.length;
    if (!within) {
      if (!this.match || Math.abs(from - this.matchAt) > STEPS_WALKED) {
        this.match?.dispose();
        this.match = null;
        const match = await createGame({ ...options, moves: tokens.slice(0, from) });
        if (gone()) {
          match.dispose();
          return;
        }
        this.match = match;
        this.matchAt = from;
        view = await this.match.view();
        if (gone()) return;
      }
      while (this.matchAt > from) {
        view = await this.match.undo();
        if (gone()) return;
        this.matchAt -= 1;
      }
      while (this.matchAt < from) {
        ({ view } = await this.match.play(tokens[this.matchAt]));
        if (gone()) return;
        this.matchAt += 1;
      }
      // Who played the turn, and its first choice: the words of what it did (said with the
      // step, as the game says each turn when it is played).
      const start = view ?? await this.match.view();
      if (gone()) return;
      this.turn = { from, steps: [], player: start.to_move, played: start.choices.find((c) => c.token === tokens[from]) ?? { token: tokens[from] } };
    }
    const { steps } = this.turn;
    while (this.matchAt > target) {
      view = await this.match.undo();
      if (gone()) return;
      this.matchAt -= 1;
      steps.pop();
    }
    while (this.matchAt < target) {
      const played = await this.match.play(tokens[this.matchAt]);
      if (gone()) return;
      view = played.view;
      steps.push(played.events);
      this.matchAt += 1;
    }
    if (this.target === null) return; // left meanwhile
    view ??= await this.match.view();
    if (gone()) return;
    this.at = target;
    const had = document.activeElement;
    this.controller.showPast(view, steps.flat());
    this.ui.say('', 'info');
    this.#say();
    // The control that opened the review may be gone (the end panel's Review) or off (Hint,
    // when ← was pressed on it): the focus goes to the step the player will want next.
    keepFocus(had, () => $(this.at === 0 ? 'review-next' : 'review-prev'));
    this.onStep?.(this.at);
  }

  /** The banner: which move of how many, and how to get back to the game. */
  #say() {
    const { moves } = this.record;
    const { turn, answered, length } = turnOfStep(moves, this.at);
    let where = turn === 0
      ? t('review.start', { total: moves.length })
      : t('review.move', { n: turn, total: moves.length });
    if (length > 1) where += ` ${t('review.decision', { n: answered, total: length })}`;
    // What the turn shown did, in the words said when it was played ("South sowed A6 to the
    // left: captured …"): a step is heard, not only counted.
    const did = turn > 0 && this.turn?.steps.length
      ? summarise(this.controller.view, this.turn.steps.flat(), this.turn.player, this.turn.played)
      : '';
    this.where.textContent = where;
    if (did) {
      // Cut after a few lines on a phone (panels.css): a tap shows it whole, for the rest of
      // the review (a long Tricérata turn's capture came last, cut off).
      const span = html('span', { class: `review-did${this.didWhole ? ' whole' : ''}` }, [did]);
      span.addEventListener('click', () => span.classList.toggle('whole', (this.didWhole = !this.didWhole)));
      this.where.append(' ', span);
    }
    if (this.banner.hidden) {
      this.banner.hidden = false;
      // Entering the review: its banner comes into sight (the end panel may be far below it),
      // once the page has settled around it (the end panel and its dock give way meanwhile).
      requestAnimationFrame(() => this.#bannerInSight());
    }
    document.body.classList.add('reviewing');
    for (const li of this.ui.moves.querySelectorAll('[aria-current]')) li.removeAttribute('aria-current');
    const li = this.ui.moves.children[turn - 1];
    // The list's Tab stop on the move shown (at the game's start, its first move).
    tabStop(this.ui.moves, li ?? this.ui.moves.firstElementChild);
    if (li) {
      li.setAttribute('aria-current', 'step');
      // Into the list's view, without scrolling the page away from the board.
      const list = this.ui.moves;
      const top = li.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
      if (top < list.scrollTop || top + li.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = top - list.clientHeight / 2;
      }
      // Stepping with the keys from a move of the list: the focus follows the move shown, so
      // that one row, not two, looks like the current one.
      const go = li.querySelector('.move-go');
      if (go && document.activeElement?.closest?.('#moves') && document.activeElement !== go) go.focus({ preventScroll: true });
    } else {
      // The game's start: the list's first move in view, not its last.
      this.ui.moves.scrollTop = 0;
    }
  }

  /** Counts the review's ends, so that a walk begun before one knows it is over. */
  #epoch = 0;

  #close() {
    this.#epoch += 1;
    this.didWhole = false;
    this.at = null;
    this.target = null;
    this.record = null;
    this.match?.dispose();
    this.match = null;
    this.turn = null;
    this.banner.hidden = true;
    document.body.classList.remove('reviewing');
    for (const li of this.ui.moves.querySelectorAll('[aria-current]')) li.removeAttribute('aria-current');
    tabStop(this.ui.moves, this.ui.moves.lastElementChild);
  }

  /** Back to the game as it stands. */
  leave() {
    this.target = null;
    this.queue = this.queue.then(() => {
      if (!this.active && !this.record) return;
      const had = document.activeElement;
      this.#close();
      this.controller.showPast(null);
      this.onStep?.(null);
      // Back at a game's end: its panel and the final board in sight again, as when it ended
      // (on a phone the review had the page scrolled to its top, under the docked panel).
      if (!this.ui.end.hidden) this.ui.endShown?.(this.ui.end);
      const last = this.ui.moves.lastElementChild;
      if (had?.closest?.('#moves') && last) {
        // Left from the move list (End, Escape): the focus on its last move, the game's, in view
        // (it stayed on the move that had been shown, maybe far above, the list scrolled there).
        tabStop(this.ui.moves, last);
        last.querySelector('.move-go')?.focus({ preventScroll: true });
        this.ui.moves.scrollTop = this.ui.moves.scrollHeight;
      } else keepFocus(had, gamePlace); // the banner's button pressed is gone with it: to the game
      // Said to a screen reader: the banner that said where the board was has gone without a
      // word (Escape, End).
      const n = this.controller.view?.moves.length ?? 0;
      announce(n ? t('review.left', { n }) : t('review.left_start'));
    });
    return this.queue;
  }

  /** A new line from the position shown: the later decisions are taken back (undoable). */
  playFromHere() {
    this.queue = this.queue.then(async () => {
      if (!this.active) return;
      const step = this.at;
      // In a game by link, the moves sent or received stay: the review goes on.
      if (step < this.controller.undoFloor) {
        this.ui.refuse('sent');
        return;
      }
      const had = document.activeElement;
      this.#close();
      await this.controller.branch(step);
      this.onStep?.(null);
      const n = turnOfStep(this.controller.view.moves, step).turn;
      this.ui.say(t(n ? 'review.branched' : 'review.branched_start', { n }), 'info');
      keepFocus(had, boardPlace); // the game goes on from here: on the board
    });
    return this.queue;
  }

  /** A new game or a loaded one ends the review without showing the old game. */
  forget() {
    if (!this.active && !this.record) return;
    this.#close();
    this.controller.reviewing = false;
  }
}
