// The puzzle mode (loaded on demand through puzzle-entry.js, by page.js and embed.js): the
// board at a puzzle's position, played as in a game (no computer), its goal in words, the
// verdict once the attempt is over, Try again, Show the solution (played on the board, with its
// notation), Next puzzle, the streak, Back to the game (Escape too). The puzzles are the
// engine's (`www/puzzles/<game>.json`, made by the referee's `puzzles` command), fetched when
// first asked for and cached offline with the page. What differs from game to game — when an
// attempt is over, how it is judged, the goal's words — is the kit's puzzle part
// (`kit.puzzle()`, games/<id>/puzzle.js); this module names no game. The bookkeeping (streak,
// solved puzzles, links) is puzzle-progress.js.

import { createGame, engineError } from './engine.js';
import { GAMES, gameOf } from './games/index.js';
import { t, has, onLanguage } from './i18n.js';
import { storage } from './storage.js';
import { html, clear } from './svg.js';
import { shortMove } from './ui.js';
import { keepingFocus } from './focus-keeper.js';
import {
  readProgress, writeProgress, judged, gaveUp, parseRef, refOf, nextIndex,
} from './puzzle-progress.js';

const $ = (id) => document.getElementById(id);
const STORE = 'puzzles';
/** A solution's turn of at most this many decisions is said decision by decision. */
const SAID_DECISIONS = 4;

/** The games that have puzzles (their kit has a puzzle part). */
export function puzzleGames() {
  return Object.values(GAMES).filter((k) => typeof k.puzzle === 'function').map((k) => k.id);
}

/** Each game's list of puzzles, fetched once (the promise is kept; a failure is retried). */
const lists = new Map();
function listOf(game) {
  if (!lists.has(game)) {
    const url = new URL(`../puzzles/${game}.json`, import.meta.url);
    const load = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`puzzles/${game}.json: ${res.status}`);
      return res.json();
    }).then((list) => {
      if (!Array.isArray(list) || !list.length) throw new Error(`puzzles/${game}.json: no puzzles`);
      return list;
    });
    load.catch(() => lists.delete(game));
    lists.set(game, load);
  }
  return lists.get(game);
}

/**
 * The puzzle mode over the page's controller (its words and looks, i18n/puzzles/ and
 * puzzles.css, are asked with this module by puzzle-entry.js, its only way in, and are there).
 * `onLeave()` is called once the game played before the puzzles is back on the board; `back`
 * false (the embed): no way back, the page is the puzzle.
 */
export async function createPuzzles(controller, ui, { onLeave = null, back = true } = {}) {
  return new Puzzles(controller, ui, onLeave, back);
}

class Puzzles {
  constructor(controller, ui, onLeave, back) {
    this.controller = controller;
    this.ui = ui;
    this.onLeave = onLeave;
    this.back = back;
    this.active = false;
    /** Bumped by every new attempt, puzzle or leave: older work in flight stops. */
    this.run = 0;
    this.game = null;
    this.list = [];
    this.index = 0;
    this.puzzle = null;
    /** The game's puzzle part (games/<id>/puzzle.js). */
    this.kit = null;
    /** The view at the puzzle's position, and after its solution (computed when needed). */
    this.start = null;
    this.best = null;
    /** The verdict of the attempt on the board, or `{shown: true}` after the solution. */
    this.verdict = null;
    /** No verdict and no solution yet since the puzzle was shown: a verdict now moves the streak. */
    this.first = true;
    /** The solution was shown since the puzzle was opened: a right answer now marks nothing. */
    this.helped = false;
    this.showing = false;
    /** The game played before the puzzles (`controller.record()`), brought back on leaving. */
    this.saved = null;
    this.progress = readProgress(storage.get(STORE));
    this.panel = this.#build();
    onLanguage(() => this.#render());
    // Escape leaves (once no animation runs: then Escape ends it); the review's arrows and keys
    // have nothing to review in a puzzle.
    document.addEventListener('keydown', (ev) => this.#key(ev), true);
  }

  /** The link's name of the puzzle shown (`mraha.12`). */
  get ref() {
    return this.puzzle ? refOf(this.game, this.index) : null;
  }

  /**
   * Opens `game`'s puzzle at `index` (from 0); -1: the first not solved yet. `focus`: the
   * panel's heading takes the focus when the mode begins (opened by a button, not by a link).
   */
  async open(game, index = -1, { focus = true } = {}) {
    const run = ++this.run;
    let list;
    let kit;
    try {
      [list, kit] = await Promise.all([listOf(game), gameOf(game).puzzle()]);
    } catch {
      if (run === this.run) this.ui.say(t('puzzle.unavailable'), 'refused');
      return;
    }
    if (run !== this.run) return;
    if (!(index >= 0 && index < list.length)) index = nextIndex(list.map((p) => p.id), -1, this.progress.solved);
    const entering = !this.active;
    if (entering) {
      this.saved = this.controller.record();
      this.active = true;
    }
    document.body.dataset.mode = 'puzzle';
    this.panel.hidden = false;
    this.controller.onSettled = (view) => this.#settled(view);
    Object.assign(this, { game, list, index, kit, puzzle: list[index], best: null, first: true, helped: false });
    this.#address();
    const shown = await this.#reset(false);
    if (focus && entering && shown !== null && shown === this.run) this.panel.querySelector('h2').focus({ preventScroll: true });
  }

  /** Opens the puzzle a link names (`mraha.12`); false when it names none. */
  async openRef(text) {
    const ref = parseRef(text, puzzleGames());
    if (!ref) return false;
    let list;
    try {
      list = await listOf(ref.game);
    } catch {
      this.ui.say(t('puzzle.unavailable'), 'refused');
      return true;
    }
    if (ref.index >= list.length) return false;
    await this.open(ref.game, ref.index, { focus: false });
    return true;
  }

  /** Back to the game played before the puzzles. */
  async leave() {
    if (!this.active || !this.back) return;
    const saved = this.saved;
    this.drop();
    const { options, tokens } = saved;
    try {
      await this.controller.start({ ...options, moves: tokens });
    } catch {
      await this.controller.start({ game: options?.game, seats: options?.seats }).catch((e) => this.ui.engineError(e));
    }
    this.onLeave?.();
    $('btn-puzzles')?.focus({ preventScroll: true });
  }

  /** Ends the puzzle mode where it is (another game is being started). */
  drop() {
    if (!this.active) return;
    this.run += 1;
    this.active = false;
    this.showing = false;
    this.panel.hidden = true;
    delete document.body.dataset.mode;
    delete document.body.dataset.puzzleOver;
    this.controller.onSettled = null;
    this.controller.seenFrom = undefined;
    this.controller.hold(false);
  }

  /** The board back at the puzzle's position; `held`: it refuses gestures (a solution shown). */
  async #reset(held) {
    const run = ++this.run;
    this.verdict = null;
    this.showing = held;
    this.controller.held = held;
    this.start = null;
    this.#render();
    try {
      await this.controller.start({ game: this.game, text: this.puzzle.position, moves: [], seats: [] });
    } catch (e) {
      if (run === this.run) this.ui.engineError(e);
      return null;
    }
    if (run !== this.run) return null;
    this.start = this.controller.view;
    // Seen from the solver's side, as its words are said ("to the left" is the solver's left),
    // and the solver's store says so ("Player 1 (you)"): in a frame nothing else shows the
    // board again before the first move.
    this.controller.seenFrom = this.start.to_move;
    this.controller.board.renderer.face?.(this.controller.seenSide(), this.controller.ownSeat());
    this.#render();
    return run;
  }

  /**
   * The puzzle's solution played on a second match, once: the view after it, and the choices
   * its decisions made, as the engine offered them (their words, when the solution is shown).
   * A few decisions are played one by one to keep each; a long one (a Tricérata path) at once,
   * its first choice kept.
   */
  #solved() {
    const { game, puzzle } = this;
    const offered = (view, token) => view.choices?.find((c) => c.token === token) ?? { token };
    this.best ??= (async () => {
      const match = await createGame({ game, text: puzzle.position });
      try {
        let view = await match.view();
        const tokens = puzzle.solution;
        if (tokens.length > SAID_DECISIONS) return { choices: [offered(view, tokens[0])], view: (await match.playAll(tokens)).view };
        const choices = [];
        for (const token of tokens) {
          choices.push(offered(view, token));
          ({ view } = await match.play(token));
        }
        return { choices, view };
      } finally {
        match.dispose();
      }
    })();
    this.best.catch(() => { this.best = null; });
    return this.best;
  }

  /** The view after the puzzle's solution (see `#solved`). */
  async #bestView() {
    return (await this.#solved()).view;
  }

  /** A view is shown and nothing moves: judge the attempt once it is over. */
  async #settled(view) {
    if (this.active) this.#retryOffered();
    if (!this.active || this.showing || this.verdict || !this.start) return;
    this.#renderProgress(view);
    if (!this.kit.done(this.puzzle, view)) return;
    const run = this.run;
    this.verdict = { pending: true };
    let best;
    try {
      best = await this.#bestView();
    } catch (e) {
      if (run !== this.run) return;
      this.verdict = null;
      this.ui.engineError(engineError(e));
      return;
    }
    if (run !== this.run) return;
    const verdict = this.kit.judge(this.puzzle, this.start, view, best);
    this.verdict = verdict;
    this.#save(judged(this.progress, this.puzzle.id, verdict.right, this.first, this.helped));
    this.first = false;
    this.controller.hold(true);
    this.#render();
    // On a phone the panel may have scrolled away while the board was played.
    this.panel.querySelector('#puzzle-verdict').scrollIntoView?.({ block: 'nearest' });
    // The board, now held, takes no more gestures: its focus (a keyboard's, or a clicked
    // place's) goes to what comes next, as a lesson's does, not past the whole board from Tab.
    if (document.activeElement?.closest?.('#board')) {
      this.panel.querySelector(verdict.right ? '#puzzle-next' : '#puzzle-retry').focus({ preventScroll: true });
    }
  }

  /** Plays the solution on the board from the puzzle's position, turn by turn, animated. */
  async #show() {
    if (!this.verdict) this.#save(gaveUp(this.progress, this.first));
    this.first = false;
    this.helped = true;
    const run = await this.#reset(true);
    if (run === null) return;
    // The solution is played on the board: on a phone the board may be below the panel whose
    // button was pressed, and the turns would be sown out of sight.
    const board = document.getElementById('board');
    const box = board?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > innerHeight)) board.scrollIntoView?.({ block: box.height > innerHeight ? 'start' : 'center' });
    let best;
    let choices;
    try {
      ({ view: best, choices } = await this.#solved());
    } catch (e) {
      if (run === this.run) this.ui.engineError(engineError(e));
      return;
    }
    for (const turn of best.moves) {
      if (run !== this.run) return;
      if (!(await this.controller.playTurn(turn.tokens))) break;
    }
    if (run !== this.run) return;
    this.showing = false;
    // A one-turn solution is said in words too ("sows a5 to the right, chooses Sow on"): its
    // notation alone means little to someone learning the game. Its choices are kept, their
    // words written with the verdict (in the language of the moment).
    this.verdict = { shown: true, turns: best.moves.map((m) => m.text), choices: best.moves.length === 1 ? choices : [] };
    this.#render();
    // Then the solution's words, in the panel, come back into sight (as a verdict does).
    this.panel.querySelector('#puzzle-verdict').scrollIntoView?.({ block: 'nearest' });
  }

  #save(progress) {
    this.progress = progress;
    storage.set(STORE, writeProgress(progress));
  }

  #address() {
    const now = new URLSearchParams(location.search);
    const p = new URLSearchParams({ puzzle: refOf(this.game, this.index) });
    for (const k of ['lang', 'speed']) if (now.get(k)) p.set(k, now.get(k));
    try {
      history.replaceState(null, '', `?${p}`);
    } catch {
      /* sandboxed: the address cannot change */
    }
  }

  #key(ev) {
    if (!this.active || ev.defaultPrevented || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    if (document.querySelector('dialog[open]')) return;
    if (ev.key === 'Escape') {
      // While a turn is animated, Escape ends the animation (review-keys.js); on the board,
      // while a place is chosen, it only forgets the choice (the board's own use of it).
      if (this.controller.animating || !this.back) return;
      if (this.controller.board?.input.selected && ev.target instanceof Element && ev.target.closest('#board')) return;
      ev.preventDefault();
      this.leave();
      return;
    }
    const el = ev.target;
    if (el instanceof Element && (el.closest('#board') || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName))) return;
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(ev.key)) ev.preventDefault();
  }

  /** The panel above the board (built once, hidden outside the puzzle mode). */
  #build() {
    const button = (id, key, action, primary = false) => {
      const b = html('button', { type: 'button', id, class: primary ? 'btn primary' : 'btn', 'data-i18n': key }, [t(key)]);
      b.addEventListener('click', action);
      return b;
    };
    const games = html('select', { id: 'puzzle-game' }, puzzleGames().map((id) => html('option', { value: id }, [gameOf(id).title])));
    games.addEventListener('change', () => this.open(games.value));
    const panel = html('section', { id: 'puzzle', class: 'puzzle', hidden: true, 'aria-labelledby': 'puzzle-head' }, [
      html('div', { class: 'puzzle-top' }, [
        html('h2', { id: 'puzzle-head', class: 'puzzle-head', tabindex: '-1' }),
        html('label', { class: 'puzzle-choose' }, [html('span', { 'data-i18n': 'puzzle.game' }, [t('puzzle.game')]), ' ', games]),
        html('p', { id: 'puzzle-streak', class: 'puzzle-streak' }),
      ]),
      html('p', { id: 'puzzle-goal', class: 'puzzle-goal' }),
      html('p', { id: 'puzzle-progress', class: 'puzzle-progress' }),
      html('p', { id: 'puzzle-verdict', class: 'puzzle-verdict', role: 'status', 'aria-live': 'polite' }),
      html('div', { class: 'puzzle-buttons' }, [
        // Try again goes off once the puzzle is back at its start: the keyboard's focus then
        // goes on to the board, where the next try begins (not to the page's top).
        button('puzzle-retry', 'puzzle.retry', keepingFocus(() => this.#reset(false))),
        button('puzzle-show', 'puzzle.show', () => this.#show()),
        button('puzzle-next', 'puzzle.next', () => this.open(this.game, nextIndex(this.list.map((p) => p.id), this.index, this.progress.solved)), true),
        ...(this.back ? [button('puzzle-back', 'puzzle.back', () => this.leave())] : []),
      ]),
    ]);
    $('status').before(panel);
    return panel;
  }

  #render() {
    if (!this.puzzle) return;
    const p = this.panel;
    const solvedHere = this.list.filter((z) => this.progress.solved.includes(z.id)).length;
    const head = p.querySelector('#puzzle-head');
    head.textContent = t('puzzle.head', { n: this.index + 1, total: this.list.length });
    if (this.progress.solved.includes(this.puzzle.id)) {
      head.append(' ', html('span', { class: 'puzzle-solved' }, [t('puzzle.solved_mark')]));
    }
    p.querySelector('#puzzle-game').value = this.game;
    // In a sandboxed frame the streak and the puzzles solved last only as long as the page.
    const streak = t('puzzle.streak', {
      streak: this.progress.streak, best: this.progress.best, solved: solvedHere, total: this.list.length,
    });
    p.querySelector('#puzzle-streak').textContent = storage.kept ? streak : `${streak} (${t('puzzle.not_kept')})`;
    const goal = this.kit.goal(this.puzzle);
    p.querySelector('#puzzle-goal').textContent = t(goal.key, goal.params);
    if (this.controller.view && this.start) this.#renderProgress(this.controller.view);
    const verdict = p.querySelector('#puzzle-verdict');
    const v = this.verdict;
    verdict.className = 'puzzle-verdict';
    clear(verdict);
    if (this.showing) verdict.textContent = t('puzzle.showing');
    else if (v?.shown) {
      verdict.classList.add('shown');
      // Each turn in the move list's notation; a turn of hundreds of drops shortened, and
      // written whole once its short form is opened (a tooltip would not show on a phone), its
      // marker left to fold it again.
      verdict.append(t('puzzle.solution'), ' ', html('span', { class: 'puzzle-notation' }, v.turns.flatMap((text, i) => {
        const short = shortMove(text);
        return [i ? ' ' : '', short === text
          ? html('span', { class: 'puzzle-turn' }, [text])
          : html('details', { class: 'puzzle-turn' }, [html('summary', {}, [html('span', { class: 'short' }, [short])]), text])];
      })));
      // Every decision's words when they are few; of a long turn (a Tricérata path), the first.
      const { played } = gameOf(this.game).words;
      const said = v.choices.map((c) => played?.(c)).filter(Boolean).join(', ');
      if (said) verdict.append(' — ', said);
      // A solution not said in words (several turns: a Tricérata solitaire) comes with how to
      // read its notation, which the move list's legend gives only while it is empty.
      else if (has(`puzzle.${this.game}.notation`)) verdict.append(html('span', { class: 'puzzle-legend' }, [t(`puzzle.${this.game}.notation`)]));
    } else if (v && 'right' in v) {
      verdict.classList.add(v.right ? 'right' : 'wrong');
      verdict.append(html('strong', {}, [t(v.right ? 'puzzle.right' : 'puzzle.wrong')]), ' ', t(v.key, v.params));
      // Found again after its solution was shown: right, and said why no mark comes with it.
      if (v.right && this.helped && !this.progress.solved.includes(this.puzzle.id)) verdict.append(' ', t('puzzle.helped'));
    }
    this.#retryOffered();
    // Once the attempt is judged (or the solution shown) the board refuses gestures: the game's
    // status line ("South to play") would invite a move the board will not take, so it steps
    // aside while the verdict speaks (puzzles.css).
    if (v && !v.pending) document.body.dataset.puzzleOver = 'true';
    else delete document.body.dataset.puzzleOver;
  }

  /** Try again is offered once there is something to try again: a move played, a verdict. */
  #retryOffered() {
    const untouched = !this.verdict && !this.showing && this.controller.view === this.start;
    const retry = this.panel.querySelector('#puzzle-retry');
    retry.disabled = !this.start || untouched;
    // The coloured button is what comes next: Try again after a wrong answer (where the focus
    // goes too), else the next puzzle.
    const wrong = !!this.verdict && !this.verdict.right;
    retry.classList.toggle('primary', wrong);
    this.panel.querySelector('#puzzle-next').classList.toggle('primary', !wrong);
  }

  #renderProgress(view) {
    const line = this.panel.querySelector('#puzzle-progress');
    const progress = view && this.kit.progress(this.puzzle, view);
    line.hidden = !progress;
    line.textContent = progress ? t(progress.key, progress.params) : '';
  }
}
