#!/usr/bin/env bash
# Builds the site once more with booking.consent = CONSENT_MODE (none or click-to-load) into
# CONSENT_BUILD_DIR/build, leaving build/ alone, from the content in CONTENT_ROOT (if set), by the
# same complete build as `npm run build` (CSP hashes, headers, compression), and serves it with the
# project's own server, for the browser tests of that mode. The build refuses "none" while the
# markets include Germany, the EU/EEA or the UK, so playwright.config.ts hands that mode a copy of
# the content whose markets are outside them (gate/make-content-variant.ts --kind consent-none).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${CONSENT_MODE:?set CONSENT_MODE to none or click-to-load}
dir=${CONSENT_BUILD_DIR:?set CONSENT_BUILD_DIR}
# CONSENT_BUILT=1: gate/test-all.sh has just built it there (beside the other builds).
if [ "${CONSENT_BUILT:-}" = 1 ] && [ -f "$dir/build/client/index.html" ]; then
  echo "consent $mode: serving the build made by the caller in $dir/build" >&2
else
  log="$dir.build.log"
  mkdir -p "$dir"
  if ! VITE_SITE_BOOKING_CONSENT="$mode" SITE_BUILD_DIR="$dir/build" npx astro build >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
  fi
fi
BUILD_DIR="$dir/build" exec node server/start.ts
