import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/pages.ts";
import { en } from "../support/content.ts";

const MISSING_PATH = "/no-such-page/for-sure";

test("the server answers an unknown path with status 404 and the whole page in the HTML", async ({ request }) => {
  const response = await request.get(MISSING_PATH);
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  const html = await response.text();
  // Present before any JavaScript runs: not a soft 404 or an empty app shell.
  expect(html).toContain(`>${en.common.notFound.code}<`);
  expect(html).toContain(en.common.notFound.title);
  expect(html).toContain(en.common.notFound.home);
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
});

test("a nested unknown path and one that looks like a file are 404 too", async ({ request }) => {
  expect((await request.get("/booking/extra")).status()).toBe(404);
  expect((await request.get("/missing.html")).status()).toBe(404);
});

test("shows the three texts and logs the attempted path as a console error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto(MISSING_PATH);
  expect(response?.status()).toBe(404);

  await expect(page.getByText(en.common.notFound.code, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.common.notFound.title);
  await expect(page.getByRole("main").getByRole("link", { name: en.common.notFound.home })).toHaveAttribute(
    "href",
    "/",
  );
  await expect.poll(() => errors.find((text) => text.includes(MISSING_PATH))).toBeDefined();
  // Nothing else goes wrong on the way (a hydration mismatch would log here). Failed loads are
  // the 404 document itself and, until the site has one, /favicon.ico.
  const unexpected = errors.filter(
    (text) => !text.includes(MISSING_PATH) && !text.startsWith("Failed to load resource"),
  );
  expect(unexpected).toEqual([]);
  // The site's own header and footer frame the page.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the not-found page's link home leads to the home page", async ({ page }) => {
  await page.goto(MISSING_PATH);
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name: en.common.notFound.home }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.home.hero.headline);
});
