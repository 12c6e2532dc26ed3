import { expect, test } from "@playwright/test";
import { fill } from "../../app/site-data/fill.ts";
import { FORGED_BOOKING, bookingPage, widgetAccessibilityViolations } from "./support/booking-page.ts";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { en, site } from "../support/content.ts";

const hex = (colour: string) => colour.slice(1).toLowerCase();
// The site under test was built with the same SCHEDULER_TIMEOUT_MS (astro.config.ts; default 8 s).
const schedulerTimeoutMs = Number(process.env.SCHEDULER_TIMEOUT_MS || 8000);

test.describe("booking page", () => {
  test("opens at the top with its heading, the consultation line and a 700 px widget", async ({ page }) => {
    await useCalendlyStandIn(page);
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("link", { name: en.home.contact.primaryCta }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole("heading", { level: 1, name: en.booking.title })).toBeVisible();
    await expect(page.getByText(fill(en.booking.lead, { founder: site.founderName }))).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const { widget } = bookingPage(page);
    const box = await widget.boundingBox();
    expect(box?.height).toBe(700);
    expect(await widget.evaluate((el) => getComputedStyle(el).minWidth)).toBe("320px");
  });

  test("says before the scheduler that booking runs through Calendly, linking to the policy's section", async ({
    page,
  }) => {
    await useCalendlyStandIn(page);
    await page.goto("/booking");
    const note = page.getByText(en.booking.providerNote);
    await expect(note).toBeVisible();
    await expect(page.getByRole("link", { name: en.booking.providerNoteLink })).toHaveAttribute(
      "href",
      "/privacy#calendly",
    );
    const { region } = bookingPage(page);
    expect((await note.boundingBox())!.y).toBeLessThan((await region.boundingBox())!.y);
  });

  test("embeds the 30-minute event coloured with the site's tokens, without console errors", async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    await useCalendlyStandIn(page);
    await page.goto("/booking");
    const { schedulerFrames } = bookingPage(page);
    await expect(schedulerFrames).toHaveCount(1);
    const src = new URL((await schedulerFrames.getAttribute("src")) ?? "");
    expect(`${src.origin}${src.pathname}`).toBe(site.schedulingUrl);
    expect(src.searchParams.get("background_color")).toBe(hex(site.colors.surface));
    expect(src.searchParams.get("text_color")).toBe(hex(site.colors.text));
    expect(src.searchParams.get("primary_color")).toBe(hex(site.colors.accent));
    // Hydration mismatches and failed scripts would show up here.
    expect(consoleErrors).toEqual([]);
  });

  test("tells the provider where it is embedded and passes the page's utm_* parameters on, nothing else", async ({
    page,
  }) => {
    await useCalendlyStandIn(page);
    await page.goto("/booking?utm_source=newsletter&utm_campaign=spring%20hires&ref=private");
    const { schedulerFrames } = bookingPage(page);
    await expect(schedulerFrames).toHaveCount(1);
    const src = new URL((await schedulerFrames.getAttribute("src")) ?? "");
    expect(src.searchParams.get("embed_domain")).toBe(new URL(page.url()).host);
    expect(src.searchParams.get("embed_type")).toBe("Inline");
    expect(src.searchParams.get("utm_source")).toBe("newsletter");
    expect(src.searchParams.get("utm_campaign")).toBe("spring hires");
    expect(src.searchParams.has("ref")).toBe(false);
    expect(src.searchParams.get("primary_color")).toBe(hex(site.colors.accent));
  });

  test("adds the script once on entering, removes script and scheduler on leaving, and adds one again on return", async ({
    page,
  }) => {
    const standIn = await useCalendlyStandIn(page);
    const booking = bookingPage(page);
    await page.goto("/booking");
    await expect(booking.schedulerFrames).toHaveCount(1);
    await expect(booking.providerScripts).toHaveCount(1);

    await booking.leave();
    await expect(booking.providerScripts).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(booking.schedulerFrames).toHaveCount(1);
    await expect(booking.providerScripts).toHaveCount(1);
    expect(standIn.scriptRequests.length).toBeGreaterThanOrEqual(2);
  });

  test("leaving before the script has arrived leaves nothing behind, and coming back shows one scheduler", async ({
    page,
  }) => {
    const standIn = await useCalendlyStandIn(page, { script: "held" });
    const booking = bookingPage(page);
    await page.goto("/booking", { waitUntil: "domcontentloaded" }); // a held script can delay "load"
    await expect(booking.providerScripts).toHaveCount(1);
    await booking.leave();
    await expect(booking.providerScripts).toHaveCount(0);

    // The late script finds nothing to build on the home page.
    await standIn.releaseScript();
    await booking.settle();
    await expect(page.locator("iframe")).toHaveCount(0);

    await page.goBack();
    await expect(booking.schedulerFrames).toHaveCount(1);
    await expect(booking.providerScripts).toHaveCount(1);
    await booking.settle();
    await expect(booking.schedulerFrames).toHaveCount(1);
  });

  test("shows an accessible loading state at the final size, and nothing moves when the scheduler appears", async ({
    page,
  }) => {
    const standIn = await useCalendlyStandIn(page, { script: "held" });
    const booking = bookingPage(page);
    await page.goto("/booking", { waitUntil: "domcontentloaded" }); // a held script can delay "load"
    await expect(booking.providerScripts).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    await expect(booking.loading).toBeVisible();
    await expect(booking.region).toHaveAttribute("aria-busy", "true");
    const regionBefore = await booking.region.boundingBox();
    const linkBefore = await booking.directLink.boundingBox();
    expect(regionBefore?.height).toBe(700);

    await standIn.releaseScript();
    await expect(booking.schedulerFrames).toBeVisible();
    await expect(booking.loading).toBeHidden();
    await expect(booking.region).toHaveAttribute("aria-busy", "false");
    expect(await booking.region.boundingBox()).toEqual(regionBefore);
    expect(await booking.directLink.boundingBox()).toEqual(linkBefore);
    await expect(standIn.schedulerFrame().then((frame) => frame.locator("h1").textContent())).resolves.toBe(
      "Stand-in scheduler",
    );
  });

  test("falls back to the direct link and the email when the script is blocked", async ({ page }) => {
    await useCalendlyStandIn(page, { script: "blocked" });
    const booking = bookingPage(page);
    await page.goto("/booking");
    await expect(booking.fallback).toBeVisible();
    await expect(booking.loading).toBeHidden();
    const fallbackLink = page.getByRole("link", { name: en.booking.fallback.directLink });
    await expect(fallbackLink).toHaveAttribute("href", site.schedulingUrl);
    await expect(fallbackLink).toHaveAttribute("target", "_blank");
    await expect(
      page.getByRole("region", { name: en.booking.widgetLabel }).getByRole("link", { name: site.email }),
    ).toHaveAttribute("href", `mailto:${site.email}`);
  });

  test(`falls back after ${schedulerTimeoutMs} ms without a scheduler, not before`, async ({ page }) => {
    // A paused fake clock: page time moves only when the test says so.
    const start = new Date("2026-01-05T09:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await useCalendlyStandIn(page, { script: "hang" });
    const booking = bookingPage(page);
    await page.goto("/booking", { waitUntil: "domcontentloaded" }); // a held script can delay "load"
    // Step the paused clock a frame at a time until the island has mounted and added the
    // provider's script, which also starts its timer.
    await expect
      .poll(async () => {
        await page.clock.runFor(16);
        return booking.providerScripts.count();
      })
      .toBe(1);
    await page.clock.runFor(schedulerTimeoutMs - 100);
    await expect(booking.loading).toBeVisible();
    await expect(booking.fallback).toBeHidden();
    await page.clock.runFor(200);
    await expect(booking.fallback).toBeVisible();
  });

  test("confirms a booking reported by the provider's frame in a status region", async ({ page }) => {
    const standIn = await useCalendlyStandIn(page);
    const booking = bookingPage(page);
    await page.goto("/booking");
    await expect(booking.schedulerFrames).toBeVisible();
    await expect(booking.confirmation).toBeEmpty();

    await standIn.bookThroughFrame();
    await expect(booking.confirmation).toContainText(en.booking.confirmation.title);
    await expect(booking.confirmation).toContainText(site.email);
    await expect(booking.confirmation).toBeInViewport();
  });

  test("ignores a forged booking message posted by the page itself", async ({ page }) => {
    const standIn = await useCalendlyStandIn(page);
    const booking = bookingPage(page);
    await page.goto("/booking");
    await expect(booking.schedulerFrames).toBeVisible();
    await page.evaluate((message) => window.postMessage(message, "*"), FORGED_BOOKING);
    await booking.settle();
    await expect(booking.confirmation).toBeEmpty();

    // The listener is alive: the real frame's message still counts.
    await standIn.bookThroughFrame();
    await expect(booking.confirmation).toContainText(en.booking.confirmation.title);
  });

  test("ignores a booking message from another origin and from a calendly.com frame that is not ours", async ({
    page,
  }) => {
    await useCalendlyStandIn(page);
    await page.route("https://forger.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>forger</title><script>parent.postMessage(${JSON.stringify(FORGED_BOOKING)}, "*")</script>`,
      }),
    );
    const booking = bookingPage(page);
    await page.goto("/booking");
    await expect(booking.schedulerFrames).toBeVisible();

    // A frame from another origin, then a second calendly.com frame outside our widget.
    for (const src of ["https://forger.example/", "https://calendly.com/someone-else/30min"]) {
      await page.evaluate(
        (frameSrc) =>
          new Promise<void>((resolve) => {
            const frame = document.createElement("iframe");
            frame.src = frameSrc;
            frame.addEventListener("load", () => resolve());
            document.body.appendChild(frame);
          }),
        src,
      );
    }
    const strayFrame = page.frame({ url: /someone-else/ });
    await strayFrame?.getByRole("button", { name: "Schedule Event" }).click();
    expect(strayFrame).toBeTruthy();
    await booking.settle();
    await expect(booking.confirmation).toBeEmpty();
  });
});

test.describe("booking page accessibility", () => {
  test("the loading and confirmation states have no axe violations", async ({ page }) => {
    const standIn = await useCalendlyStandIn(page, { script: "held" });
    const booking = bookingPage(page);
    await page.goto("/booking", { waitUntil: "domcontentloaded" }); // a held script can delay "load"
    await expect(booking.loading).toBeVisible();
    expect(await widgetAccessibilityViolations(page)).toEqual([]);

    await standIn.releaseScript();
    await standIn.bookThroughFrame();
    await expect(booking.confirmation).toContainText(en.booking.confirmation.title);
    expect(await widgetAccessibilityViolations(page)).toEqual([]);
  });

  test("the fallback has no axe violations", async ({ page }) => {
    await useCalendlyStandIn(page, { script: "blocked" });
    await page.goto("/booking");
    await expect(bookingPage(page).fallback).toBeVisible();
    expect(await widgetAccessibilityViolations(page)).toEqual([]);
  });
});

test.describe("booking page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps a working direct link to the scheduling page, opening in a new tab", async ({ page }) => {
    const standIn = await useCalendlyStandIn(page);
    await page.goto("/booking");
    const { directLink } = bookingPage(page);
    await expect(directLink).toBeVisible();
    await expect(directLink).toHaveAttribute("href", site.schedulingUrl);
    await expect(directLink).toHaveAttribute("target", "_blank");
    expect(standIn.scriptRequests).toEqual([]);
  });

  test("tells visitors without JavaScript, in the HTML itself, to use the direct link", async ({ request }) => {
    // Playwright's "JavaScript off" does not switch the HTML parser's scripting flag, so a
    // <noscript> never renders here; check the pre-rendered markup a real no-JS browser shows.
    const html = await (await request.get("/booking")).text();
    expect(html).toMatch(new RegExp(`<noscript>(?:(?!</noscript>).)*${en.booking.loading.noScript}`, "s"));
  });

  test("pre-renders the booking page without inline styles or inline event handlers (CSP)", async ({ request }) => {
    const html = await (await request.get("/booking")).text();
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });
});
