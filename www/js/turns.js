// How a game's decisions fall into its turns: the review's steps and banner, a friend's link's
// moves of one's own side, and how far Undo goes back. Apart from record.js, which the first
// board loads for the remembered game: only what comes after the first board uses these.

/** The decisions answered so far in a view's game (its record's tokens). */
export function decisions(view) {
  return stepAfterTurn(view?.moves ?? [], Infinity);
}

/**
 * Where step `step` (decisions answered) falls among the turns of `moves`: the turn it is in
 * (1-based; 0 before the first), how many decisions of that turn it has answered, and the
 * turn's length. (The review's banner.)
 */
export function turnOfStep(moves, step) {
  let done = 0;
  for (let i = 0; i < moves.length; i++) {
    const n = moves[i].tokens.length;
    if (step <= done + n && step > done) return { turn: i + 1, answered: step - done, length: n };
    done += n;
  }
  return { turn: 0, answered: 0, length: 0 };
}

/** The step at the end of turn `turn` (1-based) of `moves`. */
export function stepAfterTurn(moves, turn) {
  return moves.slice(0, turn).reduce((n, m) => n + m.tokens.length, 0);
}

/**
 * The decisions that stay after Undo. In a turn under way of a person, only its last decision
 * goes (a misplaced drop of a long path is put right at once); otherwise the last turn of a
 * person goes whole, with the turns `byComputer` played after it: the player is back where
 * that turn began, not in its middle with the computer's answer gone.
 */
export function undoTarget(view, byComputer) {
  const moves = view.moves;
  let left = decisions(view);
  if (view.starts_turn === false && !view.outcome && !byComputer(view.to_move)) return left - 1;
  let i = moves.length - 1;
  while (i >= 0 && byComputer(moves[i].player)) left -= moves[i--].tokens.length;
  return i >= 0 ? left - moves[i].tokens.length : left;
}
