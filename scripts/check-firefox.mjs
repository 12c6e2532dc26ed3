// The second engine: every page of the built site in both languages, and each language's
// not-found page, in Firefox ESR (driven by puppeteer-core over WebDriver BiDi) at 360 and
// 1440 px. Fails on horizontal overflow, a console error, a link that may hyphenate or wraps
// at a hyphen, and a long German headline with ß that does not fit at 360 px (checked in
// Chromium too). Writes a full-page screenshot of each to reports/firefox/ to look at.
//
//   npm run build && node scripts/check-firefox.mjs
//
// FIREFOX_PATH (default /usr/bin/firefox-esr, see scripts/ensure-firefox.sh), CHROME_PATH
// (default /usr/bin/chromium) and FIREFOX_CHECK_PORT (default 5750) can be set.
/* global document, getComputedStyle -- inspectLayout and headlineFits run in the page */
import { spawn } from "node:child_process";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { createServer as createViteServer } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.FIREFOX_CHECK_PORT ?? 5750);
const origin = `http://127.0.0.1:${port}`;
// Not under test-results/: Playwright empties that folder when it starts.
const shotsDir = path.join(root, "reports", "firefox");
const WIDTHS = [360, 1440];
/** A 36-character German headline with ß (upper-cased to SS by CSS) and long compounds. */
const LONG_HEADLINE = "Maßgeschneiderte Besetzungen für Sie";

/**
 * The headline as the build typesets a German hero.headline (content-pipeline/typography.ts).
 * @param {string} text
 * @returns {Promise<string>}
 */
async function typesetHeadline(text) {
  const vite = await createViteServer({
    configFile: false,
    root,
    logLevel: "silent",
    server: { middlewareMode: true },
  });
  try {
    /** @type {typeof import("../content-pipeline/typography.ts")} */
    const typography = /** @type {any} */ (await vite.ssrLoadModule("/content-pipeline/typography.ts"));
    return typography.typesetGermanWords({ hero: { headline: text } }).hero.headline;
  } finally {
    await vite.close();
  }
}

/** @type {unknown} */
const pageTable = JSON.parse(await readFile(path.join(root, "build", "pages.json"), "utf8"));
const pages = /** @type {{ id: string, locale: string, path: string }[]} */ (pageTable);
// Not-found pages are visited at an unknown path of their language, as a visitor meets them.
const targets = pages.map((entry) =>
  entry.id === "not-found"
    ? { ...entry, url: `${entry.path.replace(/404$/, "")}gibt-es-nicht-${entry.locale}`, notFound: true }
    : { ...entry, url: entry.path, notFound: false },
);

function startServer() {
  const server = spawn(process.execPath, [path.join(root, "server", "start.mjs")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return server;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`check-firefox: the server did not answer at ${origin}`);
}

/** What a picky reader would notice on the page as laid out. */
function inspectLayout() {
  const doc = document.documentElement;
  const overflowing = [...document.querySelectorAll("body *")]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > doc.clientWidth + 1 && getComputedStyle(element).position !== "fixed";
    })
    .filter((element) => !element.closest("[aria-hidden='true'], .sr-only"))
    .slice(0, 5)
    .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")}`);
  const links = [...document.querySelectorAll("a, .address")].filter((link) => link.getClientRects().length > 0);
  const hyphenating = links
    .filter((link) => getComputedStyle(link).hyphens === "auto")
    .map((link) => link.textContent.trim().slice(0, 40));
  // A link on more than one line may only break at a space, never inside a word at a hyphen.
  const wrappedAtHyphen = links
    .filter((link) => {
      const lines = new Set([...link.getClientRects()].map((rect) => Math.round(rect.top)));
      return lines.size > 1 && /\u00AD/.test(link.textContent);
    })
    .map((link) => link.textContent.trim().slice(0, 40));
  return {
    scrollWidth: doc.scrollWidth,
    clientWidth: doc.clientWidth,
    overflowing,
    hyphenating,
    wrappedAtHyphen,
  };
}

/**
 * Puts a long headline in the hero (as the build would typeset it) and reports whether it fits.
 * @param {string} text
 */
function headlineFits(text) {
  const headline = document.querySelector("h1");
  if (!headline) return { fits: false, lines: 0 };
  headline.textContent = text;
  const doc = document.documentElement;
  const box = headline.getBoundingClientRect();
  return { fits: doc.scrollWidth <= doc.clientWidth && box.right <= doc.clientWidth + 1, lines: box.height };
}

/**
 * Visits every target at one width in one tab (a tab per page costs Firefox seconds here).
 * @param {import("puppeteer-core").Browser} browser
 * @param {number} width
 * @param {string[]} problems
 */
async function checkAtWidth(browser, width, problems) {
  const page = await browser.newPage();
  /** @type {string[]} */
  let errors = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.setViewport({ width, height: 900 });
  for (const target of targets) {
    errors = [];
    const response = await page.goto(`${origin}${target.url}`, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const name = `${target.locale} ${target.url} @${width}`;
    // 304: the browser revalidated a page it had already fetched at the other width.
    const expectedStatuses = target.notFound ? [404] : [200, 304];
    if (!expectedStatuses.includes(response?.status() ?? 0)) problems.push(`${name}: status ${response?.status()}`);
    const layout = await page.evaluate(inspectLayout);
    if (layout.scrollWidth > layout.clientWidth) {
      problems.push(
        `${name}: overflows (${layout.scrollWidth} > ${layout.clientWidth}): ${layout.overflowing.join(", ")}`,
      );
    }
    if (layout.hyphenating.length) problems.push(`${name}: links with hyphens:auto: ${layout.hyphenating.join(" | ")}`);
    if (layout.wrappedAtHyphen.length) {
      problems.push(`${name}: links wrapped at a hyphen: ${layout.wrappedAtHyphen.join(" | ")}`);
    }
    // The not-found page logs the path a visitor tried, by design; nothing else may log an error.
    const unexpected = errors.filter((text) => !(target.notFound && text.startsWith("404 Error:")));
    if (unexpected.length) problems.push(`${name}: console errors: ${unexpected.join(" | ")}`);
    const file = `${target.locale}-${target.id}-${width}.png`;
    await page.screenshot({ path: path.join(shotsDir, file), fullPage: true });
  }
  await page.close();
}

/**
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} engine
 * @param {string[]} problems
 */
async function checkLongHeadline(browser, engine, problems) {
  const home = pages.find((entry) => entry.id === "home" && entry.locale === "de");
  if (!home) throw new Error("check-firefox: build/pages.json has no German home page");
  const page = await browser.newPage();
  await page.setViewport({ width: 360, height: 900 });
  await page.goto(`${origin}${home.path}`, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const result = await page.evaluate(headlineFits, await typesetHeadline(LONG_HEADLINE));
  if (!result.fits) problems.push(`${engine}: the headline "${LONG_HEADLINE}" overflows at 360 px`);
  await page.screenshot({ path: path.join(shotsDir, `de-long-headline-${engine}-360.png`) });
  await page.close();
}

const started = Date.now();
await mkdir(shotsDir, { recursive: true });
const server = startServer();
/** @type {string[]} */
const problems = [];
/** @type {import("puppeteer-core").Browser | undefined} */
let firefox;
/** @type {import("puppeteer-core").Browser | undefined} */
let chromium;
try {
  await waitForServer();
  firefox = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
    // Overlay scrollbars, as on phones: otherwise a 360 px viewport loses 12 px to a scrollbar.
    extraPrefsFirefox: { "widget.gtk.overlay-scrollbars.enabled": true, "ui.useOverlayScrollbars": 1 },
  });
  for (const width of WIDTHS) await checkAtWidth(firefox, width, problems);
  await checkLongHeadline(firefox, "firefox", problems);
  chromium = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  await checkLongHeadline(chromium, "chromium", problems);
} finally {
  await firefox?.close();
  await chromium?.close();
  server.kill();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const checked = `${targets.length} pages × ${WIDTHS.length} widths in Firefox, the long headline in Firefox and Chromium`;
if (problems.length) {
  console.error(`check-firefox: ${problems.length} problem(s) (${checked}, ${seconds} s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `check-firefox: ${checked}: no overflow, no console error, no hyphen in a link (${seconds} s); screenshots in ${path.relative(root, shotsDir)}/`,
);
