// What became of a save, in the second engine: Debian's Firefox ESR (puppeteer-core, WebDriver BiDi)
// with the real editor at /admin/, signed in with GitHub through the site's own routes (fake OAuth,
// tests/support/fake-github.ts), talking to api.github.com as shipped; the API is the same fake the
// Chromium tests use (tests/support/fake-github-api.ts), reached through a local HTTPS proxy
// (tests/support/fake-github-api-server.ts), since BiDi in Firefox 140 cannot read GraphQL bodies.
// A German-only save the gate passes shows "Live" with a link to the German page; a save the gate
// refuses shows the gate's reason. Chromium covers the rest (tests/e2e/editor-save-status.spec.ts).
//
//   node --test tests/pages/editor-save-status-firefox.test.mjs   (after `npm run build`; BUILD_DIR picks another build)
/* global document, window, HTMLInputElement, HTMLTextAreaElement -- in-page functions */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { parse } from "yaml";
import { startFakeGitHub } from "../support/fake-github.ts";
import { answerGitHubApi, answerSaveOutcomes } from "../support/fake-github-api.ts";
import { startFakeGitHubApiServer } from "../support/fake-github-api-server.ts";
import { SAVE_STATUS_WORDS } from "../../editor/save-status/panel.ts";
import { pathOf } from "../../app/page-table.ts";
import { RULE_WORDS } from "../../shared/layout-rules.ts";
import { launchFirefox, ROOT, serveBuild, waitFor } from "./firefox.mjs";

const CONTENT_ROOT = path.resolve(process.env.CONTENT_ROOT || ROOT);
// Read with the yaml package: the content pipeline's TypeScript is more than Node strips.
/** @param {string} file @returns {unknown} */
const read = (file) => parse(readFileSync(path.join(CONTENT_ROOT, file), "utf8"));
const { siteUrl } = /** @type {{ siteUrl: string }} */ (read("content/site.yml"));
/** @param {import("../../shared/locales.ts").Locale} locale */
const headlineOf = (locale) =>
  /** @type {{ hero: { headline: string } }} */ (read(`content/${locale}/home.yml`)).hero.headline;
const headlines = { en: headlineOf("en"), de: headlineOf("de") };
const words = SAVE_STATUS_WORDS.en;

/** The save-status box: its text and its link. */
function readStatus() {
  const box = document.querySelector(".site-save-status [role=status]");
  return { text: box?.textContent ?? "", href: box?.querySelector("a")?.getAttribute("href") ?? "" };
}

/** Clicks the button or radio whose accessible text is `name`; false while there is none. */
function press(/** @type {string} */ selector, /** @type {string} */ name) {
  const target = [...document.querySelectorAll(selector)].find(
    (element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim() === name,
  );
  if (target instanceof window.HTMLElement) target.click();
  return Boolean(target);
}

/** Types `to` into the text box holding `from` (as a person would: Sveltia listens to input events). */
function retype(/** @type {string} */ from, /** @type {string} */ to) {
  const box = [...document.querySelectorAll("input, textarea")].find(
    (element) =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value === from,
  );
  if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)) return false;
  box.focus();
  box.value = to;
  box.dispatchEvent(new Event("input", { bubbles: true }));
  return true;
}

test(
  "Firefox: after Save the editor says 'Live' with the changed page's link, or the gate's reason",
  { timeout: 180_000 },
  async () => {
    const github = await startFakeGitHub();
    const api = await startFakeGitHubApiServer();
    await answerGitHubApi(api);
    const saves = await answerSaveOutcomes(api, { outcome: { kind: "published", liveUrl: siteUrl } });
    const { origin, close: closeServer } = await serveBuild({
      signInEnv: {
        GITHUB_CLIENT_ID: github.clientId,
        GITHUB_CLIENT_SECRET: github.clientSecret,
        GITHUB_OAUTH_ORIGIN: github.origin,
      },
    });
    const browser = await launchFirefox({
      acceptInsecureCerts: true,
      extraPrefsFirefox: { ...api.firefoxPrefs, "intl.accept_languages": "en-US" },
    });
    try {
      const page = await browser.newPage();
      // A desktop window: narrower, the editor hides its language switch.
      await page.setViewport({ width: 1440, height: 900 });
      await page.goto(`${origin}/admin/`);
      // Sign in: the editor's button, GitHub's consent page in the popup, the popup closed by the editor.
      /** @type {Promise<import("puppeteer-core").Target>} */
      const popupOpened = new Promise((resolve) => browser.once("targetcreated", resolve));
      await waitFor("the editor's 'Sign In with GitHub' button", () =>
        page.evaluate(() => {
          const button = [...document.querySelectorAll("button")].find((b) => /Sign In with/.test(b.textContent ?? ""));
          button?.click();
          return Boolean(button);
        }),
      );
      const popup = await waitFor("the popup's page", async () => (await popupOpened).page());
      const authorize = await waitFor("GitHub's consent page", () =>
        popup.evaluate(() => document.querySelector("a")?.getAttribute("href") ?? "").catch(() => ""),
      );
      await popup.evaluate((href) => void (window.location.href = href), authorize).catch(() => undefined);

      /** Opens the home page's form (after a save the editor goes back to the list). */
      const openHome = async () => {
        await page.evaluate(() => void (window.location.hash = "#/collections/pages/entries/home"));
        await waitFor(
          "the home page's form",
          () =>
            page.evaluate(() => [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Save")),
          30_000,
        );
      };

      // 1. A German-only save the gate passes: "Live", linking the German page.
      await openHome();
      await waitFor("the editor's German pane", () =>
        page.evaluate(press, '[role=group][aria-label^="Edit"] [role=radio]', "German"),
      );
      await waitFor("the German headline's box", () => page.evaluate(retype, headlines.de, `${headlines.de} heute`));
      await page.evaluate(press, "button", "Save");
      await waitFor(`"${words.checking}"`, async () => (await page.evaluate(readStatus)).text.includes(words.checking));
      const live = await waitFor(`"${words.live}"`, async () => {
        const shown = await page.evaluate(readStatus);
        return shown.text.includes(words.live) ? shown : undefined;
      });
      assert.match(live.text, new RegExp(words.open));
      assert.deepEqual(
        saves.commits.at(-1)?.changed.map((file) => file.filename),
        ["content/de/home.yml"],
        "the fake saw a German-only change",
      );
      assert.equal(live.href, new URL(pathOf("home", "de"), siteUrl).href);

      // 2. A save the gate refuses: "Not published:" with the gate's reason and what to do next.
      const reason = `firefox 360 px, build, en /: ${RULE_WORDS["broken-word"]}: "Executivesearchconsultancy" in <h1#hero-title>`;
      saves.outcome = { kind: "refused", summary: reason };
      await openHome();
      await waitFor("the English headline's box", () =>
        page.evaluate(retype, headlines.en, `${headlines.en} Executivesearchconsultancy`),
      );
      await page.evaluate(press, "button", "Save");
      const refused = await waitFor(`"${words.refused}"`, async () => {
        const shown = await page.evaluate(readStatus);
        return shown.text.includes(`${words.refused}${reason}`) ? shown : undefined;
      });
      assert.ok(refused.text.includes(words.refusedNext), refused.text);
      assert.equal(saves.commits.length, 2);
      // Nothing of the editor went to another host (Firefox's own services, refused as offline, aside).
      const mozilla = /\.(mozilla\.(com|net|org)|firefox\.com)(:\d+)?$/;
      assert.deepEqual(
        api.refusedHosts.filter((host) => !mozilla.test(host)),
        [],
        "no request to another host",
      );
    } finally {
      await browser.close();
      await closeServer();
      await github.stop();
      await api.stop();
    }
  },
);
