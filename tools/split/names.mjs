// Short names between a split engine's first part and its glue. wasm-bindgen names the JS
// functions the engine imports `__wbg_<what>_<16 hex digits>` and its own helpers
// `__wbindgen_…` / `__externref_…`: each name is written twice (in the module and in the glue),
// and the hex digits barely compress. Both files are fetched before the first board, so the
// names become `$0`, `$1`, … in both. Nothing else changes: the engine's answers are checked
// after it like the rest of the split (tools/split-engine.mjs).

import binaryen from 'binaryen';
import { functionsOf, readModule } from './split.mjs';

/** The exports the glue alone uses (`wasm.NAME`); the engine's API keeps its names. */
const INTERNAL_EXPORT = /^__(wbindgen|externref|wbg)_/;

/** A short name, `$` and base 36: a JS identifier and a property name as it is. */
const short = (i) => `$${i.toString(36)}`;

/**
 * Renames, in the first part `bytes` and its glue `source`, the functions imported from the
 * glue's module `jsModule` (the keys of its imports object) and the glue's internal exports.
 * Returns both, or throws when a name is not where the glue is expected to write it (then the
 * engine would not load).
 */
export function shortenNames(bytes, source, jsModule) {
  const m = readModule(bytes);
  let next = 0;
  const renamed = [];
  for (const f of functionsOf(m).filter((x) => x.module === jsModule)) {
    const base = short(next++);
    m.removeFunction(f.name);
    m.addFunctionImport(f.name, jsModule, base, f.params, f.results);
    renamed.push({ from: f.base, to: base, imported: true });
  }
  const exports = Array.from({ length: m.getNumExports() }, (_, i) => binaryen.getExportInfo(m.getExportByIndex(i)));
  for (const e of exports.filter((x) => INTERNAL_EXPORT.test(x.name))) {
    const name = short(next++);
    m.removeExport(e.name);
    if (e.kind === binaryen.ExternalFunction) m.addFunctionExport(e.value, name);
    else if (e.kind === binaryen.ExternalTable) m.addTableExport(e.value, name);
    else if (e.kind === binaryen.ExternalGlobal) m.addGlobalExport(e.value, name);
    else if (e.kind === binaryen.ExternalMemory) m.addMemoryExport(e.value, name);
    else throw new Error(`names: export ${e.name} of an unknown kind`);
    renamed.push({ from: e.name, to: name, imported: false });
  }
  if (!m.validate()) throw new Error('names: the renamed first part does not validate');
  binaryen.setDebugInfo(false);
  const out = m.emitBinary();
  m.dispose();

  let text = source;
  for (const { from, to, imported } of renamed) {
    // An import is a key of the imports object (`NAME: function`); an export is read as `wasm.NAME`.
    const pattern = imported ? new RegExp(`(\\n\\s+)${from}(: function)`, 'g') : new RegExp(`\\bwasm\\.${from}\\b`, 'g');
    // Each import once; an export the glue never reads (wasm-bindgen exports a few) is renamed all the same.
    const count = (text.match(pattern) ?? []).length;
    if (imported && count !== 1) {
      throw new Error(`names: the glue writes the import ${from} ${count} times as a key of its imports object, not once`);
    }
    // A function as the replacement: the short names begin with `$`, which a replacement string reads.
    text = text.replace(pattern, imported ? (_, before, after) => `${before}${to}${after}` : () => `wasm.${to}`);
    if (new RegExp(`\\b${from}\\b`).test(text)) throw new Error(`names: the glue still names ${from}`);
  }
  return { bytes: out, source: text, renamed: renamed.length };
}
