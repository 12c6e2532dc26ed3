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
stage "browsers and servers (Chromium, Firefox ESR, nginx)" bash -c "bash scripts/ensure-browser.sh && bash scripts/ensure-firefox.sh && bash scripts/ensure-nginx.sh"
stage "build (fails on any warning)" node scripts/build-without-warnings.mjs
if [ ! -f build/client/index.html ]; then
  echo "The build failed; nothing to test." >&2
  printf '%s\n' "${results[@]}"
  exit 1
fi
# The HTTP suites mostly wait (on nginx reloads, wrangler's start, a 5 s header timeout), so they
# run beside the CPU-bound stages below and report before the quality gates and Lighthouse,
# which need a quiet machine (docs/decisions/080-ci-time.md).
http_log=$(mktemp)
http_start=$SECONDS
npm run test:http --silent >"$http_log" 2>&1 &
http_pid=$!

stage "typecheck" npm run typecheck --silent
stage "unit tests (Vitest)" npm run test:unit --silent
# The seed content at 360 px here; desktop and click-to-load run below against the content
# variant, so every browser test runs at both widths and the words of two contents are checked
# (docs/decisions/080-ci-time.md). `npm run test:e2e` alone runs every project on the seed.
stage "browser tests (Playwright, mobile 360 px)" env E2E_NO_CLICK_TO_LOAD=1 npm run test:e2e --silent -- --project=mobile
stage "second engine (Firefox ESR)" npm run test:firefox --silent
echo
echo "==> HTTP delivery tests (Node server, nginx, Cloudflare's runtime, deploy), run beside the stages above"
if wait "$http_pid"; then http_result=PASS; else http_result=FAIL; failed=1; fi
cat "$http_log"
rm -f "$http_log"
results+=("$http_result  HTTP delivery tests, beside the stages above ($((SECONDS - http_start)) s in all)")
stage "HTML validity, internal links, byte budgets" npm run test:quality --silent
stage "Lighthouse audit (gates only; npm run audit:full adds the informative runs)" npm run audit --silent

# The same suites against a build of a generated variant of content/ in which every editable word
# and fact differs (scripts/make-content-variant.mjs): a test that only the seed content passes
# pins the agency's copy (docs/decisions/081). Desktop width and the click-to-load build here.
variant=.e2e/variant
variant_build() {
  node scripts/make-content-variant.mjs "$variant" &&
    CONTENT_ROOT="$variant" SITE_BUILD_DIR="$variant/build" node scripts/build-without-warnings.mjs
}
stage "content variant: build" variant_build
if [ -f "$variant/build/client/index.html" ]; then
  stage "content variant: unit tests (Vitest)" env CONTENT_ROOT="$variant" npm run test:unit --silent
  stage "content variant: browser tests (Playwright, desktop and click-to-load)" \
    env CONTENT_ROOT="$variant" E2E_BUILD_DIR="$variant/build" \
    npm run test:e2e --silent -- --project=desktop --project=click-to-load
fi

echo
echo "==> Summary"
printf '  %s\n' "${results[@]}"
exit $failed
