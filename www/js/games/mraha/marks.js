// The last turn on the bao, drawn from the engine's events of that turn (its trace): where it
// started (the pit lifted, or the pit a namua seed was put in), every pit it sowed, its relays,
// the pits it captured and the kotso where the captured seeds entered, with a line from each
// captured pit to the kotso its seeds entered by. Marks stay until the next turn; review can
// draw any turn the same way.

import { svg, clear } from '../../svg.js';

/** The marks of one turn, as places: plain data, so it is easy to test and to redraw. */
export function turnMarks(events) {
  const marks = { start: null, sown: new Set(), relays: new Set(), captured: [], entered: [] };
  let lastCapture = null;
  for (const e of events) {
    if ((e.type === 'lift' || e.type === 'tax' || e.type === 'place') && !marks.start) marks.start = e.pit;
    else if (e.type === 'sow') marks.sown.add(e.pit);
    else if (e.type === 'relay') marks.relays.add(e.pit);
    else if (e.type === 'capture') {
      lastCapture = e.pit;
      marks.captured.push(e.pit);
    } else if (e.type === 'enter') {
      marks.entered.push({ from: lastCapture, kotso: e.kotso });
    }
  }
  return marks;
}

/**
 * Draws a turn's marks into `layer` (emptied first; no events: nothing). `at(pit)` is a pit's
 * centre on the drawn board.
 */
export function drawTurnMarks(layer, events, at, pitR) {
  clear(layer);
  if (!events.length) return;
  const m = turnMarks(events);
  const ring = (pit, cls, r = pitR + 7) => {
    const c = at(pit);
    layer.append(svg('circle', { class: `mark ${cls}`, cx: c.x, cy: c.y, r, 'data-mark-pit': pit }));
  };
  for (const pit of m.sown) if (pit !== m.start) ring(pit, 'mark-sown', pitR + 5);
  for (const pit of m.relays) ring(pit, 'mark-relay');
  for (const { from, kotso } of m.entered) {
    if (from) {
      const a = at(from);
      const b = at(kotso);
      layer.append(svg('line', { class: 'mark mark-entry-path', x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
    }
    ring(kotso, 'mark-entered');
  }
  for (const pit of m.captured) ring(pit, 'mark-captured');
  if (m.start) ring(m.start, 'mark-start', pitR + 8);
}
