// Tricérata's puzzles (www/puzzles/tricerata.json, made by the referee's `puzzles` command):
// solitaires, to be emptied in `par` turns, the fewest the solver proved possible. Pure: views
// in, words' keys out (the kit interface: games/kit.js, Puzzle).

/** The goal in words: an i18n key and its parameters. */
export function goal(puzzle) {
  return { key: 'puzzle.tricerata.goal', params: { par: puzzle.par } };
}

/** The turns played so far against the par. */
export function progress(puzzle, view) {
  return { key: 'puzzle.tricerata.progress', params: { turns: view.turns, par: puzzle.par } };
}

/**
 * The attempt is over when the game is (the board is empty), or as soon as par turns are played
 * with stones left: par can no longer be made, and a solitaire may take many more turns to
 * empty, which would only put the verdict off.
 */
export function done(puzzle, view) {
  return !!view.outcome || view.turns >= puzzle.par;
}

/**
 * The verdict on the player's game: right when the board was emptied in `par` turns (it cannot
 * be fewer: the par is proven); wrong when it was emptied in more, when the game ended another
 * way, or when stones are left after `par` turns (see `done`).
 * @returns {{right: boolean, key: string, params: object}}
 */
export function judge(puzzle, start, end) {
  const turns = end.outcome?.turns ?? end.turns;
  if (!end.outcome) {
    return { right: false, key: 'puzzle.tricerata.wrong.stones_left', params: { turns, par: puzzle.par } };
  }
  if (end.outcome.reason !== 'board_empty') {
    return { right: false, key: 'puzzle.tricerata.wrong.not_empty', params: { turns, par: puzzle.par } };
  }
  return turns <= puzzle.par
    ? { right: true, key: 'puzzle.tricerata.right', params: { turns } }
    : { right: false, key: 'puzzle.tricerata.wrong', params: { turns, par: puzzle.par } };
}
