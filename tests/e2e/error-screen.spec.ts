import { expect, test, type Page } from "@playwright/test";
import { en, site } from "../support/content.ts";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { watchCsp } from "./support/csp.ts";
import { headerNav, openMenuIfFolded, waitForHydration } from "./support/pages.ts";

// A page that fails in the browser after a client-side navigation still shows the error
// screen in the site's own look, under the same CSP, however often the failing call fails.

/** Makes `window.scrollTo` throw: the first `times` calls, or every call. */
async function breakScrollTo(page: Page, times: number | "always") {
  await page.evaluate((limit) => {
    const original = window.scrollTo.bind(window);
    let thrown = 0;
    window.scrollTo = ((x: number, y: number) => {
      if (limit === "always" || thrown < limit) {
        thrown += 1;
        throw new Error("Injected fault: scrollTo failed");
      }
      original(x, y);
    }) as typeof window.scrollTo;
  }, times);
}

/** Computed style a visitor sees: the heading's font, the header's background, the loaded web fonts. */
async function lookOf(page: Page) {
  return page.evaluate(() => {
    const heading = document.querySelector("h1");
    const header = document.querySelector("header");
    return {
      headingFont: heading ? getComputedStyle(heading).fontFamily : "",
      headerBackground: header ? getComputedStyle(header).backgroundColor : "",
      loadedFaces: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
    };
  });
}

/** rgb() form of a #RRGGBB colour, as getComputedStyle reports it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function followGetInTouch(page: Page) {
  await openMenuIfFolded(page);
  await headerNav(page).getByRole("link", { name: en.common.nav.cta }).click();
  await expect(page).toHaveURL(/\/booking$/);
}

test.beforeEach(async ({ page }) => {
  await useCalendlyStandIn(page);
});

for (const fault of [1, "always"] as const) {
  test(`a render error after navigating (scrollTo failing ${fault === 1 ? "once" : "every time"}) shows the error screen with the site's look and no CSP violation`, async ({
    page,
  }) => {
    const csp = await watchCsp(page);
    const consoleMessages: string[] = [];
    page.on("console", (message) => consoleMessages.push(message.text()));
    page.on("pageerror", (error) => consoleMessages.push(error.message));

    await page.goto("/");
    await waitForHydration(page);
    const before = await lookOf(page);
    await breakScrollTo(page, fault);
    await followGetInTouch(page);

    await expect(page.getByRole("heading", { level: 1, name: en.common.error.title })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: en.common.error.home })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: `${site.agencyName}, ${en.common.nav.homeLabel}` })).toBeVisible();

    const after = await lookOf(page);
    expect(after.headingFont).toMatch(/^"?Fraunces/);
    expect(after.headerBackground).toBe(rgb(site.colors.background));
    expect(after.headerBackground).toBe(before.headerBackground);
    expect(after.loadedFaces).toContain("Fraunces");
    expect(await csp.all()).toEqual([]);
    // The screen settles: the fault is caught once, not again and again until React gives up.
    await page.getByRole("heading", { level: 1, name: en.common.error.title }).evaluate(async (heading) => {
      for (let frame = 0; frame < 10; frame += 1) await new Promise(requestAnimationFrame);
      if (!heading.isConnected) throw new Error("The error screen was rendered again");
    });
    // At most the two calls of the failed page (its own and the router's scroll handling), each once.
    const caught = consoleMessages.filter((text) => /caught the following error during render/.test(text));
    expect(caught.length).toBeGreaterThanOrEqual(1);
    expect(caught.length).toBeLessThanOrEqual(2);
    expect(consoleMessages.filter((text) => /Maximum update depth/.test(text))).toEqual([]);
  });
}

test("the error screen's structured data and styles are the pre-rendered ones", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const headBefore = await page.evaluate(() => ({
    style: document.querySelector("head > style")?.textContent ?? "",
    jsonLd: document.querySelector('script[type="application/ld+json"]')?.textContent ?? "",
  }));
  await breakScrollTo(page, 1);
  await followGetInTouch(page);
  await expect(page.getByRole("heading", { level: 1, name: en.common.error.title })).toBeVisible();
  const headAfter = await page.evaluate(() => ({
    style: document.querySelector("head > style")?.textContent ?? "",
    jsonLd: document.querySelector('script[type="application/ld+json"]')?.textContent ?? "",
  }));
  expect(headBefore.style.length).toBeGreaterThan(1000);
  expect(headBefore.jsonLd).toContain(site.agencyName);
  expect(headAfter).toEqual(headBefore);
});

test("after a deploy removed the booking chunk, 'Get in Touch' still ends on the booking page", async ({ page }) => {
  await useCalendlyStandIn(page);
  await page.goto("/");
  await waitForHydration(page);
  // The tab was loaded before the deploy: its booking chunk is gone now (once; the new page's is there).
  let failed = 0;
  await page.route(
    /\/assets\/booking-[^/]+\.js$/,
    async (route) => {
      failed += 1;
      await route.fulfill({ status: 404, body: "" });
    },
    { times: 1 },
  );
  await openMenuIfFolded(page);
  await headerNav(page).getByRole("link", { name: en.common.nav.cta }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole("heading", { level: 1, name: en.booking.title })).toBeVisible();
  expect(failed).toBe(1);
});

test("a page whose own route module arrives late still hydrates, without an error", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // On a slow connection the page's route module can arrive after everything else it needs.
  await page.route(/\/assets\/legal-page-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fulfill({ response });
  });
  await page.goto("/privacy");
  await waitForHydration(page);
  expect(errors).toEqual([]);
});
