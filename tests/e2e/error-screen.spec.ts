import { expect, test, type Page } from "@playwright/test";
import { en, site } from "../support/content.ts";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { watchCsp } from "./support/csp.ts";

// The booking scheduler is the only React in the browser. If it throws, the visitor sees the
// error screen in the site's own look, under the same CSP; if its chunk cannot load (a deploy
// removed it), the fallback with the direct link and the email.

/**
 * Makes the scheduler's first step throw: it watches the provider's container with a
 * MutationObserver. Astro's island element watches itself with one while the page is parsed;
 * that one keeps working, so the fault is the scheduler's alone.
 */
async function breakScheduler(page: Page) {
  await page.addInitScript(() => {
    const Original = window.MutationObserver;
    window.MutationObserver = class extends Original {
      override observe(target: Node, options?: MutationObserverInit) {
        if (target instanceof Element && target.localName === "astro-island") return super.observe(target, options);
        throw new Error("Injected fault: the scheduler failed");
      }
    };
  });
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

test.beforeEach(async ({ page }) => {
  await useCalendlyStandIn(page);
});

test("when the scheduler throws, the booking page shows the error screen with the site's look and no CSP violation", async ({
  page,
}) => {
  const csp = await watchCsp(page);
  await breakScheduler(page);
  await page.goto("/booking");

  await expect(page.getByRole("heading", { level: 1, name: en.common.error.title })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: en.common.error.home })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: `${site.agencyName}, ${en.common.nav.homeLabel}` })).toBeVisible();
  const look = await lookOf(page);
  expect(look.headingFont).toMatch(/^"?Fraunces/);
  expect(look.headerBackground).toBe(rgb(site.colors.background));
  expect(await csp.all()).toEqual([]);
  // The screen settles: rendered once, not again and again.
  await page.getByRole("heading", { level: 1, name: en.common.error.title }).evaluate(async (heading) => {
    for (let frame = 0; frame < 10; frame += 1) await new Promise(requestAnimationFrame);
    if (!heading.isConnected) throw new Error("The error screen was rendered again");
  });
});

test("when the scheduler's own chunk is gone after a deploy, the booking page shows the fallback", async ({ page }) => {
  const csp = await watchCsp(page);
  // Every script under /assets/ is the island's (the pages' own script is inline); Astro retries
  // an import once with ?astro-retry=…, which is gone too.
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/booking");
  const region = page.getByRole("region", { name: en.booking.widgetLabel });
  await expect(region.getByRole("heading", { name: en.booking.fallback.title })).toBeVisible();
  await expect(region.getByRole("link", { name: new RegExp(en.booking.fallback.directLink) })).toHaveAttribute(
    "href",
    site.schedulingUrl,
  );
  await expect(region.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(region).toHaveAttribute("aria-busy", "false");
  expect(await csp.all()).toEqual([]);
});
