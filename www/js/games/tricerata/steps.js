// Tricérata's animation steps: how each event of the engine's trace is played on the board
// (lifts, drops one by one, relays, captures and seizures flying to a store, Mort subite).

import { svg } from '../../svg.js';
import { pulseAt, flyGroup } from '../../anim-play.js';

/** Briefly rings a cell of renderer `r` (`flash`, `captured`, `relay`, `stop`), fading. */
function pulse(r, id, kind, ms) {
  const cell = r.cells.get(id);
  if (cell) pulseAt(r.fx, cell.cx, cell.cy, r.unit * 0.9, kind, ms);
}

/** Stones flying from a cell to a store on renderer `r`. */
function fly(r, fromCell, toPlayer, n, ms) {
  const a = r.cells.get(fromCell);
  const b = r.stores[toPlayer];
  if (!a || !b) return;
  const group = svg('g', { class: 'flying' });
  for (let i = 0; i < Math.min(n, 5); i++) {
    group.append(svg('circle', { class: 'stone', r: r.unit * 0.2, cx: (i - 2) * r.unit * 0.15, cy: 0 }));
  }
  flyGroup(r, group, { x: a.cx, y: a.cy }, { x: b.cx, y: b.cy }, ms);
}

/** How many beats each Tricérata event takes. */
const WEIGHT = {
  lift: 2, sow: 1, relay: 2, capture_due: 1, capture: 3, seizure_due: 1, seize: 3, mort_subite: 4,
  turn_end: 0, game_end: 0,
};

/** The sound of each event (anim.js): stones dropped, lifted, captured or seized. */
const SOUND = { sow: 'drop', lift: 'lift', relay: 'lift', capture: 'capture', seize: 'capture', mort_subite: 'capture' };

/** Tricérata's events on a TricerataRenderer (for anim.js). */
export function tricerataSteps(r) {
  return {
    weight: (e) => WEIGHT[e.type] ?? 1,
    sound: (e) => SOUND[e.type] ?? null,
    state: () => ({ hand: 0 }),
    apply(e, st, beat) {
      switch (e.type) {
        case 'lift':
        case 'relay':
          r.setCount(e.cell, r.getCount(e.cell) - e.stones);
          st.hand = e.stones;
          r.showHand(e.cell, st.hand);
          pulse(r, e.cell, e.type === 'relay' ? 'relay' : 'flash', beat * 3);
          break;
        case 'sow':
          r.setCount(e.cell, r.getCount(e.cell) + 1);
          st.hand = e.hand;
          r.showHand(e.cell, e.hand);
          break;
        case 'capture':
        case 'seize':
          r.setCount(e.cell, 0);
          pulse(r, e.cell, 'captured', beat * 4);
          fly(r, e.cell, e.player, e.stones, beat * 2.5);
          r.setStore(e.player, (r.stores[e.player].n ?? 0) + e.stones);
          break;
        case 'capture_due':
        case 'seizure_due':
          r.hideHand();
          pulse(r, e.cell, 'stop', beat * 3);
          break;
        case 'mort_subite':
          pulse(r, e.cell, 'captured', beat * 6);
          break;
        default:
          r.hideHand();
      }
    },
  };
}
