// Screenshots every page at phone and desktop widths: node scripts/screenshot.mjs [baseUrl] [outDir]
import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";

const baseUrl = process.argv[2] ?? "http://localhost:3000";
const outDir = process.argv[3] ?? "screenshots";
const pages = { home: "/", booking: "/booking", "not-found": "/no-such-page" };
const widths = [360, 1440];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  // The scheduling provider is unreachable offline; keep its requests from hanging the shot.
  await page.route(/calendly\.com/, (route) => route.abort());
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    const file = `${outDir}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
