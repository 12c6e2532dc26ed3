import { expect, type Page } from "@playwright/test";

/** The header's section links live behind the menu button on small screens. */
export async function openMenuIfFolded(page: Page) {
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  }
}

/** The visible header navigation (desktop bar or the opened mobile menu). */
export function headerNav(page: Page) {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" }).filter({ visible: true });
}

/**
 * Resolves once the page's scripts have run (the inline site script is a module, so it runs
 * before the load event) and any island (the booking scheduler) has hydrated, so clicks get
 * the enhanced behaviour, not only the browser's.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      document.readyState === "complete" &&
      [...document.querySelectorAll("[data-island-src]")].every((island) =>
        island.hasAttribute("data-island-hydrated"),
      ),
  );
}
