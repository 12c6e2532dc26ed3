import { expect, type Page } from "@playwright/test";
import { PROVIDER_SCRIPT_SRC } from "../../../shared/booking-provider.ts";
import { en, site } from "../../support/content.ts";

/** Locators and checks shared by the booking specs in both consent modes. */
export function bookingPage(page: Page) {
  const widget = page.locator(".calendly-inline-widget");
  return {
    widget,
    region: page.getByRole("region", { name: en.booking.widgetLabel }),
    schedulerFrames: widget.locator("iframe"),
    providerScripts: page.locator(`script[src="${PROVIDER_SCRIPT_SRC}"]`),
    confirmation: page.getByRole("status"),
    loading: page.getByText(en.booking.loading.title),
    fallback: page.getByRole("heading", { name: en.booking.fallback.title }),
    consentButton: page.getByRole("button", { name: en.booking.consent.button }),
    directLink: page.getByRole("link", { name: en.booking.directLink }),
    /** Leaves with a client-side navigation (the logo), so the page's clean-up runs. */
    async leave() {
      await page.getByRole("link", { name: `${site.agencyName}, ${en.common.nav.homeLabel}` }).click();
      await expect(page).toHaveURL(/\/$/);
    },
    /**
     * Lets every message already posted to the page be handled before asserting on it: a message
     * the page posts to itself now is delivered after them (one task queue), then React renders.
     */
    async settle() {
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const marker = `settle-${Math.random()}`;
            const onMessage = (event: MessageEvent) => {
              if (event.data !== marker) return;
              removeEventListener("message", onMessage);
              requestAnimationFrame(() => setTimeout(resolve));
            };
            addEventListener("message", onMessage);
            postMessage(marker, location.origin);
          }),
      );
    },
  };
}

/** A real-shaped booking message, as Calendly's frame sends it. */
export const FORGED_BOOKING = {
  event: "calendly.event_scheduled",
  payload: {
    event: { uri: "https://api.calendly.com/scheduled_events/FORGED" },
    invitee: { uri: "https://api.calendly.com/scheduled_events/FORGED/invitees/FORGED" },
  },
};

/** Accessibility violations (axe, WCAG 2.x A/AA) inside the widget and the confirmation. */
export async function widgetAccessibilityViolations(page: Page) {
  const { AxeBuilder } = await import("@axe-core/playwright");
  const results = await new AxeBuilder({ page })
    .include(`[aria-label="${en.booking.widgetLabel}"]`)
    .include('[role="status"]')
    .exclude("iframe")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
  );
}
