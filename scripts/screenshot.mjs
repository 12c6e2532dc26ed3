// Screenshots every page at phone and desktop widths, full length, into outDir, and the
// top of the home page at desktop width into docs/home.png for the README.
// Usage (with the site running, e.g. `npm start`): node scripts/screenshot.mjs [baseUrl] [outDir]
import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";

const baseUrl = process.argv[2] ?? "http://localhost:3000";
const outDir = process.argv[3] ?? "screenshots";
const pages = { home: "/", booking: "/booking", "not-found": "/no-such-page" };
const widths = [360, 1440];

await mkdir(outDir, { recursive: true });
await mkdir("docs", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  // The scheduling provider is unreachable offline; keep its requests from hanging the shot.
  await page.route(/calendly\.com/, (route) => route.abort());
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    if (name === "home" && width === 1440) {
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
}
await browser.close();
