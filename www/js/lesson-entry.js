// The ways into the lessons (lessons.js, loaded at their first use): the "Learn to play"
// buttons and a `learn=` link. Shared by the full page and the embed.

import { loadWords } from './i18n.js';
import { loadSiteStyle } from './style-sheet.js';
import { gameOf } from './games/index.js';

/**
 * @param {object} opts
 * @param {Element} opts.before            the game's main area (hidden while a lesson is shown)
 * @param {HTMLElement|null} [opts.home]  focused when a lesson opened by a link is left
 * @param {() => string} opts.currentGame  the game whose lessons a button opens
 * @param {(e: any) => void} opts.fail     shows an error
 * @param {((game: string) => void)|null} [opts.play]     a new game of `game` (the New game dialog)
 * @param {((game: string) => void)|null} [opts.puzzles]  `game`'s puzzles
 * @returns {{learn: (game: string, lesson?: string|null) => Promise<void>, link: (value: string) => Promise<void>, resume: () => Promise<void>, leave: () => void}}
 */
export function wireLessons({ before, home = null, currentGame, fail, play = null, puzzles = null }) {
  let view = null;
  // The view, its words and its looks, and the lessons of the game asked, all at once: asked by
  // the view once it had come, they were a round trip more each on a slow network
  // (docs/performance.md).
  const load = async (game = null) => {
    const [{ LessonView }] = await Promise.all([
      import('./lessons.js'), loadWords('lessons'), loadSiteStyle('lessons.css'), game && gameOf(game).lessons(),
    ]);
    view ??= new LessonView({ before, home, currentGame, play, puzzles });
    return view;
  };
  return {
    learn: (game, lesson = null) => load(game).then((v) => v.open(game, lesson)).catch(fail),
    link: (value) => load().then((v) => v.openLink(value, currentGame())).catch(fail),
    /** The lesson left, at the step left (its game's; at first, the board's game's lessons). */
    resume: () => load().then((v) => v.open(v.kit?.id ?? currentGame())).catch(fail),
    /** Back to the game, if a lesson is shown. */
    leave: () => view?.leave(),
  };
}
