#!/usr/bin/env bash
# Finds the Chromium builds for the browser tests and Lighthouse: CHROME_PATH (for both), else
# Debian's chromium-headless-shell and chromium, installing them with apt where missing.
# Also makes sure Liberation Sans and Serif are there: metric twins of Arial and Times New Roman,
# the local fallbacks the site's font stacks are sized against (a browser test compares layouts).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
if fc-list 2>/dev/null | grep -qi "Liberation Sans"; then
  :
elif [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "browser: installing Debian's fonts-liberation (Arial and Times New Roman metrics) with apt-get"
  apt-get install -y --no-install-recommends fonts-liberation >/dev/null ||
    { apt-get update >/dev/null && apt-get install -y --no-install-recommends fonts-liberation >/dev/null; }
else
  echo "browser: Liberation fonts missing (install fonts-liberation); the fallback-font layout test will fail" >&2
fi
if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then echo "browser: using CHROME_PATH=$CHROME_PATH"; exit 0; fi
  echo "browser: CHROME_PATH=$CHROME_PATH is not an executable file" >&2; exit 1
fi
# Debian's chromium (Lighthouse needs the full browser) and chromium-headless-shell, the same
# engine without the full browser's UI layers, which the browser tests run in: a quarter to a third less CPU
# (docs/decisions/180-tests-in-the-headless-shell.md).
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  echo "browser: using /usr/bin/chromium-headless-shell for the tests, /usr/bin/chromium for Lighthouse"; exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "browser: installing Debian's ${missing[*]} with apt-get (as root)"
  apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null ||
    { apt-get update >/dev/null && apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null; } ||
    # An older Debian without the headless shell: the tests run in the full browser.
    apt-get install -y --no-install-recommends chromium >/dev/null
  echo "browser: installed $(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
  [ -x /usr/bin/chromium-headless-shell ] || echo "browser: no chromium-headless-shell package; the tests use the full browser"
  exit 0
fi
if [ -x /usr/bin/chromium ]; then echo "browser: using /usr/bin/chromium (not root: cannot add chromium-headless-shell)"; exit 0; fi
echo "browser: no Chromium found and not root with apt; trying Playwright's installer (npx playwright install chromium)"
npx playwright install chromium
echo "browser: set CHROME_PATH to the installed Chromium if the tests cannot find it" >&2
