// Loads an engine in this Node process from its glue's source and its wasm's bytes, as a fresh
// module (a glue holds one instance: each copy here is its own), with extra imports when asked
// (the profile's). Files beside the glue (the later part) are written into the same folder.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withImports } from './glue.mjs';

let loads = 0;

/**
 * The glue of `glueSource` instantiated on `wasmBytes`; `extraImports` are added to the
 * import object (by module name), `beside` are files written next to the glue ({name: bytes}).
 */
export async function loadGlue(glueSource, wasmBytes, extraImports = {}, beside = {}) {
  loads += 1;
  const key = `__semaillesExtraImports${loads}`;
  const source = withImports(glueSource, `...globalThis.${key},`);
  const dir = mkdtempSync(join(tmpdir(), 'semailles-split-'));
  try {
    writeFileSync(join(dir, 'glue.mjs'), source);
    for (const [name, bytes] of Object.entries(beside)) writeFileSync(join(dir, name), bytes);
    globalThis[key] = extraImports;
    const glue = await import(pathToFileURL(join(dir, 'glue.mjs')).href);
    glue.initSync({ module: wasmBytes });
    // The later part is read when first needed: the folder stays until the process ends.
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return glue;
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}
