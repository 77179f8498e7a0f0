// The ways into the lessons (lessons.js, loaded at their first use): the "Learn to play"
// buttons and a `learn=` link. Shared by the full page and the embed.

/**
 * @param {object} opts
 * @param {Element} opts.before            the game's main area (hidden while a lesson is shown)
 * @param {HTMLElement|null} [opts.home]  focused when a lesson opened by a link is left
 * @param {() => string} opts.currentGame  the game whose lessons a button opens
 * @param {(e: any) => void} opts.fail     shows an error
 * @returns {{learn: (game: string, lesson?: string|null) => Promise<void>, link: (value: string) => Promise<void>}}
 */
export function wireLessons({ before, home = null, currentGame, fail }) {
  let view = null;
  const load = async () => {
    const { LessonView } = await import('./lessons.js');
    view ??= new LessonView({ before, home });
    return view;
  };
  return {
    learn: (game, lesson = null) => load().then((v) => v.open(game, lesson)).catch(fail),
    link: (value) => load().then((v) => v.openLink(value, currentGame())).catch(fail),
  };
}
