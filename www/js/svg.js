// Tiny helpers to build SVG and HTML with attributes only: no inline style, no innerHTML, so the
// page keeps working under a strict Content-Security-Policy.

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes and children. */
export function svg(tag, attrs = {}, children = []) {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  for (const c of children) if (c) el.append(c);
  return el;
}

/** An HTML element with attributes and children (strings become text). */
export function html(tag, attrs = {}, children = []) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  for (const c of children) if (c !== null && c !== undefined) el.append(c);
  return el;
}

export function setAttrs(el, attrs) {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) el.removeAttribute(k);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  return el;
}

/** Removes every child. */
export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}

/** A deterministic pseudo-random number in [0, 1) from an integer seed (for natural jitter). */
export function hash01(n) {
  let x = (n | 0) ^ 0x9e3779b9;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
}
