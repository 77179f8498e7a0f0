// A match's first answers, before its engine has come. A page that opens on a new game the
// build records (the game a bare address opens, a preset's: each kit's `openingName`) draws its
// board and plays its first tap from what its engine answered to the same questions when the
// page was built (tools/record-openings.mjs writes them into pkg/, beside the engine); one that
// resumes the game remembered under way, from the answers the same engines gave the visit that
// played it (resume.js keeps them, kept-answers.js reads them back). Either fetches the engine
// once the board is drawn: the first board then costs 2–3 KB of answers instead of about 33 KB
// of engine, wasm and glue. Nothing here knows a rule: each answer is the engine's own, word for
// word, for exactly these options (same-match.js), and anything else asked — a second move, an
// undo, the computer's whole turn — goes to the engine, given first the tokens answered here
// (docs/performance.md, "The first board from its recorded answers", "The game remembered under
// way from its kept answers").

/**
 * The engine's answers for a new game, as written by tools/record-openings.mjs.
 * @typedef {object} Opening
 * @property {object} options   the options they answer (as a link asking for that game gives them)
 * @property {string} version   the engine's version
 * @property {object} levels    the computer levels (the engine's `levels()`)
 * @property {object} view      the new game's view
 * @property {object} geometry  its board's places
 * @property {Record<string, {events: object[], view: object}>} plays  each legal token played
 */

/** A copy of a recorded answer: the caller may keep or change what it is given. */
const copy = (answer) => JSON.parse(JSON.stringify(answer));

/**
 * A match answered from its recorded opening while nothing else is asked: its view and
 * geometry, and one of its legal tokens played (the first tap). Same promise interface as
 * engine.js's matches. From the first other question on, every answer is the engine's: the
 * match `engineMatch()` makes, with the token answered here played first.
 */
export class RecordedMatch {
  /**
   * @param {Opening} opening
   * @param {object} options  the match's options (the same match as the opening's)
   * @param {() => Promise<object>} engineMatch  a new match of `options` from the engine
   */
  constructor(opening, options, engineMatch) {
    this.opening = opening;
    this.options = options;
    this.engineMatch = engineMatch;
    /** The tokens answered from the record (none, or the first tap). */
    this.played = [];
    /** @type {Promise<object>|null} the engine's match, once anything else was asked */
    this.engine = null;
  }

  /** The engine's match, brought to where this one is (made once). */
  toEngine() {
    this.engine ??= this.engineMatch().then(async (match) => {
      try {
        for (const token of this.played) await match.play(token);
      } catch (e) {
        match.dispose();
        throw e;
      }
      return match;
    });
    return this.engine;
  }

  /** Whether the record answers where the match stands (nothing asked of the engine yet). */
  #onRecord() {
    return !this.engine;
  }

  async view() {
    if (!this.#onRecord()) return (await this.engine).view();
    const [token] = this.played;
    return copy(token === undefined ? this.opening.view : this.opening.plays[token].view);
  }

  /** The board does not change during a match: the recorded one holds throughout. */
  async geometry() {
    return copy(this.opening.geometry);
  }

  async play(token) {
    const plays = this.opening.plays;
    if (this.#onRecord() && this.played.length === 0 && Object.prototype.hasOwnProperty.call(plays, token)) {
      this.played.push(token);
      return copy(plays[token]);
    }
    return (await this.toEngine()).play(token);
  }

  async playAll(tokens) { return (await this.toEngine()).playAll(tokens); }
  async undo() { return (await this.toEngine()).undo(); }
  async redo() { return (await this.toEngine()).redo(); }
  async finishSowing() { return (await this.toEngine()).finishSowing(); }

  dispose() {
    this.engine?.then((match) => match.dispose(), () => {});
  }
}
