// Mraha's animation steps: how each event of the engine's trace is played on the bao, seed by
// seed (lift, drops, captures flying over to the facing pit and on to the kotso, relays, the
// nyumba). Which pit faces which is the engine's (the renderer's topology).

import { svg } from '../../svg.js';
import { pulseAt, flyGroup } from '../../anim-play.js';

/** Briefly rings a pit of renderer `r` (`flash`, `captured`, `relay`, `stop`), fading. */
function pulse(r, name, kind, ms) {
  const c = r.pitCentre(name);
  pulseAt(r.fx, c.x, c.y, r.pitR + 6, kind, ms);
}

/** Seeds flying from one place (a pit's name or a point) to another on renderer `r`. */
function fly(r, from, to, n, ms) {
  const a = typeof from === 'string' ? r.pitCentre(from) : from;
  const b = typeof to === 'string' ? r.pitCentre(to) : to;
  const group = svg('g', { class: 'flying' });
  r.drawSeeds(group, Math.min(n, 6), n + 7);
  flyGroup(r, group, a, b, ms);
}

/** Where a player's hand tray is on renderer `r` (namua seeds come from it). */
function trayPoint(r, player) {
  const { well } = r.trays[player];
  return { x: well.x + well.w / 2, y: well.y + well.h / 2 };
}

/** How many "beats" each event takes (a dropped seed is one). */
const WEIGHT = {
  place: 2, lift: 2, tax: 2, sow: 1, capture: 3, enter: 2, relay: 2,
  nyumba_destroyed: 1, nyumba_stop: 2, takasia_stop: 2, decision: 0, turn_end: 0, game_end: 0,
};

/** The sound of each event (anim.js): seeds dropped, lifted, captured. */
const SOUND = { place: 'drop', sow: 'drop', lift: 'lift', tax: 'lift', relay: 'lift', capture: 'capture' };

/** Mraha's events on a MrahaRenderer (for anim.js). */
export function mrahaSteps(r) {
  return {
    weight: (e) => WEIGHT[e.type] ?? 1,
    sound: (e) => SOUND[e.type] ?? null,
    state: (before) => ({ mover: before.to_move, hand: 0, at: null }),
    apply(e, st, beat) {
      const add = (pit, n) => r.setCount(pit, r.getCount(pit) + n);
      switch (e.type) {
        case 'place':
          fly(r, trayPoint(r, st.mover), e.pit, 1, beat * 1.8);
          r.setHand(st.mover, Math.max(0, (r.trays[st.mover].n ?? 1) - 1));
          add(e.pit, 1);
          pulse(r, e.pit, 'flash', beat * 3);
          break;
        case 'lift':
        case 'tax':
        case 'relay':
          add(e.pit, -e.seeds);
          st.hand = e.seeds;
          st.at = e.pit;
          r.showHand(e.pit, st.hand);
          pulse(r, e.pit, e.type === 'relay' ? 'relay' : 'flash', beat * 3);
          break;
        case 'sow':
          add(e.pit, 1);
          st.hand = Math.max(0, st.hand - 1);
          st.at = e.pit;
          r.showHand(e.pit, st.hand);
          break;
        case 'capture': {
          // The opponent's pit is emptied; its seeds come over to the mover's facing pit.
          const facing = r.topo.faces(e.pit);
          r.setCount(e.pit, 0);
          pulse(r, e.pit, 'captured', beat * 4);
          fly(r, e.pit, facing, e.seeds, beat * 2.5);
          st.hand = e.seeds;
          st.at = facing;
          r.hideHand();
          break;
        }
        case 'enter':
          // The captured seeds go to the kotso, where the sowing starts.
          if (st.at) fly(r, st.at, e.kotso, e.seeds, beat * 1.8);
          st.hand = e.seeds;
          st.at = e.kotso;
          r.showHand(e.kotso, st.hand);
          pulse(r, e.kotso, 'flash', beat * 3);
          break;
        case 'nyumba_destroyed':
          r.setNyumba(r.topo.owner(e.pit), false, false);
          pulse(r, e.pit, 'captured', beat * 3);
          break;
        case 'nyumba_stop':
        case 'takasia_stop':
          pulse(r, e.pit, 'stop', beat * 4);
          r.hideHand();
          break;
        default:
          r.hideHand();
      }
    },
  };
}
