// The controller's methods that the first board does not need: undo and redo, "finish my
// turn", the hint, the computer's turns and the players' seats, the review's past positions and
// "Play from here", games by link (seats played elsewhere) and the puzzles' hold. Added to the
// Controller (controller.js) once the first board is drawn (its `afterFirstBoard`); one called
// before waits for them (the computer's first turn starts then).

import { Controller } from './controller.js';
import { gameOf } from './games/index.js';
import { HUMAN, isComputer, normaliseSeats, seatCount } from './seats.js';
import { t, onLanguage } from './i18n.js';
import { announce } from './announce.js';
import { decisions, undoTarget } from './turns.js';
import { createGame } from './engine.js';
import { html } from './svg.js';
import { summarise } from './ui.js';
import { computerTurnPace } from './computer-pace.js';
import { boardAboveDock } from './end-in-view.js';

/** The least time between the end of a turn and the computer's answer, by animation speed, so
 * that one can see whose turn it is (the search runs meanwhile). */
const COMPUTER_PAUSE = { slow: 900, normal: 500, fast: 200, instant: 0 };

/**
 * Plays computer turns for controller `c` while the seat to move is the computer's and nothing
 * made them stale.
 */
async function drive(c, gen) {
  const live = () => gen === c.generation;
  // The computer turns said so far in this run, a person seated (see `keepSaid`).
  const said = [];
  // The next computer seat's answer, asked as soon as the engine has played the turn before it,
  // so that it thinks while that turn is drawn rather than after (0.1–0.3 s a seat at level 3,
  // about 1.3 s at level 5: five seats in a row made the person wait that five times more).
  let ahead = null;
  while (live()) {
    const v = c.view;
    if (!c.game || c.undoing || c.reviewing || !c._computerToMove()) {
      if (said.length && !c.reviewing && !v?.outcome) boardInSight(c);
      return;
    }
    c.ui.computerThinking(v);
    const pause = new Promise((r) => setTimeout(r, COMPUTER_PAUSE[c.speed] ?? 0));
    const asked = ahead?.view === v ? ahead.answer : c.ai.ask(v.game, v.text, c.seats[v.to_move]);
    ahead = null;
    let answer;
    try {
      [answer] = await Promise.all([asked, pause]);
    } catch (e) {
      if (!live()) return;
      c.ui.computerThinking(null);
      c.ui.update(v, null);
      c.ui.engineError(e);
      return;
    }
    // The board held meanwhile (a question asked): the answer waits for it to be played again.
    if (!live() || !answer || c.view !== v || c.held) return;
    c.ui.computerThinking(null);
    if (!answer.tokens.length) return;
    // Shown faster when another computer seat plays next, a person waiting (computer-pace.js).
    const anim = c.board?.anim ?? {};
    anim.pace = (after) => computerTurnPace(c.seats, after);
    try {
      if (!(await c._playTokens(answer.tokens, (after) => { ahead = askAhead(c, after); }))) return;
    } finally {
      anim.pace = null;
    }
    if (live() && c.seats.includes(HUMAN)) keepSaid(c, said);
  }
}

/**
 * The answer of the computer seat to move in `view`, asked now (a drive's `ahead`), or null when
 * a person or nobody plays there. An answer no drive takes (an undo meanwhile) is dropped
 * quietly; one taken is awaited, its error with it.
 */
function askAhead(c, view) {
  if (view.outcome || !isComputer(c.seats[view.to_move])) return null;
  const answer = c.ai.ask(view.game, view.text, c.seats[view.to_move]);
  answer.catch(() => {});
  return { view, answer };
}

/**
 * After several computer turns in a row, the message says what each did, not the last alone:
 * the person looking back at the board after two or five seats played finds every turn there,
 * in the order played (the move list, far below the board on a phone, has them as tokens).
 * `said` holds the run's turns before this one as the page said them (`ui.said`: the view and
 * the turn's summary, written again in the language of the moment); this turn, just said, is
 * added to it. The earlier words are hidden from screen readers: the live message read each
 * turn as it came, and would otherwise read them all again. Any other words (the person's turn,
 * an undo, a hint) replace the whole message, the earlier turns with it; a change of language
 * says them all again in its words (`earlier`).
 */
function keepSaid(c, said) {
  const { said: now } = c.ui;
  if (now?.view !== c.view || !saysTurn(c)) return;
  earlier = { c, view: c.view, turns: [...said] };
  sayEarlier(c.ui.message, earlier.turns);
  said.push(now);
}

/**
 * A person's turn again after the computer's: on a phone the dock stuck to the screen's bottom
 * has grown with the run's words (three seats' turns: four lines, which hid the stores at the
 * board's foot, the person's own among them), so the page scrolls the board's foot above it, as
 * far as the board's top stays in sight (end-in-view.js). Nothing elsewhere: no dock is stuck.
 */
function boardInSight(c) {
  const dock = c.host.parentElement?.querySelector(':scope > .dock');
  if (dock?.getClientRects().length) boardAboveDock(c.host, dock);
}

/** Whether the message under the board says what the last turn did (`ui.said`), nothing else. */
const saysTurn = ({ ui }) => ui.message.dataset.kind === 'info' && !!ui.message.textContent;

/** The computer turns said before the last one, put before its words (see `keepSaid`). */
function sayEarlier(message, turns) {
  if (!turns.length) return;
  const words = ({ view, summary: s }) => summarise(view, s.events, s.player, s.played, s.turn);
  message.prepend(html('span', { class: 'earlier', 'aria-hidden': 'true' }, turns.map((s) => html('span', {}, [`${words(s)} `]))));
}

/** The last run of computer turns said: its controller, the view after it and the turns before its last. */
let earlier = null;
// A language change: once every listener has run, the controller's relabel among them
// (page-buttons.js) has said the last turn again; the turns before it follow, while the game
// still stands where they left it.
onLanguage(() => queueMicrotask(() => {
  if (!earlier) return;
  const { c, view, turns } = earlier;
  if (c.view === view && c.ui.said?.view === view && saysTurn(c)) sayEarlier(c.ui.message, turns);
}));

Object.assign(Controller.prototype, {
  /**
   * Marks the last turn of a game shown without playing it here (opened by a link — a friend's
   * move —, a reload, "Play from here"), as a turn played here is marked and said: its events,
   * replayed from the turn's start in a match of its own. Nothing when a turn is marked already
   * or the game moved meanwhile; where the engine cannot replay it, the game stays unmarked.
   */
  async markLastTurn() {
    const v = this.view;
    const last = v?.moves?.at(-1);
    if (!this.board || !last || this.turnEvents.length) return;
    const { options, tokens } = this.record();
    let match = null;
    try {
      match = await createGame({ ...options, moves: tokens.slice(0, tokens.length - last.tokens.length) });
      const before = await match.view();
      const { events } = await match.playAll(last.tokens);
      await this._turnParts(this.board); // the marks and the words of a turn
      if (this.view !== v || this.turnEvents.length || this.reviewing || this.board.anim.running) return;
      this.turnEvents = events;
      this.board.renderer.markTurn(events);
      // What the turn did is said unless the page already says something (a link's note).
      if (this.ui.message.textContent) return;
      const played = before.choices?.find((c) => c.token === last.tokens[0]) ?? { token: last.tokens[0] };
      this.ui.update(v, { events, turn: events, player: before.to_move, played, animating: false });
      // What the words just rewritten do not know: a seat played elsewhere, undo's floor, the
      // computer thinking (as after any turn shown).
      this._settledOn(v);
      // The dock, a line taller with what the turn did, over a finished game's board (a phone).
      if (v.outcome) this.ui.endShown?.(this.ui.end, { opened: true });
    } catch {
      /* shown as it is, unmarked */
    } finally {
      match?.dispose();
    }
  },

  /** Starts playing the computer's turns, unless they are already being played. */
  kick() {
    const gen = this.generation;
    // Already playing; or an engine call, an animation, an undo or a redo is under way, whose
    // end comes back here.
    if (this.driving === gen || this.undoing || this.redoing || this.reviewing || this.pending || this.board?.anim.running) return;
    this.driving = gen;
    drive(this, gen).finally(() => {
      // A newer drive may already be thinking: only the current one clears the status.
      if (this.driving !== gen) return;
      this.driving = null;
      this.ui.computerThinking(null);
    });
  },

  /** Sets who sits where (a person or a computer level), e.g. from the players panel. */
  setSeats(seats) {
    if (!this.view) return;
    // A seat played in another browser stays a person's (its moves come by link).
    this.seats = normaliseSeats(seats, seatCount(this.view)).map((s, p) => (this.remote.has(p) ? HUMAN : s));
    this._drop();
    if (this.seats.some(isComputer)) this.ai.warm(this.view.game);
    this.onChange?.();
    if (!this.board.anim.running && !this.pending) {
      this.ui.update(this.view, null);
      this._settledOn(this.view);
    }
  },

  /**
   * A game by link: `remote` = the seats played in another browser (refused here), `floor` =
   * the tokens undo keeps (those received or sent).
   */
  setRemote(remote, floor) {
    this.remote = new Set(remote);
    this.undoFloor = floor;
    // A seat played in another browser is a person's (the computer would play the friend's
    // moves here), whatever it was given before.
    if (this.seats.some((s, p) => this.remote.has(p) && s !== HUMAN)) {
      this.seats = this.seats.map((s, p) => (this.remote.has(p) ? HUMAN : s));
      this._drop();
    }
    if (this.view && !this.board.anim.running && !this.pending) {
      // The words of the turn shown stay (what the friend did, said as a link opens).
      const { said } = this.ui;
      this.ui.update(this.view, said?.view === this.view ? said.summary : null);
      this._settledOn(this.view);
    }
  },

  /**
   * A hint for the person to move: the strongest level on a short budget suggests the turn; its
   * first decision is highlighted on the board and announced. Never played by itself.
   */
  async hint() {
    const v = this.view;
    if (!this.game || !v || v.outcome || this._computerToMove() || this._remoteToMove() || this.animating) return;
    this._clearHint();
    this.ui.say(t('hint.thinking'), 'info');
    let answer;
    try {
      answer = await this.ai.ask(v.game, v.text, 'hint');
    } catch (e) {
      if (this.view !== v) return;
      this.ui.engineError(e);
      return;
    }
    const token = answer?.tokens[0];
    await this._turnParts(this.board); // the hint's words
    if (this.view !== v || !token) return;
    const choice = v.choices.find((c) => c.token === token) ?? { token };
    const el = this.board.renderer.choiceElement(choice);
    el?.classList.add('hint');
    if (el) el.dataset.hint = token;
    this.ui.sayHint(v, choice);
  },

  /**
   * Holds the board (`on`: it refuses every gesture, offers nothing and its computer does not
   * play: a puzzle judged, its solution being shown, a question about a refused link open) or
   * lets it be played again (a computer to move then plays).
   */
  hold(on) {
    this.held = on;
    if (this.view && this.board && !this.board.anim.running && !this.pending) this._settledOn(this.view);
  },

  /**
   * Plays a whole turn's tokens in one engine call, animated as one turn (a puzzle's solution
   * shown on the board); false when the engine refused them or something else is under way.
   */
  playTurn(tokens) {
    return this._playTokens(tokens);
  },

  /**
   * Takes back a person's last decision in their turn under way, or else the last turn of a
   * person whole, with the computer's turns after it (`undoTarget`; the computer's answer being
   * computed, if any, is dropped).
   */
  async undo() {
    if (!this.game || this.undoing || this.reviewing) return;
    if (this._canRestoreLine()) {
      await this._restoreLine();
      return;
    }
    if (this._tokenCount() <= this.undoFloor) {
      this.ui.refuse('sent');
      return;
    }
    this.undoing = true;
    this._drop();
    this.skip();
    try {
      // A computer's token may be on its way to the engine: let it land (and its animation
      // start), end that animation, then take the token back too.
      if (this.pending) {
        while (this.pending) await this.inflight;
        await new Promise((r) => setTimeout(r, 0));
        this.skip();
      }
      if (!this.view?.can_undo) {
        this.undoing = false;
        this._settledOn(this.view);
        return;
      }
      const person = this.seats.some((s) => !isComputer(s));
      const target = Math.max(this.undoFloor, undoTarget(this.view, (p) => person && isComputer(this.seats[p])));
      let view = await this._ask(() => this.game.undo());
      while (view.can_undo && decisions(view) > target) view = await this._ask(() => this.game.undo());
      this.undoing = false;
      this._show(view, null);
      // Said to a screen reader: after a person's turn and the computer's answer both taken
      // back, the status line reads as it did before, and a second Undo was silent.
      const n = view.moves.length;
      announce(n ? t('undo.done', { n }) : t('undo.done_start'));
    } catch (e) {
      this.undoing = false;
      this.ui.engineError(e);
    } finally {
      this.undoing = false;
    }
  },

  /**
   * Brings back what Undo took back at once: a person's decision or turn, and the computer's
   * answers after it as they were played (while they wait to be redone, the computer does not think
   * them again: `redoing` keeps `kick` away). Each decision is animated in turn.
   */
  async redo() {
    if (!this.game || this.pending || this.reviewing || !this.view?.can_redo) return;
    // Redo replays the line "Play from here" took back, one turn at a time: an Undo after it
    // takes back that turn, not the rest of the line brought back at once (the game jumped to
    // its old end).
    this.branched = null;
    this._drop();
    this.skip();
    const person = this.seats.some((s) => !isComputer(s));
    let whole = this.view.starts_turn !== false;
    const anim = this.board?.anim ?? {};
    // Skip (the button, Escape, a click on the board) ends the whole redo, not one turn of it:
    // the turns after it are drawn at once.
    let skipped = false;
    this.skip = () => {
      skipped = true;
      Controller.prototype.skip.call(this);
    };
    anim.pace = (after) => (skipped ? 0 : computerTurnPace(this.seats, after));
    try {
      for (;;) {
        const before = this.view;
        // As Undo took it: from a turn's beginning the turn comes back whole, within a turn one
        // decision; then the computer's turns, whole. A whole turn is animated as one, in one
        // turn's time, as it was played (a Tricérata turn's drops one by one took three times
        // as long, each said to be the computer seat's to play).
        const events = [];
        let view = before;
        try {
          do {
            const result = await this._ask(() => this.game.redo());
            events.push(...result.events);
            view = result.view;
          } while (whole && view.can_redo && view.starts_turn === false && !view.outcome);
        } catch (e) {
          this.ui.engineError(e);
          if (view !== before) this._show(view, null);
          return;
        }
        this.redoing = view.can_redo && !view.outcome && person && isComputer(this.seats[view.to_move]);
        whole = true;
        // The decision redone first, as offered before it, so that what the turn did says how it began.
        const token = view.moves.flatMap((m) => m.tokens)[decisions(before)];
        await this._animate({ events, view }, before, token);
        // Done, or something newer took over (an Undo, a new game).
        if (!this.redoing || this.view !== view) return;
      }
    } finally {
      anim.pace = null;
      delete this.skip;
      // Cut short while more was to be redone: the computer's turn, if it is one, is played now.
      const cut = this.redoing;
      this.redoing = false;
      if (cut && this._computerToMove()) this.kick();
    }
  },

  /**
   * "Finish my turn" (a game whose kit offers it): the engine proposes a short path that ends
   * the sowing, played in one engine call and animated like a tap's drops.
   */
  async finishTurn() {
    if (!this.game || !this.view || this.held || !gameOf(this.view.game).finishTurn?.(this.view)
      || this._computerToMove() || this._remoteToMove()) return;
    this.skip();
    const game = this.game;
    // The status said what the player was to do next; the page does it now.
    this.ui.sowing(this.view);
    let path;
    try {
      path = await this._ask(() => game.finishSowing());
    } catch (e) {
      this.ui.engineError(e);
      return;
    }
    if (this.game === game && path.length) await this._playTokens(path);
  },

  /** Waits until no engine call is under way and no animation runs. */
  async quiet() {
    this.skip();
    while (this.pending) await this.inflight;
    await new Promise((r) => setTimeout(r, 0));
    this.skip();
  },

  /** A review begins: no computer turn starts, the one being chosen is dropped. */
  holdForReview() {
    if (this.reviewing) return;
    this.reviewing = true;
    this._drop();
  },

  /**
   * Shows a past position of this game (review.js): the board draws it and offers nothing; the
   * computer's turns wait until the review ends; `turn`, the events of the turn that led to it
   * (its decisions up to this one), is marked. `view` null: back to the game.
   */
  showPast(view, turn = []) {
    if (!this.board || !this.view) return;
    if (!view) {
      if (!this.reviewing) return;
      this.reviewing = false;
      // The game's last turn is marked again, and said again, as it was before the review.
      const { said } = this.ui;
      this._show(this.view, said?.view === this.view ? said.summary : null, this.turnEvents);
      return;
    }
    if (!this.reviewing) {
      this.reviewing = true;
      this._drop();
    }
    this.skip();
    this.board.renderer.markTurn(turn);
    this.board.renderer.draw(view);
    this.board.input.setView(view);
    this._showPastControls();
  },

  /** In review, the board and the turn's buttons offer nothing. */
  _showPastControls() {
    this.board.input.hideChoices();
    this.ui.hintAvailable(false);
    for (const b of Object.values(this.ui.buttons)) b.disabled = true;
  },

  /**
   * "Play from here": the game goes on from its position after `step` decisions, the later ones
   * taken back (the engine keeps them for Redo, and an Undo right after brings them all back).
   */
  async branch(step) {
    // Moves sent or received by link are never taken back (the review refuses it in words).
    if (!this.game || this.undoing || step < this.undoFloor) return;
    this.reviewing = false;
    this.undoing = true;
    this._drop();
    await this.quiet();
    const line = this.view.moves.flatMap((m) => m.tokens);
    let view = this.view;
    try {
      while (view.can_undo && decisions(view) > step) view = await this._ask(() => this.game.undo());
    } catch (e) {
      this.ui.engineError(e);
    } finally {
      this.undoing = false;
    }
    this.branched = line.length > decisions(view) ? { step: decisions(view), line } : null;
    this._show(view, null);
    this._offerRestore();
    this.markLastTurn();
  },

  /**
   * The line taken back by "Play from here" can come back: no person has played since (the
   * computer may have answered the position played from; its turns are taken back with it).
   */
  _canRestoreLine() {
    const b = this.branched;
    return !!b && !!this.view && decisions(this.view) >= b.step;
  },

  /** The undo button also undoes "Play from here". */
  _offerRestore() {
    if (this._canRestoreLine()) this.ui.buttons.undo.disabled = false;
  },

  async _restoreLine() {
    const { step, line } = this.branched;
    this.branched = null;
    this.undoing = true;
    this._drop();
    await this.quiet();
    let view = this.view;
    try {
      while (view.can_undo && decisions(view) > step) view = await this._ask(() => this.game.undo());
      view = (await this._ask(() => this.game.playAll(line.slice(step)))).view;
    } catch (e) {
      this.ui.engineError(e);
    } finally {
      this.undoing = false;
    }
    this._show(view, null);
  },
});
