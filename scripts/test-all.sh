#!/usr/bin/env bash
# `npm test`: everything CI runs, in the order that fails fastest. Steps that use one core each run
# side by side, so that both of CI's two cores work (docs/decisions/0035).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
outputs=$(mktemp -d)
trap 'rm -rf "$outputs"' EXIT

# Prints a background step's output once it is done; fails when it failed.
finish() {
  local name=$1 pid=$2 status=0
  wait "$pid" || status=$?
  printf -- '-- %s: %s\n' "$name" "$([ "$status" = 0 ] && echo passed || echo FAILED)"
  cat "$outputs/$name"
  return "$status"
}

# On a fresh machine Debian's Chromium and nginx install (mostly downloading) while the static
# checks and the unit tests run; the browser tests wait for them.
{ bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh; } >"$outputs/tools" 2>&1 &
tools=$!

# The three static checks read the sources and nothing else, each on one core.
step 'Typecheck, lint and format'
npm run --silent typecheck >"$outputs/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$outputs/lint" 2>&1 &
lint=$!
npm run --silent format:check >"$outputs/format" 2>&1 &
format=$!
checks=0
finish typecheck "$typecheck" || checks=1
finish lint "$lint" || checks=1
finish format "$format" || checks=1
[ "$checks" = 0 ]

step 'Unit and contract tests'
npx vitest run --project unit --project dom --project tz-new-york --project tz-tokyo --project tz-utc
step 'Chromium and nginx'
finish tools "$tools"
step 'Production bundle'
npx vitest run --project build
step 'Story tests in Chromium (render, play, axe)'
npx vitest run --project stories
step 'End-to-end tests in Chromium'
npx playwright test
step 'Visual check of the UI stories'
npx playwright test -c playwright.visual.config.ts
