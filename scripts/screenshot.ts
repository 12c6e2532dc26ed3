// Screenshots every page of the page table (both languages) at phone and desktop widths, full
// length, into outDir; the top of the home page at desktop width into docs/home.png; the booking
// page in each state the scheduler can leave it in (loading, fallback when it cannot load,
// confirmed booking); and the editor's sign-in screen, preview pane and save status, in English
// and German (scripts/editor-screenshots.ts), into docs/ for the README.
// Usage (with the site running, e.g. `npm start`): node scripts/screenshot.ts [baseUrl] [outDir]
import { chromium, type Page, type Route } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../tooling/chromium.ts";
import { PROVIDER_SCRIPT_SRC } from "../shared/booking-provider.ts";
import { STAND_IN_FRAME, STAND_IN_SCRIPT } from "../tests/support/calendly-stand-in-source.ts";
import { builtPages } from "../tooling/built-pages.ts";
import { shootEditor } from "./editor-screenshots.ts";

const baseUrl = process.argv[2] ?? "http://localhost:3000";
const outDir = process.argv[3] ?? "screenshots";
// Every page of the table; a not-found page as a visitor meets it, at an unknown path.
const pages = Object.fromEntries(
  builtPages().map((page) => [
    // An article or a later list page is named by its address: there are several of each id.
    ["article", "role", "roles-country"].includes(page.id) || /\/page\/\d+$/.test(page.route)
      ? `${page.id}-${page.locale}-${page.route.split("/").filter(Boolean).at(-1)}`
      : `${page.id}-${page.locale}`,
    page.id === "not-found" ? page.route.replace(/404$/, "no-such-page") : page.route,
  ]),
);
const widths = [360, 1440];

// The scheduling provider cannot be reached offline: its script (app/lib/calendly.ts) and frame are stood in for.
const isProviderScript = (route: Route) => route.request().url() === PROVIDER_SCRIPT_SRC;
/** How the provider behaves in each booking state, and what shows the state has been reached. */
const bookingStates: Record<string, { handle: (route: Route) => Promise<void>; ready: (page: Page) => Promise<void> }> =
  {
    // The script never answers, so the page keeps showing that the scheduler is loading. Shot once
    // the live island has added the script and still marks the widget busy (the pre-rendered page
    // shows the loading state before the island runs).
    loading: {
      handle: async (route) => {
        if (!isProviderScript(route)) await route.abort();
      },
      ready: async (page) => {
        await page.locator(`script[src="${PROVIDER_SCRIPT_SRC}"]`).waitFor({ state: "attached" });
        await page.locator('[role="region"][aria-busy="true"]').waitFor();
      },
    },
    fallback: {
      handle: (route) => route.abort("blockedbyclient"),
      ready: (page) => page.getByRole("heading", { level: 2 }).first().waitFor(),
    },
    confirmed: {
      handle: (route) =>
        isProviderScript(route)
          ? route.fulfill({ contentType: "text/javascript", body: STAND_IN_SCRIPT })
          : route.fulfill({ contentType: "text/html", body: STAND_IN_FRAME }),
      // The browser tests' stand-in scheduler, booked as a visitor books it.
      ready: async (page) => {
        await page
          .frameLocator(".calendly-inline-widget iframe")
          .getByRole("button", { name: "Schedule Event" })
          .click();
        await page.getByRole("status").getByText(/./).first().waitFor();
      },
    },
  };

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  // Keep the provider's requests from hanging the shot.
  await page.route(/calendly\.com/, (route) => route.abort());
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    if (name === "home-en" && width === 1440) {
      await page.screenshot({ path: "docs/home.png" });
      console.log("docs/home.png");
    }
    // Scroll through once so lazy images load before the full-length shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const file = `${outDir}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();

  for (const [state, { handle, ready }] of Object.entries(bookingStates)) {
    // Without smooth scrolling, the scroll that pressing consent starts cannot move a click aimed
    // into the scheduler, nor catch the shot halfway.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.route(/calendly\.com/, handle);
    await page.goto(`${baseUrl}/booking`, { waitUntil: "domcontentloaded" });
    // A click-to-load build (the shipped content) asks first; the states below follow the click.
    // The island hydrates after the first paint: until then a press does nothing, so press again.
    const consent = page.locator('button[aria-describedby="booking-consent-explanation"]');
    if ((await consent.count()) > 0) {
      await page.locator("astro-island:not([ssr])").waitFor({ state: "attached" });
      await consent.click();
    }
    // Wait for the state itself rather than a fixed time; the machine may be busy.
    await ready(page);
    await page.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
    const file = `${outDir}/booking-${state}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
}
// The editor's sign-in screen, preview pane and save status, English and German (docs/editor-*.png).
await shootEditor(browser);
await browser.close();
