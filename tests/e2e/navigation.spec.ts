import { expect, test, type Page } from "@playwright/test";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { headerNav, openMenuIfFolded, waitForHydration } from "./support/pages.ts";
import { readingPlace, topOf, waitForScrollEnd } from "./support/scroll.ts";
import { en, literally, navLabel, site } from "../support/content.ts";

const NAV_ITEMS = [
  { label: navLabel("about"), id: "about" },
  { label: navLabel("services"), id: "services" },
  { label: navLabel("values"), id: "values" },
  { label: navLabel("contact"), id: "contact" },
] as const;

/** Records every scroll position (with its time) from now on, to tell a smooth scroll from a jump. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const record = { start: performance.now(), positions: [] as { y: number; t: number }[] };
    (window as unknown as { __scrollRecord: typeof record }).__scrollRecord = record;
    window.addEventListener("scroll", () => record.positions.push({ y: window.scrollY, t: performance.now() }), {
      passive: true,
    });
  });
}

async function scrollRecord(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __scrollRecord: { start: number; positions: { y: number; t: number }[] } })
        .__scrollRecord,
  );
}

/** The section's top edge sits just below the fixed header: visible, not hidden underneath it. */
async function expectSectionBelowHeader(page: Page, id: string) {
  const headerBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
  const sectionTop = () => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
  // Where the scroll comes to rest: a smooth scroll on a loaded CI machine can pause for longer
  // than the settle check's interval before it finishes.
  await expect.poll(sectionTop).toBeLessThan(headerBottom + 40);
  expect(await sectionTop()).toBeGreaterThanOrEqual(headerBottom - 1);
}

for (const path of ["/", "/booking", "/not-a-page"]) {
  test(`the header stays fixed at the top of ${path} after scrolling`, async ({ page }) => {
    await useCalendlyStandIn(page);
    await page.goto(path);
    await waitForHydration(page); // the booking page scrolls itself to the top once it runs
    const header = page.getByRole("banner");
    await page.evaluate(() => window.scrollTo(0, 3000));
    // The not-found page is barely taller than a desktop screen.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(20);
    await expect(header).toBeInViewport();
    expect((await header.boundingBox())!.y).toBe(0);
    await expect(header.getByRole("link", { name: literally(site.agencyName) })).toBeVisible();
  });
}

test("opening a /#section address directly lands on that section below the header", async ({ page }) => {
  await page.goto("/#values");
  await waitForHydration(page);
  await waitForScrollEnd(page);
  await expectSectionBelowHeader(page, "values");
});

for (const { label, id } of NAV_ITEMS) {
  test(`'${label}' scrolls smoothly to #${id} below the header`, async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await openMenuIfFolded(page);
    await recordScrolling(page);

    await headerNav(page).getByRole("link", { name: label, exact: true }).click();
    await waitForScrollEnd(page);

    const { positions } = await scrollRecord(page);
    // A smooth scroll passes through many intermediate positions; a jump has one or two.
    expect(new Set(positions.map((p) => p.y)).size).toBeGreaterThan(3);
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expectSectionBelowHeader(page, id);
    // Focus follows, so the next Tab continues from the section.
    await expect(page.locator(`#${id}`)).toBeFocused();
  });
}

test("with reduced motion, a nav item jumps to its section instantly", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForHydration(page);
  await openMenuIfFolded(page);
  await recordScrolling(page);

  await headerNav(page)
    .getByRole("link", { name: navLabel("values"), exact: true })
    .click();
  await waitForScrollEnd(page);

  const { positions } = await scrollRecord(page);
  expect(new Set(positions.map((p) => p.y)).size).toBe(1);
  await expect(page).toHaveURL(/\/#values$/);
  await expectSectionBelowHeader(page, "values");
});

test("from /booking, a nav item goes home and scrolls to its section about 100 ms later", async ({ page }) => {
  await useCalendlyStandIn(page);
  // In every document from now on: when the home page was ready, and its first scroll away from the top.
  await page.addInitScript(() => {
    const times: { ready?: number; scroll?: number } = {};
    (window as unknown as { __times: typeof times }).__times = times;
    document.addEventListener("DOMContentLoaded", () => (times.ready ??= performance.now()));
    window.addEventListener("scroll", () => {
      if (window.scrollY > 0) times.scroll ??= performance.now();
    });
  });
  await page.goto("/booking");
  await waitForHydration(page);
  await openMenuIfFolded(page);

  await headerNav(page).getByRole("link", { name: en.common.nav.items[1]!.label, exact: true }).click();
  const section = en.common.nav.items[1]!.section;
  await expect(page).toHaveURL(new RegExp(`/#${section}$`));
  // The page rests at the top until the delayed scroll starts: wait for that start, then the end.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __times: Record<string, number> }).__times.scroll))
    .toBeDefined();
  await waitForScrollEnd(page);

  const times: { ready?: number; scroll?: number; waited?: number; asked?: number } = await page.evaluate(() => ({
    ...(window as unknown as { __times: { ready?: number; scroll?: number } }).__times,
    waited: performance.getEntriesByName("section-wait")[0]?.startTime,
    asked: performance.getEntriesByName("section-scroll")[0]?.startTime,
  }));
  // The home page shows from the top first: nothing scrolled before the site asked for it, about
  // 100 ms after the page was ready. When the first scroll event then comes is the browser's frame
  // production, which a busy machine and the cross-document view transition stretch by up to a
  // second with the seed's words and edited ones alike: not the site's delay (decision 082).
  // The delay is measured from where the site starts it, as the page is parsed: from
  // DOMContentLoaded, which a busy machine fires later, it once measured 88 ms (issue 20).
  expect(times.ready).toBeDefined();
  expect(times.waited).toBeDefined();
  expect(times.asked).toBeDefined();
  expect(times.waited).toBeLessThanOrEqual(times.ready!);
  expect(times.scroll).toBeGreaterThanOrEqual(times.asked!);
  expect(times.asked! - times.waited!).toBeGreaterThanOrEqual(99);
  expect(times.asked! - times.ready!).toBeLessThan(800);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.home.hero.headline);
  await expectSectionBelowHeader(page, section);
  await expect(page.locator(`#${section}`)).toBeFocused();
});

test("from /booking on a slow connection, the nav item still lands on its section", async ({ page }) => {
  await useCalendlyStandIn(page);
  // The home page arrives 400 ms late, as on a slow phone network.
  await page.route(/\/$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fallback();
  });
  await page.goto("/booking");
  await waitForHydration(page);
  await openMenuIfFolded(page);
  await headerNav(page).getByRole("link", { name: en.common.nav.items[3]!.label, exact: true }).click();
  const section = en.common.nav.items[3]!.section;
  await expect(page).toHaveURL(new RegExp(`/#${section}$`));
  await waitForScrollEnd(page);
  await expectSectionBelowHeader(page, section);
});

test("'Learn More' scrolls to the services section", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: en.home.intro.secondaryCta, exact: true }).click();
  await waitForScrollEnd(page);
  await expect(page).toHaveURL(/\/#services$/);
  await expectSectionBelowHeader(page, "services");
});

test("the header's call to action leads to the booking page, opened at the top", async ({ page }) => {
  await useCalendlyStandIn(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await openMenuIfFolded(page);
  await headerNav(page).getByRole("link", { name: en.common.nav.cta, exact: true }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.booking.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the logo leads home from the booking page", async ({ page }) => {
  await useCalendlyStandIn(page);
  await page.goto("/booking");
  await waitForHydration(page);
  await page
    .getByRole("banner")
    .getByRole("link", { name: literally(site.agencyName) })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.home.hero.headline);
});

test("going back from the booking page returns to where the visitor was on the home page", async ({ page }) => {
  await useCalendlyStandIn(page);
  // Both visits of the home page draw the headline in the cached display face (see the reload test).
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  await page.goto("/");
  await waitForHydration(page);
  await page.mouse.wheel(0, 1500);
  await waitForScrollEnd(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const place = await readingPlace(page);
  await openMenuIfFolded(page);
  await headerNav(page).getByRole("link", { name: en.common.nav.cta, exact: true }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // The same text in the same place on screen, within a line of body text. Not the same scrollY:
  // once a busy CI machine restored 1500 as 1601, a headline line's height, which is what the
  // browser's scroll anchoring does when the layout above the restored position changes.
  await expect.poll(async () => Math.abs((await topOf(page, place.path)) - place.top)).toBeLessThanOrEqual(32);
});

test("reloading the home page keeps the scroll position", async ({ page }) => {
  // The display face is font-display "optional": a first load on a busy machine may keep its
  // fallback, and a later load from cache then draws the headline a line shorter, so the restored
  // position is off by that line. Both loads here use the cached face.
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  await page.goto("/");
  await waitForHydration(page);
  await page.mouse.wheel(0, 1200);
  await waitForScrollEnd(page);
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});
