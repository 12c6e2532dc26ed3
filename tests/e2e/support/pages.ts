import { expect, type Locator, type Page } from "@playwright/test";
import { en } from "../../support/content.ts";

// The English pages' labels, from content/ (the agency may change them).
const { nav } = en.common;

/** The header's section links live behind the menu button on small screens. */
export async function openMenuIfFolded(page: Page) {
  const menuButton = page.getByRole("banner").getByRole("button", { name: nav.openMenu });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect.poll(() => menuExpanded(page)).toBe(true);
  }
}

/** The visible header navigation (desktop bar or the opened mobile menu). */
export function headerNav(page: Page) {
  return page.getByRole("banner").getByRole("navigation", { name: nav.label }).filter({ visible: true });
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
      // Astro removes an island's `ssr` attribute once it has hydrated it.
      [...document.querySelectorAll("astro-island")].every((island) => !island.hasAttribute("ssr")),
  );
}

/**
 * Whether screen readers hear the menu button as expanded: Chromium's own accessibility tree,
 * which derives it from the popover the button controls (popovertarget; an aria-expanded
 * attribute there would be invalid HTML, and Playwright reads only that attribute).
 */
export async function menuExpanded(page: Page, button: Locator = page.locator("header button[popovertarget]")) {
  const selector = await button.evaluate((element) => {
    element.setAttribute("data-ax-probe", "");
    return "[data-ax-probe]";
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded ? expanded.value.value === true : undefined;
  } finally {
    await cdp.detach();
    await button.evaluate((element) => element.removeAttribute("data-ax-probe"));
  }
}
