#!/usr/bin/env bash
# Builds the site once more with booking.consent = "click-to-load" (into .e2e/, leaving build/
# alone) and serves it with the project's own server, for the consent-mode browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .e2e/click-to-load
log=.e2e/click-to-load/build.log
if ! VITE_SITE_BOOKING_CONSENT=click-to-load SITE_BUILD_DIR=.e2e/click-to-load/build npx react-router build >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
cd .e2e/click-to-load
exec node ../../server/start.mjs
