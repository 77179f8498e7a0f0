// The options a game's rules never consult, as its engine says: a preset's `unused` in the
// catalogue (Bao la Kujifunza starts with nothing in hand and no nyumba: its namua and nyumba
// switches change nothing). The New game dialog greys them; the rules beside the board leave
// them out.

/**
 * The ids of the options that `rules` (a view's, or the dialog's `{[preset option's id]: value}`)
 * never consult, from the game's catalogue `entry`; none when it has no presets.
 */
export function unusedOptions(entry, rules) {
  const preset = entry?.options.find((o) => o.group === 'preset');
  return preset?.values.find((v) => v.id === rules?.[preset.id])?.unused ?? [];
}
