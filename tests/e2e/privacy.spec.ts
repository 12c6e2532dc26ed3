import { expect, test } from "@playwright/test";
import { PROVIDER_SCRIPT_SRC } from "../../shared/booking-provider.ts";
import { pageEntries } from "../../app/page-table.ts";
import { site } from "../support/content.ts";

// The site itself sets no cookies and, outside the booking page, asks no one else for anything.
for (const path of ["/", "/no-such-page"]) {
  test(`${path} makes only first-party requests and sets no cookies`, async ({ page, context, baseURL }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    // Anything third-party is recorded above, then refused, so the test never depends on the network.
    await context.route(
      (url) => url.origin !== new URL(baseURL ?? "").origin,
      (route) => route.abort("blockedbyclient"),
    );

    await page.goto(path, { waitUntil: "networkidle" });
    // Scroll through the page so lazy images and anything loaded on scroll are requested too.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState("networkidle");

    const origin = new URL(baseURL ?? "").origin;
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin)).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
  });
}

test("after visiting the booking page, going home leaves no provider script or frame behind", async ({
  page,
  baseURL,
}) => {
  await page.route(/calendly\.com/, (route) => route.abort("blockedbyclient"));
  // The booking page's own request for the provider's script, refused above: it must be over
  // before requests are counted, or it would be counted as the home page's (listener first).
  const bookingPageScript = page.waitForEvent("requestfailed", (request) => request.url() === PROVIDER_SCRIPT_SRC);
  await page.goto("/booking");
  await expect(page.locator('script[src*="calendly"]')).toHaveCount(1);
  await bookingPageScript;
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.getByRole("link", { name: /home$/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState("networkidle");
  await expect(page.locator('script[src*="calendly"], iframe')).toHaveCount(0);
  const origin = new URL(baseURL ?? "").origin;
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});

// The booking page links to <privacy path>#calendly; the right to object stands apart (Art. 21(4) GDPR).
for (const { path, locale } of pageEntries([]).filter((entry) => entry.id === "privacy")) {
  test(`${path} has the Calendly anchor and sets the right to object apart`, async ({ page }) => {
    await page.goto(`${path}#calendly`);
    const calendly = page.locator("#calendly");
    await expect(calendly).toHaveText(/Calendly/);
    await expect(calendly).toBeInViewport();

    const objection = page.getByRole("complementary", { name: /Art\. 21/ });
    await expect(objection).toBeVisible();
    await expect(objection).toContainText(site.email);
    const look = await objection.evaluate((element) => {
      const style = getComputedStyle(element);
      const page = getComputedStyle(element.closest("main") ?? document.body);
      return {
        border: parseFloat(style.borderLeftWidth),
        background: style.backgroundColor,
        around: page.backgroundColor,
      };
    });
    expect(look.border).toBeGreaterThan(0);
    expect(look.background).not.toBe(look.around);
    expect(await page.locator("html").getAttribute("lang")).toContain(locale);
  });
}
