#!/usr/bin/env bash
# Builds the rules crate to WebAssembly, generates its ES-module glue into www/pkg/, and serves
# www/ on http://127.0.0.1:8000 (or $PORT).
#
#   ./build.sh             build, then serve
#   ./build.sh --no-serve  build only
#
# wasm-bindgen runs through the workspace's `xtask` binary, which links
# wasm-bindgen-cli-support at exactly the version pinned in crate/Cargo.toml (Cargo.lock keeps
# them equal): no prebuilt CLI is needed. Debian's binaryen (wasm-opt) is deliberately not used:
# its output does not load in current Chromium.
#
# Everything it builds goes to target/ in the checkout (or $CARGO_TARGET_DIR). It is never
# silent for long: cargo's own lines, and a line every 20 s while one step runs on.
set -euo pipefail
cd "$(dirname "$0")"
target_dir="${CARGO_TARGET_DIR:-target}"

serve=1
for arg in "$@"; do
  case "$arg" in
    --no-serve) serve=0 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "build.sh: unknown argument $arg (try --no-serve)" >&2; exit 2 ;;
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
echo "build.sh: compiling xtask (wasm-bindgen, profile xtask)"
heartbeat "compiling xtask" cargo build -p xtask --profile xtask
xtask="$target_dir/xtask/xtask"

# Two modules from the same crate, chosen by cargo features (crate/src/wasm.rs): the match
# engine (www/pkg/semailles.js, loaded by every page) and the computer players
# (www/pkg/semailles_ai.js, loaded by their worker only when a seat is given to the computer or
# a hint is asked).
# The engine is built for size (profile wasm: it delays the first board), the players for speed
# (profile wasm-ai: searching is all they do).
module() { # module <features> <name> <profile>
  local wasm_dir=$target_dir/wasm32-unknown-unknown/$3
  echo "build.sh: compiling the rules crate for wasm32 (profile $3, features $1)"
  heartbeat "compiling $2 (profile $3)" \
    cargo build --lib -p semailles --target wasm32-unknown-unknown --profile "$3" \
    --no-default-features --features "$1"
  # wasm-bindgen names its output after its input: copy under the module's name first.
  mkdir -p "$wasm_dir/modules"
  cp "$wasm_dir/semailles.wasm" "$wasm_dir/modules/$2.wasm"
  echo "build.sh: generating the JS glue of $2 into www/pkg/"
  heartbeat "generating the glue of $2" "$xtask" bindgen "$wasm_dir/modules/$2.wasm" www/pkg
}
module wasm-match semailles wasm
module wasm-ai semailles_ai wasm-ai

# The offline copy (www/sw.js) reads this build's id and file list from www/pkg/build.js: the id
# is a hash of every shipped file, so any change makes browsers install the new build and drop
# the old cache.
echo "build.sh: stamping the build id for the service worker"
(
  cd www
  files=$(find . -type f ! -name sw.js ! -name build.js ! -name '.*' | sed 's#^\./##' | LC_ALL=C sort)
  id=$(printf '%s\n' $files | xargs sha256sum | sha256sum | cut -c1-16)
  {
    echo "// Written by build.sh: this build's id and the files the service worker caches."
    echo "self.SEMAILLES_BUILD = '$id';"
    echo "self.SEMAILLES_FILES = ['./',"
    printf "  '%s',\n" $files
    echo "];"
  } > pkg/build.js
  echo "build.sh: build $id"
)

ls -l www/pkg/*_bg.wasm www/pkg/*.js | awk '{print "build.sh:", $5, "bytes", $9}'

if [ "$serve" = 1 ]; then
  port="${PORT:-8000}"
  echo "build.sh: serving www/ on http://127.0.0.1:$port/ (Ctrl-C to stop)"
  # Python's static server, plus the one header a static host must send for the embed in an
  # <iframe sandbox="allow-scripts"> (a frame with no origin fetches the modules and the wasm
  # cross-origin): Access-Control-Allow-Origin: *, as GitHub Pages sends it.
  exec python3 - "$port" <<'PY'
import functools, http.server, sys
class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()
handler = functools.partial(Handler, directory="www")
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), handler).serve_forever()
PY
fi
