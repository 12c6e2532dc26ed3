// Issue 37 in the second engine: Debian's Firefox ESR (puppeteer-core, WebDriver BiDi). The booking
// page's consent button, pressed the moment it shows (mouse at its centre, or focused and Enter or
// Space), loads the calendar even when the island is not live yet; 20 presses, both languages.
// Chromium does the same with its CPU slowed 4x and 6x (tests/e2e/booking-early-press.spec.ts).
// Firefox offers no CPU throttling over WebDriver BiDi (nor CDP's Emulation.setCPUThrottlingRate),
// so the window a slow phone opens is opened here by the network instead: every other press
// comes while the page's script files (the island's code) are held back, so it surely comes
// before the island is live; the others race the island at this machine's speed.
//
//   node --test tests/pages/booking-early-press-firefox.test.mjs   (after `npm run build`, which
//   ships click-to-load; BUILD_DIR picks another click-to-load build)
/* global document, window, MutationObserver, addEventListener, innerHeight -- in-page functions */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { parse } from "yaml";
import { PROVIDER_ORIGIN, PROVIDER_SCRIPT_SRC } from "../../shared/booking-provider.ts";
import { pathOf } from "../../app/page-table.ts";
import { LOCALES } from "../../shared/locales.ts";
import { STAND_IN_FRAME, STAND_IN_SCRIPT } from "../support/calendly-stand-in-source.ts";
import { launchFirefox, ROOT, serveBuild, waitFor } from "./firefox.mjs";

const PRESSES = Number(process.env.EARLY_PRESSES_FIREFOX ?? 20);
/** @type {("mouse" | "Enter" | "Space")[]} */
const KINDS = ["mouse", "Enter", "Space"];
const PROVIDER_HOSTS = /(^|\.)calendly\.com$/;
/** The content the build was made from (CONTENT_ROOT, as for the other suites). */
const CONTENT_ROOT = path.resolve(process.env.CONTENT_ROOT || ROOT);
/**
 * The booking page's words in a language, from content/ (tests/support/content.ts needs TypeScript
 * this Node cannot strip); soft hyphens are compared away.
 * @param {string} locale
 * @returns {{ consent: { button: string }, widgetLabel: string }}
 */
function bookingWords(locale) {
  /** @type {unknown} */
  const words = parse(readFileSync(path.join(CONTENT_ROOT, "content", locale, "booking.yml"), "utf8"));
  return /** @type {{ consent: { button: string }, widgetLabel: string }} */ (words);
}

/** Notes in the page when the island went live and when the first press came (before any page script). */
function recordPressAndLive() {
  const record = /** @type {{ liveAt?: number, pressAt?: number }} */ (/** @type {unknown} */ (window));
  new MutationObserver((_, observer) => {
    const island = document.querySelector("astro-island");
    if (island && !island.hasAttribute("ssr")) {
      record.liveAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
  addEventListener("click", () => (record.pressAt ??= performance.now()), { capture: true });
}

test(
  "Firefox: a press on the consent button the moment it shows loads the calendar",
  { timeout: 600_000 },
  async () => {
    const { origin, close: closeServer } = await serveBuild();
    const browser = await launchFirefox();
    /** @type {{ path: string, kind: string, held: boolean, early: boolean }[]} */
    const results = [];
    try {
      for (let index = 0; index < PRESSES; index++) {
        const locale = /** @type {import("../../shared/locales.ts").Locale} */ (LOCALES[index % LOCALES.length]);
        const kind = /** @type {"mouse" | "Enter" | "Space"} */ (
          KINDS[Math.floor(index / LOCALES.length) % KINDS.length]
        );
        const held = Math.floor(index / LOCALES.length) % 2 === 0;
        const words = bookingWords(locale);
        const pagePath = pathOf("booking", locale);
        const label = `${pagePath} ${kind}${held ? " (island's code held)" : ""}`;

        // A new visitor each time: nothing cached, as on a first visit.
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({ width: 1440, height: 900 }); // as the Chromium test's desktop
        await page.evaluateOnNewDocument(recordPressAndLive);
        await page.setRequestInterception(true);
        let pressed = false;
        /** @type {number[]} */
        const providerRequestTimes = [];
        /** @type {import("puppeteer-core").HTTPRequest[]} */
        const heldScripts = [];
        page.on("request", (request) => {
          const url = new URL(request.url());
          if (PROVIDER_HOSTS.test(url.hostname)) {
            providerRequestTimes.push(Date.now());
            if (url.href === PROVIDER_SCRIPT_SRC)
              return void request.respond({ status: 200, contentType: "text/javascript", body: STAND_IN_SCRIPT });
            if (url.origin === PROVIDER_ORIGIN)
              return void request.respond({ status: 200, contentType: "text/html", body: STAND_IN_FRAME });
            return void request.abort();
          }
          if (held && !pressed && url.origin === origin && /\.m?js$/.test(url.pathname))
            return void heldScripts.push(request);
          return void request.continue();
        });

        await page.goto(`${origin}${pagePath}`, { waitUntil: "domcontentloaded" });
        // The moment it shows (polled from here: puppeteer's in-page waiting builds a Function, which the CSP refuses).
        const centre = await waitFor(
          `${label}: the consent button`,
          () =>
            page.evaluate((name) => {
              const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name);
              // Below the fold (a long text, a short window) the visitor scrolls to it first.
              if (button && button.getBoundingClientRect().bottom > innerHeight)
                button.scrollIntoView({ block: "center", behavior: "instant" });
              const box = button?.getBoundingClientRect();
              const inView = box && box.width > 0 && box.top + box.height / 2 < innerHeight;
              if (!button || !inView || !button.checkVisibility({ visibilityProperty: true })) return null;
              return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
            }, words.consent.button),
          30_000,
          0, // no pause: the press comes the moment it shows
        );
        const pressedAt = Date.now();
        if (kind === "mouse") await page.mouse.click(centre.x, centre.y);
        else {
          await page.evaluate(
            (name) => [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)?.focus(),
            words.consent.button,
          );
          await page.keyboard.press(kind === "Space" ? " " : kind);
        }
        pressed = true;
        await Promise.all(heldScripts.splice(0).map((request) => request.continue()));

        await waitFor(
          `${label}: the calendar within 15 s of the press`,
          () => page.evaluate(() => document.querySelector(".calendly-inline-widget iframe") !== null),
          15_000,
        );
        // As after a later press: the button is gone and keyboard focus is on the calendar's region.
        const after = await page.evaluate(
          (name, region) => ({
            buttonGone: ![...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === name),
            focusOnRegion:
              document.activeElement?.getAttribute("role") === "region" &&
              document.activeElement.getAttribute("aria-label")?.replaceAll("\u00AD", "") ===
                region.replaceAll("\u00AD", ""),
            frames: document.querySelectorAll(".calendly-inline-widget iframe").length,
            early: (() => {
              const record = /** @type {{ liveAt: number, pressAt: number }} */ (/** @type {unknown} */ (window));
              return record.pressAt < record.liveAt;
            })(),
          }),
          words.consent.button,
          words.widgetLabel,
        );
        assert.deepEqual(
          { buttonGone: after.buttonGone, focusOnRegion: after.focusOnRegion, frames: after.frames },
          { buttonGone: true, focusOnRegion: true, frames: 1 },
          label,
        );
        assert.deepEqual(
          providerRequestTimes.filter((time) => time < pressedAt),
          [],
          `${label}: nothing from the provider before the press`,
        );
        results.push({ path: pagePath, kind, held, early: after.early });
        await context.close();
      }
    } finally {
      await browser.close();
      await closeServer();
    }
    // The held presses came before the island was live, or this test proves nothing.
    assert.deepEqual(
      results.filter((result) => result.held && !result.early),
      [],
    );
    const raced = results.filter((result) => !result.held);
    console.log(
      `Firefox: ${results.length} presses loaded the calendar; ${raced.filter((result) => result.early).length} of ${raced.length} unheld presses came before the island was live`,
    );
  },
);
