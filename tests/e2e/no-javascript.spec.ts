import { expect, test, type Page } from "@playwright/test";
import { HOME_HEADINGS } from "./support/home-headings.ts";
import { en, insightsLink, rolesMenuLink, navLabel, site } from "../support/content.ts";

test.use({ javaScriptEnabled: false });

/** The section's top edge comes to rest just below the fixed header (the browser scrolls smoothly). */
async function expectSectionInView(page: Page, id: string) {
  await expect(page.locator(`#${id}`)).toBeInViewport();
  const top = () => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
  await expect.poll(top).toBeGreaterThanOrEqual(63);
  await expect.poll(top).toBeLessThan(120);
}

test("the home page renders fully without JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("main").locator("h1, h2")).toHaveText(HOME_HEADINGS);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(en.home.hero.headline.toUpperCase());
  await expect(page.locator("#services ol > li")).toHaveCount(en.home.services.items.length);
  await expect(page.locator("#values li")).toHaveCount(en.home.values.items.length);
  await expect(page.locator("#contact").getByRole("link", { name: site.email })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(`© ${site.copyrightYear} ${site.agencyName}`);
  // Fonts and styles are there too: the header is laid out as a fixed bar.
  expect(await page.getByRole("banner").evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
});

test("the booking page renders with a direct link to the scheduling page", async ({ page }) => {
  await page.goto("/booking");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.booking.title);
  await expect(page.getByRole("main")).toContainText("30-minute consultation");
  const direct = page.getByRole("main").getByRole("link", { name: /scheduling page/ });
  await expect(direct).toBeVisible();
  await expect(direct).toHaveAttribute("href", site.schedulingUrl);
  await expect(direct).toHaveAttribute("rel", "noopener noreferrer");
  // Nothing from the provider loads when the script cannot run.
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("the not-found page renders with its three texts", async ({ page }) => {
  const response = await page.goto("/gone-for-good");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(en.common.notFound.code, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.common.notFound.title);
  await page.getByRole("main").getByRole("link", { name: en.common.notFound.home }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.home.hero.headline);
});

test("nav items are real /#section links that work on the home page", async ({ page, isMobile }) => {
  test.skip(isMobile, "on small screens the header nav is folded; the fallback is tested below");
  await page.goto("/");
  const nav = page.getByRole("banner").getByRole("navigation");
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const insights = insightsLink("en");
  expect(hrefs).toEqual([
    "/#about",
    "/#services",
    "/#values",
    "/#contact",
    ...(insights ? [insights.path] : []),
    ...(rolesMenuLink("en") ? [rolesMenuLink("en")!.path] : []),
    "/booking",
  ]);

  await nav.getByRole("link", { name: navLabel("values"), exact: true }).click();
  await expect(page).toHaveURL(/\/#values$/);
  await expectSectionInView(page, "values");
});

test("a nav item on the booking page loads home at that section", async ({ page, isMobile }) => {
  test.skip(isMobile, "on small screens the header nav is folded; the fallback is tested below");
  await page.goto("/booking");
  await page
    .getByRole("banner")
    .getByRole("link", { name: navLabel("contact"), exact: true })
    .click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#contact$/);
  await expectSectionInView(page, "contact");
});

test("'Learn More' is a real link to the services section", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: en.home.intro.secondaryCta, exact: true }).click();
  await expect(page).toHaveURL(/\/#services$/);
  await expectSectionInView(page, "services");
});

test("on small screens the menu opens without JavaScript (a native popover), and its links work", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the menu button only shows on small screens");
  await page.goto("/booking");
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: en.common.nav.openMenu }).click();
  const menu = banner.getByRole("navigation", { name: en.common.nav.label }).filter({ visible: true });
  await expect(menu).toBeVisible();
  await expect(banner.getByRole("button", { name: en.common.nav.closeMenu })).toBeVisible();
  await menu.getByRole("link", { name: navLabel("about"), exact: true }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expectSectionInView(page, "about");
});

test("the header's call to action is a real link to the booking page", async ({ page, isMobile }) => {
  test.skip(isMobile, "folded into the menu on small screens; the booking buttons in the page remain");
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: en.common.nav.cta, exact: true }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.booking.title);
});

test("the booking buttons in the page are real links", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: en.home.contact.secondaryCta, exact: true }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.booking.title);
});
