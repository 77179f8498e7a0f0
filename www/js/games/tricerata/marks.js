// The last turn on a Tricérata board, drawn from the engine's events of that turn: the cell
// lifted, the path of the drops (a line through the cells in order, relays ringed), the cells
// captured or seized. Marks stay until the next turn; review can draw any turn the same way.

import { svg, clear } from '../../svg.js';

/** The marks of one turn, as cells: plain data (easy to test, to redraw). */
export function turnMarks(events) {
  const marks = { start: null, path: [], relays: [], taken: [] };
  for (const e of events) {
    if (e.type === 'lift' && marks.start === null) {
      marks.start = e.cell;
      marks.path.push(e.cell);
    } else if (e.type === 'sow') marks.path.push(e.cell);
    else if (e.type === 'relay') marks.relays.push(e.cell);
    else if (e.type === 'capture' || e.type === 'seize') marks.taken.push(e.cell);
  }
  return marks;
}

/**
 * Draws a turn's marks into `layer` (emptied first; no events: nothing). `at(cell)` is a cell's
 * centre, `unit` the cells' inner radius (SVG units).
 */
export function drawTurnMarks(layer, events, at, unit) {
  clear(layer);
  if (!events.length) return;
  const m = turnMarks(events);
  const ring = (cell, cls, r) => {
    const c = at(cell);
    if (c) layer.append(svg('circle', { class: `mark ${cls}`, cx: c.x, cy: c.y, r: r.toFixed(1), 'data-mark-cell': cell }));
  };
  const points = m.path.map(at).filter(Boolean);
  if (points.length > 1) {
    layer.append(svg('polyline', {
      class: 'mark mark-path',
      points: points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '),
      'stroke-width': (unit * 0.14).toFixed(1),
    }));
    ring(m.path.at(-1), 'mark-sown', unit * 0.35);
  }
  for (const cell of m.relays) ring(cell, 'mark-relay', unit * 0.8);
  for (const cell of m.taken) ring(cell, 'mark-captured', unit * 0.85);
  if (m.start !== null) ring(m.start, 'mark-start', unit * 0.9);
}
