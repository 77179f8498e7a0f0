// Mraha wa tso in the address and the records: its preset (`preset=kujifunza`) and its switches
// (`s.<name>=<value>`). The bao is the page's default game, so its links name no game: every
// link made before Tricérata existed still opens the same bao game.

export const id = 'mraha';
export const title = 'Mraha wa tso';

/** Whether a link's parameter `key` is one of this game's options (read by `optionsFromParams`). */
export const ownsParam = (key) => key === 'preset' || key.startsWith('s.');

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

/**
 * The name of the recorded opening that answers `options`, a new game (tools/record-openings.mjs,
 * www/js/opening.js): a preset with none of its switches changed is named by its preset; any
 * other game has none (null).
 */
export function openingName(options) {
  return Object.keys(options.switches ?? {}).length ? null : options.preset ?? null;
}

/** The new games the build records, from the game's catalogue entry: one per preset. */
export function recordedStarts(entry) {
  const presets = entry.options.find((o) => o.id === 'preset')?.values ?? [];
  return presets.map((v) => optionsFromParams(new URLSearchParams({ preset: v.id })));
}

/** Two seats, South and North. */
export function seatCount() {
  return 2;
}
