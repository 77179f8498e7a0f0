// A modal question: a dialog whose buttons carry the answers in their `value`. Escape gives the
// answer that changes nothing. The dialog is added to the page for the question and removed after.

/**
 * Shows `dialog` (not yet in the page) and resolves the `value` of the button chosen, or
 * `onEscape` when the player presses Escape.
 * @returns {Promise<string>}
 */
export function ask(dialog, onEscape) {
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
    if (!hostHasKeyboard()) {
      document.body.append(dialog);
      dialog.showModal();
      return;
    }
    // Opened, even modal, the dialog would take the host's keyboard and scroll it to the frame:
    // it is shown in place (panels.css), its autofocus put aside (the browser refuses it in a
    // frame, with an error), and made modal once the player comes into the frame (the click
    // that does so lands on the same button: the dialog does not move).
    const autofocus = [...dialog.querySelectorAll('[autofocus]')];
    for (const el of autofocus) el.removeAttribute('autofocus');
    dialog.classList.add('in-place');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    addEventListener('focus', () => {
      if (!dialog.isConnected) return;
      dialog.removeAttribute('open');
      dialog.classList.remove('in-place');
      for (const el of autofocus) el.setAttribute('autofocus', '');
      dialog.showModal();
      // Come in by a click beside its buttons (its text, the dimmed board), the focus is left
      // on the dialog or the page once the click is done: it goes to the answer Enter gives.
      setTimeout(() => {
        if (dialog.open && !dialog.querySelector(':focus')) (autofocus[0] ?? dialog.querySelector('button'))?.focus();
      });
    }, { once: true });
  });
}

/**
 * Whether this page is in a frame whose host page has the keyboard (an embed opening on a
 * lesson or a link's problem): a focus taken here would take it from the host, and scroll the
 * host to the frame, while someone types elsewhere.
 */
export function hostHasKeyboard() {
  return self !== top && !document.hasFocus();
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
