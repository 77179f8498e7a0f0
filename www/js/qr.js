// A QR code of a link (a game, a game by link, later a lesson or a puzzle) for a classroom or an
// exhibition stand: scanned by a phone, it opens the same page. The code is computed by a small
// library vendored in www/vendor/uqr/ (its licence beside it) and drawn here as SVG squares.
// Loaded on demand, with the library: the first board never fetches either.

import { encode } from '../vendor/uqr/uqr.mjs';
import { t } from './i18n.js';
import { html, svg } from './svg.js';
import { loadPanelStyle } from './style-sheet.js';

/** The SVG of a QR code of `text` (with its quiet zone of 4 modules). */
export function qrSvg(text) {
  const { size, data } = encode(text, { ecc: 'L', border: 4 });
  const d = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y][x]) d.push(`M${x},${y}h1v1h-1z`);
  }
  return svg('svg', { viewBox: `0 0 ${size} ${size}`, class: 'qr-code', role: 'img', 'aria-label': t('qr.label'), 'data-size': size }, [
    svg('rect', { width: size, height: size, fill: '#fff' }),
    svg('path', { d: d.join(''), fill: '#000', 'shape-rendering': 'crispEdges' }),
  ]);
}

/** Shows a dialog with the QR code of `url` and the link itself (once its looks are loaded). */
export async function showQr(url) {
  await loadPanelStyle();
  let code;
  try {
    code = qrSvg(url);
  } catch {
    // Past what a QR code holds (about 2,900 characters): the link alone.
    code = html('p', { class: 'message refused' }, [t('qr.too_long')]);
  }
  const dialog = html('dialog', { id: 'qr', class: 'dialog qr', 'aria-labelledby': 'qr-title' }, [
    html('h2', { id: 'qr-title' }, [t('qr.title')]),
    html('p', { class: 'muted' }, [t('qr.help')]),
    code,
    html('p', { class: 'qr-link' }, [html('a', { href: url }, [url])]),
    html('div', { class: 'dialog-buttons' }, [
      html('button', { type: 'button', class: 'btn primary', id: 'qr-close' }, [t('btn.close')]),
    ]),
  ]);
  document.body.append(dialog);
  dialog.querySelector('#qr-close').addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  dialog.showModal();
}
