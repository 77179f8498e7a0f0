// Splits an engine's wasm in two: the functions a profile says the first board runs stay in the
// first part, every other one moves to the later part, a second module that the page fetches
// once the board is drawn (or, should one of them be called before, synchronously at that call).
//
// The two share everything but their code. The later part imports the first part's memory,
// tables and globals, and every function of the first part it calls (re-exported under short
// names); it owns no memory, data or start. In the first part each moved function keeps its
// place, its index and its type, but its body becomes a stub:
//
//     later_ensure();                        // if (!later_loaded) later.load(): the glue
//                                            // instantiates the later part
//     return call_indirect later[slot](params…)
//
// where the table `later` is filled by the later part's one element segment as it is
// instantiated. Every call of a moved function — direct, through the function table (trait
// objects, fn pointers) or from JS — goes through its stub, so the program is the same program;
// only where its code lives changes. Functions, tables and globals are matched by Binaryen's
// names, and both parts are cleaned of what they no longer use.

import binaryen from 'binaryen';

/** The external names the later part imports the first part's items under (short: the list is long). */
const IMPORTS_FROM = 'p';

/** Binaryen's module of `bytes`, with the features a second table and shared globals need. */
export function readModule(bytes) {
  const m = binaryen.readBinary(bytes);
  m.setFeatures(m.getFeatures() | binaryen.Features.ReferenceTypes | binaryen.Features.MutableGlobals);
  return m;
}

/** Every function of `m`, in index order (imports first): Binaryen's info of each. */
export function functionsOf(m) {
  return Array.from({ length: m.getNumFunctions() }, (_, i) => binaryen.getFunctionInfo(m.getFunctionByIndex(i)));
}

/** The functions `m` defines (not imports), in index order: what a profile counts them by. */
export function definedFunctions(m) {
  return functionsOf(m).filter((f) => !f.module);
}

/**
 * The later part: the module with every function that is not moved turned into an import from
 * the first part, its memory, tables and globals imported, no exports, data or start, and one
 * element segment putting the moved functions in the table `later` in `moved`'s order.
 * Returns its bytes and the first part's items it imports: [kind, internal name, external name].
 */
function laterPart(bytes, moved) {
  const m = readModule(bytes);
  const names = new Map();
  const nameOf = (kind, internal) => {
    const key = `${kind}:${internal}`;
    if (!names.has(key)) names.set(key, names.size.toString(36));
    return names.get(key);
  };
  const exports = Array.from({ length: m.getNumExports() }, (_, i) => binaryen.getExportInfo(m.getExportByIndex(i)));
  const memory = exports.find((e) => e.kind === binaryen.ExternalMemory);
  if (!memory) throw new Error('the module exports no memory to share');
  for (const e of exports) m.removeExport(e.name);
  for (let i = m.getNumElementSegments() - 1; i >= 0; i -= 1) {
    m.removeElementSegment(binaryen.getElementSegmentInfo(m.getElementSegmentByIndex(i)).name);
  }
  // The first part's data is already in the shared memory: copying it again would undo what
  // the program wrote there since.
  m.runPasses(['remove-memory']);
  m.addMemoryImport(memory.value, IMPORTS_FROM, 'memory');
  for (let i = 0; i < m.getNumTables(); i += 1) {
    const t = binaryen.getTableInfo(m.getTableByIndex(i));
    m.addTableImport(t.name, IMPORTS_FROM, nameOf('table', t.name));
  }
  const globals = Array.from({ length: m.getNumGlobals() }, (_, i) => binaryen.getGlobalInfo(m.getGlobalByIndex(i)));
  for (const g of globals) {
    m.removeGlobal(g.name);
    m.addGlobalImport(g.name, IMPORTS_FROM, nameOf('global', g.name), g.type, g.mutable);
  }
  const movedSet = new Set(moved);
  for (const f of functionsOf(m)) {
    if (movedSet.has(f.name)) continue;
    m.removeFunction(f.name);
    m.addFunctionImport(f.name, IMPORTS_FROM, nameOf('function', f.name), f.params, f.results);
  }
  m.addTableImport('later', IMPORTS_FROM, nameOf('table', 'later'));
  m.addActiveElementSegment('later', 'later', moved, m.i32.const(0));
  m.runPasses(['remove-unused-module-elements']);
  if (!m.validate()) throw new Error('the later part does not validate');
  const used = new Set(
    functionsOf(m).filter((f) => f.module === IMPORTS_FROM).map((f) => f.base)
      .concat(Array.from({ length: m.getNumGlobals() }, (_, i) => binaryen.getGlobalInfo(m.getGlobalByIndex(i)).base))
      .concat(Array.from({ length: m.getNumTables() }, (_, i) => binaryen.getTableInfo(m.getTableByIndex(i)).base)),
  );
  const imported = [...names].filter(([, external]) => used.has(external))
    .map(([key, external]) => [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1), external]);
  const out = m.emitBinary();
  m.dispose();
  return { bytes: out, imported };
}

/**
 * The first part: the module with each moved function's body replaced by its stub, the table
 * `later` and the flag `later_loaded` (exported as `__later_loaded`, which the glue sets once
 * the later part is in), the import `later.load`, and an export of every item the later part
 * imports.
 */
function firstPart(bytes, moved, imported) {
  const m = readModule(bytes);
  m.addGlobal('later_loaded', binaryen.i32, true, m.i32.const(0));
  m.addGlobalExport('later_loaded', '__later_loaded');
  m.addFunctionImport('later_load', 'later', 'load', binaryen.none, binaryen.none);
  // One function checks the flag, so that each stub is two calls.
  m.addFunction('later_ensure', binaryen.none, binaryen.none, [],
    m.if(m.i32.eqz(m.global.get('later_loaded', binaryen.i32)), m.call('later_load', [], binaryen.none)));
  m.addTable('later', moved.length, moved.length);
  moved.forEach((name, slot) => {
    const fn = m.getFunction(name);
    const f = binaryen.getFunctionInfo(fn);
    const params = binaryen.expandType(f.params).map((type, i) => m.local.get(i, type));
    binaryen.Function.setBody(fn, m.block(null, [
      m.call('later_ensure', [], binaryen.none),
      m.call_indirect('later', m.i32.const(slot), params, f.params, f.results),
    ], f.results));
  });
  for (const [kind, internal, external] of imported) {
    if (kind === 'function') m.addFunctionExport(internal, external);
    else if (kind === 'global') m.addGlobalExport(internal, external);
    else m.addTableExport(internal, external);
  }
  m.runPasses(['remove-unused-module-elements']);
  if (!m.validate()) throw new Error('the first part does not validate');
  const out = m.emitBinary();
  m.dispose();
  return out;
}

/**
 * Splits `bytes` (a module with its names section): the defined functions whose ordinals are
 * in `hot` stay, the others move. Returns both parts' bytes (without names) and how many
 * functions moved.
 */
export function split(bytes, hot) {
  const m = readModule(bytes);
  const moved = definedFunctions(m).filter((_, i) => !hot.has(i)).map((f) => f.name);
  m.dispose();
  if (moved.length === 0) throw new Error('the profile ran every function: nothing to move');
  binaryen.setDebugInfo(false);
  const later = laterPart(bytes, moved);
  const first = firstPart(bytes, moved, later.imported);
  return { first, later: later.bytes, moved: moved.length };
}

/**
 * `bytes` without its custom sections, for shipping. What Binaryen writes back (the
 * `target_features` read from wasm-bindgen's output, `producers`) only served the tools: the
 * browser ignores them, and the first part is fetched before the first board. (Binaryen reads
 * the features from that section: strip it last.)
 */
export function withoutCustomSections(bytes) {
  const kept = [bytes.subarray(0, 8)];
  let at = 8;
  const leb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  };
  while (at < bytes.length) {
    const start = at;
    const id = bytes[at++];
    const size = leb();
    const end = at + size;
    if (end > bytes.length) throw new Error('a section runs past the end of the module');
    if (id !== 0) kept.push(bytes.subarray(start, end));
    at = end;
  }
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0));
  let to = 0;
  for (const part of kept) {
    out.set(part, to);
    to += part.length;
  }
  return out;
}
