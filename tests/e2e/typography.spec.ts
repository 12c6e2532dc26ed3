import { expect, test } from "@playwright/test";
import { pathOf } from "../../app/page-table.ts";

// Every page's glyphs (drawn by the web font, not a system font) and overflow, at 360 and 1440 px
// in Chromium and Firefox ESR, are checked by tests/pages/check-rendered-pages.mjs (both gates).

test("German text hyphenates, English headings do not", async ({ page }) => {
  await page.goto("/de/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect(
    await page
      // Running text; upper-case labels (the hero's kicker) are headings' kin and do not hyphenate.
      .locator("main p:not(.uppercase)")
      .first()
      .evaluate((el) => getComputedStyle(el).hyphens),
  ).toBe("auto");
  await page.goto("/");
  expect(
    await page
      .locator("main h2")
      .first()
      .evaluate((el) => getComputedStyle(el).hyphens),
  ).toBe("manual");
});

test("German headings break only at the build's soft hyphens, and addresses never hyphenate", async ({ page }) => {
  for (const path of [pathOf("home", "de"), pathOf("privacy", "de")]) {
    await page.goto(path);
    const hyphensOf = (selector: string) =>
      page.locator(selector).evaluateAll((elements) => elements.map((el) => getComputedStyle(el).hyphens));
    // A heading's link (an article's title on the home page) breaks like its heading.
    const headings = await hyphensOf("main :is(h1, h2, h3), main :is(h1, h2, h3) a");
    expect(headings.length).toBeGreaterThan(0);
    expect(new Set(headings)).toEqual(new Set(["manual"]));
    const addresses = await hyphensOf("a:not(:is(h1, h2, h3, h4) a), .address");
    expect(addresses.length).toBeGreaterThan(0);
    expect(new Set(addresses)).toEqual(new Set(["none"]));
  }
});
