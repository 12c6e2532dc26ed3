// Screenshots the booking page's states at phone and desktop widths:
// node scripts/screenshot-booking.mjs [baseUrl] [outDir] [clickToLoadBaseUrl]
import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";

const baseUrl = process.argv[2] ?? "http://localhost:3000";
const outDir = process.argv[3] ?? "screenshots";
const clickToLoadUrl = process.argv[4];
const widths = [360, 1440];
const SCRIPT = "https://assets.calendly.com/assets/external/widget.js";
// A stand-in for the provider, which cannot be reached offline.
const standInScript = `document.querySelectorAll(".calendly-inline-widget[data-url]").forEach((el) => {
  const f = document.createElement("iframe"); f.src = el.dataset.url; f.width = "100%"; f.height = "100%";
  f.setAttribute("frameborder", "0"); el.appendChild(f); });`;
const standInFrame = `<!doctype html><body style="font:16px sans-serif;margin:0;display:grid;place-items:center;height:100vh;background:#fff">
<p>Scheduler (stand-in)</p><script>parent.postMessage({event:"calendly.event_scheduled",payload:{event:{uri:"e"},invitee:{uri:"i"}}},"*")</script></body>`;

/** state → how the provider behaves */
const states = {
  loading: (route) => (route.request().url() === SCRIPT ? undefined : route.abort()),
  fallback: (route) => route.abort("blockedbyclient"),
  confirmed: (route) =>
    route.request().url() === SCRIPT
      ? route.fulfill({ contentType: "text/javascript", body: standInScript })
      : route.fulfill({ contentType: "text/html", body: standInFrame }),
};

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of widths) {
  for (const [state, handler] of Object.entries(states)) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.route(/calendly\.com/, handler);
    await page.goto(`${baseUrl}/booking`, { waitUntil: "domcontentloaded" });
    // Wait for the state itself rather than a fixed time; the machine may be busy.
    if (state === "confirmed") await page.getByRole("status").getByText(/./).first().waitFor();
    else if (state === "fallback") await page.getByRole("heading", { level: 2 }).first().waitFor();
    else await page.waitForTimeout(1000);
    await page.evaluate(() => document.fonts.ready);
    const file = `${outDir}/booking-${state}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
  if (clickToLoadUrl) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.route(/calendly\.com/, (route) => route.abort());
    await page.goto(`${clickToLoadUrl}/booking`, { waitUntil: "networkidle" });
    const file = `${outDir}/booking-consent-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
}
await browser.close();
