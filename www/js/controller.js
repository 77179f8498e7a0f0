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

import { createGame } from './engine.js';
import { Animator } from './anim.js';
import { gameOf } from './games/index.js';
import { AiOnDemand } from './ai-on-demand.js';
import { isComputer, normaliseSeats, seatCount } from './seats.js';
import { t } from './i18n.js';
import { decisions } from './record.js';

/** The least time between the end of a turn and the computer's answer, by animation speed, so
 * that one can see whose turn it is (the search runs meanwhile). */
const COMPUTER_PAUSE = { slow: 900, normal: 500, fast: 200, instant: 0 };

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
    const ended = (e) => e.type === 'turn_end' || e.type === 'game_end';
    const goesOn = this.turnEvents.length > 0 && !this.turnEvents.some(ended);
    this.turnEvents = goesOn ? [...this.turnEvents, ...events] : events;
  }

  /** Asks the engine; while it thinks, the status says so and other intents wait. */
  async #ask(fn) {
    this.pending += 1;
    const slow = setTimeout(() => this.ui.thinking(true), 150);
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
    this.#drop();
    this.reviewing = false;
    this.branched = null;
    this.onStart?.();
    this.pending += 1;
    const slow = setTimeout(() => this.ui.thinking(true), 150);
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
      this.#drop();
      this.seats = normaliseSeats(options.seats, seatCount(view));
      this.remote = new Set();
      this.undoFloor = 0;
      if (this.seats.some(isComputer)) this.ai.warm();
      this.#boardFor(view.game, geometry, parts);
      this.#show(view, null);
      return view;
    } catch (e) {
      // Refused options: the game on the board goes on (its computer turn too).
      queueMicrotask(() => {
        if (this.view && !this.pending && !this.board.anim.running) this.#settledOn(this.view);
      });
      throw e;
    } finally {
      clearTimeout(slow);
      this.pending -= 1;
      this.ui.thinking(false);
      // The new game may open with the computer's turn, which waited for this call to end.
      if (this.#computerToMove()) this.#kick();
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
      interrupt: () => this.skip(),
      locked: () => this.held || this.#computerToMove() || this.#remoteToMove(),
    });
    // Its animation steps come with the kit's turn(), before the first turn is animated.
    const anim = new Animator(renderer, null);
    anim.onCue = (cue, beat) => this.onCue?.(cue, beat);
    if (this.speed) anim.speed = this.speed;
    this.board = { game: name, kit, renderer, input, anim };
  }

  #show(view, summary) {
    this.view = view;
    this.onChange?.();
    // A position reached without playing (a new game, undo): no last turn is known.
    this.turnEvents = [];
    this.board.renderer.markTurn([]);
    this.board.renderer.draw(view);
    this.ui.update(view, summary);
    this.#settledOn(view);
  }

  /**
   * A view is shown and nothing moves: offer its choices to a person, or hand the turn to the
   * computer.
   */
  #settledOn(view) {
    const computer = this.#computerToMove();
    const remote = this.#remoteToMove();
    this.board.input.setView(view);
    if (this.reviewing) {
      this.#showPastControls();
      return;
    }
    if (computer || remote || this.held) {
      this.board.input.hideChoices();
      this.ui.buttons.finish.disabled = true;
    }
    if (remote) this.ui.remoteTurn(view);
    if (this.#tokenCount(view) <= this.undoFloor) this.ui.buttons.undo.disabled = true;
    this.ui.hintAvailable(!computer && !remote && !view.outcome);
    if (computer) this.#kick();
    this.onSettled?.(view);
  }

  /** The seat to move is the computer's, and the game goes on. */
  #computerToMove() {
    const v = this.view;
    return !!v && !v.outcome && isComputer(this.seats[v.to_move]);
  }

  /** The seat to move is played in another browser, and the game goes on. */
  #remoteToMove() {
    const v = this.view;
    return !!v && !v.outcome && this.remote.has(v.to_move);
  }

  #tokenCount(view = this.view) {
    return (view?.moves ?? []).reduce((n, m) => n + m.tokens.length, 0);
  }

  /**
   * A game by link: `remote` = the seats played in another browser (refused here), `floor` =
   * the tokens undo keeps (those received or sent).
   */
  setRemote(remote, floor) {
    this.remote = new Set(remote);
    this.undoFloor = floor;
    if (this.view && !this.board.anim.running && !this.pending) {
      this.ui.update(this.view, null);
      this.#settledOn(this.view);
    }
  }

  /** Makes every computer answer and computer turn under way stale. */
  #drop() {
    this.generation += 1;
    this.ai.cancel();
    this.#clearHint();
  }

  /** Starts playing the computer's turns, unless they are already being played. */
  #kick() {
    const gen = this.generation;
    // Already playing; or an engine call, an animation or an undo is under way, whose end
    // comes back here.
    if (this.driving === gen || this.undoing || this.reviewing || this.pending || this.board?.anim.running) return;
    this.driving = gen;
    this.#drive(gen).finally(() => {
      // A newer drive may already be thinking: only the current one clears the status.
      if (this.driving !== gen) return;
      this.driving = null;
      this.ui.computerThinking(null);
    });
  }

  /** Plays computer turns while the seat to move is the computer's and nothing made them stale. */
  async #drive(gen) {
    const live = () => gen === this.generation;
    while (live()) {
      const v = this.view;
      if (!this.game || this.undoing || this.reviewing || !this.#computerToMove()) return;
      this.ui.computerThinking(v);
      const pause = new Promise((r) => setTimeout(r, COMPUTER_PAUSE[this.speed] ?? 0));
      let answer;
      try {
        [answer] = await Promise.all([this.ai.ask(v.text, this.seats[v.to_move]), pause]);
      } catch (e) {
        if (!live()) return;
        this.ui.computerThinking(null);
        this.ui.update(v, null);
        this.ui.engineError(e);
        return;
      }
      if (!live() || !answer || this.view !== v) return;
      this.ui.computerThinking(null);
      if (!answer.tokens.length) return;
      if (!(await this.#playTokens(answer.tokens))) return;
    }
  }

  /** Computer turns are being asked for or played (the board refuses clicks meanwhile). */
  get computing() {
    return this.driving !== null && this.driving === this.generation;
  }

  /** Sets who sits where (a person or a computer level), e.g. from the players panel. */
  setSeats(seats) {
    if (!this.view) return;
    this.seats = normaliseSeats(seats, seatCount(this.view));
    this.#drop();
    if (this.seats.some(isComputer)) this.ai.warm();
    this.onChange?.();
    if (!this.board.anim.running && !this.pending) {
      this.ui.update(this.view, null);
      this.#settledOn(this.view);
    }
  }

  /**
   * A hint for the person to move: the strongest level on a short budget suggests the turn; its
   * first decision is highlighted on the board and announced. Never played by itself.
   */
  async hint() {
    const v = this.view;
    if (!this.game || !v || v.outcome || this.#computerToMove() || this.#remoteToMove() || this.animating) return;
    this.#clearHint();
    this.ui.say(t('hint.thinking'), 'info');
    let answer;
    try {
      answer = await this.ai.ask(v.text, 'hint');
    } catch (e) {
      if (this.view !== v) return;
      this.ui.engineError(e);
      return;
    }
    const token = answer?.tokens[0];
    await this.#turnParts(this.board); // the hint's words
    if (this.view !== v || !token) return;
    const choice = v.choices.find((c) => c.token === token) ?? { token };
    const el = this.board.renderer.choiceElement(choice);
    el?.classList.add('hint');
    if (el) el.dataset.hint = token;
    this.ui.sayHint(v, choice);
  }

  #clearHint() {
    for (const el of this.host.querySelectorAll('.hint')) {
      el.classList.remove('hint');
      delete el.dataset.hint;
    }
  }

  /**
   * Holds the board (`on`: it refuses every gesture and offers nothing: a puzzle judged, its
   * solution being shown) or lets it be played again.
   */
  hold(on) {
    this.held = on;
    if (this.view && this.board && !this.board.anim.running && !this.pending) this.#settledOn(this.view);
  }

  /** Plays a person's token: the engine checks it; a refusal changes nothing but the message. */
  async play(token) {
    if (!this.game || this.pending) return;
    if (this.reviewing) {
      this.ui.refuse('reviewing');
      return;
    }
    if (this.held) {
      this.ui.refuse('held');
      return;
    }
    if (this.#computerToMove()) {
      this.ui.refuse('computer_turn');
      return;
    }
    if (this.#remoteToMove()) {
      this.ui.refuse('remote_turn');
      return;
    }
    await this.#playToken(token);
  }

  /**
   * Plays a whole turn's tokens in one engine call, animated as one turn (a puzzle's solution
   * shown on the board); false when the engine refused them or something else is under way.
   */
  playTurn(tokens) {
    return this.#playTokens(tokens);
  }

  /** Plays a person's token; false when the engine refused it. */
  #playToken(token) {
    return this.#playTokens([token]);
  }

  /**
   * Plays tokens in one engine call (a computer's whole turn, "finish my turn": all or nothing)
   * and animates them as one turn, within one turn's time; false when the engine refused.
   */
  async #playTokens(tokens) {
    if (!this.game || this.pending || this.reviewing) return false;
    this.skip();
    this.branched = null;
    const game = this.game;
    let result;
    try {
      result = await this.#ask(() => (tokens.length === 1 ? game.play(tokens[0]) : game.playAll(tokens)));
    } catch (e) {
      this.ui.engineError(e);
      return false;
    }
    await this.#animate(result, this.view, tokens[0]);
    return true;
  }

  async #animate({ events, view }, before, token = null) {
    // The choice played, as offered before it (pit and direction of a sowing), for the message.
    const played = token ? before.choices?.find((c) => c.token === token) ?? { token } : null;
    const { anim, input, renderer } = this.board;
    this.view = view;
    this.onChange?.();
    this.#clearHint();
    input.hideChoices();
    this.ui.hintAvailable(false);
    this.#joinTurn(events);
    const turn = this.turnEvents;
    renderer.markTurn([]);
    this.ui.update(view, { events, turn, player: before.to_move, played, animating: true });
    await this.#turnParts(this.board);
    if (this.view !== view) return; // something newer is already shown
    await anim.play(events, before, view);
    if (this.view !== view) return; // something newer is already shown
    // The turn (so far) stays marked on the board until the next one.
    renderer.markTurn(turn);
    this.ui.update(view, { events, turn, player: before.to_move, played, animating: false });
    this.#settledOn(view);
  }

  /**
   * Takes back the last decision; with computer seats, back to the last decision of a person
   * (the computer's answer being computed, if any, is dropped).
   */
  async undo() {
    if (!this.game || this.undoing || this.reviewing) return;
    if (this.#canRestoreLine()) {
      await this.#restoreLine();
      return;
    }
    if (this.#tokenCount() <= this.undoFloor) {
      this.ui.refuse('sent');
      return;
    }
    this.undoing = true;
    this.#drop();
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
        this.#settledOn(this.view);
        return;
      }
      const person = this.seats.some((s) => !isComputer(s));
      let view = await this.#ask(() => this.game.undo());
      while (person && view.can_undo && isComputer(this.seats[view.to_move])) {
        view = await this.#ask(() => this.game.undo());
      }
      this.undoing = false;
      this.#show(view, null);
    } catch (e) {
      this.undoing = false;
      this.ui.engineError(e);
    } finally {
      this.undoing = false;
    }
  }

  async redo() {
    if (!this.game || this.pending || this.reviewing || !this.view?.can_redo) return;
    this.#drop();
    this.skip();
    let result;
    try {
      result = await this.#ask(() => this.game.redo());
    } catch (e) {
      this.ui.engineError(e);
      return;
    }
    await this.#animate(result, this.view);
  }

  /**
   * "Finish my turn" (a game whose kit offers it): the engine proposes a short path that ends
   * the sowing, played in one engine call and animated like a tap's drops.
   */
  async finishTurn() {
    if (!this.game || !this.view || this.held || !gameOf(this.view.game).finishTurn?.(this.view)
      || this.#computerToMove() || this.#remoteToMove()) return;
    this.skip();
    const game = this.game;
    let path;
    try {
      path = await this.#ask(() => game.finishSowing());
    } catch (e) {
      this.ui.engineError(e);
      return;
    }
    if (this.game === game && path.length) await this.#playTokens(path);
  }

  /** Waits until no engine call is under way and no animation runs. */
  async quiet() {
    this.skip();
    while (this.pending) await this.inflight;
    await new Promise((r) => setTimeout(r, 0));
    this.skip();
  }

  /** A review begins: no computer turn starts, the one being chosen is dropped. */
  holdForReview() {
    if (this.reviewing) return;
    this.reviewing = true;
    this.#drop();
  }

  /**
   * Shows a past position of this game (review.js): the board draws it and offers nothing; the
   * computer's turns wait until the review ends. `view` null: back to the game.
   */
  showPast(view) {
    if (!this.board || !this.view) return;
    if (!view) {
      if (!this.reviewing) return;
      this.reviewing = false;
      this.#show(this.view, null);
      return;
    }
    if (!this.reviewing) {
      this.reviewing = true;
      this.#drop();
    }
    this.skip();
    this.board.renderer.draw(view);
    this.board.input.setView(view);
    this.#showPastControls();
  }

  /** In review, the board and the turn's buttons offer nothing. */
  #showPastControls() {
    this.board.input.hideChoices();
    this.ui.hintAvailable(false);
    for (const b of Object.values(this.ui.buttons)) b.disabled = true;
  }

  /**
   * "Play from here": the game goes on from its position after `step` decisions, the later ones
   * taken back (the engine keeps them for Redo, and an Undo right after brings them all back).
   */
  async branch(step) {
    if (!this.game || this.undoing) return;
    this.reviewing = false;
    this.undoing = true;
    this.#drop();
    await this.quiet();
    const total = decisions(this.view);
    let view = this.view;
    try {
      while (view.can_undo && decisions(view) > step) view = await this.#ask(() => this.game.undo());
    } catch (e) {
      this.ui.engineError(e);
    } finally {
      this.undoing = false;
    }
    this.branched = total > decisions(view) ? { step: decisions(view), total } : null;
    this.#show(view, null);
    this.#offerRestore();
  }

  /** The line taken back by "Play from here" can come back (nothing was played since). */
  #canRestoreLine() {
    const b = this.branched;
    return !!b && !!this.view?.can_redo && decisions(this.view) === b.step;
  }

  /** The undo button also undoes "Play from here". */
  #offerRestore() {
    if (this.#canRestoreLine()) this.ui.buttons.undo.disabled = false;
  }

  async #restoreLine() {
    const { total } = this.branched;
    this.branched = null;
    this.undoing = true;
    this.#drop();
    await this.quiet();
    let view = this.view;
    try {
      while (view.can_redo && decisions(view) < total) view = (await this.#ask(() => this.game.redo())).view;
    } catch (e) {
      this.ui.engineError(e);
    } finally {
      this.undoing = false;
    }
    this.#show(view, null);
  }

  /**
   * What a turn shows on `board` (its animation steps, the words of what it did: the kit's
   * `turn()`), loaded once; a turn waits for it (the page loads it once the first board is
   * drawn: `prepareTurns`). Where it cannot load, turns are drawn without animation.
   */
  async #turnParts(board) {
    if (board.anim.steps) return;
    try {
      const turn = await board.kit.turn();
      board.renderer.drawMarks = turn.marks;
      board.anim.steps ??= turn.steps(board.renderer);
    } catch {
      /* drawn at once (anim.js) */
    }
  }

  /** Loads what a turn shows on the board drawn (called once the first board is drawn). */
  prepareTurns() {
    return this.board ? this.#turnParts(this.board) : Promise.resolve();
  }

  /** Ends the running animation at once. */
  skip() {
    this.board?.anim.skip();
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
    this.ui.update(this.view, null);
    this.#settledOn(this.view);
    if (this.computing) this.ui.computerThinking(this.view);
  }

  /** The match's options and record (for a new game with the same rules, links, saving). */
  record() {
    return { options: this.game && { ...this.game.options, seats: this.seats }, tokens: (this.view?.moves ?? []).flatMap((m) => m.tokens) };
  }
}
