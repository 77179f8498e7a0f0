// The JS glue of a split engine (tools/split/split.mjs): wasm-bindgen's generated glue, given the
// one import the first part adds (`later.load`, called by the first moved function that runs
// before the later part is in) and one export, `setLater`, through which the page hands it the
// later part (or, where the glue was bundled away from it, its address).
//
// wasm-bindgen is pinned to one version (crate/Cargo.toml), so the two places patched are
// known; if either is not found the build stops rather than ship a glue that cannot load.

/** The code added to the glue; `LATER_FILE` is the later part's file name beside the glue. */
const LATER_CODE = `
// ---- The engine's later part (added by tools/split/glue.mjs): the functions the first board
// does not run live in a second module, sharing this one's memory, tables and globals. The page
// hands it over once the board is drawn (setLater); a moved function called before that
// fetches it synchronously (a worker may; on the page's thread only the rare call made before
// the board is drawn does).
let laterModule = null;
let laterUrl = new URL('LATER_FILE', import.meta.url);
/** The later part: its compiled Module (or its bytes), and/or the address to fetch it from. */
export function setLater({ module, url } = {}) {
    if (url) laterUrl = url;
    if (module && !laterModule) {
        laterModule = module;
        if (wasm !== undefined && !wasm.__later_loaded.value) instantiateLater();
    }
}
function instantiateLater() {
    const module = laterModule instanceof WebAssembly.Module ? laterModule : new WebAssembly.Module(laterModule);
    new WebAssembly.Instance(module, { p: wasm });
    wasm.__later_loaded.value = 1;
}
function loadLater() {
    if (!laterModule) laterModule = fetchLaterNow();
    instantiateLater();
}
function fetchLaterNow() {
    if (typeof XMLHttpRequest !== 'function') {
        // Node (tests, benchmarks): the file beside the glue.
        return globalThis.process.getBuiltinModule('node:fs').readFileSync(new URL(laterUrl));
    }
    const request = new XMLHttpRequest();
    request.open('GET', String(laterUrl), false);
    if (typeof window === 'undefined') {
        request.responseType = 'arraybuffer';
        request.send();
    } else {
        // A synchronous request on the page's thread cannot ask for bytes: read them as text.
        request.overrideMimeType('text/plain; charset=x-user-defined');
        request.send();
    }
    if (request.status !== 200 && request.status !== 0) {
        throw new Error(\`the engine's later part could not be fetched (\${request.status})\`);
    }
    return request.response instanceof ArrayBuffer
        ? request.response
        : Uint8Array.from(request.responseText, (c) => c.charCodeAt(0) & 0xff);
}
`;

/** The start of the object of imports that the glue's `__wbg_get_imports()` returns. */
const IMPORTS_OBJECT = /(function __wbg_get_imports\(\) \{[\s\S]*?\n {4}return \{\n {8}__proto__: null,\n)/;

/**
 * `source` (a wasm-bindgen glue) with `entries` (`name: value,` lines of JS) added to the
 * imports it gives the wasm. Throws when the glue is not shaped as expected.
 */
export function withImports(source, entries) {
  if (!IMPORTS_OBJECT.test(source)) throw new Error('glue: __wbg_get_imports() not found as expected');
  return source.replace(IMPORTS_OBJECT, `$1        ${entries}\n`);
}

/**
 * `source` (a wasm-bindgen glue) patched for its engine's later part, `laterFile` (a file name
 * beside it). Throws when the glue is not shaped as expected.
 */
export function patchGlue(source, laterFile) {
  if (!/\nlet wasmModule, wasmInstance, wasm;\n/.test(source)) throw new Error('glue: its `wasm` binding not found');
  if (source.includes('function setLater(')) throw new Error('glue: already patched');
  return withImports(source, 'later: { __proto__: null, load: loadLater },')
    .concat(LATER_CODE.replace('LATER_FILE', laterFile));
}
