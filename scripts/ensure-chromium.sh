#!/usr/bin/env bash
# Makes sure the Chromium the tests drive is present: Debian's chromium and its headless shell
# (scripts/chromium.ts), installed when missing. CHROMIUM_PATH points the tests at another Chromium.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then
  exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing: install Debian's chromium and chromium-headless-shell" \
    "(apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium and chromium-headless-shell for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium chromium-headless-shell >/dev/null
