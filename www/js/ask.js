// A modal question: a dialog whose buttons carry the answers in their `value`. Escape gives the
// answer that changes nothing. The dialog is added to the page for the question and removed after.

/**
 * Shows `dialog` (not yet in the page) and resolves the `value` of the button chosen, or
 * `onEscape` when the player presses Escape.
 * @returns {Promise<string>}
 */
export function ask(dialog, onEscape) {
  document.body.append(dialog);
  return new Promise((resolve) => {
    const done = (value) => {
      dialog.close();
      dialog.remove();
      resolve(value);
      // Asked as the page opened (a link's problem), the browser gives the focus back to the
      // page's body: once the answer has been acted on, it goes to the game.
      setTimeout(focusGame);
    };
    dialog.addEventListener('click', (ev) => {
      const value = ev.target.closest('button')?.value;
      if (value) done(value);
    });
    dialog.addEventListener('cancel', (ev) => {
      ev.preventDefault();
      done(onEscape);
    });
    dialog.showModal();
  });
}

/** The focus nowhere (the board drawn again after a question's answer): it goes to the game. */
export async function focusGame() {
  (await keeper()).focusGame();
}

/**
 * The focus keeper, loaded with the turn's buttons after the first board: imported here when
 * used, so that the first board's code does not name it among the files to fetch with a question.
 */
const keeper = () => import('./focus-keeper.js');
