// The wooden bao in SVG: 4 × 8 carved pits (ngama), the two square nyumba, the kotso marks, the
// seeds (tso) with their counts, each player's hand (reserve) in a tray beside his side.
//
// Which pit is where comes from the engine's geometry (topology.js); where it is drawn from
// layout.js, in one of two drawings: `wide` (South at the
// bottom) or, on a narrow screen, `tall` (the board turned a quarter turn so a finger-sized pit
// fits a phone held upright). The drawing follows the screen: when TALL_QUERY starts or stops
// matching, the board is redrawn in the other layout with the same counts, choices and focus.
// It is redrawn the same way turned half a turn when the page asks for North's side nearest
// (`face`: the one person playing here is North).
//
// Drawing is keyed: each pit is one <g data-pit="A6"> whose seeds and count are redrawn alone,
// so the animation can update one pit per step. Each pit, arrow and button carries an invisible
// hit shape about a pit's pitch wide (88–100 units), so the place a finger may touch is never
// much smaller than a pit. Looks come from CSS classes (style.css).

import { svg, clear, hash01 } from '../../svg.js';
import { t } from '../../i18n.js';
import { boardLayout, P, PIT_R } from './layout.js';
import { topology } from './topology.js';

/**
 * When the board is drawn tall: a viewport narrower than this cannot give the wide board's
 * pits 44 CSS px (888 units across: 44 px per 100 units needs about 400 px), and only if it is
 * upright: in a small frame wider than high (a 340 × 234 embed) the tall board would be tiny.
 */
export const TALL_QUERY = '(max-width: 480px) and (orientation: portrait)';

const SEED_R = 8.5;
/** The wide tray's well on a small screen (board.css: `.bao.wide .tray-well { width: 330px }`). */
const NARROW_WELL = 330;
/** Half the side of an arrow's invisible hit square (SVG units): 92 units, about a pit. */
const ARROW_HIT = 46;
/** The touch-target side (CSS px) every arrow keeps whole (see showChoices). */
const TOUCH_PX = 44;
const MAX_SEEDS_DRAWN = 12;
/** Seed positions for n seeds in a pit: a sunflower spiral, jittered per pit so pits differ. */
function seedLayout(n, salt) {
  const shown = Math.min(n, MAX_SEEDS_DRAWN);
  const spread = shown <= 1 ? 0 : 9.2;
  const turn = hash01(salt) * Math.PI * 2;
  const out = [];
  for (let i = 0; i < shown; i++) {
    const r = spread * Math.sqrt(i + (shown === 1 ? 0 : 0.6));
    const a = turn + i * 2.39996;
    out.push({
      x: r * Math.cos(a) + (hash01(salt * 31 + i) - 0.5) * 2.5,
      y: r * Math.sin(a) + (hash01(salt * 17 + i) - 0.5) * 2.5,
    });
  }
  return out;
}

function defs(layout) {
  // Stop colours come from CSS classes (style.css), so themes change them with variables.
  const stop = (offset, name) => svg('stop', { offset, class: `stop-${name}` });
  // The grain runs along the board's length, whichever way it is drawn.
  const grain = svg('pattern', {
    id: 'bao-grain', width: 420, height: 90, patternUnits: 'userSpaceOnUse',
    patternTransform: layout.grainTransform,
  });
  for (let i = 0; i < 9; i++) {
    const y = 5 + i * 10 + hash01(i) * 4;
    const a = 3 + hash01(i + 50) * 5;
    grain.append(svg('path', {
      class: i % 3 === 0 ? 'grain-line dark' : 'grain-line',
      d: `M0 ${y} C 70 ${y - a}, 140 ${y + a}, 210 ${y} S 350 ${y - a}, 420 ${y}`,
    }));
  }
  return svg('defs', {}, [
    svg('linearGradient', { id: 'bao-wood', x1: 0, y1: 0, x2: 0.25, y2: 1 }, [
      stop(0, 'wood-light'), stop(0.55, 'wood'), stop(1, 'wood-dark'),
    ]),
    svg('radialGradient', { id: 'bao-hole', cx: 0.45, cy: 0.4, r: 0.62 }, [
      stop(0, 'hole-deep'), stop(0.75, 'hole'), stop(1, 'hole-edge'),
    ]),
    svg('linearGradient', { id: 'bao-rim', x1: 0, y1: 0, x2: 0, y2: 1 }, [
      stop(0, 'rim-shadow'), stop(1, 'rim-light'),
    ]),
    svg('radialGradient', { id: 'bao-seed', cx: 0.35, cy: 0.32, r: 0.75 }, [
      stop(0, 'seed-light'), stop(0.45, 'seed'), stop(1, 'seed-dark'),
    ]),
    grain,
  ]);
}

/**
 * A pit's accessible name: its name (a standing nyumba says so, as its square shape does; a
 * takasiaed pit, as its dashed ring does), its seeds, and what choosing it now does — a sowing's
 * start (`playable`; chosen, it waits for its direction) or the kotso through which the captured
 * tso enter, which a screen reader would otherwise hear as one more "playable" pit.
 */
function labelPit(name, pit) {
  const n = Math.max(pit.count, 0);
  const has = (c) => pit.g.classList.contains(c);
  const house = has('intact') ? t('pit.nyumba', { pit: name }) : name;
  const label = t('pit.label', { pit: has('takasia') ? t('pit.takasia', { pit: house }) : house, n });
  const role = pit.legal === 'kotso' ? t('a11y.kotso')
    : pit.legal && has('selected') ? t('a11y.selected')
      : pit.legal ? t('a11y.playable') : '';
  pit.g.setAttribute('aria-label', role ? `${label}, ${role}` : label);
}

export class MrahaRenderer {
  /**
   * @param {HTMLElement} host  the element the board is drawn into
   * @param {object} geometry   the engine's description of the bao (`Match.geometry()`)
   * @param {{asWords?: boolean}} [how]  `asWords`: never turned upright, so that the board is
   *   where words about it say (the lessons': "the two bottom rows", "the left arrow")
   */
  constructor(host, geometry, how = {}) {
    this.host = host;
    this.topo = topology(geometry);
    /** The pits' radius, for what a turn draws around them (turn.js: pulses, marks). */
    this.pitR = PIT_R;
    this.view = null;
    this.choices = null; // the last showChoices(view, selected), redrawn after a relayout
    this.root = svg('svg', { class: 'board bao', role: 'group', 'data-game': 'mraha' });
    this.tallQuery = how.asWords ? null : window.matchMedia?.(TALL_QUERY) ?? null;
    this.#build(!!this.tallQuery?.matches, 0);
    clear(host).append(this.root);
    this.relabel();
    // The screen turned or the window was resized across the threshold: redraw the other way.
    this.onLayout = () => this.#relayout(!!this.tallQuery.matches, this.layout.from);
    this.tallQuery?.addEventListener?.('change', this.onLayout);
  }

  /** Stops following the screen (the board is being replaced). */
  detach() {
    this.tallQuery?.removeEventListener?.('change', this.onLayout);
  }

  /**
   * Draws the board seen from the side of player `from` (0 South, 1 North: the one person
   * playing here), redrawn as the screen's turn does it; a seat the board has no side for
   * (a third player of another game) is South's.
   */
  face(from) {
    this.#relayout(this.layout.tall, +(from === 1));
  }

  /** Draws the empty board in one layout into `root` (whose listeners stay). */
  #build(tall, from) {
    this.layout = boardLayout(tall, this.topo, from);
    this.pits = new Map();
    this.trays = [];
    this.handMarker = null;
    const { W, H } = this.layout;
    clear(this.root);
    this.root.setAttribute('viewBox', `0 0 ${W} ${H}`);
    this.root.classList.toggle('tall', tall);
    this.root.classList.toggle('wide', !tall);
    this.root.dataset.layout = tall ? 'tall' : 'wide';
    this.root.append(defs(this.layout));
    this.#drawWood();
    this.#drawTrays();
    // The last turn's marks ring the pits from under them: the counts stay on top.
    this.marks = svg('g', { class: 'marks', 'aria-hidden': 'true' });
    this.root.append(this.marks);
    this.#drawPits();
    this.#drawCoords();
    this.overlay = svg('g', { class: 'overlay' });
    this.fx = svg('g', { class: 'fx', 'aria-hidden': 'true' });
    this.root.append(this.overlay, this.fx);
    this.markTurn(this.marked ?? []);
  }

  /** Each pit's name as the notation writes it (the engine's label); hidden by a setting (CSS). */
  #drawCoords() {
    const g = svg('g', { class: 'coords', 'aria-hidden': 'true' });
    for (const name of this.topo.pits) {
      g.append(svg('text', { class: 'coord', ...this.layout.coord(name) }, [this.topo.label(name)]));
    }
    this.root.append(g);
  }

  /**
   * Marks a turn from its events (start, sown pits, relays, captures, entries); [] clears. The
   * marks are drawn by `drawMarks` (marks.js, the kit's `turn().marks`, given to the renderer
   * with its animation steps: a turn is marked once it has been animated).
   */
  markTurn(events) {
    this.marked = events;
    clear(this.marks);
    if (events.length) this.drawMarks?.(this.marks, events, (pit) => this.pitCentre(pit), this.pitR);
  }

  /**
   * Redraws the board in another layout, keeping what is on it now (mid-animation counts too),
   * the choices shown and the keyboard focus.
   */
  #relayout(tall, from) {
    if (tall === this.layout.tall && from === this.layout.from) return;
    const carried = this.handMarker && !this.handMarker.classList.contains('hidden') ? this.carried : null;
    this.stopEffects();
    const counts = new Map([...this.pits].map(([name, pit]) => [name, pit.count]));
    const hands = this.trays.map((tray) => tray.n);
    const focused = this.root.contains(document.activeElement)
      ? document.activeElement.getAttribute('data-target') : null;
    this.#build(tall, from);
    this.relabel(); // names, kotso marks, the view's drawing and the choices shown
    for (const [name, n] of counts) if (n >= 0) this.setCount(name, n);
    hands.forEach((n, player) => { if (n !== undefined) this.setHand(player, n); });
    if (carried) this.showHand(...carried);
    if (focused) this.root.querySelector(`[data-target="${CSS.escape(focused)}"]`)?.focus();
  }

  /** Centre of a pit in SVG units. */
  pitCentre(name) {
    return this.layout.pit(name);
  }

  #drawWood() {
    const L = this.layout;
    const { x, y, w, h } = L.board;
    const g = svg('g', { class: 'wood', 'aria-hidden': 'true' }, [
      svg('rect', { class: 'wood-shadow', x: x + 6, y: y + 8, width: w - 6, height: h, rx: 34 }),
      svg('rect', { class: 'wood-base', x, y, width: w, height: h, rx: 34, fill: 'url(#bao-wood)' }),
      svg('rect', { class: 'wood-grain', x, y, width: w, height: h, rx: 34, fill: 'url(#bao-grain)' }),
      svg('rect', { class: 'wood-bevel', x: x + 7, y: y + 7, width: w - 14, height: h - 14, rx: 28 }),
      svg('line', { class: 'groove', ...L.groove }),
    ]);
    // The kotso marks: a carved diamond beside each end of both front rows.
    for (const name of this.topo.kotso) {
      g.append(svg('path', { class: 'kotso-mark', d: L.kotsoMark(name) }));
    }
    this.root.append(g);
  }

  #drawTrays() {
    for (const player of [1, 0]) {
      const at = this.layout.tray(player);
      const g = svg('g', { class: 'tray', 'data-player': player });
      const name = svg('text', { class: 'tray-name', ...at.name });
      const phase = at.phase ? svg('text', { class: 'tray-phase', ...at.phase }) : null;
      const count = svg('text', { class: 'tray-count', ...at.count });
      const seeds = svg('g', { class: 'tray-seeds' });
      const { box, well } = at;
      g.append(...[
        svg('rect', { class: 'tray-box', x: box.x, y: box.y, width: box.w, height: box.h, rx: 22 }),
        svg('rect', { class: 'tray-well', x: well.x, y: well.y, width: well.w, height: well.h, rx: 24 }),
        seeds, name, phase, count,
      ].filter(Boolean));
      this.root.append(g);
      this.trays[player] = { g, name, phase, count, seeds, well };
    }
  }

  #drawPits() {
    const g = svg('g', { class: 'pits' });
    this.topo.pits.forEach((name, i) => {
      const c = this.pitCentre(name);
      const nyumba = this.topo.isNyumba(name);
      const hole = nyumba
        ? svg('rect', {
          class: 'hole nyumba-hole', x: c.x - 42, y: c.y - 42, width: 84, height: 84, rx: 9,
          fill: 'url(#bao-hole)', stroke: 'url(#bao-rim)',
        })
        : svg('circle', {
          class: 'hole', cx: c.x, cy: c.y, r: PIT_R, fill: 'url(#bao-hole)', stroke: 'url(#bao-rim)',
        });
      const ring = nyumba
        ? svg('rect', { class: 'ring', x: c.x - 47, y: c.y - 47, width: 94, height: 94, rx: 12 })
        : svg('circle', { class: 'ring', cx: c.x, cy: c.y, r: PIT_R + 5 });
      // The whole P × P square around the pit answers a tap (the pits tile the board).
      const hit = svg('rect', { class: 'pit-hit', x: c.x - P / 2, y: c.y - P / 2, width: P, height: P });
      const seeds = svg('g', { class: 'seeds', transform: `translate(${c.x} ${c.y})` });
      // The badge body is its own group so CSS can enlarge it on small screens.
      const label = svg('text', { x: 0, y: 7 });
      const badge = svg('g', { class: 'count', transform: `translate(${c.x + 30} ${c.y + 31})` }, [
        svg('g', { class: 'count-body' }, [svg('rect', { x: -17, y: -14, width: 34, height: 27, rx: 13 }), label]),
      ]);
      badge.label = label;
      const pit = svg('g', {
        class: nyumba ? 'pit nyumba' : 'pit',
        'data-pit': name,
        'data-target': name,
        tabindex: 0,
        role: 'button',
      }, [hit, ring, hole, seeds, badge]);
      g.append(pit);
      this.pits.set(name, { g: pit, seeds, badge, count: -1, salt: i + 1 });
    });
    this.root.append(g);
  }

  /** Re-applies the words of the current language. */
  relabel() {
    // Which side is nearest, as drawn (`face`); upright, the rows run up and down.
    const { from, tall } = this.layout;
    this.root.setAttribute('aria-label', t(tall ? 'board.mraha_tall' : 'board.mraha', { top: t(`player.${1 - from}`), bottom: t(`player.${from}`) }));
    for (const name of this.topo.kotso) {
      this.pits.get(name).g.dataset.kotso = '';
    }
    // The counts' words are written when a count changes (setCount, setHand skip an unchanged
    // one): a new language must rewrite them, or they stay in the old one until that side moves.
    for (const [name, pit] of this.pits) if (pit.count >= 0) labelPit(name, pit);
    for (const tray of this.trays) if (tray.n !== undefined) this.#writeHand(tray);
    if (this.view) this.draw(this.view);
    // The choices shown (arrows, the nyumba's buttons) have words too, said and written.
    if (this.choices) this.showChoices(...this.choices);
  }

  /** Draws a whole view: counts, hands, nyumba, whose turn. */
  draw(view) {
    this.view = view;
    const s = view.setup;
    [s.south, s.north].forEach((side, player) => {
      // The setup lists each row from its first pit: the front row A1…A8, the back row B1…B8
      // (loop indices 0…7 and 15…8).
      const last = side.front.length + side.back.length - 1;
      side.front.forEach((n, i) => this.setCount(this.topo.pitAt(player, i), n));
      side.back.forEach((n, i) => this.setCount(this.topo.pitAt(player, last - i), n));
      this.setHand(player, side.hand);
      this.setNyumba(player, side.nyumba, view.functional[player]);
    });
    for (const [name, pit] of this.pits) {
      // Said in its name too: "(takasiaed)" comes or goes.
      if (pit.g.classList.contains('takasia') !== pit.g.classList.toggle('takasia', s.takasia === name)) labelPit(name, pit);
    }
    this.trays.forEach((tray, player) => {
      tray.name.textContent = t(`player.${player}`);
      // The tall board's tray has no room for the phase (the status line says it). Once the
      // game is over there is no phase to play (a game ended mid-sowing may leave seeds in hand).
      if (tray.phase) tray.phase.textContent = view.outcome ? '' : t(`phase.${view.phase[player]}`);
      const turn = !view.outcome && view.to_move === player;
      tray.g.classList.toggle('to-move', turn);
      tray.g.classList.toggle('winner', !!view.outcome?.winners.includes(player));
    });
  }

  /** Seeds of one pit. */
  setCount(name, n) {
    const pit = this.pits.get(name);
    if (pit.count === n) return;
    pit.count = n;
    this.drawSeeds(clear(pit.seeds), n, pit.salt);
    pit.badge.label.textContent = String(n);
    pit.badge.classList.toggle('empty', n === 0);
    pit.g.classList.toggle('empty', n === 0);
    labelPit(name, pit);
  }

  /** Draws `n` seeds (12 at most) into `group`, spread as pit number `salt` spreads them. */
  drawSeeds(group, n, salt) {
    for (const p of seedLayout(n, salt)) {
      group.append(svg('circle', { class: 'seed', cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: SEED_R }));
    }
  }

  getCount(name) {
    return this.pits.get(name).count;
  }

  /** The reserve in a player's tray. */
  setHand(player, n) {
    const tray = this.trays[player];
    if (tray.n === n) return;
    tray.n = n;
    clear(tray.seeds);
    const shown = Math.min(n, 32);
    const { well } = tray;
    const { tall } = this.layout;
    // Wide: two rows along the well, spread within the narrowest it is drawn (board.css shortens
    // it to NARROW_WELL on a small screen, for the count's larger words: spread over the
    // layout's width, 38 tso ran past it and over the count). Tall: the same, turned, three
    // across, in the middle of the well, where a namua seed flies from (steps.js).
    const k = tall ? 3 : 2;
    const step = tall ? 20 : Math.min(23, (Math.min(well.w, NARROW_WELL) - 50) / Math.max(1, Math.ceil(shown / 2)));
    for (let i = 0; i < shown; i++) {
      const along = (tall ? well.y + (well.h - step * Math.ceil(shown / k)) / 2 : well.x + 26)
        + Math.floor(i / k) * step + (i % k) * step * 0.5;
      const off = (tall ? well.x + well.w / 2 - 18 : well.y + well.h / 2 - 9)
        + (i % k) * 18 + (hash01(i + player * 99) - 0.5) * 3;
      const [cx, cy] = tall ? [off, along] : [along, off];
      tray.seeds.append(svg('circle', { class: 'seed', cx: cx.toFixed(1), cy: cy.toFixed(1), r: SEED_R }));
    }
    this.#writeHand(tray);
  }

  /**
   * A tray's count: in words, or only the number beside the tall board, whose tray is narrower
   * than a pit (its words stay its accessible name).
   */
  #writeHand(tray) {
    const words = t('tray.count', { n: tray.n });
    tray.count.textContent = this.layout.tall ? tray.n : words;
    tray.count.setAttribute('aria-label', words);
  }

  /** The nyumba's state: intact (and functional) or an ordinary pit now. */
  setNyumba(player, intact, functional) {
    const name = this.topo.nyumba(player);
    const pit = this.pits.get(name);
    const was = pit.g.classList.contains('intact');
    pit.g.classList.toggle('intact', intact);
    pit.g.classList.toggle('functional', functional);
    if (was !== intact && pit.count >= 0) labelPit(name, pit); // "(nyumba)" comes or goes
  }

  /**
   * Where a choice of the view is played: its own control where one is drawn (a nyumba's
   * button; the arrow of the pit already chosen, so that a hint then marks the arrow to tap,
   * not the pit tapped), else the choice's pit.
   */
  choiceElement(choice) {
    return this.overlay.querySelector(`[data-token="${CSS.escape(choice.token)}"]`)
      ?? (choice.pit ? this.pitElement(choice.pit) ?? null : null);
  }

  /** The element of a pit (for input and tests). */
  pitElement(name) {
    return this.pits.get(name)?.g;
  }

  /**
   * Shows the legal choices: playable pits, and for the selected pit its direction arrows; the
   * nyumba stop/go buttons; the kotso choice. `selected` is a pit name or null.
   */
  showChoices(view, selected) {
    this.choices = [view, selected];
    clear(this.overlay);
    // The nyumba's question is answered by its buttons, not by its pit (which refuses a tap).
    const legal = new Map(view.outcome ? [] : view.choices.filter((c) => c.kind === 'start' || c.kind === 'kotso').map((c) => [c.pit, c.kind]));
    // Tab stops only at the pits the player may play now (the arrow keys reach every pit): a
    // board that offers nothing (the other side's turn, a review, the game's end) is passed by.
    for (const [name, pit] of this.pits) {
      pit.g.classList.remove('playable', 'choice');
      pit.g.classList.toggle('selected', !view.outcome && name === selected);
      pit.legal = legal.get(name) ?? null;
      pit.g.tabIndex = -!pit.legal; // 0 (a Tab stop) or -1
      labelPit(name, pit);
    }
    if (view.outcome) return;
    for (const c of view.choices) {
      const pit = this.pits.get(c.pit);
      if (c.kind === 'start') pit.g.classList.add('playable');
      if (c.kind === 'kotso') {
        pit.g.classList.add('playable', 'choice');
        this.#choiceBadge(c, t('choice.kotso'));
      }
    }
    if (view.decision === 'nyumba') this.#nyumbaButtons(view);
    if (selected) {
      const chosen = this.pits.get(selected);
      const starts = view.choices.filter((c) => c.kind === 'start' && c.pit === selected);
      const ways = starts.map((c) => this.#way(c));
      // At a corner of the loop the two arrows stand at right angles; on a small screen their
      // 44 px squares would overlap: each steps aside, away from the other, just enough.
      const corner = ways.length === 2 && Math.abs(ways[0].dx * ways[1].dx + ways[0].dy * ways[1].dy) < 0.01;
      const fit = this.#arrowFit(corner);
      // A hint marked on this pit goes on to its arrow, the one to tap next.
      const hinted = chosen?.g.dataset.hint;
      starts.forEach((c, i) => {
        const other = corner ? ways[1 - i] : { dx: 0, dy: 0 };
        const aside = { x: -fit.aside * other.dx, y: -fit.aside * other.dy };
        this.#arrow(c, ways[i], aside, fit.hit).classList.toggle('hint', c.token === hinted);
      });
      // The counts of the pits the arrows stand between stay readable: a copy of each is drawn
      // over the arrows (it lets taps through to them).
      const near = new Set([selected, ...starts.map((c) => this.topo.next(c.pit, c.dir))]);
      for (const name of near) {
        const badge = this.pits.get(name)?.badge;
        if (!badge || badge.classList.contains('empty')) continue;
        const copy = badge.cloneNode(true);
        copy.classList.add('count-over');
        copy.setAttribute('aria-hidden', 'true');
        this.overlay.append(copy);
      }
    }
  }

  /**
   * The arrows' hit squares: their half-side, a TOUCH_PX square at the board's drawn size, at
   * least the drawn disc and at most ARROW_HIT; and, for the right-angled arrows at a corner
   * pit (`corner`), how far each steps aside so the two squares do not overlap — nothing on a
   * desktop, about 20–40 units on a phone. An arrow stands between two pits, and its square
   * covers the half of the next pit nearest it: on a desktop, where 44 px are about 44 units, a
   * square of 92 units made a tap meant to choose that pit instead (left of its centre) play
   * the arrow. A phone needs the whole square: 44 px there are 80 to 100 units.
   */
  #arrowFit(corner) {
    const ctm = this.root.getScreenCTM?.();
    const pxPerUnit = ctm ? Math.hypot(ctm.a, ctm.b) : 0;
    if (!pxPerUnit) return { hit: ARROW_HIT, aside: 0 }; // not on screen yet
    const half = TOUCH_PX / 2 / pxPerUnit; // half a touch target, in units
    const hit = Math.max(30, half + 1);
    if (!corner) return { hit: Math.min(ARROW_HIT, hit), aside: 0 };
    // The arrows' centres are P/2 + aside apart across: one's hit square must stay out of the
    // other's touch square.
    return { hit, aside: Math.max(0, hit + half - P / 2) };
  }

  /** The way a start choice sows: the midpoint to its first pit and the unit direction. */
  #way(choice) {
    const from = this.pitCentre(choice.pit);
    const to = this.pitCentre(this.topo.next(choice.pit, choice.dir));
    const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    return {
      mx: (from.x + to.x) / 2, my: (from.y + to.y) / 2,
      dx: (to.x - from.x) / len, dy: (to.y - from.y) / len,
    };
  }

  /** An arrow between the selected pit and its loop neighbour in the choice's direction. */
  #arrow(choice, way, aside, hit) {
    const angle = (Math.atan2(way.dy, way.dx) * 180) / Math.PI;
    const mx = way.mx + aside.x;
    const my = way.my + aside.y;
    const g = svg('g', {
      class: 'arrow',
      'data-target': choice.token,
      'data-token': choice.token,
      'data-dir': choice.dir,
      'data-angle': Math.round(angle),
      tabindex: 0,
      role: 'button',
      'aria-label': t('arrow.label', { token: choice.token, dir: t(`dir.${choice.dir}`) }),
      transform: `translate(${mx} ${my}) rotate(${angle.toFixed(1)})`,
    }, [
      // The hit square reaches at most 46 units along and across (#arrowFit): the two pits'
      // centres stay free (the selected pit can be tapped again to cancel) and a finger gets
      // 44 px.
      svg('rect', { class: 'arrow-hit', x: -hit, y: -hit, width: 2 * hit, height: 2 * hit }),
      svg('circle', { class: 'arrow-disc', r: 29 }),
      svg('path', { class: 'arrow-head', d: 'M-13 -15 L11 0 L-13 15 L-6 0 Z' }),
    ]);
    this.overlay.append(g);
    return g;
  }

  #choiceBadge(choice, label) {
    const { x, y } = this.layout.kotsoBadge(choice.pit);
    this.overlay.append(svg('g', { class: 'choice-badge', 'aria-hidden': 'true' }, [
      svg('rect', { x: x - 42, y: y - 15, width: 84, height: 30, rx: 15 }),
      svg('text', { x, y: y + 7 }, [label]),
    ]));
  }

  /** The nyumba question asked on the board: two buttons beside the nyumba. */
  #nyumbaButtons(view) {
    const player = view.to_move;
    const nyumba = this.topo.nyumba(player);
    const choices = view.choices.filter((ch) => ch.kind === 'go' || ch.kind === 'stop');
    const places = this.layout.nyumbaButtons(nyumba, choices.length);
    choices.forEach((ch, i) => {
      const { x, y, w, h, hitW, hitH } = places[i];
      this.overlay.append(svg('g', {
        // `choosable`: what the page focuses when the game is taken up here (focus-keeper.js).
        class: `decision-button ${ch.kind} choosable`,
        'data-target': ch.token,
        'data-token': ch.token,
        tabindex: 0,
        role: 'button',
        'aria-label': t(`nyumba.${ch.kind}.long`),
        transform: `translate(${x} ${y})`,
      }, [
        svg('rect', { class: 'decision-hit', x: -hitW / 2, y: -hitH / 2, width: hitW, height: hitH }),
        svg('rect', { class: 'decision-face', x: -w / 2 + 1, y: -h / 2, width: w - 2, height: h, rx: 18 }),
        svg('text', { x: 0, y: 10 }, [t(`nyumba.${ch.kind}`)]),
      ]));
    });
    this.pits.get(nyumba).g.classList.add('choice');
  }

  // ---- animation helpers (used by steps.js) ----

  /** The hand marker: seeds being carried, shown over a pit. */
  showHand(name, n) {
    if (!this.handMarker) {
      this.handMarker = svg('g', { class: 'hand-marker' }, [
        svg('circle', { r: 24 }),
        svg('text', { x: 0, y: 9 }),
      ]);
      this.fx.append(this.handMarker);
    }
    // Beside the pit, clear of every count (layout.js).
    const { x, y } = this.layout.hand(name);
    this.handMarker.setAttribute('transform', `translate(${x} ${y})`);
    this.handMarker.lastChild.textContent = String(n);
    this.carried = [name, n];
    this.handMarker.classList.toggle('hidden', n <= 0);
  }

  hideHand() {
    this.handMarker?.classList.add('hidden');
  }

  /** Stops every flight at once (skip to the end). */
  stopEffects() {
    for (const a of this.flights ?? []) a.cancel();
    this.hideHand();
  }
}
