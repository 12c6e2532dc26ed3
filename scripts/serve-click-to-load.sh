#!/usr/bin/env bash
# Builds the site once more with booking.consent = "click-to-load" (into CLICK_TO_LOAD_DIR,
# default .e2e/click-to-load/, leaving build/ alone), with the same content as the tested build
# (CONTENT_ROOT, if set), by the same complete build as `npm run build` (CSP hashes, headers,
# compression), and serves it with the project's own server, for the consent-mode browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${CLICK_TO_LOAD_DIR:-.e2e/click-to-load}
mkdir -p "$dir"
log="$dir/build.log"
# CLICK_TO_LOAD_BUILT=1: scripts/test-all.sh has just built it there (beside the other builds).
if [ "${CLICK_TO_LOAD_BUILT:-}" = 1 ] && [ -f "$dir/build/client/index.html" ]; then
  echo "click-to-load: serving the build made by the caller in $dir/build" >&2
elif ! VITE_SITE_BOOKING_CONSENT=click-to-load SITE_BUILD_DIR="$dir/build" npx react-router build >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
BUILD_DIR="$dir/build" exec node server/start.mjs
