// The editor's preview pane and its save status, for the README's "Editing the site" (docs/editor-*.png),
// in English and German: the real editor at /admin/ of the build in BUILD_DIR (default build/),
// served here by the site's own server with a fake GitHub (tests/support/), as the browser tests
// drive it. Called by scripts/screenshot.mjs.
/* global window -- in-page functions */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { createSiteServer, loadBuild } from "../server/site-server.ts";
import { answerGitHubApi, answerSaveOutcomes } from "../tests/support/fake-github-api.ts";
import { startFakeGitHub } from "../tests/support/fake-github.ts";

/** @typedef {import("@playwright/test").Browser} Browser */
/** @typedef {import("@playwright/test").Page} Page */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    return statSync(path.join(ROOT, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** @type {Record<string, string>} */
const seed = {
  ...Object.fromEntries(filesUnder("content").map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")])),
  ".git/HEAD": "ref: refs/heads/main\n",
  ".git/config": "[core]\n\trepositoryformatversion = 0\n",
};
// Read with the yaml package: the content pipeline's TypeScript is more than Node strips.
/** @type {unknown} */
const homeParsed = parse(seed["content/en/home.yml"] ?? "");
const home = /** @type {{ hero: { headline: string } }} */ (homeParsed);
/** @type {unknown} */
const siteFactsParsed = parse(seed["content/site.yml"] ?? "");
const siteFacts = /** @type {{ siteUrl: string }} */ (siteFactsParsed);
const headline = home.hero.headline;
const { siteUrl } = siteFacts;
const LONG_WORD = "Executivesearchconsultancyleadershipadvisor";

/** The headline field (the same label in the editor's English and German: the site's own). */
async function headlineBox(/** @type {Page} */ page) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    for (const box of await page.getByRole("textbox", { name: "Headline", exact: true }).all())
      if ((await box.inputValue()).startsWith(headline)) return box;
    await page.mouse.move(300, 500);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  throw new Error("editor screenshots: no headline field");
}

/** @param {Browser} browser */
export async function shootEditor(browser) {
  const github = await startFakeGitHub();
  const server = createSiteServer({
    ...loadBuild(path.resolve(ROOT, process.env.BUILD_DIR ?? "build")),
    logRequests: false,
    signInEnv: {
      GITHUB_CLIENT_ID: github.clientId,
      GITHUB_CLIENT_SECRET: github.clientSecret,
      GITHUB_OAUTH_ORIGIN: github.origin,
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const origin = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
  try {
    for (const [locale, suffix] of /** @type {const} */ ([
      ["en-GB", ""],
      ["de-DE", "-de"],
    ])) {
      // The preview pane at 360 px with a word too long for the headline's line, marked.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
      const page = await context.newPage();
      await page.addInitScript(() => {
        Object.assign(window, {
          showDirectoryPicker: async () =>
            (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true }),
        });
      });
      await page.goto(`${origin}/admin/`);
      await page.evaluate(async (files) => {
        const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle("repo", { create: true });
        for (const [file, text] of Object.entries(files)) {
          const parts = file.split("/");
          let dir = repo;
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
          const writable = await (
            await dir.getFileHandle(/** @type {string} */ (parts.at(-1)), { create: true })
          ).createWritable();
          await writable.write(text);
          await writable.close();
        }
      }, seed);
      await page.getByRole("button", { name: /Local Repository|lokalem Repository/ }).click();
      await page.goto(`${origin}/admin/#/collections/pages/entries/home`);
      const box = await headlineBox(page);
      await box.fill(`${headline} ${LONG_WORD}`);
      const pane = page.frameLocator("iframe.preview");
      await pane.locator("[data-preview-check] li").first().waitFor();
      await pane
        .locator("iframe[data-preview-width]")
        .evaluate((frame) => /** @type {HTMLIFrameElement} */ (frame).contentDocument?.fonts.ready);
      await page.screenshot({ path: `docs/editor-preview${suffix}.png` });
      console.log(`docs/editor-preview${suffix}.png`);
      await context.close();

      // After Save: refused with the gate's reason, then, saved again, live.
      const signed = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
      const editor = await signed.newPage();
      await answerGitHubApi(editor);
      const saves = await answerSaveOutcomes(editor, {
        outcome: {
          kind: "refused",
          summary: `chromium 360 px, click-to-load, en /: a word too long for the line, broken without a hyphen: "${LONG_WORD}" in <h1#hero-title>`,
        },
        stepMs: 300,
      });
      await editor.goto(`${origin}/admin/`);
      const popupOpened = editor.waitForEvent("popup");
      await editor
        .getByRole("button", { name: /GitHub/ })
        .first()
        .click();
      const popup = await popupOpened;
      const closed = popup.waitForEvent("close");
      await popup.getByRole("link", { name: "Authorize" }).click();
      await closed;
      for (const [kind, file, words] of /** @type {const} */ ([
        ["refused", `docs/editor-save-refused${suffix}.png`, /Not published|Nicht veröffentlicht/],
        ["published", `docs/editor-save-live${suffix}.png`, /Live/],
      ])) {
        if (kind === "published") saves.outcome = { kind, liveUrl: siteUrl };
        await editor.goto(`${origin}/admin/#/collections/pages/entries/home`);
        const field = await headlineBox(editor);
        await field.fill(kind === "refused" ? `${headline} ${LONG_WORD}` : headline);
        await editor.getByRole("button", { name: /^(Save|Speichern)$/ }).click();
        await editor.locator(".site-save-status").getByText(words).first().waitFor({ timeout: 20_000 });
        await editor.screenshot({ path: file });
        console.log(file);
      }
      await signed.close();
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
    await github.stop();
  }
}
