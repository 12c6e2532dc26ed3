import { expect, test, type Page } from "@playwright/test";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteServer, loadBuild } from "../../server/site-server.ts";
import { answerGitHubApi } from "../support/fake-github-api.ts";
import { startFakeGitHub, type FakeGitHub } from "../support/fake-github.ts";

// "Sign In with GitHub" with the real editor (Sveltia CMS at /admin/), the site's own sign-in
// routes (server/sign-in.ts on the Node server) and a fake GitHub on loopback: the popup goes
// through GitHub's consent page and the callback, and the editor's next call to GitHub's API
// carries the token GitHub issued. GitHub's API is answered in the page (page.route), as far as
// the editor needs to show its list of pages. Every failure ends in a message, never a stuck screen.

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.E2E_BUILD_DIR ?? ".e2e/consent-none/build");

let github: FakeGitHub;
let site: { origin: string; close: () => Promise<void> };

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
  site = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
});

test.afterAll(async () => {
  await site?.close();
  await github?.stop();
});

test.use({ locale: "en-US" });

const signInButton = (page: Page) => page.getByRole("button", { name: /^Sign In with \W*GitHub\W*$/ });

test("two clicks: 'Sign In with GitHub', then 'Authorize' on GitHub, and the editor holds the token GitHub issued", async ({
  page,
}) => {
  const calls = await answerGitHubApi(page);
  const started = Date.now();
  await page.goto(`${site.origin}/admin/`);
  // Production offers GitHub only: no token to make or paste (local-folder mode is for localhost).
  await expect(signInButton(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toHaveCount(0);

  const popupOpened = page.waitForEvent("popup");
  await signInButton(page).click();
  const popup = await popupOpened;
  // The popup closes itself once the editor has the result.
  const closed = popup.waitForEvent("close", { timeout: 10_000 });
  await popup.getByRole("link", { name: "Authorize" }).click();
  await closed;
  // Sveltia sends GitHub's classic form, "token <value>".
  await expect
    .poll(() => calls.find((call) => call.url.endsWith("/user"))?.authorization)
    .toBe(`token ${github.tokens.at(-1)}`);
  // The editor's list of pages, read through GitHub's API with that token.
  await expect(page.getByText("Site facts").first()).toBeVisible({ timeout: 15_000 });
  const elapsed = Date.now() - started;
  // A figure for the note and the README (3.4 s on an idle 2-core machine), not a gate: timings
  // beside the other suites measure the machine.
  console.log(`sign-in: ${elapsed} ms from opening /admin/ to the editor's list of pages, in two clicks`);
  const authorized = calls.filter((call) => call.authorization === `token ${github.tokens.at(-1)}`);
  expect(authorized.length, "every API call carries the token").toBe(calls.length);
  expect(github.tokens).toHaveLength(1);
  expect(github.tokenRequests.at(-1)?.secret).toBe("right");
  // The code was bound to this browser's sign-in (PKCE), and the verifier matched.
  expect(github.tokenRequests.at(-1)?.verifier).toBe("right");
});

test("'Cancel' on GitHub: the popup closes and the sign-in screen says it was cancelled, ready to try again", async ({
  page,
}) => {
  await answerGitHubApi(page);
  await page.goto(`${site.origin}/admin/`);
  const popupOpened = page.waitForEvent("popup");
  await signInButton(page).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent("close", { timeout: 10_000 });
  await popup.getByRole("link", { name: "Cancel" }).click();
  await closed;
  await expect(page.getByRole("alert")).toContainText("Sign-in was cancelled on GitHub");
  await expect(signInButton(page)).toBeEnabled();
});

test("a tampered state: the callback refuses it, and the editor says to start again", async ({ page }) => {
  await answerGitHubApi(page);
  const tokenRequests = github.tokenRequests.length;
  // The state comes back changed, as a forged link would bring it.
  github.tamperState = true;
  await page.goto(`${site.origin}/admin/`);
  const popupOpened = page.waitForEvent("popup");
  await signInButton(page).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent("close", { timeout: 10_000 });
  await popup.getByRole("link", { name: "Authorize" }).click();
  await closed;
  github.tamperState = false;
  await expect(page.getByRole("alert")).toContainText("expired or was not started on this site");
  expect(github.tokenRequests, "the code is never exchanged").toHaveLength(tokenRequests);
  await expect(signInButton(page)).toBeEnabled();
});

test("the popup closed before GitHub answers: the editor stops waiting and offers sign-in again", async ({ page }) => {
  await answerGitHubApi(page);
  await page.goto(`${site.origin}/admin/`);
  const popupOpened = page.waitForEvent("popup");
  await signInButton(page).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await popup.close();
  await expect(page.getByRole("alert")).toContainText(/aborted|cancel/i, { timeout: 10_000 });
  await expect(signInButton(page)).toBeEnabled();
});
