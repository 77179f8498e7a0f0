// What an engine answers for a match, as opening.js replays it before the engine has come: the
// match's view and geometry, and each legal token of that view played as the next tap. Written
// by the build for each new game it records (tools/record-openings.mjs) and by the page for the
// game it remembers under way (resume.js); the same questions, asked the same way, so that both
// records are the engine's answers word for word.

/**
 * A match as the recorder asks it: each method may answer at once or through a promise.
 * @typedef {object} AskedMatch
 * @property {() => object} view
 * @property {() => object} geometry
 * @property {(token: string) => object} play
 * @property {() => void} dispose
 */

/**
 * The engine's answers for a match of `options` (opening.js's `Opening`): each tap is played on
 * a match of its own, made from the same options, so that no answer depends on another.
 * @param {{create: (options: object) => AskedMatch|Promise<AskedMatch>, version: string, levels: object}} engine
 * @param {object} options
 */
export async function recordAnswers(engine, options) {
  const asked = async (ask) => {
    const match = await engine.create(options);
    try {
      return await ask(match);
    } finally {
      match.dispose();
    }
  };
  const [view, geometry] = await asked(async (match) => [await match.view(), await match.geometry()]);
  const plays = {};
  for (const token of view.legal) plays[token] = await asked((match) => match.play(token));
  return { options, version: engine.version, levels: engine.levels, view, geometry, plays };
}
