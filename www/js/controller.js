// The one-way loop of the page: intent (a token from the board or a button) → engine →
// {events, view} → animation → drawing. The controller owns the match, the board of its game,
// and the animation; it never looks inside a rule.

import { createGame } from './engine.js';
import { BaoRenderer } from './render-bao.js';
import { BaoInput } from './input.js';
import { TriRenderer, triSteps } from './render-tri.js';
import { TriInput } from './input-tri.js';
import { Animator, baoSteps } from './anim.js';

/** How each game's board is made: renderer, input, animation steps. */
const BOARDS = {
  mraha: {
    renderer: (host) => new BaoRenderer(host),
    Input: BaoInput,
    steps: baoSteps,
  },
  tricerata: {
    // The grid is drawn from the engine's geometry, asked once per game.
    renderer: (host, game, geometry) => new TriRenderer(host, geometry),
    Input: TriInput,
    steps: triSteps,
    perGame: true,
  },
};

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
    this.board = null; // { game, renderer, input, anim }
    this.speed = null;
    /** Called after every change of the match (a move, undo, a new game). */
    this.onChange = null;
    /** Engine requests under way (the board waits for them). */
    this.pending = 0;
  }

  /** Asks the engine; while it thinks, the status says so and other intents wait. */
  async #ask(fn) {
    this.pending += 1;
    const slow = setTimeout(() => this.ui.thinking(true), 150);
    try {
      return await fn();
    } finally {
      clearTimeout(slow);
      this.pending -= 1;
      this.ui.thinking(false);
    }
  }

  /** Starts a new match; rejects with the engine's error (the settings dialog shows it). */
  async start(options) {
    this.pending += 1;
    const slow = setTimeout(() => this.ui.thinking(true), 150);
    try {
      const game = await createGame(options);
      let view;
      let geometry = null;
      try {
        view = await game.view();
        if (view.game === 'tricerata') geometry = await game.geometry();
      } catch (e) {
        game.dispose();
        throw e;
      }
      this.game?.dispose();
      this.game = game;
      this.#boardFor(view.game, geometry);
      this.#show(view, null);
      return view;
    } finally {
      clearTimeout(slow);
      this.pending -= 1;
      this.ui.thinking(false);
    }
  }

  #boardFor(name, geometry) {
    const kind = BOARDS[name];
    if (this.board?.game === name && !kind.perGame) {
      this.board.anim.skip();
      return;
    }
    this.board?.anim.skip();
    this.board?.input.detach();
    const renderer = kind.renderer(this.host, null, geometry);
    const Input = kind.Input;
    const input = new Input(renderer, {
      play: (token) => this.play(token),
      refuse: (code, params) => this.ui.refuse(code, params),
      interrupt: () => this.skip(),
    });
    const anim = new Animator(renderer, kind.steps(renderer));
    if (this.speed) anim.speed = this.speed;
    this.board = { game: name, renderer, input, anim };
  }

  #show(view, summary) {
    this.view = view;
    this.onChange?.();
    this.board.renderer.draw(view);
    this.board.input.setView(view);
    this.ui.update(view, summary);
  }

  /** Plays a token: the engine checks it; a refusal changes nothing but the message. */
  async play(token) {
    if (!this.game || this.pending) return;
    this.skip();
    let result;
    try {
      result = await this.#ask(() => this.game.play(token));
    } catch (e) {
      this.ui.engineError(e);
      return;
    }
    await this.#animate(result, this.view, token);
  }

  async #animate({ events, view }, before, token = null) {
    // The choice played, as offered before it (pit and direction of a sowing), for the message.
    const played = token ? before.choices?.find((c) => c.token === token) ?? { token } : null;
    const { anim, input } = this.board;
    this.view = view;
    this.onChange?.();
    input.hideChoices();
    this.ui.update(view, { events, player: before.to_move, played, animating: true });
    await anim.play(events, before, view);
    if (this.view !== view) return; // something newer is already shown
    input.setView(view);
    this.ui.update(view, { events, player: before.to_move, played, animating: false });
  }

  async undo() {
    if (!this.game || this.pending) return;
    this.skip();
    try {
      this.#show(await this.#ask(() => this.game.undo()), null);
    } catch (e) {
      this.ui.engineError(e);
    }
  }

  async redo() {
    if (!this.game || this.pending || !this.view?.can_redo) return;
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
   * Tricérata's "finish my turn": the engine proposes a short path that ends the sowing; each
   * step is played (and animated) like a tap.
   */
  async finishTurn() {
    if (!this.game || this.view?.decision !== 'path') return;
    this.skip();
    const game = this.game;
    let path;
    try {
      path = await this.#ask(() => game.finishSowing());
    } catch (e) {
      this.ui.engineError(e);
      return;
    }
    for (const token of path) {
      if (this.game !== game || this.view.decision !== 'path') break;
      await this.play(token);
    }
  }

  /** Ends the running animation at once. */
  skip() {
    this.board?.anim.skip();
  }

  /** An animation runs or the engine is thinking (tests wait for this to be false). */
  get animating() {
    return this.pending > 0 || !!this.board?.anim.running;
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
    this.board.input.setView(this.view);
    this.ui.update(this.view, null);
  }

  /** The match's options and record (for a new game with the same rules, links, saving). */
  record() {
    return { options: this.game?.options, tokens: (this.view?.moves ?? []).flatMap((m) => m.tokens) };
  }
}
