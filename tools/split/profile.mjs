// Which functions of an engine a scenario runs: every defined function gets a first instruction
// that reports its ordinal to an added import, the scenario plays on that copy through the
// engine's own glue, and the ordinals reported are the answer.

import binaryen from 'binaryen';
import { definedFunctions, readModule } from './split.mjs';
import { loadGlue } from './load.mjs';

/** `bytes` with every defined function reporting its ordinal to `profile.ran(i32)` on entry. */
function instrument(bytes) {
  const m = readModule(bytes);
  m.addFunctionImport('profile_ran', 'profile', 'ran', binaryen.i32, binaryen.none);
  definedFunctions(m).forEach((f, ordinal) => {
    const fn = m.getFunction(f.name);
    binaryen.Function.setBody(fn, m.block(null, [
      m.call('profile_ran', [m.i32.const(ordinal)], binaryen.none),
      f.body,
    ], f.results));
  });
  if (!m.validate()) throw new Error('the profiling copy does not validate');
  binaryen.setDebugInfo(true);
  const out = m.emitBinary();
  m.dispose();
  return out;
}

/**
 * The ordinals of the defined functions of `bytes` that `scenario(glue)` runs, `glueSource`
 * being the engine's wasm-bindgen glue.
 */
export async function functionsRun(bytes, glueSource, scenario) {
  const ran = new Set();
  const glue = await loadGlue(glueSource, instrument(bytes), { profile: { ran: (i) => ran.add(i) } });
  scenario(glue);
  return ran;
}
