// The bao's topology as the engine describes it (`Match.geometry()`, `semailles describe --game
// mraha`): every pit with its owner, its place in its owner's sowing loop, its neighbours along
// the loop, the pit it faces across the groove, its roles (nyumba, kotso) and its column and
// row on the wide board. The page reads these facts here and never writes them again.
//
// Plain data and functions (no page, no engine), so Node's test runner loads it with a
// geometry fixture.

/**
 * @typedef {object} Topology
 * @property {string[]} pits                  every pit, South's loop then North's
 * @property {(pit: string) => number} owner  0 = South, 1 = North
 * @property {(pit: string) => number} loop   the pit's index in its owner's loop (0…15)
 * @property {(player: number, k: number) => string} pitAt  the pit of loop index k
 * @property {(pit: string, dir: 'L'|'R') => string} next  the neighbour a sowing reaches
 * @property {(pit: string) => string|null} faces  the opponent's pit across the groove (front rows)
 * @property {(player: number) => string} nyumba
 * @property {string[]} kotso                 the four kotso pits
 * @property {(pit: string) => {col: number, row: number}} cell  on the wide board, from the top left
 * @property {(pit: string) => boolean} isNyumba
 * @property {(pit: string) => string} label  the name the notation writes (`A1`, `b8`)
 */

/** @returns {Topology} the topology of a geometry whose places are the bao's. */
export function topology(geometry) {
  const places = geometry.places.filter((p) => p.kind === 'pit');
  const byId = new Map(places.map((p) => [p.id, p]));
  const place = (pit) => {
    const p = byId.get(pit);
    if (!p) throw new Error(`no pit ${pit} on this board`);
    return p;
  };
  const loops = [0, 1].map((player) => places
    .filter((p) => p.owner === player)
    .sort((a, b) => a.loop - b.loop)
    .map((p) => p.id));
  const withRole = (role) => places.filter((p) => p.roles.includes(role)).map((p) => p.id);
  const nyumbas = withRole('nyumba');
  return {
    pits: [...loops[0], ...loops[1]],
    owner: (pit) => place(pit).owner,
    loop: (pit) => place(pit).loop,
    pitAt: (player, k) => loops[player][k],
    next: (pit, dir) => place(pit).next[dir],
    faces: (pit) => place(pit).faces ?? null,
    nyumba: (player) => nyumbas.find((id) => place(id).owner === player),
    isNyumba: (pit) => nyumbas.includes(pit),
    label: (pit) => place(pit).label ?? pit,
    kotso: withRole('kotso'),
    cell: (pit) => {
      const [col, row] = place(pit).at;
      return { col, row };
    },
  };
}
