import { expect, test } from "@playwright/test";
import { content, en, filled, rgbOf, site } from "../support/content.ts";
import { boxHolding, openEntry, openLocalEditor, previewPane } from "../support/local-editor.ts";
import { RULE_WORDS } from "../../shared/layout-rules.ts";

// The editor's preview pane (editor/preview/) in the real editor: the page as the site draws it,
// following each keystroke, and what the content gate would refuse marked at 360 px, in the gate's words.

test.use({ locale: "en-US" });
test.setTimeout(60_000);

/** A word of 43 letters: wider than any heading's line at 360 px. */
const LONG_WORD = "Executivesearchconsultancyleadershipadvisor".slice(0, 43);

test("an edited headline shows in the pane within a second of typing, in the site's display face and colours", async ({
  page,
}) => {
  await openLocalEditor(page);
  await openEntry(page, "pages", "home");
  const { site: preview } = previewPane(page);
  const headline = preview.locator("#hero-title");
  await expect(headline).toHaveText(en.home.hero.headline, { timeout: 15_000 });

  const box = await boxHolding(page, "Headline", en.home.hero.headline);
  const typed = `${en.home.hero.headline} now`;
  // The time from the last key to the pane's headline holding it, measured in the page (one clock).
  await page.evaluate(() => {
    const target = window as unknown as { lastKey?: number };
    document.addEventListener("keydown", () => (target.lastKey = Date.now()), { capture: true });
  });
  await box.focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" now");
  const shownAt = await preview.locator("#hero-title").evaluate(
    (element, text) =>
      new Promise<number>((resolve) => {
        const check = () => element.textContent === text && resolve(Date.now());
        check();
        new MutationObserver(check).observe(element, { childList: true, characterData: true, subtree: true });
      }),
    typed,
  );
  const lastKey = await page.evaluate(() => (window as unknown as { lastKey: number }).lastKey);
  // A figure for the report (target 300 ms), not a gate here: the machine is shared.
  console.log(`preview: headline shown ${shownAt - lastKey} ms after the last keystroke`);
  expect(shownAt - lastKey).toBeLessThan(1000);

  const style = await headline.evaluate((element) => {
    const computed = getComputedStyle(element);
    const band = getComputedStyle(element.closest("section")!);
    return {
      family: computed.fontFamily,
      color: computed.color,
      background: band.backgroundColor,
    };
  });
  expect(style.family).toMatch(/^"?Fraunces/);
  // The display face itself drawn, not its fallback: loaded in the pane's document.
  await expect
    .poll(() =>
      headline.evaluate((element) => {
        const computed = getComputedStyle(element);
        const first = computed.fontFamily.split(",")[0] ?? "";
        // check() is also true for a family with no face at all: a loaded face of it must be there.
        const faces = [...element.ownerDocument.fonts].filter(
          (face) => face.family.replace(/"/g, "") === first.replace(/"/g, ""),
        );
        return (
          faces.some((face) => face.status === "loaded") &&
          element.ownerDocument.fonts.check(`${computed.fontWeight} ${computed.fontSize} ${first}`)
        );
      }),
    )
    .toBe(true);
  expect(style.color).toBe(rgbOf(site.colors.onInk));
  expect(style.background).toBe(rgbOf(site.colors.ink));
});

test("at 360 px the pane marks a 43-letter word in the headline with the content gate's words; at 1440 px the desktop layout", async ({
  page,
}) => {
  await openLocalEditor(page);
  await openEntry(page, "pages", "home");
  const { pane, site: preview } = previewPane(page);
  await expect(preview.locator("#hero-title")).toHaveText(en.home.hero.headline, { timeout: 15_000 });
  await expect(pane.locator("[data-preview-check]")).toContainText("Nothing here");

  const box = await boxHolding(page, "Headline", en.home.hero.headline);
  await box.fill(`A ${LONG_WORD}`);
  const check = pane.locator("[data-preview-check]");
  await expect(check).toContainText(`${RULE_WORDS["broken-word"]}: "${LONG_WORD}"`);
  await expect(preview.locator("#hero-title")).toHaveAttribute(
    "data-gate-problem",
    new RegExp(RULE_WORDS["broken-word"]),
  );
  expect(await preview.locator("body").evaluate((body) => body.ownerDocument.documentElement.clientWidth)).toBe(360);

  await pane.getByRole("button", { name: /1440 px/ }).click();
  await expect(pane.locator("iframe[data-preview-width]")).toHaveAttribute("data-preview-width", "1440");
  expect(await preview.locator("body").evaluate((body) => body.ownerDocument.documentElement.clientWidth)).toBe(1440);

  // Fixed: the mark and the message go.
  await pane.getByRole("button", { name: /360 px/ }).click();
  await box.fill(en.home.hero.headline);
  await expect(check).toContainText("Nothing here");
  await expect(preview.locator("[data-gate-problem]")).toHaveCount(0);
});

test("a colour edited under Site facts shows at once, and text below AA contrast on it is marked", async ({ page }) => {
  await openLocalEditor(page);
  await openEntry(page, "site", "site");
  const { pane, site: preview } = previewPane(page);
  const headline = preview.locator("#hero-title");
  await expect(headline).toHaveText(en.home.hero.headline, { timeout: 15_000 });
  // The colour field shows its value in lower case.
  const band = await boxHolding(page, "Dark band", site.colors.ink.toLowerCase());
  // The dark band as light as its text: the headline is unreadable.
  await band.fill(site.colors.onInk.toLowerCase());
  await expect(headline).toHaveCSS("color", rgbOf(site.colors.onInk));
  await expect
    .poll(() => headline.evaluate((element) => getComputedStyle(element.closest("section")!).backgroundColor))
    .toBe(rgbOf(site.colors.onInk));
  await expect(pane.locator("[data-preview-check]")).toContainText(RULE_WORDS.contrast);
});

test("every kind of entry previews as its page: booking in each state, the shared words, the legal pages, the insights list and an article", async ({
  page,
}) => {
  await openLocalEditor(page);
  const { pane, site: preview } = previewPane(page);
  const article = content.articles.find((candidate) => candidate.locale === "en")!;
  const cases: { collection: string; entry: string; heading: string; also?: string[] }[] = [
    {
      collection: "pages",
      entry: "booking",
      heading: en.booking.title,
      also: [
        filled(en.booking.lead),
        en.booking.loading.title,
        en.booking.consent.title,
        en.booking.fallback.title,
        en.booking.confirmation.title,
      ],
    },
    { collection: "pages", entry: "common", heading: en.common.notFound.title, also: [en.common.skipLink] },
    { collection: "pages", entry: "legalNotice", heading: en.legalNotice.title },
    { collection: "pages", entry: "privacy", heading: en.privacy.title },
    { collection: "pages", entry: "insights", heading: en.insights.title },
    { collection: "articles", entry: article.slug, heading: article.title },
  ];
  for (const { collection, entry, heading, also = [] } of cases) {
    // Through the collection's list, as a person goes from one entry to the next.
    await page.goto(`/admin/#/collections/${collection}`);
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await openEntry(page, collection, entry);
    await expect(preview.locator("main h1").first(), `${collection}/${entry}`).toHaveText(heading, { timeout: 15_000 });
    for (const words of also) await expect(preview.getByText(words, { exact: false }).first()).toBeAttached();
    await expect(pane.locator("[data-preview-check]")).toBeVisible();
  }
});
