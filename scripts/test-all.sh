#!/usr/bin/env bash
# The one test command (npm test): builds the production site, then runs every suite and gate.
# Every stage runs even if an earlier one fails, and a summary lists each stage's result.
set -uo pipefail
cd "$(dirname "$0")/.."

declare -a results=()
failed=0
stage() {
  local name="$1"; shift
  echo
  echo "==> $name: $*"
  local start=$SECONDS
  if "$@"; then
    results+=("PASS  $name ($((SECONDS - start)) s)")
  else
    results+=("FAIL  $name ($((SECONDS - start)) s)")
    failed=1
  fi
}

stage "lint (ESLint, Prettier)" npm run lint --silent
stage "browser" bash scripts/ensure-browser.sh
stage "build (fails on any warning)" node scripts/build-without-warnings.mjs
if [ ! -f build/client/index.html ]; then
  echo "The build failed; nothing to test." >&2
  printf '%s\n' "${results[@]}"
  exit 1
fi
stage "typecheck" npm run typecheck --silent
stage "unit tests (Vitest)" npm run test:unit --silent
stage "browser tests (Playwright)" npm run test:e2e --silent
stage "second engine (Firefox ESR)" npm run test:firefox --silent
stage "HTTP delivery tests (Node server and nginx)" npm run test:http --silent
stage "HTML validity, internal links, byte budgets" npm run test:quality --silent
stage "Lighthouse audit" npm run audit --silent

echo
echo "==> Summary"
printf '  %s\n' "${results[@]}"
exit $failed
