#!/usr/bin/env bash
# The content gate (npm run test:content): what a change under content/ can break, and nothing it
# cannot. CI runs it instead of the full gate when every changed path is content
# (.github/workflows/ci.yml); the full gate (npm test) runs all of this too.
#   - the build of the content as shipped and in the other consent mode (schemas, cross-field
#     rules, key parity; a build fails on any warning), beside the content-form check;
#   - HTML validity, internal links and byte budgets;
#   - every page of the page table, both languages, both consent modes, at 360 and 1440 px
#     (the booking pages also at 320 px) in Chromium and Firefox ESR: overflow, clipped text, words broken without a hyphen, missing
#     glyphs, axe WCAG 2.2 AA, console errors and CSP violations (tests/pages/check-rendered-pages.mjs).
set -uo pipefail
cd "$(dirname "$0")/.."
source gate/stages.sh

node gate/machine-speed.mjs
shipped=$(node -e 'const y=require("yaml");const f=require("fs");const r=process.env.CONTENT_ROOT||".";console.log(y.parse(f.readFileSync(r+"/content/site.yml","utf8")).booking.consent)')
other=none
[ "$shipped" = none ] && other=click-to-load
other_build=.e2e/consent-$other
# "none" is refused while the markets include Germany, the EU/EEA or the UK, so that mode is built
# from a copy whose markets are outside them (gate/make-content-variant.ts --kind consent-none).
other_root="${CONTENT_ROOT:-.}"
if [ "$other" = none ]; then
  node gate/make-content-variant.ts "$other_build" --kind consent-none --from "$other_root" || exit 1
  other_root="$other_build"
fi

stage "browsers (Chromium, Firefox ESR)" bash -c "bash scripts/ensure-browser.sh && bash scripts/ensure-firefox.sh"
side_by_side \
  "build (content as shipped: consent $shipped)" "npm run build --silent" \
  "build (consent $other)" "CONTENT_ROOT=$other_root VITE_SITE_BOOKING_CONSENT=$other SITE_BUILD_DIR=$other_build/build npm run build --silent" \
  "content in the editor's form (npm run content:normalize -- --check)" "node scripts/normalize-content.ts --check"
if [ -f build/client/index.html ] && [ -f "$other_build/build/client/index.html" ]; then
  side_by_side \
    "every page in Chromium and Firefox, both consent modes, 360/1440 px (booking also 320)" "node tests/pages/check-rendered-pages.mjs --build build=$shipped --build $other_build/build=$other" \
    "HTML validity, internal links, byte budgets" "npm run test:quality --silent"
else
  results+=("FAIL  pages not checked: a build failed above")
  failed=1
fi
summary
