import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { AddressInfo } from "node:net";
import path from "node:path";
import {
  editorStorage,
  siteStorageIn,
  type ConsentMode,
  type StorageKind,
} from "../../content-pipeline/site-storage.ts";
import { createSiteServer, loadBuild } from "../../server/site-server.ts";
import { STATE_COOKIE } from "../../server/sign-in-state.ts";
import { CONSENT_STORAGE_KEY } from "../../shared/booking-provider.ts";
import { NOT_FOUND, PAGES } from "../../app/page-table.ts";
import { builtPageEntries } from "../support/built-pages.ts";
import { answerGitHubApi } from "../support/fake-github-api.ts";
import { startFakeGitHub } from "../support/fake-github.ts";
import { bookingPage } from "./support/booking-page.ts";
import { useCalendlyStandIn } from "./support/calendly-stand-in.ts";
import { content, site } from "../support/content.ts";

// Runs twice at desktop width: in the "desktop" project against the default build
// (booking.consent = "none") and in the "click-to-load" project against the click-to-load build.
const modeOf = (projectName: string): ConsentMode => (projectName === "click-to-load" ? "click-to-load" : "none");

type StoredItem = { kind: StorageKind; key: string };

/** Everything the site's origin holds in the browser: cookies, both storages, IndexedDB and Cache Storage. */
async function readSiteStorage(page: Page, context: BrowserContext, origin: string): Promise<StoredItem[]> {
  const inPage = await page.evaluate(async () => ({
    localStorage: Object.keys(window.localStorage),
    sessionStorage: Object.keys(window.sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name ?? ""),
    cacheStorage: await caches.keys(),
  }));
  // Every cookie the browser holds for this origin, set by the server or by script.
  const cookies = await context.cookies(origin);
  return [
    ...cookies.map((cookie) => ({ kind: "cookie" as const, key: cookie.name })),
    ...(Object.entries(inPage) as [StorageKind, string[]][]).flatMap(([kind, keys]) =>
      keys.map((key) => ({ kind, key })),
    ),
  ];
}

/** What is stored but not declared for this consent mode in content-pipeline/site-storage.ts. */
function undeclared(stored: StoredItem[], mode: ConsentMode, { editor = false } = {}): string[] {
  const entries = [...siteStorageIn(mode), ...(editor ? editorStorage(site.editor.repo) : [])];
  const declared = new Set(entries.map((entry) => `${entry.kind}: ${entry.key}`));
  return stored.map((item) => `${item.kind}: ${item.key}`).filter((item) => !declared.has(item));
}

/** Goes to `path` by clicking a link to it on the current page when there is one (an in-site navigation). */
async function visit(page: Page, path: string) {
  const link = page.locator(`a[href="${path}"]`).filter({ visible: true }).first();
  if (page.url() !== "about:blank" && (await link.count()) > 0) {
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === path);
  } else {
    await page.goto(path);
  }
  // Every script of a content page is a module, run before "load"; the booking page's own
  // writes are awaited below through the scheduler's state.
  await page.waitForLoadState("load");
  // A scroll, in case anything ever stores a position.
  await page.mouse.wheel(0, 600);
}

test("the site stores nothing in the browser beyond its declaration, on every page, booking included", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  // About twenty page loads and two bookings.
  test.setTimeout(90_000);
  const mode = modeOf(testInfo.project.name);
  const origin = new URL(baseURL ?? "").origin;
  const standIn = await useCalendlyStandIn(page);
  const pages = builtPageEntries().filter((entry) => entry.id !== "not-found");
  expect(pages.length).toBeGreaterThan(0);

  // Every page in both languages, each entered and left through an in-site link where one leads
  // there. One pass: the pages are documents of their own (no client-side router keeps state
  // between them, decision 130), so coming back would only repeat the same loads.
  for (const { path } of pages) await visit(page, path);
  // The not-found pages, reached as a mistyped address would reach them.
  for (const path of Object.values(NOT_FOUND.paths)) await visit(page, path.replace(/404$/, "no-such-page"));

  // Book in each language: consent first where the build asks for it.
  for (const { path, locale } of pages.filter((entry) => entry.id === "booking")) {
    await visit(page, path);
    const booking = bookingPage(page);
    if (mode === "click-to-load") {
      const consentButton = page.getByRole("button", { name: content.words[locale].booking.consent.button });
      // The button works once the page's script runs; until then a press does nothing, so press
      // again. In the second language the choice remembered in this tab loads the calendar at once.
      await expect(async () => {
        if ((await booking.schedulerFrames.count()) === 0) await consentButton.click({ timeout: 1000 });
        await expect(booking.schedulerFrames).toHaveCount(1, { timeout: 1000 });
      }).toPass();
    }
    await expect(booking.schedulerFrames).toHaveCount(1);
    // This test is about what a booking stores, not the confirmation (booking.spec.ts covers it):
    // on a loaded CI machine a booking made while the island was still settling went unanswered,
    // so it books again until the page confirms.
    await expect(async () => {
      await standIn.bookThroughFrame();
      await expect(booking.confirmation).not.toBeEmpty({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }
  // Coming back to a page after booking, and reloading one, may write too.
  await visit(page, pages[0]!.path);
  await page.reload();
  await page.waitForLoadState("load");

  const stored = await readSiteStorage(page, context, origin);
  expect(undeclared(stored, mode)).toEqual([]);
  if (mode === "click-to-load") {
    // The consent choice was really stored, so the comparison saw the storage it checks.
    expect(stored).toContainEqual({ kind: "sessionStorage", key: CONSENT_STORAGE_KEY });
  }
});

test("anything stored without a declaration fails the comparison", async ({ page, context, baseURL }, testInfo) => {
  const mode = modeOf(testInfo.project.name);
  const origin = new URL(baseURL ?? "").origin;
  await page.goto(PAGES.home.paths.en);
  await page.evaluate(async () => {
    window.localStorage.setItem("undeclared-local", "1");
    window.sessionStorage.setItem("undeclared-session", "1");
    document.cookie = "undeclared-cookie=1; path=/";
    await new Promise((resolve) => {
      const request = indexedDB.open("undeclared-database");
      request.onsuccess = () => resolve(request.result.close());
    });
    await caches.open("undeclared-cache");
  });
  const stored = await readSiteStorage(page, context, origin);
  expect(undeclared(stored, mode).sort()).toEqual([
    "cacheStorage: undeclared-cache",
    "cookie: undeclared-cookie",
    "indexedDB: undeclared-database",
    "localStorage: undeclared-local",
    "sessionStorage: undeclared-session",
  ]);
});

// The editing area at /admin/ (Sveltia CMS) is part of the site: what it and the sign-in store is
// declared too (editorStorage), for the privacy policy's section on it. The real editor signs in
// against a fake GitHub through the site's own sign-in routes (as in sign-in.spec.ts), on a server
// of the build this project tests. Its storage does not depend on the consent mode: desktop only.
test("the editing area stores nothing beyond its declaration: opening /admin/, signing in with GitHub, opening an entry", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the editor stores the same in both consent modes");
  test.setTimeout(60_000);
  const mode = modeOf(testInfo.project.name);
  const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? ".e2e/consent-none/build");
  const github = await startFakeGitHub();
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
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await answerGitHubApi(page);
    const seen = new Map<string, StoredItem>();
    const record = async () => {
      for (const item of await readSiteStorage(page, context, origin)) seen.set(`${item.kind}: ${item.key}`, item);
    };

    // Steps, and a limit on every wait (navigations and events have none by default), so that a
    // timeout names the wait that hung.
    await test.step("open /admin/", async () => {
      await page.goto(`${origin}/admin/`, { timeout: 20_000 });
      await expect(page.getByRole("button", { name: /^Sign In with \W*GitHub\W*$/ })).toBeVisible({ timeout: 15_000 });
      await record();
    });
    await test.step("sign in with GitHub", async () => {
      // The sign-in cookie lives while GitHub's consent page is open, and is gone after the callback.
      const popupOpened = page.waitForEvent("popup", { timeout: 15_000 });
      await page.getByRole("button", { name: /^Sign In with \W*GitHub\W*$/ }).click();
      const popup = await popupOpened;
      await expect(popup.getByRole("link", { name: "Authorize" })).toBeVisible();
      await record();
      const closed = popup.waitForEvent("close", { timeout: 10_000 });
      await popup.getByRole("link", { name: "Authorize" }).click();
      await closed;
    });
    // The collection in the editor's list, by its role: the same words also appear in Sveltia's
    // status message ("You're now viewing the “Site facts” collection"), which a click cannot reach.
    const siteFacts = page.getByRole("treeitem", { name: /Site facts/ });
    await test.step("open an entry", async () => {
      await expect(siteFacts).toBeVisible({ timeout: 15_000 });
      await siteFacts.click();
      await expect(page).toHaveURL(/#\/collections\//);
      await record();
    });
    await test.step("come back signed in", async () => {
      await page.reload({ timeout: 20_000 });
      await expect(siteFacts).toBeVisible({ timeout: 15_000 });
      await record();
    });

    const stored = [...seen.values()];
    expect(undeclared(stored, mode, { editor: true })).toEqual([]);
    // Every declared entry was really written, so the policy claims nothing the editor does not do.
    expect(stored.map((item) => `${item.kind}: ${item.key}`).sort()).toEqual(
      editorStorage(site.editor.repo)
        .map((entry) => `${entry.kind}: ${entry.key}`)
        .sort(),
    );
    expect(stored).toContainEqual({ kind: "cookie", key: STATE_COOKIE });
    // Without the editor's declaration, the same walk fails the comparison.
    expect(undeclared(stored, mode).length).toBeGreaterThan(0);
  } finally {
    // The editor first, so no request of its is open; then each server, with a limit that names it.
    await page.close();
    server.closeAllConnections();
    await within(10_000, "the site server's close", new Promise<void>((resolve) => server.close(() => resolve())));
    await within(10_000, "the stand-in GitHub's stop", github.stop());
  }
});

/** `work`, or an error naming it once `ms` have passed. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
