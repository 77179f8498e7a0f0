// Mraha wa tso's puzzles (www/puzzles/mraha.json, made by the referee's `puzzles` command): one
// complete turn from a position of a real game, the only best one for its goal, found by trying
// every complete turn. Pure: views in, words' keys out (the kit interface: games/kit.js, Puzzle).

/** The goals the referee writes, each with its words (`puzzle.mraha.goal.<goal>`). */
export const GOALS = ['win', 'no_move', 'capture_most'];

/** The goal in words: an i18n key and its parameters. */
export function goal(puzzle) {
  const known = GOALS.includes(puzzle.goal) ? puzzle.goal : 'capture_most';
  return { key: `puzzle.mraha.goal.${known}`, params: {} };
}

/** What the player has done so far, beside the goal (nothing: a puzzle is one turn). */
export function progress() {
  return null;
}

/**
 * The attempt is over once the player's turn has ended (the other side is to move), or the
 * game. (A turn's record starts with its first decision: a nyumba's question may follow.)
 */
export function done(puzzle, view) {
  return !!view.outcome || (view.moves.length > 0 && view.to_move !== view.moves[0].player);
}

/** The tso a side holds on the board and in its store: `side` is `south` or `north`. */
function seedsOf(view, side) {
  const s = view.setup[side];
  const sum = (row) => row.reduce((a, b) => a + b, 0);
  return sum(s.front) + sum(s.back) + s.hand;
}

/** The tso the mover of `start` took from the opponent by `end`. */
export function taken(start, end) {
  const opponent = start.setup.to_move === 'south' ? 'north' : 'south';
  return seedsOf(start, opponent) - seedsOf(end, opponent);
}

/**
 * The verdict on the player's turn: `start` the puzzle's view, `end` the view after the turn,
 * `best` the view after the puzzle's solution. Right when the turn reaches the goal as the
 * solution does (the solution is the only turn that does, so this is the solution itself).
 * @returns {{right: boolean, key: string, params: object}}
 */
export function judge(puzzle, start, end, best) {
  const mover = start.to_move;
  const wins = (v) => v.outcome?.winners.length === 1 && v.outcome.winners[0] === mover;
  if (puzzle.goal === 'win') {
    return wins(end)
      ? { right: true, key: 'puzzle.mraha.right.win', params: {} }
      : { right: false, key: 'puzzle.mraha.wrong.win', params: {} };
  }
  if (puzzle.goal === 'no_move') {
    return wins(end) && end.outcome.reason === 'no_move'
      ? { right: true, key: 'puzzle.mraha.right.no_move', params: {} }
      : { right: false, key: 'puzzle.mraha.wrong.no_move', params: {} };
  }
  const mine = taken(start, end);
  const most = taken(start, best);
  return mine >= most
    ? { right: true, key: 'puzzle.mraha.right.capture_most', params: { taken: mine } }
    : { right: false, key: 'puzzle.mraha.wrong.capture_most', params: { taken: mine, best: most } };
}
