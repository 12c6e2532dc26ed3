// The editor's sign-in screen, preview pane and save status, for the README's "Editing the site" (docs/editor-*.png),
// in English and German: the real editor at /admin/ of the build in BUILD_DIR (default build/),
// served here by the site's own server with a fake GitHub (tests/support/), as the browser tests
// drive it (tests/pages/firefox.mjs serveBuild). Called by scripts/screenshot.ts.
import type { Browser, Page } from "@playwright/test";
import path from "node:path";
import { parse } from "yaml";
import { answerGitHubApi, answerSaveOutcomes } from "../tests/support/fake-github-api.ts";
import { serveBuild } from "../tests/pages/firefox.mjs";
import { startFakeGitHub } from "../tests/support/fake-github.ts";
import { contentSeed, findBox, seedLocalRepository } from "../tooling/local-editor.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

const seed = contentSeed(ROOT);
// Read with the yaml package: the content pipeline's TypeScript is more than Node strips.
const { headline } = (parse(seed["content/en/home.yml"] ?? "") as { hero: { headline: string } }).hero;
const { siteUrl } = parse(seed["content/site.yml"] ?? "") as { siteUrl: string };
const LONG_WORD = "Executivesearchconsultancyleadershipadvisor";

/** The headline field (the same label in the editor's English and German: the site's own). */
async function headlineBox(page: Page) {
  const box = await findBox(page, "Headline", (value) => value.startsWith(headline));
  if (!box) throw new Error("editor screenshots: no headline field");
  return box;
}

export async function shootEditor(browser: Browser) {
  const github = await startFakeGitHub();
  const { origin, close } = await serveBuild({
    signInEnv: {
      GITHUB_CLIENT_ID: github.clientId,
      GITHUB_CLIENT_SECRET: github.clientSecret,
      GITHUB_OAUTH_ORIGIN: github.origin,
    },
  });
  try {
    for (const [locale, suffix] of [
      ["en-GB", ""],
      ["de-DE", "-de"],
    ]) {
      // The preview pane at 360 px with a word too long for the headline's line, marked.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
      const page = await context.newPage();
      await seedLocalRepository(page, `${origin}/admin/`, seed);
      await page.getByRole("button", { name: /Local Repository|lokalem Repository/ }).click();
      await page.goto(`${origin}/admin/#/collections/pages/entries/home`);
      const box = await headlineBox(page);
      await box.fill(`${headline} ${LONG_WORD}`);
      const pane = page.frameLocator("iframe.preview");
      await pane.locator("[data-preview-check] li").first().waitFor();
      await pane
        .locator("iframe[data-preview-width]")
        .evaluate((frame) => (frame as HTMLIFrameElement).contentDocument?.fonts.ready);
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
      await editor.goto(`${origin}/admin/`, { waitUntil: "networkidle" });
      // The sign-in screen, as the agency first meets it (its fade-in finished).
      const signIn = editor.getByRole("button", { name: /GitHub/ }).first();
      await signIn.waitFor();
      await editor.screenshot({ path: `docs/editor-sign-in${suffix}.png`, animations: "disabled" });
      console.log(`docs/editor-sign-in${suffix}.png`);
      const popupOpened = editor.waitForEvent("popup");
      await signIn.click();
      const popup = await popupOpened;
      const closed = popup.waitForEvent("close");
      await popup.getByRole("link", { name: "Authorize" }).click();
      await closed;
      for (const [kind, file, words] of [
        ["refused", `docs/editor-save-refused${suffix}.png`, /Not published|Nicht veröffentlicht/],
        ["published", `docs/editor-save-live${suffix}.png`, /Live/],
      ] as const) {
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
    await close();
    await github.stop();
  }
}
