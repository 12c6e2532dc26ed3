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

# Runs named stages side by side, each logging to its own file, then prints each log in turn and
# records each stage's own time. For CPU-light or single-core work on this 2-core machine.
side_by_side() {
  local -a names=() pids=() logs=()
  while [ $# -gt 0 ]; do
    local log
    log=$(mktemp)
    names+=("$1")
    logs+=("$log")
    # The stage's own duration goes to a file beside its log, read back below.
    (
      start=$SECONDS
      bash -c "$2"
      code=$?
      echo "$((SECONDS - start))" >"$log.seconds"
      exit $code
    ) >"$log" 2>&1 &
    pids+=($!)
    shift 2
  done
  local i
  for i in "${!pids[@]}"; do
    local result=PASS
    wait "${pids[$i]}" || { result=FAIL; failed=1; }
    echo
    echo "==> ${names[$i]} (side by side)"
    cat "${logs[$i]}"
    results+=("$result  ${names[$i]}, side by side ($(cat "${logs[$i]}.seconds") s)")
    rm -f "${logs[$i]}" "${logs[$i]}.seconds"
  done
}

# The generated variant of content/ in which every editable word and fact differs
# (scripts/make-content-variant.mjs): a test that only the seed content passes pins the agency's
# copy (docs/decisions/081). Its build and its click-to-load build are made beside the seed's.
variant=.e2e/variant
variant_click_to_load="$variant/build-click-to-load"

stage "browsers and servers (Chromium, Firefox ESR, nginx)" bash -c "bash scripts/ensure-browser.sh && bash scripts/ensure-firefox.sh && bash scripts/ensure-nginx.sh"
stage "route types (react-router typegen), for lint and typecheck" npm run typegen --silent
stage "content variant (scripts/make-content-variant.mjs)" node scripts/make-content-variant.mjs "$variant"
# Each of these uses about one core: two at a time take about half as long as in a row
# (docs/decisions/080-ci-time.md). Every build fails on any warning.
side_by_side \
  "lint (ESLint, Prettier, actionlint)" "npm run lint:sources --silent" \
  "typecheck (tsc)" "npx tsc" \
  "build (seed content)" "node scripts/build-without-warnings.mjs" \
  "build (content variant)" "CONTENT_ROOT=$variant SITE_BUILD_DIR=$variant/build node scripts/build-without-warnings.mjs" \
  "build (content variant, click-to-load consent)" "CONTENT_ROOT=$variant VITE_SITE_BOOKING_CONSENT=click-to-load SITE_BUILD_DIR=$variant_click_to_load/build node scripts/build-without-warnings.mjs"
if [ ! -f build/client/index.html ]; then
  echo "The build failed; nothing to test." >&2
  printf '%s\n' "${results[@]}"
  exit 1
fi
# The HTTP suites mostly wait (on nginx reloads, wrangler's start, a 5 s header timeout), so they
# run beside the browser stages below and report before the quality gates and Lighthouse, which
# need a quiet machine (docs/decisions/080-ci-time.md).
http_log=$(mktemp)
http_start=$SECONDS
npm run test:http --silent >"$http_log" 2>&1 &
http_pid=$!

# Both contents in one Vitest process: the seed as project "content", the variant as "variant".
# VARIANT_BUILT: the variant's build above covers the unit suite's own one-field edit-and-build test.
variant_built=0
[ -f "$variant/build/client/index.html" ] && variant_built=1
stage "unit tests (Vitest, seed content and variant)" env VARIANT_CONTENT_ROOT="$variant" VARIANT_BUILT="$variant_built" npm run test:unit --silent
# The seed content at 360 px; desktop and click-to-load run below against the content variant, so
# every browser test runs at both widths and the words of two contents are checked
# (docs/decisions/080-ci-time.md). `npm run test:e2e` alone runs every project on the seed.
stage "browser tests (Playwright, seed content, mobile 360 px)" env E2E_NO_CLICK_TO_LOAD=1 npm run test:e2e --silent -- --project=mobile
stage "second engine (Firefox ESR)" npm run test:firefox --silent
if [ -f "$variant/build/client/index.html" ] && [ -f "$variant_click_to_load/build/client/index.html" ]; then
  # CLICK_TO_LOAD_BUILT: serve the click-to-load build made above instead of building it again.
  stage "browser tests (Playwright, content variant, desktop and click-to-load)" \
    env CONTENT_ROOT="$variant" E2E_BUILD_DIR="$variant/build" CLICK_TO_LOAD_BUILT=1 \
    npm run test:e2e --silent -- --project=desktop --project=click-to-load
else
  results+=("FAIL  browser tests (Playwright, content variant): a variant build failed above")
  failed=1
fi
echo
echo "==> HTTP delivery tests (Node server, nginx, Cloudflare's runtime, deploy), run beside the stages above"
if wait "$http_pid"; then http_result=PASS; else http_result=FAIL; failed=1; fi
cat "$http_log"
rm -f "$http_log"
results+=("$http_result  HTTP delivery tests, beside the stages above ($((SECONDS - http_start)) s in all)")
stage "HTML validity, internal links, byte budgets" npm run test:quality --silent
stage "Lighthouse audit (gates only; npm run audit:full adds the informative runs)" npm run audit --silent

echo
echo "==> Summary"
printf '  %s\n' "${results[@]}"
exit $failed
