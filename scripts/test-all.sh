#!/usr/bin/env bash
# `npm test`: everything CI runs, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

step 'Typecheck'
npm run --silent typecheck
step 'Lint'
npm run --silent lint
step 'Format'
npm run --silent format:check
step 'Unit and contract tests'
npx vitest run --project unit --project dom --project tz-new-york --project tz-tokyo --project tz-utc
step 'Production bundle'
npx vitest run --project build
step 'Story tests in Chromium (render, play, axe)'
npx vitest run --project stories
step 'End-to-end tests in Chromium'
npx playwright test
step 'Visual check of the UI stories'
npx playwright test -c playwright.visual.config.ts
