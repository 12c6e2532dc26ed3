// Every page of the page table as a visitor's browser lays it out: each built site given (for
// example one per consent mode), in both languages, at each width, in Chromium and Firefox ESR
// (both driven by puppeteer-core: CDP and WebDriver BiDi). What a content edit can break, and
// what this fails on, naming the engine, width, build, page and element:
// - horizontal overflow, a box that clips its own text, a word in a heading, button or menu
//   broken without a hyphen (an edit too long for the line), text below WCAG AA contrast (these
//   three by shared/layout-rules.ts, which the editor's preview pane runs too);
// - a character the page's web font has no glyph for (drawn by a system font instead; Chromium
//   reports the fonts each element really used);
// - axe-core WCAG 2.2 A/AA violations (contrast of an edited colour among them);
// - a console error, an uncaught error or a Content-Security-Policy violation;
// - a link that may hyphenate or wraps at a hyphen.
// Calendly is blocked, as a privacy extension would: the booking page must still serve the
// visitor (its fallback, or the consent box), and that is the state checked.
//
//   node tests/pages/check-rendered-pages.mjs [--build dir[=label]]... [--widths 360,1440] [--narrow 320:booking]
//     [--engines chromium,firefox] [--pages home,booking] [--shots dir]
//
// --build defaults to build (the production build). Pages whose HTML is identical in two
// builds are checked once. CHROME_PATH / FIREFOX_PATH choose the browsers, RENDERED_CHECK_PORT
// the first port (default 5760). Exits 1 with the list of problems.
/* global document, getComputedStyle, window, NodeFilter -- in-page functions */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
// Pinned at 24.27.0: from 24.28 on, setViewport sends a WebDriver BiDi command Debian's Firefox
// ESR 140 does not know (emulation.setScreenOrientationOverride; docs/decisions/086).
import puppeteer from "puppeteer-core";
import { readJson } from "../../tooling/built-pages.ts";
import { CHROMIUM_ARGS, testChromiumPath } from "../../tooling/chromium.ts";
import { findLayoutProblems } from "../../shared/layout-rules.ts";
import { launchFirefox, PHONE_SCROLLBARS } from "./firefox.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The provider's hosts (app/lib/calendly.ts); blocked, never reached from a check. */
const PROVIDER_HOSTS = /(^|\.)calendly\.com$/;

const { values: options } = parseArgs({
  options: {
    build: { type: "string", multiple: true, default: ["build"] },
    widths: { type: "string", default: "360,1440" },
    // A narrower phone for some pages only: "320:booking" (the consent box and the scheduler's
    // 320 px minimum). The German headings' soft hyphens are set for 360 px (content-pipeline/typography.ts).
    narrow: { type: "string", default: "320:booking" },
    engines: { type: "string", default: "chromium,firefox" },
    pages: { type: "string" },
    shots: { type: "string" },
  },
});
const [narrowWidth = "", narrowPages = ""] = options.narrow.split(":");
/** @type {{ width: number, only?: Set<string> }[]} */
const widths = [
  ...options.widths.split(",").map((width) => ({ width: Number(width) })),
  ...(narrowWidth ? [{ width: Number(narrowWidth), only: new Set(narrowPages.split(",")) }] : []),
];
const engines = options.engines.split(",");
const onlyPages = options.pages ? new Set(options.pages.split(",")) : undefined;
const firstPort = Number(process.env.RENDERED_CHECK_PORT ?? 5760);

/**
 * @typedef {{ id: string, locale: string, path: string, file: string }} PageEntry
 * @typedef {{ label: string, dir: string, port: number, pages: PageEntry[] }} Build
 * @typedef {{ build: Build, entry: PageEntry, url: string, notFound: boolean }} Target
 */

/** @type {Build[]} */
const builds = options.build.map((spec, index) => {
  const [dir = "build", label = path.basename(dir)] = spec.split("=");
  const table = /** @type {PageEntry[]} */ (readJson(path.resolve(ROOT, dir, "pages.json")));
  return { label, dir: path.resolve(ROOT, dir), port: firstPort + index, pages: table };
});

/** Each page of each build, once per distinct HTML (a page the consent mode does not change is checked once). */
async function targetsOf() {
  /** @type {Target[]} */
  const targets = [];
  const seen = new Set();
  for (const build of builds) {
    for (const entry of build.pages) {
      if (onlyPages && !onlyPages.has(entry.id)) continue;
      const html = await readFile(path.join(build.dir, "client", entry.file));
      const key = createHash("sha256").update(entry.path).update(html).digest("hex");
      if (seen.has(key)) continue;
      seen.add(key);
      const notFound = entry.id === "not-found";
      // A not-found page is met at an unknown path of its language, as a visitor meets it.
      const url = notFound ? entry.path.replace(/404$/, "no-such-page") : entry.path;
      targets.push({ build, entry, url, notFound });
    }
  }
  return targets;
}

/** @param {Build} build */
async function startServer(build) {
  const server = spawn(process.execPath, [path.join(ROOT, "server/start.ts")], {
    env: { ...process.env, PORT: String(build.port), HOST: "127.0.0.1", LOG_REQUESTS: "0", BUILD_DIR: build.dir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((_, reject) =>
    server.once("exit", (code) => reject(new Error(`the server for ${build.label} exited (${code})`))),
  );
  // Ready when it answers; the server prints nothing we could wait on with LOG_REQUESTS=0.
  const answered = (async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${build.port}/`)).ok) return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  })();
  await Promise.race([answered, exited]);
  return server;
}

// ------------------------------------------------------------------ in the page

/** Installed before any page script: CSP violations, kept for the check. */
function recordViolations() {
  /** @type {string[]} */
  const violations = [];
  Object.defineProperty(window, "__cspViolations", { value: violations });
  document.addEventListener("securitypolicyviolation", (event) =>
    violations.push(
      `${event.effectiveDirective} refused ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
    ),
  );
}

/** The page at rest: loaded, fonts in, the island hydrated or its fallback shown, nothing busy. */
function settled() {
  return (
    document.readyState === "complete" &&
    document.fonts.status === "loaded" &&
    [...document.querySelectorAll("astro-island")].every(
      (island) => !island.hasAttribute("ssr") || island.querySelector("[data-island-fallback-slot] *"),
    ) &&
    !document.querySelector('[aria-busy="true"]')
  );
}

/** What a picky reader would notice on the page as laid out. */
function inspectLayout() {
  const doc = document.documentElement;
  /** @param {Element} element */
  const describe = (element) => {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
    const classes = [...element.classList].slice(0, 2).join(".");
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}>${text ? ` "${text}"` : ""}`;
  };
  /** @param {Element} element */
  const invisible = (element) =>
    Boolean(element.closest("[aria-hidden='true'], .sr-only, [popover]:not(:popover-open)"));

  const overflowing = [...document.querySelectorAll("body *")]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > doc.clientWidth + 1 && getComputedStyle(element).position !== "fixed";
    })
    .filter((element) => !invisible(element))
    .slice(-3)
    .map(describe);

  const links = [...document.querySelectorAll("a, .address")].filter((link) => link.getClientRects().length > 0);
  const hyphenating = links
    .filter((link) => getComputedStyle(link).hyphens === "auto")
    .map((link) => (link.textContent ?? "").trim().slice(0, 40));
  // A link on more than one line may only break at a space, never inside a word at a hyphen;
  // a heading's link (an article's title in a list) breaks at the build's soft hyphens, as headings do.
  const wrappedAtHyphen = links
    .filter((link) => !link.closest("h1, h2, h3, h4"))
    .filter((link) => {
      const lines = new Set([...link.getClientRects()].map((rect) => Math.round(rect.top)));
      return lines.size > 1 && /\u00AD/.test(link.textContent ?? "");
    })
    .map((link) => (link.textContent ?? "").trim().slice(0, 40));

  return {
    scrollWidth: doc.scrollWidth,
    clientWidth: doc.clientWidth,
    overflowing,
    hyphenating,
    wrappedAtHyphen,
    violations: /** @type {{ __cspViolations?: string[] }} */ (/** @type {unknown} */ (window)).__cspViolations ?? [],
  };
}

/** @param {string[]} tags */
async function runAxe(tags) {
  // axe-core's own global, put on the page just before.
  const axe = /** @type {{ axe: typeof import("axe-core") }} */ (/** @type {unknown} */ (window)).axe;
  const results = await axe.run(
    { exclude: [[".calendly-inline-widget iframe"]] },
    { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
  );
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

// ------------------------------------------------------------------ in Node

const require = createRequire(import.meta.url);
const axeSource = await readFile(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Fonts Chromium really drew each element's text with, by CSS.getPlatformFontsForNode: a system
 * font among them means a character the web font has no glyph for.
 * @param {import("puppeteer-core").Page} page
 * @param {Set<string>} webFamilies
 */
async function glyphsFromSystemFonts(page, webFamilies) {
  const session = await page.createCDPSession();
  try {
    await session.send("DOM.enable");
    await session.send("CSS.enable");
    const { root } = await session.send("DOM.getDocument", { depth: -1 });
    /** @type {string[]} */
    const found = [];
    /** @param {import("puppeteer-core").Protocol.DOM.Node} node */
    const visit = async (node) => {
      const hasText = node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim());
      if (hasText && node.nodeType === 1) {
        const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId: node.nodeId });
        // The face files name themselves "Inter SemiBold", "Fraunces Medium": the CSS family first.
        const isWeb = (/** @type {{ familyName: string }} */ font) =>
          [...webFamilies].some((family) => font.familyName.startsWith(family));
        const foreign = fonts.filter((font) => !isWeb(font));
        // Some glyphs of the text in the web font and some not: the web font lacks those characters.
        // (All of it in a system font means the face was not used at all, as `optional` allows.)
        if (foreign.length && fonts.some(isWeb) && found.length < 5) {
          const text = node.children
            ?.filter((child) => child.nodeType === 3)
            .map((child) => child.nodeValue.trim())
            .join(" ")
            .slice(0, 50);
          found.push(
            `"${text}" drawn partly in ${foreign.map((font) => `${font.familyName} (${font.glyphCount} glyphs)`).join(", ")}`,
          );
        }
      }
      for (const child of node.children ?? []) await visit(child);
      if (node.contentDocument) await visit(node.contentDocument);
    };
    await visit(root);
    return found;
  } finally {
    await session.detach();
  }
}

/**
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} engine
 * @param {number} width
 * @param {Target[]} targets
 * @param {string[]} problems
 */
async function checkAtWidth(browser, engine, width, targets, problems) {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 900 });
  await page.evaluateOnNewDocument(recordViolations);
  await page.setRequestInterception(true);
  // Interception turns the cache off; a visitor's second page has the fonts cached, and the
  // display face (font-display: optional) is drawn only when it is there in time.
  await page.setCacheEnabled(true);
  page.on("request", (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const host = new URL(request.url()).hostname;
    if (PROVIDER_HOSTS.test(host)) void request.abort("blockedbyclient");
    else void request.continue();
  });
  /** @type {string[]} */
  let errors = [];
  /** @type {Target | undefined} */
  let current;
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const from = message.location()?.url ?? "";
    // A blocked provider request is what this check does, not what the page does; Chromium also
    // reports a not-found page's own 404 status as a failed load.
    if (PROVIDER_HOSTS.test(safeHost(from))) return;
    if (current?.notFound && new URL(from, "http://x").pathname === current.url) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));

  // First the home page of each build, so its fonts are cached like a visitor's on their second page.
  for (const build of builds) {
    await page.goto(`http://127.0.0.1:${build.port}/`, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  }

  for (const target of targets) {
    const name = `${engine} ${width} px, ${target.build.label}, ${target.entry.locale} ${target.url}`;
    errors = [];
    current = target;
    try {
      const response = await page.goto(`http://127.0.0.1:${target.build.port}${target.url}`, { waitUntil: "load" });
      // 304: the browser revalidated a page it had fetched at another width.
      const statuses = target.notFound ? [404] : [200, 304];
      if (!statuses.includes(response?.status() ?? 0)) problems.push(`${name}: status ${response?.status()}`);
      await until(page, settled, 15_000);
      const layout = await page.evaluate(inspectLayout);
      if (layout.scrollWidth > layout.clientWidth)
        problems.push(
          `${name}: overflows sideways (${layout.scrollWidth} > ${layout.clientWidth} px): ${layout.overflowing.join("; ")}`,
        );
      // Clipped text, a word broken without a hyphen, text below AA contrast: the rule the editor's
      // preview pane marks with the same words (shared/layout-rules.ts).
      const body = await page.$("body");
      if (body)
        for (const problem of await page.evaluate(findLayoutProblems, body, 5, true))
          problems.push(`${name}: ${problem}`);
      if (layout.hyphenating.length)
        problems.push(`${name}: links with hyphens:auto: ${layout.hyphenating.join(" | ")}`);
      if (layout.wrappedAtHyphen.length)
        problems.push(`${name}: links wrapped at a hyphen: ${layout.wrappedAtHyphen.join(" | ")}`);
      for (const violation of layout.violations)
        problems.push(`${name}: Content-Security-Policy violation: ${violation}`);

      await page.evaluate(axeSource);
      for (const violation of await page.evaluate(runAxe, WCAG_TAGS)) problems.push(`${name}: axe: ${violation}`);

      if (engine === "chromium") {
        const webFamilies = new Set(
          await page.evaluate(() =>
            [...document.fonts]
              .filter((face) => face.status === "loaded" && !/ Fallback$/.test(face.family.replace(/"/g, "")))
              .map((face) => face.family.replace(/"/g, "")),
          ),
        );
        for (const glyph of await glyphsFromSystemFonts(page, webFamilies))
          problems.push(`${name}: missing glyph: ${glyph}`);
      }
      if (options.shots) {
        const file = `${engine}-${width}-${target.build.label}-${target.entry.locale}-${target.entry.id}.png`;
        await page.screenshot({
          path: /** @type {`${string}.png`} */ (path.join(options.shots, file)),
          fullPage: true,
        });
      }
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    }
    // The not-found page logs the path a visitor tried, by design; nothing else may log an error.
    const unexpected = errors.filter((text) => !(target.notFound && text.startsWith("404 Error:")));
    if (unexpected.length) problems.push(`${name}: console errors: ${unexpected.join(" | ")}`);
  }
  await page.close();
}

/**
 * Polls a function in the page until it returns true. Not page.waitForFunction: over WebDriver
 * BiDi that builds the predicate with Function(), which the site's CSP rightly refuses.
 * @param {import("puppeteer-core").Page} page
 * @param {() => boolean} predicate
 * @param {number} timeout ms
 */
async function until(page, predicate, timeout) {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(predicate))) {
    if (Date.now() > deadline) throw new Error(`not settled after ${timeout} ms (still loading or busy)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** @param {string | undefined} url */
function safeHost(url) {
  try {
    return url ? new URL(url).hostname : "";
  } catch {
    return "";
  }
}

/** @param {string} engine */
function launch(engine) {
  if (engine === "firefox") return launchFirefox({ extraPrefsFirefox: PHONE_SCROLLBARS });
  if (engine === "chromium")
    return puppeteer.launch({
      executablePath: testChromiumPath() ?? "/usr/bin/chromium",
      headless: true,
      args: CHROMIUM_ARGS,
    });
  throw new Error(`check-rendered-pages: unknown engine ${engine} (chromium or firefox)`);
}

const started = Date.now();
if (options.shots) await mkdir(options.shots, { recursive: true });
const targets = await targetsOf();
if (targets.length === 0) throw new Error("check-rendered-pages: no page to check");
const servers = await Promise.all(builds.map(startServer));
/** @type {string[]} */
const problems = [];
try {
  // One browser per engine, side by side (a core each); each width in its own tab, one after another.
  await Promise.all(
    engines.map(async (engine) => {
      const browser = await launch(engine);
      try {
        for (const { width, only } of widths) {
          const here = only ? targets.filter((target) => only.has(target.entry.id)) : targets;
          if (here.length > 0) await checkAtWidth(browser, engine, width, here, problems);
        }
      } finally {
        await browser.close();
      }
    }),
  );
} finally {
  for (const server of servers) server.kill();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const checked = `${targets.length} pages (${builds.map((build) => build.label).join(", ")}) × ${widths.map(({ width, only }) => (only ? `${width} (${[...only].join(", ")})` : width)).join("/")} px × ${engines.join(", ")}`;
if (problems.length) {
  console.error(`check-rendered-pages: ${problems.length} problem(s) in ${checked} (${seconds} s):`);
  for (const problem of problems.sort()) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `check-rendered-pages: ${checked}: no overflow, clipping, broken word, low contrast, missing glyph, axe violation, console error or CSP violation (${seconds} s)`,
);
