// How far Undo goes back, from the game's record and who plays each seat: apart from record.js,
// which the first board loads, since only the controller's later part (controller-later.js) uses it.

import { decisions } from './record.js';

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
