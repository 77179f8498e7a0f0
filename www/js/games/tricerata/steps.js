// Tricérata's animation steps: how each event of the engine's trace is played on the board
// (lifts, drops one by one, relays, captures and seizures flying to a store, Mort subite).

import { svg } from '../../svg.js';

/** Briefly rings a cell of renderer `r` (`flash`, `captured`, `relay`, `stop`), fading. */
function pulse(r, id, kind, ms = 600) {
  const cell = r.cells.get(id);
  if (!cell) return;
  const ring = svg('circle', { class: `pulse ${kind}`, cx: cell.cx, cy: cell.cy, r: r.unit * 0.9 });
  r.fx.append(ring);
  if (!ring.animate || ms <= 0) {
    ring.remove();
    return;
  }
  ring.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ms, easing: 'ease-out' })
    .finished.catch(() => {}).then(() => ring.remove());
}

/** Stones flying from a cell to a store on renderer `r` (its `stopEffects` ends every flight). */
function fly(r, fromCell, toPlayer, n, ms) {
  const a = r.cells.get(fromCell);
  const b = r.stores[toPlayer];
  if (!a || !b || !r.root.animate) return;
  const group = svg('g', { class: 'flying' });
  for (let i = 0; i < Math.min(n, 5); i++) {
    group.append(svg('circle', { class: 'stone', r: r.unit * 0.2, cx: (i - 2) * r.unit * 0.15, cy: 0 }));
  }
  r.fx.append(group);
  const anim = group.animate(
    [{ transform: `translate(${a.cx}px, ${a.cy}px)` }, { transform: `translate(${b.cx}px, ${b.cy}px)` }],
    { duration: ms, easing: 'ease-in-out', fill: 'forwards' },
  );
  r.flights ??= new Set();
  r.flights.add(anim);
  anim.finished.catch(() => {}).then(() => {
    r.flights.delete(anim);
    group.remove();
  });
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
