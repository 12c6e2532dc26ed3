import { expect, test } from "@playwright/test";
import { bookingPage, widgetAccessibilityViolations } from "./support/booking-page.ts";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { waitForHydration } from "./support/pages.ts";
import { en, site } from "../support/content.ts";

// Runs in the "click-to-load" project, against a build with booking.consent = "click-to-load".

const isProvider = (url: string) => /(^|\.)calendly\.com$/.test(new URL(url).hostname);

test.describe("booking with click-to-load consent", () => {
  test("says the click is consent, links to the policy, and 'hide the calendar' withdraws it", async ({ page }) => {
    await useCalendlyStandIn(page);
    const booking = bookingPage(page);
    await page.goto("/booking");
    await waitForHydration(page);
    await expect(page.getByText(en.booking.consent.consentNote)).toBeVisible();
    await expect(booking.region.getByRole("link", { name: en.booking.consent.privacyLink })).toHaveAttribute(
      "href",
      "/privacy#calendly",
    );
    await booking.consentButton.click();
    await expect(booking.schedulerFrames).toHaveCount(1);
    await expect(booking.providerScripts).toHaveCount(1);

    await page.getByRole("button", { name: en.booking.consent.hide }).click();
    // The pressed button is gone: keyboard focus stays in the widget, not back at the page's start.
    await expect(booking.region).toBeFocused();
    await expect(booking.schedulerFrames).toHaveCount(0);
    await expect(booking.providerScripts).toHaveCount(0);
    await expect(booking.consentButton).toBeVisible();
    await expect(page.getByRole("button", { name: en.booking.consent.hide })).toBeHidden();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toBe("{}");
    // Forgotten: a reload asks again.
    await page.reload();
    await waitForHydration(page);
    await expect(booking.consentButton).toBeVisible();
    await expect(booking.providerScripts).toHaveCount(0);
  });

  test("loads nothing from the provider until the visitor presses the button", async ({ page, context }) => {
    const standIn = await useCalendlyStandIn(page);
    const providerRequests: string[] = [];
    page.on("request", (request) => {
      if (isProvider(request.url())) providerRequests.push(request.url());
    });
    const booking = bookingPage(page);
    await page.goto("/booking");
    await waitForHydration(page); // the consent button works once React runs the page
    await expect(booking.consentButton).toBeVisible();
    await expect(page.getByText(en.booking.consent.explanation)).toBeVisible();
    expect(en.booking.consent.explanation).toContain("Calendly");
    await expect(booking.directLink).toHaveAttribute("href", site.schedulingUrl);
    expect((await booking.region.boundingBox())?.height).toBe(700);
    expect(await widgetAccessibilityViolations(page)).toEqual([]);

    await booking.settle();
    await expect(booking.providerScripts).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(providerRequests).toEqual([]);

    await booking.consentButton.click();
    await expect(booking.region).toBeFocused();
    await expect(booking.schedulerFrames).toHaveCount(1);
    await expect(booking.providerScripts).toHaveCount(1);
    await expect(booking.consentButton).toBeHidden();
    expect(standIn.scriptRequests).toHaveLength(1);
    expect(await context.cookies()).toEqual([]);
  });

  test("remembers the choice for this tab's session only, without a cookie", async ({ page, context }) => {
    await useCalendlyStandIn(page);
    const booking = bookingPage(page);
    await page.goto("/booking");
    await waitForHydration(page); // the consent button works once React runs the page
    await booking.consentButton.click();
    await expect(booking.schedulerFrames).toHaveCount(1);

    // Leaving removes everything; coming back loads one scheduler without asking again.
    await booking.leave();
    await expect(booking.providerScripts).toHaveCount(0);
    await page.goBack();
    await expect(booking.schedulerFrames).toHaveCount(1);
    await expect(booking.providerScripts).toHaveCount(1);
    await expect(booking.consentButton).toBeHidden();

    // A reload is the same session; a new tab is a new one and asks again.
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    await page.reload();
    await expect(booking.schedulerFrames).toHaveCount(1);
    await expect(booking.consentButton).toBeHidden();
    // The pre-rendered gate gives way to the remembered choice without a hydration mismatch.
    expect(consoleErrors).toEqual([]);
    // A remembered choice (not one made on this visit) is withdrawn by "hide the calendar" too.
    await page.getByRole("button", { name: en.booking.consent.hide }).click();
    await expect(booking.schedulerFrames).toHaveCount(0);
    await expect(booking.consentButton).toBeVisible();

    const otherTab = await context.newPage();
    await useCalendlyStandIn(otherTab);
    await otherTab.goto("/booking");
    await waitForHydration(otherTab);
    await expect(bookingPage(otherTab).consentButton).toBeVisible();
    await bookingPage(otherTab).settle();
    await expect(bookingPage(otherTab).providerScripts).toHaveCount(0);

    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
  });

  test("still falls back to the direct link if the provider is blocked after consent", async ({ page }) => {
    await useCalendlyStandIn(page, { script: "blocked" });
    const booking = bookingPage(page);
    await page.goto("/booking");
    await waitForHydration(page); // the consent button works once React runs the page
    await booking.consentButton.click();
    await expect(booking.fallback).toBeVisible();
    await expect(page.getByRole("link", { name: en.booking.fallback.directLink })).toHaveAttribute("target", "_blank");
  });

  test("confirms a booking made after consent", async ({ page }) => {
    const standIn = await useCalendlyStandIn(page);
    const booking = bookingPage(page);
    await page.goto("/booking");
    await waitForHydration(page); // the consent button works once React runs the page
    await booking.consentButton.click();
    await standIn.bookThroughFrame();
    await expect(booking.confirmation).toContainText(en.booking.confirmation.title);
  });
});
