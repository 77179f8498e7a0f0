// Tricérata in the address and the records: `game=tricerata`, its board (`triangle:4`), the
// number of players, stones per place and Mort subite (`mort_subite=on`, left out when off).

export const id = 'tricerata';
export const title = 'Tricérata';

/** The options a link's parameters ask for (without `moves` and `seats`). */
export function optionsFromParams(p) {
  return {
    game: id,
    board: p.get('board') || 'triangle:4',
    players: Number(p.get('players') || 2),
    stones: Number(p.get('stones') || 1),
    mort_subite: p.get('mort_subite') === 'on',
  };
}

/** Writes a match's options into `p` (the inverse of `optionsFromParams`). */
export function writeParams(options, p) {
  p.set('game', id);
  p.set('board', options.board);
  p.set('players', String(options.players));
  p.set('stones', String(options.stones));
  if (options.mort_subite) p.set('mort_subite', 'on');
}

/** One seat per player. */
export function seatCount(view) {
  return view.players;
}
