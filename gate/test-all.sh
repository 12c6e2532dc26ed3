#!/usr/bin/env bash
# The one test command (npm test): builds the production site, then runs every suite and gate.
# Every stage runs even if an earlier one fails, and a summary lists each stage's result.
set -uo pipefail
cd "$(dirname "$0")/.."

source gate/stages.sh

# The machine's speed first, so the stage times below can be compared across machines.
node gate/machine-speed.mjs

# The generated variant of content/ in which every editable word and fact differs
# (gate/make-content-variant.mjs): a test that only the seed content passes pins the agency's
# copy (docs/decisions/081). Its build and its click-to-load build are made beside the seed's.
variant=.e2e/variant
variant_click_to_load="$variant/build-click-to-load"
# The seed in the consent mode it does not ship with (click-to-load ships; "none" is built here).
seed_none=.e2e/consent-none
# Content the gate must refuse. (The variant carries a person's fine edit too: its headlines.)
faults=.e2e/faults

stage "browsers and servers (Chromium, Firefox ESR, nginx)" bash -c "bash scripts/ensure-browser.sh && bash scripts/ensure-firefox.sh && bash scripts/ensure-nginx.sh"
stage "content variants (gate/make-content-variant.mjs: full, faults)" bash -c \
  "node gate/make-content-variant.mjs $variant && node gate/make-content-variant.mjs $faults --kind faults"
# Each of these uses about one core: two at a time take about half as long as in a row
# (docs/decisions/080-ci-time.md). Every build fails on any warning.
side_by_side \
  "lint (ESLint, Prettier, actionlint)" "npm run lint:sources --silent" \
  "typecheck (tsc)" "npx tsc" \
  "build (seed content, as shipped)" "npm run build --silent" \
  "build (seed content, consent none)" "VITE_SITE_BOOKING_CONSENT=none SITE_BUILD_DIR=$seed_none/build npm run build --silent" \
  "build (content variant, consent none)" "CONTENT_ROOT=$variant VITE_SITE_BOOKING_CONSENT=none SITE_BUILD_DIR=$variant/build npm run build --silent" \
  "build (content variant, click-to-load consent)" "CONTENT_ROOT=$variant VITE_SITE_BOOKING_CONSENT=click-to-load SITE_BUILD_DIR=$variant_click_to_load/build npm run build --silent" \
  "build (faults)" "CONTENT_ROOT=$faults SITE_BUILD_DIR=$faults/build npm run build --silent" \
  "content in the editor's form (npm run content:normalize -- --check)" "node scripts/normalize-content.ts --check"
if [ ! -f build/client/index.html ]; then
  echo "The build failed; nothing to test." >&2
  summary
fi
# The HTTP suites mostly wait (on nginx reloads, wrangler's start, a 5 s header timeout), so they
# run beside the browser stages below and report before the quality gates and Lighthouse, which
# need a quiet machine (docs/decisions/080-ci-time.md).
http_log=$(mktemp)
# Its own duration, written when it ends, not when the gate gets round to waiting for it.
timed "$http_log" npm run test:http --silent >"$http_log" 2>&1 &
http_pid=$!

# Both contents in one Vitest process: the seed as project "content", the variant as "variant".
# VARIANT_BUILT: the variant's build above covers the unit suite's own one-field edit-and-build test.
variant_built=0
[ -f "$variant/build/client/index.html" ] && variant_built=1
stage "unit tests (Vitest, seed content and variant)" env VARIANT_CONTENT_ROOT="$variant" VARIANT_BUILT="$variant_built" npm run test:unit --silent
# The seed content at 360 px, in consent mode "none"; desktop and click-to-load run below against
# the content variant, so every browser test runs at both widths and the words of two contents are
# checked (docs/decisions/080-ci-time.md). `npm run test:e2e` alone runs every project on the seed.
stage "browser tests (Playwright, seed content, mobile 360 px)" \
  env E2E_BUILD_DIR="$seed_none/build" E2E_NO_CLICK_TO_LOAD=1 npm run test:e2e --silent -- --project=mobile
# The content gate's check of every page, on the seed in both modes (replaces the Firefox-only
# check); then the variant's home and legal notice (its headlines are the fine edit, its founder's
# name a long one) and its articles (a German title of one long compound, a cover image, an
# untranslated article), the proof that the check refuses the faults variant, and the editor's
# sign-in in Firefox (tests/pages/sign-in-firefox.test.mjs).
stage "every page in Chromium and Firefox, both consent modes, 360/1440 px (booking also 320) (seed)" \
  node tests/pages/check-rendered-pages.mjs --build build=shipped --build "$seed_none/build=none"
stage "the variant's home, legal notice, articles and roles, the faults refused, and sign-in in Firefox (tests/pages/)" bash -c \
  "RENDERED_CHECK_PORT=5770 node tests/pages/check-rendered-pages.mjs --build $variant/build=variant --pages home,legalNotice,insights,article,roles,roles-country,role,role-closed --widths 360,1440 && FAULTS_DIR=$faults node --test 'tests/pages/*.test.mjs'"
if [ -f "$variant/build/client/index.html" ] && [ -f "$variant_click_to_load/build/client/index.html" ]; then
  # CONSENT_BUILT: serve the click-to-load build made above instead of building it again.
  stage "browser tests (Playwright, content variant, desktop and click-to-load)" \
    env CONTENT_ROOT="$variant" E2E_BUILD_DIR="$variant/build" CONSENT_BUILT=1 \
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
results+=("$http_result  HTTP delivery tests, beside the stages above ($(cat "$http_log.seconds") s)")
rm -f "$http_log.seconds"
stage "HTML validity, internal links, byte budgets" npm run test:quality --silent
# Last, when nothing else of the gate runs beside it: its figures are timings.
stage "Lighthouse audit (gates only; npm run audit:full adds the informative runs)" npm run audit --silent

summary
