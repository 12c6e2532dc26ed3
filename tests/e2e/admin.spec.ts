import { expect, test, type Page } from "@playwright/test";

// The browser editor at /admin/ (editor/files.ts), under its own policy (delivery/admin-policy.ts).
// Runs against the site server (playwright.config.ts) or the editor alone (playwright.admin.config.ts).

type ViolationWindow = Window & { __cspViolations?: string[] };

/** Console errors, CSP violations and every request to another origin, from the first byte on. */
async function watch(page: Page) {
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  const siteOrigin = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["blob:", "data:"].includes(url.protocol) && url.origin !== siteOrigin) foreignRequests.push(request.url());
  });
  // Injected through the DevTools protocol, so the page's CSP does not apply to this listener.
  await page.addInitScript(() => {
    const target = window as ViolationWindow;
    target.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      target.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return {
    consoleErrors,
    foreignRequests,
    violations: () => page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []),
  };
}

/** Sveltia's sign-in screen: GitHub through the site's own routes (no token field), and local-folder
 * mode (offered on localhost only). Sveltia wraps names it fills in (here "GitHub") in Unicode
 * isolation marks, hence the patterns. */
async function expectSignInScreen(page: Page) {
  await expect(page.getByRole("button", { name: /^Sign In with \W*GitHub\W*$/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
}

test.use({ locale: "en-US" });

test("the editor shows its sign-in screen with no console error, no CSP violation and nothing from another origin", async ({
  page,
}) => {
  const seen = await watch(page);
  const response = await page.goto("/admin/");
  expect(response?.status()).toBe(200);
  await expectSignInScreen(page);
  // Sveltia fetches its strings, logo and the GitHub status after the first paint; give them time.
  await page.waitForLoadState("networkidle");
  expect(await seen.violations()).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
  expect(seen.foreignRequests).toEqual([]);
});

test("in a German browser the sign-in screen is German, with its strings from the site, not a CDN", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  const seen = await watch(page);
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: /^Mit \W*GitHub\W* anmelden$/ })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  expect(await seen.violations()).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
  expect(seen.foreignRequests).toEqual([]);
  await context.close();
});

test("the editor is kept out of search engines: robots meta tag and X-Robots-Tag header", async ({ page, request }) => {
  const response = await request.get("/admin/");
  expect(response.headers()["x-robots-tag"]).toMatch(/noindex/);
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
  await page.goto("/admin/");
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  for (const file of ["config.yml", "sveltia-cms.js", "setup.js"]) {
    const asset = await request.get(`/admin/${file}`);
    expect(asset.status(), file).toBe(200);
    expect(asset.headers()["x-robots-tag"], file).toMatch(/noindex/);
  }
});
