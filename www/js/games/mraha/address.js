// Mraha wa tso in the address and the records: its preset (`preset=kujifunza`) and its switches
// (`s.<name>=<value>`). The bao is the page's default game, so its links name no game: every
// link made before Tricérata existed still opens the same bao game.

export const id = 'mraha';
export const title = 'Mraha wa tso';

/** The options a link's parameters ask for (without `moves` and `seats`). */
export function optionsFromParams(p) {
  const switches = {};
  for (const [k, v] of p) if (k.startsWith('s.')) switches[k.slice(2)] = v;
  return { game: id, preset: p.get('preset') || 'mraha', switches };
}

/** Writes a match's options into `p` (the inverse of `optionsFromParams`). */
export function writeParams(options, p) {
  p.set('preset', options.preset || 'mraha');
  for (const [k, v] of Object.entries(options.switches ?? {})) p.set(`s.${k}`, String(v));
}

/** Two seats, South and North. */
export function seatCount() {
  return 2;
}
