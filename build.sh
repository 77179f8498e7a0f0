#!/usr/bin/env bash
# Builds the rules crate to WebAssembly, generates its ES-module glue into www/pkg/, optimises
# the wasm, makes the shipped page in dist/ and serves it on http://127.0.0.1:8000 (or $PORT).
#
#   ./build.sh             build, then serve dist/ (the shipped page: bundled, minified)
#   ./build.sh --no-serve  build only
#   ./build.sh --sources   build, then serve www/ (the plain sources, unbuilt)
#
# wasm-bindgen runs through the workspace's `xtask` binary, which links
# wasm-bindgen-cli-support at exactly the version pinned in crate/Cargo.toml (Cargo.lock keeps
# them equal): no prebuilt CLI is needed. wasm-opt comes from the npm package `binaryen` and
# esbuild from npm (package.json; `npm ci` is run when they are missing). Debian's binaryen is
# deliberately not used: its output does not load in current Chromium.
#
# Everything it builds goes to target/ in the checkout (or $CARGO_TARGET_DIR), www/pkg/ and
# dist/. It is never silent for long: cargo's own lines, and a line every 20 s while one step
# runs on.
set -euo pipefail
cd "$(dirname "$0")"
target_dir="${CARGO_TARGET_DIR:-target}"

serve=1
root=dist
for arg in "$@"; do
  case "$arg" in
    --no-serve) serve=0 ;;
    --sources) root=www ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "build.sh: unknown argument $arg (try --no-serve or --sources)" >&2; exit 2 ;;
  esac
done

rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || rustup target add wasm32-unknown-unknown

# heartbeat <what> <command…>: runs the command; while it runs, one line every 20 s (a
# compilation or a link can take minutes without a line of its own).
heartbeat() {
  local what="$1"; shift
  # The ticker takes its sleep with it when it is stopped (an orphaned sleep would hold the
  # output open, and a pipe reading this script's output would wait for it).
  (
    nap=
    trap 'kill "$nap" 2>/dev/null; exit 0' TERM
    s=0
    while :; do
      sleep 20 & nap=$!
      wait "$nap"
      s=$((s + 20))
      echo "build.sh: still $what (${s} s)"
    done
  ) &
  local ticker=$!
  trap "kill $ticker 2>/dev/null" EXIT
  local status=0
  "$@" || status=$?
  kill "$ticker" 2>/dev/null || true
  trap - EXIT
  return "$status"
}

# xtask is built once, in its own light profile (Cargo.toml: profile xtask).
xtask="$target_dir/xtask/xtask"

# Five modules from the same crate, chosen by cargo features (crate/src/wasm.rs): the match
# engine, one module per game (www/pkg/semailles.js for Mraha, the default game's;
# www/pkg/semailles_tricerata.js; www/js/engines.js says which is which: a page fetches only the
# engine of the game it shows), and the computer players, one module per game too
# (www/pkg/semailles_ai.js for Mraha, www/pkg/semailles_ai_tricerata.js; www/js/players.js says
# which is which), loaded by their worker only when a seat is given to the computer or a hint
# is asked; beside the Mraha players, a small fifth module walks their long walks in wasm's SIMD
# where the browser has it (www/pkg/semailles_lanes.wasm, www/js/lanes.js).
# The engines are built for size (profile wasm: they delay the first board), the players for
# speed (profile wasm-ai: searching is all they do).
compile() { # compile <features> <name> <profile>
  local wasm_dir=$target_dir/wasm32-unknown-unknown/$3
  echo "build.sh: compiling the rules crate for wasm32 (profile $3, features $1)"
  heartbeat "compiling $2 (profile $3)" \
    cargo build --lib -p semailles --target wasm32-unknown-unknown --profile "$3" \
    --no-default-features --features "$1"
  # wasm-bindgen names its output after its input: copy under the module's name first.
  mkdir -p "$wasm_dir/modules"
  cp "$wasm_dir/semailles.wasm" "$wasm_dir/modules/$2.wasm"
}
glue() { # glue <name> <profile> [--keep-names]
  echo "build.sh: generating the JS glue of $1 into www/pkg/"
  heartbeat "generating the glue of $1" \
    "$xtask" bindgen "$target_dir/wasm32-unknown-unknown/$2/modules/$1.wasm" www/pkg ${3:-}
}

# wasm-opt and esbuild, exactly as package-lock.json pins them.
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -x node_modules/.bin/esbuild ]; then
  echo "build.sh: installing the build's npm packages (npm ci, no browser download)"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi

# wasm-opt after wasm-bindgen: the engine for size, the computer players for speed (measured:
# docs/performance.md). Paths are absolute: binaryen's Node build does not resolve relative ones
# against the working directory.
optimise() { # optimise <file> <flags…>
  local file="$PWD/$1"; shift
  echo "build.sh: wasm-opt $* on ${file#"$PWD/"}"
  heartbeat "optimising $(basename "$file")" \
    node_modules/.bin/wasm-opt "$@" "$file" -o "$file.opt"
  mv "$file.opt" "$file"
}
# Three lanes at once (each profile has its own build directory and lock, so cargo runs them
# side by side): xtask; the two engines (profile wasm, one after the other); the two players'
# modules (profile wasm-ai, one after the other). Much of each is one thread (the crate's
# link-time optimisation, wasm-opt), so on two cores the lanes fill each other's idle time. A
# lane that needs xtask asks cargo for it: cargo's lock makes it wait for the xtask lane, then
# finds it built. Each line names its module.
echo "build.sh: compiling xtask (wasm-bindgen, profile xtask), the engines and the players at once"
heartbeat "compiling xtask" cargo build -p xtask --profile xtask &
lane_xtask=$!
engines() {
  compile wasm-mraha semailles wasm
  compile wasm-tricerata semailles_tricerata wasm
  cargo build -q -p xtask --profile xtask
  # The engines keep their function names until they are split (-g keeps them through
  # wasm-opt); the split writes both parts without them.
  glue semailles wasm --keep-names
  glue semailles_tricerata wasm --keep-names
  optimise www/pkg/semailles_bg.wasm -g -Oz --one-caller-inline-max-function-size=0 --gufa -Oz
  optimise www/pkg/semailles_tricerata_bg.wasm -g -Oz --one-caller-inline-max-function-size=0 --gufa -Oz
  # Each engine in two parts: what its first board runs, and the rest, fetched once the board
  # is drawn (tools/split-engine.mjs profiles, splits, then checks the split engine's answers).
  split_engine semailles mraha
  split_engine semailles_tricerata tricerata
}
split_engine() { # split_engine <name> <game>
  echo "build.sh: splitting $1 into its first board's part and its later part"
  heartbeat "splitting $1" node tools/split-engine.mjs www/pkg "$1" "$2"
}
# The players' modules let LLVM inline more than its default (a threshold of 500 against 225):
# a call costs more in V8's code than in native code, and the Mraha players then play 1.05 times
# as many random games a second (1.01 natively, where the referee keeps the default), the
# Tricérata players' turns take 0.98 of the time, for modules 2–4 % larger (docs/performance.md).
# RUSTFLAGS, rather than a setting of the profile: stable cargo has no per-profile rustflags.
players_rustflags="${RUSTFLAGS:-} -C llvm-args=-inline-threshold=500"
# wasm-opt -O3 on a players' module, leaving out of line the functions named (see players()).
# A --no-inline pattern that names no function is no error to wasm-opt, so a rename would
# quietly let it inline the function again: this fails unless each is in the module (the names
# section of wasm-bindgen's output, which wasm-opt then drops).
optimise_out_of_line() { # optimise_out_of_line <file> <function name>…
  local file=$1; shift
  local patterns=()
  for name in "$@"; do
    if ! grep -aq "::$name::" "$file"; then
      echo "build.sh: no function named $name in $file (see players())" >&2
      return 1
    fi
    patterns+=("--no-inline=*::$name::*")
  done
  optimise "$file" "${patterns[@]}" -O3
}
players() {
  RUSTFLAGS="$players_rustflags" compile wasm-ai-mraha semailles_ai wasm-ai
  RUSTFLAGS="$players_rustflags" compile wasm-ai-tricerata semailles_ai_tricerata wasm-ai
  cargo build -q -p xtask --profile xtask
  # Names kept into wasm-opt (which writes the module without them) so that it can leave out
  # of line the functions called once per iteration of a long call: the tree search's
  # iteration and the bench's game. wasm-opt inlines any function with a single caller, and V8
  # runs a call in the code it had when the call began: inlined, that loop would run a worker's
  # whole first search in V8's baseline code (docs/performance.md).
  glue semailles_ai wasm-ai --keep-names
  glue semailles_ai_tricerata wasm-ai --keep-names
  optimise_out_of_line www/pkg/semailles_ai_bg.wasm iteration one_game
  optimise_out_of_line www/pkg/semailles_ai_tricerata_bg.wasm iteration
  # The Mraha players' long walks in wasm's SIMD: a module of its own, without glue, loaded
  # beside them where the browser has SIMD (www/js/lanes.js, crate/src/mraha/lanes/mod.rs).
  RUSTFLAGS="$players_rustflags" compile wasm-lanes semailles_lanes wasm-ai
  cp "$target_dir/wasm32-unknown-unknown/wasm-ai/modules/semailles_lanes.wasm" www/pkg/
  optimise www/pkg/semailles_lanes.wasm -O3 --enable-simd --strip-producers --strip-target-features
}
# (Each lane stops at its first failing step: the script's `set -e` holds in the subshells.)
engines &
lane_engines=$!
players &
lane_players=$!
failed=0
for lane in "$lane_xtask" "$lane_engines" "$lane_players"; do
  wait "$lane" || failed=1
done
if [ "$failed" = 1 ]; then
  echo "build.sh: a step failed (see the lines above)" >&2
  exit 1
fi

# Each game's opening: what its engine answers for a new game as a bare address opens it, from
# which such a page draws its first board and plays its first tap before the engine has come
# (tools/record-openings.mjs, www/js/opening.js).
node tools/record-openings.mjs www/pkg

# The offline copy (sw.js) reads the build's id and file list from pkg/build.js: the id is a
# hash of every cached file, so any change makes browsers install the new build and drop the old
# cache. www/ (the sources, served unbuilt by --sources) gets its own.
node tools/ship.mjs --stamp www

# The shipped page: dist/, bundled and minified (tools/ship.mjs).
echo "build.sh: writing the shipped page into dist/ (esbuild)"
node tools/ship.mjs

ls -l www/pkg/*_bg.wasm www/pkg/semailles_lanes.wasm | awk '{print "build.sh:", $5, "bytes", $9}'
du -sb dist | awk '{print "build.sh:", $1, "bytes in dist/"}'

if [ "$serve" = 1 ]; then
  port="${PORT:-8000}"
  echo "build.sh: serving $root/ on http://127.0.0.1:$port/ (Ctrl-C to stop)"
  # Python's static server, plus the one header a static host must send for the embed in an
  # <iframe sandbox="allow-scripts"> (a frame with no origin fetches the modules and the wasm
  # cross-origin): Access-Control-Allow-Origin: *, as GitHub Pages sends it.
  exec python3 - "$port" "$root" <<'PY'
import functools, http.server, sys
class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()
handler = functools.partial(Handler, directory=sys.argv[2])
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), handler).serve_forever()
PY
fi
