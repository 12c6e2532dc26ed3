#!/usr/bin/env bash
# Builds the site once more with booking.consent = CONSENT_MODE (none or click-to-load) into
# CONSENT_BUILD_DIR/build, leaving build/ alone, with the same content as the tested build
# (CONTENT_ROOT, if set), by the same complete build as `npm run build` (CSP hashes, headers,
# compression), and serves it with the project's own server, for the browser tests of that mode.
# The build refuses "none" while the markets include Germany, the EU/EEA or the UK, so that mode
# is built from a copy of the content whose markets are outside them, as such an agency would
# have it (gate/make-content-variant.ts --kind consent-none, written to CONSENT_BUILD_DIR-content;
# playwright.config.ts points the tests at the same copy).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${CONSENT_MODE:?set CONSENT_MODE to none or click-to-load}
dir=${CONSENT_BUILD_DIR:?set CONSENT_BUILD_DIR}
# CONSENT_BUILT=1: gate/test-all.sh has just built it there (beside the other builds).
if [ "${CONSENT_BUILT:-}" = 1 ] && [ -f "$dir/build/client/index.html" ]; then
  echo "consent $mode: serving the build made by the caller in $dir/build" >&2
else
  content_root="${CONTENT_ROOT:-.}"
  log="$dir.build.log"
  mkdir -p "$dir"
  if [ "$mode" = none ]; then
    node gate/make-content-variant.ts "$dir-content" --kind consent-none --from "$content_root" >"$log" 2>&1 || {
      cat "$log" >&2
      exit 1
    }
    content_root="$dir-content"
  fi
  if ! CONTENT_ROOT="$content_root" VITE_SITE_BOOKING_CONSENT="$mode" SITE_BUILD_DIR="$dir/build" npx astro build >>"$log" 2>&1; then
    cat "$log" >&2
    exit 1
  fi
fi
BUILD_DIR="$dir/build" exec node server/start.ts
