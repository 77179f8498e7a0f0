// The analysis of a game, loaded on demand (the end panel's Analyse): the computer judges every
// position of the game in its own worker (ai.js, a second instance apart from the computer
// players', so a computer seat is never held up), one position at a time; the move list marks
// each inaccuracy and mistake with the better turn, and a small SVG graph shows the advantage
// after each move — a click on it shows that move (review.js). Stop ends the search at once
// (its worker is terminated); what was judged stays.

import { Ai } from './ai.js';
import { createGame } from './engine.js';
import { t, tOf, onLanguage, currentLanguage } from './i18n.js';
import { svg, clear, html } from './svg.js';
import { playerName, shortMove } from './ui.js';
import { verdicts, advantages, CLAMP } from './judge.js';
import { keepFocus, keepFocusWhenOff } from './focus-keeper.js';

const $ = (id) => document.getElementById(id);

/** The computer's budget for one position: a fraction of a second each. */
const SPEC = 'best:250ms';

/** The graph's size in its own units (it is scaled to the panel's width). */
const W = 300;
const H = 80;

export class Analysis {
  /**
   * @param {import('./controller.js').Controller} controller
   * @param {import('./ui.js').Ui} ui
   * @param {import('./review.js').Review} review
   */
  constructor(controller, ui, review) {
    this.controller = controller;
    this.ui = ui;
    this.review = review;
    this.ai = new Ai();
    this.panel = $('analysis');
    this.status = $('analysis-status');
    this.graph = $('analysis-graph');
    this.stopButton = $('analysis-stop');
    this.stopButton.addEventListener('click', () => this.stop());
    this.status.tabIndex = -1; // takes the focus from Stop, hidden once pressed (stop)
    // Focused when every move is judged, Stop hides itself: the status, which says so, takes it.
    keepFocusWhenOff(this.stopButton, () => this.status);
    /** Bumped by stop and by a new analysis: an older run ends at its next step. */
    this.generation = 0;
    this.running = false;
    this.moves = [];
    this.judged = [];
    this.view = null;
    /** The better turns in the game's notation, by turn index (the engine prints them). */
    this.better = new Map();
    this.options = null;
    this.tokens = [];
    // The move list is written again in the new language: its marks and the graph too.
    onLanguage(() => {
      if (this.moves.length) this.#draw();
      this.#say(...this.said);
    });
  }

  /** The status line's words, kept as their key, to be said again in a new language. */
  said = [null];

  #say(key, params) {
    this.said = [key, params];
    // The progress is shown, not read out: a screen reader queued a sentence per move judged.
    // Its start, its end and a stop are.
    this.status.setAttribute('aria-live', key === 'analysis.progress' ? 'off' : 'polite');
    this.status.textContent = key ? t(key, params) : '';
  }

  /** Judges every position of the game on the board, from the first. */
  async start() {
    this.stop(true);
    const gen = ++this.generation;
    const live = () => gen === this.generation;
    await this.controller.quiet();
    const { options, tokens } = this.controller.record();
    const view = this.controller.view;
    if (!options || !live()) return;
    this.view = view;
    this.moves = view.moves;
    this.judged = [];
    this.better = new Map();
    this.options = options;
    this.tokens = tokens;
    this.running = true;
    this.panel.hidden = false;
    this.stopButton.hidden = false;
    // Its progress in sight (on a phone the panel is far below the end panel's button).
    const box = this.panel.getBoundingClientRect();
    if (box.top > innerHeight || box.bottom < 0) this.panel.scrollIntoView({ block: 'nearest' });
    this.#say('analysis.preparing');
    this.#draw();
    // The position before each turn, and the last: the engine replays the record.
    const texts = [];
    const match = await createGame({ ...options, moves: [] });
    try {
      texts.push((await match.view()).text);
      for (const m of this.moves) {
        if (!live()) return;
        texts.push((await match.playAll(m.tokens)).view.text);
      }
    } finally {
      match.dispose();
    }
    if (tokens.length !== this.moves.reduce((n, m) => n + m.tokens.length, 0)) return;
    for (let i = 0; i < texts.length; i++) {
      if (!live()) return;
      // (The position before the first move is judged as the first move's, said once.)
      if (i > 0) this.#say('analysis.progress', { n: i, total: this.moves.length });
      let answer;
      try {
        answer = await this.ai.ask(view.game, texts[i], SPEC, { judge: true });
      } catch (e) {
        if (!live()) return;
        this.running = false;
        this.stopButton.hidden = true;
        this.#say(null);
        this.ui.engineError(e);
        return;
      }
      if (!answer || !live()) return;
      this.judged[i] = answer.judgement;
      if (i > 0) await this.#notation(i - 1, gen);
      this.#draw();
    }
    this.running = false;
    this.stopButton.hidden = true;
    const v = verdicts(this.moves, this.judged);
    this.#say('analysis.done', {
      inaccuracies: v.filter((x) => x?.kind === 'inaccuracy').length,
      mistakes: v.filter((x) => x?.kind === 'mistake').length,
    });
  }

  /**
   * The better turn of turn `i`, once it is marked, in the game's notation: the engine plays
   * it from the position before turn `i` and prints it as the move list would.
   */
  async #notation(i, gen) {
    const verdict = verdicts(this.moves, this.judged)[i];
    if (!verdict?.kind || this.better.has(i)) return;
    const before = this.moves.slice(0, i).reduce((n, m) => n + m.tokens.length, 0);
    let text = verdict.better.join(' ');
    try {
      const match = await createGame({ ...this.options, moves: [...this.tokens.slice(0, before), ...verdict.better] });
      text = (await match.view()).moves.at(-1)?.text ?? text;
      match.dispose();
    } catch {
      // The tokens themselves say it.
    }
    if (gen === this.generation) this.better.set(i, text);
  }

  /** Stops the analysis at once; what was judged stays on the list and the graph. */
  stop(quietly = false) {
    this.generation += 1;
    this.ai.cancel();
    if (!this.running) return;
    this.running = false;
    const pressed = document.activeElement === this.stopButton;
    this.stopButton.hidden = true;
    if (!quietly) {
      const judged = Math.max(0, this.judged.filter(Boolean).length - 1);
      this.#say('analysis.stopped', { n: judged, total: this.moves.length });
      // Stop is hidden once pressed: the focus goes to what it says instead, where it stood.
      if (pressed) keepFocus(this.stopButton, () => this.status);
    }
  }

  /**
   * The game on the board changed (turns undone, a line taken back, turns played after): what
   * was judged of the turns still played stays; the rest goes, and a run under way stops (the
   * positions it would judge are no longer the game's). Turns played after those judged are
   * not judged: Analyse again judges the game as it is.
   */
  gameChanged() {
    const now = this.controller.view?.moves ?? [];
    const same = (a, b) => a.tokens.length === b.tokens.length && a.tokens.every((tk, i) => tk === b.tokens[i]);
    let kept = 0;
    while (kept < this.moves.length && kept < now.length && same(this.moves[kept], now[kept])) kept++;
    if (kept === this.moves.length) return;
    this.stop(true);
    this.moves = this.moves.slice(0, kept);
    this.judged = this.judged.slice(0, kept + 1);
    for (const i of [...this.better.keys()]) if (i >= kept) this.better.delete(i);
    this.tokens = this.tokens.slice(0, this.moves.reduce((n, m) => n + m.tokens.length, 0));
    this.#say(kept ? 'analysis.changed' : 'analysis.changed_start', { n: kept });
    this.#draw();
  }

  /** A new game: the analysis and its marks go. */
  forget() {
    this.stop(true);
    this.panel.hidden = true;
    this.moves = [];
    this.judged = [];
    this.#marks([]);
  }

  /** The review shows step `step` (null: the game): the graph marks that move. */
  follow(step) {
    this.#cursor(step);
  }

  #draw() {
    const v = verdicts(this.moves, this.judged);
    this.#marks(v);
    this.#graph();
  }

  /** Each judged turn of the move list: its mark (?! or ?) and the better turn. */
  #marks(v) {
    const list = this.ui.moves;
    // A list showing its last move keeps it in sight as the marks make it taller (ui.js put it
    // there); one scrolled elsewhere by the player stays where it is.
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 2;
    const items = list.children;
    for (let i = 0; i < items.length; i++) {
      const li = items[i];
      li.querySelector('.move-judged')?.remove();
      li.classList.remove('inaccuracy', 'mistake');
      const button = li.querySelector('[data-turn]');
      button?.removeAttribute('aria-describedby');
      const verdict = v[i];
      if (!verdict?.kind || button?.dataset.turn !== String(i + 1)) continue;
      li.classList.add(verdict.kind);
      // The move's own button says it too, to one going through the moves with Tab (the mark
      // beside it is not in that path).
      button.setAttribute('aria-describedby', `move-better-${i + 1}`);
      const better = this.better.get(i) ?? verdict.better.join(' ');
      // A turn of dozens of drops shown as the move list shows it (its beginning and its end),
      // whole in the tooltip.
      const said = (text) => t(`analysis.${verdict.kind}`, { better: text });
      li.append(html('span', { class: 'move-judged', title: said(better) }, [
        html('span', { 'aria-hidden': 'true' }, [verdict.kind === 'mistake' ? '?' : '?!']),
        html('span', { class: 'move-better', id: `move-better-${i + 1}` }, [` ${said(shortMove(better))}`]),
      ]));
    }
    if (atEnd) list.scrollTop = list.scrollHeight;
  }

  /**
   * The advantage after each move, from the side the board is seen from (North's, for North
   * against the computer); with three players or more, each player's lead over the best of the
   * others, one line each in the player's colour, the seen one's on top and thicker. A click
   * shows that move.
   */
  #graph() {
    clear(this.graph);
    const seen = this.controller.seenSide();
    const count = this.view.players ?? 2;
    const n = Math.max(1, this.moves.length);
    const x = (i) => (i / n) * W;
    const y = (v) => H / 2 - (v / CLAMP) * (H / 2 - 2);
    const lineOf = (p, cls) => {
      const points = advantages(this.judged, p)
        .map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`)).filter(Boolean);
      return points.length ? svg('polyline', { points: points.join(' '), class: cls, 'data-player': p }) : null;
    };
    // Two players' leads mirror each other: one line says it all.
    const each = count > 2 ? [...Array(count).keys()].filter((p) => p !== seen) : [];
    const who = playerName(this.view, seen);
    const mine = advantages(this.judged, seen);
    const number = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const value = (v) => number.format(v / 100);
    // The picture's values in words too, for one who cannot see it: the seen player's line.
    const label = [
      t(each.length ? 'analysis.graph_each' : 'analysis.graph', { player: who }),
      this.#values(mine, who, value),
    ].join(' ');
    const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'eval-graph', role: 'img', 'aria-label': label }, [
      svg('title', {}, [label]),
      svg('rect', { x: 0, y: 0, width: W, height: H / 2, class: 'eval-top' }),
      svg('rect', { x: 0, y: H / 2, width: W, height: H / 2, class: 'eval-bottom' }),
      svg('line', { x1: 0, y1: H / 2, x2: W, y2: H / 2, class: 'eval-axis' }),
      ...each.map((p) => lineOf(p, `eval-line eval-other p${p}`)),
      lineOf(seen, each.length ? `eval-line p${seen}` : 'eval-line'),
      svg('line', { x1: 0, y1: 0, x2: 0, y2: H, class: 'eval-cursor', visibility: 'hidden' }),
    ]);
    // One band per move (the position after it), the target of a click.
    for (let i = 1; i <= this.moves.length; i++) {
      const band = svg('rect', {
        x: x(i - 0.5), y: 0, width: W / n, height: H, class: 'eval-band', 'data-turn': i,
      }, [svg('title', {}, [t('analysis.band', {
        n: i, total: this.moves.length, value: mine[i] == null ? '…' : value(mine[i]),
      })])]);
      root.append(band);
    }
    root.addEventListener('click', (ev) => {
      const band = ev.target.closest?.('[data-turn]');
      if (band) this.review.goToTurn(Number(band.dataset.turn));
    });
    // Whose advantage, and which way is ahead, in sight too (the label is read out, or shown on
    // hover, which a phone has not); with more players, whose line is which colour.
    const caption = html('p', { class: 'eval-caption muted', 'aria-hidden': 'true' }, [
      t(each.length ? 'analysis.graph_caption_each' : 'analysis.graph_caption', { player: who }),
      ...(each.length ? [seen, ...each] : []).map((p) => html('span', { class: `eval-key p${p}` }, [playerName(this.view, p)])),
    ]);
    this.graph.append(root, caption);
    this.#cursor(this.review.active ? this.review.at : null);
  }

  /**
   * The line `mine` (the advantage after each move, null where not judged yet) said in a
   * sentence: its highest and lowest points and the last one judged; '' before any.
   */
  #values(mine, who, value) {
    let high = 0;
    let low = 0;
    let last = 0;
    for (let i = 1; i < mine.length; i++) {
      if (mine[i] == null) continue;
      if (!high || mine[i] > mine[high]) high = i;
      if (!low || mine[i] < mine[low]) low = i;
      last = i;
    }
    if (!last) return '';
    return tOf(this.view.game, 'analysis.graph_values', {
      player: who,
      high: value(mine[high]),
      highAt: high,
      low: value(mine[low]),
      lowAt: low,
      last: value(mine[last]),
      lastAt: last,
    });
  }

  #cursor(step) {
    const cursor = this.graph.querySelector('.eval-cursor');
    if (!cursor) return;
    if (step === null || !this.moves.length) {
      cursor.setAttribute('visibility', 'hidden');
      return;
    }
    let done = 0;
    let turn = 0;
    while (turn < this.moves.length && done + this.moves[turn].tokens.length <= step) done += this.moves[turn++].tokens.length;
    const x = (turn / this.moves.length) * W;
    cursor.setAttribute('x1', x);
    cursor.setAttribute('x2', x);
    cursor.setAttribute('visibility', 'visible');
  }
}
