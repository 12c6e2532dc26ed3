import { expect, test, type Page, type Route } from "@playwright/test";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { content } from "../support/content.ts";
import { pathOf } from "../../app/page-table.ts";
import { LOCALES, type Locale } from "../../shared/locales.ts";

// Runs in the "click-to-load" project. Issue 37: the consent button shows in the pre-rendered HTML
// well before the island is live; a press in that window must load the calendar all the same.
// Chromium's CPU is slowed as Chrome DevTools' "mid-tier" (4x) and "low-end" (6x) phones, and the
// button is pressed the moment it shows: with the mouse at its centre, or focused and pressed with
// Enter or Space. Each language gets half of PRESSES_PER_RATE presses per rate (20 per rate).
// Every other press comes while the page's scripts are held back until it has been made, so it
// surely comes before the island is live; the others race the island as a visitor's would.
// tests/pages/booking-early-press-firefox.test.mjs does the same in Firefox ESR.

const PRESSES_PER_RATE = Number(process.env.EARLY_PRESSES_PER_RATE ?? 20);
const RATES = [4, 6];
type Press = "mouse" | "Enter" | "Space";
const isScript = (url: string) => /\.m?js(\?|$)/.test(new URL(url).pathname);
/** The presses of one language at one rate, mouse and keyboard alternating. */
function pressesFor(count: number): Press[] {
  const kinds: Press[] = ["mouse", "Enter", "Space"];
  return Array.from({ length: count }, (_, index) => kinds[index % kinds.length]!);
}

/** Notes in the page when the island went live and when the first press came (before any page script). */
function recordPressAndLive() {
  const record = window as unknown as { liveAt?: number; pressAt?: number };
  new MutationObserver((_, observer) => {
    const island = document.querySelector("astro-island");
    if (island && !island.hasAttribute("ssr")) {
      record.liveAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
  addEventListener("click", () => (record.pressAt ??= performance.now()), { capture: true });
}

/** Waits for the consent button to show and returns its centre; polled every frame. */
async function whenButtonShows(page: Page, label: string) {
  const handle = await page.waitForFunction(
    (name) => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name);
      // Below the fold (a long text, a short window) the visitor scrolls to it first.
      if (button && button.getBoundingClientRect().bottom > innerHeight)
        button.scrollIntoView({ block: "center", behavior: "instant" });
      const box = button?.getBoundingClientRect();
      const inView = box && box.width > 0 && box.top + box.height / 2 < innerHeight;
      if (!button || !inView || !button.checkVisibility({ visibilityProperty: true })) return null;
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    label,
    { polling: "raf", timeout: 30_000 },
  );
  return (await handle.jsonValue())!;
}

for (const rate of RATES) {
  for (const locale of LOCALES as readonly Locale[]) {
    const words = content.words[locale].booking;
    const path = pathOf("booking", locale);
    const presses = pressesFor(PRESSES_PER_RATE / LOCALES.length);

    test(`${path}: a press the moment the consent button shows loads the calendar, CPU ${rate}x slower`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(60_000 + presses.length * 20_000);
      const results: { press: Press; held: boolean; early: boolean }[] = [];
      for (const [index, press] of presses.entries()) {
        const held = index % 2 === 0;
        // A new visitor each time: nothing cached, as on a first visit (a new context is cheap).
        const context = await browser.newContext(testInfo.project.use);
        const page = await context.newPage();
        const standIn = await useCalendlyStandIn(page);
        await page.addInitScript(recordPressAndLive);
        // The page's own script files (the island's code); its inline scripts run as usual.
        const heldScripts: Route[] = [];
        const siteScript = (url: URL) =>
          url.origin === new URL(testInfo.project.use.baseURL!).origin && isScript(url.href);
        const hold = (route: Route) => void heldScripts.push(route);
        if (held) await page.route(siteScript, hold);
        const providerRequestTimes: number[] = [];
        page.on("request", (request) => {
          if (/(^|\.)calendly\.com$/.test(new URL(request.url()).hostname)) providerRequestTimes.push(Date.now());
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate });

        await page.goto(path, { waitUntil: "commit" });
        const centre = await whenButtonShows(page, words.consent.button);
        const pressedAt = Date.now();
        if (press === "mouse") await page.mouse.click(centre.x, centre.y);
        else {
          // Focused as soon as it shows (a locator by role is slower than a visitor's Tab under throttling).
          await page.evaluate(
            (name) => [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)?.focus(),
            words.consent.button,
          );
          await page.keyboard.press(press);
        }
        if (held) {
          await page.unroute(siteScript, hold);
          await Promise.all(heldScripts.map((route) => route.continue()));
        }

        const region = page.getByRole("region", { name: words.widgetLabel });
        await expect(region.locator(".calendly-inline-widget iframe"), `${press} press`).toHaveCount(1, {
          timeout: 15_000,
        });
        // As after a later press: the button is gone and keyboard focus is on the calendar's region.
        await expect(page.getByRole("button", { name: words.consent.button })).toHaveCount(0);
        await expect(region).toBeFocused();
        expect(standIn.scriptRequests).toHaveLength(1);
        expect(providerRequestTimes.filter((time) => time < pressedAt)).toEqual([]);

        const { liveAt, pressAt } = await page.evaluate(() => {
          const record = window as unknown as { liveAt: number; pressAt: number };
          return { liveAt: record.liveAt, pressAt: record.pressAt };
        });
        results.push({ press, held, early: pressAt < liveAt });
        await context.close();
      }
      // The held presses came before the island was live, or this test proves nothing.
      expect(results.filter((result) => result.held && !result.early)).toEqual([]);
      const raced = results.filter((result) => !result.held);
      const early = raced.filter((result) => result.early).length;
      console.log(`${path}, CPU ${rate}x: ${early} of ${raced.length} unheld presses came before the island was live`);
    });
  }
}
