// The Tricérata board in SVG, drawn from the engine's geometry (`Match.geometry()`): each cell
// is the engine's polygon, the stones sit at its centre with their count, and each player's gain
// store is a circle where the engine places it, in front of him around the board — or, on a
// screen too narrow or too short for stores beside or above the board, in rows above and below
// it or in columns on its sides (`storePlaces`; the drawing follows the screen as it turns).
// Nothing here computes adjacency: the legal cells come with the view.
//
// Keyed like Mraha's board: one <g data-cell="7"> per cell whose stones are redrawn alone.

import { svg, clear, hash01 } from '../../svg.js';
import { t, tn } from '../../i18n.js';

const S = 100; // SVG units per engine unit (a regular cell's edge)
/**
 * The least width of a cell's inscribed circle on screen (CSS px) on a desktop, as far as the
 * board's column allows (620 px beside the side panels: a 12-row triangle's cells are 25–29 px
 * there, README).
 */
const MIN_CELL_PX = 32;
/**
 * The same on a phone held sideways, whose height is short: smaller, since a tap within 22 px
 * of a glowing cell's centre chooses it (input.js); a 6-row triangle still fits 844 × 390.
 */
const MIN_CELL_SIDEWAYS_PX = 24;
/** The least size (CSS px) of a store's name and count on screen. */
const STORE_NAME_PX = 12.5;
const STORE_COUNT_PX = 16;
/**
 * The least radius (CSS px) of a store in rows or columns beside the board, where there is room
 * for it: a count of two digits inside its circle (a sideways phone's 6 stores were 24 px discs).
 */
const STORE_R_PX = 20;
/** The margin (SVG units) around the drawing. */
const PAD = 8;
/** More choosable cells than this are one Tab stop, not one each (showChoices): a turn's
 * neighbours to drop on are a few, a large board's first lift a hundred or more. */
const MANY_STOPS = 16;

/**
 * Where the stores go (board.css sizes the board for the same screens): in columns on each side
 * of the board on a phone held sideways, where stores above or below it would take its height;
 * in rows above and below it on a narrow screen, where stores beside it would take its width
 * (a 6-row triangle's cells fell from 53 to 35 px at 360 px with 4 players); elsewhere where
 * the engine puts them, in front of each player.
 */
const COLUMNS_QUERY = '(orientation: landscape) and (max-height: 500px)';
const ROWS_QUERY = '(max-width: 600px)';

/** The box [x0, y0, x1, y1] of the cells (SVG units). */
function cellsBox(cells) {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const c of cells) {
    for (const [x, y] of c.polygon) {
      box[0] = Math.min(box[0], x * S);
      box[1] = Math.min(box[1], y * S);
      box[2] = Math.max(box[2], x * S);
      box[3] = Math.max(box[3], y * S);
    }
  }
  return box;
}

/**
 * The stores' centres and the drawing's box [x, y, w, h] (SVG units, margin included) for a
 * layout: 'around' (the engine's places and view box), 'rows' or 'columns'.
 *
 * In rows or columns each store keeps the side of the board the engine put it on: above or
 * below (rows), left or right (columns); one exactly beside the board in the other direction
 * goes to the side that balances them (left → below, right → above; below → left, above →
 * right). A side's stores are spread evenly along the board, each with room for its circle and
 * its name; they widen the drawing only where the board is shorter than they are. Nothing of
 * the rules is decided here: only where the engine's stores are drawn.
 *
 * @param {object} geo  the engine's BoardView
 * @param {'around'|'rows'|'columns'} layout
 * @param {number} r  the stores' radius (SVG units)
 * @param {{w: number, below: number}} name  the widest name's width, and how far under its
 *   store's centre a name reaches (SVG units, halo included): on a board drawn small, a name
 *   keeps a legible size on screen and outgrows its circle (#fitStoreWords)
 */
function storePlaces(geo, layout, r, name) {
  const engine = geo.stores.map(([x, y]) => [x * S, y * S]);
  if (layout === 'around') {
    const [x, y, w, h] = geo.view_box.map((v) => v * S);
    return { at: engine, box: [x - PAD, y - PAD, w + 2 * PAD, h + 2 * PAD] };
  }
  const rows = layout === 'rows';
  // Along: the axis a side's stores are spread on (x for rows); across: the other.
  const flip = ([x0, y0, x1, y1]) => [y0, x0, y1, x1];
  const [a0, b0, a1, b1] = rows ? cellsBox(geo.cells) : flip(cellsBox(geo.cells));
  const [midAlong, midAcross] = [(a0 + a1) / 2, (b0 + b1) / 2];
  const gap = 0.4 * r; // between the board and its stores
  const sides = [[], []]; // before the board (above / left), after it (below / right)
  engine.forEach(([x, y], player) => {
    const [along, across] = rows ? [x, y] : [y, x];
    const d = across - midAcross;
    sides[Math.abs(d) > 1e-6 ? Number(d > 0) : Number(along < midAlong)].push({ player, along });
  });
  // In a row, a name takes at most its share of the board's length (its circle's width at
  // least): a wider one is written smaller (`nameMax`, #fitStoreWords). Were the row widened
  // for it, the drawing would shrink, the name (kept at a size on screen) widen in turn, and,
  // for three names on a phone, the board go down to a dot.
  const most = Math.max(...sides.map((s) => s.length));
  const nameMax = rows ? Math.max(2 * r, (a1 - a0) / most - 0.6 * r) : Infinity;
  // A store's reach from its centre: its circle, and its name under the count (half its width
  // to each side, `down` under the centre).
  const wide = Math.max(2 * r, Math.min(name.w, nameMax)) / 2;
  const down = Math.max(r, name.below);
  // Along its side each store takes a slot, with a margin. Across, its centre stands `before`
  // from the board's edge on the side before it (above, left), `after` on the side after it:
  // in rows, the name's foot or the circle's top faces the board.
  const slot = (rows ? 2 * wide : r + down) + 0.6 * r;
  const [before, after] = rows ? [down, r] : [wide, wide];
  const at = [];
  let [lo, hi, top, bottom] = [a0, a1, b0, b1];
  sides.forEach((side, isAfter) => {
    if (!side.length) return;
    side.sort((p, q) => p.along - q.along);
    const length = Math.max(a1 - a0, side.length * slot);
    const start = midAlong - length / 2;
    const across = isAfter ? b1 + gap + after : b0 - gap - before;
    // In a column the store, from its circle's top to its name's foot, is centred in its slot.
    const shift = rows ? 0 : (r - down) / 2;
    side.forEach(({ player }, i) => {
      const along = start + (i + 0.5) * (length / side.length) + shift;
      at[player] = rows ? [along, across] : [across, along];
    });
    [lo, hi] = [Math.min(lo, start), Math.max(hi, start + length)];
    if (isAfter) bottom = b1 + gap + before + after;
    else top = b0 - gap - before - after;
  });
  const box = rows ? [lo, top, hi - lo, bottom - top] : [top, lo, bottom - top, hi - lo];
  return { at, box: [box[0] - PAD, box[1] - PAD, box[2] + 2 * PAD, box[3] + 2 * PAD], nameMax };
}

/**
 * A cell's accessible name: its number, its stones, and what choosing it now does: a capture or
 * a seizure says so (each drawn in its own colour), a lift or a drop is `playable`.
 */
function labelCell(id, cell) {
  const label = tn('cell.label', Math.max(cell.count, 0), { cell: id });
  const role = cell.legal === 'capture' || cell.legal === 'seize' ? t(`a11y.${cell.legal}`)
    : cell.legal ? t('a11y.playable') : '';
  cell.g.setAttribute('aria-label', role ? `${label}, ${role}` : label);
}

export class TricerataRenderer {
  /**
   * @param {HTMLElement} host
   * @param {object} geometry  the engine's BoardView: cells (id, centre, polygon, interior),
   *                           stores, store_radius, view_box
   * @param {{asWords?: boolean}} [options]  `asWords`: a lesson's board (its stores beside it on
   *                           a screen wider than high)
   */
  constructor(host, geometry, { asWords = false } = {}) {
    this.host = host;
    this.geo = geometry;
    this.cells = new Map();
    /** The copies of cells' counts drawn over the last turn's marks (markTurn), by cell. */
    this.countsOver = new Map();
    this.stores = [];
    this.view = null;
    this.own = null;
    this.layout = null;
    /** The room the stores' names took when last drawn (#fitStoreWords). */
    this.nameRoom = { w: 0, below: 0 };
    this.root = svg('svg', {
      class: `board tri shape-${geometry.shape}`,
      role: 'group',
      'data-game': 'tricerata',
    });
    // Stone and label sizes follow the cell size (boards go from 4 to 144 cells and more).
    this.unit = this.#cellSize();
    this.root.append(this.#defs());
    this.#drawCells();
    this.#drawStores();
    // The last turn's rings under the cells' numbers: a ring round a small cell covered its number.
    this.marks = svg('g', { class: 'marks', 'aria-hidden': 'true' });
    this.root.append(this.marks);
    this.#drawCoords();
    this.overlay = svg('g', { class: 'overlay' });
    this.fx = svg('g', { class: 'fx', 'aria-hidden': 'true' });
    this.root.append(this.overlay, this.fx);
    // Where the stores go follows the screen: turning the phone moves them (the cells, the
    // stones and the marks stay where they are, in the same units).
    // An embed wider than high (the README's 16:11 frames) is bounded by its height, as a phone
    // held sideways: the stores beside the board leave the cells half as large again.
    // So is a lesson's board (`asWords`: lessons.js), under its words on a desktop: stores above
    // and below a small triangle left it a fifth of the lesson's width.
    const columns = document.body.classList.contains('embed') || asWords ? '(orientation: landscape)' : COLUMNS_QUERY;
    this.queries = [columns, ROWS_QUERY].map((q) => window.matchMedia?.(q) ?? null);
    this.onLayout = () => this.#place();
    for (const q of this.queries) q?.addEventListener?.('change', this.onLayout);
    this.#place();
    clear(host).append(this.root);
    this.#fitCoords();
    this.relabel();
    // The stores' words never shrink under a legible size, however small the board is drawn
    // (an embed, a large board): their font follows the drawn scale.
    this.resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.#fitStoreWords()) : null;
    this.resize?.observe(this.root);
  }

  /** Stops following the board's size and the screen (the board is being replaced). */
  detach() {
    this.resize?.disconnect();
    for (const q of this.queries) q?.removeEventListener?.('change', this.onLayout);
  }

  /** Places the stores as the screen now asks (see COLUMNS_QUERY), if it changed. */
  #place() {
    const [columns, rows] = this.queries.map((q) => !!q?.matches);
    const layout = columns ? 'columns' : rows ? 'rows' : 'around';
    if (layout === this.layout) return;
    this.layout = layout;
    this.#frame();
    this.#fitStoreWords();
  }

  /** Puts the stores where `storePlaces` says, and frames the drawing around them and the board. */
  #frame() {
    const { at, box, nameMax } = storePlaces(this.geo, this.layout, this.storeR, this.nameRoom);
    this.nameMax = nameMax;
    this.root.setAttribute('viewBox', box.join(' '));
    this.root.dataset.layout = this.layout;
    at.forEach(([cx, cy], player) => {
      const s = this.stores[player];
      Object.assign(s, { cx, cy });
      s.well.setAttribute('cx', cx.toFixed(1));
      s.well.setAttribute('cy', cy.toFixed(1));
      s.count.setAttribute('x', cx.toFixed(1));
      s.count.setAttribute('y', (cy + s.r * 0.2).toFixed(1));
      s.name.setAttribute('x', cx.toFixed(1));
      s.name.setAttribute('y', (cy + s.r * 0.68).toFixed(1));
    });
    // The least size at which every cell stays at least MIN_CELL_PX across (its inscribed
    // circle): large boards then grow past the screen's height and the page scrolls (board.css);
    // held sideways, MIN_CELL_SIDEWAYS_PX.
    const [, , w, h] = box;
    const least = (size, px) => `${Math.ceil(size * (px / (2 * this.unit)))}px`;
    this.root.style.setProperty('--board-min-w', least(w, MIN_CELL_PX));
    this.root.style.setProperty('--board-min-h', least(h, MIN_CELL_PX));
    this.root.style.setProperty('--board-min-h-sideways', least(h, MIN_CELL_SIDEWAYS_PX));
  }

  /**
   * At least STORE_NAME_PX and STORE_COUNT_PX on screen for the stores' names and counts. A name
   * at that size may be wider than its circle (a phone, six players): it then crosses the ring,
   * legible over it by its halo (board.css), lower so as not to cover the count, and moved
   * inward as far as it must to stay inside the drawing, where the stores at its edges would
   * have had it cut off. In rows or columns the stores are then placed again with room for
   * their names (`storePlaces`): that changes the drawn scale a little, hence a few passes.
   */
  #fitStoreWords(pass = 0) {
    const box = this.root.viewBox.baseVal;
    const px = box?.width ? Math.min(this.root.clientWidth / box.width, this.root.clientHeight / box.height) : 0;
    if (!px) return;
    // Beside the board (rows, columns) a store grows to STORE_R_PX on screen; around it, the
    // engine's size, which its places leave room for.
    const r = this.layout === 'around' ? this.baseR : Math.max(this.baseR, STORE_R_PX / px);
    const grown = Math.abs(r - this.storeR) > 0.05 * this.storeR;
    if (grown) {
      this.storeR = r;
      for (const s of this.stores) {
        s.r = r;
        s.well.setAttribute('r', r.toFixed(1));
      }
    }
    const room = { w: 0, below: 0 };
    for (const s of this.stores) {
      let nameSize = Math.max(s.r * 0.3, STORE_NAME_PX / px);
      s.name.setAttribute('font-size', nameSize.toFixed(1));
      // Wider than a row leaves it (storePlaces' `nameMax`, halo included): written smaller.
      const width = s.name.getComputedTextLength() + nameSize * 0.22;
      if (width > (this.nameMax ?? Infinity)) {
        nameSize *= this.nameMax / width;
        s.name.setAttribute('font-size', nameSize.toFixed(1));
      }
      s.count.setAttribute('font-size', Math.max(s.r * 0.6, STORE_COUNT_PX / px).toFixed(1));
      // Its capitals (0.73 of its size) and their halo (0.11) clear of the count's baseline
      // (r * 0.2 under the centre) when it grew.
      const below = Math.max(s.r * 0.68, s.r * 0.2 + nameSize * 0.9);
      s.name.setAttribute('y', (s.cy + below).toFixed(1));
      const half = s.name.getComputedTextLength() / 2 + nameSize * 0.11; // its halo too
      const left = box.x + half;
      const right = box.x + box.width - half;
      const x = left > right ? box.x + box.width / 2 : Math.min(Math.max(s.cx, left), right);
      s.name.setAttribute('x', x.toFixed(1));
      // Its descenders (0.24 of its size) and halo too.
      room.w = Math.max(room.w, 2 * half);
      room.below = Math.max(room.below, below + nameSize * 0.35);
    }
    const off = (a, b) => Math.abs(a - b) > 0.05 * this.storeR;
    const roomChanged = this.layout !== 'around' && (off(room.w, this.nameRoom.w) || off(room.below, this.nameRoom.below));
    if (pass < 4 && (grown || roomChanged)) {
      this.nameRoom = room;
      this.#frame();
      this.#fitStoreWords(pass + 1);
    }
  }

  /** The distance from a cell's centre to its nearest edge, in SVG units. */
  #cellSize() {
    const c = this.geo.cells[0];
    let best = Infinity;
    const p = c.polygon;
    for (let i = 0; i < p.length; i++) {
      const [ax, ay] = p[i];
      const [bx, by] = p[(i + 1) % p.length];
      const len = Math.hypot(bx - ax, by - ay) || 1;
      const d = Math.abs((bx - ax) * (ay - c.center[1]) - (ax - c.center[0]) * (by - ay)) / len;
      best = Math.min(best, d);
    }
    return Math.max(8, best * S);
  }

  #defs() {
    const stop = (offset, name) => svg('stop', { offset, class: `stop-${name}` });
    return svg('defs', {}, [
      svg('linearGradient', { id: 'tri-wood', x1: 0, y1: 0, x2: 0.3, y2: 1 }, [
        stop(0, 'wood-light'), stop(0.6, 'wood'), stop(1, 'wood-dark'),
      ]),
      svg('radialGradient', { id: 'tri-stone', cx: 0.35, cy: 0.3, r: 0.8 }, [
        stop(0, 'stone-light'), stop(0.5, 'stone'), stop(1, 'stone-dark'),
      ]),
    ]);
  }

  #drawCells() {
    const g = svg('g', { class: 'cells' });
    for (const c of this.geo.cells) {
      const [cx, cy] = c.center.map((v) => v * S);
      const d = `M${c.polygon.map(([x, y]) => `${(x * S).toFixed(1)} ${(y * S).toFixed(1)}`).join(' L')} Z`;
      const stones = svg('g', { class: 'stones', transform: `translate(${cx.toFixed(1)} ${cy.toFixed(1)})` });
      const label = svg('text', {
        class: 'cell-count', x: cx.toFixed(1), y: (cy + this.unit * 0.72).toFixed(1),
        'font-size': (this.unit * 0.62).toFixed(1),
      });
      const el = svg('g', {
        class: c.interior ? 'cell interior' : 'cell edge',
        'data-cell': c.id,
        'data-target': c.id,
        tabindex: 0,
        role: 'button',
      }, [
        svg('path', { class: 'cell-face', d, fill: 'url(#tri-wood)' }),
        svg('path', { class: 'cell-ring', d }),
        stones,
        label,
      ]);
      g.append(el);
      this.cells.set(c.id, { g: el, stones, label, count: -1, cx, cy });
    }
    this.root.append(g);
  }

  /**
   * Each cell's number, as the notation writes it, toward its leftmost corner (the stones sit
   * above its centre, the count below it, the hand's marker to its upper right).
   */
  #drawCoords() {
    const g = svg('g', { class: 'coords', 'aria-hidden': 'true' });
    const size = this.unit * 0.34;
    for (const c of this.geo.cells) {
      const [cx, cy] = c.center;
      const [vx, vy] = c.polygon.reduce((a, b) => (b[0] < a[0] - 1e-6 || (Math.abs(b[0] - a[0]) < 1e-6 && b[1] < a[1]) ? b : a));
      // Halfway toward that corner: inside the cell, clear of its middle.
      const k = c.polygon.length === 3 ? 0.5 : 0.58;
      const x = (cx + k * (vx - cx)) * S;
      const y = (cy + k * (vy - cy)) * S + size * 0.35;
      g.append(svg('text', { class: 'coord', x: x.toFixed(1), y: y.toFixed(1), 'font-size': size.toFixed(1), 'data-of': c.id }, [String(c.id)]));
    }
    this.coords = g;
    this.root.append(g);
  }

  /**
   * A cell's number level with its count (three digits on a small upward triangle) is drawn
   * smaller, as wide as the room left of the count, which it ran into ("1213": cell 121 holding
   * 3). Measured as drawn (the page's style sets the numbers' size); a number not drawn (the
   * coordinates off) is left as it is.
   */
  #fitCoords() {
    for (const text of this.coords.children) {
      const box = text.getBBox();
      const cell = this.cells.get(Number(text.dataset.of));
      // The count's top (its capitals) and its left edge with two digits, below the centre.
      const countTop = cell.cy + this.unit * 0.72 - this.unit * 0.62 * 0.75;
      if (!box.width || box.y + box.height <= countTop) continue;
      const half = cell.cx - this.unit * 0.42 - (box.x + box.width / 2);
      if (half <= 0 || box.width / 2 <= half) continue;
      const size = parseFloat(getComputedStyle(text).fontSize) * (half / (box.width / 2));
      text.style.fontSize = `${size.toFixed(1)}px`;
    }
  }

  /**
   * Marks a turn from its events (the lifted cell, the path, relays, captures); [] clears. The
   * marks are drawn by `drawMarks` (marks.js, the kit's `turn().marks`, given to the renderer
   * with its animation steps: a turn is marked once it has been animated).
   */
  markTurn(events) {
    this.marked = events;
    clear(this.marks);
    this.countsOver.clear();
    if (!events.length) return;
    const at = (id) => {
      const cell = this.cells.get(id);
      return cell ? { x: cell.cx, y: cell.cy } : null;
    };
    this.drawMarks?.(this.marks, events, at, this.unit);
    // The counts of the cells the turn went through stay readable: a copy of each over the
    // marks (the last drop's dot sat on the count's top, the path's line across it), kept in
    // step by setCount.
    for (const id of new Set(events.map((e) => e.cell).filter((id) => id !== undefined))) {
      const cell = this.cells.get(id);
      if (!cell) continue;
      const copy = cell.label.cloneNode(true);
      copy.setAttribute('aria-hidden', 'true');
      this.countsOver.set(id, copy);
      this.marks.append(copy);
    }
  }

  /** The stores, placed by #place. */
  #drawStores() {
    const r = Math.min(this.geo.store_radius * S, this.unit * 2.4);
    /** The stores' radius around the board; beside it they may be drawn larger (#fitStoreWords). */
    this.baseR = r;
    this.storeR = r;
    this.geo.stores.forEach((_, player) => {
      const well = svg('circle', { class: 'store-well', r });
      const count = svg('text', { class: 'store-count', 'font-size': (r * 0.6).toFixed(1) });
      const name = svg('text', { class: 'store-name', 'font-size': (r * 0.3).toFixed(1) });
      const g = svg('g', { class: `store p${player}`, 'data-player': player }, [well, count, name]);
      this.root.append(g);
      this.stores[player] = { g, well, count, name, cx: 0, cy: 0, r, n: -1 };
    });
  }

  /**
   * `own`: the seat of the one person playing here (against the computer, a friend by link, a
   * puzzle), whose store says so ("Player 1 (you)"); null where several or none play here.
   */
  face(from, own = null) {
    if (own === this.own) return;
    this.own = own;
    for (const s of this.stores) s.n = -1; // their spoken names too
    if (this.view) this.draw(this.view);
  }

  /** A player's name on the board: the person's own seat says so. */
  #name(p) {
    return t(p === this.own ? 'tri.player_you' : 'tri.player', { n: p + 1 });
  }

  relabel() {
    this.root.setAttribute('aria-label', t('board.tricerata'));
    if (this.view) this.draw(this.view);
  }

  draw(view) {
    this.view = view;
    view.stones.forEach((n, id) => this.setCount(id, n));
    view.stores.forEach((n, p) => this.setStore(p, n));
    let renamed = false;
    this.stores.forEach((s, p) => {
      const name = this.#name(p);
      if (s.name.textContent !== name) {
        s.name.textContent = name;
        renamed = true;
      }
      s.g.classList.toggle('to-move', !view.outcome && view.to_move === p);
      s.g.classList.toggle('winner', !!view.outcome?.winners.includes(p));
    });
    // Another language's words: their width, so their place, changes.
    if (renamed) this.#fitStoreWords();
    this.hideHand();
    const st = view.stage;
    for (const [id, cell] of this.cells) {
      cell.g.classList.toggle('current', st.kind === 'path' && st.cell === id);
      cell.g.classList.toggle('landed', st.kind === 'capture' && st.cell === id);
    }
    if (st.kind === 'path') this.showHand(st.cell, st.hand);
  }

  setCount(id, n) {
    const cell = this.cells.get(id);
    if (!cell || cell.count === n) return;
    cell.count = n;
    clear(cell.stones);
    // Up to six stones in a small ring above the centre; the count is written below it.
    const shown = Math.min(n, 6);
    const r = this.unit * 0.17;
    const spread = shown <= 1 ? 0 : this.unit * (shown > 3 ? 0.3 : 0.22);
    const turn = hash01(id * 7 + 1) * 6.283;
    for (let i = 0; i < shown; i++) {
      const a = turn + (i * 6.283) / shown;
      cell.stones.append(svg('circle', {
        class: 'stone', r: r.toFixed(1),
        cx: (Math.cos(a) * spread).toFixed(1), cy: (Math.sin(a) * spread * 0.8 - this.unit * 0.2).toFixed(1),
      }));
    }
    cell.label.textContent = n > 0 ? String(n) : '';
    const over = this.countsOver.get(id);
    if (over) over.textContent = cell.label.textContent;
    cell.g.classList.toggle('empty', n === 0);
    labelCell(id, cell);
  }

  getCount(id) {
    return this.cells.get(id).count;
  }

  setStore(player, n) {
    const s = this.stores[player];
    if (!s || s.n === n) return;
    s.n = n;
    s.count.textContent = String(n);
    s.g.setAttribute('aria-label', tn('store.label', n, { player: this.#name(player) }));
  }

  cellElement(id) {
    return this.cells.get(Number(id))?.g;
  }

  /** Where a choice of the view is played: its cell. */
  choiceElement(choice) {
    return choice.cell === undefined ? null : this.cellElement(choice.cell) ?? null;
  }

  /**
   * Of the cells `ids`, the one whose centre is nearest a screen point, if the point lies in the
   * square of half-side `reachPx` CSS px centred on it; otherwise null. Distances are measured
   * as squares are (the larger of the two offsets), so squares that do not overlap never
   * compete. (Small cells on a phone: see input.js.)
   */
  cellNear(clientX, clientY, ids, reachPx) {
    const ctm = this.root.getScreenCTM?.();
    if (!ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    let best = null;
    let bestDistance = reachPx / Math.hypot(ctm.a, ctm.b); // CSS px → SVG units
    for (const id of ids) {
      const cell = this.cells.get(id);
      if (!cell) continue;
      const d = Math.max(Math.abs(cell.cx - p.x), Math.abs(cell.cy - p.y));
      if (d <= bestDistance) {
        best = id;
        bestDistance = d;
      }
    }
    return best;
  }

  /** Highlights the cells the player may choose now. */
  showChoices(view) {
    clear(this.overlay);
    const legal = new Map((view.choices ?? []).map((c) => [c.cell, c.kind]));
    // Tab stops only at the cells the player may choose now (the arrow keys reach every cell): a
    // board that offers nothing (another player's turn, a review, the game's end) is passed by.
    // Many of them (a large board's first lift: 144 cells) are one Tab stop, the cell focused
    // last (or the first), so that Tab gets past the board; the arrows reach the rest.
    this.oneStop = legal.size > MANY_STOPS;
    const focused = document.activeElement?.dataset?.cell;
    const stop = legal.has(Number(focused)) ? Number(focused) : legal.keys().next().value;
    for (const [id, cell] of this.cells) {
      cell.g.classList.remove('playable', 'capturable', 'seizable', 'choosable');
      cell.legal = legal.get(id) ?? null;
      cell.g.tabIndex = -!(cell.legal && (!this.oneStop || id === stop)); // 0 (a Tab stop) or -1
      labelCell(id, cell);
    }
    if (!view.choices) return;
    for (const c of view.choices) {
      const cls = c.kind === 'capture' ? 'capturable' : c.kind === 'seize' ? 'seizable' : 'playable';
      // `choosable`: any place to choose now, for the page's focus (focus-keeper.js).
      this.cells.get(c.cell)?.g.classList.add(cls, 'choosable');
    }
  }

  /**
   * Where the choosable cells are one Tab stop (showChoices), it follows the arrows: the cell
   * focused, if choosable, becomes it. (Not a `focusin` listener: one makes Chromium give the
   * drawing itself a Tab stop.)
   */
  followFocus(el) {
    const cell = this.cells.get(Number(el?.dataset?.cell));
    if (!this.oneStop || !cell?.legal) return;
    for (const c of this.cells.values()) c.g.tabIndex = -1;
    cell.g.tabIndex = 0;
  }

  /** The stones in hand, beside the cell that received the last one. */
  showHand(id, n) {
    const cell = this.cells.get(id);
    if (!cell) return;
    if (!this.handMarker) {
      this.handMarker = svg('g', { class: 'hand-marker' }, [svg('circle'), svg('text')]);
      this.fx.append(this.handMarker);
    }
    const r = Math.max(14, this.unit * 0.42);
    const [c, text] = this.handMarker.children;
    c.setAttribute('r', r.toFixed(1));
    text.setAttribute('y', (r * 0.38).toFixed(1));
    text.setAttribute('font-size', (r * 1.1).toFixed(1));
    const at = this.#handSpot(cell, r);
    this.handMarker.setAttribute('transform', `translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`);
    text.textContent = String(n);
    this.handMarker.classList.toggle('hidden', n <= 0);
  }

  /**
   * Where the hand's marker goes beside a cell: the first of a few spots around it whose disc
   * (radius `r`) covers no count written on the board.
   */
  #handSpot(cell, r) {
    const u = this.unit;
    const spots = [[0.8, -0.8], [-0.8, -0.8], [1.1, 0], [-1.1, 0], [0, -1.2], [0.8, 0.9], [-0.8, 0.9]];
    const covers = (x, y) => {
      for (const other of this.cells.values()) {
        if (other.count <= 0 || Math.abs(other.cx - x) > 3 * u || Math.abs(other.cy - y) > 3 * u) continue;
        // The count's box (cell-count: centred, baseline at 0.72 u, font 0.62 u).
        const halfW = String(other.count).length * u * 0.19 + 2;
        const top = other.cy + u * 0.72 - u * 0.5;
        const bottom = other.cy + u * 0.72 + u * 0.08;
        const nx = Math.max(other.cx - halfW, Math.min(x, other.cx + halfW));
        const ny = Math.max(top, Math.min(y, bottom));
        if (Math.hypot(nx - x, ny - y) < r) return true;
      }
      return false;
    };
    for (const [dx, dy] of spots) {
      const x = cell.cx + dx * u;
      const y = cell.cy + dy * u;
      if (!covers(x, y)) return { x, y };
    }
    return { x: cell.cx + spots[0][0] * u, y: cell.cy + spots[0][1] * u };
  }

  hideHand() {
    this.handMarker?.classList.add('hidden');
  }

  stopEffects() {
    for (const a of this.flights ?? []) a.cancel();
    this.hideHand();
  }
}
