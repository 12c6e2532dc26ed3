// "Sign In with GitHub" in the second engine: Debian's Firefox ESR (puppeteer-core, WebDriver BiDi)
// with the real editor at /admin/, the site's own routes (Node server) and a fake GitHub
// (tests/support/fake-github.ts). Chromium runs the whole flow in tests/e2e/sign-in.spec.ts; here
// the popup's part: the state cookie, the callback's hashed script and its message to the
// editor under Firefox's own rules, ending with the popup closed by the editor that got the token.
//
//   node --test tests/pages/sign-in-firefox.test.mjs   (after `npm run build`; BUILD_DIR picks another build)
/* global document, window -- in-page functions */
import assert from "node:assert/strict";
import { test } from "node:test";
import { startFakeGitHub } from "../support/fake-github.ts";
import { launchFirefox, serveBuild, waitFor } from "./firefox.mjs";

test(
  "Firefox: the popup goes through GitHub and the callback, and the editor takes the token and closes it",
  { timeout: 120_000 },
  async () => {
    const github = await startFakeGitHub();
    const { origin, close: closeServer } = await serveBuild({
      signInEnv: {
        GITHUB_CLIENT_ID: github.clientId,
        GITHUB_CLIENT_SECRET: github.clientSecret,
        GITHUB_OAUTH_ORIGIN: github.origin,
      },
    });
    const browser = await launchFirefox();
    try {
      const page = await browser.newPage();
      await page.goto(`${origin}/admin/`);
      const clickSignIn = () =>
        page.evaluate(() => {
          const button = [...document.querySelectorAll("button")].find((b) => /Sign In with/.test(b.textContent ?? ""));
          button?.click();
          return Boolean(button);
        });
      /** @type {Promise<import("puppeteer-core").Target>} */
      const popupOpened = new Promise((resolve) => browser.once("targetcreated", resolve));
      await waitFor("the editor's 'Sign In with GitHub' button", clickSignIn);
      const target = await popupOpened;
      /** @type {import("puppeteer-core").Page} */
      const popup = await waitFor("the popup's page", () => target.page());
      // GitHub's consent page, reached through the site's authorize route: "Authorize".
      const authorize = await waitFor("GitHub's consent page", () =>
        popup.evaluate(() => document.querySelector("a")?.getAttribute("href") ?? "").catch(() => ""),
      );
      await popup.evaluate((href) => void (window.location.href = href), authorize).catch(() => undefined);
      await waitFor("the token GitHub issued", () => github.tokens.length === 1);
      await waitFor("the editor to close the popup with the result", async () =>
        (await browser.pages()).every((open) => open !== popup),
      );
      const alerts = await page.evaluate(() =>
        [...document.querySelectorAll("[role=alert]")].map((element) => element.textContent ?? "").join(" | "),
      );
      // Offline, the editor's next call (to api.github.com) fails: proof it went on, signed in.
      assert.doesNotMatch(alerts, /expired|cancelled|not set up|could not be reached|did not accept/, alerts);
      assert.equal(github.tokenRequests.at(-1)?.secret, "right");
      assert.equal(github.tokenRequests.at(-1)?.verifier, "right", "the PKCE verifier from the cookie");
    } finally {
      await browser.close();
      await closeServer();
      await github.stop();
    }
  },
);
