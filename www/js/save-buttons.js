// The full page's "Share and save" buttons: copy the link, its QR code (qr.js), save the game
// to a file and open one (record-file.js). Wired once the first board is drawn (page.js); the
// modules behind each button load when it is first pressed.

import { t } from './i18n.js';
import { playerName } from './ui.js';
import { seatsRefused } from './seat-list.js';
import { loadPanelStyle } from './style-sheet.js';
import { html } from './svg.js';

const $ = (id) => document.getElementById(id);

/**
 * Repeats beside *Open a game…* what the page just said under the board (`ui.message`): on a
 * phone the panel is a screen below the board, and a refused file would otherwise say nothing
 * where the player is looking. Not a live region: the message under the board is announced.
 */
function sayBeside(ui) {
  let note = $('save-note');
  if (!note) {
    note = html('p', { id: 'save-note', class: 'message save-note' });
    $('btn-import').parentElement.after(note);
  }
  note.textContent = ui.message.textContent;
  note.hidden = false;
  note.classList.toggle('refused', ui.message.classList.contains('refused'));
}

/** What the engine refuses in a record, and the nearest game (link-problem.js, on demand). */
async function repairOf(search) {
  return (await import('./link-problem.js')).repairOf(search);
}

/**
 * Copy link, its QR code, export (JSON and text) and import of a whole game record; a refused
 * record is shown to `problem` with its nearest valid game. `leave` ends a game by link or the
 * puzzles, and holds the address and the game remembered where they are until the release it
 * returns: a file's question open, a reload still finds the player's game. `link`: the link
 * Copy link and the QR code give (the address; a game by link's own while one is on).
 */
export function wireSaving(controller, ui, problem, leave, link = () => location.href) {
  const stamp = () => new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  // A download says nothing by itself to one who cannot see the browser's bar: the file's name
  // is said, as a copied link is.
  const saved = (download, name, type, body) => {
    download(name, type, body);
    ui.say(t('save.saved', { name }), 'info');
  };
  $('btn-link').addEventListener('click', async () => {
    const url = link();
    try {
      await navigator.clipboard.writeText(url);
      ui.say(t('save.copied'), 'info');
    } catch {
      ui.say(t('save.copy_here', { url }), 'info');
    }
  });
  $('btn-qr').addEventListener('click', async () => {
    const url = link();
    // Its looks asked with it (asked by qr.js, they would come one round trip later).
    const [{ showQr }] = await Promise.all([import('./qr.js'), loadPanelStyle()]);
    showQr(url);
  });
  // Saving to a file and opening one (record-file.js): loaded when first asked.
  const records = () => import('./record-file.js');
  $('btn-export-json').addEventListener('click', async () => {
    const { recordJson, download } = await records();
    const { options, tokens } = controller.record();
    const json = JSON.stringify(recordJson(options, tokens, controller.view), null, 1);
    saved(download, `semailles-${options.game}-${stamp()}.json`, 'application/json', json);
  });
  $('btn-export-text').addEventListener('click', async () => {
    const { recordText, download } = await records();
    const { options, tokens } = controller.record();
    const view = controller.view;
    const text = recordText(options, tokens, view, (p) => playerName(view, p), (n, player, move) => t('save.turn_line', { n, player, move }));
    saved(download, `semailles-${options.game}-${stamp()}.txt`, 'text/plain', text);
  });
  const file = $('import-file');
  $('btn-import').addEventListener('click', () => file.click());
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (!chosen) return;
    if ($('save-note')) $('save-note').hidden = true; // the last file's outcome
    const { parseRecord, recordQuery } = await records();
    let record;
    try {
      record = parseRecord(await chosen.text());
    } catch (e) {
      // Empty, cut short or damaged, of another version, or no record at all: said apart.
      ui.say(t(`save.${e.code}`, { version: e.version }), 'refused');
      sayBeside(ui);
      return;
    }
    // The game on the board, which a file with a refused part leaves as it is if the player
    // so chooses.
    const before = controller.record();
    const release = leave();
    try {
      let found = null;
      try {
        await controller.start(record);
      } catch {
        // A part of the record is refused: the nearest game, and what was refused.
        found = await repairOf(recordQuery(record));
        try {
          await controller.start(found?.nearest ?? { ...record, moves: [] });
        } catch (e) {
          ui.engineError(e);
          sayBeside(ui);
          return;
        }
      }
      // Seats the page could not give as asked are refused too (people meanwhile), as in a link.
      const seats = seatsRefused(Array.isArray(record.seats) ? record.seats.join('.') : '', controller.seats);
      if (seats) (found ??= { problems: [], nearest: record }).problems.push(seats);
      // The refused parts and the nearest game are said in a dialog, over the page.
      if (found) {
        if ((await problem(found, 'record')) === 'keep') {
          await controller.start({ ...before.options, moves: before.tokens }).catch((e) => ui.engineError(e));
        }
      } else {
        ui.say(t('save.opened'), 'info');
        sayBeside(ui);
      }
    } finally {
      release();
    }
  });
}

