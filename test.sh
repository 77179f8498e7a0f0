#!/usr/bin/env bash
# Runs every test of the project, in this order, and exits non-zero if any fails:
#   1. the native engine tests:   cargo test --release --workspace --exclude xtask
#   2. the fuzz harness, 60 s:    cargo run --release --example fuzz -- --seconds 60
#   3. the wasm build:            ./build.sh --no-serve
#   4. the page's unit tests:     node --test tests/js/ (its pure modules, no browser)
#   5. the browser tests:         Playwright driving Debian's Chromium against the shipped page,
#                                 dist/ (SEMAILLES_TEST_ROOT=www: against the unbuilt sources)
#   6. the first board's budget:  node tests/browser/measure.mjs --first-load --budget 60000
#                                 (the bytes fetched before each kind of page's first board)
# Each runner's own summary lines are printed, then a recap of the stages.
#
# Needs: cargo, node/npm, and Chromium at /usr/bin/chromium (or $CHROMIUM_PATH).
# On a fresh Debian machine `.ci/run` installs what is missing, then calls this script.
set -uo pipefail
cd "$(dirname "$0")"

declare -a recap=()
status=0
stage() { # stage <name> <command…>
  local name="$1"; shift
  echo
  echo "=== test.sh: $name"
  if "$@"; then
    recap+=("PASS  $name")
  else
    recap+=("FAIL  $name")
    status=1
  fi
}

# xtask (wasm-bindgen for build.sh) has no tests: building it in the release profile, with LTO,
# only to run none would cost minutes; build.sh builds it in its own light profile.
stage "native engine tests (cargo test --release --workspace --exclude xtask)" \
  cargo test --release --workspace --exclude xtask

# The fuzz harness: structured random inputs to every entry point for about a minute.
stage "fuzz harness, 60 s (cargo run --release --example fuzz -- --seconds 60)" \
  cargo run --release -p semailles --example fuzz -- --seconds 60

stage "wasm build (./build.sh --no-serve)" ./build.sh --no-serve

stage "page unit tests (node --test tests/js/)" node --test tests/js/

browser_tests() {
  local chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ ! -x "$chromium" ]; then
    echo "test.sh: no Chromium at $chromium (apt-get install chromium, or run .ci/run)" >&2
    return 1
  fi
  if [ ! -d node_modules/@playwright/test ]; then
    echo "test.sh: installing the test dependencies (npm ci, no browser download)"
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund || return 1
  fi
  if [ ! -f www/pkg/semailles_bg.wasm ] || [ ! -f dist/index.html ]; then
    echo "test.sh: www/pkg/ or dist/ is not built; the browser tests need ./build.sh --no-serve" >&2
    return 1
  fi
  # The tests serve dist/ (or www/) on 18417 unless $SEMAILLES_TEST_PORT says otherwise; when that port is
  # busy, on a free one.
  local wanted="${SEMAILLES_TEST_PORT:-18417}" port
  port=$(node tests/browser/free-port.mjs "$wanted") || return 1
  if [ "$port" != "$wanted" ]; then
    echo "test.sh: port $wanted is busy; the browser tests use port $port"
  fi
  SEMAILLES_TEST_PORT="$port" npx --no-install playwright test --config tests/browser/playwright.config.mjs
}
stage "browser tests (Playwright + Chromium)" browser_tests

# Bytes, not times: the same build fetches the same bytes on any machine, so the goal is kept here.
first_board_budget() {
  local port
  port=$(node tests/browser/free-port.mjs 18431) || return 1
  SEMAILLES_MEASURE_PORT="$port" node tests/browser/measure.mjs --first-load --budget 60000 | grep '^fetched before'
  return "${PIPESTATUS[0]}"
}
stage "first board's bytes (node tests/browser/measure.mjs --first-load --budget 60000)" first_board_budget

echo
echo "=== test.sh: recap"
printf '%s\n' "${recap[@]}"
exit "$status"
