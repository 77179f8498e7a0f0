// The engine split (tools/split/): on a small module built here — memory with data, a mutable
// global, a function table, a function called directly, one through the table, one from JS —
// the functions a profile did not see move to the later part, the first part loads the later
// part exactly when one of them is first called, and every answer is the whole module's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import binaryen from 'binaryen';
import { split, definedFunctions, readModule, withoutCustomSections } from '../../tools/split/split.mjs';
import { patchGlue } from '../../tools/split/glue.mjs';
import { shortenNames } from '../../tools/split/names.mjs';

/**
 * A module: `hot(x)` = x + 1 (run by the first board), `cold(x)` = hot(x) * counter (never
 * profiled; it bumps the global `counter`, stored also in memory at 16), `viaTable(x)` calls
 * `cold` through the table, and `data()` reads the data segment at 0.
 */
function sample() {
  const m = new binaryen.Module();
  m.setFeatures(binaryen.Features.MVP | binaryen.Features.MutableGlobals | binaryen.Features.BulkMemory);
  const i32 = binaryen.i32;
  m.setMemory(1, 1, 'memory', [{ offset: m.i32.const(0), data: new TextEncoder().encode('later') }]);
  m.addGlobal('counter', i32, true, m.i32.const(1));
  m.addFunction('hot', i32, i32, [], m.i32.add(m.local.get(0, i32), m.i32.const(1)));
  m.addFunction('cold', i32, i32, [], m.block(null, [
    m.global.set('counter', m.i32.add(m.global.get('counter', i32), m.i32.const(1))),
    m.i32.store(16, 4, m.i32.const(0), m.global.get('counter', i32)),
    m.i32.mul(m.call('hot', [m.local.get(0, i32)], i32), m.global.get('counter', i32)),
  ], i32));
  m.addTable('t', 1, 1);
  m.addActiveElementSegment('t', 'e', ['cold'], m.i32.const(0));
  m.addFunction('viaTable', i32, i32, [],
    m.call_indirect('t', m.i32.const(0), [m.local.get(0, i32)], i32, i32));
  m.addFunction('data', binaryen.none, i32, [], m.i32.load8_u(0, 1, m.i32.const(0)));
  for (const f of ['hot', 'cold', 'viaTable', 'data']) m.addFunctionExport(f, f);
  assert.ok(m.validate());
  binaryen.setDebugInfo(true);
  const bytes = m.emitBinary();
  m.dispose();
  return bytes;
}

/** The ordinals of the functions named (as a profile would give them). */
function ordinals(bytes, names) {
  const m = readModule(bytes);
  const found = new Set(definedFunctions(m).flatMap((f, i) => (names.includes(f.name) ? [i] : [])));
  m.dispose();
  return found;
}

test('moved functions run from the later part, loaded at their first call, with the same answers', () => {
  const bytes = sample();
  const whole = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports;
  const parts = split(bytes, ordinals(bytes, ['hot', 'viaTable', 'data']));
  assert.equal(parts.moved, 1);

  let loads = 0;
  let first;
  first = new WebAssembly.Instance(new WebAssembly.Module(parts.first), {
    later: {
      load: () => {
        loads += 1;
        new WebAssembly.Instance(new WebAssembly.Module(parts.later), { p: first });
        first.__later_loaded.value = 1;
      },
    },
  }).exports;

  // What was profiled answers without the later part.
  assert.equal(first.hot(41), whole.hot(41));
  assert.equal(first.data(), whole.data());
  assert.equal(loads, 0);
  // The moved function, directly and through the table: the later part comes once, and the
  // state it changes (a global, the memory) is the first part's.
  assert.equal(first.cold(5), whole.cold(5));
  assert.equal(loads, 1);
  assert.equal(first.viaTable(7), whole.viaTable(7));
  assert.equal(first.cold(2), whole.cold(2));
  assert.equal(loads, 1);
  assert.equal(new Int32Array(first.memory.buffer)[4], new Int32Array(whole.memory.buffer)[4]);
  // The later part's copy of the module left the data written before it alone.
  assert.equal(first.data(), 'l'.charCodeAt(0));
});

test('the later part holds the moved code only: no memory, data, exports or start of its own', () => {
  const bytes = sample();
  const parts = split(bytes, ordinals(bytes, ['hot', 'viaTable', 'data']));
  const later = new WebAssembly.Module(parts.later);
  assert.deepEqual(WebAssembly.Module.exports(later), []);
  const imports = WebAssembly.Module.imports(later);
  assert.ok(imports.every((i) => i.module === 'p'));
  assert.deepEqual(imports.filter((i) => i.kind === 'memory').map((i) => i.name), ['memory']);
  assert.ok(parts.first.length < bytes.length + 200);
});

/** `bytes` with a custom section `name` holding `payload` appended (sizes below 128). */
function withCustomSection(bytes, name, payload) {
  const body = [name.length, ...new TextEncoder().encode(name), ...payload];
  return new Uint8Array([...bytes, 0, body.length, ...body]);
}

test('a part is shipped without custom sections, and is otherwise the same module', () => {
  const bytes = withCustomSection(sample(), 'target_features', [1, 0x2b, 15, ...new TextEncoder().encode('mutable-globals')]);
  assert.equal(WebAssembly.Module.customSections(new WebAssembly.Module(bytes), 'target_features').length, 1);
  const shipped = new WebAssembly.Module(withoutCustomSections(bytes));
  for (const name of ['target_features', 'name']) {
    assert.equal(WebAssembly.Module.customSections(shipped, name).length, 0, name);
  }
  // The sample keeps its names; without any custom section it is the same module, byte for byte.
  const plain = sample();
  assert.ok(withoutCustomSections(plain).length < plain.length);
  assert.deepEqual(withoutCustomSections(bytes), withoutCustomSections(plain));
  assert.deepEqual(WebAssembly.Module.exports(new WebAssembly.Module(withoutCustomSections(bytes))), WebAssembly.Module.exports(new WebAssembly.Module(plain)));
  assert.throws(() => withoutCustomSections(bytes.subarray(0, bytes.length - 3)), /past the end/);
});

test('a profile that ran everything leaves nothing to split', () => {
  const bytes = sample();
  assert.throws(() => split(bytes, ordinals(bytes, ['hot', 'cold', 'viaTable', 'data'])), /nothing to move/);
});

test('the glue is patched only where wasm-bindgen wrote what the patch expects', () => {
  const glue = [
    'function __wbg_get_imports() {', '    const import0 = {};', '    return {',
    '        __proto__: null,', '        "./x_bg.js": import0,', '    };', '}',
    'let wasmModule, wasmInstance, wasm;', '',
  ].join('\n');
  const patched = patchGlue(glue, 'x_later.wasm');
  assert.match(patched, /later: \{ __proto__: null, load: loadLater \},/);
  assert.match(patched, /export function setLater\(/);
  assert.match(patched, /new URL\('x_later\.wasm', import\.meta\.url\)/);
  assert.throws(() => patchGlue(patched, 'x_later.wasm'), /already patched/);
  assert.throws(() => patchGlue(glue.replace('__wbg_get_imports', 'imports'), 'x'), /not found/);
});

test('the names between the first part and its glue are shortened in both, and it loads and answers alike', async () => {
  // A first part as wasm-bindgen leaves it: an import named by the glue's imports object, an
  // export only the glue reads (`wasm.__wbindgen_…`), one the glue never reads, and the API.
  const m = new binaryen.Module();
  const i32 = binaryen.i32;
  m.addFunctionImport('js_double', './engine_bg.js', '__wbg_double_0123456789abcdef', i32, i32);
  m.addFunction('api', i32, i32, [], m.i32.add(m.call('js_double', [m.local.get(0, i32)], i32), m.i32.const(1)));
  m.addFunction('helper', i32, i32, [], m.i32.mul(m.local.get(0, i32), m.i32.const(3)));
  m.addFunctionExport('api', 'api');
  m.addFunctionExport('helper', '__wbindgen_helper');
  m.addFunctionExport('helper', '__externref_unused');
  const bytes = m.emitBinary();
  m.dispose();
  const glue = [
    'export function make(wasm) { return { wasm, api: (x) => wasm.api(x) + wasm.__wbindgen_helper(x) }; }',
    'export function imports() {',
    '    const import0 = {',
    '        __wbg_double_0123456789abcdef: function(x) {',
    '            return 2 * x;',
    '        },',
    '    };',
    "    return { './engine_bg.js': import0 };",
    '}',
  ].join('\n');
  const named = shortenNames(bytes, glue, './engine_bg.js');
  assert.equal(named.renamed, 3);
  assert.doesNotMatch(named.source, /__wbg_double|__wbindgen_helper/);
  const run = async (source, wasmBytes) => {
    const url = `data:text/javascript,${encodeURIComponent(source)}`;
    const glueModule = await import(url);
    const { instance } = await WebAssembly.instantiate(wasmBytes, glueModule.imports());
    return glueModule.make(instance.exports).api(5);
  };
  assert.equal(await run(named.source, named.bytes), await run(glue, bytes));
  assert.equal(await run(named.source, named.bytes), 11 + 15);
  const names = WebAssembly.Module.exports(new WebAssembly.Module(named.bytes)).map((e) => e.name);
  assert.ok(names.includes('api') && names.every((n) => n === 'api' || n.startsWith('$')), names.join(' '));
  assert.ok(named.bytes.length < bytes.length);
  // A glue that does not write the import where wasm-bindgen writes it stops the build.
  assert.throws(() => shortenNames(bytes, glue.replace('__wbg_double_0123456789abcdef: function', 'other: function'), './engine_bg.js'), /__wbg_double_0123456789abcdef 0 times/);
});
