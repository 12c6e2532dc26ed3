import { expect, type Frame, type Page, type Route } from "@playwright/test";
import { PROVIDER_ORIGIN, PROVIDER_SCRIPT_SRC } from "../../../shared/booking-provider.ts";
import { STAND_IN_FRAME, STAND_IN_SCRIPT } from "../../support/calendly-stand-in-source.ts";
import { waitForScrollEnd } from "./scroll.ts";

export { STAND_IN_EVENT_URI, STAND_IN_INVITEE_URI } from "../../support/calendly-stand-in-source.ts";

export type StandInOptions = {
  /**
   * "ok" serves the stand-in, "blocked" aborts like a privacy extension, "hang" never answers,
   * "held" waits until `releaseScript()` is called.
   */
  script?: "ok" | "blocked" | "hang" | "held";
};

export async function useCalendlyStandIn(page: Page, options: StandInOptions = {}) {
  const scriptMode = options.script ?? "ok";
  const scriptRequests: string[] = [];
  const frameRequests: string[] = [];
  const heldScripts: Route[] = [];
  let released = false;
  const serveScript = (route: Route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: STAND_IN_SCRIPT }).catch(() => {
      // The page may have gone away while the script was held.
    });

  await page.route(PROVIDER_SCRIPT_SRC, async (route: Route) => {
    scriptRequests.push(route.request().url());
    if (scriptMode === "blocked") return route.abort("blockedbyclient");
    if (scriptMode === "hang") return; // never fulfilled
    if (scriptMode === "held" && !released) {
      heldScripts.push(route);
      return;
    }
    return serveScript(route);
  });
  await page.route(`${PROVIDER_ORIGIN}/**`, (route: Route) => {
    frameRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: STAND_IN_FRAME });
  });
  // Anything else from the provider (stylesheets, fonts) is not needed by the stand-in.
  await page.route("https://assets.calendly.com/**", (route: Route) =>
    route.request().url() === PROVIDER_SCRIPT_SRC ? route.fallback() : route.abort(),
  );

  /** The provider's frame inside the booking widget, once the stand-in script has built it. */
  const schedulerFrame = async (): Promise<Frame> => {
    const handle = await page.locator(".calendly-inline-widget iframe").elementHandle();
    const frame = await handle?.contentFrame();
    if (!frame) throw new Error("The scheduler iframe is not on the page");
    return frame;
  };

  return {
    scriptRequests,
    frameRequests,
    schedulerFrame,
    /** Answers every held script request (script: "held"), and any later ones at once. */
    async releaseScript() {
      released = true;
      await Promise.all(heldScripts.splice(0).map(serveScript));
    },
    /** Books through the stand-in frame, which posts a real-shaped calendly.event_scheduled. */
    async bookThroughFrame() {
      // As a visitor does: once the loading state has given way to the scheduler, and the page is
      // still. Pressing consent focuses the widget, which scrolls it into view smoothly; a click
      // aimed during that scroll can land beside the button.
      await expect(page.locator('[role="region"]:has(> .calendly-inline-widget)')).toHaveAttribute(
        "aria-busy",
        "false",
      );
      await waitForScrollEnd(page);
      const frame = await schedulerFrame();
      await frame.getByRole("button", { name: "Schedule Event" }).click();
    },
  };
}
