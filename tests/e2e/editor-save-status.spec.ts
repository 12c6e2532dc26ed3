import { expect, test, type Page } from "@playwright/test";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteServer, loadBuild } from "../../server/site-server.ts";
import { answerGitHubApi, answerSaveOutcomes, type SaveOutcome } from "../support/fake-github-api.ts";
import { startFakeGitHub, type FakeGitHub } from "../support/fake-github.ts";
import { boxHolding } from "../support/local-editor.ts";
import { en, site, written } from "../support/content.ts";
import { pathOf } from "../../app/page-table.ts";
import { SAVE_STATUS_WORDS } from "../../editor/save-status/panel.ts";

const words = SAVE_STATUS_WORDS.en;
const wordsDe = SAVE_STATUS_WORDS.de;
import { RULE_WORDS } from "../../shared/layout-rules.ts";

// After Save, the real editor (signed in with GitHub through the site's own routes, against a fake
// GitHub) says what became of the save, from what GitHub reports about the commit it made: the
// content gate's check run and the deploy's GitHub deployment (editor/save-status/).

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.E2E_BUILD_DIR ?? ".e2e/consent-none/build");

let github: FakeGitHub;
let origin: string;
let close: () => Promise<void>;

test.beforeAll(async () => {
  github = await startFakeGitHub();
  const server = createSiteServer({
    ...loadBuild(buildDir),
    logRequests: false,
    signInEnv: {
      GITHUB_CLIENT_ID: github.clientId,
      GITHUB_CLIENT_SECRET: github.clientSecret,
      GITHUB_OAUTH_ORIGIN: github.origin,
      GITHUB_TIMEOUT_MS: "2000",
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
});

test.afterAll(async () => {
  await close?.();
  await github?.stop();
});

test.setTimeout(60_000);

/** Signs in with the two clicks, opens the English home page's form and saves an edited headline. */
async function signInAndOpenHome(page: Page, outcome: SaveOutcome) {
  await answerGitHubApi(page);
  const saves = await answerSaveOutcomes(page, { outcome });
  await page.goto(`${origin}/admin/`);
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: /^(Sign In with|Mit) \W*GitHub\W*( anmelden)?$/ }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent("close", { timeout: 10_000 });
  await popup.getByRole("link", { name: "Authorize" }).click();
  await closed;
  await page.goto(`${origin}/admin/#/collections/pages/entries/home`);
  await expect(page.getByRole("button", { name: /^(Save|Speichern)$/ })).toBeVisible({ timeout: 15_000 });
  return saves;
}

async function saveHeadline(page: Page, from: string, to: string) {
  // After a save the editor goes back to the list of pages: open the form again.
  await page.goto(`${origin}/admin/#/collections/pages/entries/home`);
  await expect(page.getByRole("button", { name: /^(Save|Speichern)$/ })).toBeVisible({ timeout: 15_000 });
  const box = await boxHolding(page, "Headline", from);
  await box.fill(to);
  await page.getByRole("button", { name: /^(Save|Speichern)$/ }).click();
}

const status = (page: Page) => page.locator(".site-save-status [role=status]");

test.describe("in English", () => {
  test.use({ locale: "en-US" });

  test("a save the gate passes: 'Checking your change …', then 'Live on the site' with a link to the changed page", async ({
    page,
  }) => {
    const saves = await signInAndOpenHome(page, { kind: "published", liveUrl: site.siteUrl });
    await saveHeadline(page, en.home.hero.headline, `${en.home.hero.headline} today`);
    await expect(status(page)).toContainText(words.checking, { timeout: 10_000 });
    await expect(status(page)).toContainText(words.live, { timeout: 15_000 });
    const shownAt = Date.now();
    const link = status(page).getByRole("link", { name: words.open });
    await expect(link).toHaveAttribute("href", new URL("/", site.siteUrl).href);
    const commit = saves.commits.at(-1)!;
    // A figure for the report (target 10 s): from GitHub reporting success to the editor saying so.
    console.log(`save status: "Live" shown ${shownAt - saves.reportedAt.get(commit.oid)!} ms after GitHub reported it`);
    expect(shownAt - saves.reportedAt.get(commit.oid)!).toBeLessThan(10_000);
  });

  test("a save that changed only the German words links the German page", async ({ page }) => {
    const saves = await signInAndOpenHome(page, { kind: "published", liveUrl: site.siteUrl });
    await page.getByRole("group", { name: /^Edit/ }).getByRole("radio", { name: "German" }).click();
    // The field holds the file's words, before the build's German typography (soft hyphens).
    const headline = (written("content/de/home.yml") as { hero: { headline: string } }).hero.headline;
    const box = await boxHolding(page, "Headline", headline);
    await box.fill(`${headline} heute`);
    await page.getByRole("button", { name: /^(Save|Speichern)$/ }).click();
    await expect(status(page)).toContainText(words.live, { timeout: 15_000 });
    const commit = saves.commits.at(-1)!;
    // Sveltia sends both languages' files; only the German one differs from the branch.
    expect(commit.sent).toEqual(expect.arrayContaining(["content/en/home.yml", "content/de/home.yml"]));
    expect(commit.changed.map((file) => file.filename)).toEqual(["content/de/home.yml"]);
    await expect(status(page).getByRole("link", { name: words.open })).toHaveAttribute(
      "href",
      new URL(pathOf("home", "de"), site.siteUrl).href,
    );
  });

  test("a save the gate refuses: 'Not published:' with the gate's reason and what to do; a later green save clears it", async ({
    page,
  }) => {
    const reason = `chromium 360 px, build, en /: ${RULE_WORDS["broken-word"]}: "Executivesearchconsultancy" in <h1#hero-title>`;
    const saves = await signInAndOpenHome(page, { kind: "refused", summary: reason });
    const refused = `${en.home.hero.headline} Executivesearchconsultancy`;
    await saveHeadline(page, en.home.hero.headline, refused);
    await expect(status(page)).toContainText(`${words.refused}${reason}`, { timeout: 15_000 });
    await expect(status(page)).toContainText(words.refusedNext);
    await expect(status(page).getByRole("link", { name: words.details })).toBeVisible();

    // Fixed and saved again: checking (the earlier refusal still named), then live, and the refusal gone.
    saves.outcome = { kind: "published", liveUrl: site.siteUrl };
    await saveHeadline(page, refused, en.home.hero.headline);
    await expect(status(page)).toContainText(words.checking, { timeout: 10_000 });
    await expect(status(page)).toContainText(words.earlier);
    await expect(status(page)).toContainText(words.live, { timeout: 15_000 });
    await expect(status(page)).not.toContainText(words.refused.trim());
  });

  test("no permission to read checks: the editor says plainly that the result cannot be read, and why", async ({
    page,
  }) => {
    await signInAndOpenHome(page, { kind: "no-permission" });
    await saveHeadline(page, en.home.hero.headline, `${en.home.hero.headline} again`);
    await expect(status(page)).toContainText(words.permission, { timeout: 15_000 });
  });

  test("GitHub unreachable: the editor says so and keeps trying", async ({ page }) => {
    await signInAndOpenHome(page, { kind: "unreachable" });
    await saveHeadline(page, en.home.hero.headline, `${en.home.hero.headline} once more`);
    await expect(status(page)).toContainText(words.unreachable, { timeout: 15_000 });
  });
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the same words in the editor's German: 'Live auf der Website'", async ({ page }) => {
    await signInAndOpenHome(page, { kind: "published", liveUrl: site.siteUrl });
    const box = await boxHolding(page, "Überschrift", en.home.hero.headline).catch(() =>
      boxHolding(page, "Headline", en.home.hero.headline),
    );
    await box.fill(`${en.home.hero.headline} heute`);
    await page.getByRole("button", { name: /^(Save|Speichern)$/ }).click();
    await expect(status(page)).toContainText(wordsDe.checking, { timeout: 10_000 });
    await expect(status(page)).toContainText(wordsDe.live, { timeout: 15_000 });
  });
});
