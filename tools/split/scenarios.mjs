// What each engine is asked, for splitting it (tools/split-engine.mjs):
//   - `firstBoard`: what the page asks before it draws the first board and at its first tap —
//     the engine's version and the seat levels, a match from the options a page opens with (a
//     link, or the game remembered there with its moves), its view, geometry, text and record,
//     and each choice it offers played. The functions these run are the first part; the rest
//     is fetched once the board is drawn.
//   - `everything`: the same, plus what only comes later or rarely: seeded random games played
//     as the page plays them (view, play, play_all, undo, redo), the whole catalogue, text
//     forms, refused options and tokens, finishing a sowing. The split engine must answer all
//     of it exactly as the whole one does (compared by the tool).
// Both record every answer (or thrown error) as JSON, in order.

/** A small seeded generator (xorshift32): the same choices for the same answers. */
function chooser(seed) {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s % n;
  };
}

/** Calls `fn`, recording its answer or the error it throws. */
function recorder() {
  const log = [];
  const ask = (fn) => {
    try {
      const answer = fn();
      log.push(JSON.stringify(answer ?? null));
      return answer;
    } catch (e) {
      log.push(`thrown ${JSON.stringify(e)}`);
      return undefined;
    }
  };
  return { log, ask };
}

/**
 * Plays `games` seeded random games of `options` through the match handle as the page does,
 * with an undo and a redo now and then and, where the game has several decisions a turn, a
 * whole turn answered at once (play_all) as the computer's turns are.
 */
function randomGames(glue, ask, options, games, seed, maxDecisions) {
  const below = chooser(seed);
  for (let g = 0; g < games; g += 1) {
    const m = ask(() => glue.Match.create(options)) ?? null;
    if (!m) continue;
    let view = ask(() => m.view());
    for (let d = 0; d < maxDecisions && view && !view.outcome && view.legal.length; d += 1) {
      const token = view.legal[below(view.legal.length)];
      const played = below(8) === 0 ? ask(() => m.play_all([token])) : ask(() => m.play(token));
      view = played?.view;
      if (below(16) === 0) {
        ask(() => m.undo());
        view = ask(() => m.redo())?.view;
      }
    }
    ask(() => m.text());
    ask(() => m.tokens());
    m.free();
  }
}

/**
 * A match made the way the page makes its first board, its first questions, then each choice
 * the board offers played as the first tap (on a match of its own).
 */
function firstBoardOf(glue, ask, options) {
  const m = ask(() => glue.Match.create(options));
  if (!m) return;
  const view = ask(() => m.view());
  ask(() => m.geometry());
  ask(() => m.text());
  ask(() => m.tokens());
  ask(() => m.game());
  m.free();
  for (const token of view?.legal ?? []) {
    const tapped = glue.Match.create(options);
    ask(() => tapped.play(token));
    tapped.free();
  }
}

/** The first moves of a seeded random game of `options`: a remembered game to reopen. */
function someMoves(glue, options, count, seed) {
  const below = chooser(seed);
  const m = glue.Match.create(options);
  for (let i = 0; i < count; i += 1) {
    const view = m.view();
    if (view.outcome || !view.legal.length) break;
    m.play(view.legal[below(view.legal.length)]);
  }
  const tokens = m.tokens();
  m.free();
  return tokens;
}

// The first boards a page opens with: the default game, each preset or board (a link, a
// game remembered there). Games with their own switches are rarer: they are checked with the
// rest (`others`), and their first board fetches the later part if it needs it.
const MRAHA_OPENINGS = [
  {},
  { game: 'mraha', preset: 'mraha', switches: {} },
  { game: 'mraha', preset: 'zanzibar', switches: {} },
  { game: 'mraha', preset: 'kujifunza', switches: {} },
];
const MRAHA_OTHERS = [
  { game: 'mraha', preset: 'mraha', switches: { takasia: 'on', first_player: 'north' } },
  { game: 'mraha', preset: 'zanzibar', switches: { nyumba_stop: 'optional', central_entry: 'free' } },
];

const TRICERATA_OPENINGS = [
  { game: 'tricerata', board: 'triangle:4', players: 2, stones: 1, mort_subite: false },
  { game: 'tricerata', board: 'triangle:6', players: 3, stones: 2, mort_subite: false },
  { game: 'tricerata', board: 'square:5', players: 4, stones: 1, mort_subite: false },
  { game: 'tricerata', board: 'hex:3', players: 6, stones: 3, mort_subite: false },
  { game: 'tricerata', board: 'triangle:3', players: 1, stones: 1, mort_subite: false },
];
const TRICERATA_OTHERS = [
  { game: 'tricerata', board: 'square:5', players: 4, stones: 1, mort_subite: true },
  { game: 'tricerata', board: 'hex:2', players: 2, stones: 2, mort_subite: true },
];

/**
 * Per game: the options a first board opens with, other options checked alike, and how long
 * a random game may run.
 */
const GAMES = {
  mraha: { openings: MRAHA_OPENINGS, others: MRAHA_OTHERS, games: 60, maxDecisions: 400 },
  tricerata: { openings: TRICERATA_OPENINGS, others: TRICERATA_OTHERS, games: 12, maxDecisions: 600 },
};

/** What the page asks of the engine of `game` until its first board is drawn, and its first tap. */
export function firstBoard(glue, game) {
  const { log, ask } = recorder();
  ask(() => glue.version());
  ask(() => glue.levels());
  GAMES[game].openings.forEach((options, i) => {
    firstBoardOf(glue, ask, options);
    firstBoardOf(glue, ask, { ...options, moves: someMoves(glue, options, 12 + i, i + 1) });
  });
  return log;
}

/** Everything the engine answers, the rare and the refused included. */
export function everything(glue, game) {
  const { log, ask } = recorder();
  log.push(...firstBoard(glue, game));
  ask(() => glue.catalogue());
  const { openings: firstOnes, others, games, maxDecisions } = GAMES[game];
  const openings = [...firstOnes, ...others];
  others.forEach((options, i) => {
    firstBoardOf(glue, ask, options);
    firstBoardOf(glue, ask, { ...options, moves: someMoves(glue, options, 12 + i, i + 1) });
  });
  openings.forEach((options, i) => randomGames(glue, ask, options, games, i + 1, maxDecisions));
  const refused = [
    { game: 'nope' }, { game, preset: 'nope' }, { game, board: 'circle:3' }, { game, board: 'triangle:99' },
    { game, players: 0 }, { game, stones: 9 }, { game, switches: { takasia: 'maybe' } }, { game, moves: ['Z9'] },
    { text: 'not a position' }, { text: '' }, { game, moves: 'A1' }, 7, null,
  ];
  for (const options of refused) ask(() => glue.Match.create(options)?.view());
  openings.forEach((options, i) => {
    const m = glue.Match.create({ ...options, moves: someMoves(glue, options, 20 + i, 100 + i) });
    const text = ask(() => m.text());
    ask(() => glue.Match.create({ text })?.view());
    ask(() => m.play('not a token'));
    ask(() => m.play_all(['A1', 'Z9']));
    ask(() => m.finish_sowing());
    ask(() => m.redo());
    for (let u = 0; u < 3; u += 1) ask(() => m.undo());
    ask(() => m.redo());
    ask(() => m.view());
    m.free();
  });
  return log;
}
