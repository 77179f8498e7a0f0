// The analysis's arithmetic, apart from the page (tested by tests/js/judge.test.mjs): from the
// computer's judgement of each position of a game (crate/src/ai/evaluate.rs: the player to
// move, each player's value, the computer's turn and the value after it), what each turn cost
// its player and the curve of the graph. Values are hundredths of a seed (or a stone).

/** A won or lost game is worth ±WIN to the evaluator; the graph and the losses stop at CLAMP. */
export const CLAMP = 2000;

/** A turn that costs its player this much (against the computer's turn) is an inaccuracy… */
export const INACCURACY = 150;
/** …and this much, a mistake. */
export const MISTAKE = 400;

const clamp = (v) => Math.max(-CLAMP, Math.min(CLAMP, v));

/**
 * What each turn of `moves` cost its player: `judged[i]` judges the position before turn i+1
 * (`judged[moves.length]` the final one; missing ones are not judged yet). Returns, per turn,
 * null (not judged) or `{loss, kind, better}`: kind 'mistake', 'inaccuracy' or null, `better`
 * the computer's turn (its tokens) when the kind is set.
 */
export function verdicts(moves, judged) {
  return moves.map((m, i) => {
    const before = judged[i];
    const after = judged[i + 1];
    if (!before || !after) return null;
    const player = before.player;
    const same = before.best.join(' ') === m.tokens.join(' ');
    const loss = same ? 0 : Math.max(0, clamp(before.best_value) - clamp(after.values[player]));
    const kind = loss >= MISTAKE ? 'mistake' : loss >= INACCURACY ? 'inaccuracy' : null;
    return { loss, kind, better: kind ? before.best : null };
  });
}

/**
 * The graph's points: for each position judged, the advantage of player `p` (the one the board
 * is seen from) — his value less the best of the others' — clamped; null where not judged yet.
 */
export function advantages(judged, p = 0) {
  return judged.map((j) => {
    if (!j) return null;
    const others = j.values.filter((_, q) => q !== p);
    const v = others.length ? j.values[p] - Math.max(...others) : j.values[p];
    return clamp(v);
  });
}
