// Tricérata's animation steps: how each event of the engine's trace is played on the board
// (lifts, drops one by one, relays, captures and seizures flying to a store, Mort subite).

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
          r.pulse(e.cell, e.type === 'relay' ? 'relay' : 'flash', beat * 3);
          break;
        case 'sow':
          r.setCount(e.cell, r.getCount(e.cell) + 1);
          st.hand = e.hand;
          r.showHand(e.cell, e.hand);
          break;
        case 'capture':
        case 'seize':
          r.setCount(e.cell, 0);
          r.pulse(e.cell, 'captured', beat * 4);
          r.fly(e.cell, e.player, e.stones, beat * 2.5);
          r.setStore(e.player, (r.stores[e.player].n ?? 0) + e.stones);
          break;
        case 'capture_due':
        case 'seizure_due':
          r.hideHand();
          r.pulse(e.cell, 'stop', beat * 3);
          break;
        case 'mort_subite':
          r.pulse(e.cell, 'captured', beat * 6);
          break;
        default:
          r.hideHand();
      }
    },
  };
}
