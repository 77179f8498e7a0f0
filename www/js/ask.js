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
