// The engine's answers kept for the game remembered under way (resume.js writes them into the
// site's storage), read back on the next visit to draw its first board (opening.js answers from
// them). Loaded only when some are kept: a page without them never fetches this.

/**
 * This build's engines, as a hash of their files (tools/ship.mjs writes it in); null in the page
 * run from its sources. Kept with the answers: a later page uses them only if its engines are
 * the same, since only the same engines give the same answers.
 */
export const ANSWERS_BUILD = globalThis.SEMAILLES_ENGINES_BUILD ?? null;

/**
 * Whether `value` has the shape of opening.js's `Opening`: what the site's storage holds may
 * have been written by another page of the site, or cut short.
 */
export function isOpening(value) {
  const object = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
  return object(value) && object(value.options) && typeof value.version === 'string'
    && object(value.levels) && object(value.view) && Array.isArray(value.view.legal)
    && object(value.geometry) && object(value.plays)
    && Object.values(value.plays).every((answer) => object(answer) && object(answer.view));
}

/** What marks answers kept gzipped (then in base64). */
const GZIPPED = 'gz:';

/** The most bytes of JSON kept or read back (so that no text in storage can exhaust memory). */
const MOST_BYTES = 4_000_000;

/** Bytes through a (de)compression stream; throws past `most` bytes out. */
async function through(bytes, stream, most = Infinity) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const parts = [];
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.length;
    if (length > most) {
      reader.cancel();
      throw new Error('kept answers too long');
    }
    parts.push(read.value);
  }
  return new Blob(parts).arrayBuffer();
}

/**
 * The text the site's storage keeps for `answers`: their JSON gzipped, in base64, after `gz:`
 * (each tap's view repeats the game's moves and board: Tricérata's answers after 160 moves on
 * `triangle:8`, 43 taps, are 213,553 characters of JSON and 7 KB gzipped); their JSON where the
 * browser cannot gzip; nothing (an empty text) past `MOST_BYTES` of JSON, which `answersKept`
 * would refuse.
 */
export async function keepable(answers) {
  const json = JSON.stringify(answers);
  const bytes = new TextEncoder().encode(json);
  if (bytes.length > MOST_BYTES) return '';
  try {
    const gzipped = new Uint8Array(await through(bytes, new CompressionStream('gzip')));
    let binary = '';
    for (let i = 0; i < gzipped.length; i += 0x8000) {
      binary += String.fromCharCode(...gzipped.subarray(i, i + 0x8000));
    }
    return GZIPPED + btoa(binary);
  } catch {
    return json;
  }
}

/**
 * The answers kept for the game remembered (the text `keepable` made), when this page's engines
 * gave them and they have an Opening's shape; else null. Whether they answer the match the page
 * makes is for engine.js `loadEngine` to check.
 */
export async function answersKept(text) {
  if (!ANSWERS_BUILD || !text) return null;
  try {
    const json = text.startsWith(GZIPPED)
      ? new TextDecoder().decode(await through(
        Uint8Array.from(atob(text.slice(GZIPPED.length)), (c) => c.charCodeAt(0)),
        new DecompressionStream('gzip'),
        MOST_BYTES,
      ))
      : text;
    const answers = JSON.parse(json);
    return answers?.build === ANSWERS_BUILD && isOpening(answers) ? answers : null;
  } catch {
    return null;
  }
}
