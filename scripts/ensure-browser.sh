#!/usr/bin/env bash
# Finds a Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium, else installs one.
# Also makes sure Liberation Sans and Serif are there: metric twins of Arial and Times New Roman,
# the local fallbacks the site's font stacks are sized against (a browser test compares layouts).
set -euo pipefail
ensure_fallback_fonts() {
  if fc-list 2>/dev/null | grep -qi "Liberation Sans"; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "browser: installing Debian's fonts-liberation (Arial and Times New Roman metrics) with apt-get"
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-liberation >/dev/null ||
      { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-liberation >/dev/null; }
  else
    echo "browser: Liberation fonts missing (install fonts-liberation); the fallback-font layout test will fail" >&2
  fi
}
ensure_fallback_fonts
if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then echo "browser: using CHROME_PATH=$CHROME_PATH"; exit 0; fi
  echo "browser: CHROME_PATH=$CHROME_PATH is not an executable file" >&2; exit 1
fi
if [ -x /usr/bin/chromium ]; then echo "browser: using /usr/bin/chromium"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "browser: /usr/bin/chromium not found; installing Debian's chromium with apt-get (as root)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends chromium >/dev/null || { apt-get update >/dev/null && apt-get install -y --no-install-recommends chromium >/dev/null; }
  echo "browser: installed $(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
  exit 0
fi
echo "browser: no Chromium found and not root with apt; trying Playwright's installer (npx playwright install chromium)"
npx playwright install chromium
echo "browser: set CHROME_PATH to the installed Chromium if the tests cannot find it" >&2
