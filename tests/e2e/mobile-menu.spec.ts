import { expect, test } from "@playwright/test";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { menuExpanded, waitForHydration } from "./support/pages.ts";
import { en, insightsLink, rolesMenuLink, literally, navLabel } from "../support/content.ts";

test.describe("small screens", () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, "the menu button and the 360 px layout only apply to the mobile project");
  });

  for (const path of ["/", "/booking", "/not-a-page"]) {
    test(`${path} has no horizontal scroll at 360 px`, async ({ page }) => {
      await useCalendlyStandIn(page);
      await page.goto(path);
      await waitForHydration(page);
      // Lazy images and the widget frame can widen the page late, so measure after everything has loaded.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("load");
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(clientWidth).toBe(360);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      // Trying to scroll sideways moves nothing.
      await page.evaluate(() => window.scrollBy(200, 0));
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
    });
  }

  test("the nav folds into a menu button that opens and closes the menu", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    // The section links are folded away until the menu opens.
    await expect(banner.getByRole("link", { name: navLabel("about"), exact: true })).toBeHidden();

    const button = banner.getByRole("button", { name: en.common.nav.openMenu });
    await expect.poll(() => menuExpanded(page)).toBe(false);
    const menuId = await button.getAttribute("aria-controls");
    expect(menuId).toBeTruthy();

    await button.click();
    const closeButton = banner.getByRole("button", { name: en.common.nav.closeMenu });
    await expect.poll(() => menuExpanded(page)).toBe(true);
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([
      ...en.common.nav.items.map((item) => item.label),
      ...(insightsLink("en") ? [insightsLink("en")!.label] : []),
      ...(rolesMenuLink("en") ? [rolesMenuLink("en")!.label] : []),
      "Deutsch",
      en.common.nav.cta,
    ]);

    await closeButton.click();
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(menu).toBeHidden();
  });

  test("the menu works from the keyboard and closes after a choice", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    const button = banner.getByRole("button", { name: en.common.nav.openMenu });

    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => menuExpanded(page)).toBe(true);

    // Tab moves from the button into the menu, in order.
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: navLabel("about"), exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: navLabel("services"), exact: true })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(banner.getByRole("link", { name: navLabel("services"), exact: true })).toBeHidden();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator("#services")).toBeInViewport();
    await expect(page.locator("#services")).toBeFocused();
  });

  test("Space also toggles the menu", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.locator("header button[aria-controls]");
    await button.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => menuExpanded(page)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => menuExpanded(page)).toBe(false);
  });

  test("Escape closes the menu and returns focus to the menu button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: en.common.nav.openMenu }).click();
    // Focus is inside the menu when Escape is pressed.
    await banner.getByRole("link", { name: navLabel("values"), exact: true }).focus();
    await page.keyboard.press("Escape");

    const button = banner.getByRole("button", { name: en.common.nav.openMenu });
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(banner.getByRole("link", { name: navLabel("values"), exact: true })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the menu's call to action leads to the booking page and closes the menu", async ({ page }) => {
    await useCalendlyStandIn(page);
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: en.common.nav.openMenu }).click();
    await banner.getByRole("link", { name: en.common.nav.cta, exact: true }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(banner.getByRole("link", { name: en.common.nav.cta, exact: true })).toBeHidden();
  });

  test("the open menu fits the screen and its links are easy to tap", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: en.common.nav.openMenu }).click();
    const menuBox = (await page.locator("header nav:not([hidden])").last().boundingBox())!;
    expect(menuBox.x).toBeGreaterThanOrEqual(0);
    expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(360);
    // Menu links are large enough to tap (WCAG 2.5.8: at least 24 px; we aim for 44).
    for (const box of await page
      .getByRole("banner")
      .getByRole("link", {
        name: new RegExp(en.common.nav.items.map((item) => literally(item.label).source).join("|")),
      })
      .all()) {
      expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test("on wide screens the nav is shown inline and there is no menu button", async ({ page, isMobile }) => {
  test.skip(isMobile, "desktop layout only");
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("banner").getByRole("button", { name: /menu/i })).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: navLabel("about"), exact: true })).toBeVisible();
});
