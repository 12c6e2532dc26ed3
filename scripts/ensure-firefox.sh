#!/usr/bin/env bash
# Finds Firefox ESR for the second-engine check (tests/pages/check-rendered-pages.mjs): FIREFOX_PATH, else
# /usr/bin/firefox-esr, else installs Debian's firefox-esr with apt (as root).
set -euo pipefail
if [ -n "${FIREFOX_PATH:-}" ]; then
  if [ -x "$FIREFOX_PATH" ]; then echo "firefox: using FIREFOX_PATH=$FIREFOX_PATH"; exit 0; fi
  echo "firefox: FIREFOX_PATH=$FIREFOX_PATH is not an executable file" >&2; exit 1
fi
if [ -x /usr/bin/firefox-esr ]; then echo "firefox: using /usr/bin/firefox-esr"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "firefox: /usr/bin/firefox-esr not found; installing Debian's firefox-esr with apt-get (as root)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends firefox-esr >/dev/null ||
    { apt-get update >/dev/null && apt-get install -y --no-install-recommends firefox-esr >/dev/null; }
  echo "firefox: installed $(/usr/bin/firefox-esr --version 2>/dev/null | head -n 1)"
  exit 0
fi
echo "firefox: no Firefox ESR found and not root with apt; install firefox-esr or set FIREFOX_PATH" >&2
exit 1
