import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { waitForHydration } from "./support/pages.ts";
import { builtPageEntries, visitPathOf } from "../support/built-pages.ts";
import { content, en, navLabel } from "../support/content.ts";
import type { Locale } from "../../shared/locales.ts";

// Every page of the table in both languages, the not-found pages met at an unknown path.
const PAGES = builtPageEntries().map((entry) => ({
  // Several articles, roles, countries' lists and list pages share an id: those are named by their address.
  name:
    ["article", "role", "roles-country"].includes(entry.id) || (entry.listPage ?? 1) > 1
      ? entry.path
      : `${entry.id} (${entry.locale})`,
  path: visitPathOf(entry),
  locale: entry.locale,
  isBooking: entry.id === "booking",
}));

// Focus behaviour and outline colours do not depend on the width: one width (playwright.config.ts).
const ONE_WIDTH = { tag: "@one-width" };

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function open(page: Page, path: string) {
  await useCalendlyStandIn(page);
  await page.goto(path);
  await waitForHydration(page);
}

/** One h1 inside main, the landmarks a visitor navigates by, and the page's language. */
async function expectLandmarks(page: Page, locale: Locale, { viaMenu }: { viaMenu: boolean }) {
  const common = content.words[locale].common;
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  // The main navigation is exposed on wide screens, and behind the menu button on small ones.
  if (viaMenu) await page.getByRole("banner").getByRole("button", { name: common.nav.openMenu }).click();
  await expect(page.getByRole("navigation", { name: common.nav.label, exact: true })).toHaveCount(1);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation", { name: common.footer.sectionsTitle })).toHaveCount(1);
  await expect(footer.getByRole("navigation", { name: common.footer.legalNavLabel })).toHaveCount(1);
  // The one h1 sits inside the main landmark.
  await expect(page.getByRole("main").locator("h1")).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("lang", locale === "en" ? /^en/ : locale);
}

/** The first Tab reaches the skip link, visible when focused; Enter moves focus into main. */
async function expectSkipLink(page: Page, locale: Locale) {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: content.words[locale].common.skipLink });
  await expect(skip).toBeFocused();
  // It becomes visible when focused, so sighted keyboard users see it.
  await expect(skip).toBeInViewport();
  expect((await skip.boundingBox())!.width).toBeGreaterThan(50);

  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab continues inside the main content, past the header.
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => {
    const active = document.activeElement;
    return {
      insideMain: document.querySelector("main")!.contains(active),
      element: active?.outerHTML.slice(0, 120),
    };
  });
  expect(focused.insideMain, `focus went to ${focused.element}`).toBe(true);
}

for (const { name, path, locale, isBooking } of PAGES) {
  test.describe(`${name} page`, () => {
    // One visit per page checks all three (a page load is most of each check's time). At one width:
    // tests/pages/check-rendered-pages.mjs runs axe on every page at 360 and 1440 px in both engines
    // and consent modes; this one sees the booking page with the scheduler's frame.
    test(
      "the skip link is the first focusable element and moves focus to the main content; exactly one h1 and the landmarks; axe finds no WCAG 2.2 A/AA violations",
      ONE_WIDTH,
      async ({ page }) => {
        await open(page, path);
        // On the booking page, let the (stand-in) scheduler frame arrive first: a frame inserted
        // while a key is being handled made the keyboard walk flaky, which is not what it checks.
        if (isBooking) await expect(page.locator(".calendly-inline-widget iframe")).toBeVisible();
        await expectSkipLink(page, locale);
        await expectLandmarks(page, locale, { viaMenu: false });
        // The provider's frame is a stand-in here; its real content is Calendly's responsibility.
        const results = await new AxeBuilder({ page })
          .withTags(WCAG_TAGS)
          .exclude(".calendly-inline-widget iframe")
          .analyze();
        const summary = results.violations.map((v) => ({
          id: v.id,
          help: v.help,
          targets: v.nodes.map((node) => node.target.join(" ")),
        }));
        expect(summary).toEqual([]);
        expect(results.passes.length).toBeGreaterThan(10);
      },
    );

    test("on a phone: exactly one h1 and the landmarks, the navigation behind the menu button", async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, "checked with the other two at desktop width, above");
      await open(page, path);
      await expectLandmarks(page, locale, { viaMenu: true });
    });
  });
}

test("keyboard focus is clearly visible on links and buttons", ONE_WIDTH, async ({ page }) => {
  await open(page, "/");
  await page.keyboard.press("Tab"); // skip link
  await page.keyboard.press("Tab"); // logo
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("href", "/");
  const outline = await focused.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(outline.color).not.toBe("rgba(0, 0, 0, 0)");

  // A primary button too: its outline must differ from the state without focus.
  const button = page.getByRole("main").getByRole("link", { name: en.home.intro.primaryCta, exact: true });
  await button.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Tab");
  expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");
});

/** WCAG relative luminance contrast of two computed `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = colour
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test("the focus outline stands out (3:1) on the light page and on the dark footer", ONE_WIDTH, async ({ page }) => {
  await open(page, "/");
  const samples = [
    {
      link: page.getByRole("main").getByRole("link", { name: en.home.intro.secondaryCta, exact: true }),
      background: "body",
    },
    {
      link: page.getByRole("contentinfo").getByRole("link", { name: navLabel("values"), exact: true }),
      background: "footer",
    },
  ];
  for (const { link, background } of samples) {
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab"); // keyboard focus, so :focus-visible applies
    await expect(link).toBeFocused();
    const outline = await link.evaluate((el) => getComputedStyle(el).outlineColor);
    const behind = await page.locator(background).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(contrast(outline, behind), `focus outline ${outline} on ${background} ${behind}`).toBeGreaterThanOrEqual(3);
  }
});

test("axe finds no violations in the open mobile menu", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button only exists on small screens");
  await open(page, "/");
  await page.getByRole("banner").getByRole("button", { name: en.common.nav.openMenu }).click();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include("header").analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
