import { expect, type Page } from "@playwright/test";
import { en } from "../../support/content.ts";

// The English pages' labels, from content/ (the agency may change them).
const { nav } = en.common;

/** The header's section links live behind the menu button on small screens. */
export async function openMenuIfFolded(page: Page) {
  const menuButton = page.getByRole("banner").getByRole("button", { name: nav.openMenu });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(page.getByRole("banner").getByRole("button", { name: nav.closeMenu })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  }
}

/** The visible header navigation (desktop bar or the opened mobile menu). */
export function headerNav(page: Page) {
  return page.getByRole("banner").getByRole("navigation", { name: nav.label }).filter({ visible: true });
}

/** Resolves once React has hydrated the page, so clicks are handled by the app, not the browser. */
export async function waitForHydration(page: Page) {
  // The menu button only exists after hydration (before it, a plain link to the footer stands in).
  // It is display:none on wide screens, so it is found by markup rather than by role.
  await expect(page.locator("header button[aria-controls]")).toBeAttached();
}
