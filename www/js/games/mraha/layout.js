// Where the bao's parts are on screen, in SVG units, for its two drawings:
//
// - `wide`: 4 rows × 8 pits, South at the bottom (desktops, phones held sideways, tablets).
// - `tall`: the same board turned a quarter turn, 8 rows × 4 pits, for a phone held upright.
// Either is drawn from South's side or, when the one person playing here is North (against the
// computer, or a friend by link), turned half a turn: North's rows and tray nearest the player,
// as a bao is seen from one's own seat.
//   At 360 CSS px the wide board gives each pit about 40 px; turned, a pit gets about 50 px,
//   above the 44 px a finger needs (44 px at 320). The board turns counter-clockwise: South's two rows become
//   the two right-hand columns (front row A inside, back row B outside), A1 at the bottom, A8 at
//   the top; North's rows are the left-hand columns. Each tray stands beside its owner's rows,
//   as tall as the board, in the width the turned board leaves free: trays above and below it
//   made the drawing a quarter taller, and on a 360 × 740 phone the player's own hand ended
//   under the buttons at the bottom of the screen. No text is rotated.
//
// Only positions live here; looks are in style.css, drawing in render.js. Which pit is where
// (its column and row on the wide board, its owner) comes from the engine's topology
// (topology.js).

export const P = 100; // pit pitch: every pit's hit square is P × P
export const M = 44; // board margin
export const GAP = 24; // the groove between the two halves
export const PIT_R = 40;
const TRAY_GAP = 12;
/**
 * The tall drawing's trays, beside the board: their width (a name, a count, three seeds
 * across), narrow enough that a 320 px screen still gives a pit 44 px (704 units across).
 */
const SIDE_TRAY = 88;
/** The space between a side tray and the wood. */
const SIDE_GAP = 8;

/**
 * The layout of one drawing: the viewBox size `W × H`, the wood's rectangle, each player's tray
 * (box, text anchors, the well where the reserve's seeds lie), and functions placing pits and
 * the things drawn around them.
 * @param {boolean} tall
 * @param {import('./topology.js').Topology} topo
 * @param {number} from  the player whose side is drawn nearest (0 South, 1 North)
 */
export function boardLayout(tall, topo, from) {
  const long = 2 * M + 8 * P; // the board's length (along the rows)
  const across = 2 * M + 4 * P + GAP; // and its depth (across the rows)
  const trayH = 78;
  const side = SIDE_TRAY + SIDE_GAP;
  const W = tall ? across + 2 * side : long;
  const board = tall
    ? { x: side, y: 0, w: across, h: long }
    : { x: 0, y: trayH + TRAY_GAP, w: W, h: across };
  const H = tall ? long : board.y + board.h + TRAY_GAP + trayH;

  /** A pit's centre. */
  const pit = (name) => {
    const { col, row } = topo.cell(name);
    // Position across the rows (with the groove) and along them, then placed per drawing.
    const acrossPos = M + P / 2 + row * P + (row >= 2 ? GAP : 0);
    const alongPos = M + P / 2 + col * P;
    const x = board.x + (tall ? acrossPos : alongPos);
    const y = board.y + (tall ? long - alongPos : acrossPos);
    // Seen from North: the board's half turn about its centre.
    return from ? { x: W - x, y: 2 * board.y + board.h - y } : { x, y };
  };

  const tray = (player) => {
    // The tray nearest the player's seat, or (tall) on the side of its owner's rows.
    const near = !(player ^ from);
    if (tall) {
      // Name and count at the top, the well under them down the tray.
      const x = near ? W - SIDE_TRAY : 0;
      const mid = x + SIDE_TRAY / 2;
      return {
        box: { x: x + 2, y: 2, w: SIDE_TRAY - 4, h: H - 4 },
        well: { x: x + 12, y: 112, w: SIDE_TRAY - 24, h: H - 124 },
        name: { x: mid, y: 40 }, count: { x: mid, y: 90 },
      };
    }
    // Name and phase at the left, the well in the middle, the count at the right.
    const y = near ? H - trayH : 0;
    return {
      y, box: { x: 2, y: y + 2, w: W - 4, h: trayH - 4 },
      well: { x: 210, y: y + 14, w: W - 400, h: trayH - 28 },
      name: { x: 26, y: y + trayH / 2 + 2 },
      phase: { x: 26, y: y + trayH / 2 + 26 },
      count: { x: W - 26, y: y + trayH / 2 + 10 },
    };
  };

  /** The groove between the halves, as a line; a pit beyond it (right, or below) has `out` 1. */
  const mid = board.y + M + 2 * P + GAP / 2;
  const out = (c) => (tall ? c.x > W / 2 : c.y > mid);
  const groove = tall
    ? { x1: W / 2, x2: W / 2, y1: board.y + M, y2: board.y + board.h - M }
    : { x1: M, x2: W - M, y1: mid, y2: mid };

  /** The carved diamond beside a kotso, in the margin past the end of its row. */
  const kotsoMark = (name) => {
    const c = pit(name);
    if (tall) {
      const y = c.y < board.y + board.h / 2 ? board.y + M / 2 - 2 : board.y + board.h - M / 2 + 2;
      return `M${c.x - 11} ${y} L${c.x} ${y - 7} L${c.x + 11} ${y} L${c.x} ${y + 7} Z`;
    }
    const x = c.x < W / 2 ? M / 2 - 2 : W - M / 2 + 2;
    return `M${x} ${c.y - 11} L${x + 7} ${c.y} L${x} ${c.y + 11} L${x - 7} ${c.y} Z`;
  };

  /**
   * Where the "kotso?" badge of a kotso pit goes: wide, on the groove side of the pit; tall,
   * past the end of its column (the groove is too narrow there).
   */
  const kotsoBadge = (name) => {
    const c = pit(name);
    if (tall) return { x: c.x, y: c.y + (c.y < board.y + board.h / 2 ? -PIT_R - 16 : PIT_R + 16) };
    return { x: c.x, y: c.y + (out(c) ? -PIT_R - 16 : PIT_R + 16) };
  };

  /**
   * The nyumba question's buttons (one or two) beside a nyumba: wide, side by side over the
   * back row; tall, one above the other on the back column. Each has its drawn size and an
   * invisible hit size of at least 88 units (≥ 44 CSS px whenever a pit is).
   */
  const nyumbaButtons = (nyumba, count) => {
    const c = pit(nyumba);
    if (tall) {
      const x = c.x + (out(c) ? P + 12 : -P - 12);
      const ys = count === 1 ? [c.y] : [c.y - 46, c.y + 46];
      return ys.map((y) => ({ x, y, w: 136, h: 88, hitW: 136, hitH: 92 }));
    }
    const y = c.y + (out(c) ? P : -P);
    const xs = count === 1 ? [c.x] : [c.x - 86, c.x + 86];
    return xs.map((x) => ({ x, y, w: 164, h: 66, hitW: 172, hitH: 96 }));
  };

  /**
   * A pit's square on screen (either drawing) has its count at the lower right (render.js), the
   * hand's marker at the upper left, and its coordinate (`A1`, text baseline) at the upper
   * right: the one corner left, which no neighbour's count reaches either (a count's badge
   * stays inside its own pit's square, even enlarged on a small screen).
   */
  const coord = (name) => {
    const c = pit(name);
    return { x: c.x + 40, y: c.y - 32 };
  };
  /** Where the hand's marker stands beside a pit (its centre). */
  const hand = (name) => {
    const c = pit(name);
    return { x: c.x - 30, y: c.y - 30 };
  };

  return {
    tall, from, W, H, board, groove, pit, tray, kotsoMark, kotsoBadge, nyumbaButtons, coord, hand,
    /** Where the grain runs: along the board's length. */
    grainTransform: tall ? 'rotate(90)' : null,
  };
}
