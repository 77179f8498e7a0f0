// The computer players (ai.js) behind the same methods, loaded only when first needed: a seat
// given to the computer (`warm`), or a question (a computer's turn, a hint). A page where only
// people play never fetches them.

/** The Ai of ai.js, loaded at the first `warm` or `ask`. */
export class AiOnDemand {
  #ai = null;
  #loading = null;
  /** Bumped by `ask` and `cancel`: a question asked while ai.js loads is dropped by a newer one. */
  #asked = 0;

  #load() {
    this.#loading ??= import('./ai.js').then((m) => {
      this.#ai = new m.Ai();
      return { ai: this.#ai, hintSpec: m.hintSpec };
    });
    return this.#loading;
  }

  /** Where the last question was answered: 'worker' or 'page' (null before any). */
  get thread() {
    return this.#ai?.thread ?? null;
  }

  /** Loads the players of `game` and starts their worker ahead of the first question. */
  warm(game) {
    this.#load().then(({ ai }) => ai.warm(game), () => {});
  }

  /**
   * As Ai.ask (ai.js); `spec` 'hint' is the hint's spec (the engine's catalogue). Resolves to
   * null when a newer question or `cancel` dropped it.
   */
  async ask(game, text, spec, opts) {
    const n = ++this.#asked;
    const { ai, hintSpec } = await this.#load();
    if (n !== this.#asked) return null;
    return ai.ask(game, text, spec === 'hint' ? hintSpec() : spec, opts);
  }

  /** Drops the question being answered. */
  cancel() {
    this.#asked += 1;
    this.#ai?.cancel();
  }
}
