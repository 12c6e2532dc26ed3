// The editor's preview pane in the second engine: Debian's Firefox ESR (puppeteer-core, WebDriver
// BiDi) with the real editor at /admin/ in local-folder mode (content/ copied into the browser's
// private file system, as tests/e2e/editor-preview.spec.ts does in Chromium): an edited headline
// reaches the pane in the site's display face and colours, and a 43-letter word is marked at 360 px
// in the content gate's words (shared/layout-rules.ts).
//
//   node --test tests/pages/editor-preview-firefox.test.mjs   (after `npm run build`; BUILD_DIR picks another build)
/* global document, window, getComputedStyle -- in-page functions */
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { parse } from "yaml";
import { RULE_WORDS } from "../../shared/layout-rules.ts";
import { contentSeed, stubDirectoryPicker, writeLocalRepository } from "../../tooling/local-editor.ts";
import { launchFirefox, ROOT, serveBuild, waitFor } from "./firefox.mjs";

const CONTENT_ROOT = path.resolve(process.env.CONTENT_ROOT || ROOT);

const seed = contentSeed(CONTENT_ROOT);
// Read with the yaml package: the content pipeline's TypeScript is more than Node strips.
/** @type {unknown} */
const homeParsed = parse(seed["content/en/home.yml"] ?? "");
const home = /** @type {{ hero: { headline: string } }} */ (homeParsed);
/** @type {unknown} */
const siteFactsParsed = parse(seed["content/site.yml"] ?? "");
const siteFacts = /** @type {{ colors: { ink: string, onInk: string } }} */ (siteFactsParsed);
const headline = home.hero.headline;
const { colors } = siteFacts;
const LONG_WORD = "Executivesearchconsultancyleadershipadvisor".slice(0, 43);

/** @param {string} hex */
const rgbOf = (hex) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;

/** What the pane shows: the headline, its face and colours, the check's line, the marks. */
function readPane() {
  const pane = /** @type {HTMLIFrameElement | null} */ (document.querySelector('iframe[title="Content Preview"]'))
    ?.contentDocument;
  const frame = /** @type {HTMLIFrameElement | null | undefined} */ (pane?.querySelector("iframe[data-preview-width]"));
  const page = frame?.contentDocument;
  const title = page?.querySelector("#hero-title");
  if (!pane || !page || !title) return null;
  const style = getComputedStyle(title);
  return {
    width: page.documentElement.clientWidth,
    text: title.textContent,
    family: style.fontFamily,
    color: style.color,
    band: getComputedStyle(/** @type {Element} */ (title.closest("section"))).backgroundColor,
    faceLoaded:
      [...page.fonts].some(
        (face) =>
          face.family.replace(/"/g, "") === style.fontFamily.split(",")[0]?.replace(/"/g, "") &&
          face.status === "loaded",
      ) && page.fonts.check(`${style.fontWeight} ${style.fontSize} ${style.fontFamily.split(",")[0]}`),
    check: pane.querySelector("[data-preview-check]")?.textContent ?? "",
    marked: title.getAttribute("data-gate-problem") ?? "",
  };
}

test(
  "Firefox: the preview pane follows the typed headline in the site's face and colours, and marks a 43-letter word at 360 px",
  { timeout: 120_000 },
  async () => {
    const { origin, close: closeServer } = await serveBuild();
    const browser = await launchFirefox();
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 1440, height: 900 });
      await page.evaluateOnNewDocument(stubDirectoryPicker);
      await page.goto(`${origin}/admin/`);
      await page.evaluate(writeLocalRepository, seed);
      await waitFor("'Work with Local Repository'", () =>
        page.evaluate(() => {
          const button = [...document.querySelectorAll("button")].find((b) =>
            /Work with Local Repository/.test(b.textContent ?? ""),
          );
          button?.click();
          return Boolean(button);
        }),
      );
      await waitFor("the list of pages", () => page.evaluate(() => document.body.textContent?.includes("Site facts")));
      await page.evaluate(() => void (window.location.hash = "#/collections/pages/entries/home"));
      await waitFor("the pane's headline", async () => (await page.evaluate(readPane))?.text === headline);

      // Typed at the end of the headline field: the pane follows.
      const focused = await waitFor("the headline field", () =>
        page.evaluate((value) => {
          const box = [...document.querySelectorAll("input")].find((input) => input.value === value);
          box?.focus();
          box?.setSelectionRange(value.length, value.length);
          return Boolean(box);
        }, headline),
      );
      assert.ok(focused);
      // The time from the last key to the pane's headline holding the typed words, in the page (one clock).
      await page.evaluate((expected) => {
        const times = /** @type {{ lastKey?: number, shownAt?: number }} */ (window);
        document.addEventListener("keydown", () => (times.lastKey = Date.now()), { capture: true });
        const pane = /** @type {HTMLIFrameElement} */ (document.querySelector('iframe[title="Content Preview"]'))
          .contentDocument;
        const frame = /** @type {HTMLIFrameElement} */ (pane?.querySelector("iframe[data-preview-width]"));
        const title = /** @type {Element} */ (frame.contentDocument?.querySelector("#hero-title"));
        new MutationObserver(() => {
          if (title.textContent === expected && !times.shownAt) times.shownAt = Date.now();
        }).observe(title, { childList: true, characterData: true, subtree: true });
      }, `${headline} now`);
      await page.keyboard.type(" now");
      await waitFor(
        "the typed headline in the pane",
        async () => (await page.evaluate(readPane))?.text === `${headline} now`,
        5000,
      );
      const { lastKey = 0, shownAt = 0 } = await page.evaluate(
        () =>
          /** @type {{ lastKey?: number, shownAt?: number }} */ ({
            lastKey: /** @type {{ lastKey?: number }} */ (window).lastKey,
            shownAt: /** @type {{ shownAt?: number }} */ (window).shownAt,
          }),
      );
      // A figure for the report (target 300 ms), not a gate here: the machine is shared.
      console.log(`Firefox preview: the typed headline in the pane ${shownAt - lastKey} ms after the last keystroke`);
      assert.ok(shownAt - lastKey < 1000, `${shownAt - lastKey} ms`);
      const shown = await waitFor("the display face", async () => {
        const pane = await page.evaluate(readPane);
        return pane?.faceLoaded ? pane : null;
      });
      assert.match(shown.family, /^"?Fraunces/);
      assert.equal(shown.color, rgbOf(colors.onInk));
      assert.equal(shown.band, rgbOf(colors.ink));
      assert.equal(shown.width, 360);

      // A word too long for the line: marked, in the gate's words.
      await page.evaluate((value) => {
        const box = /** @type {HTMLInputElement} */ (document.activeElement);
        box.select();
        return value;
      }, LONG_WORD);
      await page.keyboard.type(`A ${LONG_WORD}`);
      const marked = await waitFor("the mark", async () => {
        const pane = await page.evaluate(readPane);
        return pane?.marked ? pane : null;
      });
      assert.match(marked.marked, new RegExp(RULE_WORDS["broken-word"]));
      assert.ok(marked.check.includes(`${RULE_WORDS["broken-word"]}: "${LONG_WORD}"`), marked.check);
    } finally {
      await browser.close();
      await closeServer();
    }
  },
);
