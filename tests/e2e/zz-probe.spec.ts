import { expect, test } from "@playwright/test";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteServer, loadBuild } from "../../server/site-server.mjs";
import { answerGitHubApi } from "../support/fake-github-api.ts";
import { startFakeGitHub } from "../support/fake-github.ts";

test.use({ locale: "en-US" });
test("probe", async ({ page, context }) => {
  test.setTimeout(90_000);
  const github = await startFakeGitHub();
  const server = createSiteServer({
    ...loadBuild(path.resolve("build")),
    logRequests: false,
    signInEnv: { GITHUB_CLIENT_ID: github.clientId, GITHUB_CLIENT_SECRET: github.clientSecret, GITHUB_OAUTH_ORIGIN: github.origin, GITHUB_TIMEOUT_MS: "2000" },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dump = async (label: string) => {
    const inPage = await page.evaluate(async () => ({
      localStorage: Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)!.slice(0, 200)])),
      sessionStorage: Object.keys(sessionStorage),
      indexedDB: await Promise.all((await indexedDB.databases()).map(async (d) => {
        const db: IDBDatabase = await new Promise((r) => { const q = indexedDB.open(d.name!); q.onsuccess = () => r(q.result); });
        const stores = [...db.objectStoreNames]; db.close(); return `${d.name} [${stores.join(",")}]`;
      })),
      caches: await caches.keys(),
    }));
    console.log(label, JSON.stringify(inPage, null, 1), JSON.stringify((await context.cookies(origin)).map((c) => [c.name, c.expires, c.httpOnly])));
  };
  await answerGitHubApi(page);
  await page.goto(`${origin}/admin/`);
  const button = page.getByRole("button", { name: /^Sign In with \W*GitHub\W*$/ });
  await expect(button).toBeVisible({ timeout: 15_000 });
  await dump("before sign-in");
  const popupOpened = page.waitForEvent("popup");
  await button.click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await dump("popup open");
  const closed = popup.waitForEvent("close", { timeout: 10_000 });
  await popup.getByRole("link", { name: "Authorize" }).click();
  await closed;
  await expect(page.getByText("Site facts").first()).toBeVisible({ timeout: 15_000 });
  await page.getByText("Site facts").first().click();
  await page.waitForTimeout(3000);
  await dump("signed in");
  await page.reload();
  await page.waitForTimeout(3000);
  await dump("reloaded");
  const field = page.getByRole("textbox").first();
  await field.click(); await page.keyboard.type(" edited");
  await page.waitForTimeout(3000);
  await dump("edited");
  await page.screenshot({ path: "/tmp/probe-edited.png" });
  await page.getByRole("button", { name: /account|user|founder/i }).first().click();
  await page.screenshot({ path: "/tmp/probe-menu.png" });
  await page.getByRole("menuitem", { name: /sign out/i }).click();
  await page.waitForTimeout(2000);
  await dump("signed out");
  server.close(); await github.stop();
});
