// The wooden bao in SVG: 4 × 8 carved pits (ngama), the two square nyumba, the kotso marks, the
// seeds (tso) with their counts, each player's hand (reserve) in a tray beside his side.
//
// Only this module knows where pits are on screen. South sits at the bottom: his pit Ai / Bi is
// column i from the left. North faces him, so North's columns are mirrored: ai / bi is column
// 9 - i (rules §1: South's nyumba A5 is column 5, North's a5 column 4). Rows from the top:
// North's back row b, North's front row a, South's front row A, South's back row B.
//
// Drawing is keyed: each pit is one <g data-pit="A6"> whose seeds and count are redrawn alone,
// so the animation can update one pit per step. Looks come from CSS classes (style.css).

import { svg, clear, hash01 } from './svg.js';
import { t } from './i18n.js';

const P = 100; // pit pitch
const M = 44; // board margin
const GAP = 24; // the groove between the two halves
const TRAY_H = 78;
const TRAY_GAP = 12;
const W = 2 * M + 8 * P;
const BOARD_TOP = TRAY_H + TRAY_GAP;
const BOARD_H = 2 * M + 4 * P + GAP;
const H = BOARD_TOP + BOARD_H + TRAY_GAP + TRAY_H;
const PIT_R = 40;
const SEED_R = 8.5;
const MAX_SEEDS_DRAWN = 12;
const NYUMBA_K = 4;

/** Loop index k (0..15) of a pit name: A1..A8 = 0..7, B8..B1 = 8..15 (rules §1). */
export function loopIndex(name) {
  const num = Number(name.slice(1));
  return name[0].toUpperCase() === 'A' ? num - 1 : 16 - num;
}

/** 0 = South (capitals), 1 = North (lower case). */
export function owner(name) {
  return name[0] === name[0].toUpperCase() ? 0 : 1;
}

/** The pit name of loop index k for a player. */
export function pitName(player, k) {
  const n = k < 8 ? `A${k + 1}` : `B${16 - k}`;
  return player === 0 ? n : n.toLowerCase();
}

/** The neighbour of a pit along its owner's loop: R = k + 1, L = k - 1 (rules §1). */
export function loopNeighbour(name, dir) {
  const k = loopIndex(name);
  return pitName(owner(name), (k + (dir === 'R' ? 1 : 15)) % 16);
}

/** Screen column (0..7 from the left) and row (0..3 from the top) of a pit. */
function cell(name) {
  const k = loopIndex(name);
  if (owner(name) === 0) return k < 8 ? { col: k, row: 2 } : { col: 15 - k, row: 3 };
  return k < 8 ? { col: 7 - k, row: 1 } : { col: k - 8, row: 0 };
}

/** Centre of a pit in SVG units. */
export function pitCentre(name) {
  const { col, row } = cell(name);
  return {
    x: M + P / 2 + col * P,
    y: BOARD_TOP + M + P / 2 + row * P + (row >= 2 ? GAP : 0),
  };
}

/** Centre of a player's hand tray. */
export function trayCentre(player) {
  return { x: W / 2, y: player === 1 ? TRAY_H / 2 : H - TRAY_H / 2 };
}

export const ALL_PITS = [0, 1].flatMap((p) => Array.from({ length: 16 }, (_, k) => pitName(p, k)));

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

function defs() {
  // Stop colours come from CSS classes (style.css), so themes change them with variables.
  const stop = (offset, name) => svg('stop', { offset, class: `stop-${name}` });
  const grain = svg('pattern', {
    id: 'bao-grain', width: 420, height: 90, patternUnits: 'userSpaceOnUse',
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

/** A pit's accessible name: its name, its seeds, and whether it can be played now. */
function labelPit(name, pit) {
  const n = Math.max(pit.count, 0);
  const label = t('pit.label', { pit: name, n });
  pit.g.setAttribute('aria-label', pit.legal ? `${label}, ${t('a11y.playable')}` : label);
}

export class BaoRenderer {
  /** @param {HTMLElement} host  the element the board is drawn into */
  constructor(host) {
    this.host = host;
    this.pits = new Map();
    this.trays = [];
    this.view = null;
    this.root = svg('svg', {
      class: 'board bao',
      viewBox: `0 0 ${W} ${H}`,
      role: 'group',
      'data-game': 'mraha',
    });
    this.root.append(defs());
    this.#drawWood();
    this.#drawTrays();
    this.#drawPits();
    this.overlay = svg('g', { class: 'overlay' });
    this.fx = svg('g', { class: 'fx', 'aria-hidden': 'true' });
    this.root.append(this.overlay, this.fx);
    clear(host).append(this.root);
    this.relabel();
  }

  #drawWood() {
    const y = BOARD_TOP;
    const g = svg('g', { class: 'wood', 'aria-hidden': 'true' }, [
      svg('rect', { class: 'wood-shadow', x: 6, y: y + 8, width: W - 6, height: BOARD_H, rx: 34 }),
      svg('rect', { class: 'wood-base', x: 0, y, width: W, height: BOARD_H, rx: 34, fill: 'url(#bao-wood)' }),
      svg('rect', { class: 'wood-grain', x: 0, y, width: W, height: BOARD_H, rx: 34, fill: 'url(#bao-grain)' }),
      svg('rect', { class: 'wood-bevel', x: 7, y: y + 7, width: W - 14, height: BOARD_H - 14, rx: 28 }),
      svg('line', {
        class: 'groove', x1: M, x2: W - M,
        y1: y + M + 2 * P + GAP / 2, y2: y + M + 2 * P + GAP / 2,
      }),
    ]);
    // The kotso marks: a carved diamond beside each end of both front rows.
    for (const name of ['A1', 'A8', 'a1', 'a8']) {
      const c = pitCentre(name);
      const x = c.x < W / 2 ? M / 2 - 2 : W - M / 2 + 2;
      g.append(svg('path', {
        class: 'kotso-mark',
        d: `M${x} ${c.y - 11} L${x + 7} ${c.y} L${x} ${c.y + 11} L${x - 7} ${c.y} Z`,
      }));
    }
    this.root.append(g);
  }

  #drawTrays() {
    for (const player of [1, 0]) {
      const y = player === 1 ? 0 : H - TRAY_H;
      const g = svg('g', { class: 'tray', 'data-player': player });
      const name = svg('text', { class: 'tray-name', x: 26, y: y + TRAY_H / 2 + 2 });
      const phase = svg('text', { class: 'tray-phase', x: 26, y: y + TRAY_H / 2 + 26 });
      const count = svg('text', { class: 'tray-count', x: W - 26, y: y + TRAY_H / 2 + 10 });
      const seeds = svg('g', { class: 'tray-seeds' });
      g.append(
        svg('rect', { class: 'tray-box', x: 2, y: y + 2, width: W - 4, height: TRAY_H - 4, rx: 22 }),
        svg('rect', { class: 'tray-well', x: 210, y: y + 14, width: W - 330, height: TRAY_H - 28, rx: 25 }),
        seeds, name, phase, count,
      );
      this.root.append(g);
      this.trays[player] = { g, name, phase, count, seeds, y };
    }
  }

  #drawPits() {
    const g = svg('g', { class: 'pits' });
    ALL_PITS.forEach((name, i) => {
      const c = pitCentre(name);
      const nyumba = loopIndex(name) === NYUMBA_K;
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
      }, [ring, hole, seeds, badge]);
      g.append(pit);
      this.pits.set(name, { g: pit, seeds, badge, count: -1, salt: i + 1 });
    });
    this.root.append(g);
  }

  /** Re-applies the words of the current language. */
  relabel() {
    this.root.setAttribute('aria-label', t('board.mraha'));
    for (const name of ['A1', 'A8', 'a1', 'a8']) {
      this.pits.get(name).g.dataset.kotso = '';
    }
    if (this.view) this.draw(this.view);
  }

  /** Draws a whole view: counts, hands, nyumba, whose turn. */
  draw(view) {
    this.view = view;
    const s = view.setup;
    [s.south, s.north].forEach((side, player) => {
      side.front.forEach((n, i) => this.setCount(pitName(player, i), n));
      side.back.forEach((n, i) => this.setCount(pitName(player, 15 - i), n));
      this.setHand(player, side.hand);
      this.setNyumba(player, side.nyumba, view.functional[player]);
    });
    for (const [name, pit] of this.pits) {
      pit.g.classList.toggle('takasia', s.takasia === name);
    }
    this.trays.forEach((tray, player) => {
      tray.name.textContent = t(`player.${player}`);
      tray.phase.textContent = t(`phase.${view.phase[player]}`);
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
    clear(pit.seeds);
    for (const p of seedLayout(n, pit.salt)) {
      pit.seeds.append(svg('circle', { class: 'seed', cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: SEED_R }));
    }
    pit.badge.label.textContent = String(n);
    pit.badge.classList.toggle('empty', n === 0);
    pit.g.classList.toggle('empty', n === 0);
    labelPit(name, pit);
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
    const x0 = 236;
    const step = Math.min(23, (W - 380) / Math.max(1, Math.ceil(shown / 2)));
    for (let i = 0; i < shown; i++) {
      const col = Math.floor(i / 2);
      const row = i % 2;
      tray.seeds.append(svg('circle', {
        class: 'seed',
        cx: (x0 + col * step + row * step * 0.5).toFixed(1),
        cy: (tray.y + TRAY_H / 2 - 9 + row * 18 + (hash01(i + player * 99) - 0.5) * 3).toFixed(1),
        r: SEED_R,
      }));
    }
    tray.count.textContent = t('tray.count', { n });
  }

  /** The nyumba's state: intact (and functional) or an ordinary pit now. */
  setNyumba(player, intact, functional) {
    const pit = this.pits.get(pitName(player, NYUMBA_K)).g;
    pit.classList.toggle('intact', intact);
    pit.classList.toggle('functional', functional);
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
    clear(this.overlay);
    const legal = new Set(view.outcome ? [] : view.choices.map((c) => c.pit));
    for (const [name, pit] of this.pits) {
      pit.g.classList.remove('playable', 'selected', 'choice');
      pit.legal = legal.has(name);
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
      this.pits.get(selected)?.g.classList.add('selected');
      for (const c of view.choices) {
        if (c.kind === 'start' && c.pit === selected) this.#arrow(c);
      }
    }
  }

  /** An arrow between the selected pit and its loop neighbour in the choice's direction. */
  #arrow(choice) {
    const from = pitCentre(choice.pit);
    const to = pitCentre(loopNeighbour(choice.pit, choice.dir));
    const angle = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
    const mx = (from.x + to.x) / 2;
    const my = (from.y + to.y) / 2;
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
      svg('circle', { class: 'arrow-hit', r: 34 }),
      svg('circle', { class: 'arrow-disc', r: 29 }),
      svg('path', { class: 'arrow-head', d: 'M-13 -15 L11 0 L-13 15 L-6 0 Z' }),
    ]);
    this.overlay.append(g);
  }

  #choiceBadge(choice, label) {
    const c = pitCentre(choice.pit);
    const y = c.y + (owner(choice.pit) === 0 ? -PIT_R - 16 : PIT_R + 16);
    this.overlay.append(svg('g', { class: 'choice-badge', 'aria-hidden': 'true' }, [
      svg('rect', { x: c.x - 42, y: y - 15, width: 84, height: 30, rx: 15 }),
      svg('text', { x: c.x, y: y + 7 }, [label]),
    ]));
  }

  /** The nyumba question asked on the board: two buttons beside the nyumba. */
  #nyumbaButtons(view) {
    const player = view.to_move;
    const c = pitCentre(pitName(player, NYUMBA_K));
    const y = c.y + (player === 0 ? P : -P);
    const choices = view.choices.filter((ch) => ch.kind === 'go' || ch.kind === 'stop');
    choices.forEach((ch, i) => {
      const x = c.x + (choices.length === 1 ? 0 : i === 0 ? -86 : 86);
      this.overlay.append(svg('g', {
        class: `decision-button ${ch.kind}`,
        'data-target': ch.token,
        'data-token': ch.token,
        tabindex: 0,
        role: 'button',
        'aria-label': t(`nyumba.${ch.kind}.long`),
        transform: `translate(${x} ${y})`,
      }, [
        svg('rect', { x: -82, y: -33, width: 164, height: 66, rx: 18 }),
        svg('text', { x: 0, y: 10 }, [t(`nyumba.${ch.kind}`)]),
      ]));
    });
    this.pits.get(pitName(player, NYUMBA_K)).g.classList.add('choice');
  }

  // ---- animation helpers (used by anim.js) ----

  /** The hand marker: seeds being carried, shown over a pit. */
  showHand(name, n) {
    if (!this.handMarker) {
      this.handMarker = svg('g', { class: 'hand-marker' }, [
        svg('circle', { r: 24 }),
        svg('text', { x: 0, y: 9 }),
      ]);
      this.fx.append(this.handMarker);
    }
    const c = pitCentre(name);
    const up = owner(name) === 0 ? 1 : -1;
    this.handMarker.setAttribute('transform', `translate(${c.x - 30} ${c.y - 30 * up})`);
    this.handMarker.lastChild.textContent = String(n);
    this.handMarker.classList.toggle('hidden', n <= 0);
  }

  hideHand() {
    this.handMarker?.classList.add('hidden');
  }

  /** Briefly marks a pit with a fading ring (`flash`, `captured`, `relay`, `stop`). */
  pulse(name, kind, ms = 600) {
    const c = pitCentre(name);
    const ring = svg('circle', { class: `pulse ${kind}`, cx: c.x, cy: c.y, r: PIT_R + 6 });
    this.fx.append(ring);
    if (!ring.animate || ms <= 0) {
      ring.remove();
      return;
    }
    ring
      .animate([{ opacity: 1 }, { opacity: 0 }], { duration: ms, easing: 'ease-out' })
      .finished.catch(() => {})
      .then(() => ring.remove());
  }

  /** Seeds flying from one place to another; resolves when they land. */
  fly(from, to, n, ms) {
    const a = typeof from === 'string' ? pitCentre(from) : from;
    const b = typeof to === 'string' ? pitCentre(to) : to;
    const group = svg('g', { class: 'flying' });
    for (const p of seedLayout(Math.min(n, 6), n + 7)) {
      group.append(svg('circle', { class: 'seed', cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: SEED_R }));
    }
    this.fx.append(group);
    if (!group.animate || ms <= 0) {
      group.remove();
      return Promise.resolve();
    }
    const anim = group.animate(
      [
        { transform: `translate(${a.x}px, ${a.y}px)` },
        { transform: `translate(${b.x}px, ${b.y}px)` },
      ],
      { duration: ms, easing: 'ease-in-out', fill: 'forwards' },
    );
    this.flights ??= new Set();
    this.flights.add(anim);
    return anim.finished
      .catch(() => {})
      .then(() => {
        this.flights.delete(anim);
        group.remove();
      });
  }

  /** Stops every flight at once (skip to the end). */
  stopEffects() {
    for (const a of this.flights ?? []) a.cancel();
    this.hideHand();
  }

  /** Where a player's hand tray is (namua seeds come from it). */
  trayPoint(player) {
    return trayCentre(player);
  }
}
