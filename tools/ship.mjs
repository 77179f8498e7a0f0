// Makes the shipped page: dist/ from www/ (after ./build.sh has put the wasm and its glue in
// www/pkg/). The sources in www/ stay plain ES modules that run unbuilt; dist/ is what a host
// serves:
//   - the page's scripts bundled and minified by esbuild: one file per entry (the page, the
//     embed, the match worker, the computer players' worker, each module loaded on demand) and
//     shared chunks — the first board's modules all in one (`oneFirstBoardChunk`) — all in
//     dist/js/ beside dist/pkg/ as in www/, so every `new URL('…', import.meta.url)` of the
//     sources still points at the right file;
//   - the style sheets minified (a game's board.css beside its board.js in js/games/<id>/), the
//     language files without their indentation, the HTML pages without comments and
//     indentation and with a modulepreload of their script's chunks;
//   - the wasm modules as build.sh optimised them; their JS glue is inside the bundles;
//   - dist/pkg/build.js: the build id and the list of files the service worker caches (dist's
//     own files, so the offline copy follows what is shipped).
// `node tools/ship.mjs --stamp DIR` only writes DIR/pkg/build.js (build.sh does it for www/).
//
// `node tools/ship.mjs --metafile FILE` also writes esbuild's metafile (each output's inputs and
// their bytes) to FILE: where the shipped bytes come from.
//
// Usage: node tools/ship.mjs [--stamp DIR | --metafile FILE]   (run by ./build.sh; needs `npm ci`)

import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const top = join(dirname(fileURLToPath(import.meta.url)), '..');
const www = join(top, 'www');
const dist = join(top, 'dist');

/** The scripts a page or a worker starts from; everything else is reached by imports. */
const ENTRIES = ['main.js', 'embed.js', 'engine-worker.js', 'ai-worker.js'];

/**
 * The page's modules loaded on demand (`import('./x.js')` with a literal path, inside www/js/):
 * each is an entry too, so it keeps its name and place in dist/js/ (a kit's board stays
 * games/<id>/board.js, the QR code qr.js) instead of becoming an anonymous chunk — what is
 * fetched when stays readable, and a test can ask for the same path in www/ and in dist/.
 * The computer players' glue (../pkg/) stays a chunk: its wasm path is given by ai.js.
 */
function onDemandModules() {
  const jsDir = join(www, 'js');
  const found = new Set();
  for (const f of files(jsDir).filter((p) => p.endsWith('.js'))) {
    // Code lines only: JSDoc types write `{import('./x.js').T}` too.
    const code = readFileSync(f, 'utf8').split('\n').filter((l) => !/^\s*(\*|\/\/|\/\*)/.test(l)).join('\n');
    for (const m of code.matchAll(/(?<![{\w.])import\(\s*'(\.{1,2}\/[^']+\.js)'\s*\)/g)) {
      const target = join(dirname(f), m[1]);
      if (relative(jsDir, target).startsWith('..')) continue;
      found.add(relative(jsDir, target).split('\\').join('/'));
    }
  }
  return [...found].filter((f) => !ENTRIES.includes(f)).sort();
}
/** Reached through `import()` but needed by every first board (each game's board imports it). */
const BESIDE_FIRST_BOARD = ['board-input.js'];

/**
 * The modules the first board needs: every module that main.js reaches through static imports
 * (not through `import()`), found by a first pass of esbuild over the sources.
 */
async function firstBoardModules() {
  const { metafile } = await build({
    entryPoints: [join(www, 'js', 'main.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(top, 'target', 'ship-probe'),
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const start = relative(top, join(www, 'js', 'main.js')).split('\\').join('/');
  const seen = staticClosure(metafile.inputs, start);
  seen.delete(start);
  return [...[...seen].map((f) => join(top, f)), ...BESIDE_FIRST_BOARD.map((f) => join(www, 'js', f))];
}

/**
 * One shared chunk for the first board. esbuild puts each module in the chunk of the set of
 * entries that reach it, so the first board's ~20 modules, each reached by a different set of
 * on-demand modules, came as ~15 small files (more requests, and each compressed alone). Every
 * page entry and on-demand module is built here as if it also imported all of them (they are
 * loaded before any of those anyway): the same set reaches each, and they become one chunk.
 * The workers are left out (they must not load the page's code).
 */
function oneFirstBoardChunk(core, pageEntries) {
  const joined = new Set(pageEntries.filter((f) => !core.includes(f)));
  return {
    name: 'first-board-chunk',
    setup(b) {
      b.onResolve({ filter: /^semailles:first-board$/ }, () => ({ path: 'first-board', namespace: 'first-board' }));
      b.onLoad({ filter: /.*/, namespace: 'first-board' }, () => ({
        contents: core.map((f) => `import ${JSON.stringify(f)};`).join('\n'),
        resolveDir: join(www, 'js'),
        loader: 'js',
      }));
      b.onLoad({ filter: /\.js$/ }, (args) => (joined.has(args.path)
        ? { contents: `${readFileSync(args.path, 'utf8')}\nimport 'semailles:first-board';\n`, loader: 'js' }
        : undefined));
    },
  };
}

/** Browsers the shipped code must run in unchanged (the sources use ES2022: `#private`, `??=`). */
const TARGET = ['es2022'];

function files(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/**
 * The engines' id: a hash of www/pkg/'s files (the engines' wasm, later parts, glue and
 * recorded openings, the computer players' modules), build.js aside (written from dist/ after).
 */
function enginesId() {
  const pkg = join(www, 'pkg');
  const hash = createHash('sha256');
  for (const f of files(pkg).map((f) => relative(pkg, f).split('\\').join('/')).filter((f) => f !== 'build.js' && !f.startsWith('.')).sort()) {
    hash.update(`${f}\n`).update(readFileSync(join(pkg, f)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes DIR/pkg/build.js: the build id (a hash of every file the worker caches, so any change
 * installs a new cache) and that list of files.
 */
function stamp(dir) {
  const list = files(dir)
    .map((f) => relative(dir, f).split('\\').join('/'))
    .filter((f) => f !== 'sw.js' && f !== 'pkg/build.js' && !f.split('/').some((part) => part.startsWith('.')))
    .sort();
  const hash = createHash('sha256');
  for (const f of list) hash.update(`${f}\n`).update(readFileSync(join(dir, f)));
  const id = hash.digest('hex').slice(0, 16);
  mkdirSync(join(dir, 'pkg'), { recursive: true });
  writeFileSync(join(dir, 'pkg', 'build.js'), [
    '// Written by the build (tools/ship.mjs): this build\'s id and the files the service worker caches.',
    `self.SEMAILLES_BUILD = '${id}';`,
    `self.SEMAILLES_FILES = ['./',\n${list.map((f) => `  '${f}',`).join('\n')}\n];`,
    '',
  ].join('\n'));
  return { id, count: list.length };
}

/**
 * A page's `<script type="module" src="js/X.js">` followed by a modulepreload of each chunk that
 * X.js imports statically: the browser fetches them beside X.js instead of after reading it
 * (one round trip less before the first board).
 */
function withPreloads(page, metafile) {
  return page.replace(/<script type="module" src="(js\/[\w-]+\.js)"><\/script>/, (tag, src) => {
    const output = metafile.outputs[relative(top, join(dist, src)).split('\\').join('/')];
    const chunks = (output?.imports ?? []).filter((i) => i.kind === 'import-statement')
      .map((i) => relative(dist, join(top, i.path)).split('\\').join('/'));
    return [tag, ...chunks.map((c) => `<link rel="modulepreload" href="${c}">`)].join('\n');
  });
}

/**
 * `file` and every file it imports statically, at any depth, in `graph`: a metafile's `inputs`
 * (the sources) or `outputs` (the bundle's files, keyed as the metafile names them).
 */
function staticClosure(graph, file) {
  const seen = new Set([file]);
  const todo = [file];
  while (todo.length) {
    for (const i of graph[todo.pop()]?.imports ?? []) {
      if (i.kind === 'import-statement' && !seen.has(i.path)) {
        seen.add(i.path);
        todo.push(i.path);
      }
    }
  }
  return seen;
}

/**
 * The helper the rewritten `import()`s call: a modulepreload of each chunk the imported module
 * needs (`c`: addresses relative to the chunk that holds the helper, in dist/js/ like every
 * chunk), added as the import starts (not in workers, which have no document; a chunk preloaded
 * twice is fetched once), the import's own address returned. One copy, exported by the largest
 * chunk that every page loads first (`preloadDynamicImports`).
 */
const PRELOAD_HELPER = '\nexport function __preload(m,c){if(typeof document<"u")for(const h of c){' +
  'const l=document.createElement("link");l.rel="modulepreload";l.href=new URL(h,import.meta.url);' +
  'document.head.append(l)}return m}\n';

/**
 * The worker scripts (metafile keys) that the code of output `file` starts:
 * `new Worker(new URL("./w.js", import.meta.url), …)`.
 */
function workersStartedBy(metafile, file) {
  const code = readFileSync(join(top, file), 'utf8');
  return [...code.matchAll(/new Worker\(new URL\("(\.{1,2}\/[^"]+\.js)",\s*import\.meta\.url\)/g)]
    .map((m) => relative(top, join(dirname(join(top, file)), m[1])).split('\\').join('/'))
    .filter((w) => metafile.outputs[w]);
}

/**
 * Each `import("./x.js")` of the bundle whose module needs chunks that the importing script has
 * not loaded already becomes `import(__preload("./x.js", [those chunks]))`: the browser
 * fetches them beside x.js rather than after reading it (one round trip less for what loads on
 * demand: what the page imports once its first board is drawn, the computer's module, the games
 * by link…). With them, the scripts of the workers that the arriving code starts, and their
 * chunks (the computer's worker): fetched by the worker once started, they are then in the
 * browser's cache. Returns how many imports were given preloads.
 */
function preloadDynamicImports(metafile) {
  // What every page has loaded before anything runs (the chunks both page entries import), and
  // the largest of them, which holds the helper.
  const [main, embed] = ['main.js', 'embed.js'].map((e) => staticClosure(metafile.outputs, `dist/js/${e}`));
  const everyPage = [...main].filter((c) => embed.has(c));
  const host = everyPage.reduce((a, b) => (metafile.outputs[b].bytes > metafile.outputs[a].bytes ? b : a));
  const hostDir = dirname(join(top, host));
  const address = (from, to) => {
    const rel = relative(from, join(top, to)).split('\\').join('/');
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  let given = 0;
  for (const out of Object.keys(metafile.outputs).filter((o) => o.endsWith('.js'))) {
    const file = join(top, out);
    const closure = staticClosure(metafile.outputs, out);
    // Only the page's scripts, which have the helper's chunk (never a worker's).
    if (!closure.has(host)) continue;
    const loaded = new Set([...closure, ...everyPage]);
    let rewritten = false;
    const code = readFileSync(file, 'utf8').replace(/\bimport\("(\.{1,2}\/[^"]+\.js)"\)/g, (call, spec) => {
      const target = relative(top, join(dirname(file), spec)).split('\\').join('/');
      if (!metafile.outputs[target]) return call;
      const arriving = [...staticClosure(metafile.outputs, target)].filter((c) => !loaded.has(c));
      const workers = arriving.flatMap((c) => workersStartedBy(metafile, c))
        .flatMap((w) => [...staticClosure(metafile.outputs, w)]);
      const chunks = [...new Set([...arriving, ...workers])].filter((c) => c !== target && !loaded.has(c));
      if (chunks.length === 0) return call;
      rewritten = true;
      given += 1;
      return `import(__preload(${JSON.stringify(spec)},[${chunks.map((c) => JSON.stringify(address(hostDir, c))).join(',')}]))`;
    });
    if (!rewritten) continue;
    if (/\b__preload\b/.test(readFileSync(file, 'utf8'))) {
      throw new Error(`${out} already names __preload: the preload helper needs another name`);
    }
    const imported = out === host ? '' : `import{__preload}from${JSON.stringify(address(dirname(file), host))};`;
    writeFileSync(file, imported + code);
  }
  if (given > 0) writeFileSync(join(top, host), readFileSync(join(top, host), 'utf8') + PRELOAD_HELPER);
  return given;
}

async function ship(metafileOut) {
  for (const wasm of [
    'pkg/semailles_bg.wasm', 'pkg/semailles_later.wasm', 'pkg/semailles_tricerata_bg.wasm',
    'pkg/semailles_tricerata_later.wasm', 'pkg/semailles_ai_bg.wasm',
    'pkg/semailles_ai_tricerata_bg.wasm', 'pkg/semailles_lanes.wasm',
  ]) {
    try {
      statSync(join(www, wasm));
    } catch {
      throw new Error(`www/${wasm} is missing: run ./build.sh --no-serve`);
    }
  }
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });

  const pageEntries = ['main.js', 'embed.js', ...onDemandModules()].map((e) => join(www, 'js', e));
  const engines = enginesId();
  const { metafile } = await build({
    entryPoints: [...ENTRIES, ...onDemandModules()].map((e) => join(www, 'js', e)),
    metafile: true,
    plugins: [oneFirstBoardChunk(await firstBoardModules(), pageEntries)],
    outdir: join(dist, 'js'),
    outbase: join(www, 'js'),
    entryNames: '[dir]/[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: TARGET,
    // Names shared between two modules but not meant outside them (the controller's methods
    // that controller-later.js uses: `_show`, `_ask`…) are shortened like local names. Nothing
    // else is named `_x`: the engines' JSON, the DOM and the wasm glue (`__wbg…`) are untouched.
    mangleProps: /^_[a-z]/,
    // The engines' build (kept-answers.js `ANSWERS_BUILD`): a game's answers kept by one page
    // are used by the next only if it has the same engines.
    define: { 'globalThis.SEMAILLES_ENGINES_BUILD': JSON.stringify(engines) },
    // The page writes no warnings; the engines' glue does, for ways of starting it the page does
    // not use (wasm-bindgen's older arguments) and for a host that serves the wasm without its
    // type (it still loads, by the slower path): their words were 0.1 KB of the first board.
    pure: ['console.warn'],
    legalComments: 'none',
    logLevel: 'warning',
  });
  const preloaded = preloadDynamicImports(metafile);

  for (const f of files(www)) {
    const rel = relative(www, f);
    const out = join(dist, rel);
    const ext = extname(f);
    if ((rel.startsWith('js') && ext !== '.css') || rel === join('pkg', 'build.js') || (rel.startsWith('pkg') && ext === '.js')) continue;
    if (rel.split(/[\\/]/).some((part) => part.startsWith('.'))) continue;
    // Vendored libraries are bundled into the modules that import them (their licences stay).
    if (rel.startsWith('vendor') && (ext === '.mjs' || ext === '.js')) continue;
    mkdirSync(dirname(out), { recursive: true });
    if (ext === '.css') {
      const { code } = await transform(readFileSync(f, 'utf8'), { loader: 'css', minify: true, target: TARGET });
      writeFileSync(out, code);
    } else if (ext === '.html') {
      // Without comments and indentation (a run of white space with a line break stays one line
      // break: the spaces between inline elements are kept), and with its script's chunks
      // preloaded.
      const page = readFileSync(f, 'utf8').replace(/<!--[\s\S]*?-->/g, '').replace(/\s*\n\s*/g, '\n');
      writeFileSync(out, withPreloads(page, metafile));
    } else if (ext === '.json') {
      writeFileSync(out, JSON.stringify(JSON.parse(readFileSync(f, 'utf8'))));
    } else {
      cpSync(f, out);
    }
  }
  if (metafileOut) writeFileSync(metafileOut, JSON.stringify(metafile));
  const { id, count } = stamp(dist);
  console.log(`ship: dist/ written, build ${id}, ${count} files (${preloaded} imports on demand with their chunks preloaded)`);
}

const args = process.argv.slice(2);
try {
  if (args[0] === '--stamp' && args[1]) {
    const { id } = stamp(join(process.cwd(), args[1]));
    console.log(`ship: ${args[1]}/pkg/build.js, build ${id}`);
  } else if (args.length === 0) {
    await ship();
  } else if (args[0] === '--metafile' && args[1]) {
    await ship(args[1]);
  } else {
    throw new Error('usage: node tools/ship.mjs [--stamp DIR | --metafile FILE]');
  }
} catch (e) {
  console.error(`ship: ${e.message}`);
  process.exit(1);
}
