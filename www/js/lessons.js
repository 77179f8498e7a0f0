// Learn to play: the lessons of a game, step by step, on the game's own board. Each step is a
// real position of the engine (its text form, in the game's lesson data: games/<game>/lessons.js,
// loaded through the kit's `lessons()`) with one thing to do. The player plays on the board as in
// a game: the kit's input turns taps into tokens, a match of the engine plays them (refusing what
// is not legal, in words), and lesson-logic.js judges the attempt from the tokens and the
// engine's events. A wrong attempt is explained (the step's own words for its usual mistake,
// then what the turn did); the hint marks the next decision on the board as the game's hint
// does. Finished lessons are kept in storage; `learn=<game>.<lesson>` in the address opens one.
//
// This module names no game: everything particular comes from the kit and the lesson data. It
// loads on demand, at the first "Learn to play" (or a `learn=` link).

import { createGame } from './engine.js';
import { GAMES, gameOf } from './games/index.js';
import { t, tn, translate, onLanguage, currentLanguage, errorMessage } from './i18n.js';
import { html, clear } from './svg.js';
import { storage } from './storage.js';
import { Animator, SPEEDS } from './anim.js';
import { hostHasKeyboard } from './ask.js';
import { keepFocus, focusGame } from './focus-keeper.js';
import { boardAboveDock } from './end-in-view.js';
import {
  judgeStep, hintToken, mistakeText, say, learnParam, parseLearn, PROGRESS_KEY, readProgress, writeProgress,
} from './lesson-logic.js';

// The view's own words (i18n/lessons/<lang>.json: not in the language files the first board
// waits for) and its looks (lessons.css) are asked with this module by lesson-entry.js, its only
// importer, and are there before it is used.

/** The page's title for a game, as ui.js writes it for the game on the board. */
const pageTitle = (game) => `${t('app.title')} — ${t(`game.${game}`)}`;

/**
 * The speed a lesson's turns are drawn at, if one was chosen: the game's, as set on the page
 * (kept here), or as the address asks (an embed in a sandboxed frame keeps nothing). Else the
 * animator's own (at once when the system asks for reduced motion).
 */
function chosenSpeed() {
  return storage.get('speed') ?? new URLSearchParams(location.search).get('speed');
}

/** The lesson view: made once, shown over the game (which waits, untouched, behind it). */
export class LessonView {
  /**
   * @param {{before: Element, onLeave?: () => void, home?: HTMLElement|null,
   *          currentGame?: () => string, play?: ((game: string) => void)|null,
   *          puzzles?: ((game: string) => void)|null}} opts  the view is inserted before `before`
   *   (the game's main area, hidden while a lesson is shown); `onLeave` is called when the
   *   player goes back to the game; `home` takes the focus then when the lesson was opened by
   *   a link (the "Learn to play" button); `currentGame`, the game shown behind the lessons,
   *   names the page again when they are left. `play` and `puzzles`, where the page has them,
   *   are offered once a game's last lesson is finished: a new game of it, its puzzles.
   */
  constructor({ before, onLeave = null, home = null, currentGame = null, play = null, puzzles = null }) {
    this.onLeave = onLeave;
    this.ways = { play, puzzles };
    this.home = home;
    this.currentGame = currentGame;
    this.kit = null;
    this.lessons = [];
    this.lesson = null;
    this.index = 0;
    this.match = null;
    this.view = null;
    this.played = [];
    this.events = [];
    this.state = 'going';
    /** The hint found the turn off the lesson's path: Try again is offered before the verdict. */
    this.offPath = false;
    this.busy = false;
    this.board = null;
    /** Bumped by every new step: answers from a step left meanwhile are dropped. */
    this.serial = 0;
    /** The lesson and step the player left (`{game, lesson, index}`), or null. */
    this.left = null;
    /** The feedback shown, as a function giving its words in the language shown (or null). */
    this.said = null;
    this.el = this.#build();
    before.before(this.el);
    // Beside the page's main part, which is hidden while a lesson is shown, the lesson is the
    // page's main part then (in the embed it is already inside the main part).
    if (!this.el.closest('main')) this.el.setAttribute('role', 'main');
    onLanguage(() => {
      this.#say();
      // The feedback said last, said again in the new language.
      if (this.said) this.$('lesson-feedback').textContent = this.said();
    });
    this.onKey = (ev) => this.#key(ev);
  }

  get shown() {
    return !this.el.hidden;
  }

  #build() {
    const button = (id, key, cls = 'btn') => html('button', { type: 'button', id, class: cls, 'data-i18n': key });
    const el = html('section', { id: 'lesson', class: 'lesson', hidden: true, 'aria-labelledby': 'lesson-title' }, [
      html('div', { class: 'lesson-main' }, [
        html('div', { class: 'lesson-head' }, [
          html('h2', { id: 'lesson-title', class: 'lesson-title', tabindex: '-1' }),
          html('p', { id: 'lesson-where', class: 'lesson-where muted' }),
        ]),
        html('p', { id: 'lesson-text', class: 'lesson-text' }),
        html('div', { id: 'lesson-board', class: 'board-host lesson-board' }),
        // What the turn did and what to do next, together, in a dock as the game's (style.css):
        // on a phone it stays at the screen's bottom under the tall board.
        html('div', { class: 'dock lesson-dock' }, [
          html('p', { id: 'lesson-feedback', class: 'message lesson-feedback', role: 'status', 'aria-live': 'polite' }),
          html('div', { class: 'controls lesson-buttons' }, [
            button('lesson-hint', 'btn.hint'),
            // Offered while an answer's turn is drawn (a tap on the board does it too, unsaid).
            html('button', {
              type: 'button', id: 'lesson-skip', class: 'btn', disabled: '',
              'data-i18n': 'btn.skip_short', 'data-i18n-attr': 'aria-label=btn.skip',
            }),
            button('lesson-retry', 'lesson.retry'),
            button('lesson-next', 'lesson.next', 'btn primary'),
            // Where Next was, after the last lesson: what a learner goes on to.
            button('lesson-play', 'lesson.play', 'btn primary'),
            button('lesson-puzzles', 'btn.puzzles'),
            button('lesson-back', 'lesson.back'),
          ]),
        ]),
        // The keys' help is shown only where there is a keyboard (lessons.css, .keys-help).
        html('p', { class: 'lesson-help muted' }, [
          html('span', { 'data-i18n': 'lesson.help' }), ' ', html('span', { class: 'keys-help', 'data-i18n': 'lesson.help_keys' }),
        ]),
      ]),
      html('nav', { class: 'lesson-menu', 'data-i18n-attr': 'aria-label=lesson.list' }, [
        html('div', { id: 'lesson-games', class: 'lesson-games', role: 'group', 'data-i18n-attr': 'aria-label=lesson.games' }),
        html('ol', { id: 'lesson-list', class: 'lesson-list' }),
      ]),
    ]);
    const $ = (id) => el.querySelector(`#${id}`);
    this.$ = $;
    $('lesson-hint').addEventListener('click', () => this.hint());
    $('lesson-skip').addEventListener('click', () => this.board?.anim.skip());
    $('lesson-retry').addEventListener('click', () => this.#keepingFocus(() => this.#showStep()));
    $('lesson-next').addEventListener('click', () => this.#keepingFocus(() => this.next()));
    $('lesson-back').addEventListener('click', () => this.leave());
    $('lesson-play').addEventListener('click', () => {
      const game = this.kit.id;
      this.leave();
      this.ways.play(game);
    });
    // The puzzles' opening leaves the lesson (it sets its puzzle on the game's board).
    $('lesson-puzzles').addEventListener('click', () => this.ways.puzzles(this.kit.id));
    translate(el);
    return el;
  }

  /**
   * Opens a game's lesson (`lessonId`), at its step `step` (from 0) when a link names one; else
   * the lesson left unfinished at the step left, or the game's first unfinished one. An unknown
   * lesson (or, from a link, `refused`: a game that has none) opens the game's first and says
   * so; a step the lesson does not have (-1: no step number), the lesson's first, said too.
   * Resolves when the step is on the board.
   */
  async open(gameId, lessonId = null, refused = false, step = null) {
    const kit = gameOf(gameId);
    const { lessons } = await kit.lessons();
    const done = this.progress();
    let lesson = lessons.find((l) => l.id === lessonId) ?? null;
    const unknown = refused || (lessonId && !lesson);
    const left = !lessonId && this.left?.game === kit.id && !done.has(`${kit.id}.${this.left.lesson}`)
      ? lessons.find((l) => l.id === this.left.lesson) : null;
    lesson ??= left ?? lessons.find((l) => !done.has(`${kit.id}.${l.id}`)) ?? lessons[0];
    this.kit = kit;
    this.lessons = lessons;
    this.lesson = lesson;
    const stepKnown = step !== null && !unknown && step >= 0 && step < lesson.steps.length;
    this.index = stepKnown ? step : left ? Math.min(this.left.index, lesson.steps.length - 1) : 0;
    if (!this.shown) {
      this.returnFocus = document.activeElement;
      this.el.hidden = false;
      document.body.classList.add('learning');
      document.addEventListener('keydown', this.onKey, true);
    }
    this.#address();
    await this.#showStep();
    if (!hostHasKeyboard()) this.$('lesson-title').focus();
    if (unknown) this.#feedback('refused', () => t('lesson.unknown'));
    else if (step !== null && !stepKnown) this.#feedback('refused', () => tn('lesson.unknown_step', lesson.steps.length));
  }

  /**
   * Opens what a `learn=` link names (`game`, `game.lesson` or `game.lesson.step`); an unknown
   * game is `fallback`'s.
   */
  openLink(value, fallback) {
    const asked = parseLearn(value);
    const known = !!asked?.game && Object.prototype.hasOwnProperty.call(GAMES, asked.game);
    // `learn=chess.x` is no lesson either: said, as `learn=mraha.nope` is (not `learn=` alone).
    return this.open(known ? asked.game : fallback, known ? asked.lesson : null, !known && !!asked?.game, known ? asked.step : null);
  }

  /** Back to the game, as it was left. */
  leave() {
    if (!this.shown) return;
    this.serial += 1;
    // Where the player was, for the Lessons button to bring them back (open): a step answered
    // right, at the one after it.
    this.left = { game: this.kit.id, lesson: this.lesson.id, index: this.index + (this.state === 'right' ? 1 : 0) };
    this.board?.anim.skip();
    this.match?.dispose();
    this.match = null;
    // The lesson's board goes with it (a step draws a new one): its drawing's ids (the wood's
    // gradients, the seeds') are the game's board's too, and a hidden copy of them earlier in
    // the page left the game's bao unpainted.
    this.board?.input.detach();
    this.board = null;
    this.$('lesson-board').replaceChildren();
    this.el.hidden = true;
    document.body.classList.remove('learning');
    document.removeEventListener('keydown', this.onKey, true);
    this.#address();
    if (this.currentGame) document.title = pageTitle(this.currentGame());
    this.onLeave?.();
    const back = this.returnFocus;
    const to = back?.isConnected && back !== document.body ? back : this.home;
    // An embed's lesson opened by its link has neither: the game's board takes the focus (from
    // the page's top, Tab would start again).
    if (to) to.focus();
    else focusGame();
  }

  /** The next step, or the next lesson once this one is finished. Resolves once it is shown. */
  async next() {
    if (this.state !== 'right') return;
    if (this.index + 1 < this.lesson.steps.length) {
      this.index += 1;
      await this.#showStep();
      return;
    }
    const at = this.lessons.indexOf(this.lesson);
    if (at + 1 < this.lessons.length) await this.open(this.kit.id, this.lessons[at + 1].id);
  }

  /**
   * A button's action after which the button may be gone (Next, Try again: hidden while the
   * step is played): the focus, then lost, goes to the lesson's title, from where Tab reaches
   * the board, rather than to the page's body.
   */
  async #keepingFocus(act) {
    const had = document.activeElement;
    await act();
    keepFocus(had, () => (this.shown ? this.$('lesson-title') : null));
  }

  /** The finished lessons (`game.lesson`). */
  progress() {
    return readProgress(storage.get(PROGRESS_KEY));
  }

  /**
   * While a step is set up or an answer is played the board takes no answer (shown as
   * `data-busy` on the view, and Hint off).
   */
  #setBusy(busy) {
    this.busy = busy;
    this.el.toggleAttribute('data-busy', busy);
    this.$('lesson-hint').disabled = busy || this.state !== 'going';
  }

  get step() {
    return this.lesson.steps[this.index];
  }

  /** Sets the step's position up on a fresh match and a fresh board. */
  async #showStep() {
    const serial = ++this.serial;
    this.#setBusy(true);
    const step = this.step;
    this.board?.anim.skip();
    this.match?.dispose();
    this.match = null;
    this.played = [];
    this.events = [];
    this.state = 'going';
    this.offPath = false;
    this.#address(); // the step in the address: a reload comes back to it
    this.#say();
    this.#feedback('', '');
    let match;
    let view;
    let geometry;
    let parts;
    try {
      match = await createGame({ game: this.kit.id, text: step.position });
      // The board, and what a turn shows on it (its animation, its words: the kit's turn()).
      let board;
      let turn;
      [view, geometry, board, turn] = await Promise.all([match.view(), match.geometry(), this.kit.board(), this.kit.turn()]);
      parts = { ...board, steps: turn.steps, marks: turn.marks };
    } catch (e) {
      match?.dispose();
      this.#setBusy(false);
      this.#feedback('refused', () => errorMessage(e, this.kit.id));
      return;
    }
    if (serial !== this.serial) {
      match.dispose();
      return;
    }
    this.match = match;
    this.view = view;
    this.#boardFor(geometry, parts);
    this.board.renderer.draw(view);
    this.board.renderer.markTurn([]);
    this.board.input.setView(view);
    this.#setBusy(false);
    this.#buttons();
  }

  /** A new board for every step: steps may be on boards of different shapes. */
  #boardFor(geometry, parts) {
    this.board?.input.detach();
    const host = this.$('lesson-board');
    // Drawn as the steps' words read it, never turned.
    const renderer = new parts.Renderer(host, geometry, { asWords: true });
    renderer.drawMarks = parts.marks;
    const input = new parts.Input(renderer, {
      play: (token) => this.#play(token),
      refuse: (code, params) => {
        if (this.state === 'going' && !this.busy) this.#feedback('refused', () => t(`refuse.${code}`, params));
      },
      // A refusal taken back once the player chooses what the board offers (a hint stays).
      calm: () => {
        if (this.$('lesson-feedback').dataset.kind === 'refused') this.#feedback('', '');
      },
      interrupt: () => this.board?.anim.skip(),
    });
    const anim = new Animator(renderer, parts.steps(renderer));
    const speed = chosenSpeed();
    if (speed in SPEEDS) anim.speed = speed;
    this.board = { renderer, input, anim };
  }

  /** A token of the player's: the engine plays it, the step judges where the attempt stands. */
  async #play(token) {
    if (this.busy || this.state !== 'going' || !this.match) return;
    const serial = this.serial;
    this.#setBusy(true);
    this.#clearHint();
    let answer;
    try {
      answer = await this.match.play(token);
    } catch (e) {
      this.#setBusy(false);
      if (serial === this.serial) this.#feedback('refused', () => errorMessage(e, this.kit.id));
      return;
    }
    if (serial !== this.serial) return;
    const { events, view } = answer;
    this.played.push(token);
    this.events.push(...events);
    this.board.input.hideChoices();
    this.#feedback('', '');
    const skip = this.$('lesson-skip');
    skip.disabled = false;
    await this.board.anim.play(events, this.view, view);
    const skipped = document.activeElement === skip;
    skip.disabled = true;
    if (serial !== this.serial) return;
    this.view = view;
    this.board.renderer.markTurn(this.events);
    this.state = judgeStep(this.step, this.played, this.events, view);
    this.#setBusy(false);
    if (this.state === 'going') this.board.input.setView(view);
    else if (this.state === 'right') this.#solved();
    this.#sayFeedback();
    this.#buttons();
    // Skip pressed, then off: the focus goes on to the next thing to do.
    keepFocus(skipped && skip, () => this.$('lesson-board').querySelector('.playable[tabindex], .choosable[tabindex]'));
    if (this.state !== 'going') {
      const first = this.state === 'right' ? ['lesson-next', 'lesson-play', 'lesson-back'] : ['lesson-retry'];
      first.map(this.$).find((b) => !b.hidden).focus();
      // The verdict speaks of what the turn left on the board (a store at its foot, on a phone
      // under the dock stuck to the screen's bottom): the board comes into sight above it.
      const host = this.$('lesson-board');
      boardAboveDock(host, host.parentElement.querySelector('.lesson-dock'));
    }
  }

  #solved() {
    if (this.index + 1 < this.lesson.steps.length) return;
    const done = this.progress();
    done.add(`${this.kit.id}.${this.lesson.id}`);
    storage.set(PROGRESS_KEY, writeProgress(done));
    this.#menu();
  }

  /** Marks the answer's next decision on the board, and says it. */
  hint() {
    if (this.busy || this.state !== 'going' || !this.board) return;
    this.#clearHint();
    const token = hintToken(this.step, this.played);
    if (!token) {
      // Off the lesson's path in the middle of a turn (a Tricérata sowing goes on): the words
      // send the player to Try again, which shows from now on for this attempt.
      this.offPath = true;
      this.#feedback('hint', () => t('lesson.hint_retry'));
      this.#buttons();
      this.$('lesson-retry').focus();
      return;
    }
    const choice = this.view.choices.find((c) => c.token === token) ?? { token };
    const el = this.board.renderer.choiceElement(choice);
    el?.classList.add('hint');
    if (el) el.dataset.hint = token;
    this.#feedback('hint', () => this.kit.words.hint(choice) ?? t('lesson.hint_here'));
  }

  #clearHint() {
    for (const el of this.$('lesson-board').querySelectorAll('.hint')) {
      el.classList.remove('hint');
      delete el.dataset.hint;
    }
  }

  /** Right or wrong, in words: the step's own explanation, then what the turn did. */
  #sayFeedback() {
    if (this.state === 'right' || this.state === 'wrong') this.#feedback(this.state, () => this.#verdict());
    // A turn under way (Tricérata's stones in hand, a bao's question): what to do next, as the
    // game's status line, hidden in a lesson, says it (and a screen reader hears it).
    else if (this.played.length && this.view.starts_turn === false) this.#feedback('', () => this.kit.words.status(this.view));
  }

  /** The words of the step's verdict, in the language shown. */
  #verdict() {
    const lang = currentLanguage();
    if (this.state === 'right') {
      const last = this.index + 1 === this.lesson.steps.length;
      const parts = [t('lesson.right'), say(this.step.done, lang)];
      if (last) parts.push(t('lesson.complete'));
      // In a sandboxed frame the ✓ of a finished lesson lasts only as long as the page.
      if (last && !storage.kept) parts.push(t('lesson.not_kept'));
      if (last && this.lessons.indexOf(this.lesson) + 1 === this.lessons.length) parts.push(t('lesson.all_done'));
      return parts.filter(Boolean).join(' ');
    }
    const why = mistakeText(this.step, this.played);
    // The turn's parts joined as the page's own announcement joins them (ui.js).
    const did = this.kit.words.summarise(this.events).join(', ');
    const parts = [t('lesson.wrong'), why ? say(why, lang) : t('lesson.wrong_generic')];
    if (did) parts.push(t('lesson.what_happened', { what: did }));
    return parts.join(' ');
  }

  /** Says `words` (a function giving them in the language shown, said again when it changes; '' for none). */
  #feedback(kind, words) {
    const p = this.$('lesson-feedback');
    this.said = words || null;
    p.textContent = words ? words() : '';
    if (kind) p.dataset.kind = kind;
    else delete p.dataset.kind;
  }

  #buttons() {
    const going = this.state === 'going';
    // Off while a step is being set up or an answer played (also tells tests the board is ready).
    this.$('lesson-hint').disabled = !going || this.busy;
    this.$('lesson-retry').hidden = !(this.state === 'wrong' || (going && this.offPath));
    const next = this.$('lesson-next');
    const lastStep = this.index + 1 === this.lesson.steps.length;
    const lastLesson = this.lessons.indexOf(this.lesson) + 1 === this.lessons.length;
    next.disabled = this.state !== 'right';
    next.hidden = lastStep && lastLesson;
    // The game's lessons all done: a game of it, and its puzzles, where the page offers them.
    const allDone = next.hidden && this.state === 'right';
    this.$('lesson-play').hidden = !(allDone && this.ways.play);
    this.$('lesson-puzzles').hidden = !(allDone && this.ways.puzzles && this.kit.puzzle);
    next.dataset.i18n = lastStep ? 'lesson.next_lesson' : 'lesson.next';
    next.textContent = t(next.dataset.i18n);
  }

  /** Every text of the view in the current language. */
  #say() {
    if (!this.lesson) return;
    const lang = currentLanguage();
    this.$('lesson-title').textContent = `${this.kit.title} — ${say(this.lesson.title, lang)}`;
    // The tab and the history name the game whose lesson is shown (ui.js names the game's).
    document.title = pageTitle(this.kit.id);
    this.$('lesson-where').textContent = t('lesson.step', { n: this.index + 1, total: this.lesson.steps.length });
    this.$('lesson-text').textContent = say(this.step.text, lang);
    this.board?.renderer.relabel();
    this.#buttons();
    this.#menu();
  }

  /** The games and their lessons, the finished ones ticked. */
  #menu() {
    const lang = currentLanguage();
    const games = this.$('lesson-games');
    clear(games);
    for (const kit of Object.values(GAMES)) {
      const b = html('button', { type: 'button', class: 'btn', 'aria-pressed': String(kit.id === this.kit.id) }, [kit.title]);
      b.addEventListener('click', () => kit.id !== this.kit.id && this.open(kit.id));
      games.append(b);
    }
    const list = this.$('lesson-list');
    clear(list);
    const done = this.progress();
    for (const lesson of this.lessons) {
      const finished = done.has(`${this.kit.id}.${lesson.id}`);
      const b = html('button', { type: 'button', class: 'lesson-item', 'data-lesson': lesson.id }, [
        say(lesson.title, lang),
      ]);
      if (finished) {
        b.classList.add('done');
        b.append(html('span', { class: 'lesson-done' }, [' ✓ ', html('span', { class: 'visually-hidden' }, [t('lesson.done_mark')])]));
      }
      if (lesson === this.lesson) b.setAttribute('aria-current', 'step');
      b.addEventListener('click', () => this.open(this.kit.id, lesson.id));
      list.append(html('li', {}, [b]));
    }
  }

  /** `learn=` in the address while a lesson is shown, so the address links it. */
  #address() {
    const p = new URLSearchParams(location.search);
    // A lesson and a puzzle are not shown together: the lesson's address names no puzzle (a
    // link with both showed the lesson, and its address, reloaded, the puzzle).
    if (this.shown) {
      p.set('learn', learnParam(this.kit.id, this.lesson.id, this.index));
      p.delete('puzzle');
    } else p.delete('learn');
    try {
      history.replaceState(null, '', p.toString() ? `?${p}` : location.pathname);
    } catch {
      /* sandboxed: the address cannot change */
    }
  }

  /**
   * Escape goes back to the game; on the board, while a place is chosen, it only forgets the
   * choice (the board's own use of it: this listens in the capture phase, before the board).
   */
  #key(ev) {
    if (ev.key !== 'Escape' || ev.defaultPrevented || document.querySelector('dialog[open]')) return;
    if (this.board?.input.selected && ev.target instanceof Element && ev.target.closest('#lesson-board')) return;
    this.leave();
  }
}
