// The one-way loop of the page: intent (a token from the board or a button) → engine →
// {events, view} → animation → drawing. The controller owns the match, the board of its game
// (drawn by the game's kit, games/kit.js), and the animation; it never looks inside a rule and
// names no game.
//
// Computer seats: when the seat to move is the computer (and no engine call, animation or undo is
// under way), the AI worker (ai.js) is asked for the rest of the turn from the position's text,
// and its tokens are played in one engine call (checked one by one, all or nothing) and animated
// like a human turn. Meanwhile the board refuses clicks. Every change that makes an answer stale
// (undo, redo, a new game, a loaded game, other seats) bumps a generation number: an answer of an
// older generation is dropped, and computer turns of an older generation stop.
//
// What the first board does not need (undo and redo, "finish my turn", the hint, the computer's
// turns, review, games by link, the puzzles' hold) is in controller-later.js, added to the class once the first board
// is drawn (`afterFirstBoard`). The methods it shares with this module are named `_…` (the
// shipped build shortens those names); the others stay `#private`.

import { createGame } from './engine.js';
import { Animator } from './anim.js';
import { gameOf } from './games/index.js';
import { AiOnDemand } from './ai-on-demand.js';
import { isComputer, normaliseSeats, seatCount } from './seats.js';

/** An event of the engine's trace that ends the turn. */
const endsTurn = (e) => e.type === 'turn_end' || e.type === 'game_end';

export class Controller {
  /**
   * @param {HTMLElement} host  where the board is drawn
   * @param {import('./ui.js').Ui} ui
   */
  constructor(host, ui) {
    this.host = host;
    this.ui = ui;
    this.game = null;
    this.view = null;
    this.board = null; // { game, kit, renderer, input, anim }
    this.speed = null;
    /** Called when a new match is asked for (the review and the analysis end). */
    this.onStart = null;
    /** Called after every change of the match (a move, undo, a new game). */
    this.onChange = null;
    /** Engine requests under way (the board waits for them). */
    this.pending = 0;
    /** The last engine request (undo waits for it). */
    this.inflight = Promise.resolve();
    /** The computer players (ai.js and their worker: loaded and started on first use). */
    this.ai = new AiOnDemand();
    /** Per seat: 'h' (a person) or a computer level '1'…'5'. */
    this.seats = [];
    /** Bumped by anything that makes a computer's answer stale. */
    this.generation = 0;
    /** The generation whose computer turns are being played, or null. */
    this.driving = null;
    /** An undo is taking back several decisions: no computer turn starts meanwhile. */
    this.undoing = false;
    /** Seats played in another browser (a game by link): the board refuses them here. */
    this.remote = new Set();
    /** Tokens that undo never takes back (a game by link: received or sent moves). */
    this.undoFloor = 0;
    /** A past position is on the board (review.js): it offers nothing, the computer waits. */
    this.reviewing = false;
    /** "Play from here" took back the line from `step` to `total` decisions: an undo right
     * after it (nothing played since) brings the line back. */
    this.branched = null;
    /** Hears the animation's sound cues (`(cue, beatMs) => void`: the page's sound), or null. */
    this.onCue = null;
    /** Every event of the last turn, or of the turn under way (its decisions so far). */
    this.turnEvents = [];
    /** Called when a view is shown and nothing moves (after a turn's animation, a new game). */
    this.onSettled = null;
    /** The board refuses every gesture (a puzzle judged, or its solution being shown). */
    this.held = false;
  }

  /**
   * Adds an engine call's events to the turn they belong to: the turn under way when the last
   * call stopped on one of its decisions, else a new turn.
   */
  #joinTurn(events) {
    const goesOn = this.turnEvents.length > 0 && !this.turnEvents.some(endsTurn);
    this.turnEvents = goesOn ? [...this.turnEvents, ...events] : events;
  }

  /** Asks the engine; while it thinks, the status says so and other intents wait. */
  async _ask(fn) {
    this.pending += 1;
    const slow = setTimeout(() => this.ui.thinking(true, this.view?.game), 150);
    const call = fn();
    this.inflight = call.then(() => {}, () => {});
    try {
      return await call;
    } finally {
      clearTimeout(slow);
      this.pending -= 1;
      this.ui.thinking(false);
    }
  }

  /** Starts a new match; rejects with the engine's error (the settings dialog shows it). */
  async start(options) {
    this._drop();
    this.reviewing = false;
    this.branched = null;
    this.onStart?.();
    this.pending += 1;
    const slow = setTimeout(() => this.ui.thinking(true, options.game), 150);
    try {
      // The game's board loads (on demand, once) while the engine makes the match.
      gameOf(options.game).board().catch(() => {});
      const game = await createGame(options);
      let view;
      let geometry = null;
      let parts = null; // the game's board (drawing, input, steps), loaded on demand
      try {
        view = await game.view();
        // The board is drawn from the engine's geometry: once per game, or per match when
        // each match has its own board.
        const kit = gameOf(view.game);
        if (kit.boardPerMatch || this.board?.game !== view.game) {
          [geometry, parts] = await Promise.all([game.geometry(), kit.board()]);
        }
      } catch (e) {
        game.dispose();
        throw e;
      }
      this.game?.dispose();
      this.game = game;
      this._drop();
      this.seats = normaliseSeats(options.seats, seatCount(view));
      this.remote = new Set();
      this.undoFloor = 0;
      if (this.seats.some(isComputer)) this.ai.warm(view.game);
      this.#boardFor(view.game, geometry, parts);
      this._show(view, null);
      return view;
    } catch (e) {
      // Refused options: the game on the board goes on (its computer turn too).
      queueMicrotask(() => {
        if (this.view && !this.pending && !this.board.anim.running) this._settledOn(this.view);
      });
      throw e;
    } finally {
      clearTimeout(slow);
      this.pending -= 1;
      this.ui.thinking(false);
      // The new game may open with the computer's turn, which waited for this call to end.
      if (this._computerToMove()) this.kick();
    }
  }

  /** Draws a new board for a game, or keeps the one drawn (`geometry` null: the same board). */
  #boardFor(name, geometry, parts) {
    const kit = gameOf(name);
    if (!geometry) {
      this.board.anim.skip();
      return;
    }
    this.board?.anim.skip();
    this.board?.input.detach();
    const renderer = new parts.Renderer(this.host, geometry);
    const input = new parts.Input(renderer, {
      play: (token) => this.play(token),
      refuse: (code, params) => this.ui.refuse(code, params),
      calm: () => this.ui.calm(),
      interrupt: () => this.skip(),
      locked: () => this._locked(),
    });
    // Its animation steps come with the kit's turn(), before the first turn is animated.
    const anim = new Animator(renderer, null);
    anim.onCue = (cue, beat) => this.onCue?.(cue, beat);
    if (this.speed) anim.speed = this.speed;
    this.board = { game: name, kit, renderer, input, anim };
  }

  /**
   * Shows `view` as the game's position. `lastTurn`, the events of the turn that led to it, is
   * known only when the position was shown before (back from a review); a position reached
   * without playing (a new game, an undo) marks no turn.
   */
  _show(view, summary, lastTurn = []) {
    this.view = view;
    this.onChange?.();
    this.turnEvents = lastTurn;
    this.board.renderer.markTurn(lastTurn);
    this.board.renderer.draw(view);
    this.ui.update(view, summary);
    this._settledOn(view);
  }

  /**
   * A view is shown and nothing moves: offer its choices to a person, or hand the turn to the
   * computer.
   */
  _settledOn(view) {
    const computer = this._computerToMove();
    const remote = this._remoteToMove();
    this.board.renderer.face?.(this.seenSide(), this.ownSeat());
    this.board.input.setView(view);
    if (this.reviewing) {
      this._showPastControls();
      return;
    }
    if (computer || remote || this.held) {
      this.board.input.hideChoices();
      this.ui.buttons.finish.disabled = true;
    }
    if (remote) this.ui.remoteTurn(view);
    if (this._tokenCount(view) <= this.undoFloor) this.ui.buttons.undo.disabled = true;
    this.ui.hintAvailable(!computer && !remote && !view.outcome);
    if (computer) {
      this.kick();
      // Its computer already thinking (a turn drawn to its end by a change of language), or its
      // turn about to be redone: the words just written for the view, a person's, give way.
      if (this.computing || this.redoing) this.ui.computerThinking(view);
    } else {
      // Nobody thinks now: a computer's answer redone (not thought again) had said it did.
      this.ui.computerThinking(null);
    }
    this.onSettled?.(view);
  }

  /**
   * The seat the board is seen from: a puzzle's solver (`seenFrom`, set by puzzles.js), else
   * the one person playing here (North against the computer or a friend by link), else the first.
   */
  seenSide() {
    return this.ownSeat() ?? 0;
  }

  /** The seat of the one person playing here (a puzzle's solver), or null: none, or several. */
  ownSeat() {
    const here = this.seats.flatMap((s, p) => (isComputer(s) || this.remote.has(p) ? [] : [p]));
    return this.seenFrom ?? (here.length === 1 ? here[0] : null);
  }

  /**
   * The seat to move is the computer's, the game goes on and the board is not held (a question
   * about a refused link waits for the player's answer).
   */
  _computerToMove() {
    const v = this.view;
    return !!v && !this.held && !v.outcome && isComputer(this.seats[v.to_move]);
  }

  /** The seat to move is played in another browser, and the game goes on. */
  _remoteToMove() {
    const v = this.view;
    return !!v && !v.outcome && this.remote.has(v.to_move);
  }

  _tokenCount(view = this.view) {
    return (view?.moves ?? []).reduce((n, m) => n + m.tokens.length, 0);
  }

  /** Makes every computer answer and computer turn under way stale. */
  _drop() {
    this.generation += 1;
    this.ai.cancel();
    this._clearHint();
  }

  /** Computer turns are being asked for or played (the board refuses clicks meanwhile). */
  get computing() {
    return this.driving !== null && this.driving === this.generation;
  }

  _clearHint() {
    for (const el of this.host.querySelectorAll('.hint')) {
      el.classList.remove('hint');
      delete el.dataset.hint;
    }
  }

  /**
   * Why the board refuses a person's gesture now, as the refusal's code, or null. The board's
   * input asks it before judging a tap (a past position's pits are no choices to refuse).
   */
  _locked() {
    if (this.reviewing) return 'reviewing';
    if (this.held) return 'held';
    if (this._computerToMove()) return 'computer_turn';
    return this._remoteToMove() ? 'remote_turn' : null;
  }

  /** Plays a person's token: the engine checks it; a refusal changes nothing but the message. */
  async play(token) {
    if (!this.game || this.pending) return;
    const why = this._locked();
    if (why) this.ui.refuse(why);
    else await this.#playToken(token);
  }

  /** Plays a person's token; false when the engine refused it. */
  #playToken(token) {
    return this._playTokens([token]);
  }

  /**
   * Plays tokens in one engine call (a computer's whole turn, "finish my turn": all or nothing)
   * and animates them as one turn, within one turn's time; false when the engine refused.
   * `played(view)` hears the position reached before the turn is drawn.
   */
  async _playTokens(tokens, played) {
    if (!this.game || this.pending || this.reviewing) return false;
    this.skip();
    // A person's turn ends the offer to bring back a line left by "Play from here"; the
    // computer's answer to the position played from does not.
    if (!this._computerToMove()) this.branched = null;
    const game = this.game;
    let result;
    try {
      result = await this._ask(() => (tokens.length === 1 ? game.play(tokens[0]) : game.playAll(tokens)));
    } catch (e) {
      this.ui.engineError(e);
      return false;
    }
    played?.(result.view);
    await this._animate(result, this.view, tokens[0], tokens.slice(1));
    return true;
  }

  async _animate({ events, view }, before, token = null, then = []) {
    // The choice played, as offered before it (pit and direction of a sowing), for the message;
    // with the tokens played after it in the same call (`then`: the rest of a sowing finished
    // at once), which the kit's words may name too.
    const choice = token ? before.choices?.find((c) => c.token === token) ?? { token } : null;
    const played = choice && then.length ? { ...choice, then } : choice;
    const { anim, input, renderer } = this.board;
    this.view = view;
    this.onChange?.();
    this._clearHint();
    input.hideChoices();
    this.ui.hintAvailable(false);
    this.#joinTurn(events);
    const turn = this.turnEvents;
    renderer.markTurn([]);
    this.ui.update(view, { events, turn, player: before.to_move, played, animating: true, goesOn: !events.some(endsTurn) });
    await this._turnParts(this.board);
    if (this.view !== view) return; // something newer is already shown
    await anim.play(events, before, view);
    if (this.view !== view) return; // something newer is already shown
    // The turn (so far) stays marked on the board until the next one.
    renderer.markTurn(turn);
    this.ui.update(view, { events, turn, player: before.to_move, played, animating: false });
    this._settledOn(view);
  }

  /**
   * What a turn shows on `board` (its animation steps, the words of what it did: the kit's
   * `turn()`), loaded once; a turn waits for it (the page loads it once the first board is
   * drawn: `afterFirstBoard`). Where it cannot load, turns are drawn without animation.
   */
  async _turnParts(board) {
    if (board.anim.steps) return;
    try {
      const turn = await board.kit.turn();
      board.renderer.drawMarks = turn.marks;
      board.anim.steps ??= turn.steps(board.renderer);
    } catch {
      /* drawn at once (anim.js) */
    }
  }

  /**
   * Loads what the first board does not need (called once it is drawn): what a turn shows on
   * the board drawn, and the controller's other methods (controller-later.js).
   */
  afterFirstBoard() {
    return Promise.all([this.board && this._turnParts(this.board), loadLater()]);
  }

  /** Ends the running animation at once; true when one was running. */
  skip() {
    return !!this.board?.anim.skip();
  }

  /**
   * An animation runs, the engine is thinking, or a computer's turn is under way (tests wait for
   * this to be false).
   */
  get animating() {
    return this.pending > 0 || !!this.board?.anim.running || this.computing;
  }

  setSpeed(speed) {
    this.speed = speed;
    if (this.board) this.board.anim.speed = speed;
  }

  /** Redraws the words of the board after a language change. */
  relabel() {
    if (!this.board || !this.view) return;
    this.skip();
    this.board.renderer.relabel();
    const { said } = this.ui;
    this.ui.update(this.view, said?.view === this.view ? said.summary : null);
    this._settledOn(this.view);
  }

  /** The match's options and record (for a new game with the same rules, links, saving). */
  record() {
    return { options: this.game && { ...this.game.options, seats: this.seats }, tokens: (this.view?.moves ?? []).flatMap((m) => m.tokens) };
  }
}

/** The controller's methods that controller-later.js adds (see the top of this module). */
const LATER = [
  'undo', 'redo', 'finishTurn', 'hint', 'quiet', 'holdForReview', 'showPast', 'branch', 'setRemote',
  'hold', 'playTurn', 'kick', 'setSeats',
];
const loadLater = () => import('./controller-later.js');
// Until then each waits for it (a button pressed in the instant before it is loaded).
for (const name of LATER) {
  const waiting = async function waiting(...args) {
    await loadLater();
    if (Controller.prototype[name] === waiting) throw new Error(`controller-later.js has no ${name}`);
    return this[name](...args);
  };
  Controller.prototype[name] = waiting;
}
